/** GET /health: public, cheap, not counted; 503 "degraded" naming what is down. */
import { Router } from 'express';
import type { Health } from '@wcab/contract';
import type { GatewayDeps, HealthCheck } from '../deps';
import { methodNotAllowed } from '../middleware/errorHandler';

const CHECK_TIMEOUT_MS = 1500;

export function healthRoutes(deps: GatewayDeps): Router {
  const router = Router();
  router
    .route('/health')
    .get(async (_req, res) => {
      const failing = (await Promise.all(deps.health.map(async (c) => ((await passes(c)) ? undefined : c.name)))).filter(
        (name): name is string => name !== undefined,
      );
      const timestamp = new Date(deps.clock.now()).toISOString();
      const body: Health = failing.length ? { status: 'degraded', timestamp, failing } : { status: 'ok', timestamp };
      res.status(failing.length ? 503 : 200).json(body);
    })
    .all(methodNotAllowed(['GET']));
  return router;
}

async function passes(check: HealthCheck): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check.check(), timeout]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
