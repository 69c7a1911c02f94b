import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { packageBin } from '../../upstream/packages.mjs';
import { fileToRoute, repoRoot } from '../shared/site-files';
import { expect, test } from './fixtures';

// `rspress dev` on a copy of the site, so the test can edit pages without touching the checkout.
const COPY_SKIP = new Set([
  'node_modules',
  '.git',
  'doc_build',
  'test-results',
  'playwright-report',
]);
const PAGE = 'guide/start/introduction.mdx';
const preferredPort = Number(process.env.E2E_PORT ?? 4173) + 100;

let site = '';
let server: ChildProcess | undefined;
let devURL = '';
let serverOutput = '';

/** Starts the dev server and resolves with the address it prints (it may pick another port). */
function startDevServer(cwd: string): Promise<string> {
  const rspress = packageBin('@rspress/core', 'rspress');
  server = spawn(process.execPath, [rspress, 'dev', '--port', String(preferredPort)], {
    cwd,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      serverOutput += chunk.toString();
      const local = /Local:\s+(http:\/\/\S+?)\/?\s/.exec(serverOutput);
      if (local) resolve(local[1]);
    };
    server?.stdout?.on('data', read);
    server?.stderr?.on('data', read);
    server?.once('exit', (code) =>
      reject(new Error(`rspress dev exited with ${code}:\n${serverOutput}`)),
    );
  });
}

/** Waits until the dev server answers: on a busy machine it prints its address before it does. */
async function waitUntilServing(url: string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (server?.exitCode != null)
      throw new Error(`rspress dev exited with ${server.exitCode}:\n${serverOutput}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((done) => setTimeout(done, 500));
    }
  }
  throw new Error(`rspress dev did not answer at ${url}:\n${serverOutput}`);
}

test.describe('rspress dev', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  // The shared fixture checks requests against the dev server's origin, known once it has started.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  test.use({ baseURL: async ({}, use) => use(devURL) });

  test.beforeAll(async () => {
    // Hooks have their own time limit; starting the server on a busy machine takes a while.
    test.setTimeout(180_000);
    site = mkdtempSync(join(tmpdir(), 'rspress-dev-'));
    cpSync(repoRoot, site, {
      recursive: true,
      filter: (source) => !COPY_SKIP.has(relative(repoRoot, source).split(sep)[0]),
    });
    symlinkSync(join(repoRoot, 'node_modules'), join(site, 'node_modules'), 'junction');
    devURL = await startDevServer(site);
    await waitUntilServing(devURL);
  });

  test.afterAll(() => {
    server?.kill();
    rmSync(site, { recursive: true, force: true });
  });

  test('shows a Markdown edit in the open page without reloading it', async ({ page }) => {
    // The first request waits for the first compilation.
    await page.goto(fileToRoute(PAGE, 'en'), { timeout: 120_000 });
    await expect(page.locator('.rp-doc h1')).toBeVisible({ timeout: 120_000 });
    // Survives hot updates; a full reload would start a new document without it.
    await page.evaluate(() => {
      (window as Window & { liveEditMarker?: boolean }).liveEditMarker = true;
    });

    const file = join(site, 'docs', 'en', PAGE);
    const original = readFileSync(file, 'utf8');
    // Several edits in a row: each one regenerates the site data that a reload used to follow.
    for (const edit of [1, 2, 3]) {
      const text = `Live edit number ${edit}.`;
      writeFileSync(
        file,
        original.replace(/^# .*$/m, (heading) => `${heading}\n\n${text}`),
      );
      await expect(page.locator('.rp-doc').getByText(text)).toBeVisible({ timeout: 30_000 });
    }
    const survived = await page.evaluate(
      () => (window as Window & { liveEditMarker?: boolean }).liveEditMarker,
    );
    expect(survived, 'the page was reloaded instead of updated in place').toBe(true);
  });
});
