/**
 * `decodeURIComponent` that gives back its input when it is not valid percent-encoding (a lone
 * `%`, `%E4` without the rest of its UTF-8 sequence) instead of throwing. The 2.0.22 runtime
 * decodes the address bar's path, query and fragment with the plain function during render and
 * in layout effects, so `?q=%` or `#%E4` threw and React emptied the page;
 * upstream/theme/guardDecoding.ts puts this function in place of the global one in exactly those
 * modules.
 */
export function safeDecodeURIComponent(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
