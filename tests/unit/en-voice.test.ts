// The English voice checks: spelling (CSpell with style/en-words.txt) and sentence-case headings.
// Each is run as its CLI on a fixture folder, as `npm run check:docs` runs it on docs/en.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { proseLines, readWordList } from '../../lib/prose.mjs';
import { checkHeadingCase } from '../../scripts/checks/check-en-heading-case.mjs';
import { dictionaryPath, spellCheckSource } from '../../scripts/checks/check-en-spelling.mjs';
import { repoRoot } from '../shared/site-files';

const words = readWordList(readFileSync(dictionaryPath, 'utf8'));
const fence = '```';

function runCheck(script: string, page: string) {
  const dir = mkdtempSync(join(tmpdir(), 'en-voice-'));
  writeFileSync(join(dir, 'page.mdx'), page);
  const result = spawnSync('node', [join(repoRoot, 'scripts/checks', script), dir], {
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('prose of a page', () => {
  it('blanks code, URLs, link targets, tags and frontmatter keys, keeping columns', () => {
    const source = [
      '---',
      'description: Prose in frontmatter',
      '---',
      'Run `npx rspres` from <Badge text="x" /> [the guide](/guide/xyzzy) or https://qwzx.dev.',
      `${fence}ts`,
      'const misspeled = 1;',
      fence,
    ].join('\n');
    const prose = proseLines(source);
    expect(prose.map((line) => line.trim().replace(/\s+/g, ' '))).toEqual([
      '',
      'Prose in frontmatter',
      '',
      'Run from [the guide or',
      '',
      '',
      '',
    ]);
    expect(prose.map((line) => line.length)).toEqual(source.split('\n').map((l) => l.length));
  });
});

describe('English spelling check', { timeout: 120_000 }, () => {
  it('reports a misspelled word with its line and column, and passes clean prose', async () => {
    const page = '# Title\n\nRspress builds\nthe sidebar from thier files.\n';
    expect(await spellCheckSource(page, words)).toEqual([{ line: 4, column: 18, word: 'thier' }]);
    expect(await spellCheckSource(page.replace('thier', 'their'), words)).toEqual([]);
  });

  it('knows the project words only through the dictionary file', async () => {
    const page = '# Title\n\nRsbuild bundles the site.\n';
    expect(await spellCheckSource(page, [])).toEqual([{ line: 3, column: 1, word: 'Rsbuild' }]);
    expect(await spellCheckSource(page, ['Rsbuild'])).toEqual([]);
  });

  it('fails the CLI with file:line:column, and passes a clean folder', () => {
    const bad = runCheck('check-en-spelling.mjs', '# Title\n\nA recieved value.\n');
    expect(bad.status).toBe(1);
    expect(bad.output).toMatch(/page\.mdx:3:3 {2}unknown word "recieved"/);
    const good = runCheck('check-en-spelling.mjs', '# Title\n\nA received value.\n');
    expect(good.status).toBe(0);
  });
});

describe('English heading-case check', () => {
  it('reports a Title Case heading with its line and the words to lower-case', () => {
    const page = '# Title\n\n## Deploy To GitHub Pages {#deploy}\n\n## Configure The Sidebar\n';
    expect(checkHeadingCase(page, words)).toEqual([
      { line: 3, heading: 'Deploy To GitHub Pages', words: ['To'] },
      { line: 5, heading: 'Configure The Sidebar', words: ['The', 'Sidebar'] },
    ]);
  });

  it('allows listed names, acronyms, inner capitals, code, option paths and a new sentence', () => {
    const page = [
      '# Use Markdown and MDX',
      '## Deploy to GitHub Pages',
      '## The `Layout` slots of themeConfig.nav in i18n',
      '## Example: DocSearch only when its keys are set',
      `${fence}md`,
      '## Inside Code Is Not A Heading',
      fence,
    ].join('\n');
    expect(checkHeadingCase(page, words)).toEqual([]);
  });

  it('allows a name of several words only where all of them appear', () => {
    expect(checkHeadingCase('## Static Pages\n', words)).toEqual([
      { line: 1, heading: 'Static Pages', words: ['Pages'] },
    ]);
  });

  it('fails the CLI with file:line, and passes a clean folder', () => {
    const bad = runCheck('check-en-heading-case.mjs', '# Title\n\n## Getting Started\n');
    expect(bad.status).toBe(1);
    expect(bad.output).toMatch(/page\.mdx:3 {2}"Getting Started": lower-case "Started"/);
    const good = runCheck('check-en-heading-case.mjs', '# Title\n\n## Getting started\n');
    expect(good.status).toBe(0);
  });
});
