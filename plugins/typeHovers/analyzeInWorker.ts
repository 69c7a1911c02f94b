/**
 * The examples' analysis in a worker thread: the compiler's several seconds of parsing and
 * checking run on a core of their own while the bundler starts, and the pages wait only for
 * what is left of it when their MDX reaches the rehype step.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Analysis } from './analyze.mjs';

// A plain path, not `new URL(…, import.meta.url)`: bundlers (the test runner's) rewrite that form.
const workerFile = join(dirname(fileURLToPath(import.meta.url)), 'analyze.mjs');

/** `analyzeDocs(docsDir)` in a worker; rejects with the worker's error. */
export function analyzeInWorker(docsDir: string): Promise<Analysis> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerFile, { workerData: { typeHoversDocs: docsDir } });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new Error(`Type hovers: the analysis worker exited with code ${code}`)),
    );
  });
}
