/**
 * The wasm engine: tesseract.js workers (Tesseract compiled to WebAssembly, one thread each),
 * configured for offline use. tesseract.js defaults fetch the language data (and in browsers the
 * worker and core) from a CDN; here every path points into node_modules (or Debian's tessdata for
 * the `fast` model). Portable and what `npm ci` brings; the native engine reads the same page in
 * a fraction of the time where Debian's tesseract is installed.
 */
import { createRequire } from 'node:module';
import type { GrayImage } from '@wcab/pdf';
import Tesseract from 'tesseract.js';
import { withPgm } from './image';
import { PAGE_SEGMENTATION_MODE, type OcrEngine, type OcrEngineWorker, type RawOcr } from './ocrEngine';
import { modelFile, type OcrModelName } from './ocrModels';
import { ocrFromRenderers } from './tsv';

const require = createRequire(import.meta.url);

/** Node worker script; tesseract.js picks it in Node anyway, set so no bundler swaps in the browser one. */
const WORKER_PATH = require.resolve('tesseract.js/src/worker-script/node/index.js');
/** In Node the core is require()d from tesseract.js-core (SIMD build chosen at run time). */
const CORE_PATH = require.resolve('tesseract.js-core/package.json').replace(/[/\\]package\.json$/, '');

/** Default model of the wasm engine (measured, README "OCR engines"). */
export const WASM_DEFAULT_MODEL: OcrModelName = 'best_int';

export function wasmEngine(model: OcrModelName = WASM_DEFAULT_MODEL, tessdata?: string): OcrEngine {
  const file = modelFile(model, tessdata);
  if (!file) throw new Error(`OCR model ${model} is not installed`);
  return {
    name: 'wasm',
    model,
    quickModel: model, // one model per worker thread: a second would double the threads' memory
    async createWorker(): Promise<OcrEngineWorker> {
      const worker = await Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
        langPath: file.dir,
        workerPath: WORKER_PATH,
        corePath: CORE_PATH,
        gzip: file.gzip,
        cacheMethod: 'none', // never write eng.traineddata into the working directory
        logger: () => {},
        // Without a handler tesseract.js rethrows a failed job inside its message listener, which is an
        // uncaught exception that kills the process. The job's own promise still rejects.
        errorHandler: () => {},
      });
      await worker.setParameters({
        tessedit_pageseg_mode: String(PAGE_SEGMENTATION_MODE) as Tesseract.PSM,
        // Tesseract's tprintf ("Estimating resolution as 274" on every page) goes to stdout otherwise.
        debug_file: '/dev/null',
      });
      return { recognize: (img) => recognizeOnce(worker, img), terminate: async () => void (await worker.terminate()) };
    },
  };
}

async function recognizeOnce(worker: Tesseract.Worker, img: GrayImage): Promise<RawOcr> {
  // Tesseract options ride along with the tesseract.js ones and are restored after the job. PGM
  // carries no resolution, so say it; otherwise Tesseract guesses it from the glyph sizes. No
  // rotateAuto: the pool straightens skewed pages itself, for a fraction of its cost (skew.ts).
  const options = { rotateAuto: false, ...(img.dpi ? { user_defined_dpi: String(Math.round(img.dpi)) } : {}) };
  // An ArrayBuffer, not a Buffer: tesseract.js copies a Buffer before posting it to its thread
  // (which copies it again), while it only wraps an ArrayBuffer.
  const { data } = await withPgm(img, (pgm) => worker.recognize(pgm.buffer as ArrayBuffer, options, { text: true, tsv: true }));
  return ocrFromRenderers(data.text, data.tsv ?? '');
}
