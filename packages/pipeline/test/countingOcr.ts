/**
 * The OCR tests' counting pool: the real engine (OCR_ENGINE's choice) behind the engine seam, wrapped to count
 * what it is asked to read (calls and pixels), and a way to run pipeline code with it as the OCR host service.
 */
import { runWithHost } from '@wcab/queue/hostServices';
import { engineSelectionFromEnv, OcrPool, selectOcrEngine, type OcrEngine, type PreparedPage } from '@wcab/vision';

/** What the engine was asked to read since the last reset. */
export interface OcrCounts {
  calls: number;
  pixels: number;
}

function counting(engine: OcrEngine, seen: OcrCounts): OcrEngine {
  return {
    name: engine.name,
    model: engine.model,
    async createWorker() {
      const worker = await engine.createWorker();
      return {
        recognize: (img) => {
          seen.calls++;
          seen.pixels += img.width * img.height;
          return worker.recognize(img);
        },
        terminate: () => worker.terminate(),
      };
    },
  };
}

export interface CountingOcr {
  seen: OcrCounts;
  /** Runs `fn` with OCR going to the counting pool, the counts reset first. */
  run<T>(fn: () => Promise<T>): Promise<T>;
  terminate(): Promise<void>;
}

/** Two workers, as on the 2-core machines the service runs on: a page is read as two bands. */
export async function countingOcr(): Promise<CountingOcr> {
  const seen: OcrCounts = { calls: 0, pixels: 0 };
  const pool = await OcrPool.create({ size: 2, engine: counting(selectOcrEngine(engineSelectionFromEnv()), seen) });
  const channel = { services: ['ocr'], call: (_: string, page: unknown) => pool.recognizePrepared(page as PreparedPage) };
  return {
    seen,
    run(fn) {
      seen.calls = 0;
      seen.pixels = 0;
      return runWithHost(channel, fn);
    },
    terminate: () => pool.terminate(),
  };
}
