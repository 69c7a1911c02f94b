// The interface texts a Chinese reader sees (site/interface-texts.json): every text the installed
// theme looks up by key is listed with the zh text the page shows and a decision, so a theme
// upgrade that adds a key, or an i18n.json edit that changes one, fails here until it is decided.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { walkFiles } from '../../lib/files.mjs';
import { classifyLines } from '../../lib/lines.mjs';
import { DEFAULT_I18N_TEXT } from '../../upstream/themeTexts.mjs';
import { allowedInterfaceTexts, interfaceTexts, unlisted } from '../shared/interface-texts';
import { docsRoot, repoRoot, texts } from '../shared/site-files';

interface ListedText {
  shows: string;
  zh: string;
  decision: string;
}

const list: { theme: Record<string, ListedText>; markup: { text: string; pages?: string[] }[] } =
  JSON.parse(readFileSync(join(repoRoot, 'site/interface-texts.json'), 'utf8'));
const themeTexts: Record<string, { zh?: string }> = DEFAULT_I18N_TEXT;
const ours: Record<string, { zh: string } | undefined> = texts;

describe('interface texts', () => {
  it('lists every text the installed theme looks up by key, and no other', () => {
    expect(Object.keys(list.theme).sort()).toEqual(Object.keys(themeTexts).sort());
  });

  it('gives the zh text the page shows: the override of i18n.json, else the theme default', () => {
    for (const [key, { zh }] of Object.entries(list.theme)) {
      expect({ key, zh }).toEqual({ key, zh: ours[key]?.zh ?? themeTexts[key].zh });
    }
  });

  it('calls a text overridden exactly when i18n.json sets it', () => {
    for (const [key, { decision }] of Object.entries(list.theme)) {
      expect({ key, overridden: decision.startsWith('overridden') }).toEqual({
        key,
        overridden: key in ours,
      });
    }
  });

  it('shows Chinese, not English, for every keyed text', () => {
    for (const [key, { zh }] of Object.entries(list.theme)) {
      expect({ key, chinese: /[\u4e00-\u9fff]/.test(zh) }).toEqual({ key, chinese: true });
    }
  });

  it('keeps the decisions of issue 48', () => {
    expect(list.theme.promptCopyText.zh).toBe('复制提示词');
    expect(list.theme.outlineTitle.zh).toBe('本页目录');
    expect(list.theme.searchNoResultsText.zh).toBe('没有找到匹配的结果');
    expect(texts.translatedFromOn.zh).toBe('译自 {date}的英文原文');
  });
});

describe('callout titles in docs/zh', () => {
  const defaultTitles = list.markup.find((entry) => entry.text.startsWith('Tip, '));
  const demoPages = (defaultTitles as { pages?: string[] } | undefined)?.pages ?? [];

  /** Callouts that would show the theme's English default title: `:::tip` alone, `> [!TIP]`. */
  const untitled = (source: string) =>
    classifyLines(source)
      .filter(({ kind, text }) => kind === 'text' && UNTITLED.test(text))
      .map(({ number }) => number);
  const UNTITLED =
    /^\s*(:::\s*(tip|note|info|important|warning|caution|danger|details)\s*$|>\s*\[!\w+\])/i;

  it('are Chinese, except in the demos of the default title', () => {
    expect(demoPages).toHaveLength(2);
    const zhRoot = join(docsRoot, 'zh');
    // walkFiles gives paths under the folder it walks.
    const english = walkFiles(zhRoot, (name) => /\.mdx?$/.test(name)).flatMap((page) => {
      if (demoPages.includes(page)) return [];
      return untitled(readFileSync(join(zhRoot, page), 'utf8')).map((line) => `${page}:${line}`);
    });
    expect(english).toEqual([]);
  });

  it('finds a container or an alert without a title, and not one with a title', () => {
    expect(
      untitled(':::warning\n注意。\n:::\n\n:::tip 提示\n内容\n:::\n\n> [!NOTE]\n> 内容\n'),
    ).toEqual([1, 9]);
  });
});

describe('interface texts of a built page', () => {
  const allowed = allowedInterfaceTexts('zh');

  it('reads labels, names and buttons, not the page content', () => {
    const html = [
      '<html><head><title>页面</title></head><body>',
      '<nav><a aria-label="go to home"><img alt="logo" src="/logo.svg"><span>Rspress</span></a></nav>',
      '<div class="rp-doc"><h1>标题</h1><p>正文</p><img alt="示意图" src="/a.png">',
      '<button title="复制代码">Copy</button></div>',
      '<p>译自 <time>2026 年 11 月 23 日</time>的英文原文</p>',
      '</body></html>',
    ].join('');
    expect(interfaceTexts(html)).toEqual([
      'go to home',
      'logo',
      'Rspress',
      '复制代码',
      'Copy',
      '译自',
      '的英文原文',
    ]);
  });

  it('allows the decided texts and reports the English ones', () => {
    const found = ['go to home', 'logo', 'Rspress', '复制代码', 'Copy', '译自', '的英文原文'];
    expect(unlisted(found, allowed)).toEqual(['go to home', 'logo', 'Copy']);
    expect(unlisted(['在 ChatGPT 中打开', '复制 Prompt', '复制提示词'], allowed)).toEqual([
      '复制 Prompt',
    ]);
  });
});
