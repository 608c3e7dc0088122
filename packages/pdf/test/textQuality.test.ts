import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { openPdf, textQuality } from '@wcab/pdf';
import { findCorpusDir, makeGarbageTextPdf, makeTextPdf, rasterizePdf } from '@wcab/testkit';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';

const LETTER = `Dear Counsel:
This office represents the applicant, Maria Garcia, in the above-referenced matter. Please be advised
that the Qualified Medical Evaluator appointment has been scheduled for April 3, 2025 at 9:00 AM.
Please forward all medical records on or before March 20, 2025. Thank you for your attention.`;

const CAPTION = `WORKERS' COMPENSATION APPEALS BOARD
STATE OF CALIFORNIA
CARLOS GUTIERREZ, Applicant, vs. WESTSIDE UNIFIED SCHOOL DISTRICT; ZENITH INSURANCE COMPANY
Case Number: ADJ10431996
NOTICE OF HEARING`;

const BILL = `99213 01/02/2025 $150.00
97110 01/09/2025 $42.10
97140 01/16/2025 $79.50
72148 02/19/2025 $684.00`;

describe('textQuality', () => {
  it.each([
    ['letter prose', LETTER],
    ['an all-caps caption', CAPTION],
    ['a table of codes, dates and amounts', BILL],
    ['Spanish names and accents', 'Solicitante: José Núñez Peña, empleado de Panadería La Guadalupana, Los Ángeles'],
  ])('accepts %s', (_name, text) => {
    expect(textQuality(text)).toEqual({ usable: true });
  });

  it.each([
    ['', 'empty'],
    ['   \n\t  \n', 'empty'],
    ['Page 2', 'too-short'],
    ['- 3 -', 'too-short'],
  ])('wants OCR for near-empty text %j (%s)', (text, reason) => {
    expect(textQuality(text)).toEqual({ usable: false, reason });
  });

  it('wants OCR for replacement and private-use characters (lost font mapping)', () => {
    const pua = Array.from('NOTICE OF HEARING ADJ1234567', (c) => (c === ' ' ? ' ' : String.fromCharCode(0xe000 + c.charCodeAt(0)))).join('');
    expect(textQuality(pua)).toEqual({ usable: false, reason: 'undecodable' });
    expect(textQuality(`NOTICE OF HEA\uFFFD\uFFFDNG case \uFFFD\uFFFD\uFFFD number \uFFFD\uFFFD`)).toEqual({
      usable: false,
      reason: 'undecodable',
    });
  });

  it('wants OCR for symbol soup', () => {
    expect(textQuality('#$%& @!*( )_+{ }|:" <>?~ `-=[ ]\\;\',./ #$%&@ !*()_ +{}| A1 B2 C3 D4 E5 F6 G7 H8 I9 J0 K1')).toEqual({
      usable: false,
      reason: 'symbols',
    });
  });

  it('wants OCR for letter soup from a scrambled ToUnicode map', async () => {
    const pdf = await openPdf(makeGarbageTextPdf({ mode: 'scrambled' }));
    const text = pdf.pageText(0);
    pdf.close();
    expect(text).not.toContain('HEARING'); // the text layer really is wrong
    expect(textQuality(text)).toEqual({ usable: false, reason: 'not-words' });
  });

  it('wants OCR for a ToUnicode map into the private use area', async () => {
    const pdf = await openPdf(makeGarbageTextPdf({ mode: 'unmapped' }));
    const text = pdf.pageText(0);
    pdf.close();
    expect(textQuality(text)).toEqual({ usable: false, reason: 'undecodable' });
  });

  it('wants OCR for a scan that carries only a short text stamp', async () => {
    const scan = await PDFDocument.load(await rasterizePdf(await makeTextPdf([['Body of a scanned letter']]), { dpi: 100 }));
    const font = await scan.embedFont(StandardFonts.Helvetica);
    scan.getPage(0).drawText('RECEIVED WCAB VAN NUYS DISTRICT OFFICE 03/14/2025', { x: 72, y: 20, size: 9, font });
    const pdf = await openPdf(await scan.save());
    const text = pdf.pageText(0);
    const info = pdf.pageImageInfo(0);
    pdf.close();
    expect(info.singleFullPageImage).toBe(false); // image plus text
    expect(info.imageCoverage).toBeGreaterThan(0.99);
    expect(textQuality(text)).toEqual({ usable: true }); // the stamp alone reads like text...
    expect(textQuality(text, info)).toEqual({ usable: false, reason: 'image-page' }); // ...but it is a scan
    // A searchable scan's full OCR layer is long enough to keep.
    expect(textQuality(`${LETTER}\n${LETTER}`, info)).toEqual({ usable: true });
    expect(textQuality(LETTER, { imageCoverage: 0.05 })).toEqual({ usable: true }); // a letterhead logo
  });

  const corpus = findCorpusDir();
  it.skipIf(!corpus)('accepts every page of every text PDF in the dev corpus, rejects every scan', async () => {
    const dir = path.join(corpus ?? '', 'dev', 'docs');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.pdf'))) {
      const pdf = await openPdf(readFileSync(path.join(dir, file)));
      for (let i = 0; i < pdf.pageCount; i++) {
        const verdict = textQuality(pdf.pageText(i), pdf.pageImageInfo(i));
        expect({ file, page: i, usable: verdict.usable }).toEqual({ file, page: i, usable: !file.endsWith('-scan.pdf') });
      }
      pdf.close();
    }
  });
});
