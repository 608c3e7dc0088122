/**
 * /v1/analyze-batch through the real service: separator sheets printed by the service itself and
 * scanned back, stray barcodes that must not split, and the awkward batches.
 */
import { PDFDocument, PDFName } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BatchResult } from '@wcab/contract';
import { concatPdfs, makeBarcodePage, makeTextPdf, rasterizePdf } from '@wcab/testkit';
import { post, startTestServer, type TestServer } from '../../../test/support/server';
import { toBase64 } from '../../../test/support/pdfs';

let server: TestServer;
let key: string;

const LABELS = ['Notice of Hearing', 'Medical Report', 'Correspondence', 'Billing / Lien', 'Other'];

const notice = (name: string, adj: string) => [
  "WORKERS' COMPENSATION APPEALS BOARD",
  `${name.toUpperCase()},`,
  'Applicant,',
  'vs.',
  'ACME LOGISTICS, INC.; ZENITH INSURANCE COMPANY,',
  'Defendants.',
  `Case Number: ${adj}`,
  'NOTICE OF HEARING',
  'The above case is set for STATUS CONFERENCE on 05/12/2025 at 1:30 P.M.',
  'at the Oakland District Office, 1515 Clay Street, 6th Floor, Oakland, CA 94612.',
  'SERVICE: This notice was served on 03/03/2025 on all parties.',
];

const letter = (name: string) => [
  'PACIFIC INJURED WORKERS LAW GROUP',
  'April 2, 2025',
  'Claims Adjuster, Zenith Insurance Company',
  `RE: Applicant: ${name}`,
  'Dear Claims Adjuster:',
  'Please find enclosed the medical records for your review.',
  'Sincerely,',
  'Jane Smith, Esq.',
];

beforeAll(async () => {
  server = await startTestServer({ env: { MAX_BATCH_PAGES: '12' } });
  key = (await server.createKey('enterprise')).key;
});
afterAll(() => server.close());

async function analyze(pdf: Uint8Array, extra: Record<string, unknown> = {}) {
  const res = await post(`${server.url}/v1/analyze-batch`, { document: toBase64(pdf), activity_types: LABELS, ...extra }, key);
  return { res, body: (await res.json()) as any };
}

