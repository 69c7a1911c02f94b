/**
 * The dates of the doc footer, as plugins/pageDates.ts writes them into a page's metadata at build
 * time and theme/overrides/LastUpdated.tsx reads them in the browser.
 */

/** A day as the page shows it: `day` for `<time datetime>`, `text` in the page's language. */
export interface ShownDay {
  day: string;
  text: string;
}

/** What the build adds to a page's metadata (`usePage().page.pageDates`). */
export interface PageDates {
  updated?: ShownDay;
  /** Translated pages only: the earliest day a section's translation was recorded. */
  translatedFrom?: ShownDay;
}
