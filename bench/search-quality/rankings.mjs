// Every ranking the engine gives, printed in full, for telling whether a change moved any: each
// query of queries-{en,zh}.json and every prefix of it (what the panel searches while it is typed),
// plus hostile input (symbols, markup, a query of one letter repeated, a pasted page of text), with
// each hit's route and score and the positions marked in its content and title. Run it before and
// after a change and compare the outputs (`diff`); identical output means identical rankings.
// Usage: node bench/search-quality/rankings.mjs [--dir doc_build] [--theme theme/search] > out.txt
// (--theme: another checkout's theme/search folder, for the engine before a change).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { LANGS } from '../search-lib.mjs';
import { compactIndex, engineFor, loadEngine } from './load-engine.mjs';

const argument = (/** @type {string} */ name) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
};
const dir = argument('dir') ?? 'doc_build';
const theme = argument('theme');
const loaded = await loadEngine(theme ? `${resolve(theme)}/` : undefined);

/** @param {string} lang */
const qualityQueries = (lang) =>
  /** @type {{ query: string }[]} */ (
    JSON.parse(readFileSync(new URL(`./queries-${lang}.json`, import.meta.url), 'utf8'))
  ).map(({ query }) => query);

/** @param {string} text  every prefix of a text, itself included */
const prefixes = (text) => Array.from({ length: text.length }, (_, i) => text.slice(0, i + 1));

/** @param {string} lang */
function queriesOf(lang) {
  const quality = qualityQueries(lang);
  const typed = quality.join(' ').slice(0, 200);
  const hostile = [
    "' OR 1=1 --",
    'sidebar OR 1=1 --',
    'the',
    '.*+?^{}$()|[]\\',
    '<img src=x onerror=alert(1)>',
    'a'.repeat(500),
    'sidebar '.repeat(1250),
    `${quality.join(' ')} `.repeat(20).slice(0, 10_000),
    ...prefixes(typed),
  ];
  return [...new Set([...quality.flatMap(prefixes), ...hostile])];
}

const positions = (/** @type {{ start: number, length: number }[]} */ list) =>
  list
    .slice(0, 20)
    .map(({ start, length }) => `${start}+${length}`)
    .join(' ');

for (const lang of LANGS) {
  const index = compactIndex(dir, lang);
  const engine = engineFor(loaded, index, lang);
  for (const query of queriesOf(lang)) {
    console.log(
      `[${lang}] ${JSON.stringify(query.length > 80 ? `${query.slice(0, 80)}…` : query)}`,
    );
    for (const { index: page, score } of engine.search(query)) {
      const route = index.pages[page][0];
      console.log(`  ${score.toPrecision(12)} ${route}`);
      console.log(`    content ${positions(engine.positions(page, query))}`);
      console.log(`    title ${positions(engine.titlePositions(page, query))}`);
    }
  }
}
