import type { CompactPage } from './compactIndex';

/** What the engine indexes and returns, shared by its modules and the search provider. */
export interface SearchDoc {
  title: string;
  headings: string[];
  description: string;
  content: string;
  /** Words of the page's code blocks that its prose does not contain (searchable, not shown). */
  code?: string;
}

export interface RankedHit {
  index: number;
  score: number;
}

/** The searched fields of a page, in the order their scores are added up. */
export const FIELDS = ['title', 'headings', 'description', 'content', 'code'] as const;
export type Field = (typeof FIELDS)[number];

/** A value per field. */
export type PerField<T> = Record<Field, T>;

/** A page's fields as one text each (headings one per line). */
export function fieldTexts(doc: SearchDoc): PerField<string> {
  return {
    title: doc.title,
    headings: doc.headings.join('\n'),
    description: doc.description,
    content: doc.content,
    code: doc.code ?? '',
  };
}

/** A page's fields lower-cased, for counting CJK grams and finding verbatim phrases. */
export function lowerFieldTexts(doc: SearchDoc): PerField<string> {
  const texts = fieldTexts(doc);
  const lower = {} as PerField<string>;
  for (const field of FIELDS) lower[field] = texts[field].toLowerCase();
  return lower;
}

/** What the engine searches of a page: the same at build time and in the browser. */
export function searchDocOf([
  ,
  title,
  description,
  headings,
  content,
  code,
]: CompactPage): SearchDoc {
  return { title, headings: headings.map(([text]) => text), description, content, code };
}
