/**
 * Words readers use for the same thing, per language. A query that contains one phrase of a group
 * is also searched with each other phrase of that group in its place (theme/search/engine.ts), so
 * "night mode" finds the pages that say "dark mode" and 安装 finds the quick start. The original
 * wording always ranks a little higher than a substitute.
 *
 * Phrases are matched on whole words in lower case (CJK phrases anywhere in the query). Keep the
 * groups small and unambiguous: a phrase that also names something else on the site (for example
 * `setup`, a plugin hook) does not belong here.
 */
export type SynonymGroups = readonly (readonly string[])[];

const en: SynonymGroups = [
  ['introduction', 'what is rspress'],
  ['install', 'installation', 'set up', 'get started', 'getting started', 'quick start'],
  ['dark mode', 'night mode', 'dark theme', 'appearance', 'color scheme', 'colour scheme'],
  [
    'translation',
    'translate',
    'localization',
    'localisation',
    'i18n',
    'internationalization',
    'multilingual',
    'multiple languages',
  ],
  ['ssg', 'static site generation', 'pre-rendering', 'prerendering'],
  ['syntax highlighting', 'code highlighting'],
  ['search engine', 'full text search', 'full-text search', 'local search'],
  ['favicon', 'site icon', 'tab icon'],
  ['publish', 'deploy', 'hosting'],
];

const zh: SynonymGroups = [
  ['介绍', '什么是 rspress'],
  ['安装', '快速开始', '上手', '入门', '搭建'],
  ['深色', '暗色', '夜间模式', '深色模式', '暗黑模式', '外观'],
  ['翻译', '本地化', '国际化', 'i18n', '多语言'],
  ['网站图标', '站点图标', 'favicon', '标签页图标'],
  ['发布', '部署', '上线', '托管'],
  ['全文搜索', '本地搜索', '站内搜索'],
  ['缩放', '放大'],
];

/** The synonym groups of a language; languages without a table get none. */
export const synonymsByLang: Record<string, SynonymGroups> = { en, zh };
