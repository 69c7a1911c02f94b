// One reader of frontmatter YAML (lib/frontmatter.mjs): every plugin and script reads a page's
// fields through it, and it refuses what the frontmatter check reports as YAML that does not
// parse or is not a mapping, which is what Rspress's own reader refuses.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { frontmatterData, frontmatterDocument } from '../../lib/frontmatter.mjs';
import { frontmatterProblems } from '../../plugins/frontmatterCheck';
import { grayMatter } from '../../upstream/helpers';

const repoRoot = resolve(__dirname, '../..');

/** Tracked modules outside the tests that import `yaml` or a gray-matter, by path. */
function yamlReaders(): string[] {
  const files = execFileSync('git', ['ls-files', '-z', '*.ts', '*.tsx', '*.mjs', '*.js'], {
    cwd: repoRoot,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && !file.startsWith('tests/'));
  return files.filter((file) =>
    /from '(yaml|js-yaml|gray-matter|@rspress\/shared\/gray-matter)'|grayMatter\(/.test(
      readFileSync(join(repoRoot, file), 'utf8'),
    ),
  );
}

const refused = [
  '---\ndescription: @rspress/core 的说明\n---\n',
  '---\ntitle: [oops\n---\n',
  '---\n- a\n- b\n---\n',
  '---\nrun: !!js/function "function () {}"\n---\n',
  '---\ntitle: A\ntitle: B\n---\n',
];

describe('the frontmatter reader', () => {
  it.each(refused)('refuses %j, which the check reports and Rspress does not read', (source) => {
    expect(frontmatterData(source)).toBeUndefined();
    expect(frontmatterProblems(source)).not.toEqual([]);
  });

  it('reads the fields of a page as Rspress does where the check lets a page through', () => {
    const source =
      "---\ntitle: Guide\ndescription: 'Text: with a colon'\noverview: true\noverviewHeaders: [2, 3]\n---\n# Guide\n";
    expect(frontmatterProblems(source)).toEqual([]);
    expect(frontmatterData(source)).toEqual({
      title: 'Guide',
      description: 'Text: with a colon',
      overview: true,
      overviewHeaders: [2, 3],
    });
    expect(frontmatterData(source)).toEqual(grayMatter(source).data);
  });

  it('gives no fields for a page without frontmatter, and an empty block as none', () => {
    expect(frontmatterData('# Title\n')).toBeUndefined();
    expect(frontmatterDocument('# Title\n')).toBeUndefined();
    expect(frontmatterData('---\n---\n# Title\n')).toBeUndefined();
  });

  it('keeps the line of each field (YAML line n is file line n + 1)', () => {
    const read = frontmatterDocument('---\ntitle: A\n\ndescription: B\n---\n');
    const offset = read?.document.toString().indexOf('description') ?? -1;
    expect(read?.lineCounter.linePos(offset).line).toBe(3);
  });

  it('is the only module that reads frontmatter YAML; the others read other YAML or JSON', () => {
    expect(yamlReaders()).toEqual([
      'lib/frontmatter.mjs',
      'lib/prose-findings.mjs',
      'lib/translations/lock.mjs',
      'plugins/frontmatterCheck.ts',
      'plugins/pageChecks/authorData.ts',
      'scripts/checks/check-workflows.mjs',
      'scripts/checks/check-zh-glossary.mjs',
      'upstream/helpers.ts',
    ]);
  });
});
