/**
 * What a worker thread of the embedded pool runs: loads the processor module (its path comes in
 * piscina's workerData) and calls it inside a job context, so the pipeline's telemetry calls
 * (telemetry.ts) reach the caller: progress as it happens over the task's MessagePort, stage
 * timings with the outcome. The processor's own contract is unchanged.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { threadId, type MessagePort } from 'node:worker_threads';
import { workerData } from 'piscina';
import type { HostCall, HostChannel, HostReply } from './hostServices';
import { runWithHost } from './hostServices';
import type { JobOutcome, JobProcessor, JobRequest, ProcessorFactory } from './jobQueue';
import { contextJobHost, emptyTelemetry, runInJobContext, type JobTelemetry } from './telemetry';
import { markRetiring, takeRetireRequest } from './threadRetirement';

export interface ThreadTask {
  job: JobRequest;
  /** Receives `{type:'start'}`, `{type:'progress', progress}` and host calls; answers those calls. */
  port?: MessagePort;
  /** Names of the services the host answers on `port` (hostServices.ts). */
  hostServices?: string[];
}

export interface ThreadResult {
  outcome: JobOutcome;
  telemetry: JobTelemetry;
  /** This thread asked to be ended after this job (threadRetirement.ts): its id. */
  retireThread?: number;
}

export type ThreadMessage = { type: 'start' } | { type: 'progress'; progress: { pagesDone: number; pagesTotal?: number } } | HostCall;

/** What the pool gives every thread (piscina's workerData). */
export interface ThreadData {
  processorPath: string;
  /** Thread ids about to be ended, shared with the pool (threadRetirement.ts). */
  retiring?: Int32Array;
  /**
   * The validated settings jobs run with (plain data): a processor module that exports
   * `createProcessor` builds its processor from them once in this thread.
   */
  jobSettings?: unknown;
  /**
   * Run the processor module's warm-up job (its export `warmUpJob`, when it has one) before this
   * thread takes work, so the first real job does not pay for loading the pipeline and its engine.
   */
  warm?: boolean;
}

let processor: JobProcessor | undefined;
/** The processor module's warm-up job, when it exports one (`warmUpJob`). */
let warmUpJob: (() => JobRequest) | undefined;

/**
 * Loads the processor once per thread. Through `require` first: under tsx, worker threads get
 * tsx's CommonJS hook but not its ESM loader hooks (that is also how piscina loaded processors
 * before this wrapper), so this module avoids top-level await for the same reason. A plain ES
 * module that `require` cannot load is imported instead.
 */
async function loadProcessor(): Promise<JobProcessor> {
  if (processor) return processor;
  const { processorPath, jobSettings } = workerData as ThreadData;
  let loaded: unknown;
  try {
    loaded = createRequire(processorPath)(processorPath);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code !== 'ERR_REQUIRE_ESM' && code !== 'ERR_REQUIRE_ASYNC_MODULE') throw error;
    loaded = await import(pathToFileURL(processorPath).href);
  }
  const warmUpExport = (loaded as { warmUpJob?: unknown }).warmUpJob;
  if (typeof warmUpExport === 'function') warmUpJob = warmUpExport as () => JobRequest;
  const factory = (loaded as { createProcessor?: unknown }).createProcessor;
  if (jobSettings !== undefined && typeof factory === 'function') return (processor = (factory as ProcessorFactory)(jobSettings));
  const candidate = typeof loaded === 'function' ? loaded : (loaded as { default?: unknown }).default;
  if (typeof candidate !== 'function') throw new Error(`${processorPath} has no default export function`);
  processor = candidate as JobProcessor;
  return processor;
}

/**
 * Loads the processor and runs its warm-up job once, never failing: a warm-up that fails leaves
 * the thread to load what it needs on its first job, as without warming. Logged, since a thread
 * that cannot run the example document will likely fail real ones too.
 */
async function warmUp(): Promise<void> {
  if (!(workerData as ThreadData).warm) return;
  try {
    const run = await loadProcessor();
    const job = warmUpJob?.();
    if (job) await runInJobContext({ telemetry: emptyTelemetry(), progress: () => undefined }, () => run(job));
  } catch (error) {
    console.error(JSON.stringify({ level: 'warn', msg: 'job thread warm-up failed', err: String(error) }));
  }
}

async function runTask(task: ThreadTask): Promise<ThreadResult> {
  const run = await loadProcessor();
  const telemetry = emptyTelemetry();
  const post = (message: ThreadMessage) => task.port?.postMessage(message);
  post({ type: 'start' });
  const host = hostChannel(task);
  try {
    const outcome = await runInJobContext({ telemetry, progress: (progress) => post({ type: 'progress', progress }) }, () =>
      runWithHost(host, () => run(task.job, contextJobHost)),
    );
    if (!takeRetireRequest()) return { outcome, telemetry };
    // Flagged before answering: once the pool has the answer it may hand out the next job at once.
    const { retiring } = workerData as ThreadData;
    if (retiring) markRetiring(retiring);
    return { outcome, telemetry, retireThread: threadId };
  } finally {
    task.port?.close();
  }
}

/**
 * The handler piscina calls, once this thread is warm: piscina awaits a handler export that is a
 * promise before it reports the thread ready, so no job is handed to a thread still warming up.
 */
export default warmUp().then(() => runTask);

/** Calls to the host's services over the task's port, matched to their replies by id. */
function hostChannel(task: ThreadTask): HostChannel {
  const { port } = task;
  const services = port ? (task.hostServices ?? []) : [];
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 0;
  if (port && services.length > 0) {
    port.on('message', (reply: HostReply) => {
      const call = waiting.get(reply.id);
      if (!call) return;
      waiting.delete(reply.id);
      if (reply.ok) call.resolve(reply.result);
      else call.reject(new Error(reply.message));
    });
    port.on('close', () => {
      for (const call of waiting.values()) call.reject(new Error('The job ended before the host answered'));
      waiting.clear();
    });
  }
  return {
    services,
    call: (service, payload) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        waiting.set(id, { resolve, reject });
        port!.postMessage({ type: 'call', id, service, payload } satisfies HostCall);
      }),
  };
}
