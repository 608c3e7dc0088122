/** POST /v1/classify and POST /v1/analyze-batch: authenticate, count, validate, enqueue, answer. */
import { Router, type Request, type Response } from 'express';
import type { z } from 'zod';
import { ApiError, BatchRequest, ClassifyRequest, laneOf, type JobLearning, type Scope } from '@wcab/contract';
import type { JobRequest } from '@wcab/queue';
import type { GatewayDeps } from '../deps';
import { authenticate, describePresentedKey, requireScope } from '../middleware/authenticate';
import { rateLimit } from '../middleware/rateLimit';
import { documentBody } from '../middleware/documentBody';
import type { Upload } from '../middleware/uploadBody';
import { methodNotAllowed } from '../middleware/errorHandler';
import { acceptedDocument, decodeDocument } from '../decodeDocument';
import { fieldsFromQuery } from '../rawQuery';
import { apiError } from '../errors';
import { validateBody } from '../validate';
import { sendJson } from '../sendJson';
import { sendCalendar, wantsCalendar } from '../sendCalendar';
import { acceptedJob, prefersAsync, respondAsync, webhookOf } from './jobs';
import type { JobOutcome } from '@wcab/queue';
import { fingerprintOf, idempotencyKeyOf, runIdempotent, type Deps } from '../idempotency/idempotentJob';
import { MemoryIdempotencyStore } from '../idempotency/store';
import { newId, retainedOf, withStartPages } from '../learning';

/** A request's fields other than its document, as its route's schema validated them. */
type ClassifyFields = Omit<ClassifyRequest, 'document'>;
type BatchFields = Omit<BatchRequest, 'document'>;

interface JobRoute {
  path: string;
  scope: Scope;
  kind: 'classify' | 'batch';
  schema: typeof ClassifyRequest | typeof BatchRequest;
  /** The same schema without `document`, for an upload's other fields. */
  fieldsSchema: z.ZodObject;
  /**
   * The job to enqueue, its params typed by the kind's JobSpec (@wcab/contract jobs.ts): the
   * validated fields plus this entry point's page limit and, for an asynchronous batch, keeping the
   * split documents for GET /v1/jobs/{id}/documents, and the key's learned layer (`learning`).
   */
  job: (document: Uint8Array, fields: object, deps: GatewayDeps, async: boolean, learning: JobLearning | undefined) => JobRequest;
  timeoutMs: (deps: GatewayDeps) => number;
}

const ROUTES: JobRoute[] = [
  {
    path: '/v1/classify',
    scope: 'classify',
    kind: 'classify',
    schema: ClassifyRequest,
    fieldsSchema: ClassifyRequest.omit({ document: true }),
    job: (document, fields, d, _async, learning) => ({
      kind: 'classify',
      document,
      params: { ...(fields as ClassifyFields), ...(learning ? { learning } : {}), maxPages: d.limits.maxClassifyPages },
    }),
    timeoutMs: (d) => d.limits.classifyTimeoutMs,
  },
  {
    path: '/v1/analyze-batch',
    scope: 'batch',
    kind: 'batch',
    schema: BatchRequest,
    fieldsSchema: BatchRequest.omit({ document: true }),
    job: (document, fields, d, async, learning) => ({
      kind: 'batch',
      document,
      params: { ...(fields as BatchFields), keep_documents: async, ...(learning ? { learning } : {}), maxPages: d.limits.maxBatchPages },
    }),
    timeoutMs: (d) => d.limits.batchTimeoutMs,
  },
];

export function v1Routes(given: GatewayDeps): Router {
  const deps = { ...given, idempotency: given.idempotency ?? new MemoryIdempotencyStore() };
  const router = Router();
  for (const route of ROUTES) {
    router
      .route(route.path)
      .post(
        authenticate(deps.keys),
        requireScope(route.scope, deps.limiter),
        rateLimit(deps.limiter, deps.usage, deps.clock, route.path, deps.idempotency),
        documentBody(deps.limits.maxDocumentBytes),
        runJob(deps, route),
      )
      .all(describePresentedKey(deps.keys, deps.limiter), methodNotAllowed(['POST']));
  }
  return router;
}

