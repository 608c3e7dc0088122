/**
 * The job seam between the API and the document pipeline. The API never processes a PDF on its
 * own event loop: it hands a job to a JobQueue and awaits the outcome. Implementations: the
 * embedded worker-thread pool (one process) and BullMQ on Redis (fleets). Both run the same
 * processor module, so the pipeline code is the same everywhere.
 */
import type { ErrorCode } from '@wcab/contract';

export interface JobRequest {
  /** Which pipeline entry point: 'classify' or 'batch'. */
  kind: string;
  /** The decoded PDF. */
  document: Uint8Array;
  /** The request fields other than the document (options, cases, activity_types). */
  params: unknown;
}

/** Outcomes travel across threads and processes as plain data, never as Error objects. */
export type JobOutcome =
  | { ok: true; data: unknown; pages: number }
  | { ok: false; code: ErrorCode; message: string };

export interface RunOptions {
  /** The job must finish within this many milliseconds or the caller gets TIMEOUT. */
  timeoutMs: number;
}

export interface JobQueue {
  /**
   * Runs a job and resolves with its outcome. Rejects with ApiError SERVICE_UNAVAILABLE when the
   * queue cannot take the job and TIMEOUT when the deadline passes.
   */
  run(job: JobRequest, options: RunOptions): Promise<JobOutcome>;
  /** Throws when the queue cannot take work (health checks). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The processor module's contract: `export default async function (job: JobRequest): Promise<JobOutcome>`. */
export type JobProcessor = (job: JobRequest) => Promise<JobOutcome>;
