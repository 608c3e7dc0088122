/**
 * The HTTP gateway: request -> log -> (per route) authenticate -> rate-limit -> parse/validate
 * -> enqueue -> answer. It holds no document logic; the pipeline runs behind the JobQueue.
 */
import express, { type Express } from 'express';
import cors from 'cors';
import type { GatewayDeps } from './deps';
import { requestLogging } from './middleware/requestLogging';
import { securityHeaders } from './middleware/securityHeaders';
import { errorHandler, notFound } from './middleware/errorHandler';
import { v1Routes } from './routes/v1';
import { healthRoutes } from './routes/health';
import { docsRoutes } from './routes/docs';
import { jobsRoutes } from './routes/jobs';
import { webhookRoutes } from './routes/webhook';
import { jobDocumentsRoutes } from './routes/jobDocuments';
import { jobPagesRoutes } from './routes/jobPages';
import { metricsRoutes } from './routes/metrics';
import { httpMetrics } from './middleware/httpMetrics';
import { separatorSheetRoutes } from './routes/separatorSheet';
import { feedbackRoutes } from './routes/feedback';
import { webRoutes } from '@wcab/web';

export interface CreateAppOptions {
  /** Extra routers mounted before the 404 handler (e.g. /mcp, /metrics). */
  extraRoutes?: express.Router[];
}

export function createApp(deps: GatewayDeps, options: CreateAppOptions = {}): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', false);
  app.use(requestLogging(deps.logger));
  if (deps.metrics) app.use(httpMetrics(deps.metrics));
  app.use(securityHeaders());
  if (deps.corsOrigins.length > 0) {
    app.use(
      cors({
        origin: deps.corsOrigins,
        exposedHeaders: [
          'X-Request-Id',
          'X-RateLimit-Limit',
          'X-RateLimit-Remaining',
          'X-RateLimit-Reset',
          'Retry-After',
          'Location',
          'Preference-Applied',
          'Idempotent-Replayed',
        ],
      }),
    );
  }
  app.use(healthRoutes(deps));
  app.use(docsRoutes());
  // The review page (/app) and its assets: a browser client of the same /v1 routes.
  app.use(webRoutes());
  app.use(v1Routes(deps));
  app.use(jobsRoutes(deps));
  app.use(webhookRoutes(deps));
  app.use(jobDocumentsRoutes(deps));
  app.use(jobPagesRoutes(deps));
  app.use(metricsRoutes(deps));
  app.use(separatorSheetRoutes(deps));
  app.use(feedbackRoutes(deps));
  for (const router of options.extraRoutes ?? []) app.use(router);
  app.use(notFound());
  app.use(errorHandler());
  return app;
}
