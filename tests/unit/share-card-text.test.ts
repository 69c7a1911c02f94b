// What each page's share card says, read from the site's own navigation files: every page of
// both languages gets a section in its own language, home pages their hero, 404 pages no card.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FrontMatterMeta } from '@rspress/core';
import { describe, expect, it } from '@rstest/core';
import { parse } from 'yaml';
import { cardText, type PageInput, SiteSections } from '../../plugins/shareCards/cardText';
import { docsRoot, readJson, repoRoot, type SiteRoute, siteRoutes } from '../shared/site-files';

const i18n = readJson<Record<string, Record<string, string>>>(join(repoRoot, 'i18n.json'));
const sections = new SiteSections(docsRoot, i18n);

function pageInput({ lang, file, route }: SiteRoute): PageInput {
  const source = readFileSync(join(docsRoot, lang, file), 'utf8');
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  const frontmatter = (block ? parse(block[1]) : {}) as FrontMatterMeta;
  return { relativePath: `${lang}/${file}`, routePath: route, lang, title: 'T', frontmatter };
}

const routes = siteRoutes();
/** Navbar texts are i18n keys (or, in a fork, plain text). */
const navTexts = (lang: string) =>
  readJson<{ text: string }[]>(join(docsRoot, lang, '_nav.json')).map(
    ({ text }) => i18n[text]?.[lang] ?? text,
  );
const labelsIn = (lang: string) => new Set(Object.values(i18n).map((texts) => texts[lang]));

describe('share card text', () => {
  it('gives every doc page a section: its navbar item, then its sidebar groups, in its language', () => {
    const docPages = routes.filter((route) => !/^(index|404)\.mdx?$/.test(route.file));
    expect(docPages.length).toBeGreaterThan(0);
    for (const route of docPages) {
      const card = cardText(pageInput(route), sections);
      const [nav, ...groups] = card?.section ?? [];
      expect(navTexts(route.lang), route.route).toContain(nav);
      for (const group of groups) expect(labelsIn(route.lang).has(group), group).toBe(true);
    }
  });

  it('gives a page the same section structure in both languages, translated where i18n.json differs', () => {
    const byFile = new Map<string, string[][]>();
    for (const route of routes) {
      const section = cardText(pageInput(route), sections)?.section ?? [];
      byFile.set(route.file, [...(byFile.get(route.file) ?? []), section]);
    }
    for (const [file, [en, zh]] of byFile) {
      expect(zh?.length, file).toBe(en?.length);
      for (const [index, label] of (en ?? []).entries()) {
        const key = Object.keys(i18n).find((k) => i18n[k].en === label);
        if (key) expect(zh?.[index], file).toBe(i18n[key].zh);
      }
    }
  });

  it('draws the hero on home pages and no card for the not-found pages', () => {
    for (const route of routes.filter(({ file }) => /^index\.mdx?$/.test(file))) {
      const input = pageInput(route);
      const hero = input.frontmatter.hero as { text: string; tagline: string };
      expect(cardText(input, sections)).toEqual({
        lang: route.lang,
        section: [],
        title: hero.text,
        subtitle: hero.tagline,
      });
    }
    for (const route of routes.filter(({ file }) => /^404\.mdx?$/.test(file)))
      expect(cardText(pageInput(route), sections)).toBeUndefined();
  });

  it('uses a label that is not an i18n key as written, and names a broken _meta.json', () => {
    const root = mkdtempSync(join(tmpdir(), 'share-card-text-'));
    const write = (path: string, content: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), content);
    };
    write('en/_nav.json', '[{ "text": "Docs", "link": "/docs/" }]');
    write('en/docs/_meta.json', '[{ "type": "dir", "name": "basics", "label": "The Basics" }]');
    write('en/broken/_meta.json', '[{ "type": "dir", ');
    const fixture = new SiteSections(root, i18n);
    const input = (relativePath: string, routePath: string): PageInput => ({
      relativePath,
      routePath,
      lang: 'en',
      title: 'Page',
      frontmatter: {},
    });
    expect(cardText(input('en/docs/basics/a.md', '/docs/basics/a'), fixture)?.section).toEqual([
      'Docs',
      'The Basics',
    ]);
    expect(() => cardText(input('en/broken/x/a.md', '/broken/x/a'), fixture)).toThrow(
      join(root, 'en/broken/_meta.json'),
    );
  });
});
