/** POST /v1/classify and POST /v1/analyze-batch: authenticate, count, validate, enqueue, answer. */
import { Router, type Request, type Response } from 'express';
import { ApiError, BatchRequest, ClassifyRequest, type Scope } from '@wcab/contract';
import type { GatewayDeps } from '../deps';
import { authenticate, describePresentedKey, requireScope } from '../middleware/authenticate';
import { rateLimit } from '../middleware/rateLimit';
import { jsonBody } from '../middleware/jsonBody';
import { methodNotAllowed } from '../middleware/errorHandler';
import { decodeDocument } from '../decodeDocument';
import { validateBody } from '../validate';
import { sendJson } from '../sendJson';
import { sendCalendar, wantsCalendar } from '../sendCalendar';
import { prefersAsync, respondAsync } from './jobs';

interface JobRoute {
  path: string;
  scope: Scope;
  kind: 'classify' | 'batch';
  schema: typeof ClassifyRequest | typeof BatchRequest;
  maxPages: (deps: GatewayDeps) => number;
  timeoutMs: (deps: GatewayDeps) => number;
}

const ROUTES: JobRoute[] = [
  { path: '/v1/classify', scope: 'classify', kind: 'classify', schema: ClassifyRequest, maxPages: (d) => d.limits.maxClassifyPages, timeoutMs: (d) => d.limits.classifyTimeoutMs },
  { path: '/v1/analyze-batch', scope: 'batch', kind: 'batch', schema: BatchRequest, maxPages: (d) => d.limits.maxBatchPages, timeoutMs: (d) => d.limits.batchTimeoutMs },
];

export function v1Routes(deps: GatewayDeps): Router {
  const router = Router();
  for (const route of ROUTES) {
    router
      .route(route.path)
      .post(
        authenticate(deps.keys),
        requireScope(route.scope, deps.limiter),
        rateLimit(deps.limiter, deps.usage, deps.clock, route.path),
        ...jsonBody(deps.limits.maxDocumentBytes),
        runJob(deps, route),
      )
      .all(describePresentedKey(deps.keys, deps.limiter), methodNotAllowed(['POST']));
  }
  return router;
}

function runJob(deps: GatewayDeps, route: JobRoute) {
  return async (req: Request, res: Response) => {
    const { document: encoded, ...params } = validateBody(route.schema, req.body);
    const document = decodeDocument(encoded, deps.limits.maxDocumentBytes);
    const async = prefersAsync(req);
    // An asynchronous batch keeps its split documents for GET /v1/jobs/{id}/documents.
    const keep = async && route.kind === 'batch' ? { keep_documents: true } : {};
    const job = { kind: route.kind, document, params: { ...params, ...keep, maxPages: route.maxPages(deps) } };
    if (async) return respondAsync(deps, res, job, route.timeoutMs(deps));
    const outcome = await deps.queue.run(job, { timeoutMs: route.timeoutMs(deps) });
    if (!outcome.ok) throw new ApiError(outcome.code, outcome.message);
    res.locals.pages = outcome.pages;
    if (wantsCalendar(req)) return sendCalendar(res, route.kind, outcome.data, 'classified document');
    sendJson(res, { success: true, data: outcome.data });
  };
}
