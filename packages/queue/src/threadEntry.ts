/**
 * What a worker thread of the embedded pool runs: loads the processor module (its path comes in
 * piscina's workerData) and calls it inside a job context, so the pipeline's telemetry calls
 * (telemetry.ts) reach the caller: progress as it happens over the task's MessagePort, stage
 * timings with the outcome. The processor's own contract is unchanged.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { MessagePort } from 'node:worker_threads';
import { workerData } from 'piscina';
import type { JobOutcome, JobProcessor, JobRequest } from './jobQueue';
import { emptyTelemetry, runInJobContext, type JobTelemetry } from './telemetry';

export interface ThreadTask {
  job: JobRequest;
  /** Receives `{type:'start'}` and `{type:'progress', progress}` messages. */
  port?: MessagePort;
}

export interface ThreadResult {
  outcome: JobOutcome;
  telemetry: JobTelemetry;
}

export type ThreadMessage = { type: 'start' } | { type: 'progress'; progress: { pagesDone: number; pagesTotal?: number } };

let processor: JobProcessor | undefined;

/**
 * Loads the processor once per thread. Through `require` first: under tsx, worker threads get
 * tsx's CommonJS hook but not its ESM loader hooks (that is also how piscina loaded processors
 * before this wrapper), so this module avoids top-level await for the same reason. A plain ES
 * module that `require` cannot load is imported instead.
 */
async function loadProcessor(): Promise<JobProcessor> {
  if (processor) return processor;
  const { processorPath } = workerData as { processorPath: string };
  let loaded: unknown;
  try {
    loaded = createRequire(processorPath)(processorPath);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code !== 'ERR_REQUIRE_ESM' && code !== 'ERR_REQUIRE_ASYNC_MODULE') throw error;
    loaded = await import(pathToFileURL(processorPath).href);
  }
  const candidate = typeof loaded === 'function' ? loaded : (loaded as { default?: unknown }).default;
  if (typeof candidate !== 'function') throw new Error(`${processorPath} has no default export function`);
  processor = candidate as JobProcessor;
  return processor;
}

export default async function runTask(task: ThreadTask): Promise<ThreadResult> {
  const run = await loadProcessor();
  const telemetry = emptyTelemetry();
  const post = (message: ThreadMessage) => task.port?.postMessage(message);
  post({ type: 'start' });
  try {
    const outcome = await runInJobContext({ telemetry, progress: (progress) => post({ type: 'progress', progress }) }, () =>
      run(task.job),
    );
    return { outcome, telemetry };
  } finally {
    task.port?.close();
  }
}
