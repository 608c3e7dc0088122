/**
 * The job processor every JobQueue runs (a worker thread in the embedded mode, a BullMQ worker
 * process in a fleet): dispatches on the job kind and turns every failure into a plain outcome,
 * so errors cross thread and process boundaries without stack traces or internals.
 */
import { MessageChannel } from 'node:worker_threads';
import {
  ApiError,
  EXAMPLE_DOCUMENT_BASE64,
  isJobKind,
  parseJobParams,
  type BatchJobParams,
  type ClassifyJobParams,
  type JobHost,
  type JobRequest,
  type RenderJobParams,
} from '@wcab/contract';
import { parseJobSettings, type JobSettings } from '@wcab/contract/settings';
import {
  beginEngineJob,
  checkDecodeBudget,
  configureEngine,
  documentAsPdf,
  endEngineJob,
  engineLimits,
  openPdf,
  replaceEngine,
  salvageDocumentBytes,
  type PdfDocument,
  type PdfEngine,
} from '@wcab/pdf';
import type { JobOutcome } from '@wcab/contract';
import { buildJobContext, threadResources, type JobContext, type ThreadResources } from './context/jobContext';
import { metered, type CpuClock } from './context/workMeter';
import { classifyJob } from './classify/classifyJob';
import { batchRun } from './batch/batchJob';
import { documentsWanted, withDocuments } from './batch/batchDocuments';
import { renderPageImage } from './render/pageImage';
import { committedBoundaryModel } from './split/boundaries/model';

/**
 * Runs one job. It consumes `job.document`: the bytes are taken from the job and their buffer detached.
 *
 * The PDF engine's health decides the answer as much as the pipeline does (see @wcab/pdf engine.ts):
 * a document whose streams would inflate past the limits is refused before PDFium sees it; a job
 * during which the engine aborted or reached the job's memory ceiling is never answered from what
 * the pipeline made of it (a failed PDFium renders blank pages: a batch "without separators").
 * It gets 422 when the document is at fault, or runs once more on a fresh engine when the engine
 * had served other jobs. An engine that failed or outgrew its high-water mark is replaced, and the
 * thread retired, before another job.
 */
export function createProcessor(settings: JobSettings, options: { cpuClock?: CpuClock } = {}): (job: JobRequest, host?: JobHost) => Promise<JobOutcome> {
  const thread = threadResources(settings, options.cpuClock);
  configureEngine(settings.engine);
  // Read and checked here, when a job thread starts, so that a boundary model trained on other features stops the
  // service at its start, as the classifier's model does, not a batch that splits (the file is read at first use so
  // that the trainer, which imports the splitter, still runs after a feature is added).
  committedBoundaryModel();
  return (job, host) => runJob(job, thread, host);
}

/**
 * The processor for callers that hand it no settings (a queue made without `jobSettings`, tests):
 * every setting at its default, never this thread's environment. A composition root that wants other
 * settings parses them (@wcab/config) and hands them to the queue, whose threads call createProcessor.
 */
export default async function processJob(job: JobRequest, host?: JobHost): Promise<JobOutcome> {
  defaults ??= createProcessor(parseJobSettings({}));
  return defaults(job, host);
}

let defaults: ReturnType<typeof createProcessor> | undefined;

async function runJob(job: JobRequest, thread: ThreadResources, host: JobHost | undefined): Promise<JobOutcome> {
  // The job crossed a thread or a process as plain data: its kind and params are checked here.
  const kind: unknown = job.kind;
  if (!isJobKind(kind)) return { ok: false, code: 'BAD_REQUEST', message: `Unknown job kind ${String(kind)}` };
  let bytes: Uint8Array | undefined = takeDocument(job);
  let parsed: ParsedJob;
  try {
    parsed = parseJob(job);
    // A scanner's TIFF, a JPEG or a PNG becomes an image-only PDF here, so every entry point (REST,
    // MCP, the CLI, the fleet's workers) takes them, and splitting copies from that PDF.
    const limits = engineLimits();
    bytes = await documentAsPdf(bytes, {
      maxPages: parsed.params.maxPages,
      maxImagePixels: limits.maxImagePixels,
      maxDocumentPixels: limits.maxDocumentPixels,
      maxPagePixels: limits.maxPagePixels,
      jobMemoryBytes: limits.jobMemoryBytes,
    });
    await checkDecodeBudget(bytes, engineLimits());
  } catch (error) {
    return outcomeOf(error, job.kind);
  }
  for (let attempt = 1; ; attempt++) {
    const engine = await beginEngineJob();
    const run = await runOnEngine(parsed, bytes, engine, buildJobContext(thread, host));
    const verdict = endEngineJob(engine);
    if (verdict.retire) {
      replaceEngine();
      host?.retireThread();
    }
    if (!verdict.failed) return run.outcome;
    if (verdict.ceilingHit) {
      const mb = Math.round(engineLimits().jobMemoryBytes / (1024 * 1024));
      return tooComplex(`Decoding the PDF needs more than the ${mb} MB of memory one job may use`);
    }
    // Aborted for a reason of its own: on an engine that served nothing before, the document did it.
    if (verdict.fresh || attempt > 1) return tooComplex('The PDF could not be decoded within the engine limits');
    bytes = run.salvaged;
    if (!bytes) return { ok: false, code: 'SERVICE_UNAVAILABLE', message: 'The PDF engine failed; retry the request' };
  }
}

