/**
 * What travels between the API and the workers through Redis. Job data stays small (a few
 * hundred bytes): the document and the request parameters (cases may run to megabytes) live in
 * the payload store under `payload`, never inside the job.
 */
import { laneOf } from '@wcab/contract';
import type { JobOutcome } from '../jobQueue';

/** The one BullMQ queue every API instance feeds and every worker consumes. */
export const QUEUE_NAME = 'documents';

/** Pub/sub channel on which the API names jobs to stop (deadline passed, caller gone). */
export const cancelChannel = (prefix: string) => `${prefix}:cancel`;

/** Set for a job its submitter cancelled (DELETE /v1/jobs/{id}): its worker ends it as JOB_CANCELLED. */
export const cancelledKey = (prefix: string, jobId: string) => `${prefix}:cancelled:${jobId}`;

/** A sorted set per owner (API key id) of its asynchronous job ids by submission time: GET /v1/jobs. */
export const ownedJobsKey = (prefix: string, owner: string) => `${prefix}:owned:${owner}`;

/** BullMQ refuses job data larger than this (JSON bytes); ours is ~200 bytes. */
export const JOB_DATA_SIZE_LIMIT = 8 * 1024;

export interface FleetJobData {
  kind: string;
  /** Payload store key of the document and parameters. */
  payload: string;
  /** Epoch milliseconds after which the job's result is of no use: the worker gives up then. */
  deadline: number;
  /** How long the worker keeps the outcome in the result store (brief for synchronous jobs). */
  keepMs: number;
  /** Set for asynchronous jobs: the key id allowed to read the job. */
  owner?: string;
  /** Where the job's end is reported (an asynchronous job with a webhook). */
  webhookUrl?: string;
  /** The key id the job is done for (every job): its backlog counter is decremented when it ends. */
  account?: string;
}

/** Jobs of one account added and not yet finished, fleet-wide: what orders its next job (bullJobQueue.ts priorityOf). */
export const backlogKey = (prefix: string, account: string) => `${prefix}:backlog:${account}`;

/**
 * BullMQ priority (lower runs first) of a job: every interactive one (a classify, a page image) before every batch, and within a kind
 * an account's n-th waiting job behind every other account's earlier ones (accounts take turns).
 */
export function priorityOf(kind: string, backlog: number): number {
  const turn = Math.min(Math.max(0, backlog), 999);
  return (laneOf(kind) === 'interactive' ? 1 : 1001) + turn;
}

/** A worker's return value: the outcome (success or a coded error), never an Error. */
export interface FleetJobResult {
  outcome: JobOutcome;
}

/**
 * The progress a worker sets on a batch it parks (batchParking.ts): BullMQ holds a parked job as `active`, but
 * no page of it is being read, so a status read answers `queued`, not `running`. Replaced by STARTED_PROGRESS
 * when the batch starts.
 */
export const PARKED_PROGRESS = { parked: true } as const;

/**
 * The progress a worker sets on a batch the moment it starts reading it. A batch is `active` in BullMQ from the
 * moment a worker takes it, before that worker has decided to run it or park it; only this mark (or page progress
 * after it) says it runs, so a status read taken in between answers `queued`, never a `running` it then takes back.
 */
export const STARTED_PROGRESS = { pagesDone: 0 } as const;

/** Whether a job's stored progress says it is parked on a worker, waiting for a batch slot. */
export function isParked(progress: unknown): boolean {
  return typeof progress === 'object' && progress !== null && (progress as { parked?: unknown }).parked === true;
}

/** Whether a batch's stored progress says a worker is reading it (STARTED_PROGRESS, or pages done since). */
export function hasStarted(progress: unknown): boolean {
  return !isParked(progress) && typeof progress === 'object' && progress !== null && typeof (progress as { pagesDone?: unknown }).pagesDone === 'number';
}
