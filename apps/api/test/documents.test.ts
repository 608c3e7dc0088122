/**
 * Bad and awkward documents on /v1/classify, through the real service: each gets a clear
 * {error, code} or a correct answer, and the process keeps serving.
 */
import { degrees, PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClassificationResult } from '@wcab/contract';
import {
  concatPdfs,
  makeBlankScannedPage,
  makeEncryptedPdf,
  makeGarbageTextPdf,
  makeTextPdf,
  makeTruncatedPdf,
  makeZeroPagePdf,
  rasterizePdf,
} from '@wcab/testkit';
import { post, startTestServer, type TestServer } from '../../../test/support/server';
import { toBase64 } from '../../../test/support/pdfs';

let server: TestServer;
let key: string;

const NOTICE = [
  "WORKERS' COMPENSATION APPEALS BOARD",
  'STATE OF CALIFORNIA',
  'MARIA GARCIA,',
  'Applicant,',
  'vs.',
  'SUNRISE DISTRIBUTION CENTER, LLC; ZENITH INSURANCE COMPANY,',
  'Defendants.',
  'Case Number: ADJ1234567',
  'NOTICE OF HEARING',
  'The above case is set for MANDATORY SETTLEMENT CONFERENCE on April 22, 2025 at 8:30 A.M.',
  'at the Van Nuys District Office, 6150 Van Nuys Boulevard, Van Nuys, CA 91401.',
];

beforeAll(async () => {
  server = await startTestServer({ env: { MAX_CLASSIFY_PAGES: '40' } });
  key = (await server.createKey('enterprise')).key;
});
afterAll(() => server.close());

async function classify(pdf: Uint8Array, options = { extract_dates: true, extract_adj: true }) {
  const res = await post(`${server.url}/v1/classify`, { document: toBase64(pdf), options }, key);
  return { res, body: (await res.json()) as any };
}

async function expectCode(pdf: Uint8Array, status: number, code: string) {
  const { res, body } = await classify(pdf);
  expect(res.status).toBe(status);
  expect(body.code).toBe(code);
  expect(body.error.length).toBeGreaterThan(5);
  expect((await classify(await makeTextPdf([NOTICE]))).res.status).toBe(200);
}

describe('/v1/classify on real documents', () => {
  it('reads a text notice: type, ADJ with claimant and employer, hearing with its office, summary', async () => {
    const { res, body } = await classify(await makeTextPdf([NOTICE]));
    expect(res.status).toBe(200);
    const data = ClassificationResult.parse(body.data);
    expect(data.document_type).toBe('wcab_form');
    expect(data.page_count).toBe(1);
    expect(data.adj_numbers).toEqual([{ number: 'ADJ1234567', claimant_name: 'Maria Garcia', employer: 'Sunrise Distribution Center, LLC' }]);
    expect(data.case_numbers).toContain('ADJ1234567');
    const hearing = data.dates.find((d) => d.type === 'hearing');
    expect(hearing?.date).toBe('2025-04-22');
    expect(hearing?.location).toMatch(/Van Nuys District Office/);
    expect(data.summary).toMatch(/Garcia/);
    expect(data.summary).toMatch(/Conference|Hearing/i);
  });

  it('leaves dates and adj_numbers empty unless asked, per SPEC', async () => {
    const { body } = await classify(await makeTextPdf([NOTICE]), { extract_dates: false, extract_adj: false });
    expect(body.data.dates).toEqual([]);
    expect(body.data.adj_numbers).toEqual([]);
    expect(body.data.case_numbers).toContain('ADJ1234567');
  });

  it('adds activity_type from the caller labels', async () => {
    const res = await post(
      `${server.url}/v1/classify`,
      { document: toBase64(await makeTextPdf([NOTICE])), activity_types: ['Medical Report', 'Notice of Hearing', 'Other'] },
      key,
    );
    expect(((await res.json()) as any).data.activity_type).toBe('Notice of Hearing');
  });

  it('OCRs a scanned page, and a scanned page rotated 90 degrees', async () => {
    const scan = await rasterizePdf(await makeTextPdf([NOTICE]), { dpi: 200, skewDeg: 1, noise: 0.03, jpegQuality: 70 });
    const { body } = await classify(scan);
    expect(body.data.adj_numbers.map((a: { number: string }) => a.number)).toEqual(['ADJ1234567']);
    expect(body.data.document_type).toBe('wcab_form');

    const rotated = await PDFDocument.load(scan);
    rotated.getPage(0).setRotation(degrees(90));
    const turned = await classify(await rotated.save());
    expect(turned.res.status).toBe(200);
    expect(turned.body.data.adj_numbers.map((a: { number: string }) => a.number)).toEqual(['ADJ1234567']);
  });

  it('a blank image-only page is read as empty: unknown, nothing invented', async () => {
    const { res, body } = await classify(await makeBlankScannedPage());
    expect(res.status).toBe(200);
    expect(body.data).toMatchObject({ document_type: 'unknown', page_count: 1, adj_numbers: [], dates: [], parties: [] });
    expect(body.data.confidence).toBeLessThan(0.5);
  });

  it('a page whose text layer is garbage is OCRd instead of trusted', async () => {
    // The page shows the notice; its text layer maps every letter to another one.
    for (const mode of ['scrambled', 'unmapped'] as const) {
      const { res, body } = await classify(makeGarbageTextPdf({ mode, lines: NOTICE }));
      expect(res.status).toBe(200);
      expect(body.data.adj_numbers.map((a: { number: string }) => a.number)).toEqual(['ADJ1234567']);
      expect(body.data.document_type).toBe('wcab_form');
    }
  });

  it('mixed PDFs: text pages and scanned pages each take their own path', async () => {
    const second = ['PROOF OF SERVICE', 'Case No. ADJ7654321', 'I served the foregoing on all parties.'];
    const mixed = await concatPdfs([await makeTextPdf([NOTICE]), await rasterizePdf(await makeTextPdf([second]), { dpi: 200 })]);
    const { body } = await classify(mixed);
    expect(body.data.page_count).toBe(2);
    expect(body.data.case_numbers).toEqual(expect.arrayContaining(['ADJ1234567', 'ADJ7654321']));
  });

  it('encrypted: 400 PDF_ENCRYPTED', async () => expectCode(await makeEncryptedPdf(), 400, 'PDF_ENCRYPTED'));
  it('truncated: 400 INVALID_PDF', async () => expectCode(await makeTruncatedPdf(), 400, 'INVALID_PDF'));
  it('zero pages: 400 INVALID_PDF', async () => expectCode(makeZeroPagePdf(), 400, 'INVALID_PDF'));

  it('over the page limit: 413 DOCUMENT_TOO_LARGE; at the limit: answered', async () => {
    const pages = Array.from({ length: 41 }, (_, i) => [`Page ${i + 1}`, 'Case No. ADJ1234567']);
    await expectCode(await makeTextPdf(pages), 413, 'DOCUMENT_TOO_LARGE');
    const { res, body } = await classify(await makeTextPdf(pages.slice(0, 40)));
    expect(res.status).toBe(200);
    expect(body.data.page_count).toBe(40);
  });
});
