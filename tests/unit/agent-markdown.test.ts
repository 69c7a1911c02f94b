import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LlmsTxtContext, LlmsTxtPage } from '@rspress/core';
import { describe, expect, it } from '@rstest/core';
import { agentHintText, isNotFoundRoute, llmsTxtUrl, twinPath } from '../../core/agents';
import { langOfPath, twinLookup, twinPaths } from '../../plugins/agentMarkdown';
import { joinFullText, splitFullText } from '../../plugins/agentMarkdown/llmsFull';
import { renderLlmsTxt } from '../../plugins/agentMarkdown/llmsTxt';
import {
  absoluteLinksInLine,
  absoluteTarget,
  cleanMarkdown,
  containersToBlockquotes,
  escapeMarkdownText,
  type LinkContext,
  mapOutsideInlineCode,
  stripHeadingId,
  withHint,
} from '../../plugins/agentMarkdown/rewrite';
import { languages } from '../../site/languages.mjs';
import { siteOrigin } from '../../site/links';
import { texts } from '../shared/site-files';

const origin = 'https://docs.example';
const context: LinkContext = {
  origin,
  documentUrl: `${origin}/guide/start/intro.md`,
  twinOf: twinLookup([
    '/index.md',
    '/guide/start/intro.md',
    '/guide/basic/deploy.md',
    '/api/index.md',
  ]),
};

describe('stripHeadingId', () => {
  it('drops an escaped or bare explicit id at the end of a heading', () => {
    expect(stripHeadingId('## Install \\{#install}')).toBe('## Install');
    expect(stripHeadingId('### The `Callout` component {#callout-component}')).toBe(
      '### The `Callout` component',
    );
  });

  it('leaves other lines alone', () => {
    expect(stripHeadingId('Write `{#id}` after a heading \\{#id}')).toBe(
      'Write `{#id}` after a heading \\{#id}',
    );
    expect(stripHeadingId('#hashtag \\{#x}')).toBe('#hashtag \\{#x}');
  });
});

describe('containersToBlockquotes', () => {
  it('turns a callout into a GitHub alert with its title in bold', () => {
    expect(
      containersToBlockquotes('a\n\n:::warning Before you publish\nCheck links.\n:::\n\nb'),
    ).toBe('a\n\n> [!WARNING]\n> **Before you publish**\n> Check links.\n\nb');
  });

  it('reads the braces title form and gives details a bold title only', () => {
    expect(containersToBlockquotes(':::info\\{title="Works"}\nText\n:::')).toBe(
      '> [!NOTE]\n> **Works**\n> Text',
    );
    expect(containersToBlockquotes(':::details Why?\nBecause.\n:::')).toBe(
      '> **Why?**\n> Because.',
    );
    expect(containersToBlockquotes(':::details\nBecause.\n:::')).toBe('> **details**\n> Because.');
  });

  it('quotes a code block inside a container and leaves containers inside code alone', () => {
    expect(containersToBlockquotes(':::tip\n```md\n:::\n```\n:::')).toBe(
      '> [!TIP]\n> ```md\n> :::\n> ```',
    );
    expect(containersToBlockquotes('```md\n:::tip\nx\n:::\n```')).toBe(
      '```md\n:::tip\nx\n:::\n```',
    );
  });
});

describe('absoluteTarget', () => {
  it('sends a page link to its twin on the origin, keeping the fragment', () => {
    expect(absoluteTarget('/guide/basic/deploy#pages', context)).toBe(
      `${origin}/guide/basic/deploy.md#pages`,
    );
    expect(absoluteTarget('/api/', context)).toBe(`${origin}/api/index.md`);
    expect(absoluteTarget('/', context)).toBe(`${origin}/index.md`);
    expect(absoluteTarget('/guide/basic/deploy.md', context)).toBe(
      `${origin}/guide/basic/deploy.md`,
    );
  });

  it('resolves relative links and fragments against the Markdown file', () => {
    expect(absoluteTarget('#install', context)).toBe(`${origin}/guide/start/intro.md#install`);
    expect(absoluteTarget('../basic/deploy', context)).toBe(`${origin}/guide/basic/deploy.md`);
    expect(absoluteTarget('./shot.png', context)).toBe(`${origin}/guide/start/shot.png`);
  });

  it('keeps files, other origins and other schemes as they are', () => {
    expect(absoluteTarget('/screenshots/home-en.png', context)).toBe(
      `${origin}/screenshots/home-en.png`,
    );
    expect(absoluteTarget('https://rsbuild.rs/guide', context)).toBe('https://rsbuild.rs/guide');
    expect(absoluteTarget('mailto:a@b.c', context)).toBe('mailto:a@b.c');
    expect(absoluteTarget('//cdn.example/x.js', context)).toBe('//cdn.example/x.js');
  });
});

