/**
 * Documents and calendars out of the real service: inline split PDFs on a synchronous batch,
 * Accept: text/calendar, and an asynchronous batch's downloads (documents/{n}, documents.zip,
 * calendar.ics), in the embedded mode and in a fleet (the API plus a real worker process on Redis).
 */
import { PDFDocument } from 'pdf-lib';
import { unzipSync } from 'fflate';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BatchResult } from '@wcab/contract';
import { separatorSheetPdf } from '@wcab/sheets';
import { concatPdfs, makeTextPdf } from '@wcab/testkit';
import { post, servicesRequired, startTestServer, type TestServer } from '../../../test/support/server';
import { toBase64 } from '../../../test/support/pdfs';
import { redisAvailable } from '../../../test/support/redis';
import { dropPrefix, FAST_FLEET, scripted, SCRIPTED_PROCESSOR, spawnWorker, testPrefix, until, type WorkerProcess } from '../../worker/test/support';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await redisAvailable(REDIS_URL);
if (!redisUp && servicesRequired()) throw new Error(`REQUIRE_SERVICES=1 but Redis at ${REDIS_URL} does not answer`);

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

let batch: Uint8Array;
beforeAll(async () => {
  batch = await concatPdfs([
    await makeTextPdf([notice, ['Proof of service follows.']]),
    await separatorSheetPdf({ adjNumber: 'ADJ2222222' }),
    await makeTextPdf([letter]),
  ]);
});

const events = (ics: string) => Object.values(ical.sync.parseICS(ics)).filter((c): c is VEvent => c?.type === 'VEVENT');

async function pageCount(bytes: Uint8Array): Promise<number> {
  return (await PDFDocument.load(bytes)).getPageCount();
}

