// The YAML frontmatter block at the top of a page, found the same way by every check and plugin.

/**
 * The frontmatter of a Markdown/MDX source: its YAML text and the number of lines the block takes
 * (fences included), or undefined when the page has none.
 * @param {string} source
 * @returns {{ yaml: string, lineCount: number } | undefined}
 */
export function frontmatter(source) {
  const block = /^---\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/.exec(source);
  if (!block) return undefined;
  return { yaml: block[1] ?? '', lineCount: block[0].replace(/\r?\n$/, '').split('\n').length };
}
