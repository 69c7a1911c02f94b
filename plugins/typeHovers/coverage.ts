// Everything this feature reads from the API coverage check, in one module, so that a move of the
// check (or of its data) is one edit here.
export {
  ENTRY_POINTS,
  expectedOptions,
  MAPPING,
  optionId,
} from '../../scripts/api-coverage/index.mjs';
