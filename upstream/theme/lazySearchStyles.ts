/**
 * The theme's search panel is code loaded when the reader first opens it, yet Rspress 2.0.22 puts
 * the stylesheets its modules import into the one stylesheet every page loads first (a share of
 * its budget: bench/NOTES.md, "Search panel styles in every page"). Each of those modules (upstreamModulePaths.searchPanelStyled in ./build.ts)
 * loses its stylesheet import here, and theme/search/useSearchPanel.ts adds the same files' text
 * when the panel's code arrives (theme/upstream/searchPanel.ts). A module without such an import
 * fails the build.
 */

const STYLE_IMPORT = /^import "\.\/[\w-]+\.css";\n/m;

/** `code` of the upstream module `path` without its stylesheet import. */
export function dropStyleImport(code: string, path: string): string {
  if (!STYLE_IMPORT.test(code))
    throw new Error(
      `${path} no longer imports a stylesheet: re-check upstreamModulePaths.searchPanelStyled in upstream/theme/build.ts (workaround "lazy-search-styles")`,
    );
  return code.replace(STYLE_IMPORT, '');
}
