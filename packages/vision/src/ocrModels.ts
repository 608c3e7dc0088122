/**
 * The English models at hand, offline: tesseract.js's data package carries `best_int` (the LSTM of
 * tessdata_best, converted to integers) and the 4.0.0 `standard` tessdata (the same kind of LSTM plus
 * the legacy engine's data); Debian's tesseract-ocr-eng carries `fast` (tessdata_fast: a smaller
 * integer LSTM). Float `best` is in neither package and nothing is downloaded. Which engine reads
 * with which model by default was chosen by measurement (README, "OCR engines").
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const require = createRequire(import.meta.url);

export type OcrModelName = 'best_int' | 'standard' | 'fast';
export const OCR_MODELS: readonly OcrModelName[] = ['best_int', 'standard', 'fast'];

export interface OcrModelFile {
  /** Folder holding `eng.traineddata` (or `eng.traineddata.gz` when `gzip`). */
  dir: string;
  gzip: boolean;
}

const jsData = () => path.dirname(require.resolve('@tesseract.js-data/eng/package.json'));
/** Debian's tessdata folder (tesseract-ocr-eng); TESSDATA_PREFIX (a setting, @wcab/config) names another. */
export const DEBIAN_TESSDATA = '/usr/share/tesseract-ocr/5/tessdata';

/** Where the model lives, as shipped (`fast`: in `tessdata`, Debian's folder by default). Undefined when it is not installed here. */
export function modelFile(model: OcrModelName, tessdata = DEBIAN_TESSDATA): OcrModelFile | undefined {
  const found = (dir: string, gzip: boolean) => (fs.existsSync(path.join(dir, gzip ? 'eng.traineddata.gz' : 'eng.traineddata')) ? { dir, gzip } : undefined);
  if (model === 'fast') return found(tessdata, false);
  return found(path.join(jsData(), model === 'best_int' ? '4.0.0_best_int' : '4.0.0'), true);
}

/**
 * A folder with the model as a plain `eng.traineddata`, which the native command needs (it reads no
 * gzip): the npm models are inflated once into the temporary folder, named by their size so a
 * different package version gets a folder of its own.
 */
export function plainModelDir(model: OcrModelName, tessdata?: string): string {
  const file = modelFile(model, tessdata);
  if (!file) throw new Error(`OCR model ${model} is not installed`);
  if (!file.gzip) return file.dir;
  const gz = path.join(file.dir, 'eng.traineddata.gz');
  const dir = path.join(os.tmpdir(), `wcab-tessdata-${model}-${fs.statSync(gz).size}`);
  const target = path.join(dir, 'eng.traineddata');
  if (!fs.existsSync(target)) {
    fs.mkdirSync(dir, { recursive: true });
    const partial = `${target}.${process.pid}.part`;
    fs.writeFileSync(partial, zlib.gunzipSync(fs.readFileSync(gz)));
    fs.renameSync(partial, target); // whole or absent, even with several processes at it
  }
  return dir;
}
