/** Every error status and code of SPEC section 7 and PRODUCT.md, over HTTP against the real app. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startTestServer, type TestServer } from '../../../test/support/server';
import { textPdf, toBase64 } from '../../../test/support/pdfs';

let server: TestServer;
let key: string;
let pdf: string;

beforeAll(async () => {
  server = await startTestServer({ env: { MAX_DOCUMENT_MB: '1' } });
  key = (await server.createKey('pro')).key;
  pdf = toBase64(await textPdf([['WORKERS COMPENSATION APPEALS BOARD', 'Case Number: ADJ1234567']]));
});
afterAll(() => server.close());

async function expectError(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await res.json()) as { error: string; code: string };
  expect(body.code).toBe(code);
  expect(typeof body.error).toBe('string');
  expect(body.error.length).toBeGreaterThan(0);
  expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+|node_modules/);
  return body;
}

/** After every bad input the same process must still answer a good request. */
async function expectStillServing() {
  const res = await post(`${server.url}/v1/classify`, { document: pdf }, key);
  expect(res.status).toBe(200);
}

describe('authentication', () => {
  it('401 UNAUTHORIZED with WWW-Authenticate when the key is missing', async () => {
    const res = await post(`${server.url}/v1/classify`, { document: pdf });
    await expectError(res, 401, 'UNAUTHORIZED');
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(res.headers.get('x-ratelimit-limit')).toBeNull();
  });

  it.each([
    ['a non-Bearer scheme', 'Basic dXNlcjpwYXNz'],
    ['a malformed key', 'Bearer not-a-key'],
    ['an unknown well-formed key', `Bearer wcab_live_${'A'.repeat(40)}`],
  ])('401 UNAUTHORIZED for %s', async (_label, authorization) => {
    const res = await post(`${server.url}/v1/classify`, { document: pdf }, undefined, { authorization });
    await expectError(res, 401, 'UNAUTHORIZED');
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
    await expectStillServing();
  });

  it('401 for a revoked key, which worked before', async () => {
    const created = await server.createKey('trial');
    expect((await post(`${server.url}/v1/classify`, { document: pdf }, created.key)).status).toBe(200);
    await server.revokeKey(created.id);
    await expectError(await post(`${server.url}/v1/classify`, { document: pdf }, created.key), 401, 'UNAUTHORIZED');
  });

  it('403 FORBIDDEN when the key lacks the scope, with rate-limit headers', async () => {
    const batchOnly = await server.createKey('trial', ['batch']);
    const res = await post(`${server.url}/v1/classify`, { document: pdf }, batchOnly.key);
    await expectError(res, 403, 'FORBIDDEN');
    expect(res.headers.get('x-ratelimit-limit')).toBe('100');
    expect(res.headers.get('x-ratelimit-remaining')).toBe('100');
    const classifyOnly = await server.createKey('trial', ['classify']);
    await expectError(await post(`${server.url}/v1/analyze-batch`, { document: pdf }, classifyOnly.key), 403, 'FORBIDDEN');
  });
});

