/**
 * Slow and oversized clients against the real server with its configured timeouts
 * (HTTP_HEADERS_TIMEOUT_MS, HTTP_REQUEST_TIMEOUT_MS, HTTP_KEEPALIVE_TIMEOUT_MS, set small here):
 * a trickled body or header section is cut with a JSON 408, an idle keep-alive connection is
 * closed (and reused before that, past the other two timeouts), an early error answer (401 while the body still arrives, 413 by Content-Length, 431)
 * closes the connection, and a job that runs longer than the request timeout is still answered.
 */
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startTestServer, type TestServer } from '../../../test/support/server';
import { rawRequest, type RawResponse } from '../../../test/support/rawHttp';

const slowJob = fileURLToPath(new URL('./fixtures/slowJob.ts', import.meta.url));
const PDF = Buffer.from('%PDF-1.7\n%%EOF').toString('base64');

let strict: TestServer;
let relaxed: TestServer;
let strictKey: string;
let relaxedKey: string;

beforeAll(async () => {
  const common = { WORKER_PROCESSOR: slowJob, WORKER_THREADS: '1', MAX_DOCUMENT_MB: '1' };
  strict = await startTestServer({
    env: { ...common, HTTP_HEADERS_TIMEOUT_MS: '1000', HTTP_REQUEST_TIMEOUT_MS: '1500', HTTP_KEEPALIVE_TIMEOUT_MS: '2500' },
  });
  relaxed = await startTestServer({ env: common });
  strictKey = (await strict.createKey('pro')).key;
  relaxedKey = (await relaxed.createKey('pro')).key;
});
afterAll(async () => {
  await strict?.close();
  await relaxed?.close();
});

function head(path: string, headers: Record<string, string | number>): string {
  return `POST ${path} HTTP/1.1\r\nHost: localhost\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n`;
}

function expectJsonError(res: RawResponse, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = JSON.parse(res.body) as { error: string; code: string };
  expect(body.code).toBe(code);
  expect(body.error.length).toBeGreaterThan(0);
}

/** The next ordinary request on a fresh connection is answered as usual. */
async function expectStillServing(server: TestServer, key: string) {
  const res = await post(`${server.url}/v1/classify`, { document: PDF }, key);
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ success: true, data: { slow: true } });
}

describe('request timeouts', () => {
  it('cuts a body trickled byte by byte at HTTP_REQUEST_TIMEOUT_MS with a JSON 408 and closes the socket', async () => {
    const exchange = rawRequest(
      strict.url,
      head('/v1/classify', { Authorization: `Bearer ${strictKey}`, 'Content-Type': 'application/json', 'Content-Length': 100_000 }),
    );
    exchange.trickle('A', 100);
    const res = await exchange.response;
    expectJsonError(res, 408, 'REQUEST_TIMEOUT');
    expect(res.afterMs).toBeGreaterThanOrEqual(1400);
    expect(res.afterMs).toBeLessThan(5000);
    expect(res.headers.connection).toBe('close');
    const { closedAfterMs } = await exchange.closed;
    expect(closedAfterMs - res.afterMs).toBeLessThan(2500);
    // The job takes 2.5 s, longer than the request timeout: waiting for a result is not cut.
    await expectStillServing(strict, strictKey);
  });

  it('cuts a header section that never ends at HTTP_HEADERS_TIMEOUT_MS with a JSON 408', async () => {
    const exchange = rawRequest(strict.url, 'POST /v1/classify HTTP/1.1\r\nHost: localhost\r\n');
    exchange.trickle('X-Slow: a\r\n', 100);
    const res = await exchange.response;
    expectJsonError(res, 408, 'REQUEST_TIMEOUT');
    expect(res.afterMs).toBeGreaterThanOrEqual(900);
    expect(res.afterMs).toBeLessThan(4000);
    await exchange.closed;
  });

  it('closes an idle keep-alive connection after HTTP_KEEPALIVE_TIMEOUT_MS', async () => {
    const exchange = rawRequest(strict.url, 'GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const res = await exchange.response;
    expect(res.status).toBe(200);
    expect(res.headers.connection).toMatch(/keep-alive/i);
    const { closedAfterMs } = await exchange.closed;
    expect(closedAfterMs - res.afterMs).toBeGreaterThanOrEqual(2400);
    expect(closedAfterMs - res.afterMs).toBeLessThan(6000);
  });

  it('answers on a connection reused after idling longer than the header and request timeouts', async () => {
    // The keep-alive timeout outlasts the other two (as by default: a client's pool reuses a connection it kept),
    // and an idle connection's silence counts against neither: the next request's clock starts with its own bytes.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const req = http.get(`${strict.url}/health`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
        });
        req.on('error', reject);
      });
    try {
      expect(await get()).toEqual({ status: 200, reused: false });
      await new Promise((r) => setTimeout(r, 1800));
      expect(await get()).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  });
});

describe('early answers close the connection', () => {
  it('a 401 sent while the body still arrives closes the socket instead of reading the rest', async () => {
    const exchange = rawRequest(
      relaxed.url,
      head('/v1/classify', { Authorization: `Bearer wcab_live_${'Z'.repeat(40)}`, 'Content-Type': 'application/json', 'Content-Length': 10_000_000 }),
    );
    exchange.trickle('{"document":"', 50);
    const res = await exchange.response;
    expectJsonError(res, 401, 'UNAUTHORIZED');
    expect(res.headers.connection).toBe('close');
    const { closedAfterMs } = await exchange.closed;
    expect(closedAfterMs - res.afterMs).toBeLessThan(2000);
    await expectStillServing(relaxed, relaxedKey);
  });

  it('a body declared over the limit gets 413 before any of it is sent, and the socket closes', async () => {
    const exchange = rawRequest(
      relaxed.url,
      head('/v1/analyze-batch', { Authorization: `Bearer ${relaxedKey}`, 'Content-Type': 'application/json', 'Content-Length': 50_000_000 }),
    );
    const res = await exchange.response;
    expectJsonError(res, 413, 'DOCUMENT_TOO_LARGE');
    expect(res.headers.connection).toBe('close');
    expect(res.afterMs).toBeLessThan(3000);
    await exchange.closed;
    await expectStillServing(relaxed, relaxedKey);
  });

  it('headers too large get a JSON 431 and the socket closes', async () => {
    const exchange = rawRequest(
      relaxed.url,
      head('/v1/classify', { Authorization: `Bearer ${relaxedKey}`, 'X-Padding': 'p'.repeat(20_000), 'Content-Length': 0 }),
    );
    const res = await exchange.response;
    expectJsonError(res, 431, 'HEADERS_TOO_LARGE');
    await exchange.closed;
    await expectStillServing(relaxed, relaxedKey);
  });

  it('a malformed request line gets a JSON 400', async () => {
    const exchange = rawRequest(relaxed.url, 'NOT HTTP AT ALL\r\n\r\n');
    const res = await exchange.response;
    expectJsonError(res, 400, 'BAD_REQUEST');
    await exchange.closed;
  });
});
