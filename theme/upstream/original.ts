// The default theme's public exports (`@rspress/core/theme-original`), for the site's theme entry
// and the overrides in theme/overrides/ that wrap or rewrite them. The one module outside
// theme/upstream/ that could name the package's original theme is none: import it from here.
export * from '@rspress/core/theme-original';
