/**
 * Names made unique by numbering repeats in order: the first of a name keeps it, the second gets
 * `number(name, 2)`, and so on. Two code blocks titled `rspress.config.ts`, or two tables with the
 * same columns, would otherwise be two landmarks of one name (axe: landmark-unique).
 */
export function numberRepeats(
  names: string[],
  number: (name: string, n: number) => string,
): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    return n === 1 ? name : number(name, n);
  });
}
