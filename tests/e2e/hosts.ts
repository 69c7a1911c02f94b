/**
 * The two ways the hosts the site deploys to answer a miss, each served by
 * scripts/serve/serve-build.mjs on its own port: the language's own 404.html (Netlify, our own
 * server), or the one top-level 404.html for every path (GitHub Pages, Vercel).
 */
// E2E_PORT lets several checkouts run their suites side by side.
export const PORT = Number(process.env.E2E_PORT ?? 4173);

export const hosts = [
  { name: 'per-language 404', port: PORT, serveArgs: [] },
  { name: 'top-level 404 only', port: PORT + 1, serveArgs: ['--404=top-level'] },
] as const;

export const hostURL = (port: number) => `http://127.0.0.1:${port}`;
