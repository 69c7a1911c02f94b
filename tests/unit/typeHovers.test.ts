import { join } from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { describe, expect, test } from '@rstest/core';
import type { Element, Root } from 'hast';
import { codeToHast } from 'shiki';
import { pluginTypeHovers } from '../../plugins/typeHovers';
import { analyzeDocs } from '../../plugins/typeHovers/analyze.mjs';
import { analyzeInWorker } from '../../plugins/typeHovers/analyzeInWorker';
import { type HoverBlock, pageHovers, StaleHoverError } from '../../plugins/typeHovers/hovers';
import { targetOf } from '../../plugins/typeHovers/reference';
import { MARK_CLASS, NOTE_CLASS, rehypeTypeHovers } from '../../plugins/typeHovers/rehype';
import { firstSentence, pageSections, plainInline } from '../../plugins/typeHovers/sections';
import { writeTempTree } from '../shared/temp-docs';

const fixtures = join(import.meta.dirname, '../fixtures/type-hovers');
// One compiler program per fixture folder takes seconds on a busy machine.
const SLOW = 180_000;
// The passing fixture's analysis, compiled once for the tests that read it.
let okAnalysis: ReturnType<typeof analyzeDocs> | undefined;
const analyzeOk = () => {
  okAnalysis ??= analyzeDocs(join(fixtures, 'docs-ok'));
  return okAnalysis;
};

describe('type hovers: reference sections', () => {
  test('a description is the first sentence of the entry, with links and emphasis as text', () => {
    expect(firstSentence('Sets the title, e.g. `Home`. More text.')).toBe(
      'Sets the title, e.g. `Home`.',
    );
    expect(firstSentence('Uses `a.b` as key. More.')).toBe('Uses `a.b` as key.');
    expect(firstSentence('返回当前语言。其余内容。')).toBe('返回当前语言。');
    expect(plainInline('See [`useSite`](/api#use-site) and **this**.')).toBe(
      'See `useSite` and this.',
    );
  });

  test('an entry skips its Type and Default lines and keeps its heading line', () => {
    const source = [
      '# Page',
      '',
      '### a.b {#a-b}',
      '',
      '- Type: `string`',
      '- Default: `x`',
      '',
      'Does one thing. Then more.',
    ].join('\n');
    const { title, byId } = pageSections(source, 'en');
    expect(title).toBe('Page');
    expect(byId.get('a-b')).toEqual({ line: 3, description: 'Does one thing.' });
  });

  test('a name without a heading is documented by its table row, linked to the row’s section', () => {
    const source = [
      '# Commands',
      '',
      '## Node API {#node-api}',
      '',
      '| Export | Signature | What it does |',
      '| --- | --- | --- |',
      '| `defineConfig` | `(config: UserConfig) => UserConfig` | Returns its argument unchanged; it exists for the types. More. |',
      '| `build` | `(options: { a: string \\| b }) => Promise<void>` | Runs `rspress build`. |',
    ].join('\n');
    const { byName, byId } = pageSections(source, 'en');
    expect(byName.get('defineConfig')).toEqual({
      line: 7,
      id: 'node-api',
      description: 'Returns its argument unchanged; it exists for the types.',
    });
    expect(byName.get('build')?.description).toBe('Runs `rspress build`.');
    expect(byId.has('define-config')).toBe(false);
    const zh = pageSections(
      '# 命令\n\n## Node API {#node-api}\n\n| `defineConfig` | 签名 | 原样返回参数。其余。 |',
      'zh',
    );
    expect(zh.byName.get('defineConfig')).toEqual({
      line: 5,
      id: 'node-api',
      description: '原样返回参数。',
    });
  });
});

describe('type hovers: a page as a whole', () => {
  test('the section "" is the first clause of the frontmatter description', () => {
    const page = (description: string) => `---\ndescription: ${description}\n---\n\n# Plugin\n`;
    expect(
      pageSections(page('Generate feeds with @rspress/plugin-rss. More.'), 'en').byId.get(''),
    ).toEqual({ line: 1, description: 'Generate feeds with @rspress/plugin-rss.' });
    expect(
      pageSections(page('把读者重定向到正确的页面；介绍插件唯一的选项。'), 'zh').byId.get('')
        ?.description,
    ).toBe('把读者重定向到正确的页面。');
  });

  test('an official plugin package’s export points to its page, with no section', () => {
    expect(targetOf('export:@rspress/plugin-rss:pluginRss')).toEqual({
      page: 'plugin/official-plugins/rss',
      id: '',
      name: 'pluginRss',
      mapped: false,
    });
    expect(targetOf('export:@rsbuild/plugin-sass:pluginSass')).toBeUndefined();
  });
});

