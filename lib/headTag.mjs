/**
 * One way to write a tag into a page's `<head>`: Rspress 2.0.22 writes the attributes of a head
 * entry, and the strings a head function returns, into the page as they are (renderAttrs in
 * node/ssg/renderHtmlTemplate.js), so a route or a title holding `"` or `<` would end the attribute
 * and start markup of its own. Every value is escaped here, where it is written.
 */

/**
 * An attribute value, safe between double quotes.
 * @param {string} value
 * @returns {string}
 */
export function escapeAttribute(value) {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/**
 * `<name key="value" …>`, in the form Rspress writes a head entry, with every value escaped.
 * @param {'link' | 'meta'} name
 * @param {Record<string, string>} attributes
 * @returns {string}
 */
export function headTag(name, attributes) {
  const written = Object.entries(attributes).map(
    ([key, value]) => `${key}="${escapeAttribute(value)}"`,
  );
  return `<${name} ${written.join(' ')}>`;
}
