/**
 * /v1/analyze-batch splitting batches without separator sheets (issue #22), through the real service:
 * text and scanned batches, sheets and content boundaries together, the `split` option and threshold,
 * warnings for boundaries below it, bad options, and that no page is ever lost.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BatchResult } from '@wcab/contract';
import { concatPdfs, makeBarcodePage, makeTextPdf, rasterizePdf, splitFixtures as F } from '@wcab/testkit';
import { post, startTestServer, type TestServer } from '../../../test/support/server';
import { toBase64 } from '../../../test/support/pdfs';

let server: TestServer;
let key: string;

const GARCIA = { applicant: 'Maria Garcia', adj: 'ADJ11223344', employer: 'Acme Logistics, Inc.' };
const LOPEZ = { applicant: 'Juan Lopez', adj: 'ADJ9876543', employer: 'Sunrise Bakery' };

beforeAll(async () => {
  server = await startTestServer();
  key = (await server.createKey('enterprise')).key;
});
afterAll(() => server.close());

async function analyze(pdf: Uint8Array, options: Record<string, unknown> = {}) {
  const res = await post(`${server.url}/v1/analyze-batch`, { document: toBase64(pdf), options }, key);
  return { status: res.status, body: (await res.json()) as any };
}

const AUTO = { split: 'auto' } as const;
const spans = (data: BatchResult) => data.documents.map((d) => [d.start_page, d.end_page]);

/** Every page is a document's or a separator sheet's, once. */
function expectNoPageLost(data: BatchResult, pageCount: number) {
  const seen = [...data.separator_pages];
  for (const d of data.documents) for (let p = d.start_page; p <= d.end_page; p++) seen.push(p);
  expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: pageCount }, (_, i) => i + 1));
}

/** Notice (Garcia), letter (Lopez), three-page report (Lopez): 5 pages, 3 documents. */
const threeDocuments = () => [
  ...F.noticeOfHearing(GARCIA, 'March 3, 2025'),
  ...F.attorneyLetter(LOPEZ, 'April 2, 2025'),
  ...F.medicalReport(LOPEZ, 'April 20, 2025'),
];

