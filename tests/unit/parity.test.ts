import { describe, expect, it } from '@rstest/core';
import { checkParity, compareOutlines, pageOutline } from '../../scripts/checks/check-parity.mjs';
import { writeTempTree } from '../shared/temp-docs';

const fence = '```';
const en = [
  '# Title',
  '## Install {#install}',
  `${fence}bash`,
  '## not a heading inside code',
  fence,
  '### Options {#options}',
  '![Diagram](/diagrams/flow-en.svg)',
].join('\n');

describe('language parity check', () => {
  it('reads headings with ids, code blocks and images, ignoring code', () => {
    expect(pageOutline(en)).toEqual({
      headings: [
        { level: 2, id: 'install', line: 2 },
        { level: 3, id: 'options', line: 6 },
      ],
      codeBlocks: 1,
      images: ['/diagrams/flow-en.svg'],
    });
  });

  it('accepts a translation with the same structure and a language-suffixed image', () => {
    const zh = en.replace('Install', '安装').replace('flow-en', 'flow-zh');
    expect(compareOutlines(pageOutline(en), pageOutline(zh), 'zh')).toEqual([]);
  });

  it('names each difference', () => {
    const zh = ['# 标题', '## 安装 {#setup}', '### 选项', '![图](/diagrams/other.svg)'].join('\n');
    expect(compareOutlines(pageOutline(en), pageOutline(zh), 'zh')).toEqual([
      'zh: heading on line 3 has no explicit {#id}',
      'heading 1 differs: en "## install", zh "## setup"',
      'code blocks: en has 1, zh has 0',
      'images differ: en [/diagrams/flow-en.svg], zh [/diagrams/other.svg]',
    ]);
  });

  it('reports a page that exists in one language only', () => {
    const files = { 'en/a.mdx': en, 'zh/a.mdx': en, 'en/b.mdx': en };
    const { report } = checkParity(writeTempTree('parity', files));
    expect([...report]).toEqual([['b.mdx', ['missing in zh']]]);
  });
});
