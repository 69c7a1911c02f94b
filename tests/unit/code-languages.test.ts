import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { createHighlighter } from 'shiki';
import { fenceLanguages } from '../../config/codeLanguages';
import config from '../../rspress.config';

const FRONTMATTER_BLOCK = '---\ntitle: Install\n---\n\n# Install\n';

/** The tokens Shiki gives the `title: Install` line of an md block, with these languages loaded. */
async function frontmatterTokens(langs: Parameters<typeof createHighlighter>[0]['langs']) {
  const highlighter = await createHighlighter({ themes: ['github-light'], langs });
  try {
    return highlighter.codeToTokensBase(FRONTMATTER_BLOCK, {
      lang: 'md',
      theme: 'github-light',
    })[1];
  } finally {
    highlighter.dispose();
  }
}

describe('code languages', () => {
  it('finds the languages of fences, nested ones included, that Shiki knows', () => {
    const docs = mkdtempSync(join(tmpdir(), 'fences-'));
    try {
      mkdirSync(join(docs, 'en'));
      writeFileSync(
        join(docs, 'en', 'page.mdx'),
        '# Page\n\n````md title="a.md"\n```YAML\nx: 1\n```\n````\n\n~~~bash\nls\n~~~\n\n```text\nplain\n```\n',
      );
      writeFileSync(join(docs, 'en', 'notes.txt'), '```toml\n```\n');
      expect(fenceLanguages(docs)).toEqual(['bash', 'md', 'yaml']);
    } finally {
      rmSync(docs, { recursive: true, force: true });
    }
  });

  it('loads what md blocks embed before any page, so their frontmatter is always highlighted', async () => {
    const siteLangs = config.markdown?.shiki?.langs ?? [];
    // Loaded alone, md leaves its frontmatter plain: YAML is embedded only once something loaded it.
    expect(await frontmatterTokens(['md'])).toHaveLength(1);
    expect((await frontmatterTokens(siteLangs)).length).toBeGreaterThan(1);
  });
});
