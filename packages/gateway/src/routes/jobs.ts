/**
 * Asynchronous jobs, for batches too large to wait for (beyond SPEC.md; see the README):
 *
 * - `POST /v1/classify` or `/v1/analyze-batch` with `Prefer: respond-async` is authenticated,
 *   counted and validated exactly like the synchronous call, then answers 202 at once with the
 *   job (`status: queued`), `Location: /v1/jobs/{id}` and `Preference-Applied: respond-async`.
 * - `GET /v1/jobs/{id}` (same API key) answers the job: `queued` / `running` with progress (pages
 *   done / total, once the pipeline knows them), then `succeeded` with `result`, the exact body the
 *   synchronous call would have returned, or `failed` with `error` ({error, code}) and
 *   `result_status`, the HTTP status the synchronous call would have had.
 * - Polling is authenticated but not counted against the plan (the work was counted when it was
 *   submitted); it carries the rate-limit headers like every authenticated response.
 * - A job is visible only to the key that submitted it: any other key, an unknown id and a job past
 *   its retention (JOB_RESULT_TTL_S after it finished) all get the same 404 NOT_FOUND.
 * - A poll of a job not yet ended carries `Retry-After` (seconds): when polling again is worth it.
 * - `GET /v1/jobs` lists the key's own jobs, newest first, paged (`limit`, `cursor`), filterable
 *   by `status`; `DELETE /v1/jobs/{id}` cancels a queued or running job (docs/jobs.md).
 */
import { Router, type Request, type Response } from 'express';
import { ERROR_STATUS, JobListQuery, type JobList, type JobResource, type JobState } from '@wcab/contract';
import { JOB_ID_PATTERN, publicState, type JobRequest, type JobStatus } from '@wcab/queue';
import { validateBody } from '../validate';
import type { GatewayDeps } from '../deps';
import { authenticate, describeLimits, describePresentedKey } from '../middleware/authenticate';
import { methodNotAllowed } from '../middleware/errorHandler';
import { apiError } from '../errors';
import { retainedOf, withStartPages } from '../learning';

/** Whether the request asks for an asynchronous answer (RFC 7240 `Prefer: respond-async`). */
export function prefersAsync(req: Request): boolean {
  const header = req.get('prefer');
  if (!header) return false;
  return header.split(',').some((preference) => preference.split(';')[0]!.trim().toLowerCase() === 'respond-async');
}

/**
 * The webhook of an asynchronous job: the request's own `callback_url` (checked here: a host the
 * operator does not allow is a 400) or else the key's account webhook (checked when it was set,
 * and again at delivery); undefined for none.
 */
export async function webhookOf(deps: GatewayDeps, res: Response, callbackUrl: string | undefined): Promise<string | undefined> {
  if (callbackUrl) await checkWebhookUrl(deps, callbackUrl);
  return deps.webhooks ? (callbackUrl ?? res.locals.apiKey!.webhookUrl ?? undefined) : undefined;
}

/** Submits an asynchronous job with its webhook, whose delivery then reads as pending. */
export async function submitJob(
  deps: Pick<GatewayDeps, 'queue' | 'webhooks'>,
  owner: string,
  job: JobRequest,
  timeoutMs: number,
  webhookUrl?: string,
): Promise<{ id: string }> {
  const submitted = await deps.queue.submit(job, { timeoutMs, owner, ...(webhookUrl ? { webhookUrl } : {}) });
  if (webhookUrl) await deps.webhooks?.log.begin(submitted.id, webhookUrl);
  return submitted;
}

/** Submits the job in the background and answers 202 with where to find it. */
export async function respondAsync(deps: GatewayDeps, res: Response, job: JobRequest, timeoutMs: number, webhookUrl?: string): Promise<void> {
  const { id } = await submitJob(deps, res.locals.apiKey!.id, job, timeoutMs, webhookUrl);
  res
    .status(202)
    .set({ Location: `/v1/jobs/${id}`, 'Preference-Applied': 'respond-async', 'Cache-Control': 'no-store' })
    .json(jobBody({ id, kind: job.kind, state: 'queued', createdAt: new Date() }));
}

/** Refuses (400 WEBHOOK_NOT_ALLOWED) a webhook URL this server may not call, or any when webhooks are off. */
export async function checkWebhookUrl(deps: GatewayDeps, url: string): Promise<void> {
  if (!deps.webhooks) throw apiError('WEBHOOK_NOT_ALLOWED', 'Webhooks are off on this server');
  await deps.webhooks.policy.check(url);
}

/** 202 for a job already submitted (an Idempotency-Key's job): where it is and how far it has got. */
export async function acceptedJob(deps: GatewayDeps, res: Response, id: string, kind: string): Promise<void> {
  const status = (await deps.queue.status(id, res.locals.apiKey!.id)) ?? { id, kind, state: 'queued' as const, createdAt: new Date() };
  res
    .status(202)
    .set({ Location: `/v1/jobs/${id}`, 'Preference-Applied': 'respond-async', 'Cache-Control': 'no-store' })
    .json(jobBody(status));
}

