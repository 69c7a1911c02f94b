/**
 * Tells readers of a translation where it is behind its source. At build time each stale `##`
 * section of a translated page (as `npm run translations` reports it) gets a notice under its heading
 * with the date the translation was recorded and a link to the English section; a page whose
 * sections are mostly stale gets one notice under its title instead. Its texts are the page
 * language's `translationNotice*` texts in i18n.json.
 *
 * The notice is added to the compiled page only. Rspress 2.0.22 builds the search index from the
 * source files and compiles the Markdown twins (llms) without the plugins' remark plugins, so
 * neither carries it.
 */
import { statSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import texts from '../i18n.json';
import { lockPath, type PageRecord, readLock } from '../lib/translations/lock.mjs';
import {
  comparePage,
  readSections,
  SOURCE_LANG,
  sourceRoute,
  TRANSLATED_LANGS,
  translationStatus,
} from '../lib/translations/status.mjs';
import { type Lang, toLang } from '../site/languages.mjs';

/** The Markdown syntax tree nodes this plugin reads and writes (mdast). */
export interface MarkdownNode {
  type: string;
  depth?: number;
  value?: string;
  url?: string;
  children?: MarkdownNode[];
  data?: { hName?: string; hProperties?: Record<string, unknown> };
}

/** A section or page whose English source changed after its translation was recorded. */
export interface StaleNotice {
  /** The id of the `##` section, or undefined for the page-wide notice. */
  id?: string;
  recorded: string;
  href: string;
}

const noticeText = (notice: StaleNotice, lang: Lang) =>
  (notice.id ? texts.translationNoticeSection : texts.translationNoticePage)[lang].replace(
    '{date}',
    notice.recorded,
  );

/** A block with given HTML element and properties; the node types only carry the children. */
const element = (
  type: 'blockquote' | 'paragraph',
  hProperties: Record<string, unknown>,
  children: MarkdownNode[],
): MarkdownNode => ({ type, data: { hName: 'div', hProperties }, children });

/**
 * The notice as a block of the page: `<div role="note" data-translation-status="stale">`, drawn as
 * the theme's warning callout (`:::warning`), whose colours the site already keeps at AA in both
 * schemes, so the notice adds no CSS of its own.
 */
export function noticeNode(notice: StaleNotice, lang: Lang): MarkdownNode {
  const callout = { role: 'note', dataTranslationStatus: 'stale' };
  return element('blockquote', { className: ['rp-callout', 'rp-callout--warning'], ...callout }, [
    element('paragraph', { className: ['rp-callout__title'] }, [
      { type: 'text', value: texts.translationNoticeTitle[lang] },
    ]),
    element('blockquote', { className: ['rp-callout__content'] }, [
      {
        type: 'paragraph',
        children: [
          { type: 'text', value: noticeText(notice, lang) },
          {
            type: 'link',
            url: notice.href,
            data: { hProperties: { hrefLang: SOURCE_LANG } },
            children: [{ type: 'text', value: texts.translationNoticeLink[lang] }],
          },
          { type: 'text', value: texts.translationNoticeEnd[lang] },
        ],
      },
    ]),
  ]);
}

const lockCache = new Map<string, { version: string; pages: Map<string, PageRecord> }>();

/** A language's record's pages, parsed once per change of the file rather than once per page. */
function recordedPages(docsDir: string, lang: string): Map<string, PageRecord> {
  const path = lockPath(docsDir, lang);
  const stat = statSync(path, { throwIfNoEntry: false });
  const version = `${stat?.mtimeMs}:${stat?.size}`;
  const cached = lockCache.get(path);
  if (cached?.version === version) return cached.pages;
  const { pages } = readLock(path);
  lockCache.set(path, { version, pages });
  return pages;
}

/** The notices a translated page needs: one per stale section, or one for a mostly stale page. */
export function staleNotices(docsDir: string, lang: string, page: string): StaleNotice[] {
  const english = readSections(docsDir, SOURCE_LANG, page);
  if (!english?.length) return [];
  const record = recordedPages(docsDir, lang).get(page);
  const stale = comparePage(english, record).sections.filter((s) => s.status === 'stale');
  const notices = stale.map(({ id, recorded = '' }) => ({
    id,
    recorded,
    href: sourceRoute(page, id),
  }));
  if (stale.length * 2 <= english.length) return notices;
  // Recorded dates are ISO dates, so the earliest sorts first.
  const [earliest] = notices.map((notice) => notice.recorded).sort();
  return [{ recorded: earliest, href: sourceRoute(page) }];
}

/** The explicit id of a heading: `## Install {#install}` → `install`. */
function headingId(heading: MarkdownNode): string | undefined {
  const last = heading.children?.at(-1);
  return last?.type === 'text' ? /\{#([^}]+)\}\s*$/.exec(last.value ?? '')?.[1] : undefined;
}

/** Puts each notice under its section's heading, or the page notice under the title. */
export function insertNotices(tree: MarkdownNode, notices: StaleNotice[], lang: Lang): void {
  const children = tree.children ?? [];
  for (const notice of notices) {
    const at = notice.id
      ? children.findIndex(
          (n) => n.depth === 2 && n.type === 'heading' && headingId(n) === notice.id,
        )
      : children.findIndex((n) => n.depth === 1 && n.type === 'heading');
    // A page without a Markdown title gets the page notice first.
    if (at >= 0 || !notice.id) children.splice(at + 1, 0, noticeNode(notice, lang));
  }
}

interface NoticeOptions {
  /** The docs root; known once Rspress has resolved the configuration. */
  docsDir: string;
}

function remarkTranslationNotice(options: NoticeOptions) {
  return (tree: MarkdownNode, file: { path?: string }) => {
    if (!file.path) return;
    const [lang, ...rest] = relative(options.docsDir, file.path).split(sep);
    if (!TRANSLATED_LANGS.some((translated) => translated === lang)) return;
    const page = rest.join('/').replace(/\.mdx?$/, '');
    insertNotices(tree, staleNotices(options.docsDir, lang, page), toLang(lang));
  };
}

export function pluginTranslationNotice(): RspressPlugin {
  const options: NoticeOptions = { docsDir: resolve('docs') };
  return {
    name: 'translation-notice',
    config(config) {
      options.docsDir = resolve(config.root ?? 'docs');
      return config;
    },
    markdown: { remarkPlugins: [[remarkTranslationNotice, options]] },
    // A page's notices depend on the English pages and the record, which the build cache does not
    // see as inputs of the page; the list of stale sections in the cache's key keeps it honest.
    get builderConfig() {
      if (process.env.RSPRESS_PERSISTENT_CACHE === 'false') return {};
      const stale = TRANSLATED_LANGS.flatMap((lang) =>
        translationStatus(options.docsDir, lang).pages.flatMap(({ page, sections }) =>
          sections
            .filter((s) => s.status === 'stale')
            .map((s) => `${lang}/${page}#${s.id}@${s.recorded}`),
        ),
      );
      return { performance: { buildCache: { cacheDigest: [JSON.stringify(stale)] } } };
    },
  };
}
