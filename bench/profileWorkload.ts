/**
 * Profiling aid (issue 36): runs one bench workload's job in this process as bench/ocrWork.ts does, `--rounds N`
 * times after a warm-up, printing each run's Node and `tesseract` CPU and the answer's hash (to compare code
 * versions), and its OCR runs and their megapixels (counted through the telemetry port, as bench/ocrWork.ts counts
 * them: exact on a shared machine, where the seconds are not). With TESS_LOG set, the `tesseract` processes too: the
 * lines a wrapper on PATH appends to that file, one a process. Run under `node --cpu-prof` to see where the Node side goes.
 *   node --import tsx bench/profileWorkload.ts dwc|barcode|mixed|duplex|big|short|classify [rounds]
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildBatch, buildShortDocsBatch } from './batch';
import { buildScan3 } from './classify';
import { makeOfficeBatch, officeWorkloads } from './officeBatches';
import { childCpuSeconds } from './ocrWork';
import { loadJobSettings } from '@wcab/config/job';
import { createProcessor } from '../packages/pipeline/src/processor';
import { closeThreadResources, type OcrCountingHost } from '../packages/pipeline/src/context/jobContext';

async function workload(key: string): Promise<Uint8Array> {
  const cache = path.join(os.tmpdir(), `wcab-workload-${key}.pdf`);
  if (fs.existsSync(cache)) return new Uint8Array(fs.readFileSync(cache));
  const office = officeWorkloads().find((w) => w.key === key);
  const pdf = office
    ? (await makeOfficeBatch(office.spec)).pdf
    : key === 'big'
      ? await buildBatch()
      : key === 'short'
        ? await buildShortDocsBatch()
        : await buildScan3();
  fs.writeFileSync(cache, pdf);
  return pdf;
}

const [key = 'dwc', roundsArg = '2'] = process.argv.slice(2);
const pdf = await workload(key);
const kind = key === 'classify' ? 'classify' : 'batch';
const settings = loadJobSettings(process.env);
const ocr = { runs: 0, pixels: 0 };
const host: OcrCountingHost = {
  progress: () => undefined,
  recordStage: () => undefined,
  countOcrPages: () => undefined,
  countLlmCall: () => undefined,
  countOcrRun: (run) => {
    ocr.runs++;
    ocr.pixels += run.pixels;
  },
  service: () => undefined,
  retireThread: () => undefined,
};
const run = createProcessor(settings);
const params = kind === 'batch' ? {} : { options: { extract_dates: true, extract_adj: true } };
/** Lines in the wrapper's log (TESS_LOG): `tesseract` processes started so far. */
const processes = () =>
  process.env.TESS_LOG && fs.existsSync(process.env.TESS_LOG) ? fs.readFileSync(process.env.TESS_LOG, 'utf8').split('\n').length - 1 : 0;
for (let round = 0; round <= Number(roundsArg); round++) {
  Object.assign(ocr, { runs: 0, pixels: 0 });
  const started = processes();
  const cpu = process.cpuUsage();
  const child = childCpuSeconds() ?? 0;
  const t = performance.now();
  const outcome = await run({ kind, document: pdf.slice(), params } as Parameters<typeof run>[0], host);
  const ms = performance.now() - t;
  const used = process.cpuUsage(cpu);
  const json = JSON.stringify(outcome.ok ? outcome.data : outcome);
  console.log(
    `${round === 0 ? 'warm-up' : `round ${round}`}: ${key} wall ${(ms / 1000).toFixed(2)} s, node CPU ${((used.user + used.system) / 1e6).toFixed(2)} s, tesseract CPU ${((childCpuSeconds() ?? 0) - child).toFixed(2)} s, OCR ${ocr.runs} runs / ${(ocr.pixels / 1e6).toFixed(1)} MP${process.env.TESS_LOG ? `, ${processes() - started} tesseract processes` : ''}, answer ${crypto.createHash('sha256').update(json).digest('hex').slice(0, 12)}`,
  );
  if (process.env.DUMP_ANSWER) fs.writeFileSync(`${process.env.DUMP_ANSWER}.${key}.json`, json);
}
await closeThreadResources();
