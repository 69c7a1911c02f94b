// The theme's built-in interface texts of the installed Rspress, by key and language: one module of
// @rspress/core that is not its public API. scripts/checks/check-ui-labels.mjs accepts a label the
// docs quote when the theme shows it; tests/unit/interface-texts.test.ts lists what a reader sees.
export { DEFAULT_I18N_TEXT } from '@rspress/core/dist/node/runtimeModule/DEFAULT_I18N_TEXT.js';
