/**
 * Corrections (issue 32), scope `feedback`:
 *
 * - `POST /v1/feedback`: the document (base64 `document`, a multipart `file` part or a raw body), or a
 *   `job_id` (+ `document_index` for a batch) of an answer this key received; `correct` says what is right.
 *   The document is read by the pipeline like a classify request (counted like one); the correction's
 *   lesson is stored for the key's later answers. 201 with the stored correction.
 * - `GET /v1/feedback` (paged, newest first), `DELETE /v1/feedback/{id}`, `DELETE /v1/feedback`.
 *
 * Another key's job_id or correction id is the same 404 as an unknown one.
 */
import { Router, type Request, type Response } from 'express';
import { FeedbackListQuery, FeedbackRequest, FeedbackUploadFields } from '@wcab/contract';
import { decodeCursor, toCorrection } from '@wcab/learning';
import type { GatewayDeps } from '../deps';
import { authenticate, describeLimits, describePresentedKey, requireScope } from '../middleware/authenticate';
import { rateLimit } from '../middleware/rateLimit';
import { documentBody } from '../middleware/documentBody';
import type { Upload } from '../middleware/uploadBody';
import { methodNotAllowed } from '../middleware/errorHandler';
import { acceptedDocument, decodeDocument } from '../decodeDocument';
import { apiError } from '../errors';
import { validateBody } from '../validate';
import type { GatewayLearning } from '../learning';
import { submitCorrection } from '../corrections';

export function feedbackRoutes(deps: GatewayDeps): Router {
  const router = Router();
  const learning = deps.learning;
  if (!learning) return router;
  const guard = [authenticate(deps.keys), requireScope('feedback', deps.limiter)];
  router
    .route('/v1/feedback')
    .post(...guard, rateLimit(deps.limiter, deps.usage, deps.clock, '/v1/feedback'), documentBody(deps.limits.maxDocumentBytes), async (req, res) => {
      const body = await teach(deps, learning, req, res);
      res.status(201).set('Cache-Control', 'no-store').json({ success: true, data: body });
    })
    .get(...guard, async (req, res) => {
      await describeLimits(deps.limiter, res);
      const query = validateBody(FeedbackListQuery, req.query);
      try {
        decodeCursor(query.cursor);
      } catch {
        throw apiError('BAD_REQUEST', 'cursor: not a cursor this API gave (use next_cursor of the previous page)');
      }
      const page = await learning.store.listCorrections(res.locals.apiKey!.id, query.limit, query.cursor);
      res
        .set('Cache-Control', 'no-store')
        .json({ success: true, data: { corrections: page.items.map(toCorrection), next_cursor: page.next, total: page.total } });
    })
    .delete(...guard, async (_req, res) => {
      await describeLimits(deps.limiter, res);
      const deleted = await learning.store.deleteAllCorrections(res.locals.apiKey!.id);
      res.json({ success: true, data: { deleted } });
    })
    .all(describePresentedKey(deps.keys, deps.limiter), methodNotAllowed(['GET', 'POST', 'DELETE']));
  router
    .route('/v1/feedback/:id')
    .delete(...guard, async (req, res) => {
      await describeLimits(deps.limiter, res);
      const gone = await learning.store.deleteCorrection(res.locals.apiKey!.id, String(req.params.id));
      if (!gone) throw apiError('NOT_FOUND', 'No such correction for this API key');
      res.json({ success: true, data: { deleted: 1 } });
    })
    .all(describePresentedKey(deps.keys, deps.limiter), methodNotAllowed(['DELETE']));
  return router;
}

async function teach(deps: GatewayDeps, learning: GatewayLearning, req: Request, res: Response) {
  const upload = res.locals.upload as Upload | undefined;
  if (upload && Object.keys(req.query).length > 0)
    throw apiError('BAD_REQUEST', 'Send the correction as JSON or as multipart parts (correct, activity_types), not as query parameters');
  if (upload) {
    const fields = validateBody(FeedbackUploadFields, upload.fields);
    return submitCorrection(
      deps,
      learning,
      res.locals.apiKey!.id,
      fields,
      acceptedDocument(upload.document, upload.source === 'file' ? 'file' : 'The request body'),
    );
  }
  const request = validateBody(FeedbackRequest, req.body);
  const document = request.document !== undefined ? decodeDocument(request.document, deps.limits.maxDocumentBytes) : undefined;
  return submitCorrection(deps, learning, res.locals.apiKey!.id, request, document);
}
