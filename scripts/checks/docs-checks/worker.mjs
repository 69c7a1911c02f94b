// The second thread of the content check runner: runs the checks it is given one after another
// and posts each outcome as soon as it has it.
import { parentPort, workerData } from 'node:worker_threads';
import { runCheck } from './run.mjs';

const { checks, docsDir } =
  /** @type {{ checks: import('./list.mjs').DocsCheck[], docsDir: string }} */ (workerData);
for (const check of checks) parentPort?.postMessage(await runCheck(check, docsDir));
