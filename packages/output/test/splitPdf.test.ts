import { describe, expect, it, beforeAll } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { unzipSync } from 'fflate';
import { concatPdfs, makeTextPdf, rasterizePdf } from '@wcab/testkit';
import { separatorSheetPdf } from '@wcab/sheets';
import { splitBatch, SplitError, uniqueFileNames, zipBytes } from '../src/index';
import { pageParts } from './pageStreams';

/** Pages: 1-2 a letter (text), 3 a separator sheet, 4 a scanned report, 5 a second text page. */
let batch: Uint8Array;
beforeAll(async () => {
  const letter = await makeTextPdf(['Dear Counsel,\nPage one of the letter.', 'Page two of the letter.\nSincerely,']);
  const report = await rasterizePdf(await makeTextPdf(['PRIMARY TREATING PHYSICIAN REPORT\nPatient: Ana Ruiz']), { dpi: 100 });
  const tail = await makeTextPdf(['Attachment: work status.']);
  batch = await concatPdfs([letter, await separatorSheetPdf({ adjNumber: 'ADJ1234567' }), report, tail]);
});

const documents = [
  { start_page: 1, end_page: 2, suggested_filename: '20260105-correspondence-ruiz.pdf' },
  { start_page: 4, end_page: 5, suggested_filename: '20260105-correspondence-ruiz.pdf' },
];

describe('splitBatch', () => {
  it('copies each page losslessly: same content streams and images, same counts, the separator left out', async () => {
    const split = await splitBatch(batch, documents);
    const source = await PDFDocument.load(batch);
    expect(split.map((s) => s.name)).toEqual(['20260105-correspondence-ruiz.pdf', '20260105-correspondence-ruiz-2.pdf']);
    let copied = 0;
    for (const [i, doc] of documents.entries()) {
      const out = await PDFDocument.load(split[i]!.bytes);
      expect(out.getPageCount()).toBe(doc.end_page - doc.start_page + 1);
      for (let p = 0; p < out.getPageCount(); p++) {
        const mine = pageParts(out, out.getPage(p));
        const original = pageParts(source, source.getPage(doc.start_page - 1 + p));
        expect(mine.contents.length).toBeGreaterThan(0);
        expect(mine.contents.equals(original.contents)).toBe(true);
        expect(mine.images.length).toBe(original.images.length);
        mine.images.forEach((img, k) => expect(img.equals(original.images[k]!)).toBe(true));
        copied++;
      }
    }
    // Every page but the separator sheet, and the scanned page kept its JPEG.
    expect(copied).toBe(source.getPageCount() - 1);
    expect(pageParts(source, source.getPage(3)).images.length).toBe(1);
  });

  it('refuses a range outside the batch', async () => {
    await expect(splitBatch(batch, [{ start_page: 4, end_page: 9, suggested_filename: 'x.pdf' }])).rejects.toBeInstanceOf(SplitError);
  });

  it('zips the documents under their names, bytes intact', async () => {
    const split = await splitBatch(batch, documents);
    const entries = unzipSync(await zipBytes(split));
    expect(Object.keys(entries)).toEqual(split.map((s) => s.name));
    split.forEach((s) => expect(Buffer.from(entries[s.name]!).equals(Buffer.from(s.bytes))).toBe(true));
  });
});

describe('uniqueFileNames', () => {
  it('keeps names inside the output folder and unique', () => {
    expect(uniqueFileNames(['../../etc/passwd', 'a.pdf', 'A.PDF', 'a.pdf', 'con:x'])).toEqual(['passwd.pdf', 'a.pdf', 'A-2.pdf', 'a-3.pdf', 'con-x.pdf']);
  });
});
