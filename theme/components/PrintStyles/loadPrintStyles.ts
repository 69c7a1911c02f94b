/**
 * Loads theme/styles/print.css once the page has loaded and the browser is idle, or at once when
 * the reader starts printing, and marks `<html data-print-styles="ready">` when it applies. The
 * stylesheet comes as text in a chunk of its own, out of the CSS every page loads first.
 */
import { injectStyle } from '../../styles/injectStyle';

let loading: Promise<void> | undefined;

export function loadPrintStyles(): Promise<void> {
  loading ??= import('../../styles/print.css?raw').then(({ default: css }) => {
    injectStyle('print', css);
    document.documentElement.dataset.printStyles = 'ready';
  });
  return loading;
}

/** Schedules the load; call once in the browser. */
export function schedulePrintStyles(): void {
  window.addEventListener('beforeprint', () => loadPrintStyles(), { once: true });
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(() => loadPrintStyles(), { timeout: 3000 })
      : setTimeout(() => loadPrintStyles(), 1000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
