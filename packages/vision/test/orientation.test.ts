/**
 * An upside-down page told from its ink before any read (orientation.ts), on generated pages of every layout scanned
 * as an office scans them (200 DPI, noise, JPEG, skew straightened as the pool straightens it), each upright and fed
 * upside down: no upright page is ever called upside down; a page of mixed-case lines fed upside down is; a page with
 * too little to tell (a line, capitals only) is left alone, to be read upright as before.
 */
import { type GrayImage, openPdf } from '@wcab/pdf';
import { makeBarcodePage, makeDwcSeparatorSheet, makeTextPdf, rasterizePdf } from '@wcab/testkit';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { inkOrientation, preparePage } from '../src/index';

const LETTER_LINES = [
  'MARSHALL & ORTEGA, LLP',
  '1200 Wilshire Boulevard, Suite 400, Los Angeles, CA 90017',
  'March 3, 2026',
  'Claims Adjuster, Golden State Foods',
  'Re: Applicant Maria Garcia, Case No. ADJ12345678',
  'Dear Claims Adjuster:',
  'We write regarding the delayed payment of temporary disability benefits to our client.',
  'Please provide the benefit printout and the reason for the delay within fifteen days.',
  'The applicant was examined by the treating physician, who found her unable to work.',
  'If payment is not made, we will file a petition for penalties with the Appeals Board.',
  'Very truly yours,',
  'Daniel Reyes, Attorney at Law',
];

/** A claim form: ruled boxes, each with a small label in capitals at its top and a typed value under it. */
async function formPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  page.drawText('HEALTH INSURANCE CLAIM FORM', { x: 160, y: 740, size: 14, font });
  const labels = ['PATIENT NAME', 'INSURED ID NUMBER', 'PATIENT ADDRESS', 'CITY', 'EMPLOYER NAME', 'DATE OF INJURY', 'DIAGNOSIS', 'CHARGES'];
  const values = ['Garcia, Maria', 'WC-2026-118', '417 Pine Street', 'Oakland', 'Golden State Foods', '01/15/2026', 'Lumbar sprain', '$1,240.00'];
  for (let i = 0; i < labels.length; i++) {
    const x = 50 + (i % 2) * 260;
    const y = 660 - Math.floor(i / 2) * 70;
    page.drawRectangle({ x, y, width: 250, height: 60, borderColor: rgb(0, 0, 0), borderWidth: 1 });
    page.drawText(labels[i]!, { x: x + 4, y: y + 48, size: 6, font });
    page.drawText(values[i]!, { x: x + 8, y: y + 18, size: 11, font });
  }
  return doc.save();
}

/** A table: a grid, a header row in capitals, rows of names, dates and amounts. */
async function tablePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  const cols = [50, 170, 330, 450, 562];
  const rows = [
    'DATE|SERVICE|PROVIDER|AMOUNT',
    '01/02/2026|Office visit|Dr. Patel|$120.00',
    '01/09/2026|Physical therapy|Valley Rehab|$95.00',
    '01/16/2026|X-ray, lumbar spine|Coastal Imaging|$240.00',
    '01/23/2026|Follow-up visit|Dr. Patel|$120.00',
    '01/30/2026|Physical therapy|Valley Rehab|$95.00',
    '02/06/2026|Pain management|Dr. Nguyen|$310.00',
  ];
  for (const [r, row] of rows.entries()) {
    const y = 700 - r * 24;
    row.split('|').forEach((cell, c) => page.drawText(cell, { x: cols[c]! + 4, y: y + 7, size: 10, font }));
    page.drawLine({ start: { x: cols[0]!, y }, end: { x: cols.at(-1)!, y }, thickness: 1 });
  }
  const bottom = 700 - (rows.length - 1) * 24;
  for (const x of cols) page.drawLine({ start: { x, y: bottom }, end: { x, y: 724 }, thickness: 1 });
  page.drawLine({ start: { x: cols[0]!, y: 724 }, end: { x: cols.at(-1)!, y: 724 }, thickness: 1 });
  return doc.save();
}

