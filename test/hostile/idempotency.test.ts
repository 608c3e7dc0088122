/**
 * Issue 35, point 4, in one embedded service: Idempotency-Key on the POST routes with Stripe's
 * semantics. The scripted processor appends each job's marker to a file when it runs, so "the work
 * was done once" is read off that file; "counted once" off the rate-limit remaining count and the
 * usage records in keys.sqlite.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startTestServer, tempDir, type TestServer } from '../support/server';
import { scripted, SCRIPTED_PROCESSOR } from '../../apps/worker/test/support';

let server: TestServer;
let a: { key: string; id: string };
let b: { key: string; id: string };
const log = path.join(tempDir('wcab-idem-'), 'runs.log');
const runs = (marker: string) =>
  fs.existsSync(log)
    ? fs
        .readFileSync(log, 'utf8')
        .split('\n')
        .filter((l) => l === marker).length
    : 0;
const doc = (marker: string, extra = '') => scripted(`marker=${marker} append=${log} ${extra}`);

beforeAll(async () => {
  server = await startTestServer({ env: { WORKER_PROCESSOR: SCRIPTED_PROCESSOR } });
  a = await server.createKey('pro', ['classify', 'batch'], 'A');
  b = await server.createKey('pro', ['classify', 'batch'], 'B');
}, 60_000);
afterAll(() => server?.close());

const send = (key: string, body: unknown, idem?: string, headers: Record<string, string> = {}, route = '/v1/classify') =>
  post(`${server.url}${route}`, body, key, { ...(idem ? { 'idempotency-key': idem } : {}), ...headers });
const remaining = (res: Response) => Number(res.headers.get('x-ratelimit-remaining'));

function usageRows(keyId: string): number {
  const db = new Database(path.join(server.dataDir, 'keys.sqlite'), { readonly: true });
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM usage_records WHERE key_id = ?').get(keyId) as { n: number }).n;
  } finally {
    db.close();
  }
}

describe('Idempotency-Key', () => {
  it('the same key and body answer the first outcome again: the work runs once and is counted once', async () => {
    const first = await send(a.key, { document: doc('one') }, 'key-one');
    expect(first.status).toBe(200);
    const firstBody = await first.json();
    const again = await send(a.key, { document: doc('one') }, 'key-one');
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(firstBody);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(remaining(again)).toBe(remaining(first)); // not counted again
    expect(runs('one')).toBe(1);
    // Usage written once (the recorder flushes within a second).
    await new Promise((r) => setTimeout(r, 1500));
    expect(usageRows(a.id)).toBe(1);
  });

  it('a retry while the first request still runs waits for the same job', async () => {
    const body = { document: doc('two', 'sleep=1500') };
    const first = send(a.key, body, 'key-two');
    await new Promise((r) => setTimeout(r, 400));
    const second = await send(a.key, body, 'key-two');
    const firstRes = await first;
    expect([firstRes.status, second.status]).toEqual([200, 200]);
    expect(await second.json()).toEqual(await firstRes.json());
    expect(runs('two')).toBe(1);
  });

  it('the same key with a different body is 422 IDEMPOTENCY_KEY_REUSED, and runs nothing', async () => {
    const res = await send(a.key, { document: doc('three') }, 'key-one');
    expect(res.status).toBe(422);
    expect(((await res.json()) as { code: string }).code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(runs('three')).toBe(0);
    // So is the same body on the other route, or asking for the answer asynchronously.
    expect((await send(a.key, { document: doc('one') }, 'key-one', {}, '/v1/analyze-batch')).status).toBe(422);
    expect((await send(a.key, { document: doc('one') }, 'key-one', { prefer: 'respond-async' })).status).toBe(422);
  });

  it("keys are per account: another account's same key is its own request", async () => {
    const res = await send(b.key, { document: doc('one') }, 'key-one');
    expect(res.status).toBe(200);
    expect(res.headers.get('idempotent-replayed')).toBeNull();
    expect(runs('one')).toBe(2);
  });

  it('an asynchronous request with a key answers the same job again', async () => {
    const body = { document: doc('four', 'sleep=300') };
    const first = await send(a.key, body, 'key-four', { prefer: 'respond-async' });
    const second = await send(a.key, body, 'key-four', { prefer: 'respond-async' });
    expect([first.status, second.status]).toEqual([202, 202]);
    const [j1, j2] = [(await first.json()) as { job_id: string }, (await second.json()) as { job_id: string }];
    expect(j2.job_id).toBe(j1.job_id);
    expect(second.headers.get('location')).toBe(`/v1/jobs/${j1.job_id}`);
  });

  it('a malformed key is 400 before anything runs', async () => {
    for (const bad of ['', 'has space', 'x'.repeat(256)]) {
      const res = await send(a.key, { document: doc('five') }, undefined, { 'idempotency-key': bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect(runs('five')).toBe(0);
  });

  it('without a key nothing changes: each request runs', async () => {
    await send(a.key, { document: doc('six') });
    await send(a.key, { document: doc('six') });
    expect(runs('six')).toBe(2);
  });
});
