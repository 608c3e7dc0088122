/**
 * Issue 35: the work budget charged during a job, through the real embedded service. A 150 KB
 * document whose pages each cost the job thread far more CPU than the budget gives a page is
 * stopped early with `422 DOCUMENT_TOO_COMPLEX` naming the budget, the service answers the next
 * request as before, and the usage log charges exactly the pages the job worked (REST and MCP),
 * a successful job its whole document. The rendered-pixel budget (MAX_PAGE_RENDER_MEGAPIXELS) the same
 * way, on a service of its own.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { workBombs, makeTextPdf, rasterizePdf } from '@wcab/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startTestServer, type TestServer } from '../support/server';
import { toBase64 } from '../support/pdfs';

let server: TestServer;
let key: { key: string; id: string };

beforeAll(async () => {
  // Pixel budgets raised so that the 144-megapixel pages reach the engine; 0.1 CPU second a page.
  server = await startTestServer({ env: { MAX_PAGE_CPU_SECONDS: '0.1', MIN_JOB_CPU_SECONDS: '0.1', MAX_PAGE_MEGAPIXELS: '150', WORKER_THREADS: '1' } });
  key = await server.createKey('enterprise', ['classify', 'batch', 'mcp'], 'work');
}, 60_000);
afterAll(() => server?.close());

function usage(keyId: string): { route: string; status: number; pages: number }[] {
  const db = new Database(path.join(server.dataDir, 'keys.sqlite'), { readonly: true });
  try {
    return db.prepare('SELECT route, status, pages FROM usage_records WHERE key_id = ? ORDER BY at, rowid').all(keyId) as never;
  } finally {
    db.close();
  }
}

const workedOf = (message: string) => Number(/and (\d+) of its pages/.exec(message)?.[1]);

async function mcpCall(tool: string, args: Record<string, unknown>): Promise<{ text: string; isError?: boolean }> {
  const res = await fetch(`${server.url}/mcp`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      authorization: `Bearer ${key.key}`,
      'mcp-protocol-version': '2025-06-18',
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: tool, arguments: args } }),
  });
  const text = await res.text();
  const line = text.split('\n').find((l) => l.startsWith('data:'));
  const message = JSON.parse(line ? line.slice(5) : text) as { result: { content: { text: string }[]; isError?: boolean } };
  return { text: message.result.content[0]!.text, isError: message.result.isError };
}

describe('the CPU work budget (MAX_PAGE_CPU_SECONDS) through the service', () => {
  let refusedPages = 0;

  it('stops a small document early: 422 DOCUMENT_TOO_COMPLEX naming the budget', async () => {
    const res = await post(`${server.url}/v1/analyze-batch`, { document: toBase64(workbomb()) }, key.key);
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: string; code: string };
    expect(body).toEqual({ error: expect.stringMatching(/budget of 0\.8 CPU seconds.*MAX_PAGE_CPU_SECONDS/), code: 'DOCUMENT_TOO_COMPLEX' });
    refusedPages = workedOf(body.error);
    expect(refusedPages).toBeGreaterThanOrEqual(1);
    expect(refusedPages).toBeLessThan(8);
  }, 60_000);

  it('answers the next request as usual, and the usage log charges exactly the pages worked', async () => {
    const ok = await post(
      `${server.url}/v1/classify`,
      { document: toBase64(await makeTextPdf([['NOTICE OF HEARING'], ['Case Number: ADJ1234567']])) },
      key.key,
    );
    expect(ok.status).toBe(200);
    await waitFor(() => usage(key.id).length === 2);
    expect(usage(key.id)).toEqual([
      { route: '/v1/analyze-batch', status: 422, pages: refusedPages },
      { route: '/v1/classify', status: 200, pages: 2 },
    ]);
  }, 30_000);

  it('MCP: the same refusal as a tool error, its usage charged the pages worked', async () => {
    const result = await mcpCall('analyze_batch', { document: toBase64(workbomb()) });
    expect(result.isError).toBe(true);
    expect(result.text).toMatch(/MAX_PAGE_CPU_SECONDS.*\(DOCUMENT_TOO_COMPLEX\)$/);
    const worked = workedOf(result.text);
    expect(worked).toBeGreaterThanOrEqual(1);
    await waitFor(() => usage(key.id).length === 3);
    expect(usage(key.id)[2]).toEqual({ route: 'mcp:analyze_batch', status: 422, pages: worked });
  }, 60_000);
});

describe('the rendered-pixel budget (MAX_PAGE_RENDER_MEGAPIXELS) through the service', () => {
  let tight: TestServer;
  let tightKey: { key: string; id: string };
  beforeAll(async () => {
    tight = await startTestServer({ env: { MAX_PAGE_RENDER_MEGAPIXELS: '1', WORKER_THREADS: '1' } });
    tightKey = await tight.createKey('enterprise', ['classify', 'batch'], 'pixels');
  }, 60_000);
  afterAll(() => tight?.close());

  it('a 4-page scan needing more rendering than 1 MP a page: 422 naming the budget, the next request answered', async () => {
    const scan = await rasterizePdf(await makeTextPdf([['PROGRESS REPORT', 'Patient: Maria Garcia'], ['Page two'], ['Page three'], ['Page four']]), {
      dpi: 200,
    });
    const res = await post(`${tight.url}/v1/analyze-batch`, { document: toBase64(scan) }, tightKey.key);
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: string; code: string };
    expect(body).toEqual({
      error: expect.stringMatching(/more rendering than its budget of 4 megapixels.*MAX_PAGE_RENDER_MEGAPIXELS/),
      code: 'DOCUMENT_TOO_COMPLEX',
    });
    expect(workedOf(body.error)).toBeLessThan(4);
    const ok = await post(
      `${tight.url}/v1/classify`,
      { document: toBase64(await makeTextPdf([['NOTICE OF HEARING', 'Case Number: ADJ1234567']])) },
      tightKey.key,
    );
    expect(ok.status).toBe(200);
  }, 120_000);
});

const workbomb = () => workBombs.sharedHugeImagePdf(8);

async function waitFor(ok: () => boolean, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}
