// The docs folder's own files: names that are not addresses, and symlinks out of the project.
import { mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { docsFileProblems } from '../../plugins/pageChecks/files';
import { writeTempTree } from '../shared/temp-docs';

describe('docs files', () => {
  it('refuse names outside [a-z0-9._-] and symlinks leading out of the project', () => {
    const project = writeTempTree('docs-files', {
      'docs/en/ok-name_1.2.md': '# A\n',
      'docs/en/Bad Name.md': '# B\n',
      'docs/en/a#b.md': '# C\n',
      'docs/en/%41.md': '# D\n',
      'docs/en/q?.md': '# E\n',
      'docs/Guide/x.md': '# F\n',
      'docs/en/r"><meta>.md': '# G\n',
      'shared/inside.md': '# H\n',
    });
    const outside = writeTempTree('outside', { 'secret.txt': 'key' });
    mkdirSync(join(project, 'docs', 'public'));
    symlinkSync(join(outside, 'secret.txt'), join(project, 'docs', 'public', 'leak.txt'));
    symlinkSync(outside, join(project, 'docs', 'public', 'folder'));
    symlinkSync(join(project, 'shared', 'inside.md'), join(project, 'docs', 'en', 'inside.md'));
    symlinkSync(join(project, 'docs'), join(project, 'docs', 'en', 'loop'));
    const found = docsFileProblems(join(project, 'docs'), project).map(
      ({ path, message }) => `${path.slice(project.length + 1)}: ${message.split(';')[0]}`,
    );
    const rule =
      'has characters outside [a-z0-9._-] (lower-case letters, digits, dot, hyphen, underscore)';
    expect(found).toEqual([
      `docs/Guide: the name "Guide" ${rule}`,
      `docs/en/%41.md: the name "%41.md" ${rule}`,
      `docs/en/Bad Name.md: the name "Bad Name.md" ${rule}`,
      `docs/en/a#b.md: the name "a#b.md" ${rule}`,
      `docs/en/q?.md: the name "q?.md" ${rule}`,
      `docs/en/r"><meta>.md: the name "r\\"><meta>.md" ${rule}`,
      `docs/public/folder: a symlink to ${outside}, outside the project (${project})`,
      `docs/public/leak.txt: a symlink to ${join(outside, 'secret.txt')}, outside the project (${project})`,
    ]);
  });
});
