// The panel rewrite that shows the state hook's screens (upstream/theme/searchStates.ts): on the
// installed panel it adds the hook's screen to the results condition and puts it in place of
// "Error: " and the message; a panel without that code fails by name.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@rstest/core';
import { upstreamModulePaths } from '../../upstream/theme/build';
import { showSearchStates } from '../../upstream/theme/searchStates';

describe('the search states rewrite', () => {
  const path = upstreamModulePaths.searchPanel;
  const code = readFileSync(path, 'utf8');

  it('shows the hook screen where the panel showed the raw error', () => {
    expect(code).toContain('"Error: "');
    const patched = showSearchStates(code, path);
    expect(patched).not.toContain('"Error: "');
    expect(patched).not.toContain('rp-search-panel__error');
    expect(patched).toContain(
      "searchError || (query || 'error' === initStatus) && ('inited' === initStatus || 'error' === initStatus) ?",
    );
    expect(patched).toContain(
      'children: searchError ? searchError : renderSearchResult(searchResult)',
    );
  });

  it('fails by name on a panel without the code it changes', () => {
    expect(() => showSearchStates('export {};', '/x/SearchPanel.js')).toThrow(
      '/x/SearchPanel.js no longer has the results condition the rewrite changes (workaround "search-states"',
    );
  });
});
