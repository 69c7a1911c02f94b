/** Rasterises a card's SVG to PNG bytes with resvg (its text is already paths). */
export function svgToPng(svg: string): Buffer;