describe('/v1/analyze-batch without separator sheets', () => {
  it('a sheetless text batch is split where documents start (split: auto), marked split_by content with a confidence', async () => {
    const { status, body } = await analyze(await makeTextPdf(threeDocuments()), AUTO);
    expect(status).toBe(200);
    const data = BatchResult.parse(body.data);
    expect(data.separator_pages).toEqual([]);
    expect(spans(data)).toEqual([
      [1, 1],
      [2, 2],
      [3, 5],
    ]);
    expect(data.documents.map((d) => d.split_by)).toEqual(['separator', 'content', 'content']);
    expect(data.documents[0]!.boundary_confidence).toBeUndefined();
    for (const d of data.documents.slice(1)) expect(d.boundary_confidence).toBeGreaterThanOrEqual(0.7);
    expect(data.documents.map((d) => d.applicant_name)).toEqual(['Maria Garcia', 'Juan Lopez', 'Juan Lopez']);
    expect(data.documents[0]!.adj_numbers).toEqual(['ADJ11223344']);
    expectNoPageLost(data, 5);
  });

  it('one document of three numbered pages stays one document', async () => {
    const { body } = await analyze(await makeTextPdf(F.medicalReport(GARCIA, 'April 20, 2025')), AUTO);
    expect(spans(body.data)).toEqual([[1, 3]]);
    expect(body.data.warnings).toBeUndefined();
  });

  it('by default a batch without any separator sheet is split as with split: auto; with split: separators it stays one document', async () => {
    const pdf = await makeTextPdf(threeDocuments());
    const byDefault = BatchResult.parse((await analyze(pdf)).body.data);
    expect(spans(byDefault)).toEqual([
      [1, 1],
      [2, 2],
      [3, 5],
    ]);
    expect(byDefault.documents.map((d) => d.split_by)).toEqual(['separator', 'content', 'content']);
    expectNoPageLost(byDefault, 5);
    const { body } = await analyze(pdf, { split: 'separators' });
    expect(spans(body.data)).toEqual([[1, 5]]);
    expect(body.data.documents[0].split_by).toBe('separator');
    expect(body.data.documents[0].boundary_confidence).toBeUndefined();
  });

  it('a blank page between two documents stays with the first; no page is lost', async () => {
    const pages = [...F.attorneyLetter(GARCIA, 'April 2, 2025'), '', ...F.medicalReport(LOPEZ, 'April 20, 2025')];
    const { body } = await analyze(await makeTextPdf(pages), AUTO);
    const data = BatchResult.parse(body.data);
    expect(spans(data)).toEqual([
      [1, 2],
      [3, 5],
    ]);
    expectNoPageLost(data, 5);
  });

  it('with sheets present: separators win, the default splits only at them (a stretch between sheets is one document), auto also splits inside a stretch', async () => {
    const batch = await concatPdfs([
      await makeBarcodePage({ value: 'PATCHT', symbology: 'code39', heading: 'PATCH T' }),
      await makeTextPdf([...F.noticeOfHearing(GARCIA, 'March 3, 2025'), ...F.attorneyLetter(LOPEZ, 'April 2, 2025')]),
      await makeBarcodePage({ value: 'PATCHT', symbology: 'code39', heading: 'PATCH T' }),
      await makeTextPdf(F.medicalReport(LOPEZ, 'April 20, 2025')),
    ]);
    const byDefault = BatchResult.parse((await analyze(batch)).body.data);
    expect(byDefault.separator_pages).toEqual([1, 4]);
    expect(spans(byDefault)).toEqual([
      [2, 3],
      [5, 7],
    ]);
    expect(byDefault.documents.map((d) => d.split_by)).toEqual(['separator', 'separator']);
    const auto = BatchResult.parse((await analyze(batch, { split: 'auto' })).body.data);
    expect(auto.separator_pages).toEqual([1, 4]);
    expect(spans(auto)).toEqual([
      [2, 2],
      [3, 3],
      [5, 7],
    ]);
    expect(auto.documents.map((d) => d.split_by)).toEqual(['separator', 'content', 'separator']);
    expectNoPageLost(auto, 7);
  });

  it('a boundary below the threshold is not split but listed in warnings; an ADJ change splits whatever the threshold', async () => {
    // Same case throughout: nothing but the content says where the report starts.
    const sameCase = await makeTextPdf([...F.attorneyLetter(GARCIA, 'April 2, 2025'), ...F.medicalReport(GARCIA, 'April 20, 2025')]);
    const strict = BatchResult.parse((await analyze(sameCase, { ...AUTO, split_threshold: 1 })).body.data);
    expect(spans(strict)).toEqual([[1, 4]]);
    expect(strict.warnings).toContainEqual(expect.objectContaining({ page: 2, code: 'UNCERTAIN_BOUNDARY' }));
    expect(strict.warnings!.every((w) => w.code === 'UNCERTAIN_BOUNDARY' && w.page === 2)).toBe(true);
    const normal = BatchResult.parse((await analyze(sameCase, AUTO)).body.data);
    expect(spans(normal)).toEqual([
      [1, 1],
      [2, 4],
    ]);
    // Two cases: never merged, even at a threshold nothing reaches.
    const twoCases = BatchResult.parse((await analyze(await makeTextPdf(threeDocuments()), { ...AUTO, split_threshold: 1 })).body.data);
    expect(spans(twoCases)).toEqual([
      [1, 1],
      [2, 5],
    ]);
  });

  it('bad split options get 400 with a code, and the service answers the next request', async () => {
    const pdf = await makeTextPdf(F.attorneyLetter(GARCIA, 'April 2, 2025'));
    for (const options of [{ split: 'pages' }, { split_threshold: 1.5 }, { split_threshold: 'high' }]) {
      const { status, body } = await analyze(pdf, options);
      expect(status).toBe(400);
      expect(body.code).toBe('BAD_REQUEST');
      expect(body.error).toMatch(/split/);
    }
    expect((await analyze(pdf)).status).toBe(200);
  });

  it('a sheetless scanned batch is split from its OCR text', async () => {
    const pages = [...F.noticeOfHearing(GARCIA, 'March 3, 2025'), ...F.attorneyLetter(LOPEZ, 'April 2, 2025')];
    const scanned = await rasterizePdf(await makeTextPdf(pages), { dpi: 200, noise: 0.02 });
    const { status, body } = await analyze(scanned, AUTO);
    expect(status).toBe(200);
    const data = BatchResult.parse(body.data);
    expect(spans(data)).toEqual([
      [1, 1],
      [2, 2],
    ]);
    expect(data.documents[1]!.split_by).toBe('content');
    expect(data.documents.map((d) => d.applicant_name)).toEqual(['Maria Garcia', 'Juan Lopez']);
  }, 120_000);
});
