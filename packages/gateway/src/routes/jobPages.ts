/**
 * GET /v1/jobs/{id}/pages/{n}.png: page n of a finished asynchronous batch job (n as the answer numbers
 * pages: the batch's own, as in `start_page` and `evidence.page`) as a PNG, for a person checking the
 * answer (the review page draws evidence boxes on it). Optional `?width=` in pixels (contract
 * PageImageQuery). Beyond SPEC.md; docs/api.md.
 *
 * The page is drawn from the document the job kept that holds it, by a `render` job on the queue (the
 * threads or fleet workers every other job runs on, ahead of batches): the API renders nothing itself.
 * Same rules as the job's other downloads: the submitting key only (another key's job is 404), not
 * counted, 409 while the job runs. A separator sheet is in no kept document: 404, said so.
 */
import { Router, type Request, type Response } from 'express';
import { PageImageQuery, RenderedPage, type BatchResult } from '@wcab/contract';
import type { GatewayDeps } from '../deps';
import { authenticate, describePresentedKey } from '../middleware/authenticate';
import { methodNotAllowed } from '../middleware/errorHandler';
import { apiError } from '../errors';
import { validateBody } from '../validate';
import { ownJob } from './jobs';
import { finished, jobFiles } from './jobDocuments';
import { startWithin } from './v1';

/** Canonical page numbers only: `01.png`, `1.0.png`, `1e0.png` name no page (one resource, one URL). */
const PAGE_FILE = /^([1-9][0-9]{0,8})\.png$/;

export function jobPagesRoutes(deps: GatewayDeps): Router {
  const router = Router();
  router
    .route('/v1/jobs/:id/pages/:file')
    .get(authenticate(deps.keys), async (req: Request, res: Response) => {
      const status = finished(await ownJob(deps, req, res));
      if (status.kind !== 'batch') throw apiError('NOT_FOUND', 'Only batch jobs (POST /v1/analyze-batch) have pages to draw');
      const match = PAGE_FILE.exec(String(req.params.file));
      if (!match) throw apiError('NOT_FOUND', `No page "${String(req.params.file).slice(0, 40)}": pages are named by number, e.g. /pages/1.png`);
      const { width } = validateBody(PageImageQuery, req.query);
      const page = Number(match[1]);
      const result = status.outcome.data as BatchResult;
      const index = result.documents.findIndex((d) => page >= d.start_page && page <= d.end_page);
      if (index < 0) {
        const last = Math.max(0, ...result.documents.map((d) => d.end_page), ...result.separator_pages);
        throw apiError(
          'NOT_FOUND',
          result.separator_pages.includes(page)
            ? `Page ${page} is a separator sheet: it belongs to no document, and only the documents are kept`
            : `No page ${page} in this job's documents (the batch has ${last} pages)`,
        );
      }
      const file = (await jobFiles(deps, req, res, status))[index]!;
      const timeoutMs = deps.limits.classifyTimeoutMs;
      const outcome = await deps.queue.run(
        // A copy: the queue takes the job's bytes over (it may move them to a thread), and these are the kept file's.
        { kind: 'render', document: file.bytes.slice(), params: { page: page - result.documents[index]!.start_page + 1, ...(width ? { width } : {}) } },
        { timeoutMs, account: res.locals.apiKey!.id, startWithinMs: startWithin(deps, 'render', timeoutMs) },
      );
      if (!outcome.ok) throw apiError(outcome.code, outcome.message);
      const image = RenderedPage.parse(outcome.data);
      // The kept document never changes: the browser may keep the image while the job is kept.
      res.status(200).set('Cache-Control', 'private, max-age=3600').type('image/png').send(Buffer.from(image.png_base64, 'base64'));
    })
    .all(describePresentedKey(deps.keys, deps.limiter), methodNotAllowed(['GET']));
  return router;
}