describe('request validation', () => {
  it('400 INVALID_JSON for malformed JSON', async () => {
    await expectError(await post(`${server.url}/v1/classify`, '{"document": "abc', key), 400, 'INVALID_JSON');
    await expectStillServing();
  });

  it('400 BAD_REQUEST when document is missing', async () => {
    const body = await expectError(await post(`${server.url}/v1/classify`, { options: {} }, key), 400, 'BAD_REQUEST');
    expect(body.error).toMatch(/document/);
    await expectStillServing();
  });

  it.each([
    ['document is a number', { document: 42 }, /document/],
    ['options.extract_dates is a string', { document: 'JVBERi0=', options: { extract_dates: 'yes' } }, /options\.extract_dates/],
    ['cases is not an array', { document: 'JVBERi0=', cases: 'ADJ1' }, /cases/],
    ['document_type is not pdf', { document: 'JVBERi0=', document_type: 'docx' }, /document_type/],
    ['the body is an array', [1, 2], /object/],
  ])('400 BAD_REQUEST when %s', async (_label, body, message) => {
    const res = await expectError(await post(`${server.url}/v1/classify`, body, key), 400, 'BAD_REQUEST');
    expect(res.error).toMatch(message);
  });

  it('400 BAD_REQUEST for a body that is not JSON', async () => {
    const res = await fetch(`${server.url}/v1/classify`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'text/plain' },
      body: 'hello',
    });
    await expectError(res, 400, 'BAD_REQUEST');
  });

  it('400 INVALID_BASE64 for text that is not base64', async () => {
    await expectError(await post(`${server.url}/v1/classify`, { document: 'this is *not* base64!' }, key), 400, 'INVALID_BASE64');
    await expectStillServing();
  });

  it('400 INVALID_PDF for base64 of something that is not a PDF', async () => {
    const png = Buffer.from('\x89PNG\r\n\x1a\n not a pdf at all').toString('base64');
    await expectError(await post(`${server.url}/v1/classify`, { document: png }, key), 400, 'INVALID_PDF');
    await expectError(await post(`${server.url}/v1/analyze-batch`, { document: png }, key), 400, 'INVALID_PDF');
    await expectStillServing();
  });

  it('400 INVALID_PDF for a PDF header followed by garbage', async () => {
    const broken = Buffer.from('%PDF-1.7\n' + 'garbage '.repeat(200)).toString('base64');
    await expectError(await post(`${server.url}/v1/classify`, { document: broken }, key), 400, 'INVALID_PDF');
    await expectStillServing();
  });

  it('413 DOCUMENT_TOO_LARGE for a body over the limit, as JSON', async () => {
    const huge = 'A'.repeat(3 * 1024 * 1024);
    await expectError(await post(`${server.url}/v1/classify`, { document: huge }, key), 413, 'DOCUMENT_TOO_LARGE');
    await expectStillServing();
  });

  it('413 DOCUMENT_TOO_LARGE for a decoded document over the limit that fits the body limit', async () => {
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1024 * 1024 + 10, 32)]);
    await expectError(await post(`${server.url}/v1/classify`, { document: bytes.toString('base64') }, key), 413, 'DOCUMENT_TOO_LARGE');
  });

  it('accepts base64 with line breaks and a data: URL prefix', async () => {
    const wrapped = pdf.replace(/(.{76})/g, '$1\r\n');
    const res = await post(`${server.url}/v1/classify`, { document: `data:application/pdf;base64,${wrapped}` }, key);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; data: { page_count: number; case_numbers: string[] } };
    expect(body.success).toBe(true);
    expect(body.data.page_count).toBe(1);
    expect(body.data.case_numbers).toContain('ADJ1234567');
  });
});

describe('routes', () => {
  it('404 NOT_FOUND JSON for an unknown route', async () => {
    const res = await fetch(`${server.url}/v2/nothing`);
    await expectError(res, 404, 'NOT_FOUND');
  });

  it('405 METHOD_NOT_ALLOWED with Allow for a wrong method', async () => {
    const res = await fetch(`${server.url}/v1/classify`);
    await expectError(res, 405, 'METHOD_NOT_ALLOWED');
    expect(res.headers.get('allow')).toBe('POST');
    const health = await fetch(`${server.url}/health`, { method: 'DELETE' });
    await expectError(health, 405, 'METHOD_NOT_ALLOWED');
  });

  it('sets a request id, security headers, and no x-powered-by', async () => {
    const res = await fetch(`${server.url}/health`, { headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers.get('x-request-id')).toBe('abc-123');
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const generated = await fetch(`${server.url}/health`, { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('health is public and answers ok with an ISO timestamp', async () => {
    const res = await fetch(`${server.url}/health`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; timestamp: string };
    expect(body.status).toBe('ok');
    expect(new Date(body.timestamp).toISOString()).toBe(body.timestamp);
  });
});
