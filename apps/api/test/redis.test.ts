/**
 * Shared counters on the real Redis: two API instances admit exactly the limit under concurrent
 * load; and a Redis that stops and comes back (a private redis-server on a spare port).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, post, servicesRequired, startTestServer, tempDir, type TestServer } from '../../../test/support/server';
import { freePort, hasRedisServerBinary, redisAvailable, SpareRedis } from '../../../test/support/redis';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const available = await redisAvailable(REDIS_URL);
const canSpawn = await hasRedisServerBinary();
if (!available && servicesRequired()) throw new Error(`REQUIRE_SERVICES=1 but Redis at ${REDIS_URL} does not answer`);
if (!available) console.warn(`[skip] Redis at ${REDIS_URL} does not answer: shared-counter tests skipped`);
if (!canSpawn && servicesRequired()) throw new Error('REQUIRE_SERVICES=1 but redis-server is not installed');

describe.skipIf(!available)('two API instances on one Redis', () => {
  let a: TestServer;
  let b: TestServer;
  // Both instances read the same injected clock, as two machines with synchronised clocks would.
  const clock = fixedClock(`2026-0${1 + Math.floor(Math.random() * 8)}-1${Math.floor(Math.random() * 9)}T10:00:05.000Z`);

  beforeAll(async () => {
    const dataDir = tempDir();
    a = await startTestServer({ dataDir, clock, env: { REDIS_URL } });
    b = await startTestServer({ dataDir, clock, env: { REDIS_URL } });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('admit exactly the per-minute burst across both, no more', async () => {
    const { key } = await a.createKey('trial');
    const requests = Array.from({ length: 200 }, (_, i) => post(`${(i % 2 ? a : b).url}/v1/classify`, {}, key));
    const statuses = (await Promise.all(requests)).map((r) => r.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(60);
    expect(statuses.filter((s) => s === 429)).toHaveLength(140);
  });

  it('admit exactly the daily limit across both, no more', async () => {
    const { key } = await a.createKey('trial');
    let admitted = 0;
    for (let minute = 0; minute < 3; minute++) {
      const requests = Array.from({ length: 60 }, (_, i) => post(`${(i % 2 ? a : b).url}/v1/classify`, {}, key));
      admitted += (await Promise.all(requests)).filter((r) => r.status === 400).length;
      clock.advance(60_000);
    }
    expect(admitted).toBe(100);
    const last = await post(`${b.url}/v1/classify`, {}, key);
    expect(last.status).toBe(429);
    expect(last.headers.get('x-ratelimit-remaining')).toBe('0');
  });
});

describe.skipIf(!canSpawn)('Redis stops and comes back', () => {
  let redis: SpareRedis;
  let server: TestServer;
  let key: string;

  beforeAll(async () => {
    redis = new SpareRedis(await freePort());
    await redis.start();
    server = await startTestServer({ env: { REDIS_URL: redis.url } });
    key = (await server.createKey('pro')).key;
  });
  afterAll(async () => {
    await server?.close();
    await redis?.stop();
  });

  it('health degrades naming redis, requests get 503 quickly, and both recover without a restart', async () => {
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
    expect((await post(`${server.url}/v1/classify`, {}, key)).status).toBe(400);

    await redis.stop();
    const health = await fetch(`${server.url}/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'degraded', failing: ['redis'] });
    const started = Date.now();
    const refused = await post(`${server.url}/v1/classify`, {}, key);
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as { code: string }).code).toBe('SERVICE_UNAVAILABLE');
    expect(Date.now() - started).toBeLessThan(5000);

    await redis.start();
    const deadline = Date.now() + 15_000;
    let status = 0;
    while (Date.now() < deadline && status !== 200) {
      await new Promise((r) => setTimeout(r, 250));
      status = (await fetch(`${server.url}/health`)).status;
    }
    expect(status).toBe(200);
    expect((await post(`${server.url}/v1/classify`, {}, key)).status).toBe(400);
  });
});
