/**
 * Adds a stylesheet's text to the document once. Rspress 2.0.22 merges every imported stylesheet,
 * lazy chunks' too, into the one file each page loads first; styles that only a lazy feature
 * needs come in as text (`?raw`) with that feature's code instead.
 */
export function injectStyle(name: string, css: string): void {
  if (document.head.querySelector(`style[data-style="${name}"]`)) return;
  const style = document.createElement('style');
  style.dataset.style = name;
  style.textContent = css;
  document.head.append(style);
}
