/** The engines the pool's tests run with: tesseract.js (wasm), and Debian's tesseract where it is installed. */
import { nativeEngine, nativeUnavailable, wasmEngine, type OcrEngine } from '@wcab/vision';

/** Why the native engine cannot run here, or undefined (.ci/run installs it, and there a missing binary fails engines.test.ts). */
export const nativeMissing = nativeUnavailable();

/** Each engine by name, for `describe.each`. */
export const OCR_ENGINES: Array<[string, () => OcrEngine]> = [
  ['wasm', () => wasmEngine()],
  ...(nativeMissing ? [] : [['native', () => nativeEngine()] as [string, () => OcrEngine]]),
];
