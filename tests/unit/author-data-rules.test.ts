// The rules of plugins/pageChecks/values.ts and the pass that applies them (authorData.ts), on the
// spellings of each kind of value a careless or hostile author may try (issue 47). The fixture
// builds of bad-input-author-data.test.ts prove the same rules fail the build.
import { mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { frontmatterProblems } from '../../plugins/frontmatterCheck';
import { jsonDataProblems, navDataProblems, navKinds } from '../../plugins/pageChecks/authorData';
import { i18nTextProblems } from '../../plugins/pageChecks/i18nTexts';
import { pageNameProblems } from '../../plugins/pageChecks/outputNames';
import {
  headEntryProblems,
  keyProblem,
  labelProblem,
  linkProblem,
} from '../../plugins/pageChecks/values';
import { writeTempTree } from '../shared/temp-docs';

describe('links in navigation data and frontmatter', () => {
  it('refuses schemes that run or open a document, in any spelling a browser reads', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      ' \u0001javascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
    ])
      expect(linkProblem(url)).toMatch(/uses the (javascript|vbscript|data|file): scheme/);
  });

  it('refuses links a browser reads as another host but the theme draws as the site', () => {
    for (const url of [
      '//evil.example/',
      '/\\evil.example/',
      '\\\\evil.example/',
      ' //evil.example',
    ])
      expect(linkProblem(url)).toMatch(/is protocol-relative/);
  });

  it('keeps paths of the site, anchors and https:, http:, mailto: and tel: links', () => {
    for (const url of [
      '/guide/start/introduction',
      'guide/',
      '#section',
      'https://rspress.rs/',
      'http://example.com/',
      'mailto:a@example.com',
      'tel:+100',
    ])
      expect(linkProblem(url)).toBeUndefined();
  });
});

describe('labels: titles, headings, navigation texts', () => {
  it('refuses bidi controls and zero-width characters, naming the code point', () => {
    const cases: [string, string][] = [
      ['Invoice \u202Efdp.exe', 'U+202E'],
      ['A \u202Ab', 'U+202A'],
      ['An \u2066isolate', 'U+2066'],
      ['Setup\u200B', 'U+200B'],
      ['Mark\u200F', 'U+200F'],
      ['Word\u2060joiner', 'U+2060'],
      ['\uFEFFBOM', 'U+FEFF'],
      ['Arabic \u061C mark', 'U+061C'],
      ['Soft\u00ADhyphen', 'U+00AD'],
      ['Grapheme\u034Fjoiner', 'U+034F'],
      ['Hangul \u3164 filler', 'U+3164'],
      ['Line\u2028separator', 'U+2028'],
      ['Tag \u{E0041}character', 'U+E0041'],
    ];
    for (const [text, code] of cases)
      expect(labelProblem(text)).toContain(`holds the invisible character ${code}`);
  });

  it('keeps the joiners scripts and emoji need (ZWNJ, ZWJ)', () => {
    expect(labelProblem('می\u200Cخواهم')).toBeUndefined();
    expect(labelProblem('👩\u200D💻 Setup')).toBeUndefined();
    expect(labelProblem('快速开始')).toBeUndefined();
  });
});

describe('keys', () => {
  it("refuses the names of JavaScript's object prototype", () => {
    for (const key of ['__proto__', 'constructor', 'prototype'])
      expect(keyProblem(key)).toContain(`the key "${key}"`);
    expect(keyProblem('nav.guide')).toBeUndefined();
  });

  it('finds them in i18n.json at their line, beside the text check', () => {
    const text =
      '{\n  "ok": { "en": "a", "zh": "b" },\n  "constructor": { "en": "a", "zh": "b" }\n}\n';
    expect(jsonDataProblems(text, navKinds)).toEqual([
      { line: 3, message: expect.stringContaining('constructor: the key "constructor"') },
    ]);
    expect(i18nTextProblems(text, ['en', 'zh'])).toEqual([]);
  });
});

