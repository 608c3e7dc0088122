/**
 * The OCR service a job queue's host process runs for all of its job threads: one Tesseract pool
 * per process, sized to the cores, instead of one per thread. Memory stays that of one pool however
 * many threads run jobs, and one job (a 3-page scan) can use every core's OCR worker. Loads only
 * the vision package, so a process can offer it without loading the rest of the pipeline; the pool
 * starts on the first page that needs OCR (a fleet API process, which runs no jobs, never starts it).
 * The composition root hands it the validated settings (@wcab/config `settings.job`, typed by @wcab/contract/settings).
 */
import os from 'node:os';
import type { HostServices } from '@wcab/contract';
import type { JobSettings } from '@wcab/contract/settings';
import { OcrPool, selectOcrEngine, type OcrResult, type PreparedPage } from '@wcab/vision';

/**
 * Name under which threads find the service (`JobHost.service('ocr')`). Threads send pages already
 * prepared (blank check, straightening: preparePage), so that CPU work stays in the job threads and
 * the host's own thread (the API's event loop, in the embedded mode) only hands pages to Tesseract.
 */
export const OCR_SERVICE = 'ocr';

/** The pool's settings: @wcab/config's `settings.job` (OCR_WORKERS, OCR_ENGINE, OCR_*_MODEL, LOG_LEVEL); unset: defaults. */
export type OcrPoolSettings = Partial<Pick<JobSettings, 'ocr' | 'logLevel'>>;

/**
 * The engine OCR_ENGINE selects (auto: native Tesseract when installed, else tesseract.js), said
 * once on stderr as a JSON line so an operator sees which one a process reads with and why.
 */
function engineOf(settings: OcrPoolSettings) {
  const engine = selectOcrEngine({
    choice: settings.ocr?.engine,
    nativeModel: settings.ocr?.nativeModel,
    nativeQuickModel: settings.ocr?.nativeQuickModel,
    nativeServer: settings.ocr?.nativeServer,
    wasmModel: settings.ocr?.wasmModel,
    tessdata: settings.ocr?.tessdata,
    onFallback: (reason) => console.error(JSON.stringify({ level: 'warn', msg: 'native OCR unavailable, reading with tesseract.js', reason })),
  });
  if (['info', 'debug', 'trace'].includes(settings.logLevel ?? 'info')) {
    console.error(JSON.stringify({ level: 'info', msg: 'OCR engine', engine: engine.name, model: engine.model }));
  }
  return engine;
}

/** Tesseract workers per process: OCR_WORKERS, else one per core. */
export const ocrWorkers = (settings: OcrPoolSettings = {}): number => settings.ocr?.workers ?? Math.max(1, os.availableParallelism());

export function ocrHostServices(settings: OcrPoolSettings = {}): HostServices {
  const size = ocrWorkers(settings);
  let pool: Promise<OcrPool> | undefined;
  const started = () =>
    (pool ??= Promise.resolve()
      .then(() => OcrPool.create({ size, engine: engineOf(settings) }))
      .catch((error: unknown) => {
        pool = undefined; // the next page tries again
        throw error;
      }));
  return {
    handlers: {
      // The whole result (text, confidence, rotation, words with their boxes) goes back to the thread.
      [OCR_SERVICE]: async (page, jobEnded): Promise<OcrResult> => (await started()).recognizePrepared(page as PreparedPage, jobEnded),
    },
    close: async () => {
      const current = pool;
      pool = undefined;
      if (current) await (await current.catch(() => undefined))?.terminate();
    },
  };
}

/**
 * A thread's own OCR service, for when no host offers one (scripts, unit tests, a queue without
 * host services): the same lazily started pool, made once per thread (context/jobContext.ts).
 */
export function ownOcr(settings: OcrPoolSettings): { read: (page: PreparedPage) => Promise<OcrResult>; close: () => Promise<void> } {
  const services = ocrHostServices(settings);
  const handler = services.handlers[OCR_SERVICE]!;
  return { read: async (page) => (await handler(page)) as OcrResult, close: async () => services.close?.() };
}