/** One run of the job on the current engine; when the engine failed, the document read back for another. */
async function runOnEngine(job: ParsedJob, bytes: Uint8Array, engine: PdfEngine, ctx: JobContext): Promise<{ outcome: JobOutcome; salvaged?: Uint8Array }> {
  let pdf: PdfDocument | undefined;
  let outcome: JobOutcome = { ok: false, code: 'INTERNAL_ERROR', message: 'The PDF engine failed' };
  try {
    pdf = await openPdf(bytes);
    // The job's work is charged from here (context/workMeter.ts): every page it touches, every raster.
    const doc = metered(pdf, ctx.work);
    // Split documents are copied from the original bytes; otherwise PDFium's copy is all we need.
    // A searchable classify answer is the document itself with a text layer added.
    const documents = job.kind === 'batch' ? documentsWanted(job.params) : undefined;
    const searchable = job.kind === 'classify' && job.params.options.searchable;
    if (!documents && !searchable) release(bytes);
    if (job.kind === 'classify') outcome = await classifyJob(doc, job.params, ctx, searchable ? bytes : undefined);
    else if (job.kind === 'render') outcome = await renderPageImage(doc, job.params);
    else {
      const { outcome: split, textLayer } = await batchRun(doc, job.params, ctx);
      outcome = documents ? await withDocuments(split, bytes, documents, textLayer) : split;
    }
  } catch (error) {
    if (!engine.failed) outcome = outcomeOf(error, job.kind); // else the verdict answers, not the error
  }
  // Past its work budget the job answers the refusal, whatever a stage that caught it made of the rest.
  const refusal = ctx.work.exceeded;
  if (refusal && !engine.failed) outcome = { ok: false, code: refusal.code, message: refusal.message };
  // A job that failed after working some pages says how many (the usage log records the work done).
  if (!outcome.ok && ctx.work.pagesWorked > 0) outcome = { ...outcome, pages: ctx.work.pagesWorked };
  if (!engine.failed) {
    pdf?.close();
    return { outcome };
  }
  const salvaged = pdf ? salvageDocumentBytes(pdf) : bytes; // not opened: the job's copy is intact
  pdf?.close();
  return { outcome, salvaged };
}

/** A job whose params its JobSpec parsed (every default filled in, the entry point's page limit among them). */
type ParsedJob = { kind: 'classify'; params: ClassifyJobParams } | { kind: 'batch'; params: BatchJobParams } | { kind: 'render'; params: RenderJobParams };

function parseJob(job: JobRequest): ParsedJob {
  switch (job.kind) {
    case 'batch':
      return { kind: 'batch', params: parseJobParams('batch', job.params) };
    case 'render':
      return { kind: 'render', params: parseJobParams('render', job.params) };
    default:
      return { kind: 'classify', params: parseJobParams('classify', job.params) };
  }
}

function tooComplex(message: string): JobOutcome {
  return { ok: false, code: 'DOCUMENT_TOO_COMPLEX', message };
}

function outcomeOf(error: unknown, kind: string): JobOutcome {
  if (error instanceof ApiError) return { ok: false, code: error.code, message: error.message };
  // The detail stays in this process's log; the caller learns only that it failed.
  console.error(JSON.stringify({ level: 'error', msg: 'job failed', kind, err: String((error as Error)?.stack ?? error) }));
  return { ok: false, code: 'INTERNAL_ERROR', message: 'Internal error while processing the document' };
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

/**
 * The job a queue's new thread runs before its first real one (threadEntry.ts): the API's example
 * document, a one-page text notice, classified with every extraction on. It loads what a first
 * classify would otherwise wait for: this module's imports, PDFium, the model, the extractors.
 */
export function warmUpJob(): JobRequest {
  return {
    kind: 'classify',
    document: Buffer.from(EXAMPLE_DOCUMENT_BASE64, 'base64'),
    params: { options: { extract_dates: true, extract_adj: true } },
  } as JobRequest;
}

/** Absolute path of this module, for JobQueue implementations that load it in a thread. */
export const PROCESSOR_PATH = new URL(import.meta.url).pathname;
