/**
 * The theme's page searcher (`Search/logic/search.js`, 2.0.22) as the build ships it, with the
 * rewrite of upstream/theme/boundedPageRows.ts or without it, run in Node over hits a test gives:
 * its provider is a stub and its imports are handed in (the theme's modules it imports have none
 * of their own). The theme's lower-casing is counted: how much text one key press reads.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { contentRows, normalizedText } from '../../theme/search/contentRows';
import { upstreamModulePaths } from '../../upstream/theme/build';

type Exports = Record<string, unknown>;

/** The exports of an ES module's text, run as a function body with `imports` in scope. */
function evaluate(code: string, imports: Exports = {}): Exports {
  const exported = /^export \{([^}]*)\};?\s*$/m.exec(code);
  if (!exported) throw new Error('the module has no export list');
  const names = exported[1].split(',').map((part) => {
    const [local, name = local] = part.trim().split(/\s+as\s+/);
    return `${JSON.stringify(name)}: ${local}`;
  });
  const body = `${code.replace(/^import .*$/gm, '').replace(exported[0], '')}\nreturn { ${names.join(', ')} };`;
  return new Function(...Object.keys(imports), body)(...Object.values(imports)) as Exports;
}

export interface SearchHit {
  title: string;
  routePath: string;
  content: string;
  toc: { text: string; id: string; depth: number; charIndex: number }[];
}

export interface SearcherRun {
  rows: { type: string; statement?: string; header: string; link: string }[];
  /** Characters the searcher lower-cased to answer the query. */
  lowered: number;
}

interface Searcher {
  match: (query: string) => Promise<{ result: SearcherRun['rows'] }[]>;
}

/** `match(query)` of the page searcher over `hits`, its module's text passed through `rewrite`. */
export async function runSearcher(
  hits: SearchHit[],
  query: string,
  rewrite: (code: string, path: string) => string = (code) => code,
): Promise<SearcherRun> {
  const path = upstreamModulePaths.pageSearcher;
  const sibling = (name: string) => evaluate(readFileSync(join(dirname(path), name), 'utf8'));
  const util = sibling('util.js');
  const normalize = util.normalizeTextCase as (text: string) => string;
  let lowered = 0;
  class LocalProvider {
    async init() {}
    async search() {
      return [{ index: 'default', hits }];
    }
  }
  const { PageSearcher } = evaluate(rewrite(readFileSync(path, 'utf8'), path), {
    LOCAL_INDEX: sibling('Provider.js').LOCAL_INDEX,
    LocalProvider,
    RenderType: sibling('types.js').RenderType,
    backTrackHeaders: util.backTrackHeaders,
    byteToCharIndex: util.byteToCharIndex,
    getStrByteLength: util.getStrByteLength,
    normalizeTextCase: (text: string) => {
      lowered += text.length;
      return normalize(text);
    },
    __siteContentRows: contentRows,
    __siteNormalizedText: normalizedText,
  }) as { PageSearcher: new (options: object) => Searcher };
  const [group] = await new PageSearcher({ indexName: 'default' }).match(query);
  return { rows: group.result, lowered };
}
