import { describe, expect, it } from '@rstest/core';
import { packTerms, unpackTerms } from '../../core/search/pageIndex';
import type { SearchDoc } from '../../core/search/searchDoc';
import { cjkRuns, latinPairs, stem } from '../../core/search/tokens';
import { SearchEngine } from '../../theme/search/engine';
import { countAdjacent } from '../../theme/search/occurrences';
import { synonymsByLang } from '../../theme/search/synonyms';
import { compileSynonyms, phraseAt, synonymVariants } from '../../theme/search/synonymVariants';

const doc = (title: string, content: string, headings: string[] = []): SearchDoc => ({
  title,
  headings,
  description: '',
  content,
});

const docs = [
  doc('Deploy', '部署到 GitHub Pages。Deploy the site to a static host.', ['GitHub Pages']),
  doc('Sidebar', 'The sidebar comes from _meta.json. 侧边栏来自 _meta.json。', ['cleanUrls']),
  doc('Plugins', 'Write a plugin. 编写插件。Install it with npm.'),
];
const engine = new SearchEngine(docs);
const first = (query: string) => engine.search(query)[0]?.index;

describe('site search engine', () => {
  it('ranks a title match first', () => {
    expect(first('deploy')).toBe(0);
    expect(first('sidebar')).toBe(1);
  });

  it('finds Chinese words, not scattered characters', () => {
    expect(first('部署')).toBe(0);
    expect(first('侧边栏')).toBe(1);
    expect(first('如何部署')).toBe(0);
  });

  it('matches plurals, camelCase parts and typos', () => {
    expect(stem('plugins')).toBe('plugin');
    expect(first('plugins')).toBe(2);
    expect(first('clean urls')).toBe(1);
    expect(first('sidebr')).toBe(1);
  });

  it('answers hostile or empty input with plain results and no exception', () => {
    for (const query of [
      '',
      '   ',
      '.*+?^{}$()|[]\\',
      '<img src=x onerror=alert(1)>',
      'a'.repeat(500),
    ])
      expect(() => engine.search(query)).not.toThrow();
    expect(engine.search('')).toEqual([]);
  });
});

describe('synonyms', () => {
  const groups = [
    ['dark mode', 'night mode', 'appearance'],
    ['安装', '快速开始'],
  ];
  const pages = [
    doc('Dark mode', 'Switch between light and dark colours with the button in the navbar.'),
    doc('Quick start', 'Create a project and run the dev server. 快速开始：创建项目。'),
    doc('Plugins', 'Each plugin has an install section. 每个插件都有安装一节。'),
  ];
  const withSynonyms = new SearchEngine(pages, groups);
  const top = (query: string) => withSynonyms.search(query)[0]?.index;

  it('finds the page that uses another word of the group', () => {
    expect(new SearchEngine(pages).search('appearance')).toEqual([]);
    expect(top('appearance')).toBe(0);
    expect(top('安装')).toBe(1);
  });

  it('finds a Latin phrase only as whole words, by code point, as a Unicode pattern would', () => {
    const [night] = compileSynonyms([['night mode']]);
    const pattern = /(?<![\p{L}\p{N}])night mode(?![\p{L}\p{N}])/u;
    const texts = [
      'night mode',
      'a night mode toggle',
      'night modes',
      'xnight mode',
      '1night mode',
      'énight mode',
      'night modeé',
      '\u{1d400}night mode',
      'night mode\u{1d400}',
      '\u{1f600}night mode\u{1f600}',
      '\ud835night mode',
      'night-mode, night mode.',
      'xnight mode night mode',
    ];
    for (const text of texts) {
      expect({ text, at: phraseAt(text, night[0]) }).toEqual({ text, at: text.search(pattern) });
    }
    const [cjk] = compileSynonyms([['快速开始']]);
    expect(phraseAt('如何快速开始', cjk[0])).toBe(2);
  });

  it('completes the word being typed to a one-word phrase of four or more letters', () => {
    const groups = compileSynonyms([['install', 'quick start']]);
    expect(synonymVariants('instal', groups)).toEqual(['instal', 'install', 'quick start']);
    expect(synonymVariants('ins', groups)).toEqual(['ins']);
    expect(synonymVariants('instal.', groups)).toEqual(['instal.']);
    expect(synonymVariants('quick', groups)).toEqual(['quick']);
  });

  it('replaces whole words only, and keeps the query first', () => {
    expect(synonymVariants('night modes', compileSynonyms(groups))).toEqual(['night modes']);
    const variants = synonymVariants('Night mode toggle', compileSynonyms(groups));
    expect(variants[0]).toBe('Night mode toggle');
    expect(variants.slice(1).sort()).toEqual(['appearance toggle', 'dark mode toggle']);
  });
});

