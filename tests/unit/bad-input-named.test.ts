// Build errors that named no page or no line before (issue 32, item 5): a `data:` image, 3,000-deep
// nesting of Markdown and of JSX, an `activeMatch` that is not a regular expression (in a
// `_nav.json` and in the configuration), and a key of the texts without its zh text. Each now fails
// the build with the file, the line (or the configuration key) and the rule. One fixture build
// holds every case: the checks report all problems of a site at once.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { siteReport } from '../../plugins/pageChecks';
import { buildFixtureSite } from '../shared/fixture-site';
import { repoRoot } from '../shared/site-files';

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** The site's texts with the zh text of `nav.guide` removed, and the line its key is on. */
function textsWithoutZh() {
  const texts = JSON.parse(readFileSync(join(repoRoot, 'i18n.json'), 'utf8'));
  delete texts['nav.guide'].zh;
  const text = `${JSON.stringify(texts, null, 2)}\n`;
  const line = text.split('\n').findIndex((row) => row.trim().startsWith('"nav.guide":')) + 1;
  return { text, line };
}

describe('build errors name the page and the line', { timeout: 180_000 }, () => {
  it('data: image, deep nesting, bad activeMatch and a missing zh text, in one build', () => {
    const texts = textsWithoutZh();
    const { status, log, pages } = buildFixtureSite(
      {
        'docs/en/index.md': '# Home\n\nWelcome.\n',
        'docs/zh/index.md': '# 首页\n\n欢迎。\n',
        'docs/en/image.md': `# Image\n\nText.\n\n![A pixel](${PIXEL})\n`,
        'docs/zh/image.md': '# 图片\n\n正文。\n',
        'docs/en/quotes.md': '# Quotes\n\nText.\n',
        'docs/zh/quotes.md': `# 引用\n\n${'>'.repeat(3000)} 深\n`,
        'docs/en/tags.mdx': `# Tags\n\n${'<span>'.repeat(3000)}x${'</span>'.repeat(3000)}\n`,
        'docs/zh/tags.mdx': '# 标签\n\n正文。\n',
        'docs/zh/_nav.json': `[\n  { "text": "nav.guide", "link": "/",\n    "activeMatch": "^/zh/guide/(" }\n]\n`,
        'i18n.json': texts.text,
      },
      {},
      "i18nSourcePath: join(dir, 'i18n.json')",
    );
    expect(status).not.toBe(0);
    expect(pages).toEqual([]);
    expect(log).toMatch(
      /docs\/en\/image\.md:5: an image with a data: URL address, which Rspress cannot bundle/,
    );
    expect(log).toMatch(
      /docs\/zh\/quotes\.md:3: elements are nested 3002 deep, over the 100 budget of plugins\/budgets\.ts/,
    );
    expect(log).toMatch(/docs\/en\/tags\.mdx:3: elements are nested 300\d deep, over the 100/);
    expect(log).toMatch(
      /docs\/zh\/_nav\.json:3: activeMatch "\^\/zh\/guide\/\(" is not a valid regular expression \(Invalid regular expression: .*Unterminated group\)/,
    );
    expect(log).toContain(
      `i18n.json:${texts.line}: the key "nav.guide" has no zh text; every key needs a text in every language (en, zh)`,
    );
  });
});

describe('activeMatch in the configuration', () => {
  it('names the configuration key of a pattern that is not a regular expression', () => {
    const report = siteReport([], {
      nav: [{ text: 'Guide', link: '/guide/', activeMatch: '^/guide/' }],
      locales: [
        { lang: 'en', label: 'English' },
        {
          lang: 'zh',
          label: '简体中文',
          nav: [
            { text: '指南', link: '/zh/guide/', activeMatch: '^/zh/guide/' },
            { text: 'API', items: [{ text: '配置', link: '/zh/api/', activeMatch: '[' }] },
          ],
        },
      ],
    });
    expect(report).toEqual([
      `the configuration's themeConfig.locales[1].nav[1].items[0].activeMatch: activeMatch "[" is not a valid regular expression (Invalid regular expression: /[/: Unterminated character class); Rspress builds a RegExp from it`,
    ]);
  });
});
