// The schema check: every item kind of the JSON schemas that @rspress/core ships for `_meta.json`
// and `_nav.json` has a table row on its page, in both languages, that lists its fields.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCHEMAS } from '../../lib/api-coverage/data.mjs';
import { tableRows } from '../../lib/api-coverage/pages.mjs';
import { CORE, coreDir } from '../../lib/api-coverage/types.mjs';
import { langs } from '../../site/languages.mjs';

/**
 * The part of a JSON schema this check reads.
 * @typedef {object} SchemaNode
 * @property {string} [$ref]
 * @property {string | string[]} [type]
 * @property {SchemaNode[]} [anyOf]
 * @property {SchemaNode} [items]
 * @property {Record<string, SchemaNode & { const?: string }>} [properties]
 * @property {string[]} [required]
 * @property {Record<string, SchemaNode>} [definitions]
 */

/**
 * @typedef {object} SchemaKind
 * @property {string} key  its `type` value, or its definition name
 * @property {string[]} required  sorted
 * @property {string[]} optional  sorted
 */

/**
 * The object kinds a schema allows for one item.
 * @param {SchemaNode} schema
 * @returns {SchemaKind[]}
 */
export function schemaKinds(schema) {
  const definitions = schema.definitions ?? {};
  /** @param {SchemaNode | undefined} node */
  const resolve = (node) =>
    node?.$ref ? definitions[node.$ref.replace('#/definitions/', '')] : node;
  let root = resolve(schema);
  while (root?.$ref) root = resolve(root);
  /** @type {SchemaKind[]} */
  const kinds = [];
  /** @param {SchemaNode | undefined} node @param {string | undefined} name */
  const visit = (node, name) => {
    const target = resolve(node);
    if (!node || !target) return;
    const refName = node.$ref?.replace('#/definitions/', '') ?? name;
    if (target.anyOf) {
      for (const option of target.anyOf) visit(option, refName);
      return;
    }
    if (target.type !== 'object') return;
    const fields = Object.keys(target.properties ?? {});
    const required = target.required ?? [];
    kinds.push({
      key: target.properties?.type?.const ?? refName ?? '',
      required: [...required].sort(),
      optional: fields.filter((f) => !required.includes(f)).sort(),
    });
  };
  visit(resolve(root?.items), undefined);
  return kinds;
}

/** @param {string[]} a @param {string[]} b */
const sameList = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Checks every schema of the data against the rows of its page in both languages.
 * @param {string} docsDir
 * @param {import('../../lib/api-coverage/data.mjs').SchemaSpec[]} [schemas]
 * @returns {{
 *   report: { entry: string, exports: number, missing: Record<import('../../site/languages.mjs').Lang, number> }[],
 *   problems: string[],
 * }}
 */
export function checkSchemas(docsDir, schemas = SCHEMAS) {
  /** @type {string[]} */
  const problems = [];
  const report = [];
  for (const { file, page } of schemas) {
    /** @type {SchemaNode} */
    const schema = JSON.parse(readFileSync(join(coreDir, file), 'utf8'));
    const kinds = schemaKinds(schema);
    const missing = /** @type {Record<import('../../site/languages.mjs').Lang, number>} */ (
      Object.fromEntries(langs.map((lang) => [lang, 0]))
    );
    for (const lang of langs) {
      const docFile = join(docsDir, lang, `${page}.mdx`);
      const shown = `docs/${lang}/${page}.mdx`;
      if (!existsSync(docFile)) {
        problems.push(`${shown}: page missing (it should document ${file})`);
        missing[lang] = kinds.length;
        continue;
      }
      const rows = tableRows(readFileSync(docFile, 'utf8'));
      for (const kind of kinds) {
        const candidates = rows.filter(
          (r) => r.cells[0]?.includes(kind.key) && r.cells.length >= 3,
        );
        const match = candidates.find(
          (r) =>
            sameList([...r.cells[1]].sort(), kind.required) &&
            sameList([...r.cells[2]].sort(), kind.optional),
        );
        if (match) continue;
        missing[lang]++;
        const want = `required ${kind.required.join(', ') || '(none)'}; other ${kind.optional.join(', ') || '(none)'}`;
        problems.push(
          candidates.length
            ? `${shown}:${candidates[0].line}: the row of "${kind.key}" (${file}) does not list its fields: ${want}`
            : `${shown}: "${kind.key}" of ${file} has no table row (${want})`,
        );
      }
    }
    report.push({ entry: `${CORE}/${file}`, exports: kinds.length, missing });
  }
  return { report, problems };
}
