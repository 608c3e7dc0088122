/**
 * @wcab/vision: barcodes (ZXing-C++ via zxing-wasm) and OCR (Tesseract via tesseract.js) on
 * grayscale page rasters from @wcab/pdf. Everything loads from node_modules; nothing is fetched.
 */
export { decodeBarcodes, type Barcode, type DecodeOptions } from './barcodes';
export { OcrCancelledError, OcrPool, preparePage, type OcrPoolOptions, type OcrPoolStats, type OcrResult, type PreparedPage } from './ocrPool';
