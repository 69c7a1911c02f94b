// The content checks of `npm run check:docs`, as the runner runs them: those of the registry
// (lib/content-checks.mjs) that run in check:docs, in its order, each on its folder. A prose check
// runs on the folder of every language whose `prose` (site/languages.mjs) is its kind.
import { CONTENT_CHECKS } from '../../../lib/content-checks.mjs';
import { langs, proseOf } from '../../../site/languages.mjs';

/**
 * A check as the runner runs it: on one folder.
 * @typedef {object} DocsCheck
 * @property {string} name    what the summary calls it
 * @property {string} module  the module that exports the report function, from the
 *   repository's root
 * @property {string} report  the exported function: (folder) => CheckReport or a promise of one
 * @property {string} folder  '' for the docs root, or a language folder
 * @property {boolean} [parallel]  run in a second thread beside the others
 */

/**
 * The checks run on folders: a prose check once per language of its kind (named with the language
 * when more than one language has that kind, so each outcome has its own name).
 * @type {DocsCheck[]}
 */
export const DOCS_CHECKS = CONTENT_CHECKS.flatMap((check) => {
  if (check.runs === 'build') return [];
  const { name, module, command } = check;
  const run = { name, module, report: command.report, parallel: command.parallel ?? false };
  if (command.folder === 'docs') return [{ ...run, folder: '' }];
  const matching = langs.filter((lang) => proseOf(lang) === command.folder);
  return matching.map((lang) => ({
    ...run,
    name: matching.length > 1 ? `${name} (${lang})` : name,
    folder: lang,
  }));
});