describe('index of words made at build time', () => {
  it('packs each word with its pages: gap to the previous page, counts per field', () => {
    const pages = [
      doc('Deploy', 'deploy deploys'),
      doc('Other', 'empty'),
      { ...doc('Build', 'deploy'), description: 'Deploy' },
    ];
    expect(packTerms(pages)).toEqual({
      words: 'deploy other empty build',
      postings: ':2.1,1:1...1 1:.1 1 2:.1',
    });
    const unpacked = unpackTerms(packTerms(pages));
    expect(unpacked.postings('deploy')).toEqual([
      { doc: 0, tf: { title: 1, headings: 0, description: 0, content: 2, code: 0 } },
      { doc: 2, tf: { title: 0, headings: 0, description: 1, content: 1, code: 0 } },
    ]);
    expect(unpacked.postings('deploys')).toBeUndefined();
    expect([...unpacked.terms()]).toEqual(['deploy', 'other', 'empty', 'build']);
  });

  it('ranks and marks the same from the packed index as from pages indexed in the browser', () => {
    const packed = new SearchEngine(docs, synonymsByLang.en, unpackTerms(packTerms(docs)));
    const indexed = new SearchEngine(docs, synonymsByLang.en);
    for (const query of ['deploy', 'sidebr', '部署', 'plugins', 'clean urls', 'instal', 'gith']) {
      expect(packed.search(query)).toEqual(indexed.search(query));
      for (const { index } of indexed.search(query))
        expect(packed.positions(index, query)).toEqual(indexed.positions(index, query));
    }
  });

  it('searches the words of code blocks without showing them', () => {
    const pages = [doc('A', 'Prose only.'), { ...doc('B', 'Prose only.'), code: 'pluginSitemap' }];
    expect(new SearchEngine(pages).search('pluginSitemap')[0]?.index).toBe(1);
  });
});

