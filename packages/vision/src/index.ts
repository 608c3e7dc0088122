/**
 * @wcab/vision: barcodes (ZXing-C++ via zxing-wasm) and OCR (Tesseract, as tesseract.js's wasm or
 * Debian's native command: ocrEngine.ts) on grayscale page rasters from @wcab/pdf. Everything
 * loads from node_modules or the machine's packages; nothing is fetched.
 */
export { decodeBarcodes, type Barcode, type DecodeOptions } from './barcodes';
export {
  OcrCancelledError,
  OcrPool,
  preparePage,
  sketchPage,
  worthReadingUpsideDown,
  type OcrPoolOptions,
  type OcrPoolStats,
  type OcrResult,
  type PageSketch,
  type PreparedPage,
} from './ocrPool';
export type { OcrEngine, OcrEngineChoice, OcrEngineName, OcrEngineWorker, OcrModelUse, OcrWord, RawOcr } from './ocrEngine';
export { blankBelow, inkMostlyBelow, onlySymbolsBelow, topPartRows } from './pageParts';
export { halveGray } from './image';
export { inkLines, sameInk, type InkLine } from './inkLines';
export { inkOrientation, inkSaysUpsideDown, type InkOrientation } from './orientation';
export { OCR_MODELS, type OcrModelName } from './ocrModels';
export { wasmEngine, WASM_DEFAULT_MODEL } from './wasmEngine';
export { nativeEngine, nativeUnavailable, NATIVE_DEFAULT_MODEL, type NativeEngineOptions } from './nativeEngine';
export { spawnedCpuSeconds } from './spawner';
export { liveServersCpuSeconds, tesseractServerUnavailable, TESSERACT_SERVER_BINARY } from './tesseractServer';
export { engineSelectionFromEnv, parseEngineChoice, parseModel, parseServerChoice, selectOcrEngine, type EngineSelection } from './selectEngine';
