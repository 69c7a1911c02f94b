import { describe, expect, it } from '@rstest/core';
import { type ComponentProps, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { withEmptyCornerCells } from '../../theme/overrides/emptyHeaderCell';

const Th = (props: ComponentProps<'th'>) => createElement('th', props);
const Cell = withEmptyCornerCells(Th);
const render = (props: ComponentProps<'th'>) => renderToStaticMarkup(createElement(Cell, props));

describe('table header cells', () => {
  it('with text stay header cells, rendered by the theme component', () => {
    expect(render({ children: 'Rendered', scope: 'col' })).toBe('<th scope="col">Rendered</th>');
  });

  it('without text become data cells with the same attributes', () => {
    expect(render({ style: { textAlign: 'left' } })).toBe('<td style="text-align:left"></td>');
    expect(render({ children: ' ', scope: 'col' })).toBe('<td> </td>');
  });

  it('with an element inside stay header cells', () => {
    expect(render({ children: createElement('code', null, 'x') })).toBe('<th><code>x</code></th>');
  });
});
