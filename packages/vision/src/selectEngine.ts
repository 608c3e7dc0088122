/**
 * Which engine a process reads with (`OCR_ENGINE`): `wasm`, `native`, or `auto` (the default):
 * native when Debian's tesseract runs here and finds its English model, else wasm. Under `auto` a
 * native process that fails on a page (crashed, killed, vanished binary) does not fail the page: the
 * same image is read by a wasm worker of the same slot, started then. A page past its time or its
 * CPU limit is not retried: an image that hangs one Tesseract would hang the other. `native` chosen explicitly fails
 * loudly at start when the command is missing, and fails the page when a process fails.
 */
import { nativeEngine, nativeUnavailable, type NativeEngineOptions } from './nativeEngine';
import type { GrayImage } from '@wcab/pdf';
import type { OcrEngine, OcrEngineChoice, OcrEngineWorker, OcrModelUse, RawOcr } from './ocrEngine';
import { OCR_MODELS, type OcrModelName } from './ocrModels';
import { wasmEngine } from './wasmEngine';

export interface EngineSelection {
  choice?: OcrEngineChoice;
  /** Model of the native engine / the wasm engine (defaults: measured, see each engine). */
  nativeModel?: OcrModelName;
  /** Model of the native engine's quick runs (default: Debian's `fast` when installed). */
  nativeQuickModel?: OcrModelName;
  wasmModel?: OcrModelName;
  /** OCR_NATIVE_SERVER: `auto` (default) keeps a Tesseract loaded a worker where it is built (tesseractServer.ts); `off` runs the command a read. */
  nativeServer?: 'auto' | 'off';
  native?: Omit<NativeEngineOptions, 'model'>;
  /** Folder of Debian's `fast` model (TESSDATA_PREFIX), for either engine. */
  tessdata?: string;
  /** Told once when auto falls back to wasm, and why. */
  onFallback?: (reason: string) => void;
}

export function parseEngineChoice(value: string | undefined): OcrEngineChoice {
  const v = (value ?? '').trim().toLowerCase() || 'auto';
  if (v === 'auto' || v === 'wasm' || v === 'native') return v;
  throw new Error(`Invalid setting OCR_ENGINE: ${value} (auto, wasm or native)`);
}

export function parseServerChoice(value: string | undefined): 'auto' | 'off' {
  const v = (value ?? '').trim().toLowerCase() || 'auto';
  if (v === 'auto' || v === 'off') return v;
  throw new Error(`Invalid setting OCR_NATIVE_SERVER: ${value} (auto or off)`);
}

export function parseModel(value: string | undefined, setting: string): OcrModelName | undefined {
  const v = (value ?? '').trim();
  if (!v) return undefined;
  if ((OCR_MODELS as readonly string[]).includes(v)) return v as OcrModelName;
  throw new Error(`Invalid setting ${setting}: ${value} (${OCR_MODELS.join(', ')})`);
}

/**
 * The selection an environment asks for (OCR_ENGINE, OCR_NATIVE_MODEL, OCR_WASM_MODEL, TESSDATA_PREFIX),
 * for tools and tests that pick the engine as the service would; the service itself is handed its
 * validated settings (@wcab/config).
 */
export function engineSelectionFromEnv(env: Record<string, string | undefined>): EngineSelection {
  return {
    choice: parseEngineChoice(env.OCR_ENGINE),
    nativeModel: parseModel(env.OCR_NATIVE_MODEL, 'OCR_NATIVE_MODEL'),
    nativeQuickModel: parseModel(env.OCR_NATIVE_QUICK_MODEL, 'OCR_NATIVE_QUICK_MODEL'),
    wasmModel: parseModel(env.OCR_WASM_MODEL, 'OCR_WASM_MODEL'),
    nativeServer: parseServerChoice(env.OCR_NATIVE_SERVER),
    tessdata: env.TESSDATA_PREFIX || undefined,
  };
}

export function selectOcrEngine(selection: EngineSelection = {}): OcrEngine {
  const choice = selection.choice ?? 'auto';
  const wasm = () => wasmEngine(selection.wasmModel, selection.tessdata);
  if (choice === 'wasm') return wasm();
  const nativeOpts: NativeEngineOptions = {
    tessdata: selection.tessdata,
    ...(selection.nativeServer === 'off' && { server: false }),
    ...selection.native,
    model: selection.nativeModel,
    quickModel: selection.nativeQuickModel,
  };
  const missing = nativeUnavailable(nativeOpts);
  if (choice === 'native') {
    if (missing) throw new Error(`OCR_ENGINE=native, but the native engine cannot run: ${missing}`);
    return nativeEngine(nativeOpts);
  }
  if (missing) {
    selection.onFallback?.(missing);
    return wasm();
  }
  return withFallback(nativeEngine(nativeOpts), wasm(), selection.onFallback);
}

/** Native first; a page whose native process failed (not one that timed out) is read by wasm. */
function withFallback(primary: OcrEngine, fallback: OcrEngine, onFallback?: (reason: string) => void): OcrEngine {
  let told = false;
  const tell = (reason: string) => {
    if (!told) onFallback?.(reason);
    told = true;
  };
  return {
    name: primary.name,
    model: primary.model,
    quickModel: primary.quickModel,
    async createWorker(): Promise<OcrEngineWorker> {
      const first = await primary.createWorker();
      let second: Promise<OcrEngineWorker> | undefined;
      const readAgain = async (img: GrayImage, use: OcrModelUse | undefined, error: unknown): Promise<RawOcr> => {
        const message = (error as Error).message;
        if (/exceeded \d+ (ms|s of CPU)/.test(message)) throw error;
        tell(message);
        second ??= fallback.createWorker().catch((startError: unknown) => {
          second = undefined; // the next failed page tries again
          throw startError;
        });
        return (await second).recognize(img, use);
      };
      return {
        async recognize(img, use) {
          try {
            return await first.recognize(img, use);
          } catch (error) {
            return readAgain(img, use, error);
          }
        },
        ...(first.recognizeMany && {
          async recognizeMany(imgs: GrayImage[], use?: OcrModelUse) {
            const reads = await first.recognizeMany!(imgs, use);
            return Promise.all(
              reads.map((r, i) =>
                r.status === 'fulfilled'
                  ? r
                  : readAgain(imgs[i]!, use, r.reason).then(
                      (value) => ({ status: 'fulfilled', value }) as const,
                      (reason: unknown) => ({ status: 'rejected', reason }) as const,
                    ),
              ),
            );
          },
        }),
        async terminate() {
          await Promise.allSettled([first.terminate(), second?.then((w) => w.terminate())]);
        },
      };
    },
  };
}
