/** GET /v1/separator-sheet: a printable one-page PDF separator sheet (beyond the spec; see README). */
import { Router } from 'express';
import { SeparatorSheetQuery } from '@wcab/contract';
import type { GatewayDeps } from '../deps';
import { authenticate, requireScope } from '../middleware/authenticate';
import { rateLimit } from '../middleware/rateLimit';
import { methodNotAllowed } from '../middleware/errorHandler';
import { validateBody } from '../validate';

export function separatorSheetRoutes(deps: GatewayDeps): Router {
  const router = Router();
  const path = '/v1/separator-sheet';
  router
    .route(path)
    .get(authenticate(deps.keys), requireScope('batch', deps.limiter), rateLimit(deps.limiter, deps.usage, deps.clock, path), async (req, res) => {
      const query = validateBody(SeparatorSheetQuery, { ...req.query });
      // Loaded on first use: PDFKit and bwip-js (fonts, symbologies) stay out of the API's heap until then.
      const { separatorSheetPdf } = await import('@wcab/sheets');
      const pdf = await separatorSheetPdf({ activityType: query.activity_type, adjNumber: query.adj_number });
      res.locals.pages = 1;
      res.type('application/pdf').setHeader('Content-Disposition', 'inline; filename="separator-sheet.pdf"');
      res.send(Buffer.from(pdf));
    })
    .all(methodNotAllowed(['GET']));
  return router;
}
