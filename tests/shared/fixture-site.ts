/**
 * Builds a small site with the real site configuration (plugins, checks, theme) but its own
 * pages, in a throwaway folder, for tests of what the build does with a given page.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './site-files';
import { writeTempTree } from './temp-docs';

/** Rspress's command-line entry, run with this Node. */
export const rspressBin = join(repoRoot, 'node_modules', '@rspress', 'core', 'bin', 'rspress.js');

export interface FixtureBuild {
  status: number | null;
  log: string;
  /** The HTML files written, relative to `out`. */
  pages: string[];
  out: string;
}

/** Builds `files` (path under the folder → text, pages under `docs/`) with extra `env`. */
export function buildFixtureSite(
  files: Record<string, string>,
  env: Record<string, string> = {},
): FixtureBuild {
  const dir = writeTempTree('fixture-site', files);
  const config = [
    `import config from ${JSON.stringify(join(repoRoot, 'rspress.config.ts'))};`,
    `export default { ...config, root: ${JSON.stringify(join(dir, 'docs'))}, outDir: ${JSON.stringify(join(dir, 'doc_build'))} };`,
  ];
  writeFileSync(join(dir, 'rspress.config.ts'), config.join('\n'));
  // The config names the site's favicon and logo, which live in docs/public.
  symlinkSync(join(repoRoot, 'docs', 'public'), join(dir, 'docs', 'public'));
  // Rspress's own entry under Node, not `npx rspress`: npx adds a third of a second per build.
  const result = spawnSync(
    process.execPath,
    [rspressBin, 'build', '-c', join(dir, 'rspress.config.ts')],
    {
      cwd: repoRoot,
      encoding: 'utf8',
      // A fixture must not read or write the site's own build cache.
      env: { ...process.env, RSPRESS_PERSISTENT_CACHE: 'false', NO_COLOR: '1', ...env },
    },
  );
  const out = join(dir, 'doc_build');
  const pages = existsSync(out)
    ? readdirSync(out, { recursive: true })
        .map(String)
        .filter((f) => f.endsWith('.html'))
    : [];
  return { status: result.status, log: `${result.stdout}\n${result.stderr}`, pages, out };
}
