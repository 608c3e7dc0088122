/**
 * The job seam between the API and the document pipeline. The API never processes a PDF on its
 * own event loop: it hands a job to a JobQueue and awaits the outcome. Implementations: the
 * embedded worker-thread pool (one process) and BullMQ on Redis (fleets). Both run the same
 * processor module, so the pipeline code is the same everywhere.
 */
import type { JobFile, JobHost, JobOutcome, JobProgress, JobRequest, JobRequestOf } from '@wcab/contract';

export type { JobProgress };

/** The job and its outcome as they cross the queue: @wcab/contract jobs.ts, shared with the processor. */
export type { JobFile, JobOutcome, JobRequest, JobRequestOf };

export interface RunOptions {
  /** The job must finish within this many milliseconds or the caller gets TIMEOUT. */
  timeoutMs: number;
  /** Aborts the job (a worker handing its jobs back on shutdown); the run rejects. */
  signal?: AbortSignal;
  /** Called as the pipeline reports progress. */
  onProgress?: (progress: JobProgress) => void;
  /** Called when a thread starts the job (it may wait in a queue before). */
  onStart?: () => void;
  /** The API key id the job is done for: accounts take turns for threads (fairScheduler.ts). */
  account?: string;
  /**
   * A job not started within this many milliseconds (at most timeoutMs) is refused with
   * SERVICE_UNAVAILABLE and a Retry-After, instead of waiting out its whole deadline.
   */
  startWithinMs?: number;
}

export interface SubmitOptions {
  /** Deadline of the job, counted from submission. */
  timeoutMs: number;
  /** The API key id that submitted the job: only it may read the job's status. */
  owner: string;
  /** Where to report the job's end (checked by the gateway); handed to `onJobEnded` with the job. */
  webhookUrl?: string;
}

/**
 * An asynchronous job that has just ended (succeeded, failed, timed out or cancelled), as the
 * queue tells its host (the composition root sends the webhook). Called once per job, by the
 * process that ended it: the API in embedded mode, the worker (or the API, for a job cancelled
 * while still waiting) in a fleet.
 */
export interface EndedJob {
  status: JobStatus;
  owner: string;
  webhookUrl?: string;
}

export interface ListOptions {
  /** Most jobs in the page. */
  limit: number;
  /** The last job id of the previous page: the page starts after it. */
  after?: string;
  /** Only jobs this accepts (a state filter). */
  accept?: (status: JobStatus) => boolean;
}

export interface JobPage {
  /** Newest first. */
  jobs: JobStatus[];
  /** Where the next page starts (`after`); absent on the last page. */
  next?: string;
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
  /**
   * The owner's asynchronous jobs still known (not past their retention), newest first. Never
   * another owner's: each implementation lists from the owner's own index.
   */
  list(owner: string, options: ListOptions): Promise<JobPage>;
  /**
   * Cancels the owner's job: a queued one never runs, a running one is aborted; either ends with
   * JOB_CANCELLED. Resolves with the job's status once it has ended (or, for a running job in a
   * fleet, once its worker was told and `waitMs` passed), unchanged when it had already ended;
   * undefined when there is no such job for this owner.
   */
  cancel(id: string, owner: string, waitMs?: number): Promise<JobStatus | undefined>;
  /** Jobs waiting and running, for metrics. */
  stats(): Promise<QueueStats>;
  /** Throws when the queue cannot take work (health checks). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The processor module's contract: `export default async function (job: JobRequest, host?: JobHost): Promise<JobOutcome>`.
 * The queue hands it the job and a JobHost (@wcab/contract jobHost.ts: progress, telemetry, host
 * services, thread retirement). A module may also export `createProcessor(settings)`: a thread then
 * builds its processor once from the settings the queue was given (`jobSettings`), instead of the default.
 */
export type JobProcessor = (job: JobRequest, host?: JobHost) => Promise<JobOutcome>;
export type ProcessorFactory = (settings: unknown) => JobProcessor;

/**
 * A job read back from a transport that carries it as plain data (Redis): the queue only moves it;
 * the processor checks its kind and parses its params with the kind's JobSpec.
 */
export function jobFromWire(kind: string, document: Uint8Array, params: unknown): JobRequest {
  return { kind, document, params } as JobRequest;
}
