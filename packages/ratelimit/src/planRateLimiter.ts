/**
 * Per-key limits of a plan: a per-minute burst, a daily limit and (Pro) a monthly quota.
 *
 * Counting is done by rate-limiter-flexible's in-memory store in one process, and in Redis by one Lua
 * call that counts every window of the request at once and only once (atomicWindows.ts says why the
 * library's one-window calls were not enough there); this class picks the calendar windows, orders the
 * checks and turns the outcome into headers. Windows are encoded in the counter key, so a counter never
 * outlives its day/month and every instance agrees on which counter is current.
 *
 * Order matters for exactness: the burst is consumed first and a request refused there touches
 * nothing else; a request refused by the day or month has already spent a burst point, which can
 * only make the burst stricter, never admit more than the limit.
 */
import { PLAN_LIMITS, type Plan, type PlanLimits } from '@wcab/contract';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { consumeWindows } from './atomicWindows';
import { systemClock, type Clock } from './clock';
import { dayWindow, minuteWindow, monthWindow, type WindowSpan } from './windows';

export type LimitName = 'burst' | 'daily' | 'monthly';

export interface WindowState {
  name: LimitName;
  limit: number;
  used: number;
  remaining: number;
  resetAt: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Set when refused: which window was exhausted. */
  exceeded?: WindowState;
  windows: WindowState[];
  headers: Record<string, string>;
}

export interface PlanRateLimiterOptions {
  /** Omit for the in-memory store (one process); an ioredis client shares counters across instances. */
  redis?: Redis;
  clock?: Clock;
  limits?: Record<Plan, PlanLimits>;
  keyPrefix?: string;
}

/**
 * How long a counter lives. It only has to outlive its window (the window is in the key). The
 * in-memory store expires keys with setTimeout, which cannot wait beyond 2^31-1 ms (~24.8 days):
 * a longer duration fires at once. So there the monthly counter never expires (one small entry
 * per key and month).
 */
const WINDOW_SECONDS: Record<LimitName, number> = { burst: 120, daily: 2 * 86_400, monthly: 32 * 86_400 };
const MEMORY_WINDOW_SECONDS: Record<LimitName, number> = { ...WINDOW_SECONDS, monthly: 0 };

export class PlanRateLimiter {
  private readonly clock: Clock;
  private readonly limits: Record<Plan, PlanLimits>;
  private readonly counters = new Map<string, RateLimiterAbstract>();

  constructor(private readonly options: PlanRateLimiterOptions = {}) {
    this.clock = options.clock ?? systemClock;
    this.limits = options.limits ?? PLAN_LIMITS;
  }

  /**
   * Counts one request against every window of the plan. `requestId` names the request: counting it
   * again (a command re-sent after a Redis reconnect, a caller's retry of the same call) returns the
   * first count instead of taking another slot.
   */
  async consume(keyId: string, plan: Plan, requestId: string = randomUUID()): Promise<RateDecision> {
    if (this.options.redis) return this.consumeInRedis(this.options.redis, keyId, plan, requestId);
    const now = this.clock.now();
    const states: WindowState[] = [];
    for (const [name, limit, span] of this.windowsOf(plan, now)) {
      try {
        const res = await this.counter(name, limit).consume(`${keyId}:${span.id}`, 1);
        states.push(state(name, limit, res.consumedPoints, span));
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        const exceeded = state(name, limit, error.consumedPoints, span);
        states.push(exceeded);
        // Windows not reached are reported as they stand, so headers stay complete.
        await this.fillRemaining(states, keyId, plan, now);
        // When a longer window is spent too (day refused, month also gone), name the longer
        // one: its reset is when the caller can really come back.
        const spent = states.filter((s) => s === exceeded || s.remaining === 0);
        const longest = spent.reduce((a, b) => (b.resetAt > a.resetAt ? b : a), exceeded);
        return this.decide(false, states, longest, now);
      }
    }
    return this.decide(true, states, undefined, now);
  }

  private async consumeInRedis(redis: Redis, keyId: string, plan: Plan, requestId: string): Promise<RateDecision> {
    const now = this.clock.now();
    const windows = this.windowsOf(plan, now);
    const prefix = this.options.keyPrefix ?? 'rl';
    const used = await consumeWindows(
      redis,
      `${prefix}:request:${keyId}:${requestId}`,
      windows.map(([name, limit, span]) => ({ key: `${prefix}:${name}:${keyId}:${span.id}`, limit, ttlMs: WINDOW_SECONDS[name] * 1000 })),
    );
    const states = used.map((n, i) => state(windows[i]![0], windows[i]![1], n, windows[i]![2]));
    const exceeded = states.find((s) => s.used > s.limit);
    if (!exceeded) return this.decide(true, states, undefined, now);
    await this.fillRemaining(states, keyId, plan, now);
    const spent = states.filter((s) => s === exceeded || s.remaining === 0);
    const longest = spent.reduce((a, b) => (b.resetAt > a.resetAt ? b : a), exceeded);
    return this.decide(false, states, longest, now);
  }

