/**
 * `llms-full.txt` as Rspress 2.0.22 writes it: each page's Markdown after a small YAML header
 * (`---`, `url: <twin>`, `---`). Split into pages, each page can be cleaned like its twin and the
 * not-found pages left out.
 */

export interface FullTextPage {
  /** The absolute URL of the page's Markdown twin, from its header. */
  url: string;
  /** The page's Markdown, between its header and the next. */
  body: string;
}

const HEADER = /^---\nurl: (\S+)\n---\n/gm;

/** The pages of an `llms-full.txt`, in order. Text before the first header is an error. */
export function splitFullText(text: string, file: string): FullTextPage[] {
  const headers = [...text.matchAll(HEADER)];
  const first = headers[0]?.index ?? text.length;
  if (text.slice(0, first).trim()) {
    throw new Error(`${file}:1: expected a "---\\nurl: …\\n---" page header at the start`);
  }
  return headers.map((header, i) => ({
    url: header[1],
    body: text.slice((header.index ?? 0) + header[0].length, headers[i + 1]?.index ?? text.length),
  }));
}

/** The pages back in Rspress's format. */
export const joinFullText = (pages: FullTextPage[]): string =>
  pages.map(({ url, body }) => `---\nurl: ${url}\n---\n${body}`).join('');
