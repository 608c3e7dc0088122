/**
 * Scanner image files wherever a PDF is taken, over HTTP against the real service: multi-page TIFF
 * (CCITT G4, LZW, JPEG compression), JPEG and PNG, as base64 JSON, multipart and a raw body (with
 * the right or a wrong Content-Type: the bytes are sniffed). They are read as scanned pages (OCR,
 * barcodes), a multi-page TIFF batch splits at its separator sheets exactly as the same scan as a
 * PDF does, and its split documents are PDFs with the scan's page size.
 */
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { separatorSheetPdf } from '@wcab/sheets';
import { concatPdfs, makeTextPdf, rasterizePdf, scanToImage, type ScanImageFormat } from '@wcab/testkit';
import { post, startTestServer, type TestServer } from '../../../test/support/server';
import { toBase64 } from '../../../test/support/pdfs';

const notice = [
  "WORKERS' COMPENSATION APPEALS BOARD",
  'MARIA GARCIA, Applicant,',
  'vs.',
  'ACME LOGISTICS, INC., Defendants.',
  'Case Number: ADJ1111111',
  'NOTICE OF HEARING',
  'The above case is set for STATUS CONFERENCE on 05/12/2026 at 1:30 P.M.',
];
const letter = [
  'PACIFIC INJURED WORKERS LAW GROUP',
  'April 2, 2026',
  'RE: Applicant: Juan Lopez',
  'Case Number: ADJ2222222',
  'Dear Claims Adjuster:',
  'Please find enclosed the records.',
];

interface BatchData {
  separator_pages: number[];
  documents: { start_page: number; end_page: number; adj_numbers: string[]; applicant_name: string }[];
}

let server: TestServer;
let key: string;
let batchPdf: Uint8Array;
let noticePdf: Uint8Array;
let scannedBatchAnswer: BatchData;

const auth = () => ({ authorization: `Bearer ${key}` });

async function multipart(path: string, file: Uint8Array, filename: string, options?: unknown, headers: Record<string, string> = {}) {
  const body = new FormData();
  body.append('file', new Blob([file], { type: 'application/pdf' }), filename);
  if (options) body.append('options', JSON.stringify(options));
  return fetch(`${server.url}${path}`, { method: 'POST', headers: { ...auth(), ...headers }, body });
}

const raw = (path: string, file: Uint8Array, type: string) =>
  fetch(`${server.url}${path}`, { method: 'POST', headers: { ...auth(), 'content-type': type }, body: file });

async function data<T>(res: Response): Promise<T> {
  const body = (await res.json()) as { data: T; code?: string; error?: string };
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data;
}

beforeAll(async () => {
  server = await startTestServer({ env: { MAX_DOCUMENT_MB: '20' } });
  key = (await server.createKey('enterprise')).key;
  noticePdf = await makeTextPdf([notice]);
  batchPdf = await concatPdfs([noticePdf, await separatorSheetPdf({ adjNumber: 'ADJ2222222' }), await makeTextPdf([letter])]);
  // The same batch as a scanner's PDF: what every image form must agree with.
  const scanned = await rasterizePdf(batchPdf, { dpi: 200 });
  scannedBatchAnswer = await data<BatchData>(await post(`${server.url}/v1/analyze-batch`, { document: toBase64(scanned) }, key));
}, 120_000);
afterAll(() => server.close());

