import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { checkSnippets, extractCodeBlocks } from '../../scripts/check-snippets.mjs';

const fence = '```';

function docsWith(pages: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'snippets-'));
  for (const [name, source] of Object.entries(pages)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), source);
  }
  return dir;
}

describe('check-snippets', () => {
  it('finds fenced blocks with their language, meta and first code line', () => {
    const source = `# Page\n\n${fence}ts title="a.ts"\nconst a = 1;\n${fence}\n\n- item\n\n  ${fence}tsx\n  <div />\n  ${fence}\n`;
    expect(extractCodeBlocks(source)).toEqual([
      { lang: 'ts', meta: 'title="a.ts"', code: 'const a = 1;', line: 4 },
      { lang: 'tsx', meta: '', code: '<div />', line: 10 },
    ]);
  });

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
