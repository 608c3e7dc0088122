/** Small helpers shared by the queue implementations. */
import { randomBytes } from 'node:crypto';
import { ApiError } from '@wcab/contract';
import type { JobOutcome } from './jobQueue';

/** Job ids are unguessable (96 random bits): knowing one is not enough to read a job, but close. */
export function newJobId(): string {
  return 'job_' + randomBytes(12).toString('hex');
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