async function sheet(query: string): Promise<Uint8Array> {
  const res = await fetch(`${server.url}/v1/separator-sheet?${query}`, { headers: { authorization: `Bearer ${key}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  return new Uint8Array(await res.arrayBuffer());
}

describe('/v1/analyze-batch', () => {
  it('round trip: printed separator sheets, scanned with noise and skew, split and carry their values', async () => {
    const batch = await concatPdfs([
      await sheet('activity_type=Notice%20of%20Hearing&adj_number=ADJ1111111'),
      await makeTextPdf([notice('Maria Garcia', 'ADJ1111111')]),
      await sheet('activity_type=Correspondence&adj_number=ADJ2222222'),
      await makeTextPdf([letter('Juan Lopez'), ['Enclosures: 3 pages of records.']]),
    ]);
    const scanned = await rasterizePdf(batch, { dpi: 200, skewDeg: 2, noise: 0.04, jpegQuality: 55 });
    const { res, body } = await analyze(scanned);
    expect(res.status).toBe(200);
    const data = BatchResult.parse(body.data);
    expect(data.separator_pages).toEqual([1, 3]);
    expect(data.documents.map((d) => [d.start_page, d.end_page])).toEqual([
      [2, 2],
      [4, 5],
    ]);
    const [first, second] = data.documents;
    expect(first!.doc_type).toBe('Notice of Hearing');
    expect(first!.adj_numbers).toContain('ADJ1111111');
    expect(first!.applicant_name).toBe('Maria Garcia');
    expect(first!.suggested_filename).toMatch(/^\d{8}-notice-of-hearing-garcia\.pdf$/);
    expect(first!.calendar_dates).toContainEqual(expect.objectContaining({ date: '2025-05-12', time: '13:30', type: 'hearing' }));
    expect(second!.doc_type).toBe('Correspondence');
    expect(second!.adj_numbers).toContain('ADJ2222222');
  });

  it('a stray invoice barcode and a QR code on letterhead never split a document', async () => {
    const batch = await concatPdfs([
      await makeBarcodePage({ value: 'PATCHT', symbology: 'code39', heading: 'PATCH T' }),
      await makeBarcodePage({
        value: 'INV-2025-0042',
        symbology: 'code128',
        position: 'top-right',
        extraLines: ['ITEMIZED STATEMENT', 'Patient: Rosa Diaz', 'Case No. ADJ3333333', 'Total due: $1,240.00'],
      }),
      await makeBarcodePage({ value: 'https://lawfirm.example/contact', symbology: 'qrcode', position: 'top-right', extraLines: letter('Rosa Diaz') }),
      await makeBarcodePage({ value: 'SEP-0003', symbology: 'code128', heading: 'DOCUMENT SEPARATOR' }),
      await makeTextPdf([notice('Rosa Diaz', 'ADJ3333333')]),
    ]);
    const { body } = await analyze(batch);
    expect(body.data.separator_pages).toEqual([1, 4]);
    expect(body.data.documents.map((d: any) => [d.start_page, d.end_page])).toEqual([
      [2, 3],
      [5, 5],
    ]);
  });

  it('no separators and split: separators: one document; only separators: no documents', async () => {
    const plain = await analyze(await makeTextPdf([notice('Ana Ruiz', 'ADJ4444444'), letter('Ana Ruiz')]), { options: { split: 'separators' } });
    expect(plain.body.data.separator_pages).toEqual([]);
    expect(plain.body.data.documents).toHaveLength(1);
    expect(plain.body.data.documents[0]).toMatchObject({ start_page: 1, end_page: 2, applicant_name: 'Ana Ruiz' });
    const onlySeparators = await analyze(
      await concatPdfs([await makeBarcodePage({ value: 'PATCHT', symbology: 'code128' }), await makeBarcodePage({ value: 'SEP', symbology: 'qrcode' })]),
    );
    expect(onlySeparators.body.data).toEqual({ separator_pages: [1, 2], documents: [] });
  });

  it('a non-separator barcode on every page splits nothing', async () => {
    const pages = [];
    for (let i = 1; i <= 3; i++)
      pages.push(await makeBarcodePage({ value: `BATES-00${i}`, symbology: 'code128', position: 'bottom-left', extraLines: notice('Lee Chan', 'ADJ5555555') }));
    // Splitting at separators only: three pages of one notice would otherwise read as three notices.
    const { body } = await analyze(await concatPdfs(pages), { options: { split: 'separators' } });
    expect(body.data.separator_pages).toEqual([]);
    expect(body.data.documents.map((d: any) => [d.start_page, d.end_page])).toEqual([[1, 3]]);
  });

  it('a corrupt page in the middle: that document reports what it can, the others are unaffected', async () => {
    const batch = await PDFDocument.load(
      await concatPdfs([
        await makeTextPdf([notice('Maria Garcia', 'ADJ1111111')]),
        await makeBarcodePage({ value: 'PATCHT', symbology: 'code39' }),
        await makeTextPdf([notice('Juan Lopez', 'ADJ2222222'), ['page two']]),
        await makeBarcodePage({ value: 'PATCHT', symbology: 'code39' }),
        await makeTextPdf([letter('Ana Ruiz')]),
      ]),
    );
    // Page 4 draws an image that does not exist and carries a garbled content stream.
    const page = batch.getPage(3);
    page.node.set(PDFName.of('Contents'), batch.context.stream('q 1 0 0 1 0 0 cm /Missing Do Q BT /F9 12 Tf (x) Tj ET )) ((( garbage'));
    const { res, body } = await analyze(await batch.save());
    expect(res.status).toBe(200);
    expect(body.data.separator_pages).toEqual([2, 5]);
    expect(body.data.documents.map((d: any) => [d.start_page, d.end_page])).toEqual([
      [1, 1],
      [3, 4],
      [6, 6],
    ]);
    expect(body.data.documents[1].adj_numbers).toEqual(['ADJ2222222']);
    expect(body.data.documents[0].applicant_name).toBe('Maria Garcia');
    expect(body.data.documents[2].applicant_name).toBe('Ana Ruiz');
  });

  it('at the page limit: answered; over it: 413 DOCUMENT_TOO_LARGE', async () => {
    const pages = Array.from({ length: 13 }, (_, i) => [`Page ${i + 1}`]);
    const over = await analyze(await makeTextPdf(pages));
    expect(over.res.status).toBe(413);
    expect(over.body.code).toBe('DOCUMENT_TOO_LARGE');
    const at = await analyze(await makeTextPdf(pages.slice(0, 12)));
    expect(at.res.status).toBe(200);
  });

  it('GET /v1/separator-sheet validates its query and needs a key', async () => {
    const bad = await fetch(`${server.url}/v1/separator-sheet?adj_number=12345`, { headers: { authorization: `Bearer ${key}` } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { code: string }).code).toBe('BAD_REQUEST');
    expect((await fetch(`${server.url}/v1/separator-sheet`)).status).toBe(401);
  });
});
