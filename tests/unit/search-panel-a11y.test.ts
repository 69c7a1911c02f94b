// The search panel's accessibility rewrites (upstream/theme/searchPanelA11y.ts) meet the installed
// theme: each one changes its target once, the fixed English input name is gone, and a module
// without the target code fails the build naming the part and the manifest entry.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@rstest/core';
import { upstreamModulePaths } from '../../upstream/theme/build';
import { labelSearchPanel, labelSearchRows } from '../../upstream/theme/searchPanelA11y';
import { showSearchStates } from '../../upstream/theme/searchStates';

const panelPath = upstreamModulePaths.searchPanel;
const rowPath = upstreamModulePaths.searchSuggestItem;
const panel = readFileSync(panelPath, 'utf8');
const row = readFileSync(rowPath, 'utf8');
const count = (code: string, text: string) => code.split(text).length - 1;

describe('search panel accessibility rewrites', () => {
  it("spreads the hook's dialog, input and listbox attributes over the panel's elements", () => {
    const rewritten = labelSearchPanel(showSearchStates(panel, panelPath), panelPath);
    expect(
      [
        'useSearchPanel({ focused, searchInputRef, setFocused })',
        'const { panelA11y, currentRenderType,',
        'className: "rp-search-panel__modal", ...panelA11y.dialog,',
        '...panelA11y.input,',
        '...panelA11y.listbox,',
        'optionId: panelA11y.optionId(suggestionIndex),',
      ].map((text) => count(rewritten, text)),
    ).toEqual([1, 1, 1, 1, 1, 1]);
    expect(count(rewritten, 'role: "none"')).toBe(2);
    expect(rewritten).not.toContain('SearchPanelInput');
    // The screens of the state hook are still shown (upstream/theme/searchStates.ts).
    expect(rewritten).toContain('searchError ? searchError');
  });

  it("makes each result row's link an option with the id the input points at", () => {
    const rewritten = labelSearchRows(row, rowPath);
    expect(rewritten).toContain('function SuggestItem({ optionId, suggestion,');
    expect(rewritten).toMatch(/role: "option",\s*id: optionId,\s*"aria-selected": isCurrent,/);
    expect(rewritten).toMatch(/jsx\("li", \{\s*role: "none",/);
  });

  it('fails naming the part and the entry when the target code is gone', () => {
    expect(() =>
      labelSearchPanel(panel.replace('"aria-label": "SearchPanelInput",', ''), '/up/Panel.js'),
    ).toThrow(
      `/up/Panel.js no longer has the input's fixed name the rewrite changes (workaround "search-panel-a11y", upstream/theme/searchPanelA11y.ts)`,
    );
    expect(() => labelSearchRows('export {};', '/up/Row.js')).toThrow(
      /\/up\/Row\.js no longer has the row's props .*"search-panel-a11y"/,
    );
  });
});
