/**
 * The OCR work a workload costs the pipeline, counted (not timed): the job run in this process with the
 * settings of this environment (as the service would run it), every OCR run it asks for counted through
 * the telemetry port (OcrCountingHost.countOcrRun, context/jobContext.ts): how many, the pixels they cover, and under which model.
 * Deterministic for a given batch and code, so it compares across loaded and quiet machines alike.
 */
import fs from 'node:fs';
import { loadJobSettings } from '@wcab/config/job';
import { liveServersCpuSeconds, selectOcrEngine, spawnedCpuSeconds } from '@wcab/vision';
import { createProcessor } from '../packages/pipeline/src/processor';
import { closeThreadResources, type OcrCountingHost, type OcrRunCount } from '../packages/pipeline/src/context/jobContext';

export interface OcrWork {
  runs: number;
  pixels: number;
  /** By the model's name (the engine's quick model for 'quick' runs, its model for 'accurate' ones). */
  byModel: Record<string, { runs: number; pixels: number }>;
  /**
   * CPU seconds of the native engine's processes meanwhile (`tesseract` commands: their start, model load and
   * reading; Tesseract servers: their reading), from /proc/self/stat and the native engine's spawner; undefined off Linux. Not a count: a loaded machine inflates it (docs/ocr.md).
   */
  childCpuS?: number;
}

/**
 * CPU seconds of this process's ended and waited-for children (cutime + cstime: the ended Tesseract servers among
 * them), of the running Tesseract servers (@wcab/vision tesseractServer.ts) and of the ended processes the native
 * engine started through its spawner (@wcab/vision spawner.ts), or undefined where /proc is not.
 */
export function childCpuSeconds(): number | undefined {
  try {
    const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100 + spawnedCpuSeconds() + liveServersCpuSeconds(); // fields 16 and 17 of proc(5), clock ticks of 1/100 s
  } catch {
    return undefined;
  }
}

export async function countOcrWork(kind: 'batch' | 'classify', pdf: Uint8Array, env: Record<string, string | undefined> = process.env): Promise<OcrWork> {
  const settings = loadJobSettings(env);
  const accurate = selectOcrEngine({
    choice: settings.ocr.engine,
    nativeModel: settings.ocr.nativeModel,
    nativeQuickModel: settings.ocr.nativeQuickModel,
    nativeServer: settings.ocr.nativeServer,
    wasmModel: settings.ocr.wasmModel,
    tessdata: settings.ocr.tessdata,
  });
  const modelName = (run: OcrRunCount) => `${accurate.name} ${run.model === 'quick' ? accurate.quickModel : accurate.model}`;
  const work: OcrWork = { runs: 0, pixels: 0, byModel: {} };
  const host: OcrCountingHost = {
    progress: () => undefined,
    recordStage: () => undefined,
    countOcrPages: () => undefined,
    countLlmCall: () => undefined,
    countOcrRun: (run) => {
      work.runs++;
      work.pixels += run.pixels;
      const m = (work.byModel[modelName(run)] ??= { runs: 0, pixels: 0 });
      m.runs++;
      m.pixels += run.pixels;
    },
    service: () => undefined,
    retireThread: () => undefined,
  };
  const process = createProcessor(settings);
  const childCpu = childCpuSeconds();
  const params = kind === 'batch' ? {} : { options: { extract_dates: true, extract_adj: true } };
  const outcome = await process({ kind, document: pdf.slice(), params } as Parameters<typeof process>[0], host).finally(() => closeThreadResources());
  if (!outcome.ok) throw new Error(`counting the OCR work: ${outcome.code} ${outcome.message}`);
  const childCpuAfter = childCpuSeconds();
  if (childCpu !== undefined && childCpuAfter !== undefined) work.childCpuS = childCpuAfter - childCpu;
  return work;
}
