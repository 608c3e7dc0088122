/**
 * @wcab/pdf: PDF access through PDFium (wasm). Page count, text layer, grayscale rendering, a
 * structural "is this a bare scan" probe and a text-layer quality check that decides on OCR.
 */
export { openPdf } from './document';
export { recycleRaster } from './rasters';
export { textQuality, type TextQuality } from './textQuality';
export type { GrayImage, PageContent, PageImageInfo, PdfDocument, RenderOptions } from './types';
