/** Every error status and code of SPEC section 7 and PRODUCT.md, over HTTP against the real app. */
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { PDFName, PDFNumber } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startTestServer, type TestServer } from '../../../test/support/server';
import { textPdf, toBase64 } from '../../../test/support/pdfs';
import { PDFDocument, StandardFonts } from 'pdf-lib';

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
    ['document is a number', { document: 42 }, /^document must be a string$/],
    ['options.extract_dates is a string', { document: 'JVBERi0=', options: { extract_dates: 'yes' } }, /^options\.extract_dates must be a boolean$/],
    ['options is null', { document: 'JVBERi0=', options: null }, /^options must be an object$/],
    ['cases holds a number', { document: 'JVBERi0=', cases: [7] }, /^cases\.0 must be an object$/],
    ['a case lacks adj_number', { document: 'JVBERi0=', cases: [{}] }, /^cases\.0\.adj_number is required$/],
    ['cases is not an array', { document: 'JVBERi0=', cases: 'ADJ1' }, /cases/],
    ['document_type is not pdf', { document: 'JVBERi0=', document_type: 'docx' }, /document_type/],
    ['the body is an array', [1, 2], /object/],
    // Unknown keys are refused with their name, as unknown query parameters and multipart parts are.
    [
      'an option is misspelt',
      { document: 'JVBERi0=', options: { extract_date: true } },
      /^Unknown field "options\.extract_date"; options takes extract_dates, extract_adj, evidence, searchable, callback_url$/,
    ],
    [
      'a top-level key is unknown',
      { document: 'JVBERi0=', activity_type: ['Order'] },
      /^Unknown field "activity_type"; the body takes document, cases, activity_types, document_type, options$/,
    ],
    [
      'a case has an unknown key',
      { document: 'JVBERi0=', cases: [{ adj_number: 'ADJ1234567', claimant: 'Ana' }] },
      /^Unknown field "cases\.0\.claimant"; cases\.0 takes adj_number, claimant_name, employer$/,
    ],
    ["a case's ADJ number is a placeholder", { document: 'JVBERi0=', cases: [{ adj_number: 'string' }] }, /^cases\.0\.adj_number: must be an ADJ number/],
  ])('400 BAD_REQUEST when %s', async (_label, body, message) => {
    const res = await expectError(await post(`${server.url}/v1/classify`, body, key), 400, 'BAD_REQUEST');
    expect(res.error).toMatch(message);
  });

  it('a typo in a batch option is refused by name, not ignored, and the next request is served', async () => {
    const res = await expectError(await post(`${server.url}/v1/analyze-batch`, { document: pdf, options: { split_treshold: 0.5 } }, key), 400, 'BAD_REQUEST');
    expect(res.error).toMatch(
      /^Unknown field "options\.split_treshold"; options takes include_documents, split, split_threshold, evidence, searchable, callback_url$/,
    );
    await expectStillServing();
  });

  it('takes an ADJ number as offices type it (spaced, hyphenated, lower case, digits only)', async () => {
    for (const adj_number of ['ADJ1234567', 'adj 5196206', 'ADJ-1234567', '11873452']) {
      const res = await post(`${server.url}/v1/classify`, { document: pdf, cases: [{ adj_number }] }, key);
      expect(res.status, adj_number).toBe(200);
    }
  });

  it('415 UNSUPPORTED_MEDIA_TYPE for a body of a type the API does not take', async () => {
    const res = await fetch(`${server.url}/v1/classify`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'text/plain' },
      body: 'hello',
    });
    await expectError(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
    await expectStillServing();
  });

  it('400 BAD_REQUEST for a body without a Content-Type', async () => {
    const res = await fetch(`${server.url}/v1/classify`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}` },
      body: new Uint8Array(Buffer.from('{"document":"x"}')),
    });
    await expectError(res, 400, 'BAD_REQUEST');
    await expectStillServing();
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

/** A body sent with the given Content-Encoding header, compressed by `encode` (or not at all). */
function encodedPost(body: unknown, encoding: string, encode: (b: Buffer) => Buffer = (b) => b) {
  return fetch(`${server.url}/v1/classify`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'content-encoding': encoding },
    body: encode(Buffer.from(JSON.stringify(body))),
  });
}

describe('body encodings', () => {
  it('accepts gzip and br bodies that are what they say', async () => {
    expect((await encodedPost({ document: pdf }, 'gzip', gzipSync)).status).toBe(200);
    expect((await encodedPost({ document: pdf }, 'br', brotliCompressSync)).status).toBe(200);
  });

  it.each(['br', 'gzip', 'deflate'])('400 BAD_REQUEST for plain JSON labelled %s', async (encoding) => {
    const body = await expectError(await encodedPost({ document: pdf }, encoding), 400, 'BAD_REQUEST');
    expect(body.error).toMatch(new RegExp(`not valid ${encoding} data`));
    await expectStillServing();
  });

  it('400 BAD_REQUEST for a gzip body cut short', async () => {
    const whole = gzipSync(Buffer.from(JSON.stringify({ document: pdf })));
    await expectError(await encodedPost({ document: pdf }, 'gzip', () => whole.subarray(0, whole.length - 20)), 400, 'BAD_REQUEST');
    await expectStillServing();
  });

  it.each(['compress', 'zstd', 'x-custom', 'gzip, br'])('415 UNSUPPORTED_MEDIA_TYPE for Content-Encoding %s', async (encoding) => {
    const body = await expectError(await encodedPost({ document: pdf }, encoding), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(body.error).toMatch(/Content-Encoding/);
    await expectStillServing();
  });

  it('415 UNSUPPORTED_MEDIA_TYPE for a charset other than UTF-8', async () => {
    const res = await fetch(`${server.url}/v1/classify`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json; charset=koi8-r' },
      body: JSON.stringify({ document: pdf }),
    });
    await expectError(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
    await expectStillServing();
  });
});

describe('page counts', () => {
  it('a one-page PDF whose page tree declares /Count 1000000 is read as the one page it holds', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    doc.addPage([612, 792]).drawText('Case Number: ADJ7654321', { x: 72, y: 700, size: 11, font });
    doc.catalog.Pages().set(PDFName.of('Count'), PDFNumber.of(1_000_000));
    const lying = toBase64(await doc.save({ useObjectStreams: false }));
    const res = await post(`${server.url}/v1/classify`, { document: lying }, key);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { page_count: number; case_numbers: string[] } };
    expect(body.data.page_count).toBe(1);
    expect(body.data.case_numbers).toContain('ADJ7654321');
    const batch = await post(`${server.url}/v1/analyze-batch`, { document: lying }, key);
    expect(batch.status).toBe(200);
    const documents = ((await batch.json()) as { data: { documents: { start_page: number; end_page: number }[] } }).data.documents;
    expect(documents).toEqual([expect.objectContaining({ start_page: 1, end_page: 1 })]);
    await expectStillServing();
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

  it('405 carries the rate-limit headers, uncounted, when a valid key is sent', async () => {
    const { key: fresh } = await server.createKey('trial');
    for (const [path, method] of [
      ['/v1/classify', 'GET'],
      ['/v1/analyze-batch', 'PUT'],
      ['/v1/jobs/job_x', 'PATCH'],
    ] as const) {
      const res = await fetch(`${server.url}${path}`, { method, headers: { authorization: `Bearer ${fresh}` } });
      await expectError(res, 405, 'METHOD_NOT_ALLOWED');
      expect(res.headers.get('x-ratelimit-limit')).toBe('100');
      expect(res.headers.get('x-ratelimit-remaining')).toBe('100');
    }
    const badKey = await fetch(`${server.url}/v1/classify`, { headers: { authorization: `Bearer wcab_live_${'Q'.repeat(40)}` } });
    await expectError(badKey, 401, 'UNAUTHORIZED');
    const ok = await post(`${server.url}/v1/classify`, { document: pdf }, fresh);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('x-ratelimit-remaining')).toBe('99');
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
