/**
 * The Rstack family shown in the navbar tools menu and in the home page tool cards.
 * The language picks `desc`/`descEn` and `url`/`urlEn`.
 */

export interface ToolLink {
  name: string;
  /** Chinese description. */
  desc: string;
  /** English description. */
  descEn: string;
  /** Image URL; empty (or failing to load) renders a blank placeholder. */
  logo: string;
  /** Chinese (or only) address. */
  url: string;
  /** English address when it differs from `url`. */
  urlEn?: string;
  /** Visual size correction for logos drawn with more or less padding, e.g. 0.95. */
  logoScale?: number;
}

export interface ToolGroup {
  title: string;
  titleEn: string;
  links: ToolLink[];
}

export type SiteLang = 'en' | 'zh';

const rspack: ToolLink = {
  name: 'Rspack',
  desc: '基于 Rust 的高性能打包工具',
  descEn: 'Fast Rust-based bundler',
  logo: '/tools/rspack.svg',
  url: 'https://rspack.rs',
};

const rsbuild: ToolLink = {
  name: 'Rsbuild',
  desc: '由 Rspack 驱动的构建工具',
  descEn: 'Build tool powered by Rspack',
  logo: '/tools/rsbuild.svg',
  url: 'https://rsbuild.rs',
};

const rspress: ToolLink = {
  name: 'Rspress',
  desc: '基于 Rsbuild 的静态站点生成器',
  descEn: 'Static site generator built on Rsbuild',
  logo: '/tools/rspress.svg',
  url: 'https://rspress.rs',
};

const rslib: ToolLink = {
  name: 'Rslib',
  desc: '基于 Rsbuild 的库开发工具',
  descEn: 'Library development tool built on Rsbuild',
  logo: '/tools/rslib.svg',
  url: 'https://rslib.rs',
};

const rsdoctor: ToolLink = {
  name: 'Rsdoctor',
  desc: '一站式构建分析工具',
  descEn: 'One-stop build analyzer',
  logo: '/tools/rsdoctor.svg',
  url: 'https://rsdoctor.rs',
  logoScale: 0.95,
};

const rstest: ToolLink = {
  name: 'Rstest',
  desc: '由 Rspack 驱动的测试框架',
  descEn: 'Testing framework powered by Rspack',
  logo: '/tools/rstest.svg',
  url: 'https://rstest.rs',
};

const awesomeRstack: ToolLink = {
  name: 'Awesome Rstack',
  desc: 'Rstack 生态中的插件、模板与项目精选',
  descEn: 'Curated plugins, templates and projects of the Rstack ecosystem',
  logo: '',
  url: 'https://github.com/web-infra-dev/awesome-rstack',
};

/** The navbar tools menu: the whole family. */
export const toolGroups: ToolGroup[] = [
  {
    title: 'Rstack 工具链',
    titleEn: 'Rstack',
    links: [rspack, rsbuild, rspress, rslib, rsdoctor, rstest, awesomeRstack],
  },
];

/** The five tools shown as cards on the home page. */
export const toolCards: ToolLink[] = [rspack, rsbuild, rslib, rsdoctor, rstest];

export function toolDesc(tool: ToolLink, lang: SiteLang): string {
  return lang === 'zh' ? tool.desc : tool.descEn;
}

export function toolUrl(tool: ToolLink, lang: SiteLang): string {
  return lang === 'zh' ? tool.url : (tool.urlEn ?? tool.url);
}

export function groupTitle(group: ToolGroup, lang: SiteLang): string {
  return lang === 'zh' ? group.title : group.titleEn;
}

/** The tools menu opens and closes this long after the pointer enters or leaves it. */
export const toolsMenuHoverDelayMs = 100;
