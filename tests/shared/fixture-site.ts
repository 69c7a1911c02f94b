/**
 * Builds a small site with the real site configuration (plugins, checks, theme) but its own
 * pages, in a throwaway folder, for tests of what the build does with a given page.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageBin } from '../../upstream/packages.mjs';
import { repoRoot } from './site-files';
import { writeTempTree } from './temp-docs';

/** Rspress's command-line entry, run with this Node. */
export const rspressBin = packageBin('@rspress/core', 'rspress');

export interface FixtureBuild {
  status: number | null;
  log: string;
  /** The HTML files written, relative to `out`. */
  pages: string[];
  out: string;
}

/** The HTML files under `out`, relative to it; none when the build wrote no folder. */
function htmlFiles(out: string): string[] {
  if (!existsSync(out)) return [];
  return readdirSync(out, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.html'));
}

/**
 * Builds `files` (path under the folder → text, pages under `docs/`) with extra `env`; `config` is
 * source text of more configuration entries (`dir` is the fixture's folder there), written after
 * the site's own. `again`: the folder of an earlier call, built again as it is.
 */
export function buildFixtureSite(
  files: Record<string, string>,
  env: Record<string, string> = {},
  config = '',
  again?: string,
): FixtureBuild & { dir: string } {
  if (again) return runFixtureBuild(again, env);
  const dir = writeTempTree('fixture-site', files);
  const source = [
    `import config from ${JSON.stringify(join(repoRoot, 'rspress.config.ts'))};`,
    `import { join } from 'node:path';`,
    `const dir = ${JSON.stringify(dir)};`,
    `export default { ...config, root: ${JSON.stringify(join(dir, 'docs'))}, outDir: ${JSON.stringify(join(dir, 'doc_build'))}, ${config} };`,
  ];
  writeFileSync(join(dir, 'rspress.config.ts'), source.join('\n'));
  // The config names the site's favicon and logo, which live in docs/public. A fixture with public
  // files of its own gets the site's beside them, each linked.
  const publicDir = join(dir, 'docs', 'public');
  if (!existsSync(publicDir)) symlinkSync(join(repoRoot, 'docs', 'public'), publicDir);
  else
    for (const name of readdirSync(join(repoRoot, 'docs', 'public')))
      if (!existsSync(join(publicDir, name)))
        symlinkSync(join(repoRoot, 'docs', 'public', name), join(publicDir, name));
  return runFixtureBuild(dir, env);
}

/** Builds the fixture site in `dir` (written by buildFixtureSite). */
function runFixtureBuild(dir: string, env: Record<string, string>): FixtureBuild & { dir: string } {
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
  return {
    status: result.status,
    log: `${result.stdout}\n${result.stderr}`,
    pages: htmlFiles(out),
    out,
    dir,
  };
}

/**
 * Builds `files` with Rspress alone: `config` is the whole configuration, none of this site's
 * plugins or theme. For tests of what Rspress itself does, which the pages state as fact.
 */
export function buildBareSite(
  files: Record<string, string>,
  config: Record<string, unknown>,
): FixtureBuild & { dir: string } {
  const dir = writeTempTree('bare-site', {
    ...files,
    'rspress.config.mjs': `export default ${JSON.stringify({ root: 'docs', ...config })};\n`,
  });
  const result = spawnSync(process.execPath, [rspressBin, 'build'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, RSPRESS_PERSISTENT_CACHE: 'false', NO_COLOR: '1' },
  });
  const out = join(dir, 'doc_build');
  const log = `${result.stdout}\n${result.stderr}`;
  return { status: result.status, log, pages: htmlFiles(out), out, dir };
}
