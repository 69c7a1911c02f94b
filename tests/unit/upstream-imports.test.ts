// The door (theme/upstream/README.md): outside theme/upstream/ and upstream/, no tracked file names
// Rspress's internal files or original theme, imports a package that package.json does not declare,
// spells a path into node_modules, or imports the built site as a module.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@rstest/core';
import { sideEntrances } from '../shared/side-entrances';

const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
const declared = new Set<string>([
  ...Object.keys(manifest.dependencies),
  ...Object.keys(manifest.devDependencies),
]);
/** This file: its cases spell every entrance on purpose. */
const GUARD_CASES = 'tests/unit/upstream-imports.test.ts';
const fixtureDeclared = new Set(['@rspress/core', 'react', '@types/mdast']);

describe('the door to installed packages', () => {
  it('is the only way in, in every tracked file', () => {
    const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
      .split('\0')
      .filter(Boolean);
    const found = files
      .filter((file) => file !== GUARD_CASES)
      .flatMap((file) => {
        // A file deleted in the working tree but not yet in the index is not there to read.
        let text: string;
        try {
          text = readFileSync(file, 'utf8');
        } catch {
          return [];
        }
        return sideEntrances(file, text, declared);
      });
    expect(
      found,
      'go through theme/upstream/ (the browser) or upstream/ (Node: upstream/packages.mjs for a package folder or command), or declare the package',
    ).toEqual([]);
  });

  const cases: [string, string, string][] = [
    ['an internal file', "import { a } from '@rspress/core/dist/a.js';", 'Rspress internal file'],
    [
      'another package of Rspress',
      "export { b } from '@rspress/shared/dist/b.js';",
      'Rspress internal file',
    ],
    [
      'a dynamic import',
      "const c = () => import('@rspress/core/dist/c.js');",
      'Rspress internal file',
    ],
    [
      'a resolved path',
      'const d = require.resolve(`@rspress/core/dist/\u0024{name}`);',
      'Rspress internal file',
    ],
    [
      'the original theme',
      "import { Layout } from '@rspress/core/theme-original';",
      'original theme',
    ],
    [
      'an undeclared package',
      "import type { Compiler } from '@rspack/core';",
      'undeclared package',
    ],
    [
      'an undeclared package in JSDoc',
      "/** @type {import('hast').Root} */\nexport const root = {};",
      'undeclared package',
    ],
    [
      'an undeclared package resolved',
      "const e = createRequire(import.meta.url).resolve('vnu-jar/x');",
      'undeclared package',
    ],
    [
      'a package bin by path',
      "const bin = 'node_modules/@rstest/core/bin/rstest.js';",
      'node_modules path',
    ],
    [
      'a package path in pieces',
      "const bin = join(root, 'node_modules', '@rspress', 'core');",
      'node_modules path',
    ],
    [
      'a built folder joined to a package found by its manifest',
      "const core = dirname(resolve('@rspress/core/package.json'));\nconst dir = join(core, 'dist', 'theme');",
      'package dist path',
    ],
    [
      'a built folder of a package in one piece, in a template',
      "const root = dirname(require.resolve('@rspress/core/package.json'));\nconst dir = join(root, `dist/theme/\u0024{name}`);",
      'package dist path',
    ],
    ['the built site imported', "import page from '../../doc_build/index.html';", 'built output'],
    ['a built file of ours imported', "import x from '../dist/x.js';", 'built output'],
  ];
  for (const [what, code, kind] of cases) {
    it(`finds ${what} outside the door, and not inside it`, () => {
      const found = sideEntrances('scripts/example.mjs', code, fixtureDeclared);
      expect(found).toEqual([
        expect.stringMatching(new RegExp(`^scripts/example\\.mjs:\\d+: ${kind}: `)),
      ]);
      expect(sideEntrances('upstream/example.mjs', code, fixtureDeclared)).toEqual([]);
      expect(sideEntrances('theme/upstream/example.ts', code, fixtureDeclared)).toEqual([]);
    });
  }

  it('finds them in scripts of package.json, workflows and stylesheets, with the line', () => {
    const scripts =
      '{\n  "scripts": {\n    "x": "node node_modules/@rstest/core/bin/rstest.js"\n  }\n}\n';
    expect(sideEntrances('package.json', scripts, fixtureDeclared)).toEqual([
      expect.stringMatching(/^package\.json:3: node_modules path: /),
    ]);
    const workflow = '# node_modules/x in a comment\nrun: node node_modules/x/bin.js\n';
    expect(sideEntrances('.github/workflows/ci.yml', workflow, fixtureDeclared)).toEqual([
      expect.stringMatching(/^\.github\/workflows\/ci\.yml:2: node_modules path: /),
    ]);
    expect(
      sideEntrances('theme/a.css', "@import '@rspress/core/dist/x.css';", fixtureDeclared),
    ).toHaveLength(1);
    expect(
      sideEntrances('docs/en/a.mdx', "import x from '@rspack/core';\n\n# Title\n", fixtureDeclared),
    ).toHaveLength(1);
  });

  it('leaves alone what is no entrance', () => {
    const code = [
      '// @rspress/core/dist/e.js and node_modules/x, named in comments only',
      "import { Layout } from '@rspress/core/theme';",
      "import { readFileSync } from 'node:fs';",
      "import { join } from 'path';",
      "const names = { theme: ['@rspress/core/theme-original'] };",
      "const cache = join(root, 'node_modules', '.cache', 'x');",
      "const shared = join(copy, 'node_modules');",
      "const isInstalled = (file) => file.includes('/node_modules/');",
      "import { page } from './doc_builder';",
      "import type { Root } from 'mdast';",
      "import * as hooks from 'virtual-search-hooks';",
      "const page = join(docs, 'node_modules/_nav.json');",
      "const out = join(root, 'dist', 'x.js');",
    ].join('\n');
    expect(sideEntrances('scripts/example.mjs', code, fixtureDeclared)).toEqual([]);
    expect(
      sideEntrances('README.md', 'node_modules/@rspress/core/dist/x.js', fixtureDeclared),
    ).toEqual([]);
    expect(
      sideEntrances(
        'biome.json',
        '{\n  "$schema": "./node_modules/@biomejs/biome/s.json"\n}',
        fixtureDeclared,
      ),
    ).toEqual([]);
  });
});
