/**
 * The invisible text layer over a scanned page: pdftotext reads each word back where its box is,
 * the text is not drawn (render mode 3: the page renders the same), and the scan's image XObjects
 * keep their exact bytes.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDict, PDFDocument, PDFName, PDFRawStream, degrees } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { makeTextPdf, rasterizePdf } from '@wcab/testkit';
import { addTextLayer, type LayerWord } from '../src/index';

const run = promisify(execFile);

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

/** pdftotext -bbox's words: text and box in points from the top-left corner. */
async function wordsOf(pdf: Uint8Array): Promise<{ page: number; text: string; box: number[] }[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'text-layer-'));
  try {
    fs.writeFileSync(path.join(dir, 'in.pdf'), pdf);
    await run('pdftotext', ['-bbox', path.join(dir, 'in.pdf'), path.join(dir, 'out.html')]);
    const html = fs.readFileSync(path.join(dir, 'out.html'), 'utf8');
    const pages = html.split('<page ').slice(1);
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

describe('addTextLayer', () => {
  it('pdftotext reads each word back near its box; the page images keep their exact bytes', async () => {
    const scan = await rasterizePdf(await makeTextPdf([['NOTICE OF HEARING', 'Case No. ADJ9876543'], ['Second page']]));
    expect(await wordsOf(scan)).toEqual([]); // a scan: no text at all
    const words: LayerWord[] = [
      { text: 'NOTICE', bbox: [72, 80, 140, 94] },
      { text: 'ADJ9876543', bbox: [150, 120.5, 260, 133] },
      { text: 'Señora', bbox: [300, 400, 350, 412] },
    ];
    const layered = await addTextLayer(scan, [
      { page: 0, words },
      { page: 1, words: [{ text: 'Second', bbox: [90, 700, 150, 716] }] },
    ]);

    const read = await wordsOf(layered);
    expect(read.map((w) => [w.page, w.text])).toEqual([
      [0, 'NOTICE'],
      [0, 'ADJ9876543'],
      [0, 'Señora'],
      [1, 'Second'],
    ]);
    const expected = [...words.map((w) => w.bbox), [90, 700, 150, 716]];
    for (const [i, word] of read.entries()) {
      const [x0, y0, x1, y1] = expected[i]!;
      // In place: each edge within 2 points of the OCR box (pdftotext measures the glyphs' font box).
      expect(Math.abs(word.box[0]! - x0!), `${word.text} left`).toBeLessThan(2);
      expect(Math.abs(word.box[2]! - x1!), `${word.text} right`).toBeLessThan(2);
      expect(Math.abs(word.box[1]! - y0!), `${word.text} top`).toBeLessThan(2);
      expect(Math.abs(word.box[3]! - y1!), `${word.text} bottom`).toBeLessThan(2);
    }

    const before = await imageStreams(scan);
    expect(before.length).toBe(2);
    expect(await imageStreams(layered)).toEqual(before);
  }, 60_000);

  it.each([90, 180, 270])(
    'a page with /Rotate %i: each word is read back where it is on the page as displayed',
    async (angle) => {
      const scan = await rasterizePdf(await makeTextPdf([['NOTICE OF HEARING']]));
      const doc = await PDFDocument.load(scan);
      doc.getPage(0).setRotation(degrees(angle));
      const rotated = await doc.save();
      // Letter turned a quarter is 792 x 612 as displayed.
      const displayedWidth = angle === 180 ? 612 : 792;
      const words: LayerWord[] = [
        { text: 'HEARING', bbox: [72, 80, 150, 94] },
        { text: 'ADJ9876543', bbox: [displayedWidth - 200, 300, displayedWidth - 80, 314] },
      ];
      const read = await wordsOf(await addTextLayer(rotated, [{ page: 0, words }]));
      // Read left to right as displayed, in order: the text runs the way the page is shown, not sideways.
      expect(read.map((w) => w.text)).toEqual(['HEARING', 'ADJ9876543']);
      for (const [i, word] of read.entries()) {
        const expected = words[i]!.bbox;
        for (const k of [0, 1, 2, 3]) expect(Math.abs(word.box[k]! - expected[k]!), `${word.text} edge ${k}`).toBeLessThan(2);
      }
      expect(await imageStreams(await addTextLayer(rotated, [{ page: 0, words }]))).toEqual(await imageStreams(rotated));
    },
    60_000,
  );

  it('draws nothing visible: the layered page renders like the scan', async () => {
    const scan = await rasterizePdf(await makeTextPdf([['A SHORT LETTER']]));
    const layered = await addTextLayer(scan, [{ page: 0, words: [{ text: 'INVISIBLE', bbox: [100, 100, 400, 160] }] }]);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'text-layer-'));
    try {
      const render = async (name: string, pdf: Uint8Array) => {
        fs.writeFileSync(path.join(dir, `${name}.pdf`), pdf);
        await run('pdftoppm', ['-r', '36', '-gray', '-singlefile', path.join(dir, `${name}.pdf`), path.join(dir, name)]);
        return fs.readFileSync(path.join(dir, `${name}.pgm`));
      };
      expect((await render('layered', layered)).equals(await render('scan', scan))).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
