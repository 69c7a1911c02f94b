import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { translationStatus } from '../../lib/translations/status.mjs';
import {
  insertNotices,
  type MarkdownNode,
  noticeNode,
  pluginTranslationNotice,
  staleNotices,
} from '../../plugins/translationNotice';
import { syncPage } from '../../scripts/translations/sync.mjs';
import { docsRoot } from '../shared/site-files';
import { writeTempTree } from '../shared/temp-docs';

/** The language the fixtures translate into: the site's first translated one. */
const LANG = 'zh';

const RECORDED = '2024-05-01';
const sections = ['one', 'two', 'three'];
const page = (title: string) =>
  [`# ${title}`, ...sections.flatMap((id) => [`## ${id} {#${id}}`, `Text of ${id}.`])].join('\n');

/** Docs with guide/a.mdx recorded on RECORDED, then the English text of `changed` sections edited. */
function docs(changed: string[]): string {
  const dir = writeTempTree('translation-notice', {
    'en/guide/a.mdx': page('A'),
    'zh/guide/a.mdx': page('甲'),
  });
  syncPage(dir, LANG, 'guide/a', { date: RECORDED });
  let english = page('A');
  for (const id of changed) english = english.replace(`Text of ${id}.`, `New text of ${id}.`);
  writeFileSync(join(dir, 'en/guide/a.mdx'), english);
  return dir;
}

const text = (value: string): MarkdownNode => ({ type: 'text', value });
/** The syntax tree of the Chinese page as the plugin receives it. */
const tree = (): MarkdownNode => ({
  type: 'root',
  children: [
    { type: 'heading', depth: 1, children: [text('甲')] },
    ...sections.flatMap((id) => [
      { type: 'heading', depth: 2, children: [text(`节 {#${id}}`)] },
      { type: 'paragraph', children: [text(`${id} 的内容。`)] },
    ]),
  ],
});
const isNotice = (node: MarkdownNode) => node.data?.hProperties?.dataTranslationStatus === 'stale';
/** Each top-level node as `h1`, `h2`, `p` or `notice`, in order. */
const shape = (root: MarkdownNode) =>
  (root.children ?? []).map((node) =>
    isNotice(node) ? 'notice' : node.type === 'heading' ? `h${node.depth}` : 'p',
  );

describe('stale translation notice', () => {
  it('puts one notice under the heading of the stale section, linking to its English text', () => {
    const notices = staleNotices(docs(['two']), LANG, 'guide/a');
    expect(notices).toEqual([{ id: 'two', recorded: RECORDED, href: '/guide/a#two' }]);
    const root = tree();
    insertNotices(root, notices, LANG);
    expect(shape(root)).toEqual(['h1', 'h2', 'p', 'h2', 'notice', 'p', 'h2', 'p']);
  });

  it('puts one notice under the title when most sections are stale', () => {
    const notices = staleNotices(docs(['one', 'three']), LANG, 'guide/a');
    expect(notices).toEqual([{ recorded: RECORDED, href: '/guide/a' }]);
    const root = tree();
    insertNotices(root, notices, LANG);
    expect(shape(root)).toEqual(['h1', 'notice', 'h2', 'p', 'h2', 'p', 'h2', 'p']);
  });

  it('adds nothing to an up-to-date page', () => {
    expect(staleNotices(docs([]), LANG, 'guide/a')).toEqual([]);
  });

  it('is a note with the recorded date and a link in the Chinese text', () => {
    const node = noticeNode({ id: 'two', recorded: RECORDED, href: '/guide/a#two' }, LANG);
    expect(node.data?.hName).toBe('div');
    expect(node.data?.hProperties).toMatchObject({ role: 'note', dataTranslationStatus: 'stale' });
    const flat = (n: MarkdownNode): MarkdownNode[] => [n, ...(n.children ?? []).flatMap(flat)];
    const text = flat(node)
      .map((n) => n.value ?? '')
      .join('');
    // Every sentence in Chinese, the title's and the body's (written out: not read from i18n.json).
    expect(text).toBe(
      `译文可能已过时本节译文记录于 ${RECORDED}，此后英文原文有过修改，以下内容可能已经过时，请以英文原文为准。`,
    );
    const pageWide = flat(noticeNode({ recorded: RECORDED, href: '/guide/a' }, LANG))
      .map((n) => n.value ?? '')
      .join('');
    expect(pageWide).toBe(
      `译文可能已过时本页译文记录于 ${RECORDED}，此后大部分章节的英文原文有过修改，本页内容可能已经过时，请以英文原文为准。`,
    );
    expect(flat(node).filter((n) => n.type === 'link')).toEqual([
      expect.objectContaining({ url: '/guide/a#two' }),
    ]);
  });

  it('changes only Chinese pages', () => {
    const dir = docs(['two']);
    const plugin = pluginTranslationNotice();
    plugin.config?.({ root: dir }, { addPlugin: () => {}, removePlugin: () => {} }, true);
    const [[remark, options]] = (plugin.markdown?.remarkPlugins ?? []) as [
      [(o: unknown) => (t: MarkdownNode, f: { path: string }) => void, unknown],
    ];
    const notices = (lang: string) => {
      const root = tree();
      remark(options)(root, { path: join(dir, lang, 'guide/a.mdx') });
      return shape(root).filter((node) => node === 'notice').length;
    };
    expect(notices('zh')).toBe(1);
    expect(notices('en')).toBe(0);
  });
});

describe('this site', () => {
  // Stale sections are allowed (their readers see the notice); a missing or orphaned record is not.
  it('has a well-formed record for every section of every translated page', () => {
    const { problems, totals } = translationStatus(docsRoot, LANG);
    expect(problems).toEqual([]);
    expect(totals.current).toBeGreaterThan(0);
    expect(totals.untranslated).toBe(0);
  });
});
