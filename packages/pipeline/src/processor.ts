/**
 * The job processor every JobQueue runs (a worker thread in the embedded mode, a BullMQ worker
 * process in a fleet): dispatches on the job kind and turns every failure into a plain outcome,
 * so errors cross thread and process boundaries without stack traces or internals.
 */
import { MessageChannel } from 'node:worker_threads';
import { ApiError } from '@wcab/contract';
import { openPdf, type PdfDocument } from '@wcab/pdf';
import type { JobOutcome, JobRequest } from '@wcab/queue';
import { classifyJob } from './classifyJob';
import { batchJob } from './batchJob';
import { documentsWanted, withDocuments } from './batchDocuments';

/** Runs one job. It consumes `job.document`: the bytes are taken from the job and their buffer detached. */
export default async function processJob(job: JobRequest): Promise<JobOutcome> {
  let pdf: PdfDocument | undefined;
  try {
    if (job.kind !== 'classify' && job.kind !== 'batch') {
      return { ok: false, code: 'BAD_REQUEST', message: `Unknown job kind ${String(job.kind)}` };
    }
    const bytes = takeDocument(job);
    pdf = await openPdf(bytes);
    // Split documents are copied from the original bytes; otherwise PDFium's copy is all we need.
    const documents = job.kind === 'batch' ? documentsWanted(job.params) : undefined;
    if (!documents) release(bytes);
    if (job.kind === 'classify') return await classifyJob(pdf, job.params);
    const outcome = await batchJob(pdf, job.params);
    return documents ? await withDocuments(outcome, bytes, documents) : outcome;
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

/**
 * Frees the job's copy of the PDF now instead of at this thread's next full collection, which
 * came seconds into a batch (measured: ~35 MB off a fleet worker's peak on a 44 MB batch).
 * Detaching a buffer, by transferring it into a message nobody reads, releases its memory at once;
 * Node 20 has no ArrayBuffer.prototype.transfer(). Only a buffer the bytes fill alone is detached.
 */
function release(bytes: Uint8Array): void {
  const { buffer } = bytes;
  if (!(buffer instanceof ArrayBuffer) || bytes.byteOffset !== 0 || bytes.byteLength !== buffer.byteLength) return;
  const { port1, port2 } = new MessageChannel();
  try {
    port1.postMessage(null, [buffer]);
  } catch {
    // Not transferable (a slab of Node's Buffer pool): the collector frees it as before.
  }
  port1.close();
  port2.close();
}

/** Absolute path of this module, for JobQueue implementations that load it in a thread. */
export const PROCESSOR_PATH = new URL(import.meta.url).pathname;
