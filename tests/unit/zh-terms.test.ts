// The check by meaning (scripts/checks/check-zh-terms.mjs): each zh section read beside its English
// twin section, with the real glossary. Every drifting pair the third review found (issue 48) is
// here as written then, and fails; the sentence with the glossary's term passes.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { glossaryPath, parseGlossary } from '../../scripts/checks/check-zh-glossary.mjs';
import { checkTerms, readSections } from '../../scripts/checks/check-zh-terms.mjs';
import { repoRoot } from '../shared/site-files';

const glossary = parseGlossary(readFileSync(glossaryPath, 'utf8'));

/** A page with one `##` section of that id. */
const page = (text: string, id = 'usage') => `# Title\n\nIntro.\n\n## Usage {#${id}}\n\n${text}\n`;

/** What the check reports for one English sentence and its translation: [concept, words]. */
function drift(english: string, chinese: string) {
  return checkTerms(page(english), page(chinese), glossary).map(({ concept, found }) => [
    concept.split(' (')[0],
    found,
  ]);
}

describe('Chinese terms by meaning: the drifting pairs of the review', () => {
  it('config option: 配置项, not 选项', () => {
    const en = 'It is off by default. Turn it on with the top-level `llms` option:';
    expect(drift(en, '功能默认关闭，通过顶层的 `llms` 选项开启：')).toEqual([
      ['config option', ['选项']],
    ]);
    expect(drift(en, '功能默认关闭，通过顶层的 `llms` 配置项开启：')).toEqual([]);
  });

  it('command-line flag: 选项, not 参数 (参数 stays for an argument)', () => {
    const en =
      '`rspress build` takes the `--base` flag too, but the cache misses a change of this flag.';
    expect(
      drift(en, '`rspress build` 也支持 `--base` 参数，但缓存检测不到这个参数的变化。'),
    ).toEqual([['command-line flag', ['参数']]]);
    expect(
      drift(en, '`rspress build` 也支持 `--base` 选项，但缓存检测不到这个选项的变化。'),
    ).toEqual([]);
    const argument =
      'The optional `[root]` argument names the docs folder; the `--port` flag sets the port.';
    expect(drift(argument, '可选参数 `[root]` 指定文档目录，`--port` 选项设置端口。')).toEqual([]);
  });

  it('AI agent: 智能体, not 助手', () => {
    const en = 'A card that holds a prompt for an AI coding agent.';
    expect(drift(en, '承载一段给 AI 编程助手的提示词的卡片。')).toEqual([['AI agent', ['助手']]]);
    expect(drift(en, '提示词卡片，用来放一段交给 AI 编程智能体的提示词。')).toEqual([]);
  });

  it('nav item: 导航项, not 导航栏的条目', () => {
    const en = 'The items of the top navbar. An item is a link or a menu.';
    expect(drift(en, '顶部导航栏的条目。条目可以是链接或菜单。')).toEqual([
      ['nav item', ['导航栏的条目']],
    ]);
    expect(drift(en, '顶部导航栏的导航项。导航项可以是链接或菜单。')).toEqual([]);
  });

  it('callout: 提示框, not 醒目块', () => {
    const en =
      'A highlighted block for a tip. Most pages write callouts with the container syntax.';
    expect(drift(en, '用于提示的醒目块。大多数页面用容器语法书写。')).toEqual([
      ['callout', ['醒目块']],
    ]);
    expect(drift(en, '用于提示的提示框。大多数页面用容器语法书写。')).toEqual([]);
  });

  it('image zoom: 图片放大, not 图片缩放', () => {
    const en = '**Image zoom**: click an image in the content to see it larger.';
    expect(drift(en, '**图片缩放**：点击正文中的图片即可放大查看。')).toEqual([
      ['image zoom', ['缩放']],
    ]);
    expect(drift(en, '**图片放大**：点击正文中的图片即可放大查看。')).toEqual([]);
  });

  it('import: 无需导入, not 无需 import (an import statement may stay import 语句)', () => {
    const en = 'Write `<API moduleName="…" />` to render its table, with no import.';
    expect(drift(en, '写 `<API moduleName="…" />` 就能渲染表格，无需 import。')).toEqual([
      ['import', ['import']],
    ]);
    expect(drift(en, '写 `<API moduleName="…" />` 就能渲染表格，无需导入。')).toEqual([]);
    expect(
      drift('Components become text and imports are gone.', '组件变成文本，import 语句则被去掉。'),
    ).toEqual([]);
  });

  it('eject: eject, not 导出 (导出 stays for export, as often as the English says it)', () => {
    const en =
      'Components not in the list can be ejected too. The copied files take effect once the theme entry exports the component.';
    expect(
      drift(en, '列表中没有的组件也可以导出。复制出来的文件要在主题入口中导出该组件才会生效。'),
    ).toEqual([['eject', ['导出']]]);
    expect(
      drift(en, '列表中没有的组件也可以 eject。复制出来的文件要在主题入口中导出该组件才会生效。'),
    ).toEqual([]);
  });

  it('props table header: 属性, not Props or prop', () => {
    const en =
      '| Component | Props | Renders |\n| --- | --- | --- |\n| `Link` | `LinkProps` | a link |';
    const zh = (header: string) =>
      `| 组件 | ${header} | 渲染内容 |\n| --- | --- | --- |\n| \`Link\` | \`LinkProps\` | 链接 |`;
    // The header is also a bare props in prose, which the props entry reports.
    expect(drift(en, zh('Props'))).toEqual([
      ['props table header', ['| Props |']],
      ['props', ['Props']],
    ]);
    expect(drift(en, zh('prop'))).toEqual([
      ['props table header', ['| prop |']],
      ['props', ['prop']],
    ]);
    expect(drift(en, zh('属性'))).toEqual([]);
  });

  it('locale entry: 语言项, not 配置项 (配置项 stays for a config option)', () => {
    const en = 'Setting `nav` in the first locale entry also switches off the `_nav.json` files.';
    expect(drift(en, '在第一个配置项中设置 `nav`，同样会停用 `_nav.json` 文件。')).toEqual([
      ['locale entry', ['配置项']],
    ]);
    expect(drift(en, '在第一个语言项中设置 `nav`，同样会停用 `_nav.json` 文件。')).toEqual([]);
  });
});

