import { describe, expect, it } from '@rstest/core';
import { NOT_FOUND_TEMPLATE_ATTR } from '../../core/notFound';
import { appMarkup, withLocalizedTemplates } from '../../plugins/localizedNotFound';

const page = (lang: string, title: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body>
    <div id="__rspress_root">${body}</div>
    <div id="__rspress_modal_container"></div>
  </body></html>`;

describe('localized 404 templates', () => {
  it('reads the app markup and title of a built page', () => {
    expect(appMarkup(page('zh', '页面未找到', '<div><h1>页面未找到</h1></div>'))).toEqual({
      body: '<div><h1>页面未找到</h1></div>',
      title: '页面未找到',
    });
  });

  it('adds one inert template per other language before </body>, leaving the page as it was', () => {
    const topLevel = page('en', 'Page not found', '<h1>Page not found</h1>');
    const result = withLocalizedTemplates(topLevel, [
      { lang: 'zh', html: page('zh', '页面未找到', '<h1>页面未找到</h1>') },
    ]);
    expect(result.startsWith(topLevel.slice(0, topLevel.indexOf('</body>')))).toBe(true);
    expect(result).toContain(
      `<template ${NOT_FOUND_TEMPLATE_ATTR}="zh"><title>页面未找到</title><h1>页面未找到</h1></template></body>`,
    );
  });

  it('fails with a clear message when the page has no app root', () => {
    expect(() => appMarkup('<html><body>nothing</body></html>')).toThrow(/no app root/);
  });
});
