import { useEffect } from 'react';

/** The attribute on `<html>` that says React has taken the page over (config/head/scriptsReady.ts). */
export const scriptsReadyAttribute = 'data-scripts-ready';

/** Marks the page once hydrated: controls that need scripts become visible then, not before. */
export function ScriptsReady() {
  useEffect(() => {
    document.documentElement.setAttribute(scriptsReadyAttribute, '');
  }, []);
  return null;
}
