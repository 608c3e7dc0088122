/**
 * `Idempotency-Key` on POST /v1/classify and /v1/analyze-batch, with Stripe's semantics:
 *
 * - The first request with a key runs as usual; its job is submitted under the key's record.
 * - The same key and the same request (route, body, answer form) within 24 hours: a synchronous
 *   request gets the first request's answer (replayed, `Idempotent-Replayed: true`), or, while that
 *   job still runs, waits for the same job; an asynchronous one gets the same job (202).
 * - The same key with a different request: 422 IDEMPOTENCY_KEY_REUSED.
 * - A retry is not counted against the plan again (rateLimit skips a key it has seen), and the
 *   usage record is written once, by whichever request stores the answer: the first, or, when
 *   its API process died, the retry that waited for the job and finished the record.
 *
 * Synchronous requests with a key run as background jobs the caller waits for, so the job and its
 * outcome outlive the API process that accepted them: a client whose connection died with that
 * process retries with the same key (to any API process of the fleet) and gets the job's answer,
 * without the work being done twice.
 */
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import type { JobOutcome, JobProgress, JobRequest } from '@wcab/queue';
import type { GatewayDeps } from '../deps';
import { apiError } from '../errors';
import { submitJob } from '../routes/jobs';
import { IDEMPOTENCY_TTL_MS, type IdempotencyRecord, type IdempotencyStore } from './store';

export type Deps = GatewayDeps & { idempotency: IdempotencyStore };
/** What a job run under a key needs of the service (an MCP tool call has no more). */
export type IdempotentDeps = Pick<GatewayDeps, 'queue' | 'webhooks'> & { idempotency: IdempotencyStore };

/** A record still without its job after this long belongs to a request that died before submitting. */
const ABANDONED_MS = 10_000;
/** How often a request waiting for its job reads the job's status. */
const POLL_MS = 150;

export interface IdempotentJob {
  job: JobRequest;
  async: boolean;
  timeoutMs: number;
  fingerprint: string;
  /** Answers a synchronous request from its outcome (the same code as without a key). */
  render(outcome: JobOutcome): void | Promise<void>;
  /** Answers an asynchronous request with its job (202). */
  accepted(id: string): Promise<void>;
  /** An asynchronous job's webhook (checked by the caller). */
  webhookUrl?: string;
}

/** What the request asked for: route, answer form, fields, and the document's bytes. */
export function fingerprintOf(route: string, async: boolean, calendar: boolean, params: unknown, document: Uint8Array): string {
  return createHash('sha256')
    .update(JSON.stringify([route, async, calendar, params ?? null]))
    .update('\0')
    .update(document)
    .digest('hex');
}

/** The record's name: the API key id and the client's key (one account never meets another's). */
export const recordKey = (res: Response, idempotencyKey: string) => `${res.locals.apiKey!.id}:${idempotencyKey}`;

export async function runIdempotent(deps: Deps, _req: Request, res: Response, idempotencyKey: string, work: IdempotentJob): Promise<void> {
  const store = deps.idempotency;
  const key = recordKey(res, idempotencyKey);
  const owner = res.locals.apiKey!.id;
  const fresh: IdempotencyRecord = { fingerprint: work.fingerprint, state: 'running', createdAt: Date.now() };
  // Until this request stores the answer itself, the answer is someone else's to count.
  res.locals.skipUsage = true;

  for (let attempt = 0; attempt < 2; attempt++) {
    if (await store.claim(key, fresh, IDEMPOTENCY_TTL_MS)) {
      res.locals.skipUsage = false;
      let id: string;
      try {
        ({ id } = await submitJob(deps, owner, work.job, work.timeoutMs, work.webhookUrl));
      } catch (error) {
        // Nothing was done: the key is free for the client's retry.
        await store.delete(key).catch(() => undefined);
        throw error;
      }
      await store.update(key, { ...fresh, jobId: id });
      if (work.async) return work.accepted(id);
      return finish(deps, res, key, { ...fresh, jobId: id }, owner, work);
    }
    const existing = await store.get(key);
    if (!existing) continue; // expired or freed between the two reads: claim again
    if (existing.fingerprint !== work.fingerprint) {
      throw apiError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used with a different request in the last 24 hours; use a new key for a new request');
    }
    res.setHeader('Idempotent-Replayed', 'true');
    if (existing.state === 'done' && existing.outcome) return work.render(existing.outcome);
    if (!existing.jobId) {
      if (Date.now() - existing.createdAt < ABANDONED_MS) {
        throw apiError('JOB_NOT_FINISHED', 'A request with this Idempotency-Key is still starting; retry in a moment', { 'Retry-After': '1' });
      }
      // Its request died before the job was submitted: nothing was done, start afresh.
      await store.delete(key);
      continue;
    }
    if (work.async) return work.accepted(existing.jobId);
    return finish(deps, res, key, existing, owner, work);
  }
  throw apiError('SERVICE_UNAVAILABLE', 'The Idempotency-Key record could not be claimed; retry shortly', { 'Retry-After': '1' });
}

