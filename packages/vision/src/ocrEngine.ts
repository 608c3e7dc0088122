/**
 * The OCR engine seam: what the pool (ocrPool.ts) needs from a Tesseract, whichever way it runs.
 * Two engines: tesseract.js (wasmEngine.ts, the portable default that `npm ci` brings) and Debian's
 * native `tesseract` command (nativeEngine.ts, several times faster a page). Both get the same PGM
 * image with the same settings (page segmentation, resolution) and answer the same shape: the text
 * Tesseract's text renderer prints, its mean word confidence, and every word with its box, read from
 * Tesseract's own TSV renderer in both cases (tsv.ts), so a caller cannot tell the engines apart by
 * the shape of what they return.
 */
import type { GrayImage } from '@wcab/pdf';

export type OcrEngineName = 'wasm' | 'native';
/** `auto`: native when the `tesseract` command works here, else wasm. */
export type OcrEngineChoice = OcrEngineName | 'auto';

/** A word as Tesseract read it, its box in the pixels of the image that was read. */
export interface OcrWord {
  text: string;
  /** Tesseract's word confidence, 0-100. */
  confidence: number;
  /** Left, top (inclusive) and right, bottom (exclusive), in image pixels, y downwards. */
  bbox: { x0: number; y0: number; x1: number; y1: number };
}

/** One recognition pass over one image. */
export interface RawOcr {
  /** What Tesseract's text renderer (GetUTF8Text) prints. */
  text: string;
  /** Mean word confidence (Tesseract's MeanTextConf: the mean of the words' confidences), 0-100. */
  confidence: number;
  words: OcrWord[];
}

/**
 * Which of the engine's models a run asks for: `accurate` (the engine's model, for every value an answer
 * carries) or `quick` (its quick model, for glances that decide what a page is or whether it is worth a
 * proper read; an engine without one reads quick runs with its accurate model).
 */
export type OcrModelUse = 'accurate' | 'quick';

/** One reader: a tesseract.js worker thread, or a slot for one native process at a time. */
export interface OcrEngineWorker {
  recognize(img: GrayImage, use?: OcrModelUse): Promise<RawOcr>;
  /**
   * Several images of one resolution read in one go, each exactly as recognize() reads it alone, its own
   * outcome in its place (native: one process for all, so the process's start and model load are paid once).
   * Optional: the pool hands such a worker the images waiting beside the one it takes (ocrPool.ts).
   */
  recognizeMany?(imgs: GrayImage[], use?: OcrModelUse): Promise<PromiseSettledResult<RawOcr>[]>;
  terminate(): Promise<void>;
}

export interface OcrEngine {
  readonly name: OcrEngineName;
  /** Which English model it reads with (see ocrModels.ts). */
  readonly model: string;
  /** The model `quick` runs read with (ocrModels.ts); the accurate model when the engine has no other. */
  readonly quickModel: string;
  createWorker(): Promise<OcrEngineWorker>;
}

/** Page segmentation both engines use: fully automatic, no OSD (Tesseract's PSM 3). */
export const PAGE_SEGMENTATION_MODE = 3;
