/**
 * Counts every request and its latency by method, route and status for /metrics. The route label
 * is the matched route pattern (`/v1/jobs/:id`, never the id), `unmatched` otherwise, so label
 * cardinality stays bounded whatever paths clients send.
 */
import type { NextFunction, Request, Response } from 'express';
import type { ServiceMetrics } from '@wcab/queue';

export function httpMetrics(metrics: ServiceMetrics) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const pattern = (req.route as { path?: unknown } | undefined)?.path;
      const route = typeof pattern === 'string' ? req.baseUrl + pattern : 'unmatched';
      metrics.observeRequest(req.method, route, res.statusCode, Number(process.hrtime.bigint() - started) / 1e9);
    });
    next();
  };
}
