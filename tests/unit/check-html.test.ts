import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { checkHtml, formatHtmlError } from '../../scripts/checks/check-html.mjs';

const page = (body: string) =>
  [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head><title>Fixture</title></head>',
    '<body>',
    body,
    '</body>',
    '</html>',
    '',
  ].join('\n');
// The fault the theme had: a block element inside a button, on line 5 of the page.
const invalid = page('<button type="button"><div>Search</div></button>');
const valid = page('<button type="button"><span>Search</span></button>');

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'check-html-'));
  mkdirSync(join(dir, 'zh'));
  writeFileSync(join(dir, 'index.html'), valid);
  writeFileSync(join(dir, 'zh', 'broken.html'), invalid);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the HTML gate', () => {
  it('reports a Nu error with its file and line, and nothing for a valid page', () => {
    const errors = checkHtml(dir);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ file: 'zh/broken.html', line: 5 });
    expect(errors[0].message).toMatch(/“div” not allowed as child of element “button”/);
  });

  it('fails the command and prints file:line:column and the message', () => {
    const run = spawnSync(process.execPath, ['scripts/checks/check-html.mjs', dir], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    const [first] = checkHtml(dir);
    expect(run.stdout).toContain(formatHtmlError(first));
    expect(run.stdout).toMatch(/^zh\/broken\.html:5:\d+ Element “div”/m);
    expect(run.stderr).toContain('1 error in 1 of 2 pages');
  });

  it('fails with a clear message when there is nothing to check', () => {
    const run = spawnSync(
      process.execPath,
      ['scripts/checks/check-html.mjs', join(dir, 'missing')],
      {
        encoding: 'utf8',
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/missing: no such folder \(run `npm run build` first\)/);
  });
}, 180_000);
