/**
 * A few worker threads that turn card SVGs into PNGs, one card at a time each, so rasterising
 * runs on every core while the main thread lays out the next cards with Satori.
 */
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

// A plain path, not `new URL(…, import.meta.url)`: bundlers (the test runner's) rewrite that form.
const workerFile = join(dirname(fileURLToPath(import.meta.url)), 'rasterize.mjs');

interface Job {
  id: number;
  svg: string;
  resolve: (png: Buffer) => void;
  reject: (error: Error) => void;
}

export class RasterPool {
  #idle: Worker[] = [];
  #queue: Job[] = [];
  #running = new Map<number, Job>();
  #workers: Worker[];
  #nextId = 0;

  // More than a few workers cost more to start than they save on a site's worth of cards.
  constructor(size = Math.min(availableParallelism(), 4)) {
    this.#workers = Array.from({ length: Math.max(1, size) }, () => {
      const worker = new Worker(workerFile, {
        workerData: { shareCardRaster: true },
      });
      worker.on('message', ({ id, png }: { id: number; png: Uint8Array }) => {
        this.#running.get(id)?.resolve(Buffer.from(png));
        this.#running.delete(id);
        this.#idle.push(worker);
        this.#dispatch();
      });
      worker.on('error', (error) => {
        for (const job of [...this.#running.values(), ...this.#queue]) job.reject(error);
      });
      return worker;
    });
    this.#idle = [...this.#workers];
  }

  #dispatch() {
    while (this.#idle.length && this.#queue.length) {
      const worker = this.#idle.pop() as Worker;
      const job = this.#queue.shift() as Job;
      this.#running.set(job.id, job);
      worker.postMessage({ id: job.id, svg: job.svg });
    }
  }

  rasterize(svg: string): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ id: this.#nextId++, svg, resolve, reject });
      this.#dispatch();
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.#workers.map((worker) => worker.terminate()));
  }
}