describe('Chinese terms by meaning: the drifts of the fourth review (issue 48 follow-up)', () => {
  it('docs folder: 文档目录, not docs 目录 (`docs` in backticks stays for the literal name)', () => {
    const en = 'Paths are relative to the docs folder.';
    expect(drift(en, '路径相对于 docs 目录。')).toEqual([['docs folder', ['docs 目录']]]);
    expect(drift(en, '路径相对于文档目录。')).toEqual([]);
  });

  it('appearance: 外观 or the two modes named, not 明暗模式', () => {
    const en = 'Code colors follow the appearance switch.';
    expect(drift(en, '代码颜色会随明暗模式的切换而变化。')).toEqual([['appearance', ['明暗模式']]]);
    expect(drift(en, '代码颜色会随外观切换而变化。')).toEqual([]);
    expect(drift(en, '代码颜色会随浅色和深色模式的切换而变化。')).toEqual([]);
  });

  it('query string: 查询字符串, not 查询参数', () => {
    const en = 'The path has no base and no query string.';
    expect(drift(en, '路径不含 base，也不含查询参数。')).toEqual([['query string', ['查询参数']]]);
    expect(drift(en, '路径不含 base，也不含查询字符串。')).toEqual([]);
  });

  it('dead image: 失效图片, kept apart from 死链', () => {
    const en = 'A dead image stops the build.';
    expect(drift(en, '无效图片会让构建失败。')).toEqual([['dead image', ['无效图片']]]);
    expect(drift(en, '失效图片会让构建失败。')).toEqual([]);
  });

  it('props in prose: 属性, while names in backticks stay code', () => {
    const en = 'The component receives the props you pass.';
    expect(drift(en, '组件会收到你传入的 props。')).toEqual([['props', ['props']]]);
    expect(drift(en, '组件会收到你传入的属性。')).toEqual([]);
    expect(drift('Pass `docSearchProps` to the modal.', '把 `docSearchProps` 传给弹窗。')).toEqual(
      [],
    );
  });

  it('code block meta: meta 信息, not a bare meta (an HTML meta tag stays meta 标签)', () => {
    const en = 'A block whose meta contains `{2}` is highlighted.';
    expect(drift(en, 'meta 中含有 `{2}` 的代码块会高亮。')).toEqual([
      ['code block meta', ['meta']],
    ]);
    expect(drift(en, 'meta 信息中含有 `{2}` 的代码块会高亮。')).toEqual([]);
    expect(
      drift('It fills the `description` meta tag.', '它会写入 `description` meta 标签。'),
    ).toEqual([]);
  });
});

