/**
 * Counts the request against the key's plan and sets the rate-limit headers, which then appear
 * on every response to this request, errors included. Counted requests are also appended to the
 * usage log when the response finishes.
 */
import type { NextFunction, Request, Response } from 'express';
import type { UsageRecorder } from '@wcab/accounts';
import type { Clock, PlanRateLimiter, WindowState } from '@wcab/ratelimit';
import { apiError } from '../errors';
import { idempotencyKeyOf, recordKey } from '../idempotency/idempotentJob';
import type { IdempotencyStore } from '../idempotency/store';

const WINDOW_LABEL = { burst: 'Per-minute burst limit', daily: 'Daily limit', monthly: 'Monthly quota' } as const;

export function rateLimit(limiter: PlanRateLimiter, usage: UsageRecorder, clock: Clock, route: string, idempotency?: IdempotencyStore) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const key = res.locals.apiKey!;
    // A retry under an Idempotency-Key already seen was counted the first time (idempotentJob.ts).
    const idempotencyKey = idempotencyKeyOf(req);
    const seen =
      idempotencyKey !== undefined && idempotency !== undefined && (await idempotency.get(recordKey(res, idempotencyKey)).catch(() => undefined)) !== undefined;
    let decision: Awaited<ReturnType<typeof limiter.consume>>;
    try {
      decision = seen ? await limiter.peek(key.id, key.plan) : await limiter.consume(key.id, key.plan);
    } catch {
      throw apiError('SERVICE_UNAVAILABLE', 'Rate-limit store unavailable; retry shortly', { 'Retry-After': '5' });
    }
    res.set(decision.headers);
    if (!seen && !decision.allowed) throw refusal(decision.exceeded!);
    const started = clock.now();
    res.on('finish', () => {
      // Idempotent requests: written once, by the request that stored the answer.
      if (res.locals.skipUsage === true) return;
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
