// `npm run upgrade-check`: would the newest Rspress break this site? Clones the repository into a
// scratch folder (uncommitted changes laid over it; this folder's node_modules stays as it is),
// installs the registry's newest @rspress/core and @rspress/plugin-* there, builds, runs each
// workaround's test and prints, per manifest entry:
//   still needed  its test passes with the fix, and fails (or was not re-run) without it;
//   now broken    its test fails with the fix: the fix or the site needs work before upgrading;
//   obsolete      its test passes with the fix switched off: the fix can go.
// Only CSS fixes can be switched off by a script (their files are emptied, one build for all);
// the others say "not re-run without the fix". Exit code 1 when an entry is broken or the build
// fails. Usage: node scripts/runners/upgrade-check.mjs [--version <core version>] [--keep]
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import '../../lib/typescript-imports.mjs';

/** The manifest of workarounds, from the repository root: the one place this script reads it. */
export const MANIFEST = 'upstream/theme/workarounds.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** @typedef {'still needed' | 'now broken' | 'obsolete'} Verdict */

/**
 * @typedef {object} Entry
 * @property {string} fault
 * @property {string[]} files
 * @property {string} test
 */

/**
 * The verdict on one entry from its test's results.
 * @param {boolean} passesWithFix
 * @param {boolean | undefined} passesWithoutFix  undefined when the fix cannot be switched off
 * @returns {{ verdict: Verdict, note: string }}
 */
export function verdictOf(passesWithFix, passesWithoutFix) {
  if (!passesWithFix) return { verdict: 'now broken', note: 'its test fails with the fix' };
  if (passesWithoutFix === true)
    return { verdict: 'obsolete', note: 'its test passes with the fix switched off' };
  if (passesWithoutFix === false)
    return { verdict: 'still needed', note: 'its test fails without the fix' };
  return { verdict: 'still needed', note: 'its test passes with the fix; not re-run without it' };
}

/** A fix the script can switch off: CSS files only, emptied. */
export const canSwitchOff = (/** @type {Entry} */ entry) =>
  entry.files.length > 0 && entry.files.every((file) => file.endsWith('.css'));

/**
 * Runs a command in `cwd`, its output to this process's stderr; returns whether it succeeded.
 * @param {string} cwd
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 */
function run(cwd, command, args, env = process.env) {
  process.stderr.write(`\n$ ${command} ${args.join(' ')}\n`);
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 2, 2], env });
  return result.status === 0;
}

/** The registry's newest version of a package. */
function newestVersion(/** @type {string} */ name) {
  const result = spawnSync('npm', ['view', name, 'version'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`npm view ${name} version failed: ${result.stderr}`);
  return result.stdout.trim();
}

/**
 * The repository as it is now: a clone (so the build has the history it dates pages by), with the
 * work tree's uncommitted and untracked files laid over it.
 * @param {string} to  an empty folder
 */
function copyRepository(to) {
  if (!run(repoRoot, 'git', ['clone', '--quiet', '--no-hardlinks', repoRoot, to]))
    throw new Error(`git clone into ${to} failed`);
  const changed = spawnSync(
    'git',
    ['ls-files', '-z', '--modified', '--others', '--exclude-standard'],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  for (const file of changed.stdout.split('\0').filter(Boolean)) {
    mkdirSync(dirname(join(to, file)), { recursive: true });
    if (existsSync(join(repoRoot, file))) cpSync(join(repoRoot, file), join(to, file));
    else rmSync(join(to, file), { force: true });
  }
}

/**
 * The manifest's entries, imported as TypeScript through the shared hooks
 * (lib/typescript-imports.mjs), since Node runs no TypeScript by itself.
 * @param {string} dir
 * @returns {Promise<Entry[]>}
 */
async function readManifest(dir) {
  return (await import(pathToFileURL(join(dir, MANIFEST)).href)).workarounds;
}

/**
 * Runs each distinct test once in `dir`; returns pass or fail per test path.
 * @param {string} dir
 * @param {string[]} tests
 * @param {string} port
 */
function runTests(dir, tests, port) {
  /** @type {Map<string, boolean>} */
  const results = new Map();
  const env = { ...process.env, E2E_PORT: port };
  for (const test of new Set(tests)) {
    const ok = test.startsWith('tests/e2e/')
      ? run(dir, 'npx', ['playwright', 'test', test, '--workers=1'], env)
      : run(dir, 'npx', ['rstest', 'run', test], env);
    results.set(test, ok);
    // As it goes, so a long run that is stopped still says what it learnt.
    console.log(`  ${test}: ${ok ? 'passes' : 'fails'}`);
  }
  return results;
}

async function main() {
  const { values } = parseArgs({
    options: {
      version: { type: 'string' },
      keep: { type: 'boolean', default: false },
      port: { type: 'string', default: process.env.E2E_PORT ?? '4520' },
    },
  });
  const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
  /** @type {Record<string, string>} */
  const current = { ...pkg.dependencies, ...pkg.devDependencies };
  const names = Object.keys(current).filter(
    (name) => name === '@rspress/core' || name.startsWith('@rspress/plugin-'),
  );
  const targets = names.map((name) => {
    const version =
      name === '@rspress/core' && values.version ? values.version : newestVersion(name);
    return { name, from: current[name], to: version };
  });

  const scratch = mkdtempSync(join(tmpdir(), 'upgrade-check-'));
  console.log(`Scratch copy: ${scratch}`);
  for (const { name, from, to } of targets) console.log(`  ${name}: ${from} → ${to}`);
  copyRepository(scratch);

  const installed =
    run(scratch, 'npm', ['ci', '--no-audit', '--no-fund']) &&
    run(scratch, 'npm', [
      'install',
      '--no-audit',
      '--no-fund',
      '--save-exact',
      ...targets.map(({ name, to }) => `${name}@${to}`),
    ]);
  const entries = await readManifest(scratch);
  const built = installed && run(scratch, 'npm', ['run', 'build']);
  const withFix = built
    ? runTests(
        scratch,
        entries.map((entry) => entry.test),
        values.port,
      )
    : new Map();

  // Second build with every CSS fix emptied; their tests again.
  const switchable = entries.filter(canSwitchOff);
  /** @type {Map<string, boolean>} */
  let withoutFix = new Map();
  if (built && switchable.length) {
    for (const file of new Set(switchable.flatMap((entry) => entry.files)))
      writeFileSync(join(scratch, file), '/* switched off by the upgrade check */\n');
    if (run(scratch, 'npm', ['run', 'build']))
      withoutFix = runTests(
        scratch,
        switchable.map((entry) => entry.test),
        values.port,
      );
  }

  const core = targets.find(({ name }) => name === '@rspress/core');
  console.log(`\nUpgrade check against @rspress/core ${core?.to} (manifest: ${MANIFEST})`);
  if (!installed) console.log('The install failed: every entry is unknown.');
  else if (!built) console.log('The build failed: every entry is unknown.');
  let broken = !installed || !built;
  for (const entry of entries) {
    if (!built) {
      console.log(`  unknown       ${entry.fault}`);
      continue;
    }
    const { verdict, note } = verdictOf(
      withFix.get(entry.test) ?? false,
      canSwitchOff(entry) ? withoutFix.get(entry.test) : undefined,
    );
    if (verdict === 'now broken') broken = true;
    console.log(`  ${verdict.padEnd(13)} ${entry.fault}\n                (${entry.test}: ${note})`);
  }
  if (values.keep) console.log(`\nKept ${scratch}`);
  else rmSync(scratch, { recursive: true, force: true });
  process.exitCode = broken ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