describe('absoluteLinksInLine', () => {
  it('rewrites links, images and definitions but not inline code', () => {
    expect(
      absoluteLinksInLine(
        'See [deploy](/guide/basic/deploy "Deploy"), `[x](/y)` and ![a](/a.png)',
        context,
      ),
    ).toBe(
      `See [deploy](${origin}/guide/basic/deploy.md "Deploy"), \`[x](/y)\` and ![a](${origin}/a.png)`,
    );
    expect(absoluteLinksInLine('[home]: / "Home"', context)).toBe(
      `[home]: ${origin}/index.md "Home"`,
    );
    expect(absoluteLinksInLine('[![](/tools/a.svg)A](https://a.example)', context)).toBe(
      `[![](${origin}/tools/a.svg)A](https://a.example)`,
    );
  });
});

describe('mapOutsideInlineCode', () => {
  it('passes only the text between code spans to the rewrite', () => {
    const seen: string[] = [];
    mapOutsideInlineCode('a `b` c ``d`e`` f `g', (text) => {
      seen.push(text);
      return text;
    });
    expect(seen).toEqual(['a ', ' c ', ' f `g']);
  });
});

describe('cleanMarkdown', () => {
  it('cleans prose, and in fenced code only undoes the escaped heading ids', () => {
    const source = [
      '# Intro',
      '',
      '## Setup \\{#setup}',
      '',
      '[Deploy](/guide/basic/deploy)',
      '',
      '```md',
      '## Kept \\{#kept}',
      '[link](/guide/basic/deploy)',
      '```',
    ].join('\n');
    expect(cleanMarkdown(source, context).split('\n')).toEqual([
      '# Intro',
      '',
      '## Setup',
      '',
      `[Deploy](${origin}/guide/basic/deploy.md)`,
      '',
      '```md',
      '## Kept {#kept}',
      '[link](/guide/basic/deploy)',
      '```',
    ]);
  });

  it('quotes a container after cleaning, so code inside it stays code', () => {
    const source =
      ':::tip\n```md\n[link](/x) \\{#a}\n## H \\{#h}\n```\n[Deploy](/guide/basic/deploy)\n:::';
    expect(cleanMarkdown(source, context).split('\n')).toEqual([
      '> [!TIP]',
      '> ```md',
      '> [link](/x) \\{#a}',
      '> ## H {#h}',
      '> ```',
      `> [Deploy](${origin}/guide/basic/deploy.md)`,
    ]);
  });

  it('puts the hint above the page as a blockquote', () => {
    expect(withHint('# Title\n', 'Read this.')).toBe('> Read this.\n\n# Title\n');
  });
});

describe('escapeMarkdownText', () => {
  it('escapes what Markdown would read as syntax', () => {
    expect(escapeMarkdownText('_nav.json and _meta.json [beta] `x` <T>')).toBe(
      '\\_nav.json and \\_meta.json \\[beta\\] \\`x\\` \\<T\\>',
    );
  });
});

describe('llms-full.txt pages', () => {
  it('splits and joins without changing a byte', () => {
    const text =
      '---\nurl: https://a/x.md\n---\n\n# X\n\n---\n\ntext\n\n---\nurl: https://a/y.md\n---\n\n# Y\n';
    const pages = splitFullText(text, 'llms-full.txt');
    expect(pages.map(({ url }) => url)).toEqual(['https://a/x.md', 'https://a/y.md']);
    expect(joinFullText(pages)).toBe(text);
  });

  it('names the file when the text does not start with a page header', () => {
    expect(() =>
      splitFullText('# Stray\n---\nurl: https://a/x.md\n---\n', 'zh/llms-full.txt'),
    ).toThrow('zh/llms-full.txt:1');
  });
});

