/**
 * The job processor every JobQueue runs (a worker thread in the embedded mode, a BullMQ worker
 * process in a fleet): dispatches on the job kind and turns every failure into a plain outcome,
 * so errors cross thread and process boundaries without stack traces or internals.
 */
import { ApiError } from '@wcab/contract';
import type { JobOutcome, JobRequest } from '@wcab/queue';
import { classifyJob } from './classifyJob';
import { batchJob } from './batchJob';

export default async function processJob(job: JobRequest): Promise<JobOutcome> {
  try {
    const document = job.document instanceof Uint8Array ? job.document : new Uint8Array(job.document as ArrayBufferLike);
    switch (job.kind) {
      case 'classify':
        return await classifyJob(document, job.params);
      case 'batch':
        return await batchJob(document, job.params);
      default:
        return { ok: false, code: 'BAD_REQUEST', message: `Unknown job kind ${String(job.kind)}` };
    }
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, code: error.code, message: error.message };
    // The detail stays in this process's log; the caller learns only that it failed.
    console.error(JSON.stringify({ level: 'error', msg: 'job failed', kind: job.kind, err: String((error as Error)?.stack ?? error) }));
    return { ok: false, code: 'INTERNAL_ERROR', message: 'Internal error while processing the document' };
  }
}

/** Absolute path of this module, for JobQueue implementations that load it in a thread. */
export const PROCESSOR_PATH = new URL(import.meta.url).pathname;
