// The theme's own renderer of a title's inline Markdown (an internal module of @rspress/core),
// which core/ replaces with text and formatting only: tests/unit/inline-markdown.test.ts compares
// them. No page imports this module.
export { renderInlineMarkdown } from '@rspress/core/dist/theme/logic/utils.js';
