// What check-reproducible.mjs compares once both builds are done: every file of the two output
// folders, byte for byte, except scripts that are one program under other minified names
// (./minifiedNames.mjs says why that happens), which it pairs and names.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { differOnlyInNames, withoutHash } from './minifiedNames.mjs';

const files = (/** @type {string} */ dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();

/**
 * Where two texts first differ, with a little context, so the cause can be found.
 * @param {string} a
 * @param {string} b
 */
export function firstDifference(a, b) {
  let at = 0;
  while (at < a.length && a[at] === b[at]) at++;
  const line = a.slice(0, at).split('\n').length;
  const around = (/** @type {string} */ text) =>
    JSON.stringify(text.slice(Math.max(0, at - 60), at + 60));
  return `line ${line}, character ${at}:\n      first:  ${around(a)}\n      second: ${around(b)}`;
}

/**
 * The differences between two output folders, one line each, the first few with their context.
 * @param {string} first
 * @param {string} second
 * @returns {{ count: number, problems: string[], renamed: Map<string, string> }} `renamed`: each
 *   script of the second build that is the first's under other names → the first's
 */
export function compareBuilds(first, second) {
  const [firstFiles, secondFiles] = [files(first), files(second)];
  const text = (/** @type {string} */ dir, /** @type {string} */ file) =>
    readFileSync(join(dir, file), 'utf8');
  // Scripts that are one program under other minified names (./minifiedNames.mjs, why),
  // paired by their name without its hash: their names, in what names them, are read as the same.
  /** @type {Map<string, string>} the second build's script → the first's */
  const renamed = new Map();
  for (const file of firstFiles.filter((name) => name.endsWith('.js'))) {
    const twin = secondFiles.find(
      (other) =>
        other !== file && !firstFiles.includes(other) && withoutHash(other) === withoutHash(file),
    );
    if (twin && !secondFiles.includes(file)) renamed.set(twin, file);
  }
  const asFirst = (/** @type {string} */ content) =>
    [...renamed].reduce(
      (result, [secondScript, firstScript]) =>
        result.replaceAll(basename(secondScript), basename(firstScript)),
      content,
    );
  for (const [secondScript, firstScript] of renamed)
    if (!differOnlyInNames(text(first, firstScript), asFirst(text(second, secondScript))))
      renamed.delete(secondScript);
  const sameButNames = (/** @type {string} */ file) =>
    renamed.size > 0 &&
    !/\.(png|jpe?g|gif|webp|avif|ico|woff2?|ttf|pdf)$/.test(file) &&
    asFirst(text(second, file)) === text(first, file);
  const onlyFirst = firstFiles.filter(
    (file) => !secondFiles.includes(file) && ![...renamed.values()].includes(file),
  );
  const onlySecond = secondFiles.filter((file) => !firstFiles.includes(file) && !renamed.has(file));
  const differing = firstFiles.filter(
    (file) =>
      secondFiles.includes(file) &&
      !readFileSync(join(first, file)).equals(readFileSync(join(second, file))) &&
      !sameButNames(file),
  );
  // The first few differences with their context; the rest by name.
  const DETAILED = 5;
  const problems = [
    ...onlyFirst.map((file) => `only in the first: ${file}`),
    ...onlySecond.map((file) => `only in the second: ${file}`),
    ...differing.map((file, i) =>
      i < DETAILED
        ? `${file} differs at ${firstDifference(readFileSync(join(first, file), 'utf8'), readFileSync(join(second, file), 'utf8'))}`
        : `${file} differs`,
    ),
  ];
  return { count: firstFiles.length, problems, renamed };
}
