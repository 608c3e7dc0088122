/**
 * Hostile clients at the HTTP level, over raw sockets: trickled headers and bodies, an early error
 * answer while the client is still sending, oversized and malformed requests, a full queue. Each
 * gets a JSON `{error, code}` with its status in a bounded time and the connection is closed; the
 * next valid request is answered exactly as before. The timeouts are set short here
 * (HTTP_HEADERS_TIMEOUT_MS, HTTP_REQUEST_TIMEOUT_MS) so the suite runs in seconds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { withoutAnswerId } from '../support/answers';
import { postJson } from './client';
import { scannedBatch, textRequest } from './harness';
import { rawRequest } from '../support/rawHttp';

const HEADERS_TIMEOUT_MS = 1500;
const REQUEST_TIMEOUT_MS = 4000;
/** Slack for the server's timeout sweep and a loaded machine. */
const SLACK_MS = 3000;

let server: TestServer;
let key: string;
let valid: { body: string; answer: unknown };

beforeAll(async () => {
  server = await startTestServer({
    env: { WORKER_THREADS: '1', HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS), HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) },
  });
  key = (await server.createKey('enterprise')).key;
  const body = await textRequest();
  const first = await postJson(server.url, key, '/v1/classify', body);
  expect(first.status).toBe(200);
  valid = { body, answer: withoutAnswerId(first.body) };
});
afterAll(() => server?.close());

interface Exchange {
  status: number;
  headers: Record<string, string>;
  body: string;
  answeredMs: number;
  /** When the server closed the connection (ms after the request started). */
  closedMs: number;
}

/**
 * Sends `head`, then `trickle` (one chunk every `everyMs`, for as long as the socket is open), and
 * waits for the answer and the server closing the connection; fails if that takes `giveUpMs`.
 */
async function exchange(head: string, giveUpMs: number, trickle?: { chunk: string; everyMs: number }): Promise<Exchange> {
  const x = rawRequest(server.url, head);
  const sending = trickle ? x.trickle(trickle.chunk, trickle.everyMs) : undefined;
  let timer: NodeJS.Timeout | undefined;
  const giveUp = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the server held the connection for ${giveUpMs} ms`)), giveUpMs);
  });
  try {
    const [response, closed] = await Promise.race([Promise.all([x.response, x.closed]), giveUp]);
    return { status: response.status, headers: response.headers, body: response.body, answeredMs: response.afterMs, closedMs: closed.closedAfterMs };
  } finally {
    clearTimeout(timer);
    sending?.stop();
    x.socket.destroy();
  }
}

function expectJsonError(x: Exchange, status: number, code: string): void {
  const where = `${x.status} ${x.body.slice(0, 200)} (answered ${x.answeredMs} ms, closed ${x.closedMs} ms)`;
  expect(x.status, where).toBe(status);
  expect(x.headers['content-type'], where).toMatch(/^application\/json/);
  const json = JSON.parse(x.body) as { error: string; code: string };
  expect(json.code, where).toBe(code);
  expect(json.error.length, where).toBeGreaterThan(0);
}

async function expectStillServing(): Promise<void> {
  const next = await postJson(server.url, key, '/v1/classify', valid.body);
  expect({ status: next.status, body: withoutAnswerId(next.body) }).toEqual({ status: 200, body: valid.answer });
}

const post = (headers: string[], length: number) =>
  `POST /v1/classify HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n${headers.map((h) => `${h}\r\n`).join('')}\r\n`;

describe('slow and stalled clients', () => {
  it('headers trickled one byte at a time: 408 REQUEST_TIMEOUT and closed after the header timeout', async () => {
    const x = await exchange('POST /v1/classify HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ', 20_000, { chunk: 'a', everyMs: 100 });
    expectJsonError(x, 408, 'REQUEST_TIMEOUT');
    expect(x.closedMs).toBeLessThan(HEADERS_TIMEOUT_MS + SLACK_MS);
    await expectStillServing();
  });

  it('a body trickled at 5 bytes/s: 408 REQUEST_TIMEOUT and closed after the request timeout', async () => {
    const x = await exchange(`${post([`Authorization: Bearer ${key}`], 100_000)}{"document": "`, 20_000, { chunk: 'A', everyMs: 200 });
    expectJsonError(x, 408, 'REQUEST_TIMEOUT');
    expect(x.closedMs).toBeLessThan(REQUEST_TIMEOUT_MS + SLACK_MS);
    await expectStillServing();
  });

  it('an invalid key while the body still trickles: 401 at once, then the connection is closed', async () => {
    const x = await exchange(post([`Authorization: Bearer wcab_live_${'A'.repeat(40)}`], 10_000_000), 20_000, { chunk: 'A', everyMs: 200 });
    expectJsonError(x, 401, 'UNAUTHORIZED');
    expect(x.answeredMs).toBeLessThan(SLACK_MS);
    // Closed soon after the answer, not when the client stops sending (it never does).
    expect(x.closedMs).toBeLessThan(x.answeredMs + SLACK_MS);
    await expectStillServing();
  });

  it('a declared body over the limit: 413 before a byte of it is read, and closed', async () => {
    const x = await exchange(post([`Authorization: Bearer ${key}`], 2_000_000_000), 20_000, { chunk: 'A', everyMs: 200 });
    expectJsonError(x, 413, 'DOCUMENT_TOO_LARGE');
    expect(x.answeredMs).toBeLessThan(SLACK_MS);
    expect(x.closedMs).toBeLessThan(x.answeredMs + SLACK_MS);
    await expectStillServing();
  });
});

