/**
 * One job's OCR reads of its pages, by page, part and resolution: the one place a batch keeps what it
 * has read, so that no stage reads a page part again and none writes reads onto another's objects.
 * The scan records the early reads it makes from the images it already rendered; automatic splitting
 * completes them to whole pages (or reads whole pages it has no early read of); each document's read
 * stage starts from what is here. Owned by the job (made by batchJob, dropped with it).
 *
 * A read that fails is forgotten (the next stage may try again or do without), never cached.
 */
import type { PdfDocument } from '@wcab/pdf';
import { BARCODE_DPI } from '../scan/inspectPage';
import { ocrDpi, ocrPagePart, type OcrContext, type OcrPartRead, type PagePart } from './ocr';
import { joinParts } from './readPlan';

export class PageReads {
  private readonly reads = new Map<string, Promise<OcrPartRead>>();

  constructor(
    private readonly ctx: OcrContext,
    private readonly pdf: PdfDocument,
  ) {}

  /** Records a read made elsewhere (the scan's, from the image it rendered at `dpi`). */
  put(index: number, part: PagePart, dpi: number, read: Promise<OcrPartRead>): Promise<OcrPartRead> {
    const key = keyOf(index, part, dpi);
    this.reads.set(key, read);
    read.catch(() => {
      if (this.reads.get(key) === read) this.reads.delete(key);
    });
    return read;
  }

  get(index: number, part: PagePart, dpi: number): Promise<OcrPartRead> | undefined {
    return this.reads.get(keyOf(index, part, dpi));
  }

  /** `part` of page `index` at `dpi` (default: the page's own OCR resolution), read now unless it was before. */
  read(index: number, part: PagePart, dpi = ocrDpi(this.pdf, index)): Promise<OcrPartRead> {
    return this.get(index, part, dpi) ?? this.put(index, part, dpi, ocrPagePart(this.ctx, this.pdf, index, part, dpi));
  }

  /** The scan's early read of the page (at BARCODE_DPI): whole when it was read to its end, else its top part. */
  early(index: number): Promise<OcrPartRead> | undefined {
    return this.get(index, 'whole', BARCODE_DPI) ?? this.get(index, 'top', BARCODE_DPI);
  }

  /**
   * The page read whole: its early read completed (the rest read at the early read's resolution, so the
   * cut falls on the same gap), or the page read whole at its own resolution when the scan did not read it.
   */
  whole(index: number): Promise<OcrPartRead> {
    const done = this.wholeRead(index);
    if (done) return done;
    const early = this.early(index);
    if (!early) return this.read(index, 'whole');
    return this.put(
      index,
      'whole',
      BARCODE_DPI,
      early.then((read) => completed(read, () => this.read(index, 'rest', BARCODE_DPI))),
    );
  }

  /** A whole read of the page made before (the scan's, automatic splitting's), at whatever resolution. */
  wholeRead(index: number): Promise<OcrPartRead> | undefined {
    return this.get(index, 'whole', BARCODE_DPI) ?? this.get(index, 'whole', ocrDpi(this.pdf, index));
  }
}

/** `read` with its rest joined when it is a top part (the scan's judging and automatic splitting both need every word). */
export async function completed(read: OcrPartRead, rest: () => Promise<OcrPartRead>): Promise<OcrPartRead> {
  return read.complete ? read : joinParts(read, await rest());
}

function keyOf(index: number, part: PagePart, dpi: number): string {
  return `${index}:${part}:${dpi}`;
}
