/**
 * Dates for the doc footer, written into each page's own metadata at build time: when the page's
 * file last changed (from plugins/commitDates.ts, the sitemap's source too) and, on a translated
 * page, the date of the English text its translation follows (docs/<lang>/translations.lock.json).
 *
 * Rspress 2.0.22's own `themeConfig.lastUpdated` is not used: it dates every page in a shallow
 * clone by the one commit present, and prints `toLocaleString` (date and time in the build
 * machine's time zone), so two machines build two different pages. Dates are formatted here, once,
 * so the server HTML and the hydrated page read the same text whatever the browser's locale data.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import type { PageDates, ShownDay } from '../core/pageDates';
import { markdownFiles } from '../lib/files.mjs';
import { lockPath, readLock } from '../lib/translations/lock.mjs';
import { TRANSLATED_LANGS } from '../lib/translations/status.mjs';
import { languages } from '../site/languages.mjs';
import { type CommitDate, lastCommitDates } from './commitDates';

/** `2024-03-04` as a reader of `lang` writes it: `March 4, 2024`, `2024 年 3 月 4 日`. */
export function formatDay(day: string, lang: string): string {
  const locale = languages.find((language) => language.lang === lang)?.locale ?? lang;
  const text = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
  // Chinese text on this site keeps a space between Han characters and digits.
  return text.replace(/(\p{Script=Han})(?=\d)|(\d)(?=\p{Script=Han})/gu, '$1$2 ');
}

const shown = (day: string | undefined, lang: string): ShownDay | undefined =>
  day ? { day, text: formatDay(day, lang) } : undefined;

/** The earliest recorded day of a translated page's sections, or none if it has no record. */
export function translatedFromDay(docsDir: string, lang: string, page: string): string | undefined {
  const record = readLock(lockPath(docsDir, lang)).pages.get(page);
  // Recorded days are ISO dates, so the earliest sorts first.
  return [...(record?.sections.values() ?? [])].map((section) => section.recorded).sort()[0];
}

/** The dates of every page under `docsDir`, read once per change of the docs and the record. */
class DocsDates {
  #key = '';
  #commits = new Map<string, CommitDate>();

  constructor(readonly docsDir: string) {}

  /** Last-commit dates of every Markdown file of the docs, cached until a file is added or removed. */
  commits(): Map<string, CommitDate> {
    const files = markdownFiles(this.docsDir);
    const key = files.join('\n');
    if (key !== this.#key) {
      this.#commits = lastCommitDates(files, this.docsDir);
      this.#key = key;
    }
    return this.#commits;
  }

  /** The dates one page shows. */
  forFile(file: string): PageDates {
    const [lang, ...rest] = relative(this.docsDir, file).split(sep);
    const dates: PageDates = { updated: shown(this.commits().get(resolve(file))?.day, lang) };
    if (TRANSLATED_LANGS.some((translated) => translated === lang)) {
      const page = rest.join('/').replace(/\.mdx?$/, '');
      dates.translatedFrom = shown(translatedFromDay(this.docsDir, lang, page), lang);
    }
    return dates;
  }

  /** A digest of every date a page may show, for the build cache's key. */
  digest(): string {
    const record = TRANSLATED_LANGS.map((lang) => {
      const lock = lockPath(this.docsDir, lang);
      return existsSync(lock) ? readFileSync(lock, 'utf8') : '';
    });
    const commits = [...this.commits()].map(([file, { day }]) => `${file}@${day}`);
    return createHash('sha256')
      .update(JSON.stringify([commits, record]))
      .digest('hex');
  }
}

/** The docs folder's dates; known once Rspress has resolved the configuration. */
interface DatesHolder {
  dates: DocsDates;
}

/** Rspress collects a page's metadata in the processor's `pageMeta` data, then writes it out. */
function remarkPageDates(this: { data: () => object }, holder: DatesHolder) {
  const data: { pageMeta?: Record<string, unknown> } = this.data();
  return (_tree: unknown, file: { path?: string }) => {
    if (!file.path || !data.pageMeta) return;
    const pageDates = holder.dates.forFile(file.path);
    if (pageDates.updated || pageDates.translatedFrom) data.pageMeta.pageDates = pageDates;
  };
}

export function pluginPageDates(): RspressPlugin {
  const holder: DatesHolder = { dates: new DocsDates(resolve('docs')) };
  const remark: [typeof remarkPageDates, DatesHolder] = [remarkPageDates, holder];
  return {
    name: 'page-dates',
    config(config) {
      holder.dates = new DocsDates(resolve(config.root ?? 'docs'));
      return config;
    },
    markdown: { remarkPlugins: [remark] },
    // A page's dates come from Git and the translation record, which the build cache does not see
    // as inputs of the page; their digest in the cache's key keeps a cached page from showing an
    // old date.
    get builderConfig() {
      if (process.env.RSPRESS_PERSISTENT_CACHE === 'false') return {};
      return { performance: { buildCache: { cacheDigest: [holder.dates.digest()] } } };
    },
  };
}
