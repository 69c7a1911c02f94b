import { describe, expect, it } from '@rstest/core';
import { createElement } from 'react';
import { labelText, parseChoices, rememberedIndex } from '../../theme/overrides/tabChoices';

describe('tab choices', () => {
  it('finds the newest remembered label a group has, by label and not by position', () => {
    const labels = ['npm', 'yarn', 'pnpm', 'bun', 'deno'];
    expect(rememberedIndex(['pnpm', 'TypeScript'], labels)).toBe(labels.indexOf('pnpm'));
    expect(rememberedIndex(['TypeScript', 'bun'], labels)).toBe(labels.indexOf('bun'));
    // The same label at another position in another group.
    expect(rememberedIndex(['pnpm'], ['pnpm', 'npm'])).toBe(0);
    expect(rememberedIndex(['TypeScript'], labels)).toBe(-1);
    expect(rememberedIndex([], labels)).toBe(-1);
  });

  it('reads only a stored list of strings, and nothing from a damaged value', () => {
    expect(parseChoices('["pnpm","TypeScript"]')).toEqual(['pnpm', 'TypeScript']);
    expect(parseChoices('["pnpm",3,null]')).toEqual(['pnpm']);
    expect(parseChoices('{"pnpm":true}')).toEqual([]);
    expect(parseChoices('not json')).toEqual([]);
  });

  it('names a tab by the text a reader sees in its label, icons aside', () => {
    const icon = createElement('svg', { 'aria-hidden': true });
    const label = createElement('div', null, icon, createElement('span', null, 'pnpm'));
    expect(labelText(label)).toBe('pnpm');
    expect(labelText('TypeScript')).toBe('TypeScript');
    expect(labelText(['Step ', 2])).toBe('Step 2');
  });
});
