// The page checks over a whole site (plugins/pageChecks/index.ts): the data files beside the pages
// (activeMatch patterns, navMatch.ts; the texts of every language, i18nTexts.ts), every file's
// problems at its file and line, in order, and the plugin that fails the build with them and checks
// the built HTML.
import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { RouteMeta } from '@rspress/core';
import { describe, expect, it } from '@rstest/core';
import { pluginPageChecks, siteReport } from '../../plugins/pageChecks';
import { i18nFileProblems, i18nTextProblems } from '../../plugins/pageChecks/i18nTexts';
import { configNavProblems, navFileProblems } from '../../plugins/pageChecks/navMatch';
import { writeTempTree } from '../shared/temp-docs';

describe('activeMatch patterns', () => {
  const invalid = (pattern: string, error: string) =>
    `activeMatch ${JSON.stringify(pattern)} is not a valid regular expression (${error}); Rspress builds a RegExp from it`;

  it('reads each pattern of a navigation file as JSON, at its line', () => {
    const text = [
      '[',
      '  { "text": "A", "activeMatch": "^/guide/" },',
      '  { "text": "B",',
      '    "activeMatch" :  "a\\"(" },',
      '  { "activeMatch": "[" }',
      ']',
    ].join('\n');
    expect(navFileProblems(text)).toEqual([
      { line: 4, message: invalid('a"(', 'Invalid regular expression: /a"(/: Unterminated group') },
      {
        line: 5,
        message: invalid('[', 'Invalid regular expression: /[/: Unterminated character class'),
      },
    ]);
  });

  it('names the key path of each invalid pattern of the configuration', () => {
    const nav = [
      { text: 'A', items: [{ activeMatch: '(' }, { activeMatch: '^/ok/' }] },
      { activeMatch: 1 },
    ];
    expect(configNavProblems(nav, 'themeConfig.nav')).toEqual([
      {
        where: 'themeConfig.nav[0].items[0].activeMatch',
        message: invalid('(', 'Invalid regular expression: /(/: Unterminated group'),
      },
    ]);
    expect(
      configNavProblems({ '/zh/': [{ activeMatch: { nested: { activeMatch: '?' } } }] }, 's'),
    ).toEqual([
      {
        where: 's./zh/[0].activeMatch.nested.activeMatch',
        message: invalid('?', 'Invalid regular expression: /?/: Nothing to repeat'),
      },
    ]);
    expect(configNavProblems([{ text: '(', link: '/(' }], 'x')).toEqual([]);
    expect(configNavProblems(null, 'x')).toEqual([]);
    expect(configNavProblems('(', 'x')).toEqual([]);
  });
});

describe('the texts of every language', () => {
  it('names the missing languages of each key at its line', () => {
    const text = [
      '{',
      '  "a": { "en": "A", "zh": "甲" },',
      '  "b": { "en": "B", "zh": " " },',
      '  "c": "not an object",',
      '  "d" : { "en": 1 },',
      '  "e": null',
      '}',
    ].join('\n');
    const missing = (key: string, langs: string) =>
      `the key "${key}" has no ${langs} text; every key needs a text in every language (en, zh), or Rspress shows the English one`;
    expect(i18nTextProblems(text, ['en', 'zh'])).toEqual([
      { line: 3, message: missing('b', 'zh') },
      { line: 4, message: missing('c', 'en, zh') },
      { line: 1, message: missing('d', 'en, zh') },
      { line: 6, message: missing('e', 'en, zh') },
    ]);
  });

  it('refuses a file that is not an object of keys, at line 1', () => {
    const shape = 'must be an object of keys, each { "<lang>": "text" }';
    for (const text of ['[]', 'null', '"text"', '5'])
      expect(i18nTextProblems(text, ['en'])).toEqual([{ line: 1, message: shape }]);
    const [problem, ...rest] = i18nTextProblems('{ "a": }', ['en']);
    expect(rest).toEqual([]);
    expect(problem.line).toBe(1);
    expect(problem.message.startsWith('not valid JSON: ')).toBe(true);
    expect(problem.message).not.toContain('SyntaxError');
    expect(i18nTextProblems('{}', ['en'])).toEqual([]);
  });

  it('reads the file, and finds nothing when there is none', () => {
    const dir = writeTempTree('i18n-texts', { 'i18n.json': '{\n  "k": { "en": "K" }\n}\n' });
    expect(i18nFileProblems(join(dir, 'i18n.json'), ['en', 'fr'])).toEqual([
      {
        line: 2,
        message:
          'the key "k" has no fr text; every key needs a text in every language (en, fr), or Rspress shows the English one',
      },
    ]);
    expect(i18nFileProblems(join(dir, 'missing.json'), ['en'])).toEqual([]);
  });
});

