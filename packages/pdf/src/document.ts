/** Opening a PDF with PDFium and mapping its failures onto the API's error codes. */
import zlib from 'node:zlib';
import { ApiError } from '@wcab/contract';
import { pdfEngine, pdfium, type PdfEngine } from './engine';
import { FPDF_ERR, type RawPdfium } from './pdfium';
import { pageImageInfo } from './pageInfo';
import { renderGray } from './render';
import { nativeScanImage } from './scanImage';
import { decodeScanJpeg, scanJpegOf } from './scanJpeg';
import { extractText } from './text';
import { extractTextBoxes, type PageTextBoxes } from './charBoxes';
import type { GrayImage, PageContent, PageImageInfo, PdfDocument, RenderOptions } from './types';

/**
 * Opens a PDF held in memory. Throws `ApiError('PDF_ENCRYPTED')` for files that need a password
 * (or use a security handler PDFium cannot open) and `ApiError('INVALID_PDF')` for anything that is
 * not a readable PDF with at least one page. Call `close()` when done: the bytes live in wasm memory.
 */
export async function openPdf(bytes: Uint8Array): Promise<PdfDocument> {
  if (!(bytes instanceof Uint8Array) || bytes.byteLength === 0) {
    throw new ApiError('INVALID_PDF', 'The document is empty');
  }
  const mod = await pdfium();
  const engine = await pdfEngine();
  // PDFium reads from this buffer for the document's whole life, so it is freed in close(), not here.
  const dataPtr = mod.wasmExports.malloc(bytes.byteLength);
  engine.check();
  if (!dataPtr) throw new ApiError('INVALID_PDF', 'The document is too large to open');
  mod.HEAPU8.set(bytes, dataPtr);
  const doc = mod._FPDF_LoadMemDocument(dataPtr, bytes.byteLength, 0);
  engine.check();
  if (!doc) {
    const code = mod._FPDF_GetLastError();
    mod.wasmExports.free(dataPtr);
    throw loadError(code);
  }
  const pageCount = mod._FPDF_GetPageCount(doc);
  if (pageCount <= 0) {
    mod._FPDF_CloseDocument(doc);
    mod.wasmExports.free(dataPtr);
    throw new ApiError('INVALID_PDF', 'The PDF has no pages');
  }
  return new PdfiumDocument(engine, doc, dataPtr, bytes.byteLength, pageCount, checksum(bytes));
}

/** CRC-32 of the document (Node 20.15+ / 22.2+ have it; without it, no salvage). */
function checksum(bytes: Uint8Array): number | undefined {
  return typeof zlib.crc32 === 'function' ? zlib.crc32(bytes) : undefined;
}

/**
 * The document's bytes read back from the heap of an engine that failed while it was open, so the
 * job can be run again on a fresh engine without keeping its own copy all along. PDFium never
 * writes to its input; the checksum taken at open proves it did not this time either. Undefined
 * when it cannot be proven (or `pdf` was not opened here).
 */
export function salvageDocumentBytes(pdf: PdfDocument): Uint8Array | undefined {
  return pdf instanceof PdfiumDocument ? pdf.salvage() : undefined;
}

function loadError(code: number): ApiError {
  switch (code) {
    case FPDF_ERR.PASSWORD:
      return new ApiError('PDF_ENCRYPTED', 'The PDF is password-protected');
    case FPDF_ERR.SECURITY:
      return new ApiError('PDF_ENCRYPTED', 'The PDF is encrypted with an unsupported security handler');
    default: // FILE, FORMAT, UNKNOWN, PAGE: the bytes are not a PDF we can read
      return new ApiError('INVALID_PDF', 'The document is not a valid PDF or is damaged');
  }
}

/**
 * PDFium keeps every object it parses (an image stream's data too) until the document closes, so
 * a 100-page scanned batch read page by page ends up in the wasm heap (which never shrinks) twice.
 * A large document is therefore reopened from the bytes already in the heap every
 * RELOAD_EVERY_PAGES pages, which drops that cache (measured: PDFium's heap after a 44 MB batch,
 * 109 MB before, 67 MB after); reopening costs about 1.5 ms. A small one stays parsed: its cache
 * cannot outgrow the document, and its fonts are parsed once.
 */
