import { Children, type ComponentProps, type ReactElement } from 'react';

type HeaderCell = (props: ComponentProps<'th'>) => ReactElement;

/**
 * A Markdown table's header row is all `th`, so a table whose first column has no heading (a
 * comparison with an empty corner cell) gets a header cell with no text (axe:
 * empty-table-header), and a screen reader announces an unnamed column. Markdown has no way to
 * write that corner as a data cell; this renders an empty header cell as `td`, which the theme
 * styles the same inside the table head (same padding, border and background).
 */
export function withEmptyCornerCells(Th: HeaderCell): HeaderCell {
  return function TableHeaderCell(props) {
    const empty = Children.toArray(props.children).every(
      (child) => typeof child === 'string' && child.trim() === '',
    );
    if (!empty) return <Th {...props} />;
    const { scope: _scope, abbr: _abbr, ...cell } = props;
    return <td {...cell} />;
  };
}
