/**
 * What the review page (/app) asks of the service, through the real service: the page and its bundle,
 * corrections by the id of an asynchronous job (kept once the job is read), a split document's parts each
 * teaching from their own pages, and the calendar of a batch as corrected (POST /v1/jobs/{id}/calendar.ics).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTextPdf } from '@wcab/testkit';
import { post, startTestServer, type TestServer } from '../../../test/support/server';

const LABELS = ['Notice of Hearing', 'Medical Report', 'Ortho Follow-Up', 'Correspondence'];

function progressNote(first: string, last: string, day: string): string[] {
  return [
    'NORTHGATE ORTHOPAEDIC MEDICAL GROUP',
    '2200 Alder Street, Suite 4, Fresno, CA 93701',
    `Patient: ${last.toUpperCase()}, ${first.toUpperCase()}        Visit date: ${day}`,
    'PRIMARY TREATING PHYSICIAN PROGRESS REPORT',
    'Subjective complaints: the patient reports low back pain and continued stiffness in the morning.',
    'Objective findings: range of motion is reduced; strength is 4/5 in the affected limb.',
    'Diagnosis: lumbar strain. Treatment plan: continue the home exercise program.',
    'Work status: modified duty, no lifting over 10 pounds.',
    'Attending physician: Ruth Okafor, M.D.',
  ];
}
const LETTER = [
  'LAW OFFICES OF HARMON & REYES',
  'March 20, 2025',
  'Re: Maria Garcia v. Valley Packing Co., ADJ1234567',
  'Dear Counsel:',
  'Please find enclosed the records you requested. Kindly confirm receipt.',
  'Very truly yours, Elena Reyes',
];
const NOTICE = [
  'WORKERS COMPENSATION APPEALS BOARD',
  'NOTICE OF HEARING',
  'Case No. ADJ1234567',
  'Applicant: Maria Garcia',
  'A hearing is set on January 12, 2027 at 8:30 a.m.',
  'Location: Fresno District Office, 2550 Mariposa Mall, Fresno',
];

let server: TestServer;
let a: string;
let b: string;
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const auth = (key: string) => ({ authorization: `Bearer ${key}` });

beforeAll(async () => {
  server = await startTestServer();
  a = (await server.createKey('pro', ['classify', 'batch', 'feedback'], 'office A')).key;
  b = (await server.createKey('pro', ['classify', 'batch', 'feedback'], 'office B')).key;
});
afterAll(async () => server?.close());

/** An asynchronous batch, polled until it ends: its id and its answer. */
async function asyncBatch(key: string, pages: string[][], options: Record<string, unknown> = { split: 'separators' }) {
  const res = await post(`${server.url}/v1/analyze-batch`, { document: b64(await makeTextPdf(pages)), activity_types: LABELS, options }, key, {
    prefer: 'respond-async',
  });
  expect(res.status).toBe(202);
  const { job_id: id } = (await res.json()) as { job_id: string };
  for (;;) {
    const job = (await (await fetch(`${server.url}/v1/jobs/${id}`, { headers: auth(key) })).json()) as { status: string; result?: { data: any } };
    if (job.status === 'succeeded') return { id, data: job.result!.data };
    expect(job.status).toMatch(/queued|running/);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('the review page and what it asks of the service', () => {
  it('GET / leads to /app: the page, its script and its styles, bundled from npm packages and served from here', async () => {
    const root = await fetch(`${server.url}/`, { redirect: 'manual' });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/app');
    const page = await fetch(`${server.url}/app`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const script = /<script type="module" src="(\/app\/app\.js\?v=[\w-]+)"/.exec(html)?.[1];
    const style = /<link rel="stylesheet" href="(\/app\/app\.css\?v=[\w-]+)"/.exec(html)?.[1];
    expect(script && style).toBeTruthy();
    expect(html).not.toMatch(/https?:\/\//);
    const js = await fetch(`${server.url}${script}`);
    expect(js.headers.get('content-type')).toMatch(/javascript/);
    const code = await js.text();
    // Preact, the page's own code, and nothing fetched from elsewhere.
    expect(code).toContain('/v1/analyze-batch');
    expect(code).toContain('sessionStorage');
    expect(code).not.toMatch(/\bimport\s*\(?\s*["']https?:/);
    expect((await fetch(`${server.url}${style}`)).headers.get('content-type')).toMatch(/text\/css/);
    const refused = await fetch(`${server.url}/app`, { method: 'POST' });
    expect(refused.status).toBe(405);
    expect(await refused.json()).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
  });

  it("corrects an asynchronous job's answer by its job id, and each part of a split document teaches from its own pages", async () => {
    // One document (no separator sheet, split at sheets only): the clinic's report with a letter behind it.
    const first = await asyncBatch(a, [progressNote('Maria', 'Garcia', '03/14/2025'), LETTER]);
    expect(first.data.documents).toHaveLength(1);
    // Another key cannot name this job.
    const other = await post(`${server.url}/v1/feedback`, { job_id: first.id, document_index: 1, correct: { doc_type: 'Ortho Follow-Up' } }, b);
    expect(other.status).toBe(404);
    // The review page splits it before page 2: the report is an "Ortho Follow-Up", the letter "Correspondence".
    for (const [pages, label] of [
      [[1, 1], 'Ortho Follow-Up'],
      [[2, 2], 'Correspondence'],
    ] as const) {
      const res = await post(
        `${server.url}/v1/feedback`,
        { job_id: first.id, document_index: 1, correct: { doc_type: label, start_page: pages[0], end_page: pages[1] }, activity_types: LABELS },
        a,
      );
      expect(res.status).toBe(201);
      expect(((await res.json()) as { data: { learned: string[] } }).data.learned).toContain('layout');
    }
    // The next report of the clinic follows the report's correction, not the letter's.
    const next = await asyncBatch(a, [progressNote('Tuan', 'Nguyen', '11/02/2024')]);
    expect(next.data.documents[0].doc_type).toBe('Ortho Follow-Up');
    expect(next.data.documents[0].sources?.learned?.map((l: { field: string }) => l.field)).toContain('doc_type');
    // Office B's answers are its own.
    const unchanged = await asyncBatch(b, [progressNote('Tuan', 'Nguyen', '11/02/2024')]);
    expect(unchanged.data.documents[0].doc_type).not.toBe('Ortho Follow-Up');
    await fetch(`${server.url}/v1/feedback`, { method: 'DELETE', headers: auth(a) });
  });

  it('answers the calendar of a batch as corrected, for the key that ran it; bad bodies are 400', async () => {
    const job = await asyncBatch(a, [NOTICE]);
    const documents = job.data.documents.map((d: any) => ({
      ...d,
      calendar_dates: d.calendar_dates.map((c: any) => ({ ...c, location: 'WCAB Fresno, 2550 Mariposa Mall' })),
    }));
    const url = `${server.url}/v1/jobs/${job.id}/calendar.ics`;
    const res = await post(url, { documents }, a);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/calendar/);
    const ics = (await res.text()).replace(/\r\n /g, '');
    expect(ics).toMatch(/DTSTART;TZID=America\/Los_Angeles:20270112T083000/);
    expect(ics).toContain('LOCATION:WCAB Fresno\\, 2550 Mariposa Mall');
    // The answer as read is still there.
    const read = await fetch(url, { headers: auth(a) });
    expect((await read.text()).replace(/\r\n /g, '')).not.toContain('LOCATION:WCAB Fresno');
    expect((await post(url, { documents }, b)).status).toBe(404);
    for (const body of [{}, { documents: [{ start_page: 1 }] }, { documents, extra: true }, '{"documents": ']) {
      const bad = await post(url, body, a);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(await bad.json()).toMatchObject({ code: expect.stringMatching(/BAD_REQUEST|INVALID_JSON/) });
    }
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
  });
});
