/**
 * The rules of 2.0.22's HomeBackground `style` element (invalid in the body), written into the head
 * of the home pages only, where the background is: every other page's one stylesheet stays without
 * them. Read by rspress.config.ts at build time.
 */
import { readFileSync } from 'node:fs';
import type { RouteMeta } from '@rspress/core';

const css = readFileSync(new URL('./homeBackground.css', import.meta.url), 'utf8')
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\s+/g, ' ')
  .trim();

/** A `style` element for the head of a home page (the root of each language), nothing elsewhere. */
export const homeBackgroundStyle = (route: RouteMeta): string | undefined =>
  route.pureRoutePath === '/' ? `<style>${css}</style>` : undefined;
