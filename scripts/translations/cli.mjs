// The translation status of each translated language against the default one, and the command that
// records a translation. Usage: npm run translations [-- --json | --summary]
//        npm run translations -- sync [<lang>/]<page> [#section]   (or: sync --all)
// Exits with 1 on a malformed or orphaned record; stale and untranslated sections are reported only.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  sourceRoute,
  TRANSLATED_LANGS,
  translationStatus,
} from '../../lib/translations/status.mjs';
import { summary } from './report.mjs';
import { resolvePage, syncAll, syncPage } from './sync.mjs';

const docsDir = resolve(
  process.env.TRANSLATIONS_DOCS_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '../../docs'),
);
/** @typedef {ReturnType<typeof translationStatus>} Status */
/** @typedef {Status['pages'][number]['sections'][number]['status']} SectionState */

/** @type {Record<SectionState, string>} */
const LABELS = { current: 'up to date', stale: 'stale', untranslated: 'untranslated' };
/** @type {Record<SectionState, string>} */
const MARKS = { current: ' ', stale: '!', untranslated: '+' };

/** @param {Status} status */
function printStatus(status) {
  console.log(`${status.lang}:`);
  for (const { page, sections } of status.pages) {
    const width = Math.max(...sections.map((section) => section.id.length));
    console.log(`  ${page}`);
    for (const { id, status: state, recorded } of sections) {
      const mark = MARKS[state];
      const when = recorded ? `recorded ${recorded}` : '';
      const source = state === 'current' ? '' : `  ${sourceRoute(page, id)}`;
      console.log(
        `    ${mark} ${id.padEnd(width)}  ${LABELS[state].padEnd(12)}  ${when}${source}`.trimEnd(),
      );
    }
  }
}

/** @param {string[]} args */
function sync(args) {
  if (args[0] === '--all') {
    for (const lang of TRANSLATED_LANGS) {
      const { pages, sections } = syncAll(docsDir, lang);
      console.log(`Recorded ${sections} sections of ${pages} pages in ${lang}.`);
    }
    return;
  }
  const [name, sectionArg] = args;
  if (!name) throw new Error('Usage: npm run translations -- sync [<lang>/]<page> [#section]');
  const [pageName, inlineSection] = name.split('#');
  const section = (sectionArg ?? inlineSection)?.replace(/^#/, '') || undefined;
  const { lang, page } = resolvePage(docsDir, pageName);
  const ids = syncPage(docsDir, lang, page, { section });
  console.log(
    `Recorded ${lang}/${page}: ${ids.map((id) => `#${id}`).join(', ') || 'no sections'}.`,
  );
}

const args = process.argv.slice(2);
try {
  if (args[0] === 'sync') sync(args.slice(1));
  else {
    const statuses = TRANSLATED_LANGS.map((lang) => translationStatus(docsDir, lang));
    if (args.includes('--json')) console.log(JSON.stringify(statuses, null, 2));
    else
      for (const status of statuses) {
        if (!args.includes('--summary')) printStatus(status);
        console.log(summary(status));
      }
    const problems = statuses.flatMap((status) => status.problems);
    for (const problem of problems) console.error(problem);
    if (problems.length) process.exitCode = 1;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