describe('the report over a site', () => {
  const project = writeTempTree('site-report', {
    'docs/index.md': [
      '---',
      'title: Home Page {#ignored}',
      '---',
      '[dead](/nowhere)',
      '',
      '<script></script>',
      '',
      '[ok](#home-page) [ok](/guide/a#intro) [no anchors](/zh/guide/b#setup)',
      '',
      '## A section is no page title',
      '',
    ].join('\n'),
    'docs/guide/a.md': '# A {#intro}\n\n[b](/guide/b) [d](/guide/deep#x)\n',
    'docs/guide/deep.md': `# Deep {#x}\n\n${'>'.repeat(99)} deep\n`,
    'docs/public/notes.svg.txt': '<script>alert(1)</script>\n',
    'docs/zh/guide/a.md':
      '---\ntitle: Titled\n---\n\n# 甲 {#intro}\n\n[b](/guide/b#setup) [t](#titled)\n',
    'docs/zh/guide/b.mdx': '## Setup\n\n[x](/nope)\n\n<b c=>x</b>\n',
    'docs/Bad Name.md': '# Explicit\n',
    'docs/Worse Name.md': '# Unsafe\n',
    'docs/_part.md': '# Part\n\n[dead](/nowhere)\n\n<script></script>\n\n{process.env.X}\n',
    // Imports may reach the docs folder, wherever it is, but nothing beyond it and the repository.
    'docs/_code.mdx':
      "# Code\n\n{process.env.X}\n\nimport part from './_part.md'\n\nimport far from '../../far.mdx'\n",
    'docs/guide/c.mdx': "# C\n\nimport far from '../../../far.mdx'\n",
    // Only the public folder's SVG files are documents of their own.
    'docs/guide/diagram.svg': '<svg><script>alert(1)</script></svg>\n',
    'docs/_nav.json': '[\n  { "text": "A", "activeMatch": "(" }\n]\n',
    'docs/zh/guide/_meta.json': '[{ "activeMatch": ")" }]\n',
    'docs/zh/guide/other.json': '[{ "activeMatch": ")" }]\n',
    'docs/public/_meta.json': '[{ "activeMatch": ")" }]\n',
    'docs/node_modules/_nav.json': '[{ "activeMatch": ")" }]\n',
    'docs/public/logo.svg': '<svg>\n<script>alert(1)</script>\n</svg>\n',
    'docs/public/UP.SVG': '<svg onload="x()"></svg>\n',
    'docs/public/notes.txt': '<script>alert(1)</script>\n',
  });
  const docs = join(project, 'docs');
  const route = (routePath: string, relativePath: string, lang: string): RouteMeta => ({
    routePath,
    pureRoutePath: routePath,
    absolutePath: join(docs, relativePath),
    relativePath,
    pageName: relativePath,
    lang,
    version: '',
  });
  // A translated page first: the default language is the one whose routes have no prefix.
  const routes = [
    route('/zh/guide/a', 'zh/guide/a.md', 'zh'),
    route('/', 'index.md', 'en'),
    route('/guide/a', 'guide/a.md', 'en'),
    route('/guide/c', 'guide/c.mdx', 'en'),
    route('/guide/deep', 'guide/deep.md', 'en'),
    route('/zh/guide/b', 'zh/guide/b.mdx', 'zh'),
    route('/bad-name', 'Bad Name.md', 'en'),
    route('/Worse Name', 'Worse Name.md', 'en'),
    route('/custom', 'custom.tsx', 'en'),
  ];
  const themeConfig = {
    nav: [{ text: 'A', link: '/a', activeMatch: '(' }],
    sidebar: { '/': [{ text: 'B', link: '/b', activeMatch: '[' }] },
    locales: [
      { lang: 'en', label: 'English' },
      {
        lang: 'zh',
        label: '中文',
        nav: [{ text: 'C', link: '/zh/c', activeMatch: '?' }],
        sidebar: { '/zh/': [{ text: 'D', link: '/zh/d', activeMatch: '*' }] },
      },
    ],
  };
  const at = (path: string) => relative(process.cwd(), join(docs, path));
  const invalid = (pattern: string, error: string) =>
    `activeMatch ${JSON.stringify(pattern)} is not a valid regular expression (Invalid regular expression: /${pattern}/: ${error}); Rspress builds a RegExp from it`;
  const script = 'a <script> in a page is blocked by the CSP';
  const expected = [
    `${at('Worse Name.md')}:1: the name "Worse Name.md" has characters outside [a-z0-9._-] (lower-case letters, digits, dot, hyphen, underscore); a file's name is its address, so rename it (or give the page its route explicitly: addPages with a safe routePath, and the file in route.exclude)`,
    `${at('public/UP.SVG')}:1: the name "UP.SVG" has characters outside [a-z0-9._-] (lower-case letters, digits, dot, hyphen, underscore); a file's name is its address, so rename it (or give the page its route explicitly: addPages with a safe routePath, and the file in route.exclude)`,
    `${at('_nav.json')}:2: ${invalid('(', 'Unterminated group')}`,
    `${at('zh/guide/_meta.json')}:1: ${invalid(')', "Unmatched ')'")}`,
    `the configuration's themeConfig.nav[0].activeMatch: ${invalid('(', 'Unterminated group')}`,
    `the configuration's themeConfig.sidebar./[0].activeMatch: ${invalid('[', 'Unterminated character class')}`,
    `the configuration's themeConfig.locales[1].nav[0].activeMatch: ${invalid('?', 'Nothing to repeat')}`,
    `the configuration's themeConfig.locales[1].sidebar./zh/[0].activeMatch: ${invalid('*', 'Nothing to repeat')}`,
    // The zh page's link without a language is the zh page's (the English site has no b).
    `${at('zh/guide/a.md')}:7: dead anchor /guide/b#setup (no heading id "setup" on /zh/guide/b)`,
    `${at('zh/guide/a.md')}:7: dead anchor #titled (no heading id "titled" on /zh/guide/a)`,
    `${at('index.md')}:4: dead link /nowhere (no page at /nowhere)`,
    `${at('index.md')}:6: ${script}`,
    `${at('index.md')}:8: dead anchor /zh/guide/b#setup (no heading id "setup" on /zh/guide/b)`,
    `${at('guide/a.md')}:3: dead link /guide/b (no page at /guide/b)`,
    // A page nested too deep is reported alone, and offers no anchors.
    `${at('guide/a.md')}:3: dead anchor /guide/deep#x (no heading id "x" on /guide/deep)`,
    `${at('guide/c.mdx')}:3: the import "../../../far.mdx" reads a file outside the repository; nothing outside it is published`,
    `${at('guide/deep.md')}:3: elements are nested 101 deep, over the 100 budget of plugins/budgets.ts (block quotes, lists or tags inside each other); flatten the structure`,
    // A page that does not parse offers no anchors, and its links are not checked.
    `${at('zh/guide/b.mdx')}:5: MDX syntax error at 5:6: Unexpected character \`>\` (U+003E) before attribute value, expected a character that can start an attribute value, such as \`"\`, \`'\`, or \`{\``,
    `${at('_code.mdx')}:3: MDX reads \`process\` (the build machine's environment); pages must not publish it`,
    // A fragment's imports are checked against the repository as a page's are.
    `${at('_code.mdx')}:7: the import "../../far.mdx" reads a file outside the repository; nothing outside it is published`,
    `${at('_part.md')}:5: ${script}`,
    `${at('public/UP.SVG')}:1: the event handler onload= on <svg> is blocked by the CSP`,
    `${at('public/logo.svg')}:2: ${script}`,
  ];

  it('reports every file of the site, each problem at its file and line, in order', () => {
    expect(siteReport(routes, themeConfig)).toEqual(expected);
    expect(siteReport([])).toEqual([]);
  });

  it('fails the build with that report and the texts missing a language', () => {
    const i18n = join(project, 'texts.json');
    writeFileSync(i18n, '{\n  "a": { "en": "A", "zh": "甲" },\n  "b": { "en": "B" }\n}\n');
    const plugin = pluginPageChecks();
    expect(plugin.name).toBe('page-checks');
    const config = {
      locales: [
        { lang: 'en', label: 'E' },
        { lang: 'zh', label: 'Z' },
      ],
      i18nSourcePath: i18n,
      themeConfig,
    };
    expect(plugin.config?.(config, { addPlugin() {}, removePlugin() {} }, true)).toBe(config);
    let message = '';
    try {
      plugin.routeGenerated?.(routes, true);
    } catch (error) {
      message = (error as Error).message;
    }
    const [head, ...rest] = message.split('\n  ');
    expect(head).toBe('Page checks failed:');
    expect(rest).toEqual([
      `${relative(process.cwd(), i18n)}:3: the key "b" has no zh text; every key needs a text in every language (en, zh), or Rspress shows the English one`,
      ...expected,
    ]);
  });

  it('takes the languages from the theme, the site language or English', () => {
    const i18n = join(project, 'one.json');
    writeFileSync(i18n, '{ "k": { "de": "K" } }\n');
    const report = (config: object) => {
      const plugin = pluginPageChecks();
      plugin.config?.(config, { addPlugin() {}, removePlugin() {} }, true);
      try {
        plugin.routeGenerated?.([], true);
        return '';
      } catch (error) {
        return (error as Error).message.split('\n  ')[1].replace(/.*has no (.*) text;.*/, '$1');
      }
    };
    expect(
      report({ i18nSourcePath: i18n, themeConfig: { locales: [{ lang: 'fr' }, { lang: 'de' }] } }),
    ).toBe('fr');
    expect(report({ i18nSourcePath: i18n, lang: 'it' })).toBe('it');
    expect(report({ i18nSourcePath: i18n })).toBe('en');
    expect(report({ i18nSourcePath: i18n, lang: 'de' })).toBe('');
    // Without a path, the repository's own texts file, which has no Klingon.
    expect(report({ lang: 'tlh' })).toBe('tlh');
  });

  it('checks the built pages against the HTML budget in production builds only', () => {
    const out = writeTempTree('site-report-out', {
      'guide/a.html': 'x'.repeat(1_600_000),
      'index.html': 'small',
      'docs/guide/a.md': '# A\n',
    });
    const page = join(out, 'docs/guide/a.md');
    const plugin = pluginPageChecks();
    plugin.config?.(
      { i18nSourcePath: join(project, 'none.json') },
      { addPlugin() {}, removePlugin() {} },
      true,
    );
    plugin.routeGenerated?.(
      [{ ...route('/guide/a', 'guide/a.md', 'en'), absolutePath: page }],
      true,
    );
    expect(() => plugin.afterBuild?.({ outDir: out }, false)).not.toThrow();
    expect(() => plugin.afterBuild?.({ outDir: join(out, 'docs') }, true)).not.toThrow();
    // Before its config hook, the plugin has no texts to report.
    expect(() =>
      pluginPageChecks().routeGenerated?.(
        [{ ...route('/guide/a', 'guide/a.md', 'en'), absolutePath: page }],
        true,
      ),
    ).not.toThrow();
    expect(() => plugin.afterBuild?.({ outDir: join(project, 'no-build') }, false)).not.toThrow();
    // Without an outDir, the build's default folder, doc_build in the working directory.
    const cwd = process.cwd();
    process.chdir(
      writeTempTree('site-report-cwd', { 'doc_build/big.html': 'x'.repeat(1_600_000) }),
    );
    try {
      expect(() => plugin.afterBuild?.({}, true)).toThrow(
        "the page's HTML (doc_build/big.html) is 1600 KB",
      );
    } finally {
      process.chdir(cwd);
    }
    expect(() => plugin.afterBuild?.({ outDir: out }, true)).toThrow(
      `Pages over the HTML budget:\n  ${relative(process.cwd(), page)}:1: the page's HTML (${relative(process.cwd(), join(out, 'guide/a.html'))}) is 1600 KB, over the 1500 KB budget of plugins/budgets.ts; split the page or cut what repeats`,
    );
  });
});
