/**
 * JOB_FILES_MAX_MB: the embedded mode's budget for asynchronous batches' split documents. A job
 * whose documents do not fit is let go of (its downloads answer 404, its JSON result stays), while
 * a small job's downloads are served: the setting reaches the queue of the real service.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeTextPdf } from '@wcab/testkit';
import { post, startTestServer, type TestServer } from '../../../test/support/server';
import { toBase64 } from '../../../test/support/pdfs';

let server: TestServer;
let key: string;

beforeAll(async () => {
  server = await startTestServer({ env: { JOB_FILES_MAX_MB: '1' } });
  key = (await server.createKey('enterprise')).key;
});
afterAll(() => server.close());

/** A one-page text letter carrying a 2 MB photograph (noise does not compress). */
async function heavyLetter(): Promise<Uint8Array> {
  const photo = await sharp({ create: { width: 700, height: 700, channels: 3, background: 'white', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .png()
    .toBuffer();
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText('April 2, 2026  RE: Applicant: Juan Lopez, ADJ2222222', { x: 72, y: 720, size: 11, font });
  page.drawImage(await doc.embedPng(photo), { x: 72, y: 100, width: 400, height: 400 });
  return doc.save();
}

async function finishedJob(document: Uint8Array): Promise<string> {
  const res = await post(`${server.url}/v1/analyze-batch`, { document: toBase64(document) }, key, { prefer: 'respond-async' });
  expect(res.status).toBe(202);
  const location = res.headers.get('location')!;
  for (let i = 0; i < 300; i++) {
    const job = (await (await fetch(`${server.url}${location}`, { headers: { authorization: `Bearer ${key}` } })).json()) as { status: string };
    if (job.status === 'succeeded') return location;
    expect(job.status).not.toBe('failed');
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('job did not finish');
}

it('documents over the budget are let go (404, the result stays); a small job is served', async () => {
  const heavy = await heavyLetter();
  expect(heavy.byteLength).toBeGreaterThan(1.2 * 1024 * 1024); // over the 1 MB budget on its own
  const auth = { authorization: `Bearer ${key}` };
  const big = await finishedJob(heavy);
  expect((await fetch(`${server.url}${big}/documents/1`, { headers: auth })).status).toBe(404);
  expect(
    ((await (await fetch(`${server.url}${big}`, { headers: auth })).json()) as { result: { data: { documents: unknown[] } } }).result.data.documents,
  ).toHaveLength(1);
  const small = await finishedJob(await makeTextPdf([['PACIFIC INJURED WORKERS LAW GROUP', 'April 2, 2026', 'RE: Applicant: Juan Lopez']]));
  const doc = await fetch(`${server.url}${small}/documents/1`, { headers: auth });
  expect(doc.status).toBe(200);
  expect(doc.headers.get('content-type')).toBe('application/pdf');
});
