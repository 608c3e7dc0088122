/** The engines the pool's tests run with: tesseract.js (wasm), and Debian's tesseract where it is installed; a PDF's first page as they read it. */
import { type GrayImage, openPdf } from '@wcab/pdf';
import { nativeEngine, nativeUnavailable, wasmEngine, type OcrEngine } from '@wcab/vision';

/** Why the native engine cannot run here, or undefined (.ci/run installs it, and there a missing binary fails engines.test.ts). */
export const nativeMissing = nativeUnavailable();

/** Each engine by name, for `describe.each`. */
export const OCR_ENGINES: Array<[string, () => OcrEngine]> = [
  ['wasm', () => wasmEngine()],
  ...(nativeMissing ? [] : [['native', () => nativeEngine()] as [string, () => OcrEngine]]),
];

/** The first page of a PDF rendered as the pipeline renders it for OCR. */
export async function renderFirst(bytes: Uint8Array, dpi = 200): Promise<GrayImage> {
  const pdf = await openPdf(bytes);
  try {
    return await pdf.renderPage(0, { dpi });
  } finally {
    pdf.close();
  }
}