describe('frontmatter head entries', () => {
  it('keeps meta and link tags that describe the page', () => {
    expect(headEntryProblems(['meta', { name: 'keywords', content: 'a, b' }])).toEqual([]);
    expect(headEntryProblems(['meta', { property: 'og:type', content: 'article' }])).toEqual([]);
    expect(
      headEntryProblems(['link', { rel: 'alternate', hreflang: 'zh', href: '/zh/guide/' }]),
    ).toEqual([]);
  });

  it('refuses tags and attributes that redirect, load or run something', () => {
    const refused: unknown[] = [
      ['meta', { 'http-equiv': 'refresh', content: '0;url=https://evil.example/' }],
      ['meta', { charset: 'utf-7' }],
      ['base', { href: 'https://evil.example/' }],
      ['script', { src: 'https://evil.example/x.js' }],
      ['style', {}],
      ['noscript', {}],
      ['link', { rel: 'stylesheet', href: 'https://evil.example/x.css' }],
      ['link', { rel: 'preload', href: '/x.js' }],
      ['link', { rel: 'alternate', href: 'javascript:alert(1)' }],
      ['link', { rel: 'canonical', href: '//evil.example/' }],
      ['meta', { name: 'a', content: 'b', onload: 'alert(1)' }],
      ['meta', { name: 'referrer', content: 'unsafe-url' }],
      'meta',
      ['meta'],
    ];
    for (const entry of refused) expect(headEntryProblems(entry).length).toBeGreaterThan(0);
  });

  it('names the entry and its line in the frontmatter', () => {
    const source =
      '---\ntitle: A\nhead:\n  - - meta\n    - http-equiv: refresh\n      content: "0;url=https://evil.example/"\n---\n\n# A\n';
    expect(frontmatterProblems(source)).toEqual([
      {
        line: 4,
        message: expect.stringContaining('head[0]: the attribute http-equiv is not allowed'),
      },
    ]);
  });

  it('refuses a head that is not a list (an empty one is nothing to check)', () => {
    expect(frontmatterProblems('---\nhead:\n---\n')).toEqual([]);
    expect(frontmatterProblems('---\nhead:\n  script: x\n---\n')).toEqual([
      { line: 3, message: expect.stringContaining('head: head must be a list') },
    ]);
  });

  it('checks labels and keys of the frontmatter too', () => {
    expect(frontmatterProblems('---\ntitle: "Invoice \u202Efdp.exe"\n---\n')).toEqual([
      { line: 2, message: expect.stringContaining('title: the text') },
    ]);
    expect(frontmatterProblems('---\nhero:\n  __proto__: x\n---\n')).toEqual([
      { line: 3, message: expect.stringContaining('hero.__proto__: the key "__proto__"') },
    ]);
  });
});

describe('sidebar entries of _meta.json', () => {
  it('refuses ".", "..", a path, and a folder that leads back up, at the entry line', () => {
    const dir = writeTempTree('meta-entries', {
      'en/guide/_meta.json':
        '[\n  {"type":"dir","name":".."},\n  "../other",\n  {"type":"dir","name":"loop"},\n  {"type":"dir","name":"sub"}\n]\n',
      'en/guide/sub/a.md': '# A\n',
    });
    symlinkSync('..', join(dir, 'en/guide/loop'));
    const problems = navDataProblems(dir).map(({ line, message }) => `${line}: ${message}`);
    expect(problems).toEqual([
      expect.stringMatching(/^2: the entry \[0\] \{"type":"dir","name":"\.\."\} names "\.\."/),
      expect.stringMatching(/^3: the entry \[1\] "\.\.\/other" names "\.\.\/other"/),
      expect.stringMatching(
        /^4: the entry \[2\] .* names the folder "loop", which is this folder or one that holds it/,
      ),
    ]);
  });
});

describe('page names', () => {
  it('names the files of one address and a path over the budget; fragments are no pages', () => {
    const dir = writeTempTree('page-names', {
      'en/dup.md': '# A\n',
      'en/dup.mdx': '# A\n',
      'en/api/index.md': '# A\n',
      'en/api/index.tsx': 'export default () => null;\n',
      'en/guide.md': '# A\n',
      'en/guide/index.mdx': '# A\n',
      'en/fragments/part.md': '# A\n',
      'en/fragments/part.mdx': '# A\n',
      'en/_hidden.md': '# A\n',
      'en/_hidden.mdx': '# A\n',
      [`en/${'b'.repeat(200)}.md`]: '# A\n',
    });
    mkdirSync(join(dir, 'public'), { recursive: true });
    const messages = pageNameProblems(dir, { exclude: ['**/fragments/**'] }).map(
      ({ message }) => message,
    );
    expect(messages).toEqual([
      expect.stringContaining("the page's path is 203 characters, over the 200 budget"),
      expect.stringContaining('en/api/index.md and en/api/index.tsx are one page'),
      expect.stringContaining('en/dup.md and en/dup.mdx are one page'),
      expect.stringContaining('en/guide.md and en/guide/index.mdx are one page'),
    ]);
  });
});
