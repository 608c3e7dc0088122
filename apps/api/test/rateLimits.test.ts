/**
 * Plans and limits of SPEC section 8 over HTTP, on the embedded (in-memory) counters, with an
 * injected clock so days, minutes and months can be crossed without waiting. Requests with an
 * empty body are used for volume: they are authenticated, counted, and answered 400 without
 * running a job.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, post, startTestServer, type TestServer } from '../../../test/support/server';
import { textPdf, toBase64 } from '../../../test/support/pdfs';

const clock = fixedClock('2026-01-30T12:00:30.000Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(() => server.close());

const epoch = (iso: string) => String(Date.parse(iso) / 1000);
const counted = (key: string) => post(`${server.url}/v1/classify`, {}, key);

async function burst(key: string, n: number, concurrency = 50): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < n; i += concurrency) {
    const batch = await Promise.all(Array.from({ length: Math.min(concurrency, n - i) }, () => counted(key)));
    statuses.push(...batch.map((r) => r.status));
  }
  return statuses;
}

describe('rate limits', () => {
  it('headers are present and consistent on 200, 400, 403 and 429', async () => {
    clock.set(Date.parse('2026-01-30T12:00:30.000Z'));
    const { key } = await server.createKey('trial', ['classify']);
    const pdf = toBase64(await textPdf([['hello']]));
    const ok = await post(`${server.url}/v1/classify`, { document: pdf }, key);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('x-ratelimit-limit')).toBe('100');
    expect(ok.headers.get('x-ratelimit-remaining')).toBe('99');
    expect(ok.headers.get('x-ratelimit-reset')).toBe(epoch('2026-01-31T00:00:00Z'));
    expect(ok.headers.get('ratelimit-policy')).toBe('"burst";q=60;w=60, "daily";q=100;w=86400');
    expect(ok.headers.get('ratelimit')).toBe('"burst";r=59;t=30, "daily";r=99;t=43170');
    expect(ok.headers.get('x-quota-limit')).toBeNull();

    const bad = await counted(key);
    expect(bad.status).toBe(400);
    expect(bad.headers.get('x-ratelimit-remaining')).toBe('98');

    const forbidden = await post(`${server.url}/v1/analyze-batch`, {}, key);
    expect(forbidden.status).toBe(403);
    expect(forbidden.headers.get('x-ratelimit-remaining')).toBe('98');
    expect(forbidden.headers.get('x-ratelimit-reset')).toBe(epoch('2026-01-31T00:00:00Z'));
  });

  it('trial burst: 60 per minute, then 429 RATE_LIMITED with Retry-After until the next minute', async () => {
    clock.set(Date.parse('2026-01-30T13:05:10.000Z'));
    const { key } = await server.createKey('trial');
    const statuses = await burst(key, 70);
    expect(statuses.filter((s) => s === 400)).toHaveLength(60);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const refused = await counted(key);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('50');
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('40');
    const body = (await refused.json()) as { code: string; error: string };
    expect(body.code).toBe('RATE_LIMITED');
    expect(body.error).toMatch(/Per-minute burst limit of 60/);
    clock.advance(50_000);
    expect((await counted(key)).status).toBe(400);
  });

  it('trial daily: 100 per UTC day, 429 naming the daily window, reset at midnight UTC', async () => {
    clock.set(Date.parse('2026-01-30T22:00:00.000Z'));
    const { key } = await server.createKey('trial');
    expect(await burst(key, 50)).toEqual(Array(50).fill(400));
    clock.advance(60_000);
    expect(await burst(key, 50)).toEqual(Array(50).fill(400));
    clock.advance(60_000);
    const refused = await counted(key);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(refused.headers.get('retry-after')).toBe(String((Date.parse('2026-01-31T00:00:00Z') - clock.now()) / 1000));
    const body = (await refused.json()) as { code: string; error: string };
    expect(body.code).toBe('RATE_LIMITED');
    expect(body.error).toMatch(/Daily limit of 100 .* 2026-01-31T00:00:00/);
    clock.set(Date.parse('2026-01-30T23:59:59.000Z'));
    expect((await counted(key)).status).toBe(429);
    clock.set(Date.parse('2026-01-31T00:00:00.000Z'));
    const fresh = await counted(key);
    expect(fresh.status).toBe(400);
    expect(fresh.headers.get('x-ratelimit-remaining')).toBe('99');
    expect(fresh.headers.get('x-ratelimit-reset')).toBe(epoch('2026-02-01T00:00:00Z'));
  });

  it('enterprise: 1,000 per minute burst and 10,000 a day', async () => {
    clock.set(Date.parse('2026-01-30T08:00:00.000Z'));
    const { key } = await server.createKey('enterprise');
    const statuses = await burst(key, 1001, 100);
    expect(statuses.filter((s) => s === 400)).toHaveLength(1000);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    const last = await counted(key);
    expect(last.headers.get('x-ratelimit-limit')).toBe('10000');
    expect(last.headers.get('ratelimit-policy')).toBe('"burst";q=1000;w=60, "daily";q=10000;w=86400');
  });

  it('pro: 300 per minute, 1,000 a day and a 10,000 monthly quota with X-Quota headers, reset on the 1st', async () => {
    // Ten days of 1,000 requests at the end of January exhaust the monthly quota.
    clock.set(Date.parse('2026-01-20T00:00:00.000Z'));
    const { key } = await server.createKey('pro');
    const first = await counted(key);
    expect(first.headers.get('x-quota-limit')).toBe('10000');
    expect(first.headers.get('x-quota-remaining')).toBe('9999');
    expect(first.headers.get('x-quota-reset')).toBe(epoch('2026-02-01T00:00:00Z'));
    expect(first.headers.get('ratelimit-policy')).toBe('"burst";q=300;w=60, "daily";q=1000;w=86400, "monthly";q=10000;w=2592000');
    let sent = 1;
    for (let day = 0; day < 10; day++) {
      for (let minute = 0; minute < 4; minute++) {
        const n = Math.min(250, 1000 * (day + 1) - sent);
        const statuses = await burst(key, n, 125);
        expect(statuses.every((s) => s === 400)).toBe(true);
        sent += n;
        clock.advance(60_000);
      }
      const overDay = await counted(key);
      expect(overDay.status).toBe(429);
      expect(((await overDay.json()) as { code: string }).code).toBe(day === 9 ? 'QUOTA_EXCEEDED' : 'RATE_LIMITED');
      clock.advance(86_400_000 - 4 * 60_000);
    }
    // 2026-01-30: the quota is spent, whatever the day's count.
    const over = await counted(key);
    expect(over.status).toBe(429);
    expect(over.headers.get('x-quota-remaining')).toBe('0');
    const body = (await over.json()) as { code: string; error: string };
    expect(body.code).toBe('QUOTA_EXCEEDED');
    expect(body.error).toMatch(/Monthly quota of 10000/);
    clock.set(Date.parse('2026-02-01T00:00:00.000Z'));
    const fresh = await counted(key);
    expect(fresh.status).toBe(400);
    expect(fresh.headers.get('x-quota-remaining')).toBe('9999');
  }, 120_000);
});
