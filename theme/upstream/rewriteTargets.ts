// The theme components that the tree rewrites of theme/overrides/ change, as the installed package
// builds them (internal modules of @rspress/core): tests/dom/rewrites.test.ts renders each one with
// its rewrite. No page imports this module; the site reaches them through ./original.ts.
export { HomeBackground } from '@rspress/core/dist/theme/components/HomeBackground/index.js';
export { HomeHero } from '@rspress/core/dist/theme/components/HomeHero/index.js';
export { LlmsCopyButton } from '@rspress/core/dist/theme/components/Llms/LlmsCopyButton.js';
export { NavTitle } from '@rspress/core/dist/theme/components/NavTitle/index.js';
export { DocLayout } from '@rspress/core/dist/theme/layout/DocLayout/index.js';
