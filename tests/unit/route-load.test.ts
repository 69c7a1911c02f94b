// The page loads at the door (upstream/theme/guardRouteLoad.ts, lazyWithPreload.mjs): each rewrite
// meets the installed module and changes one line, a module that lost the line fails by name; the
// page loader's replacement tries a failed preload again instead of keeping the failure.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@rstest/core';
import { lazyWithPreload } from '../../theme/upstream/lazyWithPreload.mjs';
import { upstreamModulePaths } from '../../upstream/theme/build';
import { guardRouteLoad } from '../../upstream/theme/guardRouteLoad';

const installed = (name: string) => {
  const path = upstreamModulePaths.routeLoad.find((file) => file.endsWith(`/${name}`)) ?? '';
  return { path, code: readFileSync(path, 'utf8') };
};

describe('the page-load rewrites', () => {
  it('wraps the runtime page loader, keeping its name and export', () => {
    const { path, code } = installed('initPageData.js');
    const patched = guardRouteLoad(code, path);
    expect(patched).toMatch(
      /^import \{ guardRouteLoad \} from "(\.\.\/)+theme\/upstream\/routeLoad\.ts";\n/,
    );
    expect(patched).toContain('async function loadPageData(routePath) {');
    expect(patched).not.toContain('async function initPageData(');
    expect(patched).toContain('const initPageData = guardRouteLoad(loadPageData);\nexport {');
    expect(patched.match(/\bexport \{[^}]*\binitPageData\b/)).not.toBe(null);
  });

  it("passes a clicked link's whole address to the loader", () => {
    const { path, code } = installed('useLinkNavigate.js');
    const patched = guardRouteLoad(code, path);
    expect(patched).toContain('await initPageData(routePath, withBaseHref);');
    expect(
      patched.replace('initPageData(routePath, withBaseHref)', 'initPageData(routePath)'),
    ).toBe(code);
  });

  it('drops a failed hover preload quietly', () => {
    const { path, code } = installed('route.js');
    const patched = guardRouteLoad(code, path);
    expect(patched).toContain('if (route) route.preload().catch(()=>{});');
  });

  it('fails by name when a module no longer has the line it changes', () => {
    expect(() => guardRouteLoad('export {};', '/x/route.js')).toThrow(
      '/x/route.js no longer contains "if (route) route.preload();"',
    );
    expect(() => guardRouteLoad('export {};', '/x/other.js')).toThrow(
      '/x/other.js has no page-load rewrite (workaround "route-load-recovery")',
    );
  });

  it('replaces the module the generated routes import', () => {
    expect(upstreamModulePaths.lazyWithPreload).toMatch(/react-lazy-with-preload\/lib\/index\.js$/);
  });
});

describe('the page loader that forgets a failure', () => {
  it('tries a failed import again, and keeps a successful one', async () => {
    const page = () => null;
    let calls = 0;
    const Page = lazyWithPreload(() => {
      calls += 1;
      return calls === 1
        ? Promise.reject(new Error('Loading chunk 1 failed.'))
        : Promise.resolve({ default: page });
    });
    await expect(Page.preload()).rejects.toThrow('Loading chunk 1 failed.');
    await expect(Page.preload()).resolves.toBe(page);
    await expect(Page.preload()).resolves.toBe(page);
    expect(calls).toBe(2);
  });
});
