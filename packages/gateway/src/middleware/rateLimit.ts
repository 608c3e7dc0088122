/**
 * Counts the request against the key's plan and sets the rate-limit headers, which then appear
 * on every response to this request, errors included. Counted requests are also appended to the
 * usage log when the response finishes.
 */
import type { NextFunction, Request, Response } from 'express';
import type { UsageRecorder } from '@wcab/accounts';
import type { Clock, PlanRateLimiter, WindowState } from '@wcab/ratelimit';
import { apiError } from '../errors';

const WINDOW_LABEL = { burst: 'Per-minute burst limit', daily: 'Daily limit', monthly: 'Monthly quota' } as const;

export function rateLimit(limiter: PlanRateLimiter, usage: UsageRecorder, clock: Clock, route: string) {
  return async (_req: Request, res: Response, next: NextFunction) => {
    const key = res.locals.apiKey!;
    let decision: Awaited<ReturnType<typeof limiter.consume>>;
    try {
      decision = await limiter.consume(key.id, key.plan);
    } catch {
      throw apiError('SERVICE_UNAVAILABLE', 'Rate-limit store unavailable; retry shortly', { 'Retry-After': '5' });
    }
    res.set(decision.headers);
    if (!decision.allowed) throw refusal(decision.exceeded!);
    const started = clock.now();
    res.on('finish', () => {
      usage.record({
        keyId: key.id,
        route,
        status: res.statusCode,
        pages: Number(res.locals.pages ?? 0),
        durationMs: clock.now() - started,
        at: new Date(started),
      });
    });
    next();
  };
}

function refusal(window: WindowState) {
  const resets = new Date(window.resetAt).toISOString();
  const message = `${WINDOW_LABEL[window.name]} of ${window.limit} requests exceeded; it resets at ${resets}`;
  return apiError(window.name === 'monthly' ? 'QUOTA_EXCEEDED' : 'RATE_LIMITED', message);
}
