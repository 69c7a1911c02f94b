// Issue 47: author data outside the Markdown body (frontmatter `head`, links and labels in
// `_nav.json`, `_meta.json` and hero actions, `i18n.json` keys, sidebar entries, public files) and
// page names the build could not handle. Each row's exact input goes into a fixture build with the
// real site configuration; the build must fail, name the file and the line or field, and publish
// nothing. The checks report a site's problems together, so one build holds every row it can.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { buildFixtureSite } from '../shared/fixture-site';
import { repoRoot } from '../shared/site-files';

/** The site's texts with one more key, and the line that key is on. */
function textsWith(key: string) {
  const texts = JSON.parse(readFileSync(join(repoRoot, 'i18n.json'), 'utf8'));
  // A computed key is an own property even when it is "__proto__", so JSON.stringify writes it.
  const text = `${JSON.stringify({ [key]: { en: 'x', zh: 'x' }, ...texts }, null, 2)}\n`;
  const line = text.split('\n').findIndex((row) => row.trim().startsWith(`"${key}":`)) + 1;
  return { text, line };
}

const HEAD_PAGE = `---
title: Head
head:
  - [meta, {http-equiv: refresh, content: "0;url=https://evil.example/"}]
  - [base, {href: "https://evil.example/"}]
  - [script, {src: "https://evil.example/x.js"}]
  - [link, {rel: stylesheet, href: "https://evil.example/x.css"}]
---

# Head
`;

const HOME_PAGE = `---
pageType: home
hero:
  name: Home
  actions:
    - text: Go
      link: "vbscript:msgbox(1)"
features:
  - title: Feature
    details: Text.
    link: //evil.example/
---
`;

