/**
 * Every outbound address the site uses, in one place. The config, the theme
 * and the tests import from here; a fork that deploys elsewhere edits only
 * `siteOrigin` and `docsRepository`.
 */

/** Where the built site is served; used for canonical URLs, sitemap and llms.txt. */
export const siteOrigin = 'https://rspress.rs';

/** The Rspress source repository (navbar social link, home page action). */
export const repositoryUrl = 'https://github.com/web-infra-dev/rspress';

/** The repository that holds these docs and the branch/folder the pages live in. */
export const docsRepository = {
  url: 'https://github.com/web-infra-dev/rspress',
  branch: 'main',
  docsDir: 'website/docs',
} as const;

/**
 * Base URL of the "edit this page" link. Rspress appends the page's path
 * relative to the docs root, which starts with the language folder (`en/…`, `zh/…`).
 */
export const editLinkBase = `${docsRepository.url}/tree/${docsRepository.branch}/${docsRepository.docsDir}`;

export const socialLinks = {
  github: repositoryUrl,
  discord: 'https://discord.gg/mkVw5zPAtf',
  x: 'https://x.com/rspack_dev',
} as const;

export const changelogUrl = 'https://github.com/web-infra-dev/rspress/releases';

/** Documentation of Rspress 1.x, per language. */
export const v1DocsUrl = {
  en: 'https://v1.rspress.rs/',
  zh: 'https://v1.rspress.rs/zh/',
} as const;
