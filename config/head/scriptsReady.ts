/**
 * The head style for pages without scripts, read by rspress.config.ts at build time: inline, so
 * it holds before any stylesheet or script arrives (and adds nothing to the one stylesheet, which
 * is at its budget). `untilReady.css` applies until hydration, `noScript.css` only when scripting
 * is off.
 */
import { readFileSync } from 'node:fs';

const minified = (file: string) =>
  readFileSync(new URL(file, import.meta.url), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .trim();

export const scriptsReadyHead = `<style>${minified('./untilReady.css')}${minified('./noScript.css')}</style>`;
