/**
 * @wcab/pdf: PDF access through PDFium (wasm). Page count, text layer, grayscale rendering, a
 * structural "is this a bare scan" probe and a text-layer quality check that decides on OCR; the
 * engine's health (a memory ceiling per job, replaced after a failure) and a bomb check before it.
 */
export { openPdf, salvageDocumentBytes } from './document';
export { documentAsPdf, imageToPdf, type ImageLimits } from './imageInput';
export { ACCEPTED_FORMATS, sniffFormat, type DocumentFormat, type ImageFormat } from './sniff';
export { checkDecodeBudget, type DecodeLimits } from './decodeBudget';
export {
  beginEngineJob,
  configureEngine,
  DEFAULT_ENGINE_LIMITS,
  endEngineJob,
  engineLimits,
  PdfEngineFailure,
  replaceEngine,
  type EngineLimits,
  type EngineVerdict,
  type PdfEngine,
} from './engine';
export type { PageTextBoxes } from './charBoxes';
export { recycleRaster } from './rasters';
export { englishWordShare, type WordShare } from './ocrLayer';
export { textQuality, type TextQuality } from './textQuality';
export type { GrayImage, PageContent, PageImageInfo, PdfDocument, RenderOptions } from './types';
