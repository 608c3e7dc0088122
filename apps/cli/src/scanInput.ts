/**
 * Scanner files the commands take besides PDFs: TIFF (one page or many), JPEG and PNG. Folders and
 * the watched inbox pick them by name; what a file is, is then read from its bytes (@wcab/pdf), so
 * a TIFF saved as .pdf works and a text file named .tif is refused as what it is.
 */
import { loadSettings } from '@wcab/config';
import { documentAsPdf } from '@wcab/pdf';

/** Names the commands pick up in folders and the inbox. */
export const DOCUMENT_NAME = /\.(pdf|tiff?|jpe?g|png)$/i;

/**
 * The file as a PDF: `split` and `watch` cut the batch into documents page by page, so an image
 * becomes the same image-only PDF the server makes of it before the batch is analysed.
 */
export function asPdf(bytes: Uint8Array): Promise<Uint8Array> {
  const { limits, job } = loadSettings();
  const engine = job.engine;
  return documentAsPdf(bytes, {
    maxPages: limits.maxBatchPages,
    maxImagePixels: engine.maxImagePixels,
    maxDocumentPixels: engine.maxDocumentPixels,
    maxPagePixels: engine.maxPagePixels,
    jobMemoryBytes: engine.jobMemoryBytes,
  });
}
