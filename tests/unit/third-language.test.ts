// A third language is a data change: a copy of the project's code whose only differences are a
// third entry in site/languages.mjs, that language's texts in i18n.json and its pages under docs/.
// On it, the content checks run on the third language too (parity, API coverage, translations),
// the translation status reports it beside the others, and a build puts the translation notice
// on its stale sections in its own words.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { rspressBin } from '../shared/fixture-site';
import { repoRoot } from '../shared/site-files';

const THIRD = { lang: 'ja', label: '日本語', locale: 'ja-JP', prose: 'none' };
/** The third language's texts: the fixture's own, recognisable in the built page. */
const thirdText = (key: string) => `[ja] ${key}`;

/** One page in three languages; the third language's translation of it is recorded. */
const pages: Record<string, string> = {
  'en/guide.md':
    '# Guide\n\n## Install {#install}\n\nRun the installer.\n\n## Deploy {#deploy}\n\nUpload the output.\n',
  'zh/guide.md':
    '# 指南\n\n## 安装 {#install}\n\n运行安装程序。\n\n## 部署 {#deploy}\n\n上传输出。\n',
  'ja/guide.md':
    '# ガイド\n\n## インストール {#install}\n\nインストーラーを実行します。\n\n## デプロイ {#deploy}\n\n出力をアップロードします。\n',
};

let dir = '';
const run = (script: string, ...args: string[]) =>
  spawnSync(process.execPath, [script, ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', TRANSLATIONS_DOCS_DIR: join(dir, 'docs') },
  });

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'third-language-'));
  for (const folder of ['site', 'core', 'http', 'lib', 'scripts', 'plugins', 'style'])
    cpSync(join(repoRoot, folder), join(dir, folder), { recursive: true });
  for (const file of ['package.json', 'tsconfig.json'])
    cpSync(join(repoRoot, file), join(dir, file));
  symlinkSync(join(repoRoot, 'node_modules'), join(dir, 'node_modules'));
  // The data change: the language list, the texts, the pages.
  const languages = readFileSync(join(dir, 'site/languages.mjs'), 'utf8');
  const withThird = languages.replace(
    /(const LANGUAGES = \/\*\* @type \{const\} \*\/ \(\[\n(?:.*\n)*?)(\]\);)/,
    `$1  ${JSON.stringify(THIRD).replace(/"(\w+)":/g, '$1: ')},\n$2`,
  );
  expect(withThird).not.toBe(languages);
  writeFileSync(join(dir, 'site/languages.mjs'), withThird);
  const texts: Record<string, Record<string, string>> = JSON.parse(
    readFileSync(join(repoRoot, 'i18n.json'), 'utf8'),
  );
  for (const [key, byLang] of Object.entries(texts)) byLang[THIRD.lang] = thirdText(key);
  writeFileSync(join(dir, 'i18n.json'), JSON.stringify(texts, null, 2));
  for (const [path, text] of Object.entries(pages)) {
    mkdirSync(dirname(join(dir, 'docs', path)), { recursive: true });
    writeFileSync(join(dir, 'docs', path), text);
  }
  for (const lang of ['zh', THIRD.lang]) {
    const synced = run('scripts/translations/cli.mjs', 'sync', `${lang}/guide`);
    expect(synced.status, synced.stderr).toBe(0);
  }
  // The English source changes after the translations were recorded.
  writeFileSync(
    join(dir, 'docs/en/guide.md'),
    pages['en/guide.md'].replace('Upload the output.', 'Upload the output folder.'),
  );
}, 120_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('a third language', () => {
  it('gets its own translation status', () => {
    const status = run('scripts/translations/cli.mjs', '--summary');
    expect(status.status, status.stderr).toBe(0);
    expect(status.stdout.trim().split('\n')).toEqual([
      'Translations: 1 sections up to date, 1 stale, 0 untranslated in 1 pages (zh from en).',
      'Translations: 1 sections up to date, 1 stale, 0 untranslated in 1 pages (ja from en).',
    ]);
  });

  it('is read by the content checks', async () => {
    const script = [
      "import { DOCS_CHECKS } from './scripts/checks/docs-checks/list.mjs';",
      "import { runCheck } from './scripts/checks/docs-checks/run.mjs';",
      'const out = {};',
      'for (const check of DOCS_CHECKS) {',
      "  if (check.name === 'Code examples' || check.name === 'English spelling') continue;",
      `  const { report } = await runCheck(check, ${JSON.stringify(join(dir, 'docs'))});`,
      '  out[check.name] = { folder: check.folder, findings: report.findings, summary: report.summary };',
      '}',
      'console.log(JSON.stringify(out));',
    ].join('\n');
    writeFileSync(join(dir, 'checks.mjs'), script);
    const result = run('checks.mjs');
    expect(result.status, result.stderr).toBe(0);
    const out: Record<string, { folder: string; findings: string[]; summary: string }> = JSON.parse(
      result.stdout,
    );
    // Prose checks run on the languages of their kind; the third language's kind has none.
    expect(Object.values(out).map(({ folder }) => folder)).not.toContain(THIRD.lang);
    expect(out['Chinese typography'].folder).toBe('zh');
    expect(out['English heading case'].folder).toBe('en');
    expect(out['Language parity'].findings).toEqual([]);
    expect(out.Translations.summary).toContain('(ja from en)');
    // The API reference's pages are missing in every language of a one-page fixture, ja included.
    expect(out['API coverage'].findings.some((line) => line.startsWith('docs/ja/'))).toBe(true);
  }, 120_000);

  it('finds a page missing in the third language', () => {
    rmSync(join(dir, 'docs/ja/guide.md'));
    try {
      const result = run('scripts/checks/check-parity.mjs', join(dir, 'docs'));
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('ja');
    } finally {
      writeFileSync(join(dir, 'docs/ja/guide.md'), pages['ja/guide.md']);
    }
  });

  it('builds, with the notice on a stale section in its own words', () => {
    const config = [
      "import { defineConfig } from '@rspress/core';",
      "import { pluginTranslationNotice } from './plugins/translationNotice';",
      "import { defaultLang, languages } from './site/languages.mjs';",
      'export default defineConfig({',
      "  root: 'docs',",
      "  outDir: 'doc_build',",
      '  lang: defaultLang,',
      '  locales: languages.map(({ lang, label }) => ({ lang, label })),',
      '  plugins: [pluginTranslationNotice()],',
      '});',
    ].join('\n');
    writeFileSync(join(dir, 'rspress.config.ts'), config);
    const result = spawnSync(process.execPath, [rspressBin, 'build'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, RSPRESS_PERSISTENT_CACHE: 'false', NO_COLOR: '1' },
    });
    expect(result.status, result.stdout + result.stderr).toBe(0);
    const page = (path: string) => readFileSync(join(dir, 'doc_build', path), 'utf8');
    expect(page('ja/guide.html')).toContain(thirdText('translationNoticeTitle'));
    expect(page('zh/guide.html')).toContain('译文可能已过时');
    expect(page('guide.html')).not.toContain('data-translation-status');
  }, 300_000);
});
