// The file-name rule's exemption (issue 32, item 1): a page whose name is outside [a-z0-9._-] builds
// when its route is given explicitly, the one way Rspress 2.0.22 offers (a plugin's `addPages`
// with a `routePath` and the file's path, the file left out of the conventional routes by
// `route.exclude`). The same page routed by its name still fails, naming the file.
import { describe, expect, it } from '@rstest/core';
import { buildFixtureSite } from '../shared/fixture-site';

const FILES = {
  'docs/en/index.md': '# Home\n\nWelcome.\n',
  'docs/zh/index.md': '# 首页\n\n欢迎。\n',
  'docs/en/Release Notes.md': '# Release notes\n\nWhat changed.\n',
  'docs/zh/Release Notes.md': '# 发布说明\n\n更新内容。\n',
};

/** A plugin giving both pages a safe route of their own. */
const EXPLICIT_ROUTES = `plugins: [...config.plugins, {
  name: 'explicit-routes',
  addPages: () => [
    { routePath: '/release-notes', filepath: join(dir, 'docs/en/Release Notes.md') },
    { routePath: '/zh/release-notes', filepath: join(dir, 'docs/zh/Release Notes.md') },
  ],
}]`;

describe('file names and explicit routes', { timeout: 180_000 }, () => {
  it('builds a page with an unsafe name when its only route is explicit and safe', () => {
    const { status, log, pages } = buildFixtureSite(
      FILES,
      {},
      `route: { ...config.route, exclude: [...config.route.exclude, '**/Release Notes.md'] }, ${EXPLICIT_ROUTES}`,
    );
    expect([status, log]).toEqual([0, expect.any(String)]);
    expect(pages).toEqual(expect.arrayContaining(['release-notes.html', 'zh/release-notes.html']));
    expect(pages.filter((page) => /[A-Z ]/.test(page))).toEqual([]);
  });

  it('still fails when the page keeps its conventional route too, naming the file', () => {
    const { status, log, pages } = buildFixtureSite(FILES, {}, EXPLICIT_ROUTES);
    expect(status).not.toBe(0);
    expect(pages).toEqual([]);
    for (const lang of ['en', 'zh'])
      expect(log).toMatch(
        new RegExp(
          `docs/${lang}/Release Notes\\.md:1: the name "Release Notes\\.md" has characters outside \\[a-z0-9\\._-\\]`,
        ),
      );
  });
});