const RELOAD_EVERY_PAGES = 16;
const RELOAD_ABOVE_BYTES = 8 * 1024 * 1024;

class PdfiumDocument implements PdfDocument {
  private closed = false;
  private pagesSinceLoad = 0;

  private readonly mod: RawPdfium;

  constructor(
    private readonly engine: PdfEngine,
    private doc: number,
    private readonly dataPtr: number,
    private readonly dataSize: number,
    readonly pageCount: number,
    private readonly crc: number | undefined,
  ) {
    this.mod = engine.mod;
  }

  salvage(): Uint8Array | undefined {
    if (this.crc === undefined || !this.engine.failed) return undefined;
    const copy = this.mod.HEAPU8.slice(this.dataPtr, this.dataPtr + this.dataSize);
    return checksum(copy) === this.crc ? copy : undefined;
  }

  pageText(index: number): string {
    return this.withPage(index, (page) => extractText(this.mod, page));
  }

  pageContent(index: number): PageContent {
    return this.withPage(index, (page) => {
      const info = pageImageInfo(this.mod, page);
      return { text: extractText(this.mod, page), info };
    });
  }

  pageTextBoxes(index: number): PageTextBoxes {
    return this.withPage(index, (page) => extractTextBoxes(this.mod, page));
  }

  async renderPage(index: number, options: RenderOptions): Promise<GrayImage> {
    // A bare JPEG scan is decoded natively off this thread; anything that path declines, PDFium renders.
    const jpeg = options.exact ? undefined : this.withPage(index, (page) => scanJpegOf(this.mod, page, options.dpi));
    const decoded = jpeg && (await decodeScanJpeg(jpeg));
    if (decoded) return decoded;
    return this.withPage(index, (page) => (!options.exact && nativeScanImage(this.mod, page, options.dpi)) || renderGray(this.mod, page, options.dpi));
  }

  pageImageInfo(index: number): PageImageInfo {
    return this.withPage(index, (page) => pageImageInfo(this.mod, page));
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.engine.failed) return; // its heap is thrown away whole; calling into it could abort again
    this.mod._FPDF_CloseDocument(this.doc);
    this.mod.wasmExports.free(this.dataPtr);
  }

  /** Loads one page for the duration of `fn`: pages are never kept open, so memory stays flat. */
  private withPage<T>(index: number, fn: (page: number) => T): T {
    if (this.closed) throw new Error('The PDF document is closed');
    this.engine.check();
    if (!Number.isInteger(index) || index < 0 || index >= this.pageCount) {
      throw new RangeError(`Page index ${index} is out of range (0..${this.pageCount - 1})`);
    }
    this.releaseParsedObjects();
    const page = this.mod._FPDF_LoadPage(this.doc, index);
    if (!page) throw new ApiError('INVALID_PDF', `Page ${index + 1} of the PDF is damaged`);
    try {
      const result = fn(page);
      // A call that PDFium survived on a refused allocation still returns something: not usable.
      this.engine.check();
      return result;
    } finally {
      if (!this.engine.failed) this.mod._FPDF_ClosePage(page);
    }
  }

  /** Every RELOAD_EVERY_PAGES page loads of a large document, reopens it (no page is open then). */
  private releaseParsedObjects(): void {
    if (this.dataSize < RELOAD_ABOVE_BYTES || ++this.pagesSinceLoad <= RELOAD_EVERY_PAGES) return;
    const reloaded = this.mod._FPDF_LoadMemDocument(this.dataPtr, this.dataSize, 0);
    if (!reloaded) return; // it opened before; keep the handle we have rather than fail the page
    this.mod._FPDF_CloseDocument(this.doc);
    this.doc = reloaded;
    this.pagesSinceLoad = 1;
  }
}
