/** GET /metrics: Prometheus text format, behind the operator token (404 when none is configured). */
import { Router } from 'express';
import type { GatewayDeps } from '../deps';
import { methodNotAllowed } from '../middleware/errorHandler';
import { operatorAuth } from '../middleware/operatorAuth';

export function metricsRoutes(deps: GatewayDeps): Router {
  const router = Router();
  const metrics = deps.metrics;
  if (!metrics) return router;
  router
    .route('/metrics')
    .get(operatorAuth(deps.operatorToken), async (_req, res) => {
      res.setHeader('Content-Type', metrics.contentType);
      res.setHeader('Cache-Control', 'no-store');
      res.send(await metrics.text());
    })
    .all(operatorAuth(deps.operatorToken), methodNotAllowed(['GET']));
  return router;
}