describe('a multi-page TIFF batch splits at its separator sheets like the scanned PDF', () => {
  it.each<[ScanImageFormat, string]>([
    ['tiff-g4', 'multipart'],
    ['tiff-lzw', 'raw, labelled application/pdf'],
    ['tiff-jpeg', 'base64 JSON'],
  ])('%s (%s)', async (format, how) => {
    const tiff = await scanToImage(batchPdf, { format, dpi: 200 });
    expect(Buffer.from(tiff).subarray(0, 2).toString('latin1')).toBe('II');
    const res =
      how === 'multipart'
        ? await multipart('/v1/analyze-batch', tiff, 'batch.tif')
        : how.startsWith('raw')
          ? await raw('/v1/analyze-batch', tiff, 'application/pdf')
          : await post(`${server.url}/v1/analyze-batch`, { document: toBase64(tiff) }, key);
    const answer = await data<BatchData>(res);
    expect(scannedBatchAnswer.separator_pages).toEqual([2]);
    expect(answer.separator_pages).toEqual(scannedBatchAnswer.separator_pages);
    expect(answer.documents.map((d) => [d.start_page, d.end_page])).toEqual([
      [1, 1],
      [3, 3],
    ]);
    expect(answer.documents.map((d) => d.adj_numbers)).toEqual(scannedBatchAnswer.documents.map((d) => d.adj_numbers));
    expect(answer.documents[0]!.adj_numbers).toContain('ADJ1111111');
    expect(answer.documents[1]!.adj_numbers).toContain('ADJ2222222');
  });

  it('an asynchronous TIFF batch gives back PDFs of its pages at the scan size (200 DPI Letter)', async () => {
    const tiff = await scanToImage(batchPdf, { format: 'tiff-g4', dpi: 200 });
    const res = await multipart('/v1/analyze-batch', tiff, 'batch.tiff', undefined, { prefer: 'respond-async' });
    expect(res.status).toBe(202);
    const location = res.headers.get('location')!;
    let status = 'queued';
    for (let i = 0; i < 300 && (status === 'queued' || status === 'running'); i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = ((await (await fetch(`${server.url}${location}`, { headers: auth() })).json()) as { status: string }).status;
    }
    expect(status).toBe('succeeded');
    const doc = await fetch(`${server.url}${location}/documents/2`, { headers: auth() });
    expect(doc.status).toBe(200);
    const split = await PDFDocument.load(new Uint8Array(await doc.arrayBuffer()));
    expect(split.getPageCount()).toBe(1);
    const { width, height } = split.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([612, 792]);
  });
});

describe('single images and every way to send them', () => {
  it.each<[ScanImageFormat, string, string]>([
    ['jpeg', 'raw', 'image/jpeg'],
    ['png', 'multipart', 'notice.pdf'],
    ['jpeg', 'raw', 'image/png'],
    ['png', 'base64 JSON', ''],
  ])('%s as %s (%s) is classified as a scanned page', async (format, how, label) => {
    const image = await scanToImage(noticePdf, { format, dpi: 200 });
    const options = { extract_adj: true, extract_dates: true };
    const res =
      how === 'raw'
        ? await raw('/v1/classify?options.extract_adj=true&options.extract_dates=true', image, label)
        : how === 'multipart'
          ? await multipart('/v1/classify', image, label, options)
          : await post(`${server.url}/v1/classify`, { document: toBase64(image), options }, key);
    const answer = await data<{ page_count: number; adj_numbers: { number: string }[]; dates: { type: string; date: string }[] }>(res);
    expect(answer.page_count).toBe(1);
    expect(answer.adj_numbers.map((a) => a.number)).toEqual(['ADJ1111111']);
    expect(answer.dates).toContainEqual(expect.objectContaining({ type: 'hearing', date: '2026-05-12' }));
  });

  it('an image without a resolution is fitted to a Letter page; a damaged one is INVALID_IMAGE and the next request is served', async () => {
    const undeclared = await scanToImage(noticePdf, { format: 'png', dpi: 300, declaredDpi: null });
    const answer = await data<{ page_count: number; adj_numbers: { number: string }[] }>(
      await multipart('/v1/classify', undeclared, 'scan.png', { extract_adj: true }),
    );
    expect(answer.adj_numbers.map((a) => a.number)).toEqual(['ADJ1111111']);
    const jpeg = await scanToImage(noticePdf, { format: 'jpeg' });
    const damaged = await raw('/v1/classify', jpeg.subarray(0, jpeg.length / 2), 'image/jpeg');
    expect(damaged.status).toBe(400);
    expect(await damaged.json()).toMatchObject({ code: 'INVALID_IMAGE' });
    const next = await raw('/v1/classify?options.extract_adj=true', jpeg, 'image/jpeg');
    expect((await data<{ adj_numbers: unknown[] }>(next)).adj_numbers).toHaveLength(1);
  });
});