const LAYOUTS: Array<{ name: string; pdf: () => Promise<Uint8Array>; tellsTurned?: boolean }> = [
  { name: 'a letter', pdf: () => makeTextPdf([LETTER_LINES]), tellsTurned: true },
  {
    name: 'a page of prose',
    pdf: () =>
      makeTextPdf([Array.from({ length: 30 }, (_, k) => `Paragraph ${k + 1}: the history, findings and plan are described in the record as follows.`)]),
    tellsTurned: true,
  },
  { name: 'a short letter (sparse page)', pdf: () => makeTextPdf([LETTER_LINES.slice(4, 10)]), tellsTurned: true },
  { name: 'a claim form', pdf: formPdf },
  { name: 'a table', pdf: tablePdf },
  { name: 'a page of one short line', pdf: () => makeTextPdf([['Signed copy attached.']]) },
  {
    name: 'a page in capitals',
    pdf: () =>
      makeTextPdf([
        ['NOTICE OF HEARING', 'WORKERS COMPENSATION APPEALS BOARD', 'STATE OF CALIFORNIA', 'CASE NUMBER ADJ12345678', 'MANDATORY SETTLEMENT CONFERENCE'],
      ]),
  },
  {
    name: 'a DWC separator sheet',
    pdf: () =>
      makeDwcSeparatorSheet({
        caseNumber: 'ADJ12345678',
        documentType: 'LEGAL',
        documentTitle: 'ADJ-LEGAL DOCS-CORRESPONDENCE',
        documentDate: '03/03/2026',
        author: 'APPLICANT ATTORNEY',
      }),
  },
  { name: 'a barcode sheet', pdf: () => makeBarcodePage({ value: 'PATCHT', symbology: 'code128', heading: 'PATCH T' }) },
  {
    name: 'a letter with a QR code',
    pdf: () => makeBarcodePage({ value: 'INV123456', symbology: 'qrcode', position: 'bottom-left', extraLines: LETTER_LINES }),
    tellsTurned: true,
  },
];

/** The page scanned upright and fed upside down, as the OCR pool gets them: rendered at `dpi` and straightened. */
async function scannedBothWays(pdf: Uint8Array, dpi = 200): Promise<{ upright: GrayImage; turned: GrayImage }> {
  const twice = await PDFDocument.create();
  const source = await PDFDocument.load(pdf);
  for (const p of await twice.copyPages(source, [0, 0])) twice.addPage(p);
  const scan = await rasterizePdf(await twice.save(), { dpi, skewDeg: 0.8, noise: 0.03, jpegQuality: 70, rotate180Pages: [1], seed: 7 });
  const doc = await openPdf(scan);
  try {
    const page = async (i: number) => preparePage(await doc.renderPage(i, { dpi }))!.image;
    return { upright: await page(0), turned: await page(1) };
  } finally {
    doc.close();
  }
}

describe('an upside-down page told from its ink', () => {
  for (const layout of LAYOUTS) {
    it(`${layout.name}: upright never called upside down${layout.tellsTurned ? '; fed upside down, called so' : ''}`, async () => {
      const { upright, turned } = await scannedBothWays(await layout.pdf());
      expect(inkOrientation(upright).upsideDown).toBe(false);
      if (layout.tellsTurned) expect(inkOrientation(turned).upsideDown).toBe(true);
    });
  }

  it('weighs the same way at 300 DPI (a vector page rendered for OCR, a fine scan)', async () => {
    const { upright, turned } = await scannedBothWays(await makeTextPdf([LETTER_LINES]), 300);
    const up = inkOrientation(upright);
    expect(up.upsideDown).toBe(false);
    expect(up.score).toBeGreaterThan(0.3);
    expect(inkOrientation(turned).upsideDown).toBe(true);
  });

  it('leaves a blank page and a page of rules alone', async () => {
    const blank: GrayImage = { width: 1700, height: 2200, data: new Uint8Array(1700 * 2200).fill(250), dpi: 200 };
    expect(inkOrientation(blank)).toMatchObject({ lines: 0, upsideDown: false });
    const ruled: GrayImage = { ...blank, data: blank.data.slice() };
    for (let y = 300; y < 2000; y += 60) ruled.data.fill(0, y * 1700 + 100, y * 1700 + 1600);
    expect(inkOrientation(ruled)).toMatchObject({ lines: 0, upsideDown: false });
  });
});
