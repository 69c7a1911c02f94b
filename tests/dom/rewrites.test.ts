// Each tree rewrite of theme/overrides/, applied to the real upstream component of the installed
// @rspress/core, rendered into a DOM (happy-dom): the target element is found and changed. When an
// upgrade renames the class or element a rewrite looks for, the test fails here, by component.
// The theme's runtime (site data, page data, router) is replaced by small fakes; the components
// under test are the package's own files.

import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { act, createElement, type FunctionComponent } from 'react';
import { createRoot } from 'react-dom/client';
import * as upstream from '../../theme/upstream/rewriteTargets';

rs.mock('@rspress/core/runtime', () => ({
  useFrontmatter: () => ({
    frontmatter: { hero: { name: 'Rspress', text: 'Docs', tagline: 'Fast', actions: [] } },
  }),
  useI18n: () => (key: string) => key,
  useLang: () => 'en',
  useSite: () => ({
    site: { lang: 'en', title: 'Rspress', logo: { light: '/l.png', dark: '/d.png' } },
  }),
  usePageData: () => ({ page: { routePath: '/guide/start' } }),
  useLocation: () => ({ pathname: '/guide/start' }),
  routePathToMdPath: (path: string) => `${path}.md`,
  normalizeImagePath: (path: string) => path,
  addLeadingSlash: (path: string) => (path.startsWith('/') ? path : `/${path}`),
  addTrailingSlash: (path: string) => (path.endsWith('/') ? path : `${path}/`),
  withBase: (path: string) => path,
  isExternalUrl: () => false,
}));

rs.mock('@rspress/core/theme', () => {
  // Inside the factory: mocks are set up before the module's own code runs.
  const stub = (name: string) => {
    const Stub = ({ children }: { children?: unknown }) =>
      createElement('span', { 'data-stub': name }, children as never);
    return Stub;
  };
  return {
    Button: stub('Button'),
    Link: ({ children, href }: { children?: unknown; href?: string }) =>
      createElement('a', { href }, children as never),
    renderHtmlOrText: (text: string) => ({ children: text }),
    renderInlineMarkdown: (text: string) => ({ children: text }),
    SvgWrapper: stub('SvgWrapper'),
    IconSearch: 'svg',
    IconCopy: 'svg',
    IconSuccess: 'svg',
    IconArrowRight: 'svg',
    IconMenu: 'svg',
    ReadPercent: stub('ReadPercent'),
    copyToClipboard: () => undefined,
    useActiveAnchor: () => ({ scrolledHeader: undefined }),
    useDynamicToc: () => [],
    useWatchToc: () => ({ rspressDocRef: { current: null } }),
    DocContent: stub('DocContent'),
    DocFooter: stub('DocFooter'),
    Outline: stub('Outline'),
    Overview: stub('Overview'),
    Sidebar: stub('Sidebar'),
  };
});

// The overrides import the original theme from theme/upstream/original.ts: here, the package's own
// component files, without the rest of the theme (its site data is the build's virtual modules).
rs.mock('../../theme/upstream/original', () => ({
  HomeHero: upstream.HomeHero,
  HomeBackground: upstream.HomeBackground,
  LlmsCopyButton: upstream.LlmsCopyButton,
  NavTitle: upstream.NavTitle,
  DocLayout: upstream.DocLayout,
}));

const { HomeHero } = await import('../../theme/overrides/HomeHero');
const { HomeBackground } = await import('../../theme/overrides/HomeBackground');
const { LlmsCopyButton } = await import('../../theme/overrides/LlmsCopyButton');
const { NavTitle } = await import('../../theme/overrides/NavTitle');
const { DocLayout } = await import('../../theme/overrides/DocLayout');
const { SearchButton } = await import('../../theme/overrides/SearchButton');

// React's act() in a test environment it does not detect itself.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: ReturnType<typeof createRoot> | undefined;

/** The component rendered into a fresh container of the document. */
async function render<P extends object>(component: FunctionComponent<P>, props: P) {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root?.render(createElement(component, props)));
  return container;
}

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

describe('tree rewrites of the upstream theme', () => {
  it('home-hero-heading: the hero name is the h1', async () => {
    const page = await render(HomeHero, {});
    expect(page.querySelector('h1.rp-home-hero__title')?.textContent).toContain('Rspress');
    expect(page.querySelector('div.rp-home-hero__title')).toBeNull();
  });

  it('home-background-style: no style element in the body', async () => {
    const page = await render(HomeBackground, {});
    expect(page.querySelector('.rp-home-background')).not.toBeNull();
    expect(page.querySelector('style')).toBeNull();
  });

  it('valid-copy-button: no div in the copy button', async () => {
    const page = await render(LlmsCopyButton, {});
    expect(page.querySelector('button')).not.toBeNull();
    expect(page.querySelector('button div')).toBeNull();
    expect(page.querySelector('button span')).not.toBeNull();
  });

  it('valid-search-button: no div in or beside the search button', async () => {
    const page = await render(SearchButton, { setFocused: () => undefined });
    expect(page.querySelector('button')).not.toBeNull();
    expect(page.querySelector('div')).toBeNull();
  });

  it('logo-id: the logo images keep their classes and lose id="logo"', async () => {
    const page = await render(NavTitle, {});
    const logos = page.querySelectorAll('img.rspress-logo');
    expect(logos).toHaveLength(2);
    expect(page.querySelector('#logo')).toBeNull();
  });

  it('logo-alt: the logo images are decorative, named by the link text beside them', async () => {
    const page = await render(NavTitle, {});
    const alts = [...page.querySelectorAll('img.rspress-logo')].map((img) =>
      img.getAttribute('alt'),
    );
    expect(alts).toEqual(['', '']);
  });

  it('doc-layout-landmarks: the sidebar and outline columns are named', async () => {
    const page = await render(DocLayout, {});
    const names = [...page.querySelectorAll('aside[aria-label]')].map((aside) =>
      aside.getAttribute('aria-label'),
    );
    expect(names).toEqual(['sidebarLandmark', 'outlineLandmark']);
  });
});