  /** Reads the windows without counting (for responses that do not count, such as 403). */
  async peek(keyId: string, plan: Plan): Promise<RateDecision> {
    const now = this.clock.now();
    const states: WindowState[] = [];
    await this.fillRemaining(states, keyId, plan, now);
    return this.decide(true, states, undefined, now);
  }

  private async fillRemaining(states: WindowState[], keyId: string, plan: Plan, now: number): Promise<void> {
    for (const [name, limit, span] of this.windowsOf(plan, now)) {
      if (states.some((s) => s.name === name)) continue;
      const res = await this.counter(name, limit).get(`${keyId}:${span.id}`);
      states.push(state(name, limit, res?.consumedPoints ?? 0, span));
    }
  }

  private windowsOf(plan: Plan, now: number): Array<[LimitName, number, WindowSpan]> {
    const limits = this.limits[plan];
    const list: Array<[LimitName, number, WindowSpan]> = [
      ['burst', limits.perMinute, minuteWindow(now)],
      ['daily', limits.daily, dayWindow(now)],
    ];
    if (limits.monthly !== undefined) list.push(['monthly', limits.monthly, monthWindow(now)]);
    return list;
  }

  private counter(name: LimitName, points: number): RateLimiterAbstract {
    const id = `${name}:${points}`;
    let limiter = this.counters.get(id);
    if (!limiter) {
      const keyPrefix = `${this.options.keyPrefix ?? 'rl'}:${name}`;
      limiter = this.options.redis
        ? new RateLimiterRedis({ points, duration: WINDOW_SECONDS[name], keyPrefix, storeClient: this.options.redis, rejectIfRedisNotReady: true })
        : new RateLimiterMemory({ points, duration: MEMORY_WINDOW_SECONDS[name], keyPrefix });
      this.counters.set(id, limiter);
    }
    return limiter;
  }

  private decide(allowed: boolean, windows: WindowState[], exceeded: WindowState | undefined, now: number): RateDecision {
    return { allowed, exceeded, windows, headers: rateLimitHeaders(windows, exceeded, now) };
  }
}

function state(name: LimitName, limit: number, used: number, span: WindowSpan): WindowState {
  return { name, limit, used, remaining: Math.max(0, limit - used), resetAt: span.endsAt };
}

/**
 * Headers per PRODUCT.md: X-RateLimit-* describe the daily window (reset in epoch seconds),
 * X-Quota-* the monthly quota where the plan has one, plus the IETF draft RateLimit-Policy and
 * RateLimit fields for every window, and Retry-After when refused.
 */
export function rateLimitHeaders(windows: WindowState[], exceeded: WindowState | undefined, now: number): Record<string, string> {
  const headers: Record<string, string> = {};
  const byName = new Map(windows.map((w) => [w.name, w]));
  const daily = byName.get('daily');
  if (daily) {
    headers['X-RateLimit-Limit'] = String(daily.limit);
    headers['X-RateLimit-Remaining'] = String(daily.remaining);
    headers['X-RateLimit-Reset'] = String(Math.floor(daily.resetAt / 1000));
  }
  const monthly = byName.get('monthly');
  if (monthly) {
    headers['X-Quota-Limit'] = String(monthly.limit);
    headers['X-Quota-Remaining'] = String(monthly.remaining);
    headers['X-Quota-Reset'] = String(Math.floor(monthly.resetAt / 1000));
  }
  const seconds = (w: WindowState) => Math.max(1, Math.ceil((w.resetAt - now) / 1000));
  const policyWindow: Record<LimitName, number> = { burst: 60, daily: 86_400, monthly: 2_592_000 };
  headers['RateLimit-Policy'] = windows.map((w) => `"${w.name}";q=${w.limit};w=${policyWindow[w.name]}`).join(', ');
  headers.RateLimit = windows.map((w) => `"${w.name}";r=${w.remaining};t=${seconds(w)}`).join(', ');
  if (exceeded) headers['Retry-After'] = String(seconds(exceeded));
  return headers;
}
