/**
 * GET /v1/jobs/{id}/pages/{n}.png (the review page's page images) through the real service, in the embedded
 * mode and in a fleet (the API plus a real worker process on Redis: the page is rendered by the worker, the
 * API renders nothing). A page of text comes back as its image, at the width asked, with the evidence box of a
 * field on the very words it was read from; a page far taller than wide stays within the pixel bound; a
 * separator sheet, a page past the batch, a non-canonical number, a bad width, another key's job, a classify
 * job, a job still running and a wrong method are each refused with {error, code}, and the service keeps serving.
 */
import sharp from 'sharp';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BatchResult, PAGE_IMAGE_DEFAULT_WIDTH, PAGE_IMAGE_MAX_PIXELS } from '@wcab/contract';
import { separatorSheetPdf } from '@wcab/sheets';
import { concatPdfs, makeTextPdf } from '@wcab/testkit';
import { post, servicesRequired, startTestServer, type TestServer } from '../../../test/support/server';
import { toBase64 } from '../../../test/support/pdfs';
import { redisAvailable } from '../../../test/support/redis';
import { dropPrefix, FAST_FLEET, scripted, SCRIPTED_PROCESSOR, spawnWorker, testPrefix, type WorkerProcess } from '../../worker/test/support';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await redisAvailable(REDIS_URL);
if (!redisUp && servicesRequired()) throw new Error(`REQUIRE_SERVICES=1 but Redis at ${REDIS_URL} does not answer`);

const NOTICE = [
  "WORKERS' COMPENSATION APPEALS BOARD",
  'NOTICE OF HEARING',
  'Case Number: ADJ1111111',
  'Applicant: Maria Garcia',
  'Employer: Acme Logistics, Inc.',
  'The above case is set for STATUS CONFERENCE on 05/12/2026 at 1:30 P.M.',
];
const LETTER = ['PACIFIC INJURED WORKERS LAW GROUP', 'April 2, 2026', 'RE: Applicant: Juan Lopez', 'ADJ2222222', 'Dear Claims Adjuster:'];

/** One page 612 x 14400 points (a 200-inch roll): drawn at the width asked it would be 67 Mpx. */
async function tallPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 14_400]);
  page.drawText('RECEIPT ROLL ADJ3333333', { x: 50, y: 14_300, size: 14, font });
  return doc.save();
}

interface Gray {
  width: number;
  height: number;
  pixels: Buffer;
}
const decode = async (bytes: ArrayBuffer): Promise<Gray> => {
  const { data, info } = await sharp(Buffer.from(bytes)).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, pixels: data };
};
/** Dark pixels (ink) inside a box given in image pixels. */
function ink(image: Gray, [x0, y0, x1, y1]: number[]): number {
  let dark = 0;
  for (let y = Math.max(0, Math.floor(y0!)); y < Math.min(image.height, Math.ceil(y1!)); y++) {
    for (let x = Math.max(0, Math.floor(x0!)); x < Math.min(image.width, Math.ceil(x1!)); x++) if (image.pixels[y * image.width + x]! < 128) dark++;
  }
  return dark;
}

