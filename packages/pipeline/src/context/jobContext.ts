/**
 * Everything a job needs from outside the document, handed to it: the budgets, the read plan, the
 * splitting threshold and the separator rule (from validated settings, @wcab/contract/settings), the OCR
 * service, the LLM stage, progress and telemetry (from the JobHost the queue hands in). The pipeline
 * imports no queue and reads no environment: what is not here, a job does not use.
 *
 * One interface, built in one function (buildJobContext). To give jobs something new (a work
 * budget, a per-account memory), add a field here and fill it in buildJobContext; thread-long
 * resources (a client with a circuit breaker) go in ThreadResources, made once per thread.
 */
import type { JobHost, JobStage } from '@wcab/contract';
import { parseJobSettings, type JobSettings, type LlmSettings } from '@wcab/contract/settings';
import { loadModelFile, type Model } from '@wcab/classify';
import { createReviewer, type Reviewer } from '@wcab/llm';
import { DEFAULT_SEPARATOR_RULE, parseSeparatorRule, type SeparatorRule } from '@wcab/sheets';
import type { OcrResult, PreparedPage } from '@wcab/vision';
import { LEARNED_SERVICE, type LearnReply, type LearnRequest } from '@wcab/learning/service';
import { OCR_SERVICE, ocrWorkers, ownOcr } from '../read/ocrHost';
import { BarcodeReader } from '../scan/barcodeReader';
import { threadCpuClock } from './threadCpuClock';
import { createWorkMeter, type CpuClock, type WorkMeter } from './workMeter';

export type ReadMode = JobSettings['readPlan'];

/** Reads one prepared page (the host's shared pool, or this thread's own). */
export type OcrService = (page: PreparedPage) => Promise<OcrResult>;

/** One OCR run as a job counts it: the pixels it reads (a page, a band, a crop) and the model asked for. */
export interface OcrRunCount {
  pixels: number;
  model: 'quick' | 'accurate';
}

/**
 * A host that also counts the job's OCR runs (benches, tests): the queues' hosts keep no such count, so
 * the port is an optional extension of JobHost rather than part of it.
 */
export interface OcrCountingHost extends JobHost {
  countOcrRun(run: OcrRunCount): void;
}

/** What a job reports about itself; every call is cheap, and a no-op outside a queue. */
export interface Telemetry {
  recordStage(stage: JobStage, seconds: number): void;
  /** Times `fn` as part of `stage` (also when it throws). */
  timeStage<T>(stage: JobStage, fn: () => T | Promise<T>): Promise<T>;
  countOcrPages(pages: number): void;
  /** One OCR run asked of the OCR service (every call of JobContext.ocr counts itself here). */
  countOcrRun(run: OcrRunCount): void;
  countLlmCall(outcome: string, promptTokens: number, completionTokens: number): void;
}

/** The optional LLM stage: its settings and, unless it is off, the thread's reviewer. */
export interface LlmStage {
  settings: LlmSettings;
  reviewer?: Reviewer;
}

export interface JobContext {
  budgets: JobSettings['budgets'];
  /** 'less': scanned pages read part by part until the answer has its fields (readPlan.ts); 'all': every one whole. */
  readPlan: ReadMode;
  /** SPLIT_THRESHOLD when set (a request's split_threshold wins; unset: the boundary model's). */
  splitThreshold: number | undefined;
  separatorRule: SeparatorRule;
  /** The document-type model (CLASSIFY_MODEL_FILE, loaded once per thread); undefined: the shipped one. */
  classifyModel?: Model;
  ocr: OcrService;
  /**
   * OCR processes a batch scan keeps running at once (OCR_CONCURRENCY, else OCR_WORKERS, else the cores): its reads
   * that may wait (PreparedPage.mayWait) carry it to the pool, and it sizes how many reads the scan keeps in flight.
   */
  ocrConcurrency: number;
  llm: LlmStage;
  /** The account's learned layer (@wcab/learning), when the job's host offers it (learned/learnedStage.ts). */
  learned?: (request: LearnRequest) => Promise<LearnReply>;
  /** Pages done and, once known, how many there are. */
  progress(pagesDone: number, pagesTotal?: number): void;
  telemetry: Telemetry;
  /** The job's work budget, charged as it works (workMeter.ts): CPU seconds, pages, rendered pixels. */
  work: WorkMeter;
  /** The thread's barcode decoder (its own thread, started on a batch's first page and kept). */
  barcodes: Pick<BarcodeReader, 'decode'>;
}

/** What outlives a job on its thread: made once per thread from the settings (processor.ts createProcessor). */
export interface ThreadResources {
  settings: JobSettings;
  llm: LlmStage;
  /** CLASSIFY_MODEL_FILE's model, read when the thread starts (the API and workers checked it at start); unset: the shipped one. */
  classifyModel?: Model;
  /** This thread's own OCR pool (started on its first page), for jobs whose host offers none. */
  ownOcr: OcrService;
  /** The thread's CPU clock the work meter reads. */
  cpuClock: CpuClock;
  /** The thread's barcode decoder (ZXing on a thread of its own, compiled once). */
  barcodes: BarcodeReader;
  /** Releases the thread's own OCR pool and barcode thread (scripts, tests). */
  close(): Promise<void>;
}

