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
import { ApiError, FeedbackListQuery, FeedbackRequest, FeedbackUploadFields, type CorrectionFields } from '@wcab/contract';
import { DEFAULT_ACTIVITY_TYPES } from '@wcab/classify';
import { decodeCursor, lessonOf, lessonTopics, toCorrection, type AnswerDates, type RetainedDocument } from '@wcab/learning';
import type { GatewayDeps } from '../deps';
import { authenticate, describeLimits, describePresentedKey, requireScope } from '../middleware/authenticate';
import { rateLimit } from '../middleware/rateLimit';
import { documentBody } from '../middleware/documentBody';
import type { Upload } from '../middleware/uploadBody';
import { methodNotAllowed } from '../middleware/errorHandler';
import { acceptedDocument, decodeDocument } from '../decodeDocument';
import { apiError } from '../errors';
import { validateBody } from '../validate';
import { newId, retainedOf, type GatewayLearning } from '../learning';

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
      res.set('Cache-Control', 'no-store').json({ success: true, data: { corrections: page.items.map(toCorrection), next_cursor: page.next, total: page.total } });
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

interface Target {
  kind: 'classify' | 'batch';
  document: RetainedDocument;
  activityTypes?: string[];
  jobId?: string;
  documentIndex?: number;
}

async function teach(deps: GatewayDeps, learning: GatewayLearning, req: Request, res: Response) {
  const account = res.locals.apiKey!.id;
  const upload = res.locals.upload as Upload | undefined;
  if (upload && Object.keys(req.query).length > 0) throw apiError('BAD_REQUEST', 'Send the correction as JSON or as multipart parts (correct, activity_types), not as query parameters');
  const request = upload ? { ...validateBody(FeedbackUploadFields, upload.fields), document: undefined, job_id: undefined, document_index: undefined } : validateBody(FeedbackRequest, req.body);
  const target = request.job_id !== undefined ? await referenced(learning, account, request.job_id, request.document_index) : await readDocument(deps, upload, request.document!, request.activity_types);
  checkVocabulary(request.correct, request.activity_types ?? target.activityTypes);
  if (target.kind === 'classify' && (request.correct.start_page !== undefined || request.correct.end_page !== undefined)) {
    throw apiError('BAD_REQUEST', 'correct.start_page and end_page apply to a batch document only');
  }
  const lesson = lessonOf(target.document.pages, request.correct, { dates: target.document.dates as AnswerDates['dates'] });
  const stored = {
    id: newId('fb'),
    account,
    createdAt: deps.clock.now(),
    kind: target.kind,
    ...(target.jobId ? { jobId: target.jobId } : {}),
    ...(target.documentIndex ? { documentIndex: target.documentIndex } : {}),
    correct: request.correct,
    lesson,
    learned: lessonTopics(lesson),
  };
  await learning.store.addCorrection(stored, learning.maxCorrections);
  return toCorrection(stored);
}

async function referenced(learning: GatewayLearning, account: string, jobId: string, index: number | undefined): Promise<Target> {
  const result = await learning.store.getResult(account, jobId, Date.now());
  if (!result) throw apiError('NOT_FOUND', 'No such job_id for this API key (answers are kept for corrections for RESULT_RETENTION_DAYS)');
  if (result.kind === 'batch' && index === undefined) throw apiError('BAD_REQUEST', 'document_index is required for a batch answer (1-based)');
  if (result.kind === 'classify' && index !== undefined && index !== 1) throw apiError('BAD_REQUEST', 'document_index applies to a batch answer only');
  const document = result.documents[(index ?? 1) - 1];
  if (!document) throw apiError('NOT_FOUND', `The answer has no document ${index} (it has ${result.documents.length})`);
  return { kind: result.kind, document, ...(result.activityTypes ? { activityTypes: result.activityTypes } : {}), jobId, ...(index ? { documentIndex: index } : {}) };
}

/** The document sent with the correction, read by the pipeline as a classify request would be. */
async function readDocument(deps: GatewayDeps, upload: Upload | undefined, encoded: string, activityTypes: string[] | undefined): Promise<Target> {
  const document = upload ? acceptedDocument(upload.document, upload.source === 'file' ? 'file' : 'The request body') : decodeDocument(encoded, deps.limits.maxDocumentBytes);
  const outcome = await deps.queue.run(
    { kind: 'classify', document, params: {
        options: { extract_dates: true, extract_adj: false, evidence: false },
        ...(activityTypes ? { activity_types: activityTypes } : {}),
        maxPages: deps.limits.maxClassifyPages,
        // Kept for the lesson only: the answer is not returned, and no learned layer changes what is read.
        learning: { retain: true },
      },
    },
    { timeoutMs: deps.limits.classifyTimeoutMs },
  );
  if (!outcome.ok) throw new ApiError(outcome.code, outcome.message);
  const retained = retainedOf(outcome)?.[0];
  if (!retained) throw apiError('INTERNAL_ERROR', 'The document was read but its text was not kept');
  return { kind: 'classify', document: retained };
}

/** A doc_type must be one of the labels the answer could take: the caller's, the job's, or the defaults. */
function checkVocabulary(correct: CorrectionFields, labels: readonly string[] | undefined): void {
  if (correct.doc_type === undefined) return;
  const vocabulary = labels?.length ? labels : DEFAULT_ACTIVITY_TYPES;
  if (!vocabulary.includes(correct.doc_type)) {
    throw apiError('BAD_REQUEST', `correct.doc_type "${correct.doc_type.slice(0, 100)}" is not one of the activity types (send activity_types with the office's labels)`);
  }
}