function scenario(mode: 'embedded' | 'fleet') {
  let server: TestServer;
  let key: string;
  let other: string;
  let worker: WorkerProcess | undefined;
  const prefix = testPrefix('pages');
  const auth = (k: string) => ({ authorization: `Bearer ${k}` });

  beforeAll(async () => {
    const env: Record<string, string> = mode === 'fleet' ? { REDIS_URL, QUEUE_PREFIX: prefix, ...FAST_FLEET } : {};
    if (mode === 'fleet') worker = await spawnWorker(env);
    server = await startTestServer({ env });
    key = (await server.createKey('pro', ['classify', 'batch'])).key;
    other = (await server.createKey('pro', ['classify', 'batch'])).key;
  }, 60_000);
  afterAll(async () => {
    await worker?.stop('SIGKILL');
    await server?.close();
    if (mode === 'fleet') await dropPrefix(REDIS_URL, prefix);
  });

  async function asyncJob(path: string, document: Uint8Array, options: Record<string, unknown>) {
    const res = await post(`${server.url}${path}`, { document: toBase64(document), options }, key, { prefer: 'respond-async' });
    expect(res.status).toBe(202);
    const { job_id: id } = (await res.json()) as { job_id: string };
    for (;;) {
      const job = (await (await fetch(`${server.url}/v1/jobs/${id}`, { headers: auth(key) })).json()) as { status: string; result?: { data: unknown } };
      if (job.status === 'succeeded') return { id, data: job.result!.data };
      expect(job.status).toMatch(/queued|running/);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  const image = (id: string, file: string, k = key) => fetch(`${server.url}/v1/jobs/${id}/pages/${file}`, { headers: auth(k) });

  it('draws a page of text at the width asked, the evidence box on the words it was read from', async () => {
    const batch = await concatPdfs([await makeTextPdf([NOTICE]), await separatorSheetPdf({}), await makeTextPdf([LETTER])]);
    const { id, data } = await asyncJob('/v1/analyze-batch', batch, { split: 'separators', evidence: true });
    const result = BatchResult.parse(data);
    expect(result.separator_pages).toEqual([2]);

    const res = await image(id, '1.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('private, max-age=3600');
    const first = await decode(await res.arrayBuffer());
    expect(first.width).toBe(PAGE_IMAGE_DEFAULT_WIDTH);
    expect(first.height).toBe(Math.round((PAGE_IMAGE_DEFAULT_WIDTH * 792) / 612));
    // Where the applicant was read (PDF points, top-left origin) holds ink on the image; a margin of the same size holds none.
    const evidence = result.documents[0]!.evidence?.applicant_name;
    expect(evidence?.page).toBe(1);
    const scale = first.width / 612;
    const box = evidence!.bbox!.map((v) => v * scale);
    expect(ink(first, box)).toBeGreaterThan(20);
    const [x0, y0, x1, y1] = box as [number, number, number, number];
    expect(ink(first, [x0, first.height - (y1 - y0) - 5, x1, first.height - 5])).toBe(0);

    // Another width, and the letter's page (3, behind the separator sheet): its own image.
    const small = await decode(await (await image(id, '1.png?width=200')).arrayBuffer());
    expect([small.width, small.height]).toEqual([200, Math.round((200 * 792) / 612)]);
    const letter = await decode(await (await image(id, '3.png')).arrayBuffer());
    expect(letter.width).toBe(first.width);
    expect(letter.pixels.equals(first.pixels)).toBe(false);
    expect(ink(letter, [0, 0, letter.width, letter.height])).toBeGreaterThan(100);

    // Refused, each with {error, code}: the separator sheet (kept in no document), a page past the batch,
    // non-canonical page numbers, bad widths, another key, no key, another method.
    const refusals: Array<[string, number, string, RegExp?, string?]> = [
      ['2.png', 404, 'NOT_FOUND', /separator sheet/],
      ['4.png', 404, 'NOT_FOUND', /No page 4/],
      ['0.png', 404, 'NOT_FOUND'],
      ['01.png', 404, 'NOT_FOUND'],
      ['1.0.png', 404, 'NOT_FOUND'],
      ['1e0.png', 404, 'NOT_FOUND'],
      ['1.jpg', 404, 'NOT_FOUND'],
      ['1.png?width=99', 400, 'BAD_REQUEST', /width/],
      ['1.png?width=1601', 400, 'BAD_REQUEST', /width/],
      ['1.png?width=0800', 400, 'BAD_REQUEST', /width/],
      ['1.png?width=8e2', 400, 'BAD_REQUEST', /width/],
      ['1.png?width=800&width=900', 400, 'BAD_REQUEST'],
      ['1.png?dpi=300', 400, 'BAD_REQUEST', /Unknown field "dpi"/],
      ['1.png', 404, 'NOT_FOUND', /No such job/, other],
    ];
    for (const [file, status, code, message, as] of refusals) {
      const bad = await image(id, file, as);
      expect(bad.status, file).toBe(status);
      expect(bad.headers.get('content-type'), file).toMatch(/application\/json/);
      const body = (await bad.json()) as { error: string; code: string };
      expect(body.code, file).toBe(code);
      if (message) expect(body.error, file).toMatch(message);
    }
    expect((await fetch(`${server.url}/v1/jobs/${id}/pages/1.png`)).status).toBe(401);
    const wrongMethod = await fetch(`${server.url}/v1/jobs/${id}/pages/1.png`, { method: 'DELETE', headers: auth(key) });
    expect(wrongMethod.status).toBe(405);
    expect(await wrongMethod.json()).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
    // Still serving, and still drawing.
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
    expect((await image(id, '3.png?width=100')).status).toBe(200);
  }, 120_000);

  it('keeps a page far taller than wide within the pixel bound, and draws no page of a classify job', async () => {
    const { id } = await asyncJob('/v1/analyze-batch', await tallPdf(), { split: 'separators' });
    const tall = await decode(await (await image(id, '1.png?width=1600')).arrayBuffer());
    expect(tall.width * tall.height).toBeLessThanOrEqual(PAGE_IMAGE_MAX_PIXELS);
    expect(tall.width).toBeLessThan(1600);
    expect(tall.height / tall.width).toBeCloseTo(14_400 / 612, 0);
    expect(ink(tall, [0, 0, tall.width, tall.height / 50])).toBeGreaterThan(0);

    const classified = await asyncJob('/v1/classify', await makeTextPdf([NOTICE]), {});
    const refused = await image(classified.id, '1.png');
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ code: 'NOT_FOUND', error: expect.stringMatching(/Only batch jobs/) });
  }, 120_000);
}

describe('page images of a batch job, embedded', () => scenario('embedded'));
describe.skipIf(!redisUp)('page images of a batch job, in a fleet (API + worker on Redis)', () => scenario('fleet'));

describe('page images before the job is done', () => {
  let server: TestServer;
  let key: string;
  beforeAll(async () => {
    // A processor that sleeps as told: the job is reliably still running when asked.
    server = await startTestServer({ env: { WORKER_PROCESSOR: SCRIPTED_PROCESSOR } });
    key = (await server.createKey('pro', ['batch'])).key;
  });
  afterAll(() => server?.close());

  it('answers 409 JOB_NOT_FINISHED while the job runs', async () => {
    const accepted = await post(`${server.url}/v1/analyze-batch`, { document: scripted('sleep=4000') }, key, { prefer: 'respond-async' });
    const res = await fetch(`${server.url}${accepted.headers.get('location')}/pages/1.png`, { headers: { authorization: `Bearer ${key}` } });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: expect.stringContaining('poll GET /v1/jobs/'), code: 'JOB_NOT_FINISHED' });
  });
});
