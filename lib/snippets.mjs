// What the snippet check (scripts/checks/check-snippets.mjs) and the type hovers
// (plugins/typeHovers/) share: which blocks are TypeScript, the options they compile with, and the
// files a block sees.
import ts from 'typescript';
import { strictBundlerOptions } from './typescript-options.mjs';

export const TS_LANGS = new Set(['ts', 'tsx', 'typescript']);

/** Modules a bundler provides that TypeScript cannot know about. */
export const AMBIENT = `
declare module '*.module.css' { const classes: Record<string, string>; export default classes; }
declare module '*.css';
declare module '*.svg' { const url: string; export default url; }
declare module '*.png' { const url: string; export default url; }
`;

export const COMPILER_OPTIONS = {
  ...strictBundlerOptions,
  moduleDetection: ts.ModuleDetectionKind.Force,
  resolveJsonModule: true,
  allowImportingTsExtensions: true,
  types: ['node'],
};

/** @param {string} meta */
const titleOf = (meta) => /title=(?:"([^"]+)"|'([^']+)'|(\S+))/.exec(meta)?.slice(1).find(Boolean);
export const isPartial = (/** @type {string} */ meta) => /(^|\s)partial(\s|$)/.test(meta);
/** @param {string | undefined} title @returns {title is string} */
const isModulePath = (title) => Boolean(title && /^[\w./-]+\.(ts|tsx|mts|d\.ts)$/.test(title));

/**
 * The virtual files for one checked block: the block itself plus the page's other titled blocks.
 * @param {import('../core/fences.mjs').CodeBlock[]} blocks
 * @param {number} index
 */
export function virtualFiles(blocks, index) {
  const block = blocks[index];
  const ownTitle = titleOf(block.meta);
  const ownPath = isModulePath(ownTitle)
    ? ownTitle
    : `snippet.${block.lang === 'tsx' ? 'tsx' : 'ts'}`;
  /** @type {Map<string, { index: number, code: string }>} */
  const files = new Map();
  blocks.forEach((other, i) => {
    const title = titleOf(other.meta);
    if (i === index || !TS_LANGS.has(other.lang) || !isModulePath(title) || title === ownPath)
      return;
    // The nearest block with that title wins, so a page can show a file in several versions.
    const previous = files.get(title);
    if (!previous || Math.abs(i - index) < Math.abs(previous.index - index))
      files.set(title, { index: i, code: other.code });
  });
  return { ownPath, siblings: [...files].map(([path, { code }]) => ({ path, code })) };
}
