// The pull-request workflow runs exactly `npm test`'s steps, split into jobs, builds the site in one
// of them and hands the build to the others, and caches npm's and Debian's packages; the workflow
// check catches a malformed workflow with its file and line; Renovate groups every Rstack package
// the project pins; the upgrade check reads the manifest from a path that exists and judges entries.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from '@rstest/core';
import { parse } from 'yaml';
import { workflowFindings } from '../../scripts/checks/check-workflows.mjs';
import { TEST_STEPS } from '../../scripts/runners/test-all.mjs';
import { canSwitchOff, MANIFEST, verdictOf } from '../../scripts/runners/upgrade-check.mjs';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));

/** The `npm run` scripts of a command line joined by `&&`. */
const npmRuns = (line: string) =>
  line
    .split('&&')
    .map((part) => /^npm run (\S+)$/.exec(part.trim())?.[1])
    .filter((name): name is string => Boolean(name));

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Job {
  needs?: string | string[];
  steps: Step[];
}
const workflow: { on: Record<string, unknown>; jobs: Record<string, Job> } = parse(
  readFileSync('.github/workflows/test.yml', 'utf8'),
);
const jobs = Object.entries(workflow.jobs);

/** The scripts that build the site into doc_build/ (the reproducibility check builds it twice). */
const BUILDING_SCRIPTS = ['build', 'check:reproducible'];
/** The steps that test a build and do not make one. */
const BUILD_READERS = ['check:html', 'test:e2e', 'test:engines'];

const runsOf = (job: Job) => job.steps.flatMap((step) => npmRuns(step.run ?? ''));
const builds = (job: Job) =>
  runsOf(job).some((name) => BUILDING_SCRIPTS.includes(name)) ||
  job.steps.some((step) => /\brspress build\b/.test(step.run ?? ''));
const usesAction = (step: Step, action: string) => step.uses?.split('@')[0] === action;
/** The index of a job's first step that matches, or -1. */
const stepIndex = (job: Job, match: (step: Step) => boolean) => job.steps.findIndex(match);

describe('the pull-request workflow', () => {
  it('runs on pull requests', () => {
    expect(Object.keys(workflow.on)).toContain('pull_request');
  });

  it("runs each of npm test's steps once", () => {
    const steps = jobs.flatMap(([, job]) => runsOf(job));
    expect([...steps].sort()).toEqual([...TEST_STEPS].sort());
  });

  it('builds the site in one job only', () => {
    const building = jobs.filter(([, job]) => builds(job)).map(([name]) => name);
    expect(building).toEqual(['build']);
  });

  it('hands the whole build, hidden files included, to the jobs that test it', () => {
    const build = workflow.jobs.build;
    const upload = build.steps.find((step) => usesAction(step, 'actions/upload-artifact'));
    expect(upload?.with).toMatchObject({
      name: 'doc_build',
      path: 'doc_build',
      'include-hidden-files': true,
      'if-no-files-found': 'error',
    });
    const readers = jobs.filter(([, job]) =>
      runsOf(job).some((name) => BUILD_READERS.includes(name)),
    );
    expect(readers.map(([name]) => name).sort()).toEqual(['browser', 'engines', 'html']);
    for (const [, job] of readers) {
      expect(job.needs).toBe('build');
      const download = stepIndex(job, (step) => usesAction(step, 'actions/download-artifact'));
      expect(job.steps[download]?.with).toEqual({ name: 'doc_build', path: 'doc_build' });
      const reads = stepIndex(job, (step) =>
        npmRuns(step.run ?? '').some((name) => BUILD_READERS.includes(name)),
      );
      expect(download).toBeLessThan(reads);
    }
  });

  it('runs every other job side by side, from the start', () => {
    for (const [name, job] of jobs)
      if (!['browser', 'engines', 'html'].includes(name)) expect(job.needs).toBeUndefined();
  });

  it('runs on a test machine like .ci/run', () => {
    for (const job of Object.values(workflow.jobs)) {
      const runs = job.steps.map((step) => step.run);
      expect(runs).toContain('node scripts/machine/test-machine.mjs');
      expect(runs).toContain('npm ci --no-audit --no-fund');
    }
  });

  it("restores npm's and Debian's downloaded packages before installing them", () => {
    for (const [, job] of jobs) {
      const machine = stepIndex(
        job,
        (step) => step.run === 'node scripts/machine/test-machine.mjs',
      );
      const install = stepIndex(job, (step) => step.run === 'npm ci --no-audit --no-fund');
      const archives = stepIndex(job, (step) =>
        (step.run ?? '').includes(
          `echo 'Dir::Cache::Archives "/var/cache/apt-ci/";' > /etc/apt/apt.conf.d/90ci-archives`,
        ),
      );
      const debianCache = stepIndex(job, (step) => usesAction(step, 'actions/cache'));
      const npmCache = stepIndex(job, (step) => usesAction(step, 'actions/setup-node'));
      expect(job.steps[debianCache]?.with).toEqual({
        path: '/var/cache/apt-ci/*.deb',
        // A GitHub expression, not a JavaScript placeholder.
        key: `debian-\${{ hashFiles('scripts/machine/test-machine.mjs') }}`,
        'restore-keys': 'debian-',
      });
      expect(job.steps[npmCache]?.with).toEqual({ cache: 'npm' });
      expect(archives).toBeGreaterThanOrEqual(0);
      expect(Math.max(archives, debianCache)).toBeLessThan(machine);
      expect(npmCache).toBeLessThan(install);
    }
  });
});

describe('the workflow check', () => {
  it('is part of npm run check', () => {
    expect(pkg.scripts.check).toContain('node scripts/checks/check-workflows.mjs');
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
