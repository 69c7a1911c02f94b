import { describe, expect, it } from '@rstest/core';
import {
  groupTitle,
  type ToolLink,
  toolCards,
  toolDesc,
  toolGroups,
  toolUrl,
} from '../../site/tools';

const menuLinks = toolGroups.flatMap((group) => group.links);
const CJK = /[\u4e00-\u9fff]/;

describe('tools menu data', () => {
  it('lists the seven Rstack tools once each', () => {
    expect(menuLinks.map((tool) => tool.name)).toEqual([
      'Rspack',
      'Rsbuild',
      'Rspress',
      'Rslib',
      'Rsdoctor',
      'Rstest',
      'Awesome Rstack',
    ]);
  });

  it('gives every tool a Chinese and an English description and an https address', () => {
    for (const tool of menuLinks) {
      expect(tool.desc).toMatch(CJK);
      expect(tool.descEn).not.toMatch(CJK);
      expect(tool.descEn.length).toBeGreaterThan(0);
      expect(tool.url).toMatch(/^https:\/\//);
      if (tool.urlEn) expect(tool.urlEn).toMatch(/^https:\/\//);
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

  it('points at the official sites', () => {
    const urls = Object.fromEntries(menuLinks.map((tool) => [tool.name, tool.url]));
    expect(urls).toMatchObject({
      Rspack: 'https://rspack.rs',
      Rsbuild: 'https://rsbuild.rs',
      Rspress: 'https://rspress.rs',
      Rslib: 'https://rslib.rs',
      Rsdoctor: 'https://rsdoctor.rs',
      Rstest: 'https://rstest.rs',
      'Awesome Rstack': 'https://github.com/web-infra-dev/awesome-rstack',
    });
  });

  it('titles each group in both languages', () => {
    for (const group of toolGroups) {
      expect(groupTitle(group, 'zh')).toBe(group.title);
      expect(groupTitle(group, 'en')).toBe(group.titleEn);
    }
  });
});

describe('tool cards data', () => {
  it('shows five distinct tools taken from the menu', () => {
    expect(toolCards).toHaveLength(5);
    expect(new Set(toolCards.map((tool) => tool.name)).size).toBe(5);
    for (const card of toolCards) expect(menuLinks).toContain(card);
  });
});

describe('language selection', () => {
  const tool: ToolLink = {
    name: 'Example',
    desc: '示例',
    descEn: 'Example',
    logo: '',
    url: 'https://example.com/zh/',
    urlEn: 'https://example.com/',
  };

  it('picks desc and url for zh, descEn and urlEn for en', () => {
    expect(toolDesc(tool, 'zh')).toBe('示例');
    expect(toolDesc(tool, 'en')).toBe('Example');
    expect(toolUrl(tool, 'zh')).toBe('https://example.com/zh/');
    expect(toolUrl(tool, 'en')).toBe('https://example.com/');
  });

  it('falls back to url when a tool has no urlEn', () => {
    expect(toolUrl({ ...tool, urlEn: undefined }, 'en')).toBe('https://example.com/zh/');
  });
});
