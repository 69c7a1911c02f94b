// The Chinese glossary check: style/zh-glossary.yaml names one rendering per concept, and the
// check reports every rejected variant in the prose of docs/zh with file and line.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import {
  checkGlossary,
  glossaryPath,
  parseGlossary,
} from '../../scripts/checks/check-zh-glossary.mjs';
import { repoRoot } from '../shared/site-files';

const glossary = parseGlossary(readFileSync(glossaryPath, 'utf8'));
const fence = '```';
// One concept of the real glossary, read from the data rather than restated here.
const badge = glossary.find((entry) => entry.use === '徽标');
const badgeVariant = badge?.reject[0].variant ?? '';

describe('Chinese glossary data', () => {
  it('gives every concept one rendering that none of the entries rejects', () => {
    expect(badge).toBeDefined();
    for (const entry of glossary) {
      for (const other of glossary) {
        for (const { pattern } of other.reject) {
          pattern.lastIndex = 0;
          expect({ use: entry.use, rejectedBy: pattern.test(entry.use) }).toEqual({
            use: entry.use,
            rejectedBy: false,
          });
        }
      }
    }
  });

  it('rejects a malformed entry with its position', () => {
    expect(() => parseGlossary('- concept: badge\n  reject: [徽章]\n')).toThrow(
      'glossary entry 1 (badge): needs a "concept" and a "use"',
    );
    expect(() =>
      parseGlossary(
        '- concept: x\n  use: 甲\n  reject: [乙]\n  why: 理由\n  allow: [{ file: a.mdx }]\n',
      ),
    ).toThrow('glossary entry 1 (x): each "allow" needs a file, a text or a section, and a why');
  });

  it('requires the one-line reasoning of every choice', () => {
    expect(() => parseGlossary('- concept: x\n  use: 甲\n  reject: [乙]\n')).toThrow(
      'glossary entry 1 (x): needs a one-line "why"',
    );
    expect(() =>
      parseGlossary('- concept: x\n  use: 甲\n  reject: [乙]\n  why: "一\\n二"\n'),
    ).toThrow('glossary entry 1 (x): needs a one-line "why"');
    expect(glossary.every((entry) => entry.why.length > 0)).toBe(true);
  });
});

