/**
 * The plan's windows in Redis (the machine's, under a prefix of this test's own): counted in one step
 * and once. The same request counted again (as ioredis re-sends a command after a reconnect) takes no
 * second slot; a burst refusal touches no other window; a day refusal is reported with the month as
 * it stands; the counters are the ones `peek` reads; a client that is not connected fails at once.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisAvailable } from '../../../test/support/redis';
import { ManualClock, PlanRateLimiter } from '../src/index';

const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const up = await redisAvailable(url);
if (!up && process.env.REQUIRE_SERVICES === '1') throw new Error(`REQUIRE_SERVICES=1 but Redis at ${url} does not answer`);

const LIMITS = { trial: { daily: 5, perMinute: 3 }, pro: { daily: 4, perMinute: 10, monthly: 6 }, enterprise: { daily: 5, perMinute: 3 } };

describe.skipIf(!up)('PlanRateLimiter (Redis)', () => {
  let redis: Redis;
  const prefix = `rltest${randomBytes(4).toString('hex')}`;
  beforeAll(async () => {
    redis = new Redis(url, { maxRetriesPerRequest: 1 });
    await redis.ping();
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('counts a request once however often it is sent, and stops at the window that refuses it', async () => {
    const clock = new ManualClock(Date.parse('2026-03-31T12:00:00Z'));
    const limiter = new PlanRateLimiter({ redis, clock, limits: LIMITS, keyPrefix: prefix });
    const first = await limiter.consume('k1', 'pro', 'req-1');
    const again = await limiter.consume('k1', 'pro', 'req-1');
    expect(first.allowed).toBe(true);
    expect(again.headers).toEqual(first.headers);
    expect(first.headers['X-RateLimit-Remaining']).toBe('3');
    expect((await limiter.peek('k1', 'pro')).headers['X-Quota-Remaining']).toBe('5');

    // Three more fill the day (4); the fifth is refused by the day, the month counted up to it.
    const allowed = [];
    for (let i = 2; i <= 5; i++) allowed.push((await limiter.consume('k1', 'pro', `req-${i}`)).allowed);
    expect(allowed).toEqual([true, true, true, false]);
    const refused = await limiter.consume('k1', 'pro', 'req-5');
    expect(refused.allowed).toBe(false);
    expect(refused.exceeded?.name).toBe('daily');
    expect(refused.headers['X-RateLimit-Remaining']).toBe('0');
    // The refused request reached the day, not the month: 4 counted there, 2 left.
    expect(refused.headers['X-Quota-Remaining']).toBe('2');
    expect(refused.headers['Retry-After']).toBe(String(12 * 3600));
  });

  it('a burst refusal counts nothing in the day', async () => {
    const clock = new ManualClock(Date.parse('2026-03-31T12:00:00Z'));
    const limiter = new PlanRateLimiter({ redis, clock, limits: LIMITS, keyPrefix: prefix });
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await limiter.consume('k2', 'trial'));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, false]);
    expect(results[4]!.exceeded?.name).toBe('burst');
    expect((await limiter.peek('k2', 'trial')).headers['X-RateLimit-Remaining']).toBe('2');
    // The next minute: the burst is fresh, the day has its two slots.
    clock.set(Date.parse('2026-03-31T12:01:00Z'));
    expect((await limiter.consume('k2', 'trial')).headers['X-RateLimit-Remaining']).toBe('1');
  });

  it('fails at once on a client that is not connected', async () => {
    const offline = new Redis(url, { lazyConnect: true, enableOfflineQueue: false });
    const limiter = new PlanRateLimiter({ redis: offline, limits: LIMITS, keyPrefix: prefix });
    await expect(limiter.consume('k3', 'pro')).rejects.toThrow(/not ready/);
    offline.disconnect();
  });
});
