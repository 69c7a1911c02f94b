// Rspress's own Node helpers (2.0.22) that the site's configuration and build plugins call, from
// files of `@rspress/core` and `@rspress/shared` that are not their public API. config/ and
// plugins/ reach Rspress internals here, and the build's swaps of the theme's modules live in
// ./theme/; theme/upstream/ is the browser's side, and the build imports nothing of the theme
// (CONTRIBUTING.md, Layers).

// Turns a preset icon name into the theme's SVG markup (config/social.ts labels it).
export { getSocialIcons } from '@rspress/core/dist/node/utils/getSocialIcons.js';
// Rspress's own frontmatter reader (gray-matter 4 with js-yaml 3's YAML 1.1 safe schema, as
// loadFrontMatter in @rspress/shared/node-utils calls it): plugins/frontmatterCheck.ts reads the
// values a page will get with it, Dates and sexagesimal numbers included.
export { grayMatter } from '@rspress/shared/gray-matter';
