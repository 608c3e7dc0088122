/**
 * The OCR service a job queue's host process runs for all of its job threads: one Tesseract pool
 * per process, sized to the cores, instead of one per thread. Memory stays that of one pool however
 * many threads run jobs, and one job (a 3-page scan) can use every core's OCR worker. Loads only
 * the vision package, so a process can offer it without loading the rest of the pipeline; the pool
 * starts on the first page that needs OCR (a fleet API process, which runs no jobs, never starts it).
 */
import os from 'node:os';
import type { HostServices } from '@wcab/queue';
import { OcrPool, type PreparedPage } from '@wcab/vision';

/**
 * Name under which threads find the service (`hostService('ocr')`). Threads send pages already
 * prepared (blank check, straightening: preparePage), so that CPU work stays in the job threads and
 * the host's own thread (the API's event loop, in the embedded mode) only hands pages to Tesseract.
 */
export const OCR_SERVICE = 'ocr';

/** Tesseract workers per process: OCR_WORKERS, else one per core. */
function ocrPoolSize(env: NodeJS.ProcessEnv = process.env): number {
  return Number(env.OCR_WORKERS) || Math.max(1, os.availableParallelism());
}

export function ocrHostServices(size = ocrPoolSize()): HostServices {
  let pool: Promise<OcrPool> | undefined;
  const started = () =>
    (pool ??= OcrPool.create({ size }).catch((error: unknown) => {
      pool = undefined; // the next page tries again
      throw error;
    }));
  return {
    handlers: {
      [OCR_SERVICE]: async (page, jobEnded) => (await (await started()).recognizePrepared(page as PreparedPage, jobEnded)).text,
    },
    close: async () => {
      const current = pool;
      pool = undefined;
      if (current) await (await current.catch(() => undefined))?.terminate();
    },
  };
}
