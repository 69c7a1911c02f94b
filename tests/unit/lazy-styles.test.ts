import { describe, expect, it } from '@rstest/core';
import { bundledStyleTypes } from '../../plugins/lazyStyles';
import config from '../../rspress.config';

describe('lazy styles', () => {
  it('keeps stylesheets in the first-load styles chunk, and text imports with their chunk', () => {
    for (const type of ['css/mini-extract', 'javascript/auto', 'css/auto']) {
      expect({ type, bundled: bundledStyleTypes.test(type) }).toEqual({ type, bundled: true });
    }
    // `import css from './print.css?raw'`: the file's text, a string module.
    expect(bundledStyleTypes.test('asset/source')).toBe(false);
  });

  it('is a plugin of the site, with the commit for the section menu', () => {
    const names = (config.plugins ?? []).map((plugin) => plugin.name);
    expect(names).toEqual(expect.arrayContaining(['lazy-styles', 'docs-commit']));
  });
});
