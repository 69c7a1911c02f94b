export interface CodeBlock {
  lang: string;
  meta: string;
  code: string;
  line: number;
}
export function extractCodeBlocks(source: string): CodeBlock[];
export function checkSnippets(docsDir: string): {
  checked: number;
  partial: string[];
  findings: string[];
};
