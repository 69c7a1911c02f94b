import { describe, expect, it } from '@rstest/core';
import { docsRepository, siteOrigin } from '../../site/links';
import {
  reportUrl,
  sectionUrl,
  twinPath,
} from '../../theme/components/SectionActions/sectionLinks';
import { sectionMarkdown } from '../../theme/components/SectionActions/sectionMarkdown';

// The same page in the two twin formats: headings with escaped ids, and headings without.
const withIds = [
  '# Page',
  '',
  'Intro.',
  '',
  '## Install \\{#install}',
  '',
  'Run this:',
  '',
  '```md',
  '## Not a heading',
  '```',
  '',
  '### With `pnpm` \\{#pnpm}',
  '',
  'Text.',
  '',
  '## Next \\{#next}',
  '',
  'After.',
  '',
].join('\n');
const withoutIds = withIds.replace(/ \\\{#[^}]+\}/g, '');

describe('sectionMarkdown', () => {
  it('slices from the heading to the next heading of the same level, past code blocks', () => {
    const lines = withIds.split('\n');
    const expected = lines.slice(
      lines.indexOf('## Install \\{#install}'),
      lines.indexOf('## Next \\{#next}'),
    );
    expect(sectionMarkdown(withIds, { id: 'install', depth: 2, text: 'Install' })).toBe(
      expected.join('\n').trimEnd(),
    );
  });

  it('ends a ### section at the next ## heading', () => {
    const slice = sectionMarkdown(withIds, { id: 'pnpm', depth: 3, text: 'With pnpm' });
    expect(slice?.split('\n')[0]).toBe('### With `pnpm` \\{#pnpm}');
    expect(slice).not.toContain('## Next');
    expect(slice?.endsWith('Text.')).toBe(true);
  });

  it('finds a heading by its text when the twin has no ids', () => {
    expect(sectionMarkdown(withoutIds, { id: 'install', depth: 2, text: 'Install' })).toBe(
      withoutIds.slice(withoutIds.indexOf('## Install'), withoutIds.indexOf('## Next')).trimEnd(),
    );
    expect(sectionMarkdown(withoutIds, { id: 'pnpm', depth: 3, text: 'With pnpm' })).toContain(
      'Text.',
    );
  });

  it('takes the n-th of headings with the same text, and nothing for a missing one', () => {
    const twice = '## Notes\n\nOne.\n\n## Notes\n\nTwo.\n';
    expect(sectionMarkdown(twice, { id: 'notes-1', depth: 2, text: 'Notes' }, 1)).toBe(
      '## Notes\n\nTwo.',
    );
    expect(sectionMarkdown(withIds, { id: 'missing', depth: 2, text: 'Missing' })).toBeUndefined();
    // A heading inside a code block is not a section.
    expect(
      sectionMarkdown(withoutIds, { id: 'not-a-heading', depth: 2, text: 'Not a heading' }),
    ).toBeUndefined();
  });
});

describe('section links', () => {
  it('builds the section address on the published site and the twin beside the page', () => {
    expect(sectionUrl('/guide/start/getting-started', 'install')).toBe(
      `${siteOrigin}/guide/start/getting-started#install`,
    );
    expect(twinPath('/guide/start/getting-started')).toBe('/guide/start/getting-started.md');
    expect(twinPath('/zh/')).toBe('/zh/index.md');
  });

  it('prefills a new issue on the docs repository with page, section, language and commit', () => {
    const url = new URL(
      reportUrl({
        pathname: '/zh/guide/a',
        id: 'install',
        section: '安装',
        pageTitle: '页面',
        lang: 'zh',
        commit: 'abc123',
        prompt: '请描述问题：',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(`${docsRepository.url}/issues/new`);
    const body = url.searchParams.get('body') ?? '';
    expect(body.startsWith('请描述问题：')).toBe(true);
    for (const field of [`${siteOrigin}/zh/guide/a#install`, '安装', 'zh', 'abc123']) {
      expect(body).toContain(field);
    }
    expect(url.searchParams.get('title')).toContain('安装');
  });
});
