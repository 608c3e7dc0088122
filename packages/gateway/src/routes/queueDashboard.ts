/**
 * /admin/queues: the BullMQ dashboard (bull-board) for operators, mounted by the API only in the
 * fleet mode (REDIS_URL set) and only behind the operator token; Basic auth (any user, the token as
 * password) lets a browser open it. Operators can inspect, retry and remove jobs there.
 */
import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { Queue } from 'bullmq';
import { operatorAuth } from '../middleware/operatorAuth';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';

export function queueDashboardRoutes(queues: Queue[], operatorToken: string | undefined): Router {
  // bull-board (its UI server and templates) is loaded when an operator first opens the dashboard,
  // not at startup: it stays out of the API process's heap, which every request's GC walks.
  let dashboard: Promise<RequestHandler> | undefined;
  const router = Router();
  router.use(QUEUE_DASHBOARD_PATH, operatorAuth(operatorToken, { basicRealm: 'wcab-operator' }), dashboardHeaders, (req, res, next) => {
    (dashboard ??= buildDashboard(queues)).then(
      (handler) => handler(req, res, next),
      (error: unknown) => {
        dashboard = undefined;
        next(error);
      },
    );
  });
  return router;
}

async function buildDashboard(queues: Queue[]): Promise<RequestHandler> {
  const [{ createBullBoard }, { BullMQAdapter }, { ExpressAdapter }] = await Promise.all([
    import('@bull-board/api'),
    import('@bull-board/api/bullMQAdapter'),
    import('@bull-board/express'),
  ]);
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
  createBullBoard({
    queues: queues.map((queue) => new BullMQAdapter(queue)),
    // @bull-board/express 9.10.1 carries its own @bull-board/api 9.10.1 beside the root 9.10.2: the
    // same interface, declared twice (a private field makes the copies incompatible types only).
    serverAdapter: serverAdapter as unknown as Parameters<typeof createBullBoard>[0]['serverAdapter'],
    options: { uiConfig: { boardTitle: 'WCAB document queue' } },
  });
  return serverAdapter.getRouter() as RequestHandler;
}

/** The dashboard's page runs an inline bootstrap script; helmet's default policy would block it. */
function dashboardHeaders(_req: Request, res: Response, next: NextFunction) {
  res.setHeader(
    'Content-Security-Policy',
    "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'",
  );
  res.setHeader('Cache-Control', 'no-store');
  next();
}
