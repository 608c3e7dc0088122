/**
 * What a finished asynchronous job gives back besides its JSON (beyond SPEC.md; see the README):
 *
 * - GET /v1/jobs/{id}/documents/{n}: the batch's n-th document (1-based, the order of
 *   `documents` in the result) as its own PDF, named by its suggested_filename.
 * - GET /v1/jobs/{id}/documents.zip: all of them in one zip.
 * - GET /v1/jobs/{id}/calendar.ics: the hearings, trials, appointments and deadlines of a batch or
 *   classify job as an iCalendar file.
 *
 * Same rules as GET /v1/jobs/{id}: the submitting key only, not counted, rate-limit headers. A job
 * still queued or running answers 409 JOB_NOT_FINISHED; a failed job, a classify job's documents
 * and a document number past the last are 404 NOT_FOUND.
 *
 * - POST /v1/jobs/{id}/calendar.ics with `{documents}` (the batch answer's documents as a person corrected
 *   them, on the review page): the calendar of those, for the key's own finished batch job.
 */
import { Router, type Request, type Response } from 'express';
import type { JobFile, JobStatus } from '@wcab/queue';
import { zipStream } from '@wcab/output';
import { CorrectedDocuments, type BatchResult } from '@wcab/contract';
import type { GatewayDeps } from '../deps';
import { jsonBody } from '../middleware/jsonBody';
import { validateBody } from '../validate';
import { authenticate, describePresentedKey } from '../middleware/authenticate';
import { methodNotAllowed } from '../middleware/errorHandler';
import { apiError } from '../errors';
import { sendCalendar } from '../sendCalendar';
import { ownJob } from './jobs';

export function jobDocumentsRoutes(deps: GatewayDeps): Router {
  const router = Router();
  const auth = authenticate(deps.keys);
  const wrongMethod = [describePresentedKey(deps.keys, deps.limiter), methodNotAllowed(['GET'])];
  router
    .route('/v1/jobs/:id/documents/:n')
    .get(auth, async (req: Request, res: Response) => {
      const files = await jobFiles(deps, req, res);
      // Canonical numbers only: `01`, `1.0`, `1e0` name no document (one resource, one URL).
      const raw = String(req.params.n);
      const file = /^[1-9][0-9]{0,8}$/.test(raw) ? files[Number(raw) - 1] : undefined;
      if (!file) throw apiError('NOT_FOUND', `No document ${String(req.params.n)}: this job has documents 1 to ${files.length}`);
      res
        .status(200)
        .type('application/pdf')
        .attachment(file.name)
        .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
    })
    .all(wrongMethod);
  router
    .route('/v1/jobs/:id/documents.zip')
    .get(auth, async (req: Request, res: Response) => {
      const files = await jobFiles(deps, req, res);
      res
        .status(200)
        .type('application/zip')
        .attachment(`documents-${String(req.params.id)}.zip`);
      zipStream(files).pipe(res);
    })
    .all(wrongMethod);
  router
    .route('/v1/jobs/:id/calendar.ics')
    .get(auth, async (req: Request, res: Response) => {
      const status = finished(await ownJob(deps, req, res));
      if (status.outcome.datesOmitted) {
        throw apiError(
          'DATES_NOT_EXTRACTED',
          'This classify job was submitted without options.extract_dates, so its dates were not read; submit the document again with options.extract_dates: true for its calendar',
        );
      }
      sendCalendar(res, status.kind, status.outcome.data, `classified document (job ${status.id})`, `wcab-calendar-${status.id}.ics`);
    })
    .post(auth, jsonBody(CORRECTED_BODY_BYTES), async (req: Request, res: Response) => {
      const status = finished(await ownJob(deps, req, res));
      if (status.kind !== 'batch') throw apiError('NOT_FOUND', 'Only batch jobs (POST /v1/analyze-batch) have documents to correct');
      const { documents } = validateBody(CorrectedDocuments, req.body);
      const corrected: BatchResult = { separator_pages: (status.outcome.data as BatchResult).separator_pages, documents };
      sendCalendar(res, 'batch', corrected, 'corrected batch', `wcab-calendar-${status.id}.ics`);
    })
    .all(describePresentedKey(deps.keys, deps.limiter), methodNotAllowed(['GET', 'POST']));
  return router;
}

/** A corrected batch answer without its PDFs: a few KB a document. */
const CORRECTED_BODY_BYTES = 2 * 1024 * 1024;

export type Succeeded = JobStatus & { outcome: Extract<NonNullable<JobStatus['outcome']>, { ok: true }> };

/** The job, once it has succeeded: 409 JOB_NOT_FINISHED before, 404 NOT_FOUND when it failed. */
export function finished(status: JobStatus): Succeeded {
  if (status.state !== 'completed' || !status.outcome) {
    throw apiError('JOB_NOT_FINISHED', `The job is ${status.state}; poll GET /v1/jobs/${status.id} until it has succeeded`);
  }
  if (!status.outcome.ok) throw apiError('NOT_FOUND', 'The job failed; it has no documents or calendar');
  return status as Succeeded;
}

/** The key's finished batch job's kept documents (404 when it has none, or they were let go). */
export async function jobFiles(deps: GatewayDeps, req: Request, res: Response, status?: Succeeded): Promise<JobFile[]> {
  status ??= finished(await ownJob(deps, req, res));
  if (status.kind !== 'batch') throw apiError('NOT_FOUND', 'Only batch jobs (POST /v1/analyze-batch) have documents');
  const files = await deps.queue.files(status.id, res.locals.apiKey!.id);
  if (!files) {
    throw apiError(
      'NOT_FOUND',
      "This job's documents are not available (its pages could not be copied, or the server let them go to bound its memory); submit the batch again",
    );
  }
  return files;
}
