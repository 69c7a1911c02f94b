// The search panel's stylesheets leave the first-load stylesheet
// (upstream/theme/lazySearchStyles.ts): the rewrite takes out exactly the stylesheet import of each
// module, and every module of the installed theme's search folder that imports a stylesheet is
// either one of those or the search button, which every page shows (so an upgrade that adds a
// styled panel module fails here).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { upstreamModulePaths, upstreamThemePath } from '../../upstream/theme/build';
import { dropStyleImport } from '../../upstream/theme/lazySearchStyles';

const searchDir = upstreamThemePath('theme', 'components', 'Search');
const importsStyles = (code: string) => /^import "[^"]+\.css";$/m.test(code);

describe('lazy search styles', () => {
  it('takes the stylesheet import out of each panel module, and nothing else', () => {
    for (const path of upstreamModulePaths.searchPanelStyled) {
      const code = readFileSync(path, 'utf8');
      const rewritten = dropStyleImport(code, path);
      expect(importsStyles(rewritten), path).toBe(false);
      expect(code.split('\n').filter((line) => !rewritten.split('\n').includes(line))).toEqual([
        expect.stringMatching(/^import "\.\/\w+\.css";$/),
      ]);
    }
  });

  it('fails, naming the module and the entry, when a module has no stylesheet import', () => {
    expect(() => dropStyleImport('export const a = 1;\n', '/up/Panel.js')).toThrow(
      /\/up\/Panel\.js no longer imports a stylesheet.*"lazy-search-styles"/,
    );
  });

  it('covers every styled module of the search folder but the navbar button', () => {
    const styled = readdirSync(searchDir)
      .filter((file) => file.endsWith('.js'))
      .filter((file) => importsStyles(readFileSync(join(searchDir, file), 'utf8')));
    const covered = upstreamModulePaths.searchPanelStyled.map((path) => path.split('/').at(-1));
    expect(styled.filter((file) => !covered.includes(file))).toEqual(['SearchButton.js']);
  });
});
