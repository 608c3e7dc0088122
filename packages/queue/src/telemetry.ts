/**
 * What the pipeline may report about the job it is running: progress (pages done / total),
 * time spent per stage, and pages that needed OCR. Import it as `@wcab/queue/telemetry` (a light
 * module: no piscina, no BullMQ) from anywhere below the processor:
 *
 *   import { reportProgress, timeStage, countOcrPages } from '@wcab/queue/telemetry';
 *   const bitmap = await timeStage('render', () => renderPage(doc, i));
 *   countOcrPages(1);
 *   reportProgress(i + 1, pageCount);
 *
 * Every call is a cheap no-op outside a job (unit tests, scripts). Inside a job the queue runs the
 * processor in a context (AsyncLocalStorage) that collects the figures; they travel back with the
 * outcome to the process that ran the job, which records them in its Prometheus registry
 * (`wcab_job_stage_duration_seconds{stage}`, `wcab_ocr_pages_total`), and progress reaches the
 * job's status (`GET /v1/jobs/{id}`).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { JOB_STAGES, type JobHost, type JobProgress, type JobStage } from '@wcab/contract';
import { hostService } from './hostServices';
import { retireThisThread } from './threadRetirement';

export { JOB_STAGES, type JobStage };

/** Figures collected while one job ran; plain data so it crosses threads and processes. */
export interface JobTelemetry {
  /** Seconds spent per stage during this job (summed over pages). */
  stages: Partial<Record<JobStage, number>>;
  ocrPages: number;
  /** Calls of the optional LLM stage (packages/llm), when it ran. */
  llm?: LlmTelemetry;
}

/** LLM calls by outcome (`ok`, `breaker_open`, `timeout`, `malformed_json`, ...) and the tokens the server reported. */
export interface LlmTelemetry {
  calls: Record<string, number>;
  promptTokens: number;
  completionTokens: number;
}

interface JobContext {
  telemetry: JobTelemetry;
  progress: (progress: JobProgress) => void;
}

// One store per thread even if this module is loaded twice under different URLs.
const STORE_KEY = Symbol.for('wcab.queue.jobContext');
const globals = globalThis as unknown as Record<symbol, AsyncLocalStorage<JobContext> | undefined>;
const storage: AsyncLocalStorage<JobContext> = (globals[STORE_KEY] ??= new AsyncLocalStorage<JobContext>());

export function emptyTelemetry(): JobTelemetry {
  return { stages: {}, ocrPages: 0 };
}

/** Used by the queue implementations: runs `fn` (the processor) in a job context. */
export function runInJobContext<T>(context: JobContext, fn: () => Promise<T>): Promise<T> {
  return storage.run(context, fn);
}

/** The pipeline reports how many pages are done and, once known, how many there are. */
export function reportProgress(pagesDone: number, pagesTotal?: number): void {
  const context = storage.getStore();
  if (!context) return;
  context.progress({ pagesDone, ...(pagesTotal === undefined ? {} : { pagesTotal }) });
}

/** Adds `seconds` to the job's total for `stage`. */
export function recordStage(stage: JobStage, seconds: number): void {
  const context = storage.getStore();
  if (!context || !Number.isFinite(seconds) || seconds < 0) return;
  const name: JobStage = (JOB_STAGES as readonly string[]).includes(stage) ? stage : 'other';
  context.telemetry.stages[name] = (context.telemetry.stages[name] ?? 0) + seconds;
}

/** Times `fn` as part of `stage` (also when it throws). */
export async function timeStage<T>(stage: JobStage, fn: () => T | Promise<T>): Promise<T> {
  if (!storage.getStore()) return fn();
  const started = process.hrtime.bigint();
  try {
    return await fn();
  } finally {
    recordStage(stage, Number(process.hrtime.bigint() - started) / 1e9);
  }
}

/** Counts pages whose text came from OCR. */
export function countOcrPages(pages = 1): void {
  const context = storage.getStore();
  if (context && pages > 0) context.telemetry.ocrPages += pages;
}

/** Counts one call of the LLM stage with its outcome and the tokens the server reported. */
export function countLlmCall(outcome: string, promptTokens: number, completionTokens: number): void {
  const context = storage.getStore();
  if (!context) return;
  const llm = (context.telemetry.llm ??= { calls: {}, promptTokens: 0, completionTokens: 0 });
  llm.calls[outcome] = (llm.calls[outcome] ?? 0) + 1;
  llm.promptTokens += Math.max(0, promptTokens || 0);
  llm.completionTokens += Math.max(0, completionTokens || 0);
}

/**
 * The JobHost (@wcab/contract) a queue hands the processor with each job: the same figures as the
 * functions above, for the job run in the current job context and host channel (threadEntry.ts).
 */
export const contextJobHost: JobHost = {
  progress: reportProgress,
  recordStage,
  countOcrPages,
  countLlmCall,
  service: (name) => hostService<unknown, unknown>(name),
  retireThread: retireThisThread,
};