describe('ranking rules', () => {
  const order = (pages: SearchDoc[], query: string) =>
    new SearchEngine(pages).search(query).map(({ index }) => pages[index].title);

  it('ranks a page with the query words side by side above one with them apart', () => {
    expect(latinPairs('when should I choose Rspress')).toEqual([['choose', 'rspress']]);
    expect(countAdjacent('run node --version to check', 'node', 'version')).toBe(1);
    expect(countAdjacent('node\nversion', 'node', 'version')).toBe(0);
    const pages = [
      doc('API', 'The node API takes options. Each version of the node API has a version field.'),
      doc('Requirements', 'Run node --version to check the installed release before you start.'),
    ];
    expect(order(pages, 'node version')[0]).toBe('Requirements');
  });

  it('searches a name typed with its symbols as written', () => {
    const pages = [
      doc('Nav', 'Nav items come from the nav config. Each nav item has a text.', ['Nav items']),
      doc('Files', 'Put a _nav.json file in the docs folder to list the links.'),
    ];
    expect(order(pages, 'nav')[0]).toBe('Nav');
    expect(order(pages, '_nav')).toEqual(['Files']);
    // A name no page has as written falls back to its words.
    expect(order(pages, 'nav.items')[0]).toBe('Nav');
  });

  it('ranks the page whose title is made of the query words above one that names a kind of it', () => {
    const pages = [
      doc(
        'Community plugins',
        'Community plugins are on npm: rspress-plugin-a, rspress-plugin-b and rspress-plugin-c.',
        ['rspress-plugin-a', 'rspress-plugin-b', 'Plugins for Rspress 2'],
      ),
      doc('Introduction to plugins', 'A plugin is an object with hooks.', ['Registering plugins']),
    ];
    expect(order(pages, 'plugins')[0]).toBe('Introduction to plugins');
    expect(order(pages, 'plugn')[0]).toBe('Introduction to plugins');
    // A title that says only part of the query counts for that part only.
    const remark = [
      doc(
        'Introduction to plugins',
        'A plugin is an object with hooks. Some add remark transforms.',
        ['Registering plugins'],
      ),
      doc('Extending the build', 'Remark plugins change the Markdown tree.', ['Remark plugins']),
      doc('Other', 'Nothing here.'),
      doc('More', 'Still nothing.'),
    ];
    expect(order(remark, 'remark plugin')[0]).toBe('Extending the build');
    // A query word covers a title word it begins.
    const versions = [
      doc('Basic config', 'multiVersion sets the versions. multiVersion takes an object.', [
        'multiVersion',
      ]),
      doc('Multiple versions', 'Publish the docs of several versions with multiVersion.'),
    ];
    expect(order(versions, 'multiVersion')[0]).toBe('Multiple versions');
  });

  it('ranks a page titled with a word above one that repeats it in many headings', () => {
    const pages = [
      {
        ...doc(
          'Build config',
          'Options of the build and of markdown: markdown.link checks links, markdown.image images.',
          ['markdown.link', 'markdown.image', 'markdown.shiki', 'markdown.remarkPlugins'],
        ),
        description: 'Every markdown option of the build.',
      },
      doc('Markdown and MDX', 'Pages are written in Markdown or MDX.'),
    ];
    expect(order(pages, 'markdwon')[0]).toBe('Markdown and MDX');
  });

  it('ranks a page whose description names the subject above one whose prose repeats it', () => {
    const pages = [
      doc('Runtime hooks', 'Generate types. Generate links. Generate paths. Generate data.'),
      {
        ...doc('Docgen', 'Install the package.'),
        description: 'Generate tables from the props of your components.',
      },
      doc('Other', 'Nothing here.'),
      doc('More', 'Still nothing.'),
    ];
    // A typo, so that neither page gets the bonus for the query written out.
    expect(order(pages, 'genrate')[0]).toBe('Docgen');
  });

  it('splits a Chinese query at 和 / 与 between two words, not inside a word', () => {
    expect(cjkRuns('导航栏和侧边栏')).toEqual(['导航栏', '侧边栏']);
    expect(cjkRuns('参与者和作者')).toEqual(['参与者', '作者']);
    expect(cjkRuns('以及')).toEqual(['以及']);
    const pages = [
      doc('国际化', '为每种语言翻译导航栏和侧边栏。', ['各语言的导航栏和侧边栏']),
      doc('导航栏与侧边栏', '用 _nav.json 生成导航栏，用 _meta.json 生成侧边栏。'),
    ];
    expect(order(pages, '导航栏和侧边栏')[0]).toBe('导航栏与侧边栏');
  });
});

describe('synonym tables', () => {
  it('keep each phrase in one group, in lower case, so a query is rewritten one way', () => {
    for (const [lang, groups] of Object.entries(synonymsByLang)) {
      const phrases = groups.flat();
      expect({ lang, duplicates: phrases.filter((p, i) => phrases.indexOf(p) !== i) }).toEqual({
        lang,
        duplicates: [],
      });
      expect({ lang, upper: phrases.filter((p) => p !== p.toLowerCase()) }).toEqual({
        lang,
        upper: [],
      });
    }
  });
});
