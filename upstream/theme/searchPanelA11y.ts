/**
 * The theme's search panel (SearchPanel.js and SuggestItem.js, 2.0.22) is a modal that screen
 * readers do not announce as one: no `role="dialog"`, `aria-modal` or name; its input is named
 * "SearchPanelInput" in every language; the row the arrow keys select is only a colour. Its
 * state hook is ours (theme/search/useSearchPanel.ts): these rewrites spread the attributes the
 * hook computes (`panelA11y`: the dialog's, the input's as a combobox, the result list's as a
 * listbox, each row's option id) onto the panel's elements, make the list's wrapper elements
 * presentational, and hand the hook the panel's `setFocused` (to close the panel from the history
 * entries it shows). Nothing else of the panel changes; a module without any of this code fails
 * the build by the entry's name.
 */

const ENTRY = 'search-panel-a11y';

interface Change {
  name: string;
  pattern: RegExp;
  replacement: string;
}

const panelChanges: Change[] = [
  {
    name: 'state hook call',
    pattern: /useSearchPanel\(\{\s*focused,\s*searchInputRef\s*\}\)/,
    replacement: 'useSearchPanel({ focused, searchInputRef, setFocused })',
  },
  {
    name: "state hook's fields",
    pattern: /const \{ currentRenderType,/,
    replacement: 'const { panelA11y, currentRenderType,',
  },
  {
    name: 'modal element',
    pattern: /className: "rp-search-panel__modal",/,
    replacement: 'className: "rp-search-panel__modal", ...panelA11y.dialog,',
  },
  {
    name: "input's fixed name",
    pattern: /"aria-label": "SearchPanelInput",/,
    replacement: '...panelA11y.input,',
  },
  {
    name: 'result list',
    pattern: /jsx\("ul", \{(\s*)children: Array\.from\(normalizedSuggestions\.keys\(\)\)/,
    replacement:
      'jsx("ul", {$1...panelA11y.listbox,$1children: Array.from(normalizedSuggestions.keys())',
  },
  {
    name: 'result groups',
    pattern:
      /jsx\("li", \{(\s*)children: \/\*#__PURE__\*\/ jsx\("ul", \{(\s*)className: "rp-search-panel__group",/,
    replacement:
      'jsx("li", {$1role: "none",$1children: /*#__PURE__*/ jsx("ul", {$2role: "none",$2className: "rp-search-panel__group",',
  },
  {
    name: 'result row',
    pattern: /jsx\(SuggestItem, \{(\s*)suggestion: suggestion,/,
    replacement:
      'jsx(SuggestItem, {$1optionId: panelA11y.optionId(suggestionIndex),$1suggestion: suggestion,',
  },
];

const rowChanges: Change[] = [
  {
    name: "row's props",
    pattern: /function SuggestItem\(\{ suggestion,/,
    replacement: 'function SuggestItem({ optionId, suggestion,',
  },
  {
    name: 'row element',
    pattern: /jsx\("li", \{(\s*)className: `rp-suggest-item /,
    replacement: 'jsx("li", {$1role: "none",$1className: `rp-suggest-item ',
  },
  {
    name: "row's link",
    pattern: /jsx\(Link, \{(\s*)href: suggestion\.link,/,
    replacement:
      'jsx(Link, {$1role: "option",$1id: optionId,$1"aria-selected": isCurrent,$1href: suggestion.link,',
  },
];

function apply(changes: Change[], code: string, path: string): string {
  for (const { name, pattern } of changes) {
    if (!pattern.test(code))
      throw new Error(
        `${path} no longer has the ${name} the rewrite changes (workaround "${ENTRY}", upstream/theme/searchPanelA11y.ts)`,
      );
  }
  return changes.reduce(
    (source, { pattern, replacement }) => source.replace(pattern, replacement),
    code,
  );
}

/** `code` of the panel module `path`, with the hook's dialog, combobox and listbox attributes. */
export function labelSearchPanel(code: string, path: string): string {
  return apply(panelChanges, code, path);
}

/** `code` of the result row module `path`, its link an option of the result list. */
export function labelSearchRows(code: string, path: string): string {
  return apply(rowChanges, code, path);
}
