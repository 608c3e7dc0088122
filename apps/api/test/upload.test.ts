/**
 * The document as a file instead of base64 JSON, over HTTP against the real service: multipart/form-data
 * (a `file` part and JSON `options`, `cases`, `activity_types` parts) and a raw body (the request's
 * fields as query parameters). Same answers as the JSON form, same counting, same limits and codes;
 * each bad request is followed by a good one on the same process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { separatorSheetPdf } from '@wcab/sheets';
import { concatPdfs, makeTextPdf } from '@wcab/testkit';
import { post, startTestServer, type TestServer } from '../../../test/support/server';
import { toBase64 } from '../../../test/support/pdfs';
import { rawRequest } from '../../../test/support/rawHttp';

const notice = [
  "WORKERS' COMPENSATION APPEALS BOARD",
  'MARIA GARCIA,',
  'Applicant,',
  'vs.',
  'ACME LOGISTICS, INC.,',
  'Defendants.',
  'Case Number: ADJ1111111',
  'NOTICE OF HEARING',
  'The above case is set for STATUS CONFERENCE on 05/12/2026 at 1:30 P.M.',
  'at the Oakland District Office, 1515 Clay Street, 6th Floor, Oakland, CA 94612.',
];
const letter = [
  'PACIFIC INJURED WORKERS LAW GROUP',
  'April 2, 2026',
  'RE: Applicant: Juan Lopez',
  'ADJ2222222',
  'Dear Claims Adjuster:',
  'Please find enclosed the records.',
];
const OPTIONS = { extract_dates: true, extract_adj: true };
const MB = 1024 * 1024;

let server: TestServer;
let key: string;
let pdf: Uint8Array;
let batch: Uint8Array;
let jsonAnswer: unknown;

const auth = () => ({ authorization: `Bearer ${key}` });
const url = (path: string) => `${server.url}${path}`;

function form(parts: Record<string, string | Uint8Array | [Uint8Array, string]>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') body.append(name, value);
    else if (Array.isArray(value)) body.append(name, new Blob([value[0]]), value[1]);
    else body.append(name, new Blob([value]), 'scan.pdf');
  }
  return body;
}

const multipart = (path: string, parts: Parameters<typeof form>[0], headers: Record<string, string> = {}) =>
  fetch(url(path), { method: 'POST', headers: { ...auth(), ...headers }, body: form(parts) });

const raw = (path: string, body: Uint8Array | string, type = 'application/pdf', headers: Record<string, string> = {}) =>
  fetch(url(path), { method: 'POST', headers: { ...auth(), 'content-type': type, ...headers }, body });

async function expectError(res: Response, status: number, code: string, message?: RegExp) {
  const body = (await res.json()) as { error: string; code: string };
  expect({ status: res.status, code: body.code }).toEqual({ status, code });
  if (message) expect(body.error).toMatch(message);
  await expectStillServing();
}

/** The next valid request, in each form, answers as a fresh process would. */
async function expectStillServing() {
  const res = await multipart('/v1/classify', { file: pdf, options: JSON.stringify(OPTIONS) });
  expect(res.status).toBe(200);
  expect(((await res.json()) as { data: unknown }).data).toEqual(jsonAnswer);
}

beforeAll(async () => {
  server = await startTestServer({ env: { MAX_DOCUMENT_MB: '1' } });
  key = (await server.createKey('pro')).key;
  pdf = await makeTextPdf([notice]);
  batch = await concatPdfs([await makeTextPdf([notice]), await separatorSheetPdf({ adjNumber: 'ADJ2222222' }), await makeTextPdf([letter])]);
  const res = await post(url('/v1/classify'), { document: toBase64(pdf), options: OPTIONS }, key);
  expect(res.status).toBe(200);
  jsonAnswer = ((await res.json()) as { data: unknown }).data;
});
afterAll(() => server.close());