/** Waits for the job, stores its answer (once), and answers. */
async function finish(deps: Deps, res: Response, key: string, record: IdempotencyRecord, owner: string, work: IdempotentJob): Promise<void> {
  const outcome = await waitForJob(deps, record.jobId!, owner, work.timeoutMs, () => res.req.socket.destroyed);
  if (!outcome) {
    // The job is gone without an outcome (its result expired unread): the key is free again.
    await deps.idempotency.delete(key).catch(() => undefined);
    throw apiError('SERVICE_UNAVAILABLE', 'The earlier request with this Idempotency-Key left no result; retry to run it again', { 'Retry-After': '1' });
  }
  if (notDone(outcome)) {
    // Not done (cancelled, could not start): the client may retry the same key.
    await deps.idempotency.delete(key).catch(() => undefined);
  } else {
    res.locals.skipUsage = !(await deps.idempotency.complete(key, { ...record, state: 'done', outcome }));
  }
  await work.render(outcome);
}

/** An outcome that is no answer to store under the key: the work was not done (cancelled, could not start). */
const notDone = (outcome: JobOutcome) => !outcome.ok && (outcome.code === 'SERVICE_UNAVAILABLE' || outcome.code === 'JOB_CANCELLED');

/** Polls the job until it completes (or the caller leaves); undefined when the job is unknown. */
async function waitForJob(
  deps: Pick<GatewayDeps, 'queue'>,
  id: string,
  owner: string,
  timeoutMs: number,
  gone: () => boolean,
  hooks: WaitHooks = {},
): Promise<JobOutcome | undefined> {
  // The job enforces its own deadline; this bound only covers a job that never reports back.
  const giveUp = Date.now() + timeoutMs + 30_000;
  let reported = 0;
  while (Date.now() < giveUp) {
    if (hooks.cancelled?.aborted) {
      // Cancelled by its caller (not merely gone): the job is stopped, and its outcome (cancelled) frees the key.
      const status = await deps.queue.cancel(id, owner);
      return status?.outcome ?? { ok: false, code: 'SERVICE_UNAVAILABLE', message: 'The job was cancelled' };
    }
    const status = await deps.queue.status(id, owner);
    if (!status) return undefined;
    if (status.state === 'completed' && status.outcome) return status.outcome;
    if (status.progress && status.progress.pagesDone > reported) {
      reported = status.progress.pagesDone;
      hooks.onProgress?.(status.progress);
    }
    if (gone()) throw apiError('SERVICE_UNAVAILABLE', 'The client went away');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw apiError('TIMEOUT', `Processing did not finish within ${Math.round(timeoutMs / 1000)} s`);
}

/** The Idempotency-Key header, checked: printable ASCII, 1 to 255 characters. */
export function idempotencyKeyOf(req: Request): string | undefined {
  const value = req.get('idempotency-key');
  if (value === undefined) return undefined;
  if (!isIdempotencyKey(value)) {
    throw apiError('BAD_REQUEST', 'Idempotency-Key must be 1 to 255 printable ASCII characters without spaces');
  }
  return value;
}

export const isIdempotencyKey = (value: string) => /^[\x21-\x7e]{1,255}$/.test(value);

/** What a caller waiting for a job under a key may follow and do besides (an MCP tool call). */
export interface WaitHooks {
  /** The job's progress, as the queue reports it (polled: each increase once). */
  onProgress?: (progress: JobProgress) => void;
  /**
   * Aborted when the caller cancels the call (not when it merely goes away: a connection lost is
   * what the key is for, and the job runs on for the retry). The job is cancelled and the key freed.
   */
  cancelled?: AbortSignal;
  /** Told the job's id once it is known, and whether this call submitted it (or waits for an earlier call's). */
  onJob?: (id: string, submitted: boolean) => void;
}

/** A synchronous job run under an Idempotency-Key outside express (an MCP tool call). */
export interface IdempotentRun {
  job: JobRequest;
  timeoutMs: number;
  /** What was asked for (fingerprintOf, with the tool as the route). */
  fingerprint: string;
}

export interface IdempotentResult {
  outcome: JobOutcome;
  /** The outcome of an earlier call with the key (stored, or its job waited for). */
  replayed: boolean;
  /** This call stored the answer: it alone writes the usage record. */
  recordsUsage: boolean;
}

/**
 * The same semantics as runIdempotent for a synchronous caller that is not an express request:
 * the first call with a key runs its job as an owned background job and stores its outcome; the
 * same key with the same request within 24 hours gets that outcome (or waits for that job); a
 * different request is IDEMPOTENCY_KEY_REUSED (422). Records are named by the API key id, so one
 * account never meets another's. `gone` says the caller left (the wait stops; the job runs on).
 */
export async function runIdempotentJob(
  deps: IdempotentDeps,
  owner: string,
  idempotencyKey: string,
  work: IdempotentRun,
  gone: () => boolean,
  hooks: WaitHooks = {},
): Promise<IdempotentResult> {
  const store = deps.idempotency;
  const key = `${owner}:${idempotencyKey}`;
  const fresh: IdempotencyRecord = { fingerprint: work.fingerprint, state: 'running', createdAt: Date.now() };
  for (let attempt = 0; attempt < 2; attempt++) {
    let record: IdempotencyRecord;
    let replayed: boolean;
    if (await store.claim(key, fresh, IDEMPOTENCY_TTL_MS)) {
      let id: string;
      try {
        ({ id } = await submitJob(deps, owner, work.job, work.timeoutMs));
      } catch (error) {
        await store.delete(key).catch(() => undefined);
        throw error;
      }
      record = { ...fresh, jobId: id };
      await store.update(key, record);
      replayed = false;
    } else {
      const existing = await store.get(key);
      if (!existing) continue;
      if (existing.fingerprint !== work.fingerprint) {
        throw apiError(
          'IDEMPOTENCY_KEY_REUSED',
          'This Idempotency-Key was used with a different request in the last 24 hours; use a new key for a new request',
        );
      }
      if (existing.state === 'done' && existing.outcome) return { outcome: existing.outcome, replayed: true, recordsUsage: false };
      if (!existing.jobId) {
        if (Date.now() - existing.createdAt < ABANDONED_MS) {
          throw apiError('JOB_NOT_FINISHED', 'A request with this Idempotency-Key is still starting; retry in a moment', { 'Retry-After': '1' });
        }
        await store.delete(key);
        continue;
      }
      record = existing;
      replayed = true;
    }
    hooks.onJob?.(record.jobId!, !replayed);
    const outcome = await waitForJob(deps, record.jobId!, owner, work.timeoutMs, gone, hooks);
    if (!outcome) {
      await store.delete(key).catch(() => undefined);
      throw apiError('SERVICE_UNAVAILABLE', 'The earlier request with this Idempotency-Key left no result; retry to run it again', { 'Retry-After': '1' });
    }
    if (notDone(outcome)) {
      await store.delete(key).catch(() => undefined);
      return { outcome, replayed, recordsUsage: !replayed };
    }
    const stored = await store.complete(key, { ...record, state: 'done', outcome });
    return { outcome, replayed, recordsUsage: stored };
  }
  throw apiError('SERVICE_UNAVAILABLE', 'The Idempotency-Key record could not be claimed; retry shortly', { 'Retry-After': '1' });
}
