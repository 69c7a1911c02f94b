// Markdown by content negotiation (no browser): every page, in both languages and on both test
// servers, answers `Accept: text/markdown` with its Markdown twin's exact bytes and anything else
// with its HTML, always with `Vary: Accept` so caches keep the two apart.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIResponse, expect, test } from '@playwright/test';
import { outRoot, routeToHtmlFile, siteRoutes } from '../shared/site-files';
import { hosts, hostURL } from './hosts';

const twinFile = (route: string) =>
  join(outRoot, route.endsWith('/') ? `${route}index.md` : `${route}.md`);

/** Whether a Vary header names Accept (it may name Accept-Encoding too). */
const variesOnAccept = (response: APIResponse) =>
  (response.headers().vary ?? '').split(',').some((name) => name.trim().toLowerCase() === 'accept');

for (const { name, port } of hosts) {
  test.describe(`${name} server`, () => {
    test('every page answers Accept: text/markdown with its twin', async ({ request }) => {
      const problems: string[] = [];
      for (const { route } of siteRoutes()) {
        const response = await request.get(`${hostURL(port)}${route}`, {
          headers: { accept: 'text/markdown' },
        });
        const body = await response.body();
        if (response.status() !== 200) problems.push(`${route}: status ${response.status()}`);
        else if (!body.equals(readFileSync(twinFile(route))))
          problems.push(`${route}: not the bytes of its Markdown twin`);
        if (response.headers()['content-type'] !== 'text/markdown; charset=utf-8')
          problems.push(`${route}: Content-Type ${response.headers()['content-type']}`);
        if (!variesOnAccept(response)) problems.push(`${route}: no Vary: Accept`);
      }
      expect(problems).toEqual([]);
    });

    for (const accept of ['text/html', '*/*']) {
      test(`every page answers Accept: ${accept} with its HTML`, async ({ request }) => {
        const problems: string[] = [];
        for (const { route } of siteRoutes()) {
          const response = await request.get(`${hostURL(port)}${route}`, { headers: { accept } });
          const body = await response.body();
          if (response.status() !== 200) problems.push(`${route}: status ${response.status()}`);
          else if (!body.equals(readFileSync(routeToHtmlFile(route))))
            problems.push(`${route}: not the bytes of its HTML`);
          if (response.headers()['content-type'] !== 'text/html; charset=utf-8')
            problems.push(`${route}: Content-Type ${response.headers()['content-type']}`);
          if (!variesOnAccept(response)) problems.push(`${route}: no Vary: Accept`);
        }
        expect(problems).toEqual([]);
      });
    }
  });
}
