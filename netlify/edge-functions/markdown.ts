// Netlify edge function: a request for a page that prefers `text/markdown` gets the page's Markdown
// twin; every other request gets the page as Netlify serves it, with `Vary: Accept`. The rule is
// http/markdownNegotiation.mjs, shared with the preview server; the paths it runs on are declared
// in netlify.toml, written by scripts/generate/host-configs.mjs.
import { negotiatePage } from '../../http/markdownNegotiation.mjs';

/** The part of Netlify's Context this function uses. */
interface EdgeContext {
  next(): Promise<Response>;
}

/** The handler, with the way it reads a file of the site passed in, so tests need no network. */
export function createMarkdownHandler(fetchFile: (url: URL) => Promise<Response>) {
  return (request: Request, context: EdgeContext) =>
    negotiatePage(request, fetchFile, () => context.next());
}

export default createMarkdownHandler((url) => fetch(url));
