import { dirname, relative, sep } from 'node:path';

/**
 * How the upstream module at `importer` imports our module at `target` in a source rewrite:
 * relative, never absolute. The bundler names an import's variable after its specifier
 * (`_work_main_theme_upstream_safeDecode_ts__rspack_import_0`); the minifier renames it, yet the
 * letters of the old name still decide the order in which it hands out short names, so an
 * absolute path made different scripts in checkouts at different paths (check:reproducible).
 */
export function importFrom(importer: string, target: string): string {
  const path = relative(dirname(importer), target).split(sep).join('/');
  return path.startsWith('.') ? path : `./${path}`;
}
