/**
 * The settings a job reads: OCR budgets, the read plan, automatic splitting, the separator rule, the
 * OCR pool size and the LLM stage. Part of the contract between a composition root and the job
 * threads it starts: @wcab/config parses them from the process's environment (and its settings.ts
 * extends this schema, so the configuration table is complete), the parsed plain data crosses into
 * the threads, and the pipeline builds its JobContext from it once per thread
 * (packages/pipeline/src/context/jobContext.ts). The pipeline imports these types and the defaults
 * from here, never @wcab/config: it reads no environment and no settings module of its own.
 *
 * A mistyped value stops the process that reads it ("Invalid setting SPLIT_OCR_PAGE_BUDGET: ..."):
 * a budget of "thirty" no longer falls back to the default without a word. An empty value is unset.
 */
import { z } from 'zod';
import { parseLlmSettings } from './llm';

/** An empty value is an unset one (`FOO=` in a compose file). */
const unsetIfEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema);
const count = (fallback: number) => unsetIfEmpty(z.coerce.number().int().positive().default(fallback));
const int = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** A positive number of seconds, fractions allowed. */
const seconds = (fallback: number) => unsetIfEmpty(z.coerce.number().positive().default(fallback));

const MB = 1024 * 1024;

export const JobEnv = z.object({
  CLASSIFY_OCR_PAGE_BUDGET: count(30).meta({
    description: "most pages of one /v1/classify document that are OCR'd (the rest stay unread and are not guessed)",
    shown: '`30`',
  }),
  READ_PLAN: unsetIfEmpty(z.enum(['less', 'all']).default('less')).meta({
    description:
      '`less`: scanned pages are read part by part until the answer has its fields (see [ocr.md](ocr.md#reading-less)); `all`: every scanned page of a classify document whole, and the first `BATCH_OCR_FIRST_PAGES` pages of each batch document whole',
    shown: '`less`',
  }),
  BATCH_OCR_FIRST_PAGES: count(2).meta({
    description:
      'scanned pages of a batch document read in any case with `READ_PLAN=all`; with `less`, pages read past these only while the applicant or date is missing',
    shown: '`2`',
  }),
  BATCH_OCR_EXTRA_PAGES: count(2).meta({ description: "further pages OCR'd when the first ones yield no applicant or date", shown: '`2`' }),
  CLASSIFY_MODEL_FILE: unsetIfEmpty(z.string().optional()).meta({
    description:
      "the document-type model the jobs classify with (a `wcab-classify/1` JSON file as `npm run train` writes it); checked at start, a file that does not load or was trained on other features stops it. Automatic splitting's page cues keep the shipped model (the boundary model was fitted on its probabilities)",
    shown: 'the shipped `packages/classify/model/model.json`',
  }),
  SPLIT_THRESHOLD: unsetIfEmpty(z.coerce.number().min(0).max(1).optional()).meta({
    description: 'calibrated probability (0-1) at or above which a content boundary splits a batch (`options.split_threshold` overrides)',
    shown: "model's (`0.75`)",
  }),
  SPLIT_OCR_PAGE_BUDGET: count(100).meta({
    description: "scanned pages of a batch OCR'd for automatic splitting (pages past it give no boundary evidence)",
    shown: '`100`',
  }),
  SEPARATOR_VALUES: z.string().optional().meta({ description: 'comma list of barcode values that are separators', shown: '`PATCHT`' }),
  SEPARATOR_PREFIXES: z.string().optional().meta({ description: 'comma list of barcode value prefixes that are separators', shown: '`SEP`' }),
  OCR_WORKERS: unsetIfEmpty(z.coerce.number().int().positive().optional()).meta({
    description:
      'Tesseract workers per process, shared by all its pipeline threads (created on first OCR, then reused); with the native engine, the most `tesseract` processes running at once',
    shown: 'cores',
  }),
  OCR_CONCURRENCY: unsetIfEmpty(z.coerce.number().int().positive().optional()).meta({
    description:
      "`tesseract` processes one batch job's scan keeps reading at once (its early reads, several images a process; at most `OCR_WORKERS`). `1`: one at a time, the reads that come meanwhile held for the next process. See [ocr.md](ocr.md)",
    shown: '`OCR_WORKERS` (cores)',
  }),
  // OCR engine (packages/vision selectEngine.ts): the process that runs the OCR pool is handed these.
  OCR_ENGINE: z
    .enum(['auto', 'wasm', 'native', ''])
    .default('auto')
    .transform((v) => v || 'auto')
    .meta({
      description:
        "`wasm` (tesseract.js, from npm), `native` (Debian's `tesseract` command; refuses to start without it) or `auto` (native when the command runs and finds its English model, else wasm). See [ocr.md](ocr.md)",
    }),
  OCR_NATIVE_MODEL: z
    .enum(['fast', 'best_int', 'standard', ''])
    .optional()
    .transform((v) => v || undefined)
    .meta({
      description: "English model of the native engine: `fast` (Debian's tesseract-ocr-eng), `best_int` or `standard` (tesseract.js's data package)",
      shown: '`best_int`',
    }),
  OCR_NATIVE_QUICK_MODEL: z
    .enum(['fast', 'best_int', 'standard', ''])
    .optional()
    .transform((v) => v || undefined)
    .meta({
      description:
        "model of the native engine's quick reads (glances that decide what a page is and whether it is worth a proper read; never a value of an answer). See [ocr.md](ocr.md#two-models)",
      shown: "`fast` (`OCR_NATIVE_MODEL` when Debian's is not installed)",
    }),
  OCR_NATIVE_SERVER: z
    .enum(['auto', 'off', ''])
    .default('auto')
    .transform((v) => v || 'auto')
    .meta({
      description:
        "`auto`: each native OCR worker keeps one Tesseract loaded between reads (a small server linked against Debian's libtesseract, built by `npm ci` where `libtesseract-dev` is installed), and runs the `tesseract` command a read where it is not built; `off`: the command a read. See [ocr.md](ocr.md#one-tesseract-kept-loaded-between-reads)",
    }),
  OCR_WASM_MODEL: z
    .enum(['fast', 'best_int', 'standard', ''])
    .optional()
    .transform((v) => v || undefined)
    .meta({ description: 'English model of the wasm engine: `fast`, `best_int` or `standard`', shown: '`best_int`' }),
  TESSDATA_PREFIX: z
    .string()
    .optional()
    .meta({ description: "where the native engine finds Debian's `fast` model (tesseract-ocr-eng)", shown: "Debian's tessdata folder" }),
  // The PDF engine's limits (packages/pdf engine.ts, decodeBudget.ts), set in every job thread.
  JOB_MEMORY_MB: int(1024).meta({
    description:
      "most one job may grow its thread's PDF engine (PDFium wasm heap) by; a document that needs more gets `422 DOCUMENT_TOO_COMPLEX` and the engine is replaced",
  }),
  ENGINE_RECYCLE_MB: int(256).meta({
    description: 'after a job, a thread whose PDF engine heap is larger than this is ended and replaced, which gives the memory back (wasm heaps never shrink)',
  }),
  MAX_INFLATED_MB: int(256).meta({
    description: 'most the compressed non-image streams of one document may inflate to, each and together; checked before PDFium parses the file (`422` above)',
  }),
  MAX_IMAGE_MEGAPIXELS: int(150).meta({
    description:
      'largest image a document may declare (width x height), and largest page of a TIFF, JPEG or PNG; checked before anything is decoded (`422` above)',
  }),
  MAX_DOCUMENT_MEGAPIXELS: int(6000).meta({
    description:
      'work budget: image megapixels one document may decode in all, each image counted once per page using it (422 DOCUMENT_TOO_COMPLEX above; checked before decoding; image uploads too)',
  }),
  MAX_PAGE_MEGAPIXELS: int(50).meta({
    description:
      'work budget: image megapixels a document may decode per page on average (a one-page document still gets MAX_IMAGE_MEGAPIXELS); 20 pages sharing one 144-megapixel image are refused (422)',
  }),
  MAX_CONTENT_OPERATORS: int(10_000_000).meta({
    description: 'work budget: content-stream operators in one PDF (422 DOCUMENT_TOO_COMPLEX above, counted as the pre-check decodes)',
  }),
  MAX_FORM_DRAWS: int(1_000_000).meta({
    description: 'work budget: XObject draws a page or form may fan out to through nested forms (422 DOCUMENT_TOO_COMPLEX above)',
  }),
  MAX_PAGE_CPU_SECONDS: seconds(2).meta({
    description:
      'work budget charged during the job: CPU seconds its thread may spend on each page of the document (the budget is this times the pages, within the two below); a job past its budget stops at its next page with `422 DOCUMENT_TOO_COMPLEX`, the budget named',
    shown: '`2`',
  }),
  MIN_JOB_CPU_SECONDS: seconds(20).meta({ description: 'work budget: CPU seconds any document may use, however few its pages', shown: '`20`' }),
  MAX_JOB_CPU_SECONDS: seconds(600).meta({ description: 'work budget: CPU seconds one job may use, however many its pages', shown: '`600`' }),
  MAX_PAGE_RENDER_MEGAPIXELS: int(120).meta({
    description:
      "work budget charged during the job: megapixels it may render for each page of the document (the budget is this times the pages; a page at 300 DPI is 8-11 MP, read in up to 3 renders); counted exactly, whatever the machine's speed; past it the job stops before its next render with `422 DOCUMENT_TOO_COMPLEX`, the budget named",
  }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info').meta({ description: 'pino level (`silent` to mute)' }),
});

export type JobSettings = ReturnType<typeof jobSettingsOf>;

/** The job's settings from an environment given as plain data (`{}`: every default); throws on the first invalid one. */
export function parseJobSettings(env: Record<string, string | undefined>): JobSettings {
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
    /** CLASSIFY_MODEL_FILE: the classifier's model file (unset: the shipped one); each job thread loads it once. */
    classifyModelFile: e.CLASSIFY_MODEL_FILE,
    splitThreshold: e.SPLIT_THRESHOLD,
    /** Raw lists; unset (both) means the default rule. An empty list given alongside the other clears it. */
    separator: { values: e.SEPARATOR_VALUES, prefixes: e.SEPARATOR_PREFIXES },
    /** The OCR pool a process runs (ocrHost.ts): its size (unset: one worker per core), engine and models. */
    ocr: {
      workers: e.OCR_WORKERS,
      /** OCR_CONCURRENCY: reads a batch scan keeps running at once (unset: the workers'). */
      concurrency: e.OCR_CONCURRENCY,
      engine: e.OCR_ENGINE,
      nativeModel: e.OCR_NATIVE_MODEL,
      nativeQuickModel: e.OCR_NATIVE_QUICK_MODEL,
      nativeServer: e.OCR_NATIVE_SERVER,
      wasmModel: e.OCR_WASM_MODEL,
      tessdata: e.TESSDATA_PREFIX || undefined,
    },
    /** The work meter's budget (pipeline context/workMeter.ts), charged during the job. */
    work: {
      perPageSeconds: e.MAX_PAGE_CPU_SECONDS,
      minSeconds: e.MIN_JOB_CPU_SECONDS,
      maxSeconds: e.MAX_JOB_CPU_SECONDS,
      perPageRenderPixels: e.MAX_PAGE_RENDER_MEGAPIXELS * 1_000_000,
    },
    logLevel: e.LOG_LEVEL,
    /** @wcab/pdf's EngineLimits. */
    engine: {
      jobMemoryBytes: e.JOB_MEMORY_MB * MB,
      recycleAboveBytes: e.ENGINE_RECYCLE_MB * MB,
      maxInflatedBytes: e.MAX_INFLATED_MB * MB,
      maxImagePixels: e.MAX_IMAGE_MEGAPIXELS * 1_000_000,
      maxDocumentPixels: e.MAX_DOCUMENT_MEGAPIXELS * 1_000_000,
      maxPagePixels: e.MAX_PAGE_MEGAPIXELS * 1_000_000,
      maxContentOperators: e.MAX_CONTENT_OPERATORS,
      maxFormDraws: e.MAX_FORM_DRAWS,
    },
    llm: parseLlmSettings(env),
  };
}