describe('multipart/form-data', () => {
  it('answers /v1/classify exactly as the JSON form does, options in a JSON part', async () => {
    const res = await multipart('/v1/classify', { file: pdf, options: JSON.stringify(OPTIONS) });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; data: { adj_numbers: { number: string }[]; dates: { type: string }[] } };
    expect(body.success).toBe(true);
    expect(body.data).toEqual(jsonAnswer);
    expect(body.data.adj_numbers.map((a) => a.number)).toEqual(['ADJ1111111']);
    expect(body.data.dates.some((d) => d.type === 'hearing')).toBe(true);
  });

  it('takes activity_types and cases parts, also sent as files, and the defaults without them', async () => {
    const labels = JSON.stringify(['Notice of Hearing', 'Medical Report']);
    const cases = JSON.stringify([{ adj_number: 'ADJ1111111', claimant_name: 'Maria Garcia', employer: 'Acme Logistics, Inc.' }]);
    const res = await multipart('/v1/classify', { file: pdf, activity_types: labels, cases: [Buffer.from(cases), 'cases.json'] });
    expect(res.status).toBe(200);
    const data = ((await res.json()) as { data: { activity_type: string; adj_numbers: unknown[]; dates: unknown[] } }).data;
    expect(data.activity_type).toBe('Notice of Hearing');
    expect(data.adj_numbers).toEqual([]); // options default to false, as in JSON
    expect(data.dates).toEqual([]);
  });

  it('splits a batch, with inline documents, and answers text/calendar for Accept: text/calendar', async () => {
    const res = await multipart('/v1/analyze-batch', { file: batch, options: JSON.stringify({ include_documents: true }) });
    expect(res.status).toBe(200);
    const data = ((await res.json()) as { data: { separator_pages: number[]; documents: { start_page: number; end_page: number; pdf_base64?: string }[] } })
      .data;
    expect(data.separator_pages).toEqual([2]);
    expect(data.documents.map((d) => [d.start_page, d.end_page])).toEqual([
      [1, 1],
      [3, 3],
    ]);
    expect(data.documents.every((d) => (d.pdf_base64 ?? '').length > 100)).toBe(true);
    const ics = await multipart('/v1/analyze-batch', { file: batch }, { accept: 'text/calendar' });
    expect(ics.status).toBe(200);
    expect(await ics.text()).toMatch(/BEGIN:VEVENT[\s\S]*DTSTART;TZID=America\/Los_Angeles:20260512T133000/);
  });

  it('Prefer: respond-async queues the upload and the job serves its split documents', async () => {
    const res = await multipart('/v1/analyze-batch', { file: batch }, { prefer: 'respond-async' });
    expect(res.status).toBe(202);
    const location = res.headers.get('location')!;
    let job: { status: string; result?: { data: { documents: unknown[] } } } = { status: 'queued' };
    for (let i = 0; i < 200 && (job.status === 'queued' || job.status === 'running'); i++) {
      await new Promise((r) => setTimeout(r, 100));
      job = (await (await fetch(url(location), { headers: auth() })).json()) as typeof job;
    }
    expect(job.status).toBe('succeeded');
    expect(job.result!.data.documents).toHaveLength(2);
    const first = await fetch(url(`${location}/documents/1`), { headers: auth() });
    expect(first.status).toBe(200);
    expect(
      Buffer.from(await first.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('counts each upload as one request, as the JSON form', async () => {
    const before = Number((await multipart('/v1/classify', { file: pdf })).headers.get('x-ratelimit-remaining'));
    const bad = await multipart('/v1/classify', { options: '{}' });
    expect(bad.status).toBe(400);
    expect(Number(bad.headers.get('x-ratelimit-remaining'))).toBe(before - 1);
    const after = Number((await multipart('/v1/classify', { file: pdf })).headers.get('x-ratelimit-remaining'));
    expect(after).toBe(before - 2);
  });

  it('refuses bad uploads with a clear code, and serves the next request', async () => {
    await expectError(await multipart('/v1/classify', { options: JSON.stringify(OPTIONS) }), 400, 'BAD_REQUEST', /file is required/);
    const two = new FormData();
    two.append('file', new Blob([pdf]), 'a.pdf');
    two.append('file', new Blob([pdf]), 'b.pdf');
    await expectError(await fetch(url('/v1/classify'), { method: 'POST', headers: auth(), body: two }), 400, 'BAD_REQUEST', /one document per request/);
    await expectError(await multipart('/v1/classify', { file: pdf, optoins: '{}' }), 400, 'BAD_REQUEST', /Unknown multipart part "optoins"/);
    await expectError(await multipart('/v1/classify', { file: pdf, options: '{extract_dates: true' }), 400, 'INVALID_JSON', /options/);
    await expectError(
      await multipart('/v1/classify', { file: pdf, options: '{"extract_dates":"yes"}' }),
      400,
      'BAD_REQUEST',
      /options.extract_dates must be a boolean/,
    );
    await expectError(await multipart('/v1/classify', { file: pdf, activity_types: '"Notice"' }), 400, 'BAD_REQUEST', /activity_types must be an array/);
    await expectError(await multipart('/v1/classify', { file: 'just text' }), 400, 'BAD_REQUEST', /must be a file/);
    await expectError(await multipart('/v1/classify', { file: new Uint8Array(0) }), 400, 'BAD_REQUEST', /file must not be empty/);
    await expectError(
      await multipart('/v1/classify', { file: Buffer.from('PK\u0003\u0004 a zip, not a scan') }),
      400,
      'INVALID_PDF',
      /not a PDF, TIFF, JPEG or PNG/,
    );
    await expectError(await multipart('/v1/classify', { file: pdf }, { 'content-encoding': 'gzip' }), 415, 'UNSUPPORTED_MEDIA_TYPE');
    await expectError(await multipart('/v1/classify?options.extract_dates=true', { file: pdf }), 400, 'BAD_REQUEST', /raw document body only/);
  });

  it('refuses malformed multipart bodies: no boundary, cut short, garbage', async () => {
    const send = (type: string, body: string) => fetch(url('/v1/classify'), { method: 'POST', headers: { ...auth(), 'content-type': type }, body });
    await expectError(await send('multipart/form-data', 'whatever'), 400, 'BAD_REQUEST', /multipart/);
    const cut = `--b\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n${Buffer.from(pdf).toString('latin1').slice(0, 200)}`;
    await expectError(await send('multipart/form-data; boundary=b', cut), 400, 'BAD_REQUEST', /malformed/);
    await expectError(await send('multipart/form-data; boundary=b', 'not multipart at all'), 400, 'BAD_REQUEST');
  });

  it('413 for a file part over MAX_DOCUMENT_MB, and for a declared body over the limit before reading it', async () => {
    const big = new Uint8Array(MB + 10).fill(0x20);
    big.set(Buffer.from('%PDF-1.7\n'));
    await expectError(await multipart('/v1/classify', { file: big }), 413, 'DOCUMENT_TOO_LARGE', /1 MB limit/);
    const declared = rawRequest(
      server.url,
      `POST /v1/classify HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: ${200 * MB}\r\n\r\n`,
    );
    const answer = await declared.response;
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    declared.socket.destroy();
    await expectStillServing();
  });
});

describe('raw body', () => {
  it('application/pdf with the options as query parameters answers as the JSON form', async () => {
    const res = await raw('/v1/classify?options.extract_dates=true&options.extract_adj=true', pdf);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown }).data).toEqual(jsonAnswer);
  });

  it('activity_types repeated and cases as JSON in the query; the type is sniffed, not trusted', async () => {
    const cases = encodeURIComponent(JSON.stringify([{ adj_number: 'ADJ1111111', claimant_name: 'Maria Garcia' }]));
    const res = await raw(`/v1/classify?activity_types=Notice%20of%20Hearing&activity_types=Medical%20Report&cases=${cases}`, pdf, 'image/png');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { activity_type: string } }).data.activity_type).toBe('Notice of Hearing');
    const octet = await raw('/v1/analyze-batch?options.include_documents=true', batch, 'application/octet-stream');
    expect(octet.status).toBe(200);
    const data = ((await octet.json()) as { data: { separator_pages: number[]; documents: { pdf_base64?: string }[] } }).data;
    expect(data.separator_pages).toEqual([2]);
    expect(data.documents.every((d) => d.pdf_base64)).toBe(true);
  });

  it('Prefer: respond-async works for a raw body', async () => {
    const res = await raw('/v1/classify?options.extract_adj=true', pdf, 'application/pdf', { prefer: 'respond-async' });
    expect(res.status).toBe(202);
    expect(res.headers.get('preference-applied')).toBe('respond-async');
  });

  it('refuses bad raw requests with a clear code, and serves the next request', async () => {
    await expectError(await raw('/v1/classify?extract_dates=true', pdf), 400, 'BAD_REQUEST', /Unknown query parameter "extract_dates"/);
    await expectError(await raw('/v1/classify?options.include_documents=true', pdf), 400, 'BAD_REQUEST', /Unknown query parameter/);
    await expectError(await raw('/v1/classify?options.extract_dates=yes', pdf), 400, 'BAD_REQUEST', /options.extract_dates must be a boolean/);
    await expectError(await raw('/v1/classify?cases=[oops', pdf), 400, 'INVALID_JSON', /cases/);
    await expectError(await raw('/v1/classify', new Uint8Array(0)), 400, 'BAD_REQUEST', /must not be empty/);
    await expectError(await raw('/v1/classify', 'plain words, not a document'), 400, 'INVALID_PDF');
    await expectError(await raw('/v1/classify', pdf, 'text/plain'), 415, 'UNSUPPORTED_MEDIA_TYPE', /text\/plain/);
    await expectError(await raw('/v1/classify', pdf, 'application/x-www-form-urlencoded'), 415, 'UNSUPPORTED_MEDIA_TYPE');
    await expectError(await raw('/v1/classify', pdf, 'application/pdf', { 'content-encoding': 'gzip' }), 415, 'UNSUPPORTED_MEDIA_TYPE', /JSON bodies only/);
  });

  it('413 over the limit: by Content-Length before reading, and a chunked body cut at the limit while it still arrives', async () => {
    const big = new Uint8Array(MB + 10).fill(0x20);
    big.set(Buffer.from('%PDF-1.7\n'));
    await expectError(await raw('/v1/classify', big), 413, 'DOCUMENT_TOO_LARGE');
    // Chunked, no length: 1.5 MB sent, then the client holds the upload open. The answer must come
    // without the body ending (the read stopped at the limit), then the connection is closed.
    const upload = rawRequest(
      server.url,
      `POST /v1/classify HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\nContent-Type: application/pdf\r\nTransfer-Encoding: chunked\r\n\r\n`,
    );
    const chunk = Buffer.alloc(1.5 * MB, 0x20);
    upload.socket.write(`${chunk.length.toString(16)}\r\n`);
    upload.socket.write(chunk);
    upload.socket.write('\r\n');
    const answer = await upload.response;
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'DOCUMENT_TOO_LARGE' });
    const closed = await upload.closed;
    expect(closed.closedAfterMs).toBeLessThan(10_000);
    await expectStillServing();
  });
});

describe('OpenAPI', () => {
  it('describes the multipart file part (a file picker in Swagger UI), the raw body types and their query parameters', async () => {
    const doc = (await (await fetch(url('/openapi.json'))).json()) as {
      paths: Record<
        string,
        {
          post: {
            parameters: { name: string; in: string }[];
            requestBody: {
              content: Record<string, { schema: { properties?: Record<string, { type?: string; format?: string }>; required?: string[]; format?: string } }>;
            };
          };
        }
      >;
    };
    for (const [path, option] of [
      ['/v1/classify', 'options.extract_dates'],
      ['/v1/analyze-batch', 'options.include_documents'],
    ] as const) {
      const { content } = doc.paths[path]!.post.requestBody;
      expect(content['multipart/form-data']!.schema.properties!.file).toMatchObject({ type: 'string', format: 'binary' });
      expect(content['multipart/form-data']!.schema.required).toEqual(['file']);
      for (const type of ['application/pdf', 'image/tiff', 'image/jpeg', 'image/png']) expect(content[type]!.schema.format).toBe('binary');
      expect(content['application/json']).toBeDefined();
      expect(doc.paths[path]!.post.parameters.filter((p) => p.in === 'query').map((p) => p.name)).toContain(option);
    }
  });
});
