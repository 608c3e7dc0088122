/**
 * The settings a job reads: OCR budgets, the read plan, automatic splitting, the separator rule, the
 * OCR pool size and the LLM stage. Part of the one settings schema (settings.ts extends it), and a
 * light module of its own (`@wcab/config/job`) so that a job thread or a fleet worker validates the
 * same fields without loading the key stores. The pipeline builds its JobContext from the result
 * once per thread (packages/pipeline/src/context/jobContext.ts) and reads no environment itself.
 *
 * A mistyped value stops the process that reads it ("Invalid setting SPLIT_OCR_PAGE_BUDGET: ..."):
 * a budget of "thirty" no longer falls back to the default without a word. An empty value is unset.
 */
import { z } from 'zod';
import { loadLlmSettings } from './llm';

/** An empty value is an unset one (`FOO=` in a compose file). */
const unsetIfEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema);
const count = (fallback: number) => unsetIfEmpty(z.coerce.number().int().positive().default(fallback));

const MB = 1024 * 1024;

export const JobEnv = z.object({
  // Pages of one document /v1/classify OCRs at most (the rest stay unread and are not guessed).
  CLASSIFY_OCR_PAGE_BUDGET: count(30),
  // Scanned pages of a batch document read whatever they hold (READ_PLAN=all), and at most this many more while a field is missing.
  BATCH_OCR_FIRST_PAGES: count(2),
  BATCH_OCR_EXTRA_PAGES: count(2),
  // Scanned pages automatic splitting may OCR in one batch (pages past it give no boundary evidence).
  SPLIT_OCR_PAGE_BUDGET: count(100),
  // Probability at or above which a boundary found from the pages splits (a request's split_threshold wins); unset: the model's.
  SPLIT_THRESHOLD: unsetIfEmpty(z.coerce.number().min(0).max(1).optional()),
  // 'less' reads scanned pages part by part until the answer has its fields; 'all' reads every scanned page whole.
  READ_PLAN: unsetIfEmpty(z.enum(['less', 'all']).default('less')),
  // Barcode values that make a page a separator sheet: exact values and prefixes, comma-separated (default PATCHT, SEP).
  SEPARATOR_VALUES: z.string().optional(),
  SEPARATOR_PREFIXES: z.string().optional(),
  // Tesseract workers per process (the OCR pool the job threads share); unset: one per core.
  OCR_WORKERS: unsetIfEmpty(z.coerce.number().int().positive().optional()),
  // OCR engine (packages/vision selectEngine.ts): auto (native Tesseract when installed, else tesseract.js), wasm or native, and their models.
  OCR_ENGINE: z.enum(['auto', 'wasm', 'native', '']).default('auto').transform((v) => v || 'auto'),
  OCR_NATIVE_MODEL: z.enum(['fast', 'best_int', 'standard', '']).optional().transform((v) => v || undefined),
  OCR_WASM_MODEL: z.enum(['fast', 'best_int', 'standard', '']).optional().transform((v) => v || undefined),
  // The PDF engine's limits (packages/pdf engine.ts, decodeBudget.ts), set in every job thread.
  JOB_MEMORY_MB: count(1024),
  ENGINE_RECYCLE_MB: count(256),
  MAX_INFLATED_MB: count(256),
  MAX_IMAGE_MEGAPIXELS: count(150),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type JobSettings = ReturnType<typeof jobSettingsOf>;

/** The job's settings from an environment; throws on the first invalid one. */
export function loadJobSettings(env: Record<string, string | undefined> = process.env): JobSettings {
  const parsed = JobEnv.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Invalid setting ${issue.path.join('.')}: ${issue.message}`);
  }
  return jobSettingsOf(parsed.data, env);
}

/** Plain data: it crosses into worker threads (workerData) and is what the JobContext is built from. */
export function jobSettingsOf(e: z.output<typeof JobEnv>, env: Record<string, string | undefined>) {
  return {
    budgets: {
      classifyOcrPages: e.CLASSIFY_OCR_PAGE_BUDGET,
      batchFirstPages: e.BATCH_OCR_FIRST_PAGES,
      batchExtraPages: e.BATCH_OCR_EXTRA_PAGES,
      splitOcrPages: e.SPLIT_OCR_PAGE_BUDGET,
    },
    readPlan: e.READ_PLAN,
    splitThreshold: e.SPLIT_THRESHOLD,
    /** Raw lists; unset (both) means the default rule. An empty list given alongside the other clears it. */
    separator: { values: e.SEPARATOR_VALUES, prefixes: e.SEPARATOR_PREFIXES },
    /** The OCR pool a process runs (ocrHost.ts): its size (unset: one worker per core), engine and models. */
    ocr: { workers: e.OCR_WORKERS, engine: e.OCR_ENGINE, nativeModel: e.OCR_NATIVE_MODEL, wasmModel: e.OCR_WASM_MODEL },
    logLevel: e.LOG_LEVEL,
    /** @wcab/pdf's EngineLimits. */
    engine: {
      jobMemoryBytes: e.JOB_MEMORY_MB * MB,
      recycleAboveBytes: e.ENGINE_RECYCLE_MB * MB,
      maxInflatedBytes: e.MAX_INFLATED_MB * MB,
      maxImagePixels: e.MAX_IMAGE_MEGAPIXELS * 1_000_000,
    },
    llm: loadLlmSettings(env),
  };
}
