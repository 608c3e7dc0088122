import { describe, expect, it } from 'vitest';
import { dayWindow, ManualClock, minuteWindow, monthWindow, PlanRateLimiter } from '../src/index';

const t = (iso: string) => Date.parse(iso);

describe('calendar windows', () => {
  it('days end at midnight UTC, months on the 1st, minutes on the minute', () => {
    expect(dayWindow(t('2026-12-31T23:59:59.999Z')).endsAt).toBe(t('2027-01-01T00:00:00Z'));
    expect(dayWindow(t('2027-01-01T00:00:00Z')).id).toBe('d2027-01-01');
    expect(monthWindow(t('2026-02-28T23:59:59Z')).endsAt).toBe(t('2026-03-01T00:00:00Z'));
    expect(monthWindow(t('2028-02-29T12:00:00Z')).endsAt).toBe(t('2028-03-01T00:00:00Z'));
    expect(monthWindow(t('2026-12-15T00:00:00Z')).endsAt).toBe(t('2027-01-01T00:00:00Z'));
    expect(minuteWindow(t('2026-01-01T00:00:59.999Z')).endsAt).toBe(t('2026-01-01T00:01:00Z'));
  });
});

describe('PlanRateLimiter (memory)', () => {
  it('crosses a month end: the monthly quota resets on the 1st while the burst is per minute', async () => {
    const clock = new ManualClock(t('2026-03-31T23:59:00Z'));
    const limiter = new PlanRateLimiter({
      clock,
      limits: { trial: { daily: 5, perMinute: 3 }, pro: { daily: 5, perMinute: 3, monthly: 4 }, enterprise: { daily: 5, perMinute: 3 } },
    });
    const results = [];
    for (let i = 0; i < 4; i++) results.push((await limiter.consume('k', 'pro')).allowed);
    expect(results).toEqual([true, true, true, false]);
    clock.set(t('2026-04-01T00:00:00Z'));
    const fresh = await limiter.consume('k', 'pro');
    expect(fresh.allowed).toBe(true);
    expect(fresh.headers['X-Quota-Remaining']).toBe('3');
    expect(fresh.headers['X-RateLimit-Reset']).toBe(String(t('2026-04-02T00:00:00Z') / 1000));
    expect(fresh.headers['X-Quota-Reset']).toBe(String(t('2026-05-01T00:00:00Z') / 1000));
    const peeked = await limiter.peek('k', 'pro');
    expect(peeked.headers['X-Quota-Remaining']).toBe('3');
  });
});
