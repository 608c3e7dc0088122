/**
 * The job seam between the API and the document pipeline. The API never processes a PDF on its
 * own event loop: it hands a job to a JobQueue and awaits the outcome. Implementations: the
 * embedded worker-thread pool (one process) and BullMQ on Redis (fleets). Both run the same
 * processor module, so the pipeline code is the same everywhere.
 */
import type { ErrorCode, JobKind, JobParamsInput } from '@wcab/contract';

/**
 * A job of one kind: `kind` names a JobSpec of @wcab/contract (jobs.ts) and narrows `params` to
 * that spec's params, so every producer is typed by the schema the processor parses with.
 */
export type JobRequestOf<K extends JobKind> = {
  /** Which pipeline entry point. */
  kind: K;
  /**
   * The decoded PDF. The queue takes it over: an in-process queue moves a buffer it can own to the
   * thread without copying (a batch can be 50 MB), which leaves the caller's view empty.
   */
  document: Uint8Array;
  /** The request fields other than the document (options, cases, activity_types) and the page limit. */
  params: JobParamsInput<K>;
};

export type JobRequest = { [K in JobKind]: JobRequestOf<K> }[JobKind];

/** A file a job produced for later download (a batch's split documents). */
export interface JobFile {
  name: string;
  bytes: Uint8Array;
}

/**
 * Outcomes travel across threads and processes as plain data, never as Error objects. `files`
 * (an asynchronous batch's split documents) travel beside the result, never inside it: the queue
 * keeps them with the job for its retention and serves them through `files()`.
 */
export type JobOutcome =
  | { ok: true; data: unknown; pages: number; files?: JobFile[] }
  | { ok: false; code: ErrorCode; message: string };

/** How far a job has got, as the pipeline reports it (see telemetry.ts `reportProgress`). */
export interface JobProgress {
  pagesDone: number;
  /** Unknown until the pipeline has counted the pages. */
  pagesTotal?: number;
}

export interface RunOptions {
  /** The job must finish within this many milliseconds or the caller gets TIMEOUT. */
  timeoutMs: number;
  /** Aborts the job (a worker handing its jobs back on shutdown); the run rejects. */
  signal?: AbortSignal;
  /** Called as the pipeline reports progress. */
  onProgress?: (progress: JobProgress) => void;
  /** Called when a thread starts the job (it may wait in a queue before). */
  onStart?: () => void;
}

export interface SubmitOptions {
  /** Deadline of the job, counted from submission. */
  timeoutMs: number;
  /** The API key id that submitted the job: only it may read the job's status. */
  owner: string;
}

/**
 * An asynchronously submitted job as its submitter sees it. `queued` and `running` carry progress
 * when the pipeline reports it; `completed` carries the outcome (success or error), kept for a
 * bounded time (JOB_RESULT_TTL_S) after which the job is forgotten.
 */
export interface JobStatus {
  id: string;
  kind: string;
  state: 'queued' | 'running' | 'completed';
  createdAt: Date;
  finishedAt?: Date;
  progress?: JobProgress;
  outcome?: JobOutcome;
}

/** Jobs by state, for the queue-depth gauge. */
export interface QueueStats {
  waiting: number;
  active: number;
  delayed: number;
}

export interface JobQueue {
  /**
   * Runs a job and resolves with its outcome. Rejects with ApiError SERVICE_UNAVAILABLE when the
   * queue cannot take the job and TIMEOUT when the deadline passes.
   */
  run(job: JobRequest, options: RunOptions): Promise<JobOutcome>;
  /**
   * Accepts a job to run in the background (`Prefer: respond-async`) and returns its id at once.
   * Rejects with SERVICE_UNAVAILABLE when the queue cannot take it.
   */
  submit(job: JobRequest, options: SubmitOptions): Promise<{ id: string }>;
  /** The job's status, or undefined when there is no such job for this owner (or it expired). */
  status(id: string, owner: string): Promise<JobStatus | undefined>;
  /**
   * The files a finished asynchronous job produced (outcome `files`), kept as long as its result;
   * undefined when there is no such job for this owner, it is not finished or it produced none.
   */
  files(id: string, owner: string): Promise<JobFile[] | undefined>;
  /** Jobs waiting and running, for metrics. */
  stats(): Promise<QueueStats>;
  /** Throws when the queue cannot take work (health checks). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The processor module's contract: `export default async function (job: JobRequest): Promise<JobOutcome>`. */
export type JobProcessor = (job: JobRequest) => Promise<JobOutcome>;

/**
 * A job read back from a transport that carries it as plain data (Redis): the queue only moves it;
 * the processor checks its kind and parses its params with the kind's JobSpec.
 */
export function jobFromWire(kind: string, document: Uint8Array, params: unknown): JobRequest {
  return { kind, document, params } as JobRequest;
}
