import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { defaultLang, langPrefix } from '../../site/languages.mjs';
import {
  docsRoot,
  type Lang,
  langs,
  metaFiles,
  PAGE_EXTENSIONS,
  pageFiles,
  readJson,
  routeExists,
  texts,
} from '../shared/site-files';

type MetaItem = string | { type?: string; name?: string; label?: string; link?: string };
interface NavItem {
  text: string;
  link: string;
  activeMatch?: string;
}

const i18nKeys = Object.keys(texts);

function metaEntries(lang: Lang, metaFile: string) {
  const dir = dirname(join(docsRoot, lang, metaFile));
  const items = readJson<MetaItem[]>(join(docsRoot, lang, metaFile));
  return { dir, items };
}

describe('_meta.json', () => {
  it('exists in the same folders with the same content in every language', () => {
    const read = (lang: Lang, file: string) => readFileSync(join(docsRoot, lang, file), 'utf8');
    for (const lang of langs) {
      expect(metaFiles(lang)).toEqual(metaFiles(defaultLang));
      for (const file of metaFiles(defaultLang))
        expect({ file, lang, text: read(lang, file) }).toEqual({
          file,
          lang,
          text: read(defaultLang, file),
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
          const found = [name, ...PAGE_EXTENSIONS.map((ext) => `${name}${ext}`)].some((candidate) =>
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

  it('has the same sections, labelled with i18n.json keys, in every language', () => {
    const sections = (lang: Lang) => nav(lang).map(({ text, link }) => ({ text, link }));
    for (const lang of langs) expect(sections(lang)).toEqual(sections(defaultLang));
    for (const { text } of nav(defaultLang)) expect(i18nKeys).toContain(text);
  });

  for (const lang of langs) {
    it(`links sections to pages that exist and highlights them with activeMatch (${lang})`, () => {
      const prefix = langPrefix(lang);
      for (const item of nav(lang)) {
        const { link } = item;
        expect({ link, exists: routeExists(link, lang) }).toEqual({ link, exists: true });
        expect(item.activeMatch).toBeDefined();
        const pattern = new RegExp(item.activeMatch as string);
        expect(pattern.test(`${prefix}${link}`)).toBe(true);
        // A section's pattern must not claim another language's pages.
        for (const other of langs.filter((l) => l !== lang))
          expect(pattern.test(`${langPrefix(other)}${link}`)).toBe(false);
      }
    });
  }
});
