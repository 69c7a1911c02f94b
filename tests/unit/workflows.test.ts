// The pull-request workflow runs exactly `npm test`'s steps, split into jobs; the workflow check
// catches a malformed workflow with its file and line; Renovate groups every Rstack package the
// project pins; the upgrade check reads the manifest from a path that exists and judges entries.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from '@rstest/core';
import { parse } from 'yaml';
import { workflowFindings } from '../../scripts/check-workflows.mjs';
import { TEST_STEPS } from '../../scripts/test-all.mjs';
import { canSwitchOff, MANIFEST, verdictOf } from '../../scripts/upgrade-check.mjs';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));

/** The `npm run` scripts of a command line joined by `&&`. */
const npmRuns = (line: string) =>
  line
    .split('&&')
    .map((part) => /^npm run (\S+)$/.exec(part.trim())?.[1])
    .filter((name): name is string => Boolean(name));

interface Job {
  needs?: unknown;
  steps: { run?: string }[];
}
const workflow: { on: Record<string, unknown>; jobs: Record<string, Job> } = parse(
  readFileSync('.github/workflows/test.yml', 'utf8'),
);

describe('the pull-request workflow', () => {
  it('runs on pull requests', () => {
    expect(Object.keys(workflow.on)).toContain('pull_request');
  });

  it("runs each of npm test's steps once, in jobs that run side by side", () => {
    // `build` prepares a job's site; it is part of no step's meaning, so it is not counted.
    const steps = Object.values(workflow.jobs).flatMap((job) =>
      job.steps.flatMap((step) => npmRuns(step.run ?? '')).filter((name) => name !== 'build'),
    );
    expect([...steps].sort()).toEqual([...TEST_STEPS].sort());
    for (const job of Object.values(workflow.jobs)) expect(job.needs).toBeUndefined();
  });

  it('runs on a test machine like .ci/run', () => {
    for (const job of Object.values(workflow.jobs)) {
      const runs = job.steps.map((step) => step.run);
      expect(runs).toContain('node scripts/test-machine.mjs');
      expect(runs).toContain('npm ci --no-audit --no-fund');
    }
  });
});

describe('the workflow check', () => {
  it('is part of npm run check', () => {
    expect(pkg.scripts.check).toContain('node scripts/check-workflows.mjs');
  });

  it('passes a valid workflow and names the file and line of a wrong key', () => {
    const valid = [
      'on: push',
      'jobs:',
      '  a:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - run: echo',
    ].join('\n');
    expect(workflowFindings('w.yml', valid)).toEqual([]);
    const findings = workflowFindings('w.yml', valid.replace('runs-on', 'runs-onn'));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatch(/^w\.yml:3: .* at \/jobs\/a$/);
  });
});

describe('Renovate', () => {
  const renovate: { packageRules: { groupName?: string; matchPackageNames?: string[] }[] } =
    JSON.parse(readFileSync('renovate.json', 'utf8'));
  const matches = (pattern: string, name: string) =>
    pattern.endsWith('/**') ? name.startsWith(pattern.slice(0, -2)) : pattern === name;

  it('puts every pinned Rspress, Rsbuild, Rspack and Rstest package in one group', () => {
    const pinned = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies, ...pkg.overrides });
    const rstack = pinned.filter((name) => /^@(rspress|rsbuild|rspack|rstest)\//.test(name));
    expect(rstack.length).toBeGreaterThan(5);
    const groups = rstack.map(
      (name) =>
        renovate.packageRules.find((rule) =>
          rule.matchPackageNames?.some((pattern) => matches(pattern, name)),
        )?.groupName,
    );
    expect(new Set(groups)).toEqual(new Set(['Rstack']));
  });
});

describe('the upgrade check', () => {
  it('reads a manifest that exists', () => {
    expect(existsSync(MANIFEST)).toBe(true);
  });

  it('judges an entry by its test with and without the fix', () => {
    expect(verdictOf(false, undefined).verdict).toBe('now broken');
    expect(verdictOf(false, true).verdict).toBe('now broken');
    expect(verdictOf(true, true).verdict).toBe('obsolete');
    expect(verdictOf(true, false)).toEqual({
      verdict: 'still needed',
      note: 'its test fails without the fix',
    });
    expect(verdictOf(true, undefined)).toEqual({
      verdict: 'still needed',
      note: 'its test passes with the fix; not re-run without it',
    });
  });

  it('switches off only fixes made of CSS files', () => {
    expect(canSwitchOff({ fault: '', files: ['a.css', 'b.css'], test: '' })).toBe(true);
    expect(canSwitchOff({ fault: '', files: ['a.css', 'B.tsx'], test: '' })).toBe(false);
    expect(canSwitchOff({ fault: '', files: [], test: '' })).toBe(false);
  });
});
