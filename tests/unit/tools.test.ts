import { describe, expect, it } from '@rstest/core';
import { langs, localize } from '../../site/languages.mjs';
import { toolCards, toolGroups } from '../../site/tools';

const menuLinks = toolGroups.flatMap((group) => group.links);
const CJK = /[\u4e00-\u9fff]/;

describe('tools menu data', () => {
  it('lists each tool once', () => {
    const names = menuLinks.map((tool) => tool.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name.trim()).not.toBe('');
  });

  it('describes every tool in every language, and in Chinese in zh', () => {
    for (const tool of menuLinks) {
      for (const lang of langs)
        expect({ tool: tool.name, lang, desc: tool.desc[lang] }).not.toMatchObject({ desc: '' });
      expect(tool.desc.zh).toMatch(CJK);
      expect(tool.desc.en).not.toMatch(CJK);
    }
  });

  it('links every tool to an https address in every language', () => {
    for (const tool of menuLinks) {
      for (const lang of langs) expect(localize(tool.url, lang)).toMatch(/^https:\/\/[^/]+/);
    }
  });

  it('uses local images or an empty string for logos, and sane scales', () => {
    for (const tool of menuLinks) {
      expect(tool.logo === '' || tool.logo.startsWith('/')).toBe(true);
      if (tool.logoScale !== undefined) {
        expect(tool.logoScale).toBeGreaterThan(0);
        expect(tool.logoScale).toBeLessThanOrEqual(1.5);
      }
    }
  });

  it('titles each group in every language', () => {
    for (const group of toolGroups) {
      for (const lang of langs) expect(group.title[lang].trim()).not.toBe('');
    }
  });
});

describe('tool cards data', () => {
  it('shows distinct tools taken from the menu', () => {
    expect(toolCards.length).toBeGreaterThan(0);
    expect(new Set(toolCards).size).toBe(toolCards.length);
    for (const card of toolCards) expect(menuLinks).toContain(card);
  });
});