describe('Chinese glossary check', () => {
  it('reports a rejected variant with line, column and the rendering to use', () => {
    const page = `# 组件\n\n正文。\n使用${badgeVariant}组件。\n`;
    expect(checkGlossary(page, glossary)).toEqual([
      { line: 4, column: 3, found: badgeVariant, concept: badge?.concept, use: '徽标' },
    ]);
  });

  it('passes clean prose, and ignores code blocks and inline code', () => {
    const page = [
      '# 组件',
      '使用徽标组件，在 `useEffect` 中读取 `locale`。',
      `${fence}ts`,
      `// ${badgeVariant}、worker、locale`,
      fence,
    ].join('\n');
    expect(checkGlossary(page, glossary)).toEqual([]);
  });

  it('catches regular-expression variants without over-matching', () => {
    const found = (text: string) => checkGlossary(text, glossary).map((f) => f.found);
    expect(found('把读者送到新地址。')).toEqual(['送到']);
    expect(found('推送到 `main`，数据发送到浏览器。')).toEqual([]);
    expect(found('在 worker 线程中渲染。')).toEqual(['worker']);
  });

  it('catches the calques and drifting terms of the review, around inline code too', () => {
    const found = (text: string) => checkGlossary(text, glossary).map((f) => f.found.trim());
    expect(found('命令会以 `Check failed!` 中止。')).toEqual([
      expect.stringMatching(/^以\s+中止$/),
    ]);
    expect(found('把事件处理函数挂到已有的 HTML 上。')).toEqual(['挂到已有的 HTML 上']);
    expect(found('在你的函数在 Rspress 的之后执行。')).toEqual(['的之后']);
    expect(found('导航栏的 logo 和首页的 hero 区域。')).toEqual(['logo', 'hero']);
    expect(found('### logo {#logo}\n\n图片 `/hero.svg`，路径 /hero.svg。')).toEqual([]);
  });

  it('catches each drift of the second review, one rendering per concept', () => {
    const found = (text: string) => checkGlossary(text, glossary).map((f) => f.found);
    expect(found('本页列出顶层选项和站点选项。')).toEqual(['顶层选项', '站点选项']);
    expect(found('插件的配置项见下表。')).toEqual(['插件的配置项']);
    expect(found('代码块元信息中的 `{1,3}`。')).toEqual(['元信息']);
    expect(found('注册这个转换器。')).toEqual(['转换器']);
    expect(found('Logo 和首页主图会切换。')).toEqual(['首页主图']);
    expect(found('内层的 `:::` 会结束外层方框。')).toEqual(['方框']);
    expect(found('筛选框的三段文字。')).toEqual(['筛选框的三段文字', '三段文字']);
    expect(found('报错 `x` 并停止。')).toEqual(['并停止']);
    expect(found('分组由你的 `render` 绘制。')).toEqual(['绘制']);
    expect(found('写入产物目录。')).toEqual(['产物目录']);
    expect(found('名称下方的一行文字。')).toEqual(['一行文字']);
    // The renderings themselves, and 绘制 where it means paint or drawing.
    const clean = [
      '顶层配置项，插件的选项，代码块 meta 信息，注册 transformer，Hero 图片，提示框。',
      '报错 `x` 并中止，由 `render` 渲染，写入输出目录，首次绘制前，绘制一张分享卡片。',
    ];
    expect(found(clean.join('\n'))).toEqual([]);
  });

  it('catches the drifts of the fourth review: exit codes, a bare 报, meta, docs 目录', () => {
    const found = (text: string) => checkGlossary(text, glossary).map((f) => f.found.trim());
    expect(found('配置文件无法解析时，命令以退出码 `1` 结束。')).toEqual([
      expect.stringMatching(/^以退出码\s+结束$/),
    ]);
    expect(found('构建以退出码 1 停止。')).toEqual(['以退出码 1 停止']);
    expect(found('会报 `Dead images found` 并中止。')).toEqual([
      expect.stringMatching(/^报\s+并中止$/),
    ]);
    expect(found('单个代码块可以在 meta 中写 `lineNumbers`。')).toEqual(['meta']);
    expect(found('相对于 docs 目录。')).toEqual(['docs 目录']);
    expect(found('图片出现无效图片或死图。')).toEqual(['无效图片', '死图']);
    expect(found('切换明暗模式。')).toEqual(['明暗模式']);
    const clean = [
      '命令以退出码 `1` 退出。会报错 `Dead images found` 并中止。',
      '在 meta 信息中写 `lineNumbers`，写入 `description` meta 标签，作为 meta description。',
      '相对于文档目录，即 `docs` 目录。失效图片。切换外观。',
    ];
    expect(found(clean.join('\n'))).toEqual([]);
  });

  it('reads a double-backtick code span as code, single backticks inside it included', () => {
    const found = (text: string) => checkGlossary(text, glossary).map((f) => f.found.trim());
    const page = '构建以 `` [plugin-sitemap] `siteUrl` must be absolute `` 中止。';
    expect(found(page)).toEqual([expect.stringMatching(/^以\s+中止$/)]);
    expect(found('构建会报错 `` `siteUrl` 方框 `` 并中止。')).toEqual([]);
  });

  it('keeps names and option headings out of the worker and locale rules', () => {
    const found = (text: string) => checkGlossary(text, glossary).map((f) => f.found);
    expect(found('Service Worker 和 Web Worker 不受影响。')).toEqual([]);
    expect(found('### locales {#locales}\n\n### experimentalWorker\n')).toEqual([]);
    expect(found('每个 locale 的导航栏。')).toEqual(['locale']);
  });

  it('skips a line the data allows, and only in that file', () => {
    const [entry] = parseGlossary(
      '- concept: badge\n  use: 徽标\n  reject: [徽章]\n  why: 理由\n  allow:\n    - { file: a.mdx, text: 旧称徽章, why: 引用旧版界面 }\n',
    );
    const page = '旧称徽章。\n';
    expect(checkGlossary(page, [entry], 'a.mdx')).toEqual([]);
    expect(checkGlossary(page, [entry], 'b.mdx')).toHaveLength(1);
  });

  it('fails the CLI with file:line:column, and passes a clean folder', () => {
    const run = (page: string) => {
      const dir = mkdtempSync(join(tmpdir(), 'zh-glossary-'));
      writeFileSync(join(dir, 'page.mdx'), page);
      const result = spawnSync(
        'node',
        [join(repoRoot, 'scripts/checks', 'check-zh-glossary.mjs'), dir],
        {
          encoding: 'utf8',
        },
      );
      return { status: result.status, output: `${result.stdout}${result.stderr}` };
    };
    const bad = run('# 标题\n\n点击文件夹。\n');
    expect(bad.status).toBe(1);
    expect(bad.output).toMatch(/page\.mdx:3:3 {2}"文件夹" → 目录/);
    expect(run('# 标题\n\n点击目录。\n').status).toBe(0);
  });
});
