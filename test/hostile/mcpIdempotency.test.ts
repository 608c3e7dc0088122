/**
 * Issue 35: Idempotency-Key on MCP tool calls, with the REST routes' semantics, through the real
 * embedded service and pipeline. The same key and the same call within 24 hours answer the first
 * call's result without running or counting it again (one job in the account's list, one usage
 * record, the rate-limit count unchanged); the same key with another call is refused
 * (IDEMPOTENCY_KEY_REUSED); another account using the same key string gets its own work and never
 * the first account's result; a malformed key is a JSON-RPC 400.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { makeTextPdf } from '@wcab/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startTestServer, type TestServer } from '../support/server';
import { toBase64 } from '../support/pdfs';

let server: TestServer;
let a: { key: string; id: string };
let b: { key: string; id: string };
let hearing: string;
let report: string;

beforeAll(async () => {
  server = await startTestServer();
  a = await server.createKey('pro', ['classify', 'batch', 'mcp'], 'A');
  b = await server.createKey('pro', ['classify', 'batch', 'mcp'], 'B');
  hearing = toBase64(await makeTextPdf([['NOTICE OF HEARING', 'MARIA GARCIA, Applicant', 'Case Number: ADJ1234567']]));
  report = toBase64(await makeTextPdf([['PRIMARY TREATING PHYSICIAN PROGRESS REPORT (PR-2)', 'Patient: JOHN SMITH', 'Case Number: ADJ7654321']]));
}, 60_000);
afterAll(() => server?.close());

interface Call {
  status: number;
  remaining: number;
  /** The JSON-RPC response: a result, or an error. */
  message: { result?: { structuredContent?: unknown; content: { text: string }[]; isError?: boolean }; error?: { code: number; message: string } };
}

async function callTool(key: string, document: string, idempotencyKey?: string, id = 1): Promise<Call> {
  const res = await fetch(`${server.url}/mcp`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      authorization: `Bearer ${key}`,
      'mcp-protocol-version': '2025-06-18',
      ...(idempotencyKey !== undefined ? { 'idempotency-key': idempotencyKey } : {}),
    },
    body: JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'classify_document', arguments: { document } } }),
  });
  const text = await res.text();
  const line = text.split('\n').find((l) => l.startsWith('data:'));
  return {
    status: res.status,
    remaining: Number(res.headers.get('x-ratelimit-remaining')),
    message: JSON.parse(line ? line.slice(5) : text) as Call['message'],
  };
}

async function jobsOf(key: string): Promise<number> {
  const res = await fetch(`${server.url}/v1/jobs`, { headers: { authorization: `Bearer ${key}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { jobs: unknown[] }).jobs.length;
}

function usageRows(keyId: string): number {
  const db = new Database(path.join(server.dataDir, 'keys.sqlite'), { readonly: true });
  try {
    return (db.prepare("SELECT COUNT(*) AS n FROM usage_records WHERE key_id = ? AND route = 'mcp:classify_document'").get(keyId) as { n: number }).n;
  } finally {
    db.close();
  }
}

const typeOf = (call: Call) => (call.message.result?.structuredContent as { document_type?: string } | undefined)?.document_type;

describe('Idempotency-Key on an MCP tool call', () => {
  let first: Call;

  it('the same key and call answer the first result again: the work runs once and is counted once', async () => {
    first = await callTool(a.key, hearing, 'mcp-key-one');
    expect(first.status).toBe(200);
    expect(first.message.result?.isError).toBeFalsy();
    expect(typeOf(first)).toBe('wcab_form');
    const again = await callTool(a.key, hearing, 'mcp-key-one', 2);
    expect(again.message.result?.structuredContent).toEqual(first.message.result?.structuredContent);
    expect(again.remaining).toBe(first.remaining); // not counted again
    expect(await jobsOf(a.key)).toBe(1); // one job did the work
    await new Promise((r) => setTimeout(r, 1500)); // the usage recorder flushes within a second
    expect(usageRows(a.id)).toBe(1);
  }, 60_000);

  it('the same key with another call is refused (IDEMPOTENCY_KEY_REUSED), not run and not counted', async () => {
    const reused = await callTool(a.key, report, 'mcp-key-one', 3);
    expect(reused.message.result?.isError).toBe(true);
    expect(reused.message.result?.content[0]?.text).toMatch(/different request.*\(IDEMPOTENCY_KEY_REUSED\)$/);
    expect(reused.remaining).toBe(first.remaining);
    expect(await jobsOf(a.key)).toBe(1);
  }, 30_000);

  it("another account's call with the same key string is its own: its work, its result, never the first account's", async () => {
    const other = await callTool(b.key, report, 'mcp-key-one');
    expect(other.message.result?.isError).toBeFalsy();
    expect(typeOf(other)).not.toBe(typeOf(first));
    expect(JSON.stringify(other.message.result?.structuredContent)).toContain('ADJ7654321');
    expect(JSON.stringify(other.message.result?.structuredContent)).not.toContain('ADJ1234567');
    const same = await callTool(b.key, hearing, 'mcp-key-two');
    expect(same.message.result?.structuredContent).toEqual(first.message.result?.structuredContent); // same document, same answer, own work
    expect(await jobsOf(b.key)).toBe(2);
    expect(await jobsOf(a.key)).toBe(1);
  }, 60_000);

  it('two calls with one key at once share one job and one answer', async () => {
    const [x, y] = await Promise.all([callTool(a.key, report, 'mcp-key-race', 4), callTool(a.key, report, 'mcp-key-race', 5)]);
    expect(x.message.result?.isError).toBeFalsy();
    expect(y.message.result?.structuredContent).toEqual(x.message.result?.structuredContent);
    expect(await jobsOf(a.key)).toBe(2);
  }, 60_000);

  it('REST and MCP share the records: the key of an MCP call sent to /v1/classify is another request (422)', async () => {
    const res = await post(`${server.url}/v1/classify`, { document: hearing }, a.key, { 'idempotency-key': 'mcp-key-one' });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: expect.stringMatching(/different request/), code: 'IDEMPOTENCY_KEY_REUSED' });
  }, 30_000);

  it('a malformed key is a JSON-RPC 400 naming it; the endpoint serves the next call', async () => {
    for (const bad of ['has space', 'x'.repeat(256), 'caf\u00e9']) {
      const res = await fetch(`${server.url}/mcp`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          authorization: `Bearer ${a.key}`,
          'idempotency-key': bad,
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 9, method: 'tools/call', params: { name: 'classify_document', arguments: { document: hearing } } }),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32600, message: expect.stringMatching(/Idempotency-Key must be/) } });
    }
    const next = await callTool(a.key, hearing);
    expect(typeOf(next)).toBe('wcab_form');
  }, 30_000);
});
