import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ApiError } from '@wcab/contract';
import { type GrayImage, openPdf } from '@wcab/pdf';
import { findCorpusDir, makeEncryptedPdf, makeTextPdf, makeTruncatedPdf, makeZeroPagePdf, rasterizePdf } from '@wcab/testkit';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfium } from '../src/engine';

async function openError(bytes: Uint8Array): Promise<ApiError> {
  const err = await openPdf(bytes).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

function meanGray(img: GrayImage): number {
  let sum = 0;
  for (const v of img.data) sum += v;
  return sum / img.data.length;
}

describe('openPdf', () => {
  it('reads page count and per-page text of a text PDF', async () => {
    const bytes = await makeTextPdf([
      ['NOTICE OF HEARING', 'Case Number: ADJ1234567'],
      ['Page two says hello', 'and goodbye'],
    ]);
    const pdf = await openPdf(bytes);
    try {
      expect(pdf.pageCount).toBe(2);
      expect(pdf.pageText(0)).toBe('NOTICE OF HEARING\nCase Number: ADJ1234567');
      expect(pdf.pageText(1)).toBe('Page two says hello\nand goodbye');
      expect(pdf.pageImageInfo(0)).toMatchObject({ widthPt: 612, heightPt: 792, singleFullPageImage: false });
    } finally {
      pdf.close();
    }
  });

  it.each(['1.4', '1.7', '1.7ext3'] as const)('refuses a password-protected PDF (pdfkit %s) with PDF_ENCRYPTED', async (v) => {
    const err = await openError(await makeEncryptedPdf({ pdfVersion: v }));
    expect(err.code).toBe('PDF_ENCRYPTED');
    expect(err.status).toBe(400);
  });

  it.each([
    ['truncated', () => makeTruncatedPdf(0.6)],
    ['truncated just before the end', () => makeTruncatedPdf(0.97)],
    ['not a PDF', () => new TextEncoder().encode('hello, this is plain text and not a PDF at all')],
    ['HTML error page', () => new TextEncoder().encode('<html><body>502 Bad Gateway %PDF-1.7</body></html>')],
    ['empty', () => new Uint8Array(0)],
    ['a PDF with zero pages', () => makeZeroPagePdf()],
  ])('refuses %s with INVALID_PDF', async (_name, make) => {
    const err = await openError(await make());
    expect(err.code).toBe('INVALID_PDF');
  });

  it("reads a page's text and image info with one load, the same as asking for each", async () => {
    const bytes = await makeTextPdf([['NOTICE OF HEARING'], ['Page two']]);
    const pdf = await openPdf(bytes);
    const fresh = await openPdf(bytes);
    try {
      for (const i of [0, 1]) {
        const expected = { text: fresh.pageText(i), info: fresh.pageImageInfo(i) };
        expect(pdf.pageContent(i)).toEqual(expected);
      }
      // pageImageInfo() after pageText() of another page still describes the page asked for.
      pdf.pageText(0);
      expect(pdf.pageImageInfo(1)).toEqual(fresh.pageImageInfo(1));
    } finally {
      pdf.close();
      fresh.close();
    }
  });

  it("reads every page of a long document right, across the periodic reloads that free PDFium's cache", async () => {
    const pages = Array.from({ length: 40 }, (_, i) => [`Page ${i + 1} of the long document`, `ADJ${1000000 + i}`]);
    // Only a large document is reloaded: 9 MB of attachment make this one large.
    const large = await PDFDocument.load(await makeTextPdf(pages));
    await large.attach(randomBytes(9 * 1024 * 1024), 'padding.bin', { mimeType: 'application/octet-stream' });
    const bytes = await large.save();
    expect(bytes.byteLength).toBeGreaterThan(9 * 1024 * 1024);
    const pdf = await openPdf(bytes);
    try {
      const expected = pages.map((lines) => lines.join('\n'));
      const forwards = Array.from({ length: pdf.pageCount }, (_, i) => pdf.pageText(i));
      const backwards = Array.from({ length: pdf.pageCount }, (_, i) => pdf.pageText(pdf.pageCount - 1 - i)).reverse();
      expect(forwards).toEqual(expected);
      expect(backwards).toEqual(expected);
      const last = await pdf.renderPage(39, { dpi: 72 });
      expect([last.width, last.height]).toEqual([612, 792]);
      expect(meanGray(last)).toBeLessThan(255); // the page's text is drawn, not a blank bitmap
    } finally {
      pdf.close();
    }
  });

  it('guards page indices and use after close', async () => {
    const pdf = await openPdf(await makeTextPdf(['one page']));
    expect(() => pdf.pageText(1)).toThrow(RangeError);
    expect(() => pdf.pageText(-1)).toThrow(RangeError);
    expect(() => pdf.pageContent(1)).toThrow(RangeError);
    pdf.pageText(0);
    pdf.close();
    pdf.close(); // idempotent
    expect(() => pdf.pageText(0)).toThrow(/closed/);
    expect(() => pdf.pageImageInfo(0)).toThrow(/closed/);
  });
});

describe('renderPage', () => {
  it('renders Letter at 100 and 200 DPI as 8-bit gray', async () => {
    const pdf = await openPdf(await makeTextPdf([['WORKERS COMPENSATION APPEALS BOARD']]));
    try {
      const small = await pdf.renderPage(0, { dpi: 100 });
      expect([small.width, small.height, small.data.length]).toEqual([850, 1100, 850 * 1100]);

      let t = performance.now();
      const big = await pdf.renderPage(0, { dpi: 200 });
      console.log(`[timing] render Letter text page at 200 DPI: ${(performance.now() - t).toFixed(0)} ms`);
      expect([big.width, big.height, big.data.length]).toEqual([1700, 2200, 1700 * 2200]);
      expect(big.dpi).toBeCloseTo(200);
      // White paper with a line of black text near the top.
      expect(meanGray(big)).toBeGreaterThan(250);
      const topBand = big.data.subarray(0, 1700 * 300);
      expect(topBand.reduce((min, v) => Math.min(min, v), 255)).toBeLessThan(60);
      t = performance.now();
      await pdf.renderPage(0, { dpi: 200 });
      console.log(`[timing] render Letter text page at 200 DPI (warm): ${(performance.now() - t).toFixed(0)} ms`);
    } finally {
      pdf.close();
    }
  });

  it('returns a bare scan at its native resolution, pixel-identical to a real render', async () => {
    const scan = await rasterizePdf(await makeTextPdf([['Scanned text', 'ADJ7654321']]), { dpi: 200, noise: 0.03 });
    const pdf = await openPdf(scan);
    try {
      expect(pdf.pageText(0)).toBe('');
      expect(pdf.pageImageInfo(0)).toMatchObject({
        singleFullPageImage: true,
        image: { widthPx: 1700, heightPx: 2200, dpi: 200 },
      });
      let t = performance.now();
      const fast = await pdf.renderPage(0, { dpi: 200 });
      const fastMs = performance.now() - t;
      t = performance.now();
      const exact = await pdf.renderPage(0, { dpi: 200, exact: true });
      console.log(`[timing] scanned page at 200 DPI: native decode ${fastMs.toFixed(0)} ms, full render ${(performance.now() - t).toFixed(0)} ms`);
      expect([fast.width, fast.height]).toEqual([exact.width, exact.height]);
      let diff = 0;
      for (let i = 0; i < fast.data.length; i++) diff += Math.abs(fast.data[i]! - exact.data[i]!);
      expect(diff / fast.data.length).toBeLessThan(1);
      // A request far from the scan's resolution is rendered (resampled) to the size asked for.
      const third = await pdf.renderPage(0, { dpi: 100 });
      expect([third.width, third.height]).toEqual([850, 1100]);
    } finally {
      pdf.close();
    }
  });

  it('does not grow the wasm heap over repeated open/read/render/close', async () => {
    const bytes = await makeTextPdf([['a page'], ['another page']]);
    const cycle = async () => {
      const pdf = await openPdf(bytes);
      for (let i = 0; i < pdf.pageCount; i++) {
        pdf.pageText(i);
        pdf.pageImageInfo(i);
        await pdf.renderPage(i, { dpi: 150 });
      }
      pdf.close();
    };
    for (let i = 0; i < 5; i++) await cycle();
    const mod = await pdfium();
    const before = mod.HEAPU8.byteLength;
    for (let i = 0; i < 40; i++) await cycle();
    expect(mod.HEAPU8.byteLength).toBe(before);
  });
});

const corpus = findCorpusDir();

describe.skipIf(!corpus)('dev corpus', () => {
  const docs = path.join(corpus ?? '', 'dev', 'docs');

  it('reads the text layer of a notice of hearing', async () => {
    const pdf = await openPdf(readFileSync(path.join(docs, 'dev-c018-notice_of_hearing.pdf')));
    try {
      expect(pdf.pageCount).toBe(1);
      const text = pdf.pageText(0);
      expect(text).toContain('NOTICE OF HEARING');
      expect(text).toContain('ADJ10431996');
      // Reading order: the caption comes before the body.
      expect(text.indexOf("WORKERS' COMPENSATION APPEALS BOARD")).toBeLessThan(text.indexOf('YOU ARE HEREBY NOTIFIED'));
      expect(pdf.pageImageInfo(0)).toMatchObject({ imageCoverage: 0, singleFullPageImage: false });
      await pdf.renderPage(0, { dpi: 200 }); // warm-up
      const t = performance.now();
      const img = await pdf.renderPage(0, { dpi: 200 });
      console.log(`[timing] render a full Letter text page (corpus) at 200 DPI: ${(performance.now() - t).toFixed(0)} ms`);
      expect([img.width, img.height]).toEqual([1700, 2200]);
    } finally {
      pdf.close();
    }
  });

  it('opens a scan with no text layer and renders it', async () => {
    const pdf = await openPdf(readFileSync(path.join(docs, 'dev-c034-notice_of_hearing-scan.pdf')));
    try {
      expect(pdf.pageCount).toBe(1);
      expect(pdf.pageText(0)).toBe('');
      expect(pdf.pageImageInfo(0).singleFullPageImage).toBe(true);
      const img = await pdf.renderPage(0, { dpi: 200 });
      expect([img.width, img.height]).toEqual([1700, 2200]);
      expect(meanGray(img)).toBeLessThan(250); // there is ink on it
    } finally {
      pdf.close();
    }
  });
});