export function threadResources(settings: JobSettings, cpuClock: CpuClock = threadCpuClock()): ThreadResources {
  // One reviewer per thread: its circuit breaker and bulkhead outlive the job.
  const llm = settings.llm.mode === 'off' ? { settings: settings.llm } : { settings: settings.llm, reviewer: createReviewer(settings.llm) };
  const ocr = ownOcr(settings);
  const barcodes = new BarcodeReader();
  const resources: ThreadResources = {
    settings,
    llm,
    ...(settings.classifyModelFile ? { classifyModel: loadModelFile(settings.classifyModelFile) } : {}),
    ownOcr: ocr.read,
    cpuClock,
    barcodes,
    close: async () => {
      made.delete(resources);
      await Promise.all([ocr.close(), barcodes.close()]);
    },
  };
  made.add(resources);
  return resources;
}

/** Every ThreadResources this thread made and has not closed: their OCR pools, for closeThreadResources(). */
const made = new Set<ThreadResources>();

let standalone: ThreadResources | undefined;

/**
 * Resources for code run outside any job (scripts, benches, unit tests calling a stage directly):
 * every setting at its default, no telemetry, this thread's own OCR pool. Never the environment.
 */
export function standaloneResources(): ThreadResources {
  return (standalone ??= threadResources(parseJobSettings({})));
}

/** A context for such code. */
export function standaloneContext(): JobContext {
  return buildJobContext(standaloneResources());
}

/** A context outside any job with the given settings (benches and evaluation tools run as the service would). */
export function settingsContext(settings: JobSettings): JobContext {
  return buildJobContext(threadResources(settings));
}

/** Releases the OCR pools this thread started (scripts, tests): the standalone one and the processors'. */
export async function closeThreadResources(): Promise<void> {
  standalone = undefined;
  await Promise.all([...made].map((r) => r.close()));
}

/** The context of one job: the thread's settings and resources, and the host the queue handed in (none: a caller's own run). */
export function buildJobContext(thread: ThreadResources, host?: JobHost): JobContext {
  const { settings } = thread;
  const shared = host?.service(OCR_SERVICE) as OcrService | undefined;
  const learned = host?.service(LEARNED_SERVICE);
  const { values, prefixes } = settings.separator;
  const telemetry = host ? hostTelemetry(host) : NO_TELEMETRY;
  const read: OcrService = shared ? async (page) => (await shared({ ...page, image: ownBytes(page.image) })) as OcrResult : thread.ownOcr;
  const ocrConcurrency = Math.max(1, settings.ocr.concurrency ?? ocrWorkers(settings));
  return {
    budgets: settings.budgets,
    readPlan: settings.readPlan,
    splitThreshold: settings.splitThreshold,
    separatorRule: values || prefixes ? parseSeparatorRule(values, prefixes) : DEFAULT_SEPARATOR_RULE,
    ...(thread.classifyModel ? { classifyModel: thread.classifyModel } : {}),
    // The host's OCR service when it offers one (the page's memory is shared, not copied), else this thread's own;
    // every run counted, with the pixels it covers, through the telemetry port.
    ocr: (page) => {
      telemetry.countOcrRun({ pixels: pixelsOf(page), model: page.use ?? 'accurate' });
      return read(page.mayWait ? { ...page, concurrency: ocrConcurrency } : page);
    },
    ocrConcurrency,
    llm: thread.llm,
    ...(learned ? { learned: (request: LearnRequest) => learned(request) as Promise<LearnReply> } : {}),
    progress: (done, total) => host?.progress(done, total),
    telemetry,
    work: createWorkMeter(settings.work, thread.cpuClock),
    barcodes: thread.barcodes,
  };
}

/** The pixels one OCR run reads: the rows asked for, else the whole prepared page. */
function pixelsOf(page: PreparedPage): number {
  const rows = page.rows ? Math.max(0, Math.min(page.image.height, page.rows.bottom) - Math.max(0, page.rows.top)) : page.image.height;
  return rows * page.image.width;
}

function hostTelemetry(host: JobHost): Telemetry {
  return {
    recordStage: (stage, seconds) => host.recordStage(stage, seconds),
    async timeStage(stage, fn) {
      const started = process.hrtime.bigint();
      try {
        return await fn();
      } finally {
        host.recordStage(stage, Number(process.hrtime.bigint() - started) / 1e9);
      }
    },
    countOcrPages: (pages) => host.countOcrPages(pages),
    countOcrRun: (run) => (host as Partial<OcrCountingHost>).countOcrRun?.(run),
    countLlmCall: (outcome, prompt, completion) => host.countLlmCall(outcome, prompt, completion),
  };
}

const NO_TELEMETRY: Telemetry = {
  recordStage: () => undefined,
  timeStage: async (_stage, fn) => fn(),
  countOcrPages: () => undefined,
  countOcrRun: () => undefined,
  countLlmCall: () => undefined,
};

/**
 * The image with a buffer of its own: a band of a page is a view into the whole page's buffer,
 * which a message to the host would otherwise copy in full.
 */
function ownBytes(image: PreparedPage['image']): PreparedPage['image'] {
  const { data } = image;
  return data.byteOffset === 0 && data.byteLength === data.buffer.byteLength ? image : { ...image, data: data.slice() };
}
