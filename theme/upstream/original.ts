// The default theme's public exports (`@rspress/core/theme-original`), for the site's theme entry
// and the overrides in theme/overrides/ that wrap or rewrite them. No file outside theme/upstream/
// imports the original theme (tests/unit/upstream-imports.test.ts): it imports this module.
export * from '@rspress/core/theme-original';
