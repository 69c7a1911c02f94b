import { describe, expect, it } from '@rstest/core';
import { checkSnippets } from '../../scripts/checks/check-snippets.mjs';
import { writeTempTree } from '../shared/temp-docs';

const fence = '```';
const docsWith = (pages: Record<string, string>) => writeTempTree('snippets', pages);

describe('check-snippets', () => {
  it('reports a config option that does not exist, with the page and line', () => {
    const docs = docsWith({
      'en/page.mdx': `# Page\n\n${fence}ts title="rspress.config.ts"\nimport { defineConfig } from '@rspress/core';\n\nexport default defineConfig({ notAnOption: true });\n${fence}\n`,
    });
    const { checked, findings } = checkSnippets(docs);
    expect(checked).toBe(1);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatch(
      /en\/page\.mdx:6: [\s\S]*'notAnOption' does not exist in type 'UserConfig'/,
    );
  });

  it('accepts a correct example that imports another titled block of the page', () => {
    const docs = docsWith({
      'en/page.mdx': [
        '# Page',
        `${fence}ts title="plugins/hello.ts"`,
        "import type { RspressPlugin } from '@rspress/core';",
        "export const pluginHello = (): RspressPlugin => ({ name: 'hello' });",
        fence,
        `${fence}ts title="rspress.config.ts"`,
        "import { defineConfig } from '@rspress/core';",
        "import { pluginHello } from './plugins/hello';",
        'export default defineConfig({ plugins: [pluginHello()] });',
        fence,
      ].join('\n'),
    });
    expect(checkSnippets(docs)).toMatchObject({ checked: 2, findings: [] });
  });

  it('skips blocks marked partial and lists them', () => {
    const docs = docsWith({
      'zh/page.mdx': `# Page\n\n${fence}ts partial\nthemeConfig: { nope }\n${fence}\n`,
    });
    const { checked, partial, findings } = checkSnippets(docs);
    expect({ checked, findings }).toEqual({ checked: 0, findings: [] });
    expect(partial).toEqual([expect.stringMatching(/zh\/page\.mdx:3$/)]);
  });
});
