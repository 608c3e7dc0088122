/** Small helpers shared by the queue implementations. */
import { randomFillSync } from 'node:crypto';
import { ApiError } from '@wcab/contract';
import type { JobFile, JobOutcome, JobStatus } from './jobQueue';

/**
 * Random bytes for job ids, drawn from the system's generator 128 ids at a time (as randomUUID
 * does): a call into OpenSSL per request was a visible share of the API's CPU.
 */
const ID_BYTES = 12;
const idPool = Buffer.alloc(ID_BYTES * 128);
let idOffset = idPool.length;

/** Job ids are unguessable (96 random bits): knowing one is not enough to read a job, but close. */
export function newJobId(): string {
  if (idOffset + ID_BYTES > idPool.length) {
    randomFillSync(idPool);
    idOffset = 0;
  }
  const id = idPool.toString('hex', idOffset, idOffset + ID_BYTES);
  idOffset += ID_BYTES;
  return 'job_' + id;
}

export const JOB_ID_PATTERN = /^job_[0-9a-f]{24}$/;

/** A failure as a plain outcome: ApiErrors keep their code; anything else is a generic 500. */
export function outcomeOfError(error: unknown): JobOutcome {
  const known = error instanceof ApiError ? error : ApiError.fromSerialized(error);
  if (known) return { ok: false, code: known.code, message: known.message };
  return { ok: false, code: 'INTERNAL_ERROR', message: 'Internal error while processing the document' };
}

/** Rejects with `error()` when `promise` has not settled within `ms`: no Redis call may hang a request. */
export async function withDeadline<T>(promise: Promise<T>, ms: number, error: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(error()), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** An outcome's files taken out of it: the outcome stays small wherever it is stored or sent. */
export function takeFiles(produced: JobOutcome): { outcome: JobOutcome; files?: JobFile[] } {
  if (!produced.ok || !produced.files) return { outcome: produced };
  const { files, ...outcome } = produced;
  return { outcome, files };
}

/** How a job cancelled by its submitter ends. */
export const CANCELLED: JobOutcome = { ok: false, code: 'JOB_CANCELLED', message: 'The job was cancelled (DELETE /v1/jobs/{id})' };

/** A job's state as its owner sees it (the contract's JobState). */
export function publicState(status: JobStatus): 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled' {
  if (status.state !== 'completed') return status.state;
  if (status.outcome?.ok) return 'succeeded';
  return status.outcome?.code === 'JOB_CANCELLED' ? 'cancelled' : 'failed';
}
