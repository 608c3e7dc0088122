/**
 * Character boxes of the text layer: the text is the page text, and each character's box is where
 * the generator drew it (pdf-lib's own font metrics) and where the rendered page has its ink, also
 * on a page displayed rotated.
 */
import { openPdf, type GrayImage } from '@wcab/pdf';
import { makeTextPdf } from '@wcab/testkit';
import { degrees, PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';

const SIZE = 11;
const MARGIN = 72;
const LEADING = SIZE * 1.3;

function unionBox(boxes: Float32Array, from: number, to: number): number[] {
  const out = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = from; i < to; i++) {
    const [x0, y0, x1, y1] = boxes.subarray(i * 4, i * 4 + 4);
    if (Number.isNaN(x0!)) continue;
    out[0] = Math.min(out[0]!, x0!);
    out[1] = Math.min(out[1]!, y0!);
    out[2] = Math.max(out[2]!, x1!);
    out[3] = Math.max(out[3]!, y1!);
  }
  return out;
}

/** Share of dark pixels inside a box given in points, on a 72-dpi render (one pixel per point). */
function inkIn(img: GrayImage, [x0, y0, x1, y1]: number[]): number {
  let dark = 0;
  let all = 0;
  for (let y = Math.floor(y0!); y < Math.ceil(y1!); y++) {
    for (let x = Math.floor(x0!); x < Math.ceil(x1!); x++) {
      all++;
      if (img.data[y * img.width + x]! < 128) dark++;
    }
  }
  return all ? dark / all : 0;
}

describe('pageTextBoxes', () => {
  it('gives the page text and each character where it was drawn', async () => {
    const lines = ['NOTICE OF HEARING', 'Case Number: ADJ1234567', 'Applicant: Maria Garcia'];
    const pdf = await openPdf(await makeTextPdf([lines, ['second page']]));
    try {
      const { text, boxes, widthPt, heightPt } = pdf.pageTextBoxes(0);
      expect(text).toBe(pdf.pageText(0));
      expect([widthPt, heightPt]).toEqual([612, 792]);
      expect(boxes.length).toBe(text.length * 4);
      const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
      for (const [lineNo, value] of [
        [1, 'ADJ1234567'],
        [2, 'Maria Garcia'],
      ] as const) {
        const at = text.indexOf(value);
        const box = unionBox(boxes, at, at + value.length);
        const prefix = lines[lineNo]!.slice(0, lines[lineNo]!.indexOf(value));
        const x0 = MARGIN + font.widthOfTextAtSize(prefix, SIZE);
        const baseline = MARGIN + SIZE + lineNo * LEADING; // from the top of the page
        const x1 = x0 + font.widthOfTextAtSize(value, SIZE);
        // PDFium's boxes are the glyphs' ink, inside their advance cells (a side bearing of a point or two).
        expect(box[0]).toBeGreaterThanOrEqual(x0 - 0.5);
        expect(box[0]).toBeLessThan(x0 + 2);
        expect(box[2]).toBeLessThanOrEqual(x1 + 0.5);
        expect(box[2]).toBeGreaterThan(x1 - 2);
        expect(box[1]).toBeGreaterThan(baseline - SIZE);
        expect(box[3]).toBeGreaterThan(baseline - 1);
        expect(box[3]).toBeLessThan(baseline + SIZE * 0.3);
      }
      // Spaces and line breaks PDFium inserts have no box.
      expect(Number.isNaN(boxes[text.indexOf('\n') * 4]!)).toBe(true);
    } finally {
      pdf.close();
    }
  });

  it('boxes are in the displayed frame of a rotated page: the render has ink there and not beside it', async () => {
    const src = await PDFDocument.load(await makeTextPdf([['Hearing date: March 14, 2025', 'ADJ7654321']]));
    src.getPage(0).setRotation(degrees(90));
    const pdf = await openPdf(await src.save());
    try {
      const { text, boxes, widthPt, heightPt } = pdf.pageTextBoxes(0);
      expect([widthPt, heightPt]).toEqual([792, 612]);
      const img = await pdf.renderPage(0, { dpi: 72, exact: true });
      expect([img.width, img.height]).toEqual([792, 612]);
      const at = text.indexOf('ADJ7654321');
      const box = unionBox(boxes, at, at + 10);
      // Rotated 90 degrees: the line runs down the page, so the box is tall and narrow.
      expect(box[3]! - box[1]!).toBeGreaterThan(box[2]! - box[0]!);
      expect(inkIn(img, box)).toBeGreaterThan(0.1);
      const beside = [box[0]! + 60, box[1]!, box[2]! + 60, box[3]!];
      expect(inkIn(img, beside)).toBeLessThan(0.01);
    } finally {
      pdf.close();
    }
  });
});