describe('Chinese terms by meaning: how sections are read', () => {
  it('reports a section whose Chinese uses none of the listed words (a new variant)', () => {
    const findings = checkTerms(
      page('Dead links fail the build.'),
      page('坏掉的链接会让构建失败。'),
      glossary,
    );
    expect(findings.map(({ concept, found, english }) => [concept, found, english])).toEqual([
      ['dead link', [], 'Dead links'],
    ]);
  });

  it('pairs sections by id, reads the text before the first ## as the section ""', () => {
    const en = '# Title\n\nA callout.\n\n## One {#one}\n\nA badge.\n';
    const zh = '# 标题\n\n一个醒目块。\n\n## 一 {#one}\n\n一个徽标。\n';
    expect(checkTerms(en, zh, glossary).map(({ section, line }) => [section, line])).toEqual([
      ['', 3],
    ]);
    expect(readSections(zh, 'zh').map(({ id, line }) => [id, line])).toEqual([
      ['', 1],
      ['one', 5],
    ]);
  });

  it('does not read code, component names in backticks or heading ids as the concept', () => {
    const en = '## The `Callout` component {#callout}\n\n```mdx\n<Callout>callout</Callout>\n```\n';
    const zh = '## `Callout` 组件 {#callout}\n\n```mdx\n<Callout>提示</Callout>\n```\n';
    expect(checkTerms(en, zh, glossary)).toEqual([]);
  });

  it('skips a section the glossary allows, and only in that file', () => {
    const [entry] = parseGlossary(
      [
        '- concept: badge',
        '  use: 徽标',
        '  reject: []',
        '  why: 理由',
        '  en: [badge]',
        '  zh: [徽标]',
        '  variants: [徽章]',
        '  allow:',
        '    - { file: a.mdx, section: usage, why: 引用旧版界面 }',
      ].join('\n'),
    );
    const [en, zh] = [page('A badge.'), page('一个徽章。')];
    expect(checkTerms(en, zh, [entry], 'a.mdx')).toEqual([]);
    expect(checkTerms(en, zh, [entry], 'b.mdx')).toHaveLength(1);
  });

  it('rejects an entry with an English term but no Chinese one', () => {
    expect(() =>
      parseGlossary('- concept: x\n  use: 甲\n  reject: []\n  why: 理由\n  en: [x]\n'),
    ).toThrow(
      'glossary entry 1 (x): "en", "zh" and "variants" go together ("en" and "zh" at least)',
    );
  });

  it('fails the CLI with the page, the section and both words, and passes the twin with the term', () => {
    const run = (chinese: string) => {
      const docs = mkdtempSync(join(tmpdir(), 'zh-terms-'));
      for (const lang of ['en', 'zh']) mkdirSync(join(docs, lang));
      writeFileSync(join(docs, 'en', 'page.mdx'), page('Write callouts with `:::tip`.'));
      writeFileSync(join(docs, 'zh', 'page.mdx'), page(chinese));
      const result = spawnSync(
        'node',
        [join(repoRoot, 'scripts/checks', 'check-zh-terms.mjs'), join(docs, 'zh')],
        { encoding: 'utf8' },
      );
      return { status: result.status, output: `${result.stdout}${result.stderr}` };
    };
    const bad = run('用 `:::tip` 书写醒目块。');
    expect(bad.status).toBe(1);
    expect(bad.output).toContain(
      'page.mdx:7 #usage  the English says "callouts" (line 7), the Chinese uses "醒目块" → 提示框',
    );
    expect(run('用 `:::tip` 书写提示框。').status).toBe(0);
  });
});