describe('twins in the build', () => {
  it('lists every .md file outside static/ and finds a page’s twin', () => {
    const dir = mkdtempSync(join(tmpdir(), 'twins-'));
    mkdirSync(join(dir, 'zh', 'api'), { recursive: true });
    mkdirSync(join(dir, 'static'), { recursive: true });
    for (const file of ['index.md', 'zh/api/index.md', 'zh/a.md', 'static/x.md'])
      writeFileSync(join(dir, file), '# x\n');
    const twins = twinPaths(dir).sort();
    expect(twins).toEqual(['/index.md', '/zh/a.md', '/zh/api/index.md']);
    const twinOf = twinLookup(twins);
    expect([twinOf('/zh/api/'), twinOf('/zh/api'), twinOf('/zh/a.html'), twinOf('/b')]).toEqual([
      '/zh/api/index.md',
      '/zh/api/index.md',
      '/zh/a.md',
      undefined,
    ]);
    expect([langOfPath('/zh/a.md'), langOfPath('/a.md'), langOfPath('/zhx.md')]).toEqual([
      'zh',
      'en',
      'en',
    ]);
  });
});

describe('twinPath', () => {
  it('adds .md to a page address, index for a folder', () => {
    expect(['/', '/zh/', '/api/', '/guide/a', '/404'].map(twinPath)).toEqual([
      '/index.md',
      '/zh/index.md',
      '/api/index.md',
      '/guide/a.md',
      '/404.md',
    ]);
  });
});

const page = (routePath: string, title: string, description?: string): LlmsTxtPage => ({
  routePath,
  link: `${siteOrigin}${twinPath(routePath)}`,
  title,
  description,
  frontmatter: {},
  lang: 'en',
  version: '',
});

describe('renderLlmsTxt', () => {
  for (const { lang } of languages) {
    it(`writes the proposal's structure for ${lang}, home in and 404 out`, () => {
      const llmsContext: LlmsTxtContext = {
        title: 'Rspress',
        description: undefined,
        lang,
        version: '',
        base: '/',
        siteOrigin,
        sections: [
          { title: 'Guide', pages: [page('/guide/a', 'Use _meta.json', 'The [x] file')] },
          { title: 'Others', pages: [page('/404', 'Page not found')] },
        ],
      };
      const lines = renderLlmsTxt(llmsContext).split('\n');
      expect(lines[0]).toBe('# Rspress');
      expect(lines[2]).toBe(`> ${escapeMarkdownText(texts.siteDescription[lang])}`);
      const text = lines.join('\n');
      for (const other of languages.filter((l) => l.lang !== lang))
        expect(text).toContain(`<${llmsTxtUrl(other.lang)}>`);
      expect(text).toContain(`## ${texts.llmsHomeSection[lang]}`);
      expect(text).toContain(`(${siteOrigin}${twinPath(lang === 'en' ? '/' : `/${lang}/`)})`);
      expect(text).toContain('- [Use \\_meta.json](');
      expect(text).toContain(': The \\[x\\] file');
      expect(text).not.toContain('404');
      // The Others section held only the 404 page, so it is gone.
      expect(text).not.toContain(`## ${texts.llmsOtherSection[lang]}`);
    });
  }

  it('tells 404 routes apart', () => {
    expect(['/404', '/zh/404', '/zh/404.html', '/guide/a404'].map(isNotFoundRoute)).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});

describe('agentHintText', () => {
  it('names the language’s llms.txt, as a link when asked', () => {
    for (const { lang } of languages) {
      expect(agentHintText(texts.agentHint[lang], lang)).toContain(llmsTxtUrl(lang));
      expect(agentHintText(texts.agentHint[lang], lang, (url) => `[${url}](${url})`)).toContain(
        `[${llmsTxtUrl(lang)}](${llmsTxtUrl(lang)})`,
      );
    }
  });
});
