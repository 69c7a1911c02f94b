/**
 * Rspress 2.0.22's theme reads and writes `localStorage` without a guard (the appearance setting,
 * tab groups, the GitHub stars cache: useStorageValue.js). With site data blocked the first read
 * throws a SecurityError inside an effect and React unmounts the app: every page turned white once
 * its scripts ran. Each such module (upstreamModulePaths.storage in ./build.ts) gets a
 * module-scoped `localStorage` that never throws (../storage/guardedStorage.ts); nothing else in
 * it changes. A module that no longer uses `localStorage` fails the build.
 */
import { fileURLToPath } from 'node:url';

const guardedStorageModule = fileURLToPath(
  new URL('../../theme/storage/guardedStorage.ts', import.meta.url),
);

/** The import that shadows the global `localStorage` in one module. */
export const GUARDED_STORAGE_IMPORT = `import { guardedLocalStorage as localStorage } from ${JSON.stringify(guardedStorageModule)};\n`;

/** `code` of the upstream module `path` with the guarded storage in scope. */
export function guardStorage(code: string, path: string): string {
  if (!/\blocalStorage\./.test(code))
    throw new Error(
      `${path} no longer uses localStorage: re-check upstreamModulePaths.storage in upstream/theme/build.ts (workaround "guarded-storage")`,
    );
  return GUARDED_STORAGE_IMPORT + code;
}

const APPEARANCE_READ = "localStorage.getItem('rspress-theme-appearance')";

/**
 * The appearance script Rspress puts inline in every page's head reads `localStorage` unguarded
 * too: with storage blocked it stopped before applying a dark preference (and logged an error).
 * The read is wrapped in a try; the script otherwise stays the theme's. Throws when the head has
 * no such script any more.
 */
export function guardAppearanceScript(script: string): string {
  if (!script.includes(APPEARANCE_READ))
    throw new Error(
      `The inline appearance script no longer reads ${APPEARANCE_READ} (workaround "guarded-storage", upstream/theme/guardStorage.ts)`,
    );
  return script.replace(
    APPEARANCE_READ,
    `(function(){try{return ${APPEARANCE_READ}}catch(e){return null}})()`,
  );
}

interface HeadTag {
  tag: string;
  children?: string;
}

/** Rsbuild's `html.tags` handler: the appearance script guarded, every other tag as it was. */
export function guardAppearanceTags<Tag extends HeadTag>(tags: Tag[]): Tag[] {
  const isAppearance = (tag: Tag) =>
    tag.tag === 'script' && tag.children?.includes('rspress-theme-appearance');
  if (!tags.some(isAppearance))
    throw new Error(
      'The page head has no inline appearance script (workaround "guarded-storage", upstream/theme/guardStorage.ts)',
    );
  return tags.map((tag) =>
    isAppearance(tag) ? { ...tag, children: guardAppearanceScript(tag.children ?? '') } : tag,
  );
}
