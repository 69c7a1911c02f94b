import { describe, expect, it } from '@rstest/core';
import { numberRepeats } from '../../theme/components/ScrollRegions/numberRepeats';
import { colourRules } from '../e2e/axe';
import { fullWalk, matrixSteps, sparseWalk } from '../e2e/axeMatrix';
import { colorSchemes, phoneScreens, windowScreens } from '../e2e/screens';

const screens = [...phoneScreens, ...windowScreens];
const steps = matrixSteps();

describe('the axe matrix', () => {
  it('checks every screen in every scheme once', () => {
    const visited = steps.map(({ screen, scheme }) => `${screen.name} ${scheme}`).sort();
    const wanted = screens.flatMap(({ name }) => colorSchemes.map((scheme) => `${name} ${scheme}`));
    expect(visited).toEqual(wanted.sort());
  });

  it('runs every rule in each scheme on a phone or tablet and on a wider window', () => {
    const narrow = (width: number) => width < 1024;
    for (const scheme of colorSchemes) {
      const full = steps.filter((step) => step.scheme === scheme && !step.rules);
      expect(full.some(({ screen }) => narrow(screen.width))).toBe(true);
      expect(full.some(({ screen }) => !narrow(screen.width))).toBe(true);
    }
    for (const { rules } of steps) if (rules) expect(rules).toEqual(colourRules);
  });

  it('visits the phone last and switches the scheme at most once per screen', () => {
    expect(steps.at(-1)?.screen.name).toBe(phoneScreens[0]?.name);
    const switches = steps.filter((step, i) => i > 0 && step.scheme !== steps[i - 1]?.scheme);
    expect(switches.length).toBeLessThanOrEqual(screens.length);
  });
});

describe('the walk of a page outside the sample', () => {
  const walk = sparseWalk(steps).map(
    ({ screen, scheme, axe }) =>
      `${screen.width} ${scheme}: ${axe ? (axe.rules ?? ['every rule']).join(', ') : 'drawn only'}`,
  );

  it('draws every width once, the widest in both schemes, and runs axe at both ends', () => {
    expect(walk).toEqual([
      '1440 light: every rule',
      '1440 dark: color-contrast, link-in-text-block',
      '1280 dark: drawn only',
      '768 dark: drawn only',
      '390 dark: scrollable-region-focusable',
    ]);
  });

  it('is shorter than the walk of a sampled page, which runs axe at every step', () => {
    const full = fullWalk(steps);
    expect(full).toHaveLength(8);
    expect(full.every(({ axe }) => axe !== undefined)).toBe(true);
  });
});

describe('names of scrolling regions', () => {
  const number = (name: string, n: number) => `${name} (${n})`;

  it('number the repeats of a name in page order and keep the first as it is', () => {
    expect(numberRepeats(['a.ts', 'b.ts', 'a.ts', 'a.ts'], number)).toEqual([
      'a.ts',
      'b.ts',
      'a.ts (2)',
      'a.ts (3)',
    ]);
  });

  it('leave names that are already unique alone', () => {
    expect(numberRepeats(['a', 'b', 'c'], number)).toEqual(['a', 'b', 'c']);
  });
});
