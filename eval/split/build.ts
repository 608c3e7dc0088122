/**
 * The split evaluation's batches, made from held-out generator families (families the boundary model
 * neither trained nor was calibrated on; packages/pipeline/scripts/boundaryBatches.ts): sheetless text
 * batches and a few sheetless scanned ones (sent without a `split` option: a batch with no sheet is split
 * automatically by default), and batches where only some documents have a separator sheet in front (sent
 * with split: auto, which a stretch between sheets needs). Deterministic: fixed seeds. The answer is known because the batch
 * is built here.
 */
import { concatPdfs, makeBarcodePage, makeTextPdf, rasterizePdf } from '@wcab/testkit';
import { generateBatches, type GeneratedBatch, type GeneratedDocument } from '../../packages/pipeline/scripts/boundaryBatches';

export type SplitSetName = 'sheetless text' | 'sheetless scanned' | 'some sheets missing';

export interface SplitCase {
  set: SplitSetName;
  id: string;
  pdf: Uint8Array;
  pageCount: number;
  request: Record<string, unknown>;
  /** The documents with their first page in the PDF (0-based `start`, separator sheets counted). */
  documents: GeneratedDocument[];
  separatorPages: number[];
}

export const SPLIT_SEED = 2022;
export const SPLIT_SIZES = { text: 40, scanned: 3, partial: 12 };

/** A page as a text PDF page; generated pages run long, so the font shrinks until the page fits. */
async function pagePdf(text: string): Promise<Uint8Array> {
  for (const fontSize of [9, 8, 7, 6, 5]) {
    try {
      return await makeTextPdf([text], { fontSize, margin: 36 });
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
    }
  }
  return makeTextPdf([text.split('\n').slice(0, 100).join('\n')], { fontSize: 5, margin: 36 });
}

async function batchPdf(pages: string[]): Promise<Uint8Array> {
  return concatPdfs(await Promise.all(pages.map(pagePdf)));
}

function sheetless(set: SplitSetName, b: GeneratedBatch, i: number, pdf: Uint8Array): SplitCase {
  return { set, id: `${set} ${i + 1}`, pdf, pageCount: b.pages.length, request: { options: {} }, documents: b.documents, separatorPages: [] };
}

export async function buildSplitCases(sizes = SPLIT_SIZES): Promise<SplitCase[]> {
  const cases: SplitCase[] = [];
  const text = generateBatches({ seed: SPLIT_SEED, count: sizes.text, roles: ['heldout'] });
  for (const [i, b] of text.entries()) cases.push(sheetless('sheetless text', b, i, await batchPdf(b.pages)));
  // Scanned: short batches (every page is OCR'd), clean text scanned with sensor noise and a slight skew.
  const scanned = generateBatches({ seed: SPLIT_SEED + 1, count: sizes.scanned * 4, roles: ['heldout'], noisy: 0, documents: [2, 3], long: 0, single: 0 })
    .filter((b) => b.pages.length <= 6)
    .slice(0, sizes.scanned);
  for (const [i, b] of scanned.entries()) {
    cases.push(sheetless('sheetless scanned', b, i, await rasterizePdf(await batchPdf(b.pages), { dpi: 200, noise: 0.02, skewDeg: 0.5 })));
  }
  const partial = generateBatches({ seed: SPLIT_SEED + 2, count: sizes.partial, roles: ['heldout'], documents: [3, 5], single: 0 });
  for (const [i, b] of partial.entries()) cases.push(await withSomeSheets(b, i));
  return cases;
}

/** A sheet in front of every other document (the first included): the ones between lost theirs. */
async function withSomeSheets(b: GeneratedBatch, i: number): Promise<SplitCase> {
  const parts: Uint8Array[] = [];
  const documents: GeneratedDocument[] = [];
  const separatorPages: number[] = [];
  let page = 0;
  for (const [k, doc] of b.documents.entries()) {
    const next = b.documents[k + 1];
    // The document's own pages (a blank page before the next document stays with it).
    const own = b.pages.slice(doc.start, next ? next.start : b.pages.length);
    if (k % 2 === 0) {
      parts.push(await makeBarcodePage({ value: 'PATCHT', symbology: 'code39', heading: 'PATCH T' }));
      separatorPages.push(++page);
    }
    documents.push({ ...doc, start: page });
    parts.push(await batchPdf(own));
    page += own.length;
  }
  return {
    set: 'some sheets missing',
    id: `some sheets missing ${i + 1}`,
    pdf: await concatPdfs(parts),
    pageCount: page,
    request: { options: { split: 'auto' } },
    documents,
    separatorPages,
  };
}
