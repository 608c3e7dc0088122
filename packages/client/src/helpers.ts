/**
 * What most callers do besides single calls: send a file as it is (multipart, no base64), wait for
 * an asynchronous job (honouring the server's Retry-After), and fetch a finished batch's documents.
 * Built on the typed client: the same paths, the same { error, code } refusals (as WcabError).
 */
import type { components } from './schema.js';
import type { WcabClient } from './index.js';

type Schemas = components['schemas'];
export type Job = Schemas['Job'];
export type JobStatus = Schemas['JobState'];

/** A refusal ({ error, code }) or an unexpected answer, with its HTTP status. */
export class WcabError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(`${status} ${code}: ${message}`);
    this.name = 'WcabError';
  }
}

function refusal(response: Response, error: unknown): WcabError {
  const body = (error ?? {}) as { error?: unknown; code?: unknown };
  return new WcabError(
    response.status,
    typeof body.code === 'string' ? body.code : 'UNEXPECTED',
    typeof body.error === 'string' ? body.error : response.statusText,
  );
}

export interface UploadOptions {
  /** `classify` (POST /v1/classify, the default) or `batch` (POST /v1/analyze-batch). */
  kind?: 'classify' | 'batch';
  /** The file's name, for the server's messages (default document.pdf). */
  filename?: string;
  /** Media type of the file (default application/pdf; image/tiff, image/jpeg and image/png are scans). */
  type?: string;
  /** The request's options, as in the JSON body. */
  options?: Schemas['ClassifyOptions'] | Schemas['BatchOptions'];
  cases?: Schemas['Case'][];
  activity_types?: string[];
  /** Answer at once with a job (Prefer: respond-async) instead of waiting for the result. */
  async?: boolean;
  signal?: AbortSignal;
}

/**
 * Sends a file as multipart/form-data (the platform's FormData writes the body: no base64, a third
 * smaller than JSON). Resolves with the answer body: the result, or with `async` the queued job.
 */
export function uploadFile(client: WcabClient, file: Uint8Array | Blob, options: UploadOptions & { async: true }): Promise<Job>;
export function uploadFile(
  client: WcabClient,
  file: Uint8Array | Blob,
  options: UploadOptions & { kind: 'batch'; async?: false },
): Promise<Schemas['BatchResponse']>;
export function uploadFile(
  client: WcabClient,
  file: Uint8Array | Blob,
  options?: UploadOptions & { kind?: 'classify'; async?: false },
): Promise<Schemas['ClassifyResponse']>;
export async function uploadFile(
  client: WcabClient,
  file: Uint8Array | Blob,
  options: UploadOptions = {},
): Promise<Schemas['ClassifyResponse'] | Schemas['BatchResponse'] | Job> {
  const form = new FormData();
  const blob = file instanceof Blob ? file : new Blob([file as Uint8Array<ArrayBuffer>], { type: options.type ?? 'application/pdf' });
  form.append('file', blob, options.filename ?? 'document.pdf');
  if (options.options) form.append('options', JSON.stringify(options.options));
  if (options.cases) form.append('cases', JSON.stringify(options.cases));
  if (options.activity_types) form.append('activity_types', JSON.stringify(options.activity_types));
  const path = options.kind === 'batch' ? '/v1/analyze-batch' : '/v1/classify';
  const { data, error, response } = await client.POST(path, {
    // The typed body is the JSON one; this request sends the multipart form the server also takes.
    body: form as never,
    bodySerializer: (body: unknown) => body as FormData,
    headers: options.async ? { Prefer: 'respond-async' } : {},
    signal: options.signal,
  });
  if (error !== undefined || !data) throw refusal(response, error);
  return data;
}

export interface WaitOptions {
  /** Give up (WcabError TIMEOUT) after this long; default 15 minutes. */
  timeoutMs?: number;
  /** Longest pause between two polls, whatever Retry-After says; default 10 s. */
  maxIntervalMs?: number;
  signal?: AbortSignal;
  /** Called with every poll's answer (progress: pages done / total). */
  onPoll?: (job: Job) => void;
}

const ENDED: JobStatus[] = ['succeeded', 'failed', 'cancelled'];

/**
 * Polls GET /v1/jobs/{id} until the job has ended (succeeded, failed or cancelled) and resolves
 * with it; between polls it waits as long as the server's Retry-After says.
 */
export async function waitForJob(client: WcabClient, id: string, options: WaitOptions = {}): Promise<Job> {
  const deadline = Date.now() + (options.timeoutMs ?? 900_000);
  for (;;) {
    const { data, error, response } = await client.GET('/v1/jobs/{id}', { params: { path: { id } }, signal: options.signal });
    if (error !== undefined || !data) throw refusal(response, error);
    options.onPoll?.(data);
    if (ENDED.includes(data.status)) return data;
    const retryAfterMs = Number(response.headers.get('retry-after') ?? 1) * 1000;
    const pause = Math.min(Number.isFinite(retryAfterMs) && retryAfterMs > 0 ? retryAfterMs : 1000, options.maxIntervalMs ?? 10_000, deadline - Date.now());
    if (pause <= 0) throw new WcabError(504, 'TIMEOUT', `Job ${id} did not end within the wait`);
    await sleep(pause, options.signal);
  }
}

export interface JobDocument {
  /** The document's suggested file name (from Content-Disposition). */
  name: string;
  bytes: Uint8Array;
}

/** A finished batch job's documents, in order, as PDFs (GET /v1/jobs/{id}/documents/{n}). */
export async function downloadDocuments(client: WcabClient, job: Job, options: { signal?: AbortSignal } = {}): Promise<JobDocument[]> {
  const result = job.result;
  if (job.status !== 'succeeded' || !result || !('documents' in result.data)) {
    throw new WcabError(409, 'JOB_NOT_FINISHED', `Job ${job.job_id} is not a succeeded batch job (status ${job.status}, kind ${job.kind})`);
  }
  const documents: JobDocument[] = [];
  for (let n = 1; n <= result.data.documents.length; n++) {
    const { data, error, response } = await client.GET('/v1/jobs/{id}/documents/{n}', {
      params: { path: { id: job.job_id, n } },
      parseAs: 'arrayBuffer',
      signal: options.signal,
    });
    if (error !== undefined || !data) throw refusal(response, error);
    const disposition = response.headers.get('content-disposition') ?? '';
    const name = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1] ?? result.data.documents[n - 1]!.suggested_filename;
    documents.push({ name: decodeURIComponent(name), bytes: new Uint8Array(data) });
  }
  return documents;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