describe('oversized and malformed requests', () => {
  it('32 KB of headers: 431 HEADERS_TOO_LARGE as JSON', async () => {
    const x = await exchange(post([`Authorization: Bearer ${key}`, `X-Big: ${'a'.repeat(32 * 1024)}`], 0), 15_000);
    expectJsonError(x, 431, 'HEADERS_TOO_LARGE');
    await expectStillServing();
  });

  it('a 20 KB URL: 431 HEADERS_TOO_LARGE as JSON', async () => {
    const x = await exchange(`GET /v1/classify?${'q=1&'.repeat(5000)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`, 15_000);
    expectJsonError(x, 431, 'HEADERS_TOO_LARGE');
    await expectStillServing();
  });

  it('a request line that is not HTTP: 400 BAD_REQUEST as JSON', async () => {
    const x = await exchange('HELLO THERE\r\n\r\n', 15_000);
    expectJsonError(x, 400, 'BAD_REQUEST');
    await expectStillServing();
  });

  it('a Content-Length that disagrees with Transfer-Encoding: 400 BAD_REQUEST as JSON', async () => {
    const x = await exchange(`${post([`Authorization: Bearer ${key}`, 'Transfer-Encoding: chunked'], 5)}0\r\n\r\n`, 15_000);
    expectJsonError(x, 400, 'BAD_REQUEST');
    await expectStillServing();
  });
});

describe('a full queue', () => {
  it('503 SERVICE_UNAVAILABLE with Retry-After once the queue is full; the queued ones still answer 200', async () => {
    const small = await startTestServer({ env: { WORKER_THREADS: '1', QUEUE_MAX: '1' } });
    try {
      const smallKey = (await small.createKey('enterprise')).key;
      const body = JSON.stringify({ document: Buffer.from(await scannedBatch()).toString('base64') });
      const answers = await Promise.all(
        Array.from({ length: 5 }, async () => {
          const res = await fetch(`${small.url}/v1/analyze-batch`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${smallKey}` },
            body,
          });
          return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as { code?: string } };
        }),
      );
      const refused = answers.filter((a) => a.status === 503);
      expect(refused.length, JSON.stringify(answers.map((a) => a.status))).toBeGreaterThan(0);
      expect(answers.filter((a) => a.status === 200).length, JSON.stringify(answers.map((a) => a.status))).toBe(answers.length - refused.length);
      for (const a of refused) {
        expect(a.body.code).toBe('SERVICE_UNAVAILABLE');
        expect(a.retryAfter).toMatch(/^\d+$/);
      }
      expect(withoutAnswerId((await postJson(small.url, smallKey, '/v1/classify', valid.body)).body)).toEqual(valid.answer);
    } finally {
      await small.close();
    }
  }, 180_000);
});
