/**
 * The documents of a batch as PDFs of their own. Pages are copied, not re-rendered: pdf-lib's
 * copyPages carries each page's content streams, images and fonts across byte for byte, so a
 * scanned page keeps its original image and a text page its text layer. Only the page ranges the
 * analysis gave are copied; separator sheets lie outside every range and are left out.
 *
 * With `textLayer` (the OCR words of the batch's scanned pages, by batch page index), each copied
 * page that has words gets them as an invisible text layer (textLayer.ts) laid over its untouched
 * image: the document comes out searchable.
 */
import { PDFDocument } from 'pdf-lib';
import { uniqueFileNames } from '@wcab/contract/naming';
import { drawTextLayer, type PageWords } from './textLayer';

/** What splitting needs of a batch document (contract BatchDocument has these fields). */
export interface DocumentRange {
  start_page: number;
  end_page: number;
  suggested_filename: string;
}

export interface SplitDocument {
  /** The document's suggested_filename, unique within the batch. */
  name: string;
  bytes: Uint8Array;
}

export class SplitError extends Error {
  override readonly name = 'SplitError';
}

export async function splitBatch(batch: Uint8Array, documents: DocumentRange[], textLayer: PageWords[] = []): Promise<SplitDocument[]> {
  const wordsOf = new Map(textLayer.map((p) => [p.page, p.words]));
  const source = await PDFDocument.load(batch, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
  const pageCount = source.getPageCount();
  const names = uniqueFileNames(documents.map((d) => d.suggested_filename));
  const out: SplitDocument[] = [];
  for (const [i, doc] of documents.entries()) {
    if (!(doc.start_page >= 1 && doc.end_page >= doc.start_page && doc.end_page <= pageCount)) {
      throw new SplitError(`pages ${doc.start_page}-${doc.end_page} are outside the batch's ${pageCount} pages`);
    }
    const target = await PDFDocument.create({ updateMetadata: false });
    const indices = Array.from({ length: doc.end_page - doc.start_page + 1 }, (_, k) => doc.start_page - 1 + k);
    for (const page of await target.copyPages(source, indices)) target.addPage(page);
    await drawTextLayer(
      target,
      indices.flatMap((index, page) => {
        const words = wordsOf.get(index);
        return words?.length ? [{ page, words }] : [];
      }),
    );
    out.push({ name: names[i]!, bytes: await target.save() });
  }
  return out;
}
