import { removeBase } from '@rspress/core/runtime';
import { NOT_FOUND_TEMPLATE_ATTR as TEMPLATE_ATTR } from '../../core/notFound';

/**
 * On a host that serves the top-level 404.html for every miss, swaps in the 404 markup of the
 * language the URL asks for (plugins/localizedNotFound.ts), so React hydrates matching HTML.
 * Runs when the theme module loads, before the client entry hydrates.
 */
export function showLocalizedNotFound(doc: Document): void {
  const lang = removeBase(doc.location.pathname).split('/')[1];
  const template = [
    ...doc.querySelectorAll<HTMLTemplateElement>(`template[${TEMPLATE_ATTR}]`),
  ].find((candidate) => candidate.getAttribute(TEMPLATE_ATTR) === lang);
  const root = doc.getElementById('__rspress_root');
  if (!template || !root || doc.documentElement.lang === lang) return;
  const content = template.content.cloneNode(true) as DocumentFragment;
  const title = content.querySelector('title');
  title?.remove();
  root.replaceChildren(content);
  doc.documentElement.lang = lang;
  if (title) doc.title = title.textContent ?? doc.title;
}
