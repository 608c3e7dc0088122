/**
 * /mcp over Streamable HTTP against the real API process (startServer: key store, limiter, usage
 * log, worker-thread pipeline), driven by the SDK's own Client in both protocol eras.
 * Classification quality is not under test here: only the result's shape (the contract's zod
 * schemas) and what the generated PDFs make certain (page count, ADJ numbers).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BatchResult, ClassificationResult } from '@wcab/contract';
import { SqliteKeyStore } from '@wcab/accounts';
import { fixedClock, startTestServer, type TestServer } from '../../../test/support/server';
import { toBase64 } from '../../../test/support/pdfs';
import { rawRequest } from '../../../test/support/rawHttp';
import { MCP_CHALLENGE } from '../src/auth';
import { connect, ERA_VERSION, ERAS, exchangeFor, paddedPdf, textOf, wcabPdf } from './support';

const clock = fixedClock('2026-01-30T12:00:30.000Z');
let server: TestServer;
let key: string;
let pdf: string;
let documents: string;

beforeAll(async () => {
  documents = fs.mkdtempSync(path.join(os.tmpdir(), 'wcab-mcp-docs-'));
  fs.writeFileSync(path.join(documents, 'notice.pdf'), await wcabPdf());
  // 6 MB documents: above both the SDK's 4 MiB and express's 100 kB default body limits.
  server = await startTestServer({ clock, env: { MAX_DOCUMENT_MB: '6', MCP_FILE_ROOTS: documents } });
  key = (await server.createKey('enterprise')).key;
  pdf = toBase64(await wcabPdf());
});
afterAll(async () => {
  await server.close();
  fs.rmSync(documents, { recursive: true, force: true });
});

const initialize = (headers: Record<string, string>) =>
  fetch(`${server.url}/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
    }),
  });

describe.each(ERAS)('MCP over Streamable HTTP, %s era', (era) => {
  it('negotiates its protocol revision and lists the three tools with contract-derived schemas', async () => {
    const { client, close } = await connect(server.url, key, era);
    try {
      expect(client.getNegotiatedProtocolVersion()).toBe(ERA_VERSION[era]);
      expect(client.getServerVersion()?.name).toBe('wcab-document-intelligence');
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name).sort()).toEqual(['analyze_batch', 'classify_document', 'classify_file', 'submit_correction']);
      for (const tool of tools) {
        expect(tool.description!.length).toBeGreaterThan(100);
        // Every tool reads but submit_correction, which stores what it is told.
        expect(tool.annotations?.readOnlyHint).toBe(tool.name !== 'submit_correction');
        // Self-contained schemas: no $ref for clients that do not follow them.
        expect(JSON.stringify(tool.inputSchema)).not.toContain('$ref');
        expect(JSON.stringify(tool.outputSchema)).not.toContain('$ref');
      }
      const byName = Object.fromEntries(tools.map((t) => [t.name, t]));
      const classifyOut = byName.classify_document!.outputSchema as { properties: Record<string, unknown>; required: string[] };
      expect(Object.keys(classifyOut.properties).sort()).toEqual(Object.keys(ClassificationResult.shape).sort());
      expect(byName.classify_file!.outputSchema).toEqual(classifyOut);
      expect(Object.keys((byName.analyze_batch!.outputSchema as { properties: object }).properties).sort()).toEqual(Object.keys(BatchResult.shape).sort());
      expect(byName.classify_document!.inputSchema.required).toEqual(['document']);
      expect(Object.keys(byName.classify_document!.inputSchema.properties!).sort()).toEqual(['activity_types', 'cases', 'document', 'filename', 'options']);
      expect(byName.classify_file!.inputSchema.required).toEqual(['path']);
    } finally {
      await close();
    }
  });

  it('classify_document returns the Classification result as structuredContent and as JSON text', async () => {
    const { client, close } = await connect(server.url, key, era);
    try {
      const result = await client.callTool({
        name: 'classify_document',
        arguments: { document: pdf, filename: 'notice.pdf', options: { extract_adj: true, extract_dates: true } },
      });
      expect(result.isError).toBeFalsy();
      const data = ClassificationResult.parse(result.structuredContent);
      expect(data.page_count).toBe(2);
      expect(data.adj_numbers.map((a) => a.number)).toEqual(expect.arrayContaining(['ADJ1234567', 'ADJ7654321']));
      expect(JSON.parse(textOf(result))).toEqual(result.structuredContent);
    } finally {
      await close();
    }
  });

  it('classify_file reads a PDF below MCP_FILE_ROOTS and returns the same result shape', async () => {
    const { client, close } = await connect(server.url, key, era);
    try {
      const result = await client.callTool({ name: 'classify_file', arguments: { path: 'notice.pdf', options: { extract_adj: true } } });
      expect(result.isError, textOf(result)).toBeFalsy();
      const data = ClassificationResult.parse(result.structuredContent);
      expect(data.page_count).toBe(2);
      expect(data.adj_numbers.map((a) => a.number)).toEqual(expect.arrayContaining(['ADJ1234567']));
    } finally {
      await close();
    }
  });

  it('bad base64 and a non-PDF come back as isError results with a clear message', async () => {
    const { client, close } = await connect(server.url, key, era);
    try {
      const badBase64 = await client.callTool({ name: 'classify_document', arguments: { document: 'not base64 at all!', filename: 'scan.pdf' } });
      expect(badBase64.isError).toBe(true);
      expect(textOf(badBase64)).toBe('scan.pdf: document is not valid base64 (INVALID_BASE64)');
      const notPdf = await client.callTool({ name: 'classify_document', arguments: { document: Buffer.from('hello, world').toString('base64') } });
      expect(notPdf.isError).toBe(true);
      expect(textOf(notPdf)).toMatch(/not a PDF.*\(INVALID_PDF\)$/);
      const neither = await client.callTool({ name: 'analyze_batch', arguments: {} });
      expect(neither.isError).toBe(true);
      expect(textOf(neither)).toMatch(/exactly one of document .* or path/);
    } finally {
      await close();
    }
  });

  it('analyze_batch returns the batch result and reports progress (start and done) when asked', async () => {
    const { client, close } = await connect(server.url, key, era);
    try {
      const progress: Array<{ progress: number; total?: number; message?: string }> = [];
      const result = await client.callTool(
        { name: 'analyze_batch', arguments: { document: pdf, activity_types: ['Notice of Hearing', 'Correspondence'] } },
        { onprogress: (p) => progress.push(p) },
      );
      expect(result.isError, textOf(result)).toBeFalsy();
      const data = BatchResult.parse(result.structuredContent);
      expect(data.documents.length).toBeGreaterThan(0);
      expect(progress.length).toBeGreaterThanOrEqual(2);
      expect(progress[0]!.progress).toBe(0);
      const last = progress.at(-1)!;
      expect(last).toMatchObject({ progress: 2, total: 2 });
      for (let i = 1; i < progress.length; i++) expect(progress[i]!.progress).toBeGreaterThan(progress[i - 1]!.progress);
    } finally {
      await close();
    }
  });

  it('tools/call counts against the key (X-RateLimit-Remaining), initialize and tools/list do not', async () => {
    const created = await server.createKey('trial');
    const { client, exchanges, close } = await connect(server.url, created.key, era);
    try {
      const remaining = (method: string) => exchangeFor(exchanges, method).headers.get('x-ratelimit-remaining');
      await client.listTools();
      expect(remaining('tools/list')).toBe('100');
      await client.callTool({ name: 'classify_document', arguments: { document: '!!' } });
      expect(remaining('tools/call')).toBe('99');
      await client.listTools();
      expect(remaining('tools/list')).toBe('99');
      await client.callTool({ name: 'classify_file', arguments: { path: 'a.pdf' } });
      expect(remaining('tools/call')).toBe('98');
      expect(exchangeFor(exchanges, 'tools/call').headers.get('x-ratelimit-limit')).toBe('100');
    } finally {
      await close();
    }
  });
});

describe('authentication', () => {
  it('401 with exactly `Bearer error="invalid_token"` for a missing or bad key, and no OAuth discovery', async () => {
    const attempts: Array<Record<string, string>> = [{}, { authorization: 'Bearer not-a-key' }, { authorization: `Bearer wcab_live_${'A'.repeat(40)}` }];
    for (const headers of attempts) {
      const res = await initialize(headers);
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe(MCP_CHALLENGE);
      expect(res.headers.get('www-authenticate')).not.toContain('resource_metadata');
      expect(((await res.json()) as { code: string }).code).toBe('UNAUTHORIZED');
    }
    for (const wellKnown of ['oauth-protected-resource', 'oauth-protected-resource/mcp', 'oauth-authorization-server']) {
      const res = await fetch(`${server.url}/.well-known/${wellKnown}`);
      expect(res.status).toBe(404);
    }
    await expect(connect(server.url, undefined, 'legacy')).rejects.toThrow(/401|Unauthorized/i);
    await expect(connect(server.url, 'wrong', 'modern')).rejects.toThrow(/401|Unauthorized/i);
  });

  it('403 for a key without the mcp scope; it is not counted', async () => {
    const { key: restOnly } = await server.createKey('trial', ['classify', 'batch']);
    const res = await initialize({ authorization: `Bearer ${restOnly}` });
    expect(res.status).toBe(403);
    expect((await res.json()) as { code: string; error: string }).toMatchObject({ code: 'FORBIDDEN', error: expect.stringContaining('"mcp" scope') });
    expect(res.headers.get('x-ratelimit-remaining')).toBe('100');
    await expect(connect(server.url, restOnly, 'legacy')).rejects.toThrow(/lacks the \\"mcp\\" scope.*FORBIDDEN/);
  });

  it('Origin and Host validation: a foreign Origin or Host gets 403, even with a valid key', async () => {
    const foreign = await initialize({ authorization: `Bearer ${key}`, origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ jsonrpc: '2.0', error: { message: expect.stringContaining('evil.example') } });
    const local = await initialize({ authorization: `Bearer ${key}`, origin: 'http://localhost:6274' });
    expect(local.status).toBe(200);
    // fetch will not let a caller set Host; a raw request does.
    const http = await import('node:http');
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        `${server.url}/mcp`,
        { method: 'POST', headers: { host: 'rebound.example', authorization: `Bearer ${key}`, 'content-type': 'application/json' } },
        (res) => {
          res.resume();
          resolve(res.statusCode!);
        },
      );
      req.on('error', reject);
      req.end('{}');
    });
    expect(status).toBe(403);
    await expect(connect(server.url, key, 'modern', { origin: 'https://evil.example' })).rejects.toThrow(/403/);
  });
});

describe('limits', () => {
  it('a trial key runs out after 100 tool calls: a tool error naming the daily limit and its reset; usage is recorded', async () => {
    clock.set(Date.parse('2026-01-30T20:00:00.000Z'));
    const created = await server.createKey('trial');
    const { client, close } = await connect(server.url, created.key, 'legacy');
    try {
      const call = () => client.callTool({ name: 'classify_document', arguments: { document: '!!' } });
      for (let i = 0; i < 100; i++) {
        if (i === 50) clock.advance(60_000); // stay under the 60-per-minute burst
        const result = await call();
        expect(textOf(result)).toMatch(/INVALID_BASE64/);
      }
      clock.advance(60_000);
      const refused = await call();
      expect(refused.isError).toBe(true);
      expect(textOf(refused)).toBe('Daily limit of 100 requests exceeded; it resets at 2026-01-31T00:00:00.000Z (RATE_LIMITED)');
      // Listing is not counted and still works.
      expect((await client.listTools()).tools).toHaveLength(4);
    } finally {
      await close();
    }
    const store = new SqliteKeyStore(path.join(server.dataDir, 'keys.sqlite'));
    try {
      await vi.waitFor(async () => expect((await store.usage(created.id, new Date(clock.now()))).today).toBe(100), { timeout: 5000 });
    } finally {
      await store.close();
    }
  });

  it('documents above the SDK and express defaults are accepted; over the limit is a tool error or a JSON-RPC 413', async () => {
    const { client, close } = await connect(server.url, key, 'modern');
    try {
      const big = await client.callTool({ name: 'classify_document', arguments: { document: toBase64(await paddedPdf(5 * 1024 * 1024)) } });
      expect(big.isError, textOf(big)).toBeFalsy();
      expect(ClassificationResult.parse(big.structuredContent).page_count).toBe(2);

      const tooBig = await client.callTool({ name: 'classify_document', arguments: { document: toBase64(await paddedPdf(6.5 * 1024 * 1024)) } });
      expect(tooBig.isError).toBe(true);
      expect(textOf(tooBig)).toBe('The document exceeds the 6 MB limit (DOCUMENT_TOO_LARGE)');

      const huge = 'A'.repeat(11 * 1024 * 1024);
      await expect(client.callTool({ name: 'classify_document', arguments: { document: huge } })).rejects.toThrow(/too large.*6 MB/);
    } finally {
      await close();
    }
    const res = await fetch(`${server.url}/mcp`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 9,
        method: 'tools/call',
        params: { name: 'classify_document', arguments: { document: 'A'.repeat(11 * 1024 * 1024) } },
      }),
    });
    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32000, message: expect.stringMatching(/too large/) } });
  });

  it('a body declared over the limit is refused as a JSON-RPC 413 before it is sent, and the connection closes', async () => {
    const exchange = rawRequest(
      server.url,
      'POST /mcp HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\n' +
        `Authorization: Bearer ${key}\r\nContent-Length: 60000000\r\n\r\n{"jsonrpc":"2.0",`,
    );
    const res = await exchange.response;
    expect(res.status).toBe(413);
    expect(res.headers.connection).toBe('close');
    expect(JSON.parse(res.body)).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32000, message: expect.stringMatching(/too large.*6 MB/) } });
    await exchange.closed;
    const { client, close } = await connect(server.url, key, 'modern');
    try {
      const ok = await client.callTool({ name: 'classify_document', arguments: { document: pdf } });
      expect(ok.isError, textOf(ok)).toBeFalsy();
    } finally {
      await close();
    }
  });
});