function scenario(mode: 'embedded' | 'fleet') {
  let server: TestServer;
  let key: string;
  let worker: WorkerProcess | undefined;
  const prefix = testPrefix('docs');
  const auth = (k = key) => ({ authorization: `Bearer ${k}` });

  beforeAll(async () => {
    const env: Record<string, string> = mode === 'fleet' ? { REDIS_URL, QUEUE_PREFIX: prefix, ...FAST_FLEET } : {};
    if (mode === 'fleet') worker = await spawnWorker(env);
    server = await startTestServer({ env });
    key = (await server.createKey('enterprise')).key;
  });
  afterAll(async () => {
    await worker?.stop('SIGKILL');
    await server?.close();
    if (mode === 'fleet') await dropPrefix(REDIS_URL, prefix);
  });

  it('a synchronous batch with options.include_documents carries each document as a PDF', async () => {
    const res = await post(`${server.url}/v1/analyze-batch`, { document: toBase64(batch), options: { include_documents: true } }, key);
    expect(res.status).toBe(200);
    const data = BatchResult.parse(((await res.json()) as { data: unknown }).data);
    expect(data.documents.map((d) => [d.start_page, d.end_page])).toEqual([
      [1, 2],
      [4, 4],
    ]);
    for (const doc of data.documents) {
      expect(await pageCount(Buffer.from(doc.pdf_base64!, 'base64'))).toBe(doc.end_page - doc.start_page + 1);
    }
    const plain = await post(`${server.url}/v1/analyze-batch`, { document: toBase64(batch) }, key);
    const plainData = BatchResult.parse(((await plain.json()) as { data: unknown }).data);
    expect(plainData.documents.every((d) => d.pdf_base64 === undefined)).toBe(true);
  });

  it('Accept: text/calendar answers the batch as an iCalendar file', async () => {
    const res = await post(`${server.url}/v1/analyze-batch`, { document: toBase64(batch) }, key, { accept: 'text/calendar' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const parsed = events(await res.text());
    const hearing = parsed.find((e) => String(e.summary).startsWith('Hearing'));
    expect(hearing?.start.toISOString()).toBe('2026-05-12T20:30:00.000Z'); // 1:30 PM PDT
    expect(String(hearing?.description)).toContain('ADJ1111111');
  });

  it('an asynchronous batch offers its documents, a zip and the calendar to its key only, uncounted', async () => {
    const accepted = await post(`${server.url}/v1/analyze-batch`, { document: toBase64(batch) }, key, { prefer: 'respond-async' });
    expect(accepted.status).toBe(202);
    const location = accepted.headers.get('location')!;
    // Before it finishes (or already done): 409 JOB_NOT_FINISHED is the only other answer.
    const early = await fetch(`${server.url}${location}/documents/1`, { headers: auth() });
    expect([200, 409]).toContain(early.status);
    if (early.status === 409) expect(((await early.json()) as { code: string }).code).toBe('JOB_NOT_FINISHED');

    let job: { status: string; result?: { data: unknown } } | undefined;
    await until(
      async () => {
        job = (await (await fetch(server.url + location, { headers: auth() })).json()) as typeof job;
        return job!.status === 'succeeded';
      },
      60_000,
      'the batch job',
    );
    const data = BatchResult.parse(job!.result!.data);
    const remaining = new Set<string | null>();

    for (const [i, doc] of data.documents.entries()) {
      const res = await fetch(`${server.url}${location}/documents/${i + 1}`, { headers: auth() });
      remaining.add(res.headers.get('x-ratelimit-remaining'));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toContain(doc.suggested_filename);
      expect(await pageCount(new Uint8Array(await res.arrayBuffer()))).toBe(doc.end_page - doc.start_page + 1);
    }
    const zip = await fetch(`${server.url}${location}/documents.zip`, { headers: auth() });
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(Object.keys(unzipSync(new Uint8Array(await zip.arrayBuffer())))).toEqual(data.documents.map((d) => d.suggested_filename));

    const calendar = await fetch(`${server.url}${location}/calendar.ics`, { headers: auth() });
    expect(calendar.status).toBe(200);
    remaining.add(calendar.headers.get('x-ratelimit-remaining'));
    expect(events(await calendar.text()).map((e) => String(e.summary))).toContain('Hearing: Maria Garcia, ADJ1111111');
    expect(remaining.size).toBe(1); // downloads are not counted

    const past = await fetch(`${server.url}${location}/documents/${data.documents.length + 1}`, { headers: auth() });
    expect(past.status).toBe(404);
    expect(((await past.json()) as { code: string }).code).toBe('NOT_FOUND');
    expect((await fetch(`${server.url}${location}/documents/0`, { headers: auth() })).status).toBe(404);
    // One document, one URL: only the canonical number names it.
    for (const alias of ['01', '1.0', '1e0', '+1', '0x1', '%201']) {
      const res = await fetch(`${server.url}${location}/documents/${alias}`, { headers: auth() });
      expect(res.status, alias).toBe(404);
      expect(((await res.json()) as { code: string }).code, alias).toBe('NOT_FOUND');
    }
    const other = (await server.createKey('enterprise')).key;
    expect((await fetch(`${server.url}${location}/documents.zip`, { headers: auth(other) })).status).toBe(404);
    expect((await fetch(`${server.url}${location}/documents.zip`)).status).toBe(401);
    const wrongMethod = await fetch(`${server.url}${location}/documents.zip`, { method: 'DELETE', headers: auth() });
    expect(wrongMethod.status).toBe(405);
  });

  it('a classify job has a calendar but no documents', async () => {
    const pdf = await makeTextPdf([notice]);
    const accepted = await post(`${server.url}/v1/classify`, { document: toBase64(pdf), options: { extract_dates: true, extract_adj: true } }, key, {
      prefer: 'respond-async',
    });
    const location = accepted.headers.get('location')!;
    await until(
      async () => ((await (await fetch(server.url + location, { headers: auth() })).json()) as { status: string }).status === 'succeeded',
      30_000,
      'the classify job',
    );
    const docs = await fetch(`${server.url}${location}/documents/1`, { headers: auth() });
    expect(docs.status).toBe(404);
    const calendar = await fetch(`${server.url}${location}/calendar.ics`, { headers: auth() });
    expect(calendar.status).toBe(200);
    // Each job's calendar downloads under its own name (curl -OJ refuses to overwrite a second job's).
    const jobId = location.split('/').at(-1)!;
    expect(calendar.headers.get('content-disposition')).toBe(`attachment; filename=wcab-calendar-${jobId}.ics`);
    const parsed = events(await calendar.text());
    expect(parsed.length).toBeGreaterThan(0);
    expect(parsed.every((e) => ['Hearing', 'Trial', 'Appointment', 'Deadline'].some((t) => String(e.summary).startsWith(t)))).toBe(true);
  });

  it('a classify job made without options.extract_dates refuses its calendar with DATES_NOT_EXTRACTED, not an empty one', async () => {
    const accepted = await post(`${server.url}/v1/classify`, { document: toBase64(await makeTextPdf([notice])) }, key, { prefer: 'respond-async' });
    const location = accepted.headers.get('location')!;
    await until(
      async () => ((await (await fetch(server.url + location, { headers: auth() })).json()) as { status: string }).status === 'succeeded',
      30_000,
      'the classify job',
    );
    const calendar = await fetch(`${server.url}${location}/calendar.ics`, { headers: auth() });
    expect(calendar.status).toBe(409);
    const body = (await calendar.json()) as { code: string; error: string };
    expect(body.code).toBe('DATES_NOT_EXTRACTED');
    expect(body.error).toContain('options.extract_dates');
  });

  it('one hearing is one event: classify (asked for a calendar, without extract_dates) and the batch give it the same UID and time', async () => {
    const alone = await post(`${server.url}/v1/classify`, { document: toBase64(await makeTextPdf([notice])) }, key, { accept: 'text/calendar' });
    expect(alone.status).toBe(200);
    const classified = events(await alone.text()).find((e) => String(e.summary).startsWith('Hearing'));
    const inBatch = await post(`${server.url}/v1/analyze-batch`, { document: toBase64(batch) }, key, { accept: 'text/calendar' });
    const batched = events(await inBatch.text()).find((e) => String(e.summary).startsWith('Hearing'));
    expect(classified?.start.toISOString()).toBe('2026-05-12T20:30:00.000Z'); // timed, 1:30 PM PDT, as in the batch
    expect(classified?.datetype).toBe('date-time');
    expect(classified?.uid).toBe(batched?.uid);
    expect((classified!.dtstamp as Date & { tz?: string }).tz).toBe('Etc/UTC');
    // The JSON answer carries the time too.
    const json = await post(`${server.url}/v1/classify`, { document: toBase64(await makeTextPdf([notice])), options: { extract_dates: true } }, key);
    const dates = ((await json.json()) as { data: { dates: { date: string; time?: string; type: string }[] } }).data.dates;
    expect(dates).toContainEqual(expect.objectContaining({ date: '2026-05-12', time: '13:30', type: 'hearing' }));
  });
}

describe('documents and calendars, embedded', () => scenario('embedded'));
describe.skipIf(!redisUp)('documents and calendars, fleet (API + worker process on Redis)', () => scenario('fleet'));

describe('job downloads before the job is done', () => {
  let server: TestServer;
  let key: string;
  beforeAll(async () => {
    // A processor that sleeps as told: the job is reliably still running when asked.
    server = await startTestServer({ env: { WORKER_PROCESSOR: SCRIPTED_PROCESSOR } });
    key = (await server.createKey('enterprise')).key;
  });
  afterAll(() => server?.close());

  it('answers 409 JOB_NOT_FINISHED for documents, zip and calendar while the job runs', async () => {
    const accepted = await post(`${server.url}/v1/analyze-batch`, { document: scripted('sleep=4000') }, key, { prefer: 'respond-async' });
    const location = accepted.headers.get('location')!;
    for (const path of ['/documents/1', '/documents.zip', '/calendar.ics']) {
      const res = await fetch(`${server.url}${location}${path}`, { headers: { authorization: `Bearer ${key}` } });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ error: expect.stringContaining('poll GET /v1/jobs/'), code: 'JOB_NOT_FINISHED' });
    }
  });
});
