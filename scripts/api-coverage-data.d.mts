export {
  DEFAULT_OVERRIDES,
  ENTRY_POINTS,
  EXCLUDED,
  MAPPING,
  OTHER_EXPORTS,
  SCHEMAS,
} from './check-api-coverage.mjs';