describe('type hovers: identifier → documented section', () => {
  test('config options, plugin hooks and runtime exports point to their reference entry', () => {
    expect(targetOf('config:themeConfig.hideNavbar')).toMatchObject({
      page: 'api/config/config-theme',
      id: 'theme-config-hide-navbar',
    });
    expect(targetOf('config:themeConfig.locales[].label')?.page).toBe('api/config/config-theme');
    expect(targetOf('config:markdown.showLineNumbers')?.page).toBe('api/config/config-build');
    expect(targetOf('config:ssg.experimentalWorker')?.page).toBe('api/config/config-basic');
    expect(targetOf('plugin:beforeBuild')).toMatchObject({
      page: 'plugin/system/plugin-api',
      id: 'before-build',
    });
    expect(targetOf('export:@rspress/core/runtime:usePage')?.page).toBe(
      'api/client-api/api-runtime',
    );
    expect(targetOf('export:@rspress/core/runtime:NoSSR')?.page).toBe(
      'api/client-api/api-components',
    );
  });

  test('names the reference has no entry for get no target', () => {
    // A Rsbuild option, a field nested below an entry, and the excluded `themeConfig` itself.
    expect(targetOf('config:builderConfig.source')).toBeUndefined();
    expect(targetOf('config:themeConfig.footer.message')).toBeUndefined();
    expect(targetOf('config:themeConfig')).toBeUndefined();
  });

  test(
    'a section that is missing fails with the page, line, block and identifier',
    () => {
      let error: unknown;
      try {
        const docs = join(fixtures, 'docs');
        pageHovers(docs, analyzeDocs(docs));
      } catch (thrown) {
        error = thrown;
      }
      expect(error).toBeInstanceOf(StaleHoverError);
      const { message } = error as Error;
      // Line 9 of the page: `hideNavbar` in the first code block; the documented `darkMode` passes.
      expect(message).toContain(
        'docs/en/guide/example.mdx:9: code block 1, identifier "hideNavbar" (themeConfig.hideNavbar): its section #theme-config-hide-navbar is missing from docs/en/api/config/config-theme.mdx',
      );
      expect(message).toContain(
        'docs/zh/guide/example.mdx:9: code block 1, identifier "hideNavbar"',
      );
      expect(message).not.toContain('darkMode');
    },
    SLOW,
  );

  test(
    'each language gets its own description and link; partial and failing blocks get none',
    () => {
      const hovers = pageHovers(join(fixtures, 'docs-ok'), analyzeOk());
      const en = hovers.get('en/guide/example.mdx');
      const zh = hovers.get('zh/guide/example.mdx');
      // Three blocks: one checked, one `partial`, one that does not type-check.
      expect(en).toHaveLength(1);
      const darkMode = en?.[0].hovers.find((h) => h.key === 'config:themeConfig.darkMode');
      expect(darkMode).toMatchObject({
        description: 'Whether readers can switch the color scheme.',
        href: '/api/config/config-theme#theme-config-dark-mode',
        pageTitle: 'Theme config',
      });
      expect(darkMode?.type).toMatch(/^darkMode\?: /);
      const zhDarkMode = zh?.[0].hovers.find((h) => h.key === 'config:themeConfig.darkMode');
      expect(zhDarkMode).toMatchObject({
        description: '读者能否切换配色方案。',
        href: '/zh/api/config/config-theme#theme-config-dark-mode',
        type: darkMode?.type,
      });
    },
    SLOW,
  );
});

/** The plugin's rehype transformer, as the MDX compiler calls it. */
function transformerOf(plugin: RspressPlugin) {
  const [attacher] = plugin.markdown?.rehypePlugins ?? [];
  if (typeof attacher !== 'function') throw new Error('the plugin has no rehype plugin');
  return (attacher as () => (tree: Root, file: { path: string }) => Promise<void>)();
}

