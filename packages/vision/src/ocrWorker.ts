/**
 * One Tesseract worker configured for offline use. tesseract.js defaults fetch the language data
 * (and in browsers the worker and core) from a CDN; here every path points into node_modules.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { GrayImage } from '@wcab/pdf';
import Tesseract from 'tesseract.js';
import { withPgm } from './image';

const require = createRequire(import.meta.url);

/** LSTM "best_int" English model: the accuracy of "best" at integer speed. */
const LANG_PATH = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
/** Node worker script; tesseract.js picks it in Node anyway, set so no bundler swaps in the browser one. */
const WORKER_PATH = require.resolve('tesseract.js/src/worker-script/node/index.js');
/** In Node the core is require()d from tesseract.js-core (SIMD build chosen at run time). */
const CORE_PATH = path.dirname(require.resolve('tesseract.js-core/package.json'));

export type OcrWorker = Tesseract.Worker;

export async function createOcrWorker(): Promise<OcrWorker> {
  const worker = await Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
    langPath: LANG_PATH,
    workerPath: WORKER_PATH,
    corePath: CORE_PATH,
    gzip: true,
    cacheMethod: 'none', // never write eng.traineddata into the working directory
    logger: () => {},
    // Without a handler tesseract.js rethrows a failed job inside its message listener, which is an
    // uncaught exception that kills the process. The job's own promise still rejects.
    errorHandler: () => {},
  });
  await worker.setParameters({
    tessedit_pageseg_mode: Tesseract.PSM.AUTO,
    // Tesseract's tprintf ("Estimating resolution as 274" on every page) goes to stdout otherwise.
    debug_file: '/dev/null',
  });
  return worker;
}

export interface RawOcr {
  text: string;
  confidence: number;
}

export async function recognizeOnce(worker: OcrWorker, img: GrayImage): Promise<RawOcr> {
  // Tesseract options ride along with the tesseract.js ones and are restored after the job. PGM
  // carries no resolution, so say it; otherwise Tesseract guesses it from the glyph sizes. No
  // rotateAuto: the pool straightens skewed pages itself, for a fraction of its cost (skew.ts).
  const options = { rotateAuto: false, ...(img.dpi ? { user_defined_dpi: String(Math.round(img.dpi)) } : {}) };
  // An ArrayBuffer, not a Buffer: tesseract.js copies a Buffer before posting it to its thread
  // (which copies it again), while it only wraps an ArrayBuffer.
  const { data } = await withPgm(img, (pgm) => worker.recognize(pgm.buffer as ArrayBuffer, options));
  return { text: data.text, confidence: data.confidence };
}
