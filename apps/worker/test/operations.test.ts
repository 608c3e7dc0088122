/**
 * Operations surface: GET /metrics (API and worker) and the /admin/queues dashboard behind the
 * operator token, and asynchronous jobs in the embedded mode (no Redis).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, servicesRequired, startTestServer, type TestServer } from '../../../test/support/server';
import { redisAvailable } from '../../../test/support/redis';
import { dropPrefix, scripted, SCRIPTED_PROCESSOR, spawnWorker, testPrefix, until, type WorkerProcess } from './support';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const available = await redisAvailable(REDIS_URL);
if (!available && servicesRequired()) throw new Error(`REQUIRE_SERVICES=1 but Redis at ${REDIS_URL} does not answer`);
if (!available) console.warn(`[skip] Redis at ${REDIS_URL} does not answer: dashboard and worker metrics tests skipped`);

const TOKEN = 'op-token-0123456789abcdef';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const basic = (password: string) => ({ authorization: `Basic ${Buffer.from(`ops:${password}`).toString('base64')}` });

describe('embedded mode', () => {
  let server: TestServer;
  let bare: TestServer;
  let key: string;
  beforeAll(async () => {
    server = await startTestServer({ env: { OPERATOR_TOKEN: TOKEN, WORKER_PROCESSOR: SCRIPTED_PROCESSOR, WORKER_THREADS: '1' } });
    bare = await startTestServer({ env: { WORKER_PROCESSOR: SCRIPTED_PROCESSOR, WORKER_THREADS: '1' } });
    key = (await server.createKey('pro')).key;
  });
  afterAll(async () => {
    await server?.close();
    await bare?.close();
  });

  it('/metrics and /admin/queues do not exist without an operator token', async () => {
    for (const path of ['/metrics', '/admin/queues']) {
      const res = await fetch(bare.url + path, { headers: bearer(TOKEN) });
      expect(res.status).toBe(404);
      expect(((await res.json()) as { code: string }).code).toBe('NOT_FOUND');
    }
  });

  it('/metrics wants the operator token: not none, not a wrong one, not an API key', async () => {
    for (const headers of [{}, bearer('wrong-token-0123456789'), bearer(key), basic('nope')]) {
      const res = await fetch(`${server.url}/metrics`, { headers });
      expect(res.status).toBe(401);
      expect(((await res.json()) as { code: string }).code).toBe('UNAUTHORIZED');
    }
  });

  it('exports requests by route and status, job durations by stage, pages and OCR pages, and the queue depth', async () => {
    expect((await post(`${server.url}/v1/classify`, { document: scripted('sleep=60 pages=3') }, key)).status).toBe(200);
    expect((await post(`${server.url}/v1/classify`, {}, key)).status).toBe(400);
    const res = await fetch(`${server.url}/metrics`, { headers: bearer(TOKEN) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/wcab_http_requests_total\{[^}]*route="\/v1\/classify"[^}]*status="200"[^}]*\} 1/);
    expect(text).toMatch(/wcab_http_requests_total\{[^}]*route="\/v1\/classify"[^}]*status="400"[^}]*\} 1/);
    expect(text).toMatch(/wcab_http_request_duration_seconds_count\{[^}]*route="\/v1\/classify"/);
    expect(text).toMatch(/wcab_job_duration_seconds_count\{[^}]*kind="classify"[^}]*result="ok"[^}]*\} 1/);
    expect(text).toMatch(/wcab_job_stage_duration_seconds_count\{[^}]*stage="ocr"[^}]*\} 1/);
    expect(text).toMatch(/wcab_pages_processed_total\{[^}]*kind="classify"[^}]*\} 3/);
    expect(text).toMatch(/wcab_ocr_pages_total\{[^}]*\} 3/);
    expect(text).toMatch(/wcab_queue_jobs\{[^}]*state="waiting"[^}]*\} 0/);
    expect(text).toMatch(/wcab_process_cpu_seconds_total/);
    expect(text).not.toContain(key);
  });

  it('asynchronous jobs work without Redis: 202, then the result for the same key, counted once', async () => {
    const accepted = await post(`${server.url}/v1/analyze-batch`, { document: scripted('sleep=300 pages=2 marker=embedded') }, key, {
      prefer: 'respond-async; wait=5',
    });
    expect(accepted.status).toBe(202);
    const afterPost = Number(accepted.headers.get('x-ratelimit-remaining'));
    const location = accepted.headers.get('location')!;
    let body: { status: string; result?: unknown; progress?: unknown } | undefined;
    let last: Response | undefined;
    await until(
      async () => {
        last = await fetch(server.url + location, { headers: bearer(key) });
        body = (await last.json()) as typeof body;
        return body!.status === 'succeeded';
      },
      15_000,
      'the job',
    );
    expect(body).toMatchObject({
      kind: 'batch',
      result: { success: true, data: { marker: 'embedded', kind: 'batch' } },
      progress: { pages_done: 2, pages_total: 2 },
    });
    expect(Number(last!.headers.get('x-ratelimit-remaining'))).toBe(afterPost);
    const stranger = (await server.createKey('pro')).key;
    expect((await fetch(server.url + location, { headers: bearer(stranger) })).status).toBe(404);
    // DELETE cancels a job (GET /v1/jobs, docs/jobs.md): this one has ended, so there is nothing to cancel.
    expect((await fetch(server.url + location, { method: 'DELETE', headers: bearer(key) })).status).toBe(409);
    expect((await fetch(server.url + location, { method: 'PATCH', headers: bearer(key) })).status).toBe(405);
  });

  it('an asynchronous job that fails reports the error and the status the synchronous call would have had', async () => {
    const accepted = await post(`${server.url}/v1/classify`, { document: scripted('throw') }, key, { prefer: 'respond-async' });
    const location = accepted.headers.get('location')!;
    let body: { status: string } | undefined;
    await until(
      async () => {
        body = (await (await fetch(server.url + location, { headers: bearer(key) })).json()) as typeof body;
        return body!.status === 'failed';
      },
      15_000,
      'the job',
    );
    expect(body).toMatchObject({ error: { code: 'INTERNAL_ERROR', error: 'Internal error while processing the document' }, result_status: 500 });
  });
});

describe.skipIf(!available)('fleet mode', () => {
  const prefix = testPrefix('ops');
  let server: TestServer;
  let bare: TestServer;
  let worker: WorkerProcess;
  let quiet: WorkerProcess;
  let key: string;
  beforeAll(async () => {
    const env = { REDIS_URL, QUEUE_PREFIX: prefix, WORKER_PROCESSOR: SCRIPTED_PROCESSOR };
    server = await startTestServer({ env: { ...env, OPERATOR_TOKEN: TOKEN } });
    bare = await startTestServer({ env });
    [worker, quiet] = await Promise.all([spawnWorker({ ...env, OPERATOR_TOKEN: TOKEN }), spawnWorker({ ...env, QUEUE_PREFIX: `${prefix}-idle` })]);
    key = (await server.createKey('enterprise')).key;
  });
  afterAll(async () => {
    await Promise.all([worker?.stop('SIGKILL'), quiet?.stop('SIGKILL')]);
    await server?.close();
    await bare?.close();
    await dropPrefix(REDIS_URL, prefix);
    await dropPrefix(REDIS_URL, `${prefix}-idle`);
  });

  it('serves the queue dashboard at /admin/queues behind the operator token (Basic auth for browsers)', async () => {
    const refused = await fetch(`${server.url}/admin/queues`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toMatch(/^Basic realm=/);
    expect((await fetch(`${server.url}/admin/queues`, { headers: basic('wrong') })).status).toBe(401);
    const page = await fetch(`${server.url}/admin/queues`, { headers: basic(TOKEN) });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const api = await fetch(`${server.url}/admin/queues/api/queues`, { headers: bearer(TOKEN) });
    expect(api.status).toBe(200);
    expect(JSON.stringify(await api.json())).toContain('documents');
    expect((await fetch(`${bare.url}/admin/queues`, { headers: basic(TOKEN) })).status).toBe(404);
  });

  it('the worker exports its job metrics on its own port, behind the same token', async () => {
    expect((await post(`${server.url}/v1/classify`, { document: scripted('pages=2') }, key)).status).toBe(200);
    const url = `http://127.0.0.1:${worker.port}/metrics`;
    expect((await fetch(url)).status).toBe(401);
    const text = await (await fetch(url, { headers: bearer(TOKEN) })).text();
    expect(text).toMatch(/wcab_job_duration_seconds_count\{service="worker",kind="classify",result="ok"\} 1/);
    expect(text).toMatch(/wcab_ocr_pages_total\{[^}]*\} 2/);
    // A worker without a token has no /metrics.
    expect((await fetch(`http://127.0.0.1:${quiet.port}/metrics`, { headers: bearer(TOKEN) })).status).toBe(404);
    // The API sees the round trip and the queue depth from Redis.
    const api = await (await fetch(`${server.url}/metrics`, { headers: bearer(TOKEN) })).text();
    expect(api).toMatch(/wcab_job_roundtrip_seconds_count\{[^}]*kind="classify"[^}]*result="ok"[^}]*\} 1/);
    expect(api).toMatch(/wcab_queue_jobs\{[^}]*state="active"[^}]*\} 0/);
  });
});
