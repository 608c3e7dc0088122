/**
 * The OCR tests' counting pool: the real engine (OCR_ENGINE's choice) behind the engine seam, wrapped to count
 * what it is asked to read (calls and pixels), and a way to run pipeline code with it as the OCR host service
 * (a JobContext whose host offers it).
 */
import { loadJobSettings } from '@wcab/config/job';
import { afterAll, beforeAll } from 'vitest';
import { engineSelectionFromEnv, OcrPool, selectOcrEngine, type OcrEngine, type PreparedPage } from '@wcab/vision';
import { buildJobContext, threadResources, type JobContext, type OcrCountingHost } from '../src/context/jobContext';

/** What the engine was asked to read since the last reset, and the OCR runs the job counted through its telemetry port. */
export interface OcrCounts {
  calls: number;
  pixels: number;
  /** Of those, read with the accurate model (not the quick model's glances and form checks). */
  accuratePixels: number;
  /** Runs the job asked of the OCR service (JobContext.ocr), as its telemetry counted them. */
  runs: number;
  runPixels: number;
}

function counting(engine: OcrEngine, seen: OcrCounts): OcrEngine {
  return {
    name: engine.name,
    model: engine.model,
    quickModel: engine.quickModel,
    async createWorker() {
      const worker = await engine.createWorker();
      return {
        recognize: (img, use) => {
          seen.calls++;
          seen.pixels += img.width * img.height;
          if (use !== 'quick') seen.accuratePixels += img.width * img.height;
          return worker.recognize(img, use);
        },
        terminate: () => worker.terminate(),
      };
    },
  };
}

export interface CountingOcr {
  seen: OcrCounts;
  /** Runs `fn` with a job context whose OCR goes to the counting pool (settings from `env`), the counts reset first. */
  run<T>(fn: (ctx: JobContext) => Promise<T>, env?: Record<string, string>): Promise<T>;
  terminate(): Promise<void>;
}

/** Two workers, as on the 2-core machines the service runs on: a page is read as two bands. */
export async function countingOcr(): Promise<CountingOcr> {
  const seen: OcrCounts = { calls: 0, pixels: 0, accuratePixels: 0, runs: 0, runPixels: 0 };
  const pool = await OcrPool.create({ size: 2, engine: counting(selectOcrEngine(engineSelectionFromEnv(process.env)), seen) });
  const ocr = (page: unknown) => pool.recognizePrepared(page as PreparedPage);
  const host: OcrCountingHost = {
    progress: () => undefined,
    recordStage: () => undefined,
    countOcrPages: () => undefined,
    countOcrRun: (run) => {
      seen.runs++;
      seen.runPixels += run.pixels;
    },
    countLlmCall: () => undefined,
    service: (name) => (name === 'ocr' ? ocr : undefined),
    retireThread: () => undefined,
  };
  return {
    seen,
    run(fn, env = {}) {
      Object.assign(seen, { calls: 0, pixels: 0, accuratePixels: 0, runs: 0, runPixels: 0 });
      return fn(buildJobContext(threadResources(loadJobSettings(env)), host));
    },
    terminate: () => pool.terminate(),
  };
}

/**
 * The counting pool for a whole test file: started before its tests (the engine's workers take a while to load)
 * and stopped after them. The handle forwards to the pool, so the tests read `ocr.seen` and call `ocr.run` as on
 * the pool itself.
 */
export function useCountingOcr(): Omit<CountingOcr, 'terminate'> {
  let pool: CountingOcr | undefined;
  beforeAll(async () => {
    pool = await countingOcr();
  }, 120_000);
  afterAll(async () => {
    await pool?.terminate();
  });
  const started = (): CountingOcr => {
    if (!pool) throw new Error('the counting OCR pool is used outside a test (it starts in beforeAll)');
    return pool;
  };
  return {
    get seen() {
      return started().seen;
    },
    run: (fn, env) => started().run(fn, env),
  };
}