export function jobsRoutes(deps: GatewayDeps): Router {
  const router = Router();
  router
    .route('/v1/jobs')
    .get(authenticate(deps.keys), async (req: Request, res: Response) => {
      const query = validateBody(JobListQuery, req.query);
      const key = res.locals.apiKey!;
      await describeLimits(deps.limiter, res);
      const states = query.status ? new Set<JobState>(query.status) : undefined;
      const page = await deps.queue.list(key.id, {
        limit: query.limit,
        after: query.cursor,
        accept: states ? (status) => states.has(stateOf(status)) : undefined,
      });
      const body: JobList = { jobs: page.jobs.map((status) => summaryOf(jobBody(status))), next_cursor: page.next ?? null };
      res.setHeader('Cache-Control', 'no-store');
      res.json(body);
    })
    .all(describePresentedKey(deps.keys, deps.limiter), methodNotAllowed(['GET']));
  router
    .route('/v1/jobs/:id')
    .get(authenticate(deps.keys), async (req: Request, res: Response) => {
      const status = await ownJob(deps, req, res);
      await keepForCorrections(deps, req, res, status);
      const retryAfter = pollAgainInSeconds(status);
      if (retryAfter !== undefined) res.setHeader('Retry-After', String(retryAfter));
      const webhook = await deps.webhooks?.log.get(status.id);
      res.json({ ...jobBody(status), ...(webhook ? { webhook } : {}) });
    })
    .delete(authenticate(deps.keys), async (req: Request, res: Response) => {
      const current = await ownJob(deps, req, res);
      if (current.state === 'completed') {
        throw apiError('JOB_FINISHED', `The job has already ${stateOf(current)}; there is nothing to cancel`);
      }
      const status = (await deps.queue.cancel(current.id, res.locals.apiKey!.id)) ?? current;
      // Ended as cancelled: 200 with the job. Ended otherwise first (it finished as we cancelled): 409.
      // Still running (a fleet worker not yet confirmed): 202, it ends as cancelled shortly.
      if (status.state === 'completed' && stateOf(status) !== 'cancelled') {
        throw apiError('JOB_FINISHED', `The job ${stateOf(status)} before it could be cancelled`);
      }
      res.status(status.state === 'completed' ? 200 : 202).json(jobBody(status));
    })
    .all(describePresentedKey(deps.keys, deps.limiter), methodNotAllowed(['GET', 'DELETE']));
  return router;
}

/**
 * When a poll of an unfinished job is worth repeating: a queued job waits for a free thread (a
 * few seconds), a running classify is done in about a second or two, a running batch in tens.
 */
function pollAgainInSeconds(status: JobStatus): number | undefined {
  if (status.state === 'completed') return undefined;
  if (status.state === 'queued') return 5;
  return status.kind === 'classify' ? 1 : 3;
}

/** The job's state as its owner sees it. */
export const stateOf = (status: JobStatus): JobState => publicState(status);

const summaryOf = ({ result: _result, ...summary }: JobResource) => summary;

/**
 * The job named in the path, for the key making the request (authenticated before): answers
 * carry the rate-limit headers but are not counted, and are never cached. An unknown id, another
 * key's job and an expired one are the same 404.
 */
export async function ownJob(deps: GatewayDeps, req: Request, res: Response): Promise<JobStatus> {
  const key = res.locals.apiKey!;
  await describeLimits(deps.limiter, res);
  const id = String(req.params.id);
  const status = JOB_ID_PATTERN.test(id) ? await deps.queue.status(id, key.id) : undefined;
  if (!status) throw apiError('NOT_FOUND', 'No such job for this API key (finished jobs are kept for a limited time)');
  res.setHeader('Cache-Control', 'no-store');
  return status;
}

/**
 * A succeeded asynchronous job's answer becomes correctable by its job id (POST /v1/feedback `job_id`),
 * like a synchronous answer by its own: the start of each document's text the job returned beside its
 * answer is kept for RESULT_RETENTION_DAYS, the first time the job is read. A store that fails costs the
 * job its corrections by id, not its answer.
 */
async function keepForCorrections(deps: GatewayDeps, req: Request, res: Response, status: JobStatus): Promise<void> {
  const learning = deps.learning;
  const outcome = status.outcome;
  if (!learning || status.state !== 'completed' || !outcome?.ok || learning.resultRetentionMs <= 0) return;
  const documents = retainedOf(outcome);
  if (!documents || (status.kind !== 'batch' && status.kind !== 'classify')) return;
  const account = res.locals.apiKey!.id;
  try {
    if (await learning.store.getResult(account, status.id, Date.now())) return;
    const now = Date.now();
    await learning.store.saveResult({
      id: status.id,
      account,
      kind: status.kind,
      createdAt: now,
      expiresAt: now + learning.resultRetentionMs,
      documents: withStartPages(documents, outcome.data),
    });
  } catch (error) {
    // Two polls at once: the second insert of the same id fails; the answer was kept by the first.
    req.log?.warn({ err: (error as Error)?.message }, 'job answer not kept for corrections');
  }
}

/** The job resource as JSON (contract: JobResource). */
export function jobBody(status: JobStatus): JobResource {
  const outcome = status.outcome;
  const state = stateOf(status);
  return {
    job_id: status.id,
    kind: status.kind as JobResource['kind'],
    status: state,
    created_at: status.createdAt.toISOString(),
    ...(status.finishedAt ? { finished_at: status.finishedAt.toISOString() } : {}),
    // Done: every page; otherwise what the pipeline last reported, if anything.
    progress: outcome?.ok
      ? { pages_done: outcome.pages, pages_total: outcome.pages }
      : status.progress
        ? { pages_done: status.progress.pagesDone, pages_total: status.progress.pagesTotal ?? null }
        : null,
    ...(outcome?.ok ? { result: { success: true, data: outcome.data } as JobResource['result'] } : {}),
    ...(outcome && !outcome.ok ? { error: { error: outcome.message, code: outcome.code }, result_status: ERROR_STATUS[outcome.code] } : {}),
  };
}
