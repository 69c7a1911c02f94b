// An install command for one package manager fails the content check; the same install in
// PackageManagerTabs, an npm-only report (`npm install --dry-run`) and a CI config pass.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { installCommands } from '../../scripts/checks/check-install-commands.mjs';
import { repoRoot } from '../shared/site-files';
import { writeTempTree } from '../shared/temp-docs';

const fence = '```';

/** Runs the check's command on a docs folder holding one English page. */
function runCheck(page: string) {
  const dir = writeTempTree('install-commands', { 'en/page.mdx': page });
  const result = spawnSync(
    process.execPath,
    [join(repoRoot, 'scripts/checks', 'check-install-commands.mjs'), dir],
    { encoding: 'utf8' },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('install commands', () => {
  it('reports an npm install in a shell block, with its line and the tabs to write', () => {
    const page = ['# Page', '', `${fence}bash`, 'npm add @rspress/plugin-rss -D', fence].join('\n');
    expect(installCommands(page)).toEqual([
      {
        line: 4,
        command: 'npm add @rspress/plugin-rss -D',
        tabs: '<PackageManagerTabs command="install @rspress/plugin-rss -D" />',
      },
    ]);
    const run = runCheck(page);
    expect(run.status).toBe(1);
    expect(run.output).toContain(
      'en/page.mdx:4  "npm add @rspress/plugin-rss -D" shows one package manager',
    );
  });

  it('reports every manager, a prompt, a line inside a longer block and an inline install', () => {
    const page = [
      `${fence}sh`,
      'npx rspress eject HomeFooter',
      '$ pnpm add -D @rsbuild/plugin-sass',
      'yarn install',
      fence,
      '',
      'Add it as a dev dependency (`npm add shiki@4 -D`).',
    ].join('\n');
    expect(installCommands(page).map((f) => `${f.line} ${f.command}`)).toEqual([
      '3 $ pnpm add -D @rsbuild/plugin-sass',
      '4 yarn install',
      '7 npm add shiki@4 -D',
    ]);
  });

  it('passes tabs, npm-only reports, other code and CI configs', () => {
    const page = [
      "import { PackageManagerTabs } from '@rspress/core/theme';",
      '',
      '<PackageManagerTabs command="install -D @rspress/plugin-rss" />',
      '',
      'npm stops there (`npm install --dry-run` shows why) and `npm install` fails.',
      '',
      `${fence}yaml title=".github/workflows/deploy.yml"`,
      '- run: npm install',
      fence,
      `${fence}bash`,
      'npm run build',
      'npx rspress preview',
      fence,
    ].join('\n');
    expect(installCommands(page)).toEqual([]);
    expect(runCheck(page).status).toBe(0);
  });
});