describe('type hovers: the analysis beside the bundler', () => {
  test(
    'the worker thread returns what the analysis returns in this thread',
    async () => {
      const inWorker = await analyzeInWorker(join(fixtures, 'docs-ok'));
      expect([...inWorker.pages.keys()].sort()).toEqual([
        'en/guide/example.mdx',
        'zh/guide/example.mdx',
      ]);
      expect(inWorker).toEqual(analyzeOk());
    },
    SLOW,
  );

  test(
    'a stale name fails the first page with the whole message and later pages with a pointer to it',
    async () => {
      const plugin = pluginTypeHovers();
      const root = join(fixtures, 'docs');
      const utils = { addPlugin: () => {}, removePlugin: () => {} };
      await plugin.config?.({ root }, utils, true);
      const transform = transformerOf(plugin);
      const page = (name: string) =>
        transform({ type: 'root', children: [] }, { path: join(root, name) });
      await expect(page('en/guide/example.mdx')).rejects.toThrow(
        /docs\/en\/guide\/example\.mdx:9: code block 1, identifier "hideNavbar"/,
      );
      await expect(page('zh/guide/example.mdx')).rejects.toThrow(
        'Type hovers: see the first error of this build',
      );
    },
    SLOW,
  );

  test('docs without a TypeScript example build no program: nothing to mark, nothing required', () => {
    // A small fixture site's build would otherwise spend a second or two on the compiler.
    const docs = writeTempTree('type-hovers-plain', {
      'en/index.md': '# Home\n\n```js\nconst plain = 1;\n```\n',
      'zh/index.md': '# 首页\n\n```ts partial\nconst 片段 = 1;\n```\n',
    });
    expect(analyzeDocs(docs)).toEqual({ pages: new Map(), required: new Map() });
  });

  test('a development server starts no analysis: the same stale page passes unmarked', async () => {
    const plugin = pluginTypeHovers();
    const root = join(fixtures, 'docs');
    await plugin.config?.({ root }, { addPlugin: () => {}, removePlugin: () => {} }, false);
    const transform = transformerOf(plugin);
    const tree: Root = { type: 'root', children: [] };
    await expect(
      transform(tree, { path: join(root, 'en/guide/example.mdx') }),
    ).resolves.toBeUndefined();
  });
});

describe('type hovers: marks in highlighted code', () => {
  const code = "import { usePage } from '@rspress/core/runtime';\nconst { page } = usePage();";
  const block: HoverBlock = {
    code,
    hovers: [0, 1].map((line) => ({
      line,
      column: line ? 17 : 9,
      length: 7,
      key: 'export:@rspress/core/runtime:usePage',
      type: 'usePage(): { page: Page }',
      description: 'Returns the `page` data.',
      href: '/api/client-api/api-runtime#use-page',
      pageTitle: 'Runtime API',
    })),
  };
  const highlighted = async () =>
    (await codeToHast(code, { lang: 'ts', theme: 'github-light' })) as Root;
  const run = (tree: Root, path: string) =>
    rehypeTypeHovers({
      hoversOf: (page) => (page === 'en/page.mdx' ? [block] : undefined),
      site: { docsRoot: '/docs' },
      clientModule: '/theme/TypeHover/index.ts',
    })()(tree, { path });
  const all = (node: Root | Element, test: (e: Element) => boolean): Element[] =>
    node.children.flatMap((child) =>
      child.type !== 'element' ? [] : [...(test(child) ? [child] : []), ...all(child, test)],
    );
  const textOf = (node: Element): string =>
    node.children
      .map((c) => (c.type === 'text' ? c.value : c.type === 'element' ? textOf(c) : ''))
      .join('');
  const hasClass = (name: string) => (e: Element) =>
    [e.properties?.className, e.properties?.class].flat().join(' ').split(' ').includes(name);

  test('wraps each identifier, makes the first the tab stop, and adds one hidden note per name', async () => {
    const tree = await highlighted();
    await run(tree, '/docs/en/page.mdx');
    const marks = all(tree, hasClass(MARK_CLASS));
    expect(marks.map(textOf)).toEqual(['usePage', 'usePage']);
    expect(marks.map((m) => m.properties?.tabIndex)).toEqual([0, -1]);
    const notes = all(tree, hasClass(NOTE_CLASS));
    expect(notes).toHaveLength(1);
    expect(marks[1].properties?.ariaDescribedBy).toEqual([notes[0].properties?.id]);
    expect(notes[0].properties).toMatchObject({ role: 'tooltip', hidden: true });
    // The note's text is data, not the document's text: the client writes it in when it opens.
    expect(textOf(notes[0])).toBe('');
    expect(notes[0].properties).toMatchObject({
      dataType: 'usePage(): { page: Page }',
      dataDescription: 'Returns the `page` data.',
      dataHref: '/api/client-api/api-runtime#use-page',
      dataTitle: 'Runtime API',
    });
    // The rendered code text is unchanged, so copying the block copies the same code.
    const pre = all(tree, (e) => e.tagName === 'pre')[0];
    expect(textOf(pre).replace(/\n/g, '')).toBe(code.replace(/\n/g, ''));
    // The client is imported by this page only.
    expect(tree.children.map((c) => c.type)).toContain('mdxjsEsm');
  });

  test('leaves a page without hovers, and a block whose text differs, untouched', async () => {
    const other = await highlighted();
    const before = JSON.stringify(other);
    await run(other, '/docs/en/other.mdx');
    expect(JSON.stringify(other)).toBe(before);
    const changed = (await codeToHast(`${code}\n// more`, {
      lang: 'ts',
      theme: 'github-light',
    })) as Root;
    const unchanged = JSON.stringify(changed);
    await run(changed, '/docs/en/page.mdx');
    expect(JSON.stringify(changed)).toBe(unchanged);
  });
});
