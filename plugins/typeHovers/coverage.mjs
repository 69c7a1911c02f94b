// What this feature reads from the API coverage check, in one module, so that a move of the check
// (or of its data) is one edit here. Only data and ids: the compiler side (`expectedOptions`) is
// imported by analyze.mjs, in the worker, so that the build's main thread never loads TypeScript.
export { ENTRY_POINTS, EXCLUDED, MAPPING } from '../../lib/api-coverage/data.mjs';
export { optionId } from '../../lib/api-coverage/pages.mjs';
