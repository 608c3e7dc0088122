/**
 * The job processor every JobQueue runs (a worker thread in the embedded mode, a BullMQ worker
 * process in a fleet): dispatches on the job kind and turns every failure into a plain outcome,
 * so errors cross thread and process boundaries without stack traces or internals.
 */
import { ApiError } from '@wcab/contract';
import { openPdf, type PdfDocument } from '@wcab/pdf';
import type { JobOutcome, JobRequest } from '@wcab/queue';
import { classifyJob } from './classifyJob';
import { batchJob } from './batchJob';

export default async function processJob(job: JobRequest): Promise<JobOutcome> {
  let pdf: PdfDocument | undefined;
  try {
    if (job.kind !== 'classify' && job.kind !== 'batch') {
      return { ok: false, code: 'BAD_REQUEST', message: `Unknown job kind ${String(job.kind)}` };
    }
    pdf = await openPdf(takeDocument(job));
    return job.kind === 'classify' ? await classifyJob(pdf, job.params) : await batchJob(pdf, job.params);
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, code: error.code, message: error.message };
    // The detail stays in this process's log; the caller learns only that it failed.
    console.error(JSON.stringify({ level: 'error', msg: 'job failed', kind: job.kind, err: String((error as Error)?.stack ?? error) }));
    return { ok: false, code: 'INTERNAL_ERROR', message: 'Internal error while processing the document' };
  } finally {
    pdf?.close();
  }
}

/**
 * The job's bytes, taken out of it. PDFium reads from its own copy for the document's life, so the
 * job's copy (44 MB for a 100-page scanned batch) would otherwise stay alive, referenced by the
 * task, until the job ends: the worker's peak memory is what this saves.
 */
function takeDocument(job: JobRequest): Uint8Array {
  const { document } = job;
  (job as { document?: unknown }).document = undefined;
  return document instanceof Uint8Array ? document : new Uint8Array(document as ArrayBufferLike);
}

/** Absolute path of this module, for JobQueue implementations that load it in a thread. */
export const PROCESSOR_PATH = new URL(import.meta.url).pathname;
