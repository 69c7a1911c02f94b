import type { Header } from '@rspress/core';
import { describe, expect, it } from '@rstest/core';
import { listedHeadings, overviewScope } from '../../plugins/trimPageData';

const toc: Header[] = [
  { id: 'a', text: 'A', depth: 2, charIndex: 0 },
  { id: 'a-1', text: 'A.1', depth: 3, charIndex: 10 },
  { id: 'b', text: 'B', depth: 2, charIndex: 20 },
];

describe('trim-page-data plugin', () => {
  it('finds overview pages and the heading depths they show', () => {
    expect(overviewScope('/api/', '---\noverview: true\n---\n\nText')).toEqual({
      prefix: '/api/',
      depths: [2],
    });
    expect(
      overviewScope('/x/overview', '---\noverview: true\noverviewHeaders: [2, 3]\n---\n'),
    ).toEqual({ prefix: '/x/', depths: [2, 3] });
    expect(overviewScope('/guide/a', '---\ntitle: A\n---\n')).toBeUndefined();
    expect(overviewScope('/guide/b', '# No frontmatter')).toBeUndefined();
  });

  it('keeps the headings an overview lists and drops every other outline', () => {
    const scopes = [{ prefix: '/api/', depths: [2] }];
    const page = (routePath: string, frontmatter = {}) => ({ routePath, toc, frontmatter });
    expect(listedHeadings(page('/api/commands'), scopes).map(({ id }) => id)).toEqual(['a', 'b']);
    expect(listedHeadings(page('/api/'), scopes)).toEqual([]);
    expect(listedHeadings(page('/guide/start/introduction'), scopes)).toEqual([]);
    expect(
      listedHeadings(page('/api/config', { overviewHeaders: [3] }), scopes).map(({ id }) => id),
    ).toEqual(['a', 'a-1', 'b']);
  });
});
