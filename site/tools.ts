/**
 * The Rstack family shown in the navbar tools menu and in the home page tool cards. Texts (and an
 * address that differs per language) are `{ en, zh }`, like the labels of i18n.json.
 */
import type { Localized } from './languages.mjs';

export interface ToolLink {
  name: string;
  desc: Localized;
  /** Image URL; empty (or failing to load) renders a blank placeholder. */
  logo: string;
  /** One address for every language, or one per language. */
  url: string | Localized;
  /** Visual size correction for logos drawn with more or less padding, e.g. 0.95. */
  logoScale?: number;
}

export interface ToolGroup {
  title: Localized;
  links: ToolLink[];
}

const rspack: ToolLink = {
  name: 'Rspack',
  desc: { en: 'Fast Rust-based bundler', zh: '基于 Rust 的高性能打包工具' },
  logo: '/tools/rspack.svg',
  url: 'https://rspack.rs',
};

const rsbuild: ToolLink = {
  name: 'Rsbuild',
  desc: { en: 'Build tool powered by Rspack', zh: '由 Rspack 驱动的构建工具' },
  logo: '/tools/rsbuild.svg',
  url: 'https://rsbuild.rs',
};

const rspress: ToolLink = {
  name: 'Rspress',
  desc: { en: 'Static site generator built on Rsbuild', zh: '基于 Rsbuild 的静态站点生成器' },
  logo: '/tools/rspress.svg',
  url: 'https://rspress.rs',
};

const rslib: ToolLink = {
  name: 'Rslib',
  desc: { en: 'Library development tool built on Rsbuild', zh: '基于 Rsbuild 的库开发工具' },
  logo: '/tools/rslib.svg',
  url: 'https://rslib.rs',
};

const rsdoctor: ToolLink = {
  name: 'Rsdoctor',
  desc: { en: 'One-stop build analyzer', zh: '一站式构建分析工具' },
  logo: '/tools/rsdoctor.svg',
  url: 'https://rsdoctor.rs',
  logoScale: 0.95,
};

const rstest: ToolLink = {
  name: 'Rstest',
  desc: { en: 'Testing framework powered by Rspack', zh: '由 Rspack 驱动的测试框架' },
  logo: '/tools/rstest.svg',
  url: 'https://rstest.rs',
};

const awesomeRstack: ToolLink = {
  name: 'Awesome Rstack',
  desc: {
    en: 'Curated plugins, templates and projects of the Rstack ecosystem',
    zh: 'Rstack 生态中的插件、模板与项目精选',
  },
  logo: '',
  url: 'https://github.com/web-infra-dev/awesome-rstack',
};

/** The navbar tools menu: the whole family. */
export const toolGroups: ToolGroup[] = [
  {
    title: { en: 'Rstack', zh: 'Rstack 工具链' },
    links: [rspack, rsbuild, rspress, rslib, rsdoctor, rstest, awesomeRstack],
  },
];

/** The five tools shown as cards on the home page. */
export const toolCards: ToolLink[] = [rspack, rsbuild, rslib, rsdoctor, rstest];

/** The tools menu opens and closes this long after the pointer enters or leaves it. */
export const toolsMenuHoverDelayMs = 100;

/**
 * What opens the tools menu besides a click, a tap and the keyboard's Enter, Space and ↓:
 * `hover` a mouse pointer resting on it (the default), `focus` the button receiving focus,
 * `click` nothing else.
 */
export type ToolsMenuTrigger = 'hover' | 'click' | 'focus';
export const toolsMenuTrigger: ToolsMenuTrigger = 'hover';
