import { Children, type ComponentProps, createElement, type ReactElement } from 'react';

type HeaderCell = (props: ComponentProps<'th'>) => ReactElement;

/**
 * A Markdown table's header row is all `th`, so a table whose first column has no heading (a
 * comparison with an empty corner cell) gets a header cell with no text (axe:
 * empty-table-header), and a screen reader announces an unnamed column. Markdown has no way to
 * write that corner as a data cell; this renders an empty header cell as `td`, which the theme
 * styles the same inside the table head (same padding, border and background). Plain calls
 * rather than JSX, so the unit test renders it without the site's JSX transform.
 */
export function withEmptyCornerCells(Th: HeaderCell): HeaderCell {
  return function TableHeaderCell(props) {
    const empty = Children.toArray(props.children).every(
      (child) => typeof child === 'string' && child.trim() === '',
    );
    if (!empty) return createElement(Th, props);
    const { scope: _scope, abbr: _abbr, ...cell } = props;
    return createElement('td', cell);
  };
}
