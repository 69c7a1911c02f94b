import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { changelogUrl, v1DocsUrl } from '../../site/links';
import {
  docsRoot,
  type Lang,
  langs,
  metaFiles,
  pageFiles,
  readJson,
  repoRoot,
  routeExists,
} from '../shared/site-files';

type MetaItem = string | { type?: string; name?: string; label?: string; link?: string };
interface NavItem {
  text: string;
  link?: string;
  activeMatch?: string;
  items?: NavItem[];
}

const i18nKeys = Object.keys(readJson<object>(join(repoRoot, 'i18n.json')));
const PAGE_EXT = ['.md', '.mdx', '.tsx', '.ts', '.jsx', '.js'];

function metaEntries(lang: Lang, metaFile: string) {
  const dir = dirname(join(docsRoot, lang, metaFile));
  const items = readJson<MetaItem[]>(join(docsRoot, lang, metaFile));
  return { dir, items };
}

describe('_meta.json', () => {
  it('exists in the same folders with the same content in both languages', () => {
    expect(metaFiles('zh')).toEqual(metaFiles('en'));
    for (const file of metaFiles('en')) {
      expect({ file, zh: readFileSync(join(docsRoot, 'zh', file), 'utf8') }).toEqual({
        file,
        zh: readFileSync(join(docsRoot, 'en', file), 'utf8'),
      });
    }
  });

  for (const lang of langs) {
    it(`names only files and folders that exist (${lang})`, () => {
      for (const metaFile of metaFiles(lang)) {
        const { dir, items } = metaEntries(lang, metaFile);
        for (const item of items) {
          const name = typeof item === 'string' ? item : item.name;
          if (!name) continue;
          const found = [name, ...PAGE_EXT.map((ext) => `${name}${ext}`)].some((candidate) =>
            existsSync(join(dir, candidate)),
          );
          expect({ metaFile, name, found }).toEqual({ metaFile, name, found: true });
        }
      }
    });

    it(`labels groups and items with keys of i18n.json (${lang})`, () => {
      for (const metaFile of metaFiles(lang)) {
        for (const item of metaEntries(lang, metaFile).items) {
          if (typeof item === 'string' || item.label === undefined) continue;
          expect({ metaFile, label: item.label, known: i18nKeys.includes(item.label) }).toEqual({
            metaFile,
            label: item.label,
            known: true,
          });
        }
      }
    });

    it(`lists every page of a sidebar folder, so its order is explicit (${lang})`, () => {
      for (const metaFile of metaFiles(lang)) {
        const folder = dirname(metaFile) === '.' ? '' : `${dirname(metaFile)}/`;
        const listed = new Set(
          metaEntries(lang, metaFile).items.map((item) =>
            typeof item === 'string' ? item : item.name,
          ),
        );
        const pagesHere = pageFiles(lang)
          .filter((file) => file.startsWith(folder) && !file.slice(folder.length).includes('/'))
          .map((file) => file.slice(folder.length).replace(/\.[^.]+$/, ''));
        for (const page of pagesHere) {
          expect({ metaFile, page, listed: listed.has(page) }).toEqual({
            metaFile,
            page,
            listed: true,
          });
        }
        // A folder of pages missing from its parent's list would be absent from the sidebar.
        const foldersHere = new Set(
          pageFiles(lang)
            .filter((file) => file.startsWith(folder) && file.slice(folder.length).includes('/'))
            .map((file) => file.slice(folder.length).split('/')[0]),
        );
        for (const sub of foldersHere) {
          expect({ metaFile, folder: sub, listed: listed.has(sub) }).toEqual({
            metaFile,
            folder: sub,
            listed: true,
          });
        }
      }
    });
  }
});

describe('_nav.json', () => {
  const nav = (lang: Lang) => readJson<NavItem[]>(join(docsRoot, lang, '_nav.json'));

  /** The sections of the brief (PRODUCT §4), in order; each appears once its landing page exists. */
  const sections = [
    { en: 'Guide', zh: '指南', link: '/guide/start/introduction' },
    { en: 'Plugin', zh: '插件', link: '/plugin/system/introduction' },
    { en: 'API', zh: 'API', link: '/api/' },
  ];

  for (const lang of langs) {
    it(`lists the finished sections of the brief, then the Version menu (${lang})`, () => {
      const finished = sections.filter((section) => routeExists(section.link, lang));
      expect(finished.length).toBeGreaterThan(0);
      const versionLabel = lang === 'en' ? 'Version' : '版本';
      expect(nav(lang).map((item) => item.text)).toEqual([
        ...finished.map((section) => section[lang]),
        versionLabel,
      ]);
      expect(nav(lang).map((item) => item.link)).toEqual([
        ...finished.map((section) => section.link),
        undefined,
      ]);
    });
  }

  for (const lang of langs) {
    it(`links sections to pages that exist and highlights them with activeMatch (${lang})`, () => {
      const prefix = lang === 'en' ? '' : `/${lang}`;
      for (const item of nav(lang).filter((entry) => entry.link)) {
        const link = item.link as string;
        expect({ link, exists: routeExists(link, lang) }).toEqual({ link, exists: true });
        expect(item.activeMatch).toBeDefined();
        const pattern = new RegExp(item.activeMatch as string);
        expect(pattern.test(`${prefix}${link}`)).toBe(true);
        // A section's pattern must not claim the other language's pages.
        const otherPrefix = lang === 'en' ? '/zh' : '';
        expect(pattern.test(`${otherPrefix}${link}`)).toBe(false);
      }
    });

    it(`puts the changelog and the 1.x docs in the Version menu (${lang})`, () => {
      const version = nav(lang).find((item) => item.items);
      const links = version?.items?.map((item) => item.link);
      expect(links).toEqual([changelogUrl, v1DocsUrl[lang]]);
    });
  }
});