function runJob(deps: Deps, route: JobRoute) {
  return async (req: Request, res: Response) => {
    const { document, params: fields } = readRequest(req, res, route, deps);
    const async = prefersAsync(req);
    // The pipeline gets what it works with: the webhook is the queue's business, not the job's.
    const { params, callbackUrl } = withoutCallbackUrl(fields);
    if (callbackUrl && !async) {
      throw apiError('BAD_REQUEST', 'options.callback_url is for asynchronous jobs: send the request with `Prefer: respond-async`');
    }
    const webhookUrl = async ? await webhookOf(deps, res, callbackUrl) : undefined;
    // A calendar is answered with dates: asking for one (Accept: text/calendar) reads them, as extract_dates would.
    if (!async && route.kind === 'classify' && wantsCalendar(req)) (params.options as { extract_dates?: boolean }).extract_dates = true;
    // The key's own corrections apply to its answers (the learned layer); an answer keeps the start of each
    // document's text so that it can be corrected by its job_id (an asynchronous job's once it is read:
    // GET /v1/jobs/{id}, where its id is the job's).
    const learning = deps.learning ? { account: res.locals.apiKey!.id, retain: deps.learning.resultRetentionMs > 0 } : undefined;
    const job = route.job(document, params, deps, async, learning);
    const render = async (outcome: JobOutcome) => {
      // The usage log records the pages worked, also by a job that failed after working some (its work budget).
      res.locals.pages = outcome.pages ?? 0;
      if (!outcome.ok) throw new ApiError(outcome.code, outcome.message);
      const jobId = await retainForCorrections(deps, req, res, route.kind, outcome, (params as { activity_types?: string[] }).activity_types);
      if (wantsCalendar(req)) return sendCalendar(res, route.kind, outcome.data, 'classified document');
      sendJson(res, { success: true, data: outcome.data, ...(jobId ? { job_id: jobId } : {}) });
    };
    const idempotencyKey = idempotencyKeyOf(req);
    if (idempotencyKey !== undefined) {
      // Fingerprinted before the queue takes the document over (it may move its bytes to a thread).
      const fingerprint = fingerprintOf(route.path, async, wantsCalendar(req), params, document);
      return runIdempotent(deps, req, res, idempotencyKey, {
        job,
        async,
        timeoutMs: route.timeoutMs(deps),
        fingerprint,
        render,
        accepted: (id) => acceptedJob(deps, res, id, job.kind),
        ...(webhookUrl ? { webhookUrl } : {}),
      });
    }
    if (async) return respondAsync(deps, res, job, route.timeoutMs(deps), webhookUrl);
    const outcome = await deps.queue.run(job, {
      timeoutMs: route.timeoutMs(deps),
      account: res.locals.apiKey!.id,
      startWithinMs: startWithin(deps, route.kind, route.timeoutMs(deps)),
    });
    await render(outcome);
  };
}

function withoutCallbackUrl(fields: Record<string, unknown>): { params: Record<string, unknown>; callbackUrl?: string } {
  const options = fields.options as { callback_url?: string } | undefined;
  if (!options?.callback_url) return { params: fields };
  const { callback_url: callbackUrl, ...rest } = options;
  return { params: { ...fields, options: rest }, callbackUrl };
}

/**
 * Keeps what a correction by job_id needs (the start of each document's text, the dates answered) for
 * RESULT_RETENTION_DAYS, and returns the id. A store that fails costs the answer its job_id, not the answer.
 */
async function retainForCorrections(
  deps: GatewayDeps,
  req: Request,
  res: Response,
  kind: 'classify' | 'batch',
  outcome: unknown,
  activityTypes: string[] | undefined,
): Promise<string | undefined> {
  const documents = retainedOf(outcome);
  if (!deps.learning || !documents) return undefined;
  const id = newId('job');
  const now = Date.now();
  try {
    await deps.learning.store.saveResult({
      id,
      account: res.locals.apiKey!.id,
      kind,
      createdAt: now,
      expiresAt: now + deps.learning.resultRetentionMs,
      documents: withStartPages(documents, (outcome as { data?: unknown }).data),
      ...(activityTypes?.length ? { activityTypes } : {}),
    });
    return id;
  } catch (error) {
    req.log?.warn({ err: (error as Error)?.message }, 'answer not kept for corrections');
    return undefined;
  }
}

/**
 * The document's bytes and the other fields, validated by the route's one zod schema: the JSON body
 * whole; an upload's fields by the same schema without `document` (the bytes are the file part or
 * the body), taken from its parts or, for a raw body, from the query.
 */
function readRequest(req: Request, res: Response, route: JobRoute, deps: GatewayDeps) {
  const upload = res.locals.upload as Upload | undefined;
  const query = req.query as Record<string, string | string[] | undefined>;
  if (upload?.source !== 'body' && Object.keys(query).length > 0) {
    throw apiError('BAD_REQUEST', 'Query parameters carry the fields of a raw document body only; send them in the JSON body or as multipart parts');
  }
  if (!upload) {
    const { document: encoded, ...params } = validateBody(route.schema, req.body);
    return { document: decodeDocument(encoded, deps.limits.maxDocumentBytes), params };
  }
  const fields = upload.source === 'body' ? fieldsFromQuery(query, route.schema) : upload.fields;
  const params = validateBody(route.fieldsSchema, fields);
  return { document: acceptedDocument(upload.document, upload.source === 'file' ? 'file' : 'The request body'), params };
}

/**
 * How long a synchronous job may wait for a thread before 503 + Retry-After: interactive work (a classify, a page image)
 * QUEUE_START_TIMEOUT_MS (it should take seconds; waiting minutes means the service is saturated);
 * a batch, which may fairly queue behind other batches, until a second before its deadline (then
 * 503, not a 504 for work that never started).
 */
export function startWithin(deps: Pick<GatewayDeps, 'limits'>, kind: string, timeoutMs: number): number {
  return laneOf(kind) === 'interactive' ? Math.min(deps.limits.startTimeoutMs, timeoutMs) : Math.max(0, timeoutMs - 1000);
}
