// The translation status of docs/zh against docs/en, and the command that records a translation.
// Usage: npm run translations [-- --json | --summary]
//        npm run translations -- sync <page> [#section]   (or: sync --all)
// Exits with 1 on a malformed or orphaned record; stale and untranslated sections are reported only.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceRoute, translationStatus } from '../../lib/translations/status.mjs';
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
  for (const { page, sections } of status.pages) {
    const width = Math.max(...sections.map((section) => section.id.length));
    console.log(page);
    for (const { id, status: state, recorded } of sections) {
      const mark = MARKS[state];
      const when = recorded ? `recorded ${recorded}` : '';
      const source = state === 'current' ? '' : `  ${sourceRoute(page, id)}`;
      console.log(
        `  ${mark} ${id.padEnd(width)}  ${LABELS[state].padEnd(12)}  ${when}${source}`.trimEnd(),
      );
    }
  }
}

/** @param {string[]} args */
function sync(args) {
  if (args[0] === '--all') {
    const { pages, sections } = syncAll(docsDir);
    console.log(`Recorded ${sections} sections of ${pages} pages.`);
    return;
  }
  const [name, sectionArg] = args;
  if (!name) throw new Error('Usage: npm run translations -- sync <page> [#section]');
  const [pageName, inlineSection] = name.split('#');
  const section = (sectionArg ?? inlineSection)?.replace(/^#/, '') || undefined;
  const page = resolvePage(docsDir, pageName);
  const ids = syncPage(docsDir, page, { section });
  console.log(`Recorded ${page}: ${ids.map((id) => `#${id}`).join(', ') || 'no sections'}.`);
}

const args = process.argv.slice(2);
try {
  if (args[0] === 'sync') sync(args.slice(1));
  else {
    const status = translationStatus(docsDir);
    if (args.includes('--json')) console.log(JSON.stringify(status, null, 2));
    else {
      if (!args.includes('--summary')) printStatus(status);
      console.log(summary(status));
    }
    for (const problem of status.problems) console.error(problem);
    if (status.problems.length) process.exitCode = 1;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
