/**
 * Webhooks through the real service, embedded and in a fleet (a real worker process on Redis):
 * a local receiver (allowed explicitly: WEBHOOK_ALLOWED_HOSTS=127.0.0.1 and the 127.0.0.1/32
 * network) gets a signed POST when an asynchronous job ends; it is checked with the key's own
 * secret (GET /v1/webhook), retried after a 500, given up after the last attempt, every attempt
 * visible on GET /v1/jobs/{id}; a host the operator has not allowed is refused at submission.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebhookEvent, type JobResource, type WebhookSettings } from '@wcab/contract';
import { verifySignature } from '@wcab/webhooks';
import { post, servicesRequired, startTestServer, type TestServer } from '../../../test/support/server';
import { redisAvailable } from '../../../test/support/redis';
import { dropPrefix, FAST_FLEET, scripted, SCRIPTED_PROCESSOR, spawnWorker, testPrefix, until, type WorkerProcess } from '../../worker/test/support';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await redisAvailable(REDIS_URL);
if (!redisUp && servicesRequired()) throw new Error(`REQUIRE_SERVICES=1 but Redis at ${REDIS_URL} does not answer`);

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver speaking plain HTTP: `/ok` 200, `/flaky` 500 then 200, `/down` always 500. */
async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body });
      const seen = received.filter((r) => r.path === path).length;
      const status = path.startsWith('/down') ? 500 : path.startsWith('/flaky') && seen === 1 ? 500 : 200;
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'thanks' : 'try later');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    port,
    received,
    at: (path: string) => received.filter((r) => r.path === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function scenario(mode: 'embedded' | 'fleet') {
  let server: TestServer;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let keyA: string;
  let keyB: string;
  let worker: WorkerProcess | undefined;
  const prefix = testPrefix('hooks');
  const auth = (key: string) => ({ authorization: `Bearer ${key}` });
  const submit = async (key: string, body: Record<string, unknown>, kind = 'analyze-batch') =>
    post(`${server.url}/v1/${kind}`, body, key, { prefer: 'respond-async' });
  const job = async (key: string, id: string) => (await (await fetch(`${server.url}/v1/jobs/${id}`, { headers: auth(key) })).json()) as JobResource;
  const settings = async (key: string) => (await (await fetch(`${server.url}/v1/webhook`, { headers: auth(key) })).json()) as WebhookSettings;
  const putWebhook = (key: string, body: unknown) =>
    fetch(`${server.url}/v1/webhook`, { method: 'PUT', headers: { ...auth(key), 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const webhookSettled = (key: string, id: string, ms = 30_000) =>
    until(async () => ['delivered', 'failed'].includes((await job(key, id)).webhook?.state ?? ''), ms, `the webhook of ${id}`);

  beforeAll(async () => {
    receiver = await startReceiver();
    const env: Record<string, string> = {
      WORKER_PROCESSOR: SCRIPTED_PROCESSOR,
      WORKER_THREADS: '1',
      // The receiver is local: allowed explicitly, as an operator would allow an office server.
      WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
      WEBHOOK_ALLOWED_NETWORKS: '127.0.0.1/32',
      WEBHOOK_SECRET: 'test-master-secret-'.padEnd(40, 'x'),
      WEBHOOK_ATTEMPTS: '3',
      WEBHOOK_FIRST_DELAY_MS: '200',
      WEBHOOK_TIMEOUT_MS: '3000',
    };
    if (mode === 'fleet') Object.assign(env, { REDIS_URL, QUEUE_PREFIX: prefix, ...FAST_FLEET });
    if (mode === 'fleet') worker = await spawnWorker(env);
    server = await startTestServer({ env });
    keyA = (await server.createKey('enterprise')).key;
    keyB = (await server.createKey('enterprise')).key;
  }, 60_000);
  afterAll(async () => {
    await worker?.stop('SIGKILL');
    await server?.close();
    await receiver?.close();
    if (mode === 'fleet') await dropPrefix(REDIS_URL, prefix);
  });

  it("calls options.callback_url when the job ends, signed with the key's own secret", async () => {
    const accepted = await submit(keyA, { document: scripted('marker=hooked'), options: { callback_url: receiver.url('/ok') } });
    expect(accepted.status).toBe(202);
    const { job_id: id } = (await accepted.json()) as JobResource;
    await webhookSettled(keyA, id);
    const [delivery] = receiver.at('/ok');
    expect(delivery).toBeDefined();
    const event = WebhookEvent.parse(JSON.parse(delivery!.body));
    expect(event).toMatchObject({ type: 'job.succeeded', job_id: id, kind: 'batch', status: 'succeeded', links: { job: `/v1/jobs/${id}` } });
    expect(delivery!.headers['content-type']).toBe('application/json');
    expect(delivery!.headers['webhook-id']).toBe(id);

    const sent = { timestamp: delivery!.headers['webhook-timestamp'] as string, signature: delivery!.headers['webhook-signature'] as string };
    const mine = await settings(keyA);
    expect(mine.secret).toMatch(/^whsec_/);
    expect(verifySignature(mine.secret, sent, delivery!.body)).toEqual({ ok: true });
    // Another key's secret does not verify it, nor does a tampered body.
    expect(verifySignature((await settings(keyB)).secret, sent, delivery!.body)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifySignature(mine.secret, sent, delivery!.body.replace('succeeded', 'failed'))).toEqual({ ok: false, reason: 'mismatch' });

    const seen = await job(keyA, id);
    expect(seen.webhook).toMatchObject({ url: receiver.url('/ok'), state: 'delivered', attempts: [{ status: 200, duration_ms: expect.any(Number) }] });
    // The pipeline never saw the URL: the job's result is what it would be without one.
    expect(seen.result).toMatchObject({ success: true, data: { marker: 'hooked' } });
  }, 60_000);

  it('retries after a 500 and records both attempts', async () => {
    const accepted = await submit(keyA, { document: scripted('marker=flaky'), options: { callback_url: receiver.url('/flaky') } }, 'classify');
    const { job_id: id } = (await accepted.json()) as JobResource;
    await webhookSettled(keyA, id);
    const webhook = (await job(keyA, id)).webhook!;
    expect(webhook.state).toBe('delivered');
    expect(webhook.attempts.map((a) => a.status)).toEqual([500, 200]);
    expect(webhook.attempts[0]!.error).toContain('500');
    expect(Date.parse(webhook.attempts[1]!.at) - Date.parse(webhook.attempts[0]!.at)).toBeGreaterThanOrEqual(150);
    expect(receiver.at('/flaky')).toHaveLength(2);
  }, 60_000);

  it('gives up after the last attempt (WEBHOOK_ATTEMPTS) and says so', async () => {
    const accepted = await submit(keyA, { document: scripted('throw'), options: { callback_url: receiver.url('/down') } });
    const { job_id: id } = (await accepted.json()) as JobResource;
    await webhookSettled(keyA, id);
    const seen = await job(keyA, id);
    expect(seen.status).toBe('failed');
    expect(seen.webhook!.state).toBe('failed');
    expect(seen.webhook!.attempts.map((a) => a.status)).toEqual([500, 500, 500]);
    const bodies = receiver.at('/down').map((r) => WebhookEvent.parse(JSON.parse(r.body)));
    expect(bodies).toHaveLength(3);
    expect(bodies[0]).toMatchObject({ type: 'job.failed', error: { code: 'INTERNAL_ERROR' } });
    // Retries repeat the same delivery id, so a receiver can tell repeats apart.
    expect(new Set(receiver.at('/down').map((r) => r.headers['webhook-id']))).toEqual(new Set([id]));
  }, 60_000);

  it('refuses a host the operator has not allowed at submission, with a clear 400, and keeps serving', async () => {
    const before = receiver.received.length;
    for (const url of [`http://localhost:${receiver.port}/ok`, 'http://10.0.0.7/hook', 'http://169.254.169.254/latest/meta-data', 'https://example.com/hook']) {
      const res = await submit(keyA, { document: scripted(''), options: { callback_url: url } });
      expect(res.status, url).toBe(400);
      expect(await res.json(), url).toEqual({ error: expect.stringMatching(/not one the operator allows/), code: 'WEBHOOK_NOT_ALLOWED' });
    }
    const notUrl = await submit(keyA, { document: scripted(''), options: { callback_url: 'ftp://127.0.0.1/x' } });
    expect(notUrl.status).toBe(400);
    expect(((await notUrl.json()) as { code: string }).code).toBe('BAD_REQUEST');
    // A callback on a synchronous call would never be called: refused rather than ignored.
    const sync = await post(`${server.url}/v1/classify`, { document: scripted(''), options: { callback_url: receiver.url('/ok') } }, keyA);
    expect(sync.status).toBe(400);
    expect(await sync.json()).toEqual({ error: expect.stringContaining('Prefer: respond-async'), code: 'BAD_REQUEST' });
    // Multipart: the same field as a part, the same refusal.
    const form = new FormData();
    form.append('file', new Blob([Buffer.from(scripted(''), 'base64')], { type: 'application/pdf' }), 'x.pdf');
    form.append('options', JSON.stringify({ callback_url: 'http://10.0.0.7/hook' }));
    const multipart = await fetch(`${server.url}/v1/analyze-batch`, { method: 'POST', headers: { ...auth(keyA), prefer: 'respond-async' }, body: form });
    expect(multipart.status).toBe(400);
    expect(((await multipart.json()) as { code: string }).code).toBe('WEBHOOK_NOT_ALLOWED');
    expect(receiver.received.length).toBe(before);
    expect((await submit(keyA, { document: scripted('') })).status).toBe(202);
  });

  it("an account webhook (PUT /v1/webhook) is called for that key's jobs only, and can be removed", async () => {
    const refused = await putWebhook(keyB, { url: 'http://10.0.0.7/hook' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { code: string }).code).toBe('WEBHOOK_NOT_ALLOWED');
    for (const bad of [{}, { url: 'not a url' }, { url: receiver.url('/ok'), extra: 1 }]) {
      const res = await putWebhook(keyB, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe('BAD_REQUEST');
    }
    const set = await putWebhook(keyB, { url: receiver.url('/account-b') });
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({ url: receiver.url('/account-b'), secret: (await settings(keyB)).secret });
    expect((await settings(keyA)).url).toBeNull();

    const theirs = ((await (await submit(keyB, { document: scripted('marker=b') })).json()) as JobResource).job_id;
    const mine = ((await (await submit(keyA, { document: scripted('marker=a') })).json()) as JobResource).job_id;
    await webhookSettled(keyB, theirs);
    const delivered = receiver.at('/account-b').map((r) => WebhookEvent.parse(JSON.parse(r.body)).job_id);
    expect(delivered).toEqual([theirs]);
    await until(async () => (await job(keyA, mine)).status === 'succeeded', 30_000, "key A's job");
    expect((await job(keyA, mine)).webhook).toBeUndefined();

    expect((await putWebhook(keyB, { url: null })).status).toBe(200);
    expect((await settings(keyB)).url).toBeNull();
    const after = ((await (await submit(keyB, { document: scripted('marker=b2') })).json()) as JobResource).job_id;
    await until(async () => (await job(keyB, after)).status === 'succeeded', 30_000, "key B's second job");
    expect((await job(keyB, after)).webhook).toBeUndefined();
    expect(receiver.at('/account-b')).toHaveLength(1);
  }, 90_000);

  it('a cancelled job sends job.cancelled', async () => {
    const accepted = await submit(keyA, { document: scripted('sleep=20000 pages=20'), options: { callback_url: receiver.url('/cancelled') } });
    const { job_id: id } = (await accepted.json()) as JobResource;
    expect((await job(keyA, id)).webhook?.state).toBe('pending');
    await until(async () => (await job(keyA, id)).status === 'running', 30_000, 'the job to start');
    expect([200, 202]).toContain((await fetch(`${server.url}/v1/jobs/${id}`, { method: 'DELETE', headers: auth(keyA) })).status);
    await webhookSettled(keyA, id);
    const events = receiver.at('/cancelled').map((r) => WebhookEvent.parse(JSON.parse(r.body)));
    expect(events).toEqual([
      expect.objectContaining({ type: 'job.cancelled', job_id: id, status: 'cancelled', error: expect.objectContaining({ code: 'JOB_CANCELLED' }) }),
    ]);
  }, 60_000);
}

describe('webhooks, embedded', () => scenario('embedded'));
describe.skipIf(!redisUp)('webhooks, fleet (API + worker process on Redis)', () => scenario('fleet'));
