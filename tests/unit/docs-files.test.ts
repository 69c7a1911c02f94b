// The docs folder's own files: names that are not addresses, and symlinks out of the project.
import { mkdirSync, realpathSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { docsFileProblems, safeAddress } from '../../plugins/pageChecks/files';
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

describe('file names', () => {
  it('says when a name is a safe address', () => {
    expect(safeAddress('/zh/guide/a-b_c.d')).toBe(true);
    expect(safeAddress('/')).toBe(true);
    expect(safeAddress('/Guide')).toBe(false);
    expect(safeAddress('/a b')).toBe(false);
  });

  it('refuses a symlink to the folder that holds the project', () => {
    const outer = writeTempTree('outer', { 'project/docs/a.md': '# A\n' });
    const project = join(outer, 'project');
    symlinkSync(outer, join(project, 'docs/up'));
    expect(docsFileProblems(join(project, 'docs'), project)).toEqual([
      {
        path: join(project, 'docs/up'),
        message: `a symlink to ${realpathSync(outer)}, outside the project (${realpathSync(project)}); nothing outside the repository is published, so copy the file in or remove the link`,
      },
    ]);
  });

  it('accepts any name for pages routed explicitly, and a folder of only such pages', () => {
    const project = writeTempTree('explicit-routes', {
      'docs/Routed Page.md': '# A\n',
      'docs/Only Routed/p.md': '# B\n',
      'docs/Mixed Folder/routed.md': '# C\n',
      'docs/Mixed Folder/plain.md': '# D\n',
      'docs/Mixed Folder/Bad Child.md': '# E\n',
      'docs/Empty Folder/.keep': '',
      'docs/Has Dangling/p.md': '# F\n',
      'docs/Has Outside/p.md': '# G\n',
      'docs/Routed Dir/p.md': '# H\n',
    });
    const outside = writeTempTree('explicit-routes-outside', { 'x.md': '# X\n' });
    const docs = join(project, 'docs');
    mkdirSync(join(docs, 'Bare Folder'));
    symlinkSync(join(project, 'nothing'), join(docs, 'dangling'));
    symlinkSync(join(project, 'nothing'), join(docs, 'Has Dangling/void'));
    symlinkSync(join(outside, 'x.md'), join(docs, 'Has Outside/out.md'));
    symlinkSync(join(docs, 'Routed Page.md'), join(docs, 'Link Name.md'));
    // A folder already walked is not walked again, and does not count as routed.
    symlinkSync(join(docs, 'Only Routed'), join(docs, 'Routed Dir/again'));
    const routed = new Set(
      ['Routed Page.md', 'Only Routed/p.md', 'Mixed Folder/routed.md', 'Link Name.md'].map((path) =>
        join(docs, path),
      ),
    );
    routed.add(join(docs, 'Has Dangling/p.md'));
    routed.add(join(docs, 'Has Outside/p.md'));
    routed.add(join(docs, 'Routed Dir/p.md'));
    const rule = (name: string) =>
      `the name ${JSON.stringify(name)} has characters outside [a-z0-9._-] (lower-case letters, digits, dot, hyphen, underscore); a file's name is its address, so rename it (or give the page its route explicitly: addPages with a safe routePath, and the file in route.exclude)`;
    const named = (path: string) => ({
      path: join(docs, path),
      message: rule(path.split('/').at(-1) ?? ''),
    });
    const real = realpathSync(project);
    const outsideTarget = join(realpathSync(outside), 'x.md');
    const links = {
      void: { path: join(docs, 'Has Dangling/void'), message: 'a symlink to nothing; remove it' },
      out: {
        path: join(docs, 'Has Outside/out.md'),
        message: `a symlink to ${outsideTarget}, outside the project (${real}); nothing outside the repository is published, so copy the file in or remove the link`,
      },
      dangling: { path: join(docs, 'dangling'), message: 'a symlink to nothing; remove it' },
    };
    // A folder's name comes before what is found inside it.
    expect(docsFileProblems(docs, project, routed)).toEqual([
      named('Bare Folder'),
      named('Empty Folder'),
      named('Has Dangling'),
      links.void,
      named('Has Outside'),
      links.out,
      named('Mixed Folder'),
      named('Mixed Folder/Bad Child.md'),
      named('Routed Dir'),
      links.dangling,
    ]);
    expect(docsFileProblems(docs, project)).toEqual([
      named('Bare Folder'),
      named('Empty Folder'),
      named('Has Dangling'),
      links.void,
      named('Has Outside'),
      links.out,
      named('Link Name.md'),
      named('Mixed Folder'),
      named('Mixed Folder/Bad Child.md'),
      named('Only Routed'),
      named('Routed Dir'),
      named('Routed Page.md'),
      links.dangling,
    ]);
  });
});
