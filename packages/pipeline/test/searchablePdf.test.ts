/**
 * Searchable PDFs out (options.searchable): a scanned batch's split documents, and a classified scan, come back
 * with an invisible text layer from the job's own OCR. Read back with Debian's pdftotext (poppler, not the
 * project's PDFium nor pdf-lib that wrote it): each word of the original letter must be found where the
 * original prints it (the vector PDF the scan was made from is the ground truth), on every page of a document
 * (not only the part the answer needed), on a page with /Rotate as displayed, and the scan's image bytes must
 * be the batch's own. The answers are the same with and without the option.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDict, PDFDocument, PDFName, PDFRawStream, degrees } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { BatchResult, ClassificationResult } from '@wcab/contract';
import { openPdf } from '@wcab/pdf';
import { separatorSheetPdf } from '@wcab/sheets';
import { concatPdfs, makeTextPdf, rasterizePdf } from '@wcab/testkit';
import { closeOcr } from '../src/read/ocr';
import processJob from '../src/processor';

afterAll(() => closeOcr());

const run = promisify(execFile);

interface Word {
  page: number;
  text: string;
  box: number[];
}

/** pdftotext -bbox's words: text and box in points from the top-left corner of each page as displayed. */
async function wordsOf(pdf: Uint8Array): Promise<Word[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'searchable-'));
  try {
    fs.writeFileSync(path.join(dir, 'in.pdf'), pdf);
    await run('pdftotext', ['-bbox', path.join(dir, 'in.pdf'), path.join(dir, 'out.html')]);
    const pages = fs.readFileSync(path.join(dir, 'out.html'), 'utf8').split('<page ').slice(1);
    return pages.flatMap((page, i) =>
      [...page.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((m) => ({
        page: i,
        text: m[5]!.replace(/&amp;/g, '&'),
        box: [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])],
      })),
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The share of the original's words (of four letters or more) that the layer has on the same page, with the
 * same text, within `slack` points of where the original prints it (left, top and bottom edges; OCR boxes hug
 * the ink, the original's the font box).
 */
function inPlace(original: Word[], layer: Word[], slack = 6): number {
  const wanted = original.filter((w) => /^[A-Za-z]{4,}/.test(w.text));
  const found = wanted.filter((w) =>
    layer.some(
      (l) =>
        l.page === w.page &&
        l.text === w.text &&
        Math.abs(l.box[0]! - w.box[0]!) < slack &&
        Math.abs(l.box[1]! - w.box[1]!) < slack &&
        Math.abs(l.box[3]! - w.box[3]!) < slack,
    ),
  );
  return found.length / wanted.length;
}

/** Every image XObject's raw (still encoded) bytes, page by page. */
async function imageStreams(pdf: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(pdf);
  const found: string[] = [];
  for (const page of doc.getPages()) {
    const xobjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    for (const [, ref] of xobjects?.entries() ?? []) {
      const stream = doc.context.lookup(ref);
      if (stream instanceof PDFRawStream && stream.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'))
        found.push(Buffer.from(stream.contents).toString('base64'));
    }
  }
  return found;
}

const LETTER = [
  'RE: Applicant: Maria Lopez',
  'Case No. ADJ1234567',
  'Dear Counsel:',
  'Please find enclosed the medical records you requested',
  'regarding the treatment of the applicant.',
];
const SECOND_PAGE = ['The records cover every visit between January and March', 'Sincerely yours', 'Claims Examiner'];

describe('searchable split documents (options.searchable)', () => {
  it('each document carries the OCR words of every scanned page in place over its untouched images', async () => {
    const letterPdf = await makeTextPdf([LETTER, SECOND_PAGE]);
    const original = await wordsOf(letterPdf);
    const scan = await rasterizePdf(await concatPdfs([await separatorSheetPdf({ activityType: 'Correspondence', adjNumber: 'ADJ1234567' }), letterPdf]));
    const options = { split: 'separators' as const, include_documents: true };
    const outcome = await processJob({ kind: 'batch', document: scan.slice(), params: { options: { ...options, searchable: true } } });
    expect(outcome.ok, JSON.stringify(outcome).slice(0, 400)).toBe(true);
    const data = (outcome as { data: BatchResult }).data;
    expect(data.documents.map((d) => [d.start_page, d.end_page])).toEqual([[2, 3]]);
    const split = Buffer.from(data.documents[0]!.pdf_base64!, 'base64');
    const layer = await wordsOf(split);
    // Both pages: the second page was never needed for the answer, and is read for the layer.
    expect(
      inPlace(
        original.filter((w) => w.page === 0),
        layer,
      ),
    ).toBeGreaterThan(0.8);
    expect(
      inPlace(
        original.filter((w) => w.page === 1),
        layer,
      ),
    ).toBeGreaterThan(0.8);
    // The scan's images, byte for byte: pages 2 and 3 of the batch.
    expect(await imageStreams(split)).toEqual((await imageStreams(scan)).slice(1, 3));

    // Without the option: the same answer, and documents without any text.
    const plain = await processJob({ kind: 'batch', document: scan.slice(), params: { options } });
    const plainData = (plain as { data: BatchResult }).data;
    expect(await wordsOf(Buffer.from(plainData.documents[0]!.pdf_base64!, 'base64'))).toEqual([]);
    const withoutPdfs = (d: BatchResult) => d.documents.map(({ pdf_base64: _, ...rest }) => rest);
    expect(withoutPdfs(data)).toEqual(withoutPdfs(plainData));
  }, 120_000);
});

/** The scan of `pdf`'s first page stored sideways, with /Rotate 90 to show it upright (as a scanner or phone writes a page fed sideways). */
async function sidewaysScan(pdf: Uint8Array): Promise<Uint8Array> {
  const source = await openPdf(pdf);
  const img = await source.renderPage(0, { dpi: 200 });
  source.close();
  // The page as stored is the displayed page turned a quarter counter-clockwise: /Rotate 90 turns it back.
  const png = await sharp(Buffer.from(img.data), { raw: { width: img.width, height: img.height, channels: 1 } })
    .rotate(-90)
    .png()
    .toBuffer();
  const doc = await PDFDocument.create();
  const [w, h] = [612, 792];
  const page = doc.addPage([h, w]);
  page.drawImage(await doc.embedPng(png), { x: 0, y: 0, width: h, height: w });
  page.setRotation(degrees(90));
  return doc.save();
}

describe('a searchable classify answer (options.searchable)', () => {
  it('returns the document with its words in place, on a page with /Rotate as displayed; the answer is the same', async () => {
    const letterPdf = await makeTextPdf([LETTER]);
    const original = await wordsOf(letterPdf);
    const scan = await sidewaysScan(letterPdf);
    expect(await wordsOf(scan)).toEqual([]);
    const outcome = await processJob({ kind: 'classify', document: scan.slice(), params: { options: { extract_adj: true, searchable: true } } });
    expect(outcome.ok, JSON.stringify(outcome).slice(0, 400)).toBe(true);
    const data = (outcome as { data: ClassificationResult }).data;
    expect(data.adj_numbers.map((a) => a.number)).toEqual(['ADJ1234567']);
    const searchable = Buffer.from(data.pdf_base64!, 'base64');
    expect(inPlace(original, await wordsOf(searchable))).toBeGreaterThan(0.8);
    expect(await imageStreams(searchable)).toEqual(await imageStreams(scan));
    const plain = await processJob({ kind: 'classify', document: scan.slice(), params: { options: { extract_adj: true } } });
    const { pdf_base64: _, ...answer } = data;
    expect(answer).toEqual((plain as { data: ClassificationResult }).data);
  }, 120_000);
});
