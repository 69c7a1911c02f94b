// The Agent-Friendly Docs scorecard (afdocs) of the production build, for each language's home
// page. Builds nothing: serves doc_build/ as the hosts do and prints the checker's scorecard.
// Prints figures; never fails on them.
// Usage: npm run build && npm run bench:agents [-- --verbose]
// The first run installs the checker, pinned, into bench/tools/afdocs/ (bench/tools/install.mjs).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { htmlFiles } from '../scripts/serve/build-output.mjs';
import { serveBuild } from '../scripts/serve/serve-build.mjs';
import { langPrefix, langs } from '../site/languages.mjs';
import { packageDir } from '../upstream/packages.mjs';
import { benchTool } from './tools/install.mjs';

const OUT = 'doc_build';
const extraArgs = process.argv.slice(2);

if (!existsSync(join(OUT, 'index.html'))) {
  console.error(`${OUT}/ holds no build. Run \`npm run build\` first.`);
  process.exit(1);
}

// The production origin, as the build wrote it into the home page's canonical link (from
// siteOrigin in site/links.ts); the checker rewrites links on it to the local server.
const home = readFileSync(join(OUT, 'index.html'), 'utf8');
const canonical = home.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
if (!canonical) throw new Error(`${OUT}/index.html has no canonical link to read the origin from`);
const canonicalOrigin = new URL(canonical).origin;

/** Pages of one language, 404 excluded: the checker must be allowed to follow a link to each. */
function pageCount(/** @type {import('../site/languages.mjs').Lang} */ lang) {
  const prefix = langPrefix(lang).replace(/^\//, '');
  const otherPrefixes = langs
    .map((other) => langPrefix(other).replace(/^\//, ''))
    .filter((other) => other && other !== prefix);
  return htmlFiles(OUT).filter((file) => {
    const path = relative(OUT, file).split(sep).join('/');
    if (path.endsWith('404.html')) return false;
    if (prefix) return path.startsWith(`${prefix}/`);
    return !otherPrefixes.some((other) => path.startsWith(`${other}/`));
  }).length;
}

// The checker is no dependency of the site: bench/tools/afdocs/ pins it and is installed on first
// use. The package exports no bin path; its command is the installed one.
const afdocs = packageDir('afdocs', benchTool('afdocs'));
const bin = join(afdocs, 'bin/afdocs.mjs');
// afdocs declares a Node range of its own; npm's install warns when this Node is outside it.
const { version, engines } = JSON.parse(readFileSync(join(afdocs, 'package.json'), 'utf8'));
console.log(
  `afdocs ${version} (declares node ${engines?.node ?? 'any'}) on Node ${process.version}`,
);

/** Runs the checker on one start page and streams its scorecard. */
function check(/** @type {string} */ url, /** @type {number} */ maxLinks) {
  const args = [
    bin,
    'check',
    url,
    '--format',
    'scorecard',
    '--sampling',
    'deterministic',
    '--max-links',
    String(maxLinks),
    '--canonical-origin',
    canonicalOrigin,
    ...extraArgs,
  ];
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', fail);
    // afdocs exits non-zero when a check fails; that is a figure to read, not an error here.
    child.once('exit', (code) => done(code));
  });
}

const server = await serveBuild({ dir: OUT, port: 0 });
try {
  for (const lang of langs) {
    const path = `${langPrefix(lang)}/`;
    const pages = pageCount(lang);
    console.log(`\n=== ${path} (${lang}, ${pages} pages, canonical origin ${canonicalOrigin}) ===`);
    await check(`${server.url}${path}`, pages);
  }
} finally {
  await server.close();
}
