/**
 * @wcab/testkit: fixture builders for tests, evaluation and benchmarks (dev use only). Everything is
 * generated locally and deterministically: text PDFs, "scans" of them, barcode separator sheets and
 * the broken inputs the service must refuse.
 */
export { makeTextPdf, type TextPdfOptions } from './textPdf';
export { rasterizePdf, makeBlankScannedPage, type RasterizeOptions } from './scan';
export { scanToImage, type ScanImageFormat, type ScanImageOptions } from './scanImages';
export { halftone, type HalftoneMode, type HalftoneOptions } from './halftone';
export { makeBarcodePage, type BarcodePageOptions, type Symbology } from './barcode';
export {
  makeEncryptedPdf,
  makeTruncatedPdf,
  makeZeroPagePdf,
  makeGarbageTextPdf,
  shapeOnlyWords,
  type EncryptedPdfOptions,
  type GarbageTextOptions,
} from './brokenPdfs';
export { concatPdfs } from './concat';
export { seededRandom } from './random';
export { makeDwcSeparatorSheet, type DwcSeparatorFields } from './dwcSeparatorSheet';
export { findCorpusDir } from './corpus';
export { inkByHalf } from './ink';
export {
  makeFlateBombPdf,
  makeImageBombPdf,
  makeManyImagesPdf,
  repeatedByteZlib,
  type FlateBombOptions,
  type ImageBombOptions,
  type ManyImagesOptions,
} from './bombs';
export { makeSampleBatch } from './sampleBatch';
export * as hostilePdfs from './hostilePdfs';
export { hostileCorpus, HOSTILE_OPTIONS, type HostileCase, type HostileExpectation, type HostileRoute } from './hostileCorpus';
export {
  startMockLlm,
  answer as mockAnswer,
  failure as mockFailure,
  malformed as mockMalformed,
  truncated as mockTruncated,
  documentOf,
  localFindingsOf,
  echoLocalFindings,
  type MockLlm,
  type MockReply,
  type MockScript,
  type ChatRequest,
} from './mockLlm';
export * as splitFixtures from './batchDocuments';
export * as workBombs from './workBombs';