describe('issue 47: hostile author data fails the build at its file and line', {
  timeout: 240_000,
}, () => {
  it('frontmatter: head tags that act on the page, and unsafe links in hero actions and features', () => {
    const { status, log, pages } = buildFixtureSite({
      'docs/en/index.md': HOME_PAGE,
      'docs/zh/index.md': '# 首页\n\n欢迎。\n',
      // Row 1.
      'docs/en/head.md': HEAD_PAGE,
      'docs/zh/head.md': '# 页面\n\n正文。\n',
    });
    expect(status).not.toBe(0);
    expect(pages).toEqual([]);
    const expected = [
      // Row 1: each head entry, at its line.
      /docs\/en\/head\.md:4: head\[0\]: the attribute http-equiv is not allowed on <meta>/,
      /docs\/en\/head\.md:5: head\[1\]: <base> is not allowed in a page's head/,
      /docs\/en\/head\.md:6: head\[2\]: <script> is not allowed in a page's head/,
      /docs\/en\/head\.md:7: head\[3\]: <link rel="stylesheet"> is not allowed in a page's head/,
      // Row 7, frontmatter.
      /docs\/en\/index\.md:7: hero\.actions\[0\]\.link: the link "vbscript:msgbox\(1\)" uses the vbscript: scheme/,
      /docs\/en\/index\.md:11: features\[0\]\.link: the link "\/\/evil\.example\/" is protocol-relative/,
    ];
    for (const message of expected) expect(log).toMatch(message);
  });

  it('a __proto__ key, a "." sidebar entry, unsafe navigation links, invisible characters and public files named like generated ones, in one build', () => {
    const texts = textsWith('__proto__');
    const { status, log, pages, out } = buildFixtureSite(
      {
        'docs/en/index.md': '# Home\n\nWelcome.\n',
        'docs/zh/index.md': '# 首页\n\n欢迎。\n',
        // Row 3.
        'docs/en/guide/_meta.json': '[\n  {"type":"dir","name":"."}\n]\n',
        'docs/en/guide/a.md': '# A\n\nText.\n',
        'docs/zh/guide/a.md': '# 甲\n\n正文。\n',
        // Row 7: javascript: and //host in _nav.json, data: in _meta.json.
        'docs/en/_nav.json':
          '[\n  { "text": "Evil", "link": "javascript:alert(1)" },\n  { "text": "Other", "link": "//evil.example/" }\n]\n',
        'docs/en/_meta.json':
          '[\n  "index",\n  {\n    "type": "custom-link",\n    "label": "Data",\n    "link": "data:text/html,<script>alert(1)</script>"\n  }\n]\n',
        // Row 8.
        'docs/en/bidi.md':
          '# Invoice \u202Efdp.exe\n\n## Setup\n\nText.\n\n## Setup\u200B\n\nMore.\n',
        'docs/zh/bidi.md':
          '# 发票\n\n## 设置 {#setup}\n\n正文。\n\n## 设置二 {#setup-1}\n\n正文。\n',
        'docs/zh/_nav.json': '[\n  { "text": "指南\u202E", "link": "/zh/" }\n]\n',
        // Row 9.
        'docs/en/page.md': '# Page\n\nText.\n',
        'docs/zh/page.md': '# 页面\n\n正文。\n',
        'docs/public/page.html': 'public',
        'docs/public/page.md': 'public',
        'docs/public/llms.txt': 'public',
        'docs/public/sitemap.xml': 'public',
        'docs/public/404.html': 'public',
        // Row 2.
        'i18n.json': texts.text,
      },
      {},
      "i18nSourcePath: join(dir, 'i18n.json')",
    );
    expect(status).not.toBe(0);
    expect(pages).toEqual([]);
    expect(existsSync(join(out, 'index.html'))).toBe(false);
    const expected = [
      // Row 2.
      new RegExp(
        `i18n\\.json:${texts.line}: __proto__: the key "__proto__" is a name of JavaScript's object prototype`,
      ),
      // Row 3.
      /docs\/en\/guide\/_meta\.json:2: the entry \[0\] \{"type":"dir","name":"\."\} names "\.", which is not a file or folder inside this folder/,
      // Row 7.
      /docs\/en\/_nav\.json:2: \[0\]\.link: the link "javascript:alert\(1\)" uses the javascript: scheme/,
      /docs\/en\/_nav\.json:3: \[1\]\.link: the link "\/\/evil\.example\/" is protocol-relative/,
      /docs\/en\/_meta\.json:6: \[1\]\.link: the link "data:text\/html,<script>alert\(1\)<\/script>" uses the data: scheme/,
      // Row 8.
      /docs\/en\/bidi\.md:1: a heading: the text "Invoice \u202Efdp\.exe" holds the invisible character U\+202E/,
      /docs\/en\/bidi\.md:7: a heading: the text "Setup\u200B" holds the invisible character U\+200B/,
      /docs\/zh\/_nav\.json:2: \[0\]\.text: the text "指南\u202E" holds the invisible character U\+202E/,
      // Row 9.
      /docs\/public\/page\.html:1: a public file at page\.html in the build, where the build writes the page \/page/,
      /docs\/public\/page\.md:1: a public file at page\.md in the build, where the build writes the Markdown twin of the page \/page/,
      /docs\/public\/llms\.txt:1: a public file at llms\.txt in the build, where the build writes the llms\.txt of the language/,
      /docs\/public\/sitemap\.xml:1: a public file at sitemap\.xml in the build, where the build writes the sitemap/,
      /docs\/public\/404\.html:1: a public file at 404\.html in the build, where the build writes the 404 page/,
    ];
    for (const message of expected) expect(log).toMatch(message);
  });

  it('two files of one page and a page path of 235 characters: both named before any route is made', () => {
    const long = 'a'.repeat(235);
    const { status, log, pages, out } = buildFixtureSite({
      'docs/en/index.md': '# Home\n\nWelcome.\n',
      'docs/zh/index.md': '# 首页\n\n欢迎。\n',
      // Row 6.
      'docs/en/dup.md': '# Dup\n\nText.\n',
      'docs/en/dup.mdx': '# Dup\n\nText.\n',
      'docs/zh/dup.md': '# 重复\n\n正文。\n',
      // Row 10.
      [`docs/en/${long}.md`]: '# Long\n\nText.\n',
      [`docs/zh/${long}.md`]: '# 长\n\n正文。\n',
    });
    expect(status).not.toBe(0);
    expect(log).toMatch(
      /docs\/en\/dup\.md:1: en\/dup\.md and en\/dup\.mdx are one page: both would be served at the address of en\/dup; keep one of them/,
    );
    expect(log).not.toContain('has already been added');
    expect(log).toMatch(
      new RegExp(
        `docs/en/${long}\\.md:1: the page's path is 238 characters, over the 200 budget of plugins/budgets\\.ts`,
      ),
    );
    expect(log).not.toContain('ENAMETOOLONG');
    expect(pages).toEqual([]);
    expect(existsSync(out)).toBe(false);
  });

  it('a heading "Main content": its id is the skip link target, so the build fails naming it', () => {
    const { status, log, out } = buildFixtureSite({
      'docs/en/index.md': '# Home\n\nWelcome.\n',
      'docs/zh/index.md': '# 首页\n\n欢迎。\n',
      // Row 5.
      'docs/en/main.md': '# Main\n\n## Main content\n\nText.\n',
      'docs/zh/main.md': '# 主要\n\n## 主要内容 {#main-content}\n\n正文。\n',
    });
    expect(status).not.toBe(0);
    expect(log).toMatch(
      /docs\/en\/main\.md:3: the heading id "main-content" is also the id of an element of the theme on the built page/,
    );
    expect(log).toMatch(
      /docs\/zh\/main\.md:3: the heading id "main-content" is also the id of an element of the theme on the built page/,
    );
    // The failed build leaves no output that looks finished.
    expect(existsSync(join(out, 'index.html'))).toBe(false);
  });
});
