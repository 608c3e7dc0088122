/**
 * `npm run bench -- batch`: a 100-page scanned batch of 10 documents (2 cores). Prints separator
 * detection time per page, end-to-end time through the service, the service's peak RSS, and the
 * same batch through a naive pipeline that OCRs every page with the same engine, as a ratio.
 * Targets (issue): < 80 ms a page, < 25 s end to end, < 600 MB, >= 3x faster than naive.
 */
import fs from 'node:fs';
import os from 'node:os';
import { openPdf } from '@wcab/pdf';
import { DEFAULT_SEPARATOR_RULE } from '@wcab/sheets';
import { concatPdfs, makeBarcodePage, makeTextPdf, rasterizePdf } from '@wcab/testkit';
import { engineSelectionFromEnv, OcrPool, selectOcrEngine } from '@wcab/vision';
import { loadJobSettings } from '@wcab/config/job';
import { settingsContext } from '../packages/pipeline/src/context/jobContext';
import { closeOcr } from '../packages/pipeline/src/read/ocr';
import { scanBatch } from '../packages/pipeline/src/scan/scanBatch';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { deleteKeys, startService, startWorkerProcess, type ServiceProcess } from './serverProcess';

/** Realistic first pages: a named applicant and the document's own date, as real filings carry. */
const NAMES = [
  'MARIA GARCIA',
  'JAMES NGUYEN',
  'ROSA MARTINEZ',
  'DAVID KIM',
  'LINDA JOHNSON',
  'CARLOS REYES',
  'SUSAN PATEL',
  'MICHAEL BROWN',
  'ANA LOPEZ',
  'ROBERT CHEN',
];
const title = (name: string) => name.toLowerCase().replace(/\b\w/g, (c) => c.toUpperCase());
const TEMPLATES = [
  (i: number) => [
    "WORKERS' COMPENSATION APPEALS BOARD",
    `${NAMES[i % NAMES.length]}, Applicant, vs. ACME LOGISTICS, INC., Defendants.`,
    `Case Number: ADJ${1000000 + i}`,
    'NOTICE OF HEARING',
    'The above case is set for STATUS CONFERENCE on 05/12/2025 at 1:30 P.M.',
    'at the Oakland District Office, 1515 Clay Street, Oakland, CA 94612.',
    'Dated: April 1, 2025',
  ],
  (i: number) => [
    "PRIMARY TREATING PHYSICIAN'S PROGRESS REPORT (PR-2)",
    `Patient: ${title(NAMES[i % NAMES.length]!)}`,
    `Claim No.: ADJ${2000000 + i}`,
    'Date of Injury: 01/15/2024',
    'Date of Exam: 04/28/2025',
    'Subjective complaints: low back pain radiating to the left leg.',
    'Next appointment: 06/02/2025 at 9:15 AM.',
  ],
];

export async function buildBatch(): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for (let d = 0; d < 10; d++) {
    parts.push(await makeBarcodePage({ value: 'PATCHT', symbology: d % 2 ? 'code128' : 'code39', heading: 'PATCH T' }));
    const lines = TEMPLATES[d % 2]!(d);
    parts.push(
      await makeTextPdf(
        Array.from({ length: 9 }, (_, p) =>
          p === 0
            ? lines
            : [...lines.slice(0, 3), ...Array.from({ length: 40 }, (_, k) => `Line ${k + 1} of page ${p + 1}: findings, history and treatment plan.`)],
        ),
      ),
    );
  }
  return rasterizePdf(await concatPdfs(parts), { dpi: 200, skewDeg: 1, noise: 0.03, jpegQuality: 70 });
}

/**
 * The other shape of a day's mail: many short documents (16 of 1-3 pages, 51 pages with their 16
 * separator sheets), where every document's first page must be read and little else can be skipped.
 */
/** 3 one-page, 7 two-page and 6 three-page documents: 35 content pages. */
export const SHORT_DOC_PAGES = [2, 1, 3, 2, 3, 2, 1, 3, 2, 3, 2, 1, 3, 2, 3, 2];

export async function buildShortDocsBatch(): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for (let d = 0; d < 16; d++) {
    parts.push(await makeBarcodePage({ value: 'PATCHT', symbology: d % 2 ? 'code128' : 'code39', heading: 'PATCH T' }));
    const lines = TEMPLATES[d % 2]!(d + 20);
    const length = SHORT_DOC_PAGES[d]!;
    parts.push(
      await makeTextPdf(
        Array.from({ length }, (_, p) =>
          p === 0
            ? lines
            : [...lines.slice(0, 3), ...Array.from({ length: 30 }, (_, k) => `Line ${k + 1} of page ${p + 1}: findings, history and treatment plan.`)],
        ),
      ),
    );
  }
  return rasterizePdf(await concatPdfs(parts), { dpi: 200, skewDeg: 1, noise: 0.03, jpegQuality: 70 });
}

export async function benchBatch(): Promise<void> {
  const batch = await buildBatch();
  const size = os.availableParallelism();

  const pdf = await openPdf(batch);
  // Warm what a running service has warm (the OCR pool, the barcode thread's ZXing) on a small batch.
  const warm = await openPdf(
    await rasterizePdf(await concatPdfs([await makeBarcodePage({ value: 'PATCHT', symbology: 'code39' }), await makeTextPdf([TEMPLATES[0]!(0)])]), {
      dpi: 200,
    }),
  );
  // The pipeline as the service would run it here (OCR_ENGINE and the other settings of this environment).
  const ctx = settingsContext(loadJobSettings(process.env));
  await scanBatch(warm, DEFAULT_SEPARATOR_RULE, {}, ctx);
  warm.close();
  let t = performance.now();
  const pages = await scanBatch(pdf, DEFAULT_SEPARATOR_RULE, {}, ctx); // detection only: no early OCR of document pages
  const scanMs = performance.now() - t;
  const separators = pages.filter((p) => p.kind === 'separator').length;
  await closeOcr();

  const pool = await OcrPool.create({ size, engine: selectOcrEngine(engineSelectionFromEnv(process.env)) });
  t = performance.now();
  await Promise.all(Array.from({ length: pdf.pageCount }, async (_, i) => pool.recognize(await pdf.renderPage(i, { dpi: 200 }))));
  const naiveMs = performance.now() - t;
  await pool.terminate();
  pdf.close();

  const body = JSON.stringify({ document: Buffer.from(batch).toString('base64') });
  // Embedded: the API process runs the pipeline too, so its RSS includes the 58 MB JSON upload.
  const embedded = await timeService({ LOG_LEVEL: 'error' }, body);
  // Fleet: the same batch through an API process and one worker process on Redis; the worker's RSS
  // is the pipeline's own.
  const fleet = await timeFleet(body);
  console.log('\nbench batch: 100 scanned pages, 10 documents');
  console.table({
    'separator detection per page (ms)': { value: Math.round(scanMs / pdf.pageCount), target: '< 80' },
    'end-to-end, embedded (s)': { value: (embedded.ms / 1000).toFixed(1), target: '< 25' },
    'end-to-end, API + 1 worker process (s)': { value: fleet ? (fleet.ms / 1000).toFixed(1) : 'no Redis', target: '< 25' },
    'documents found': { value: embedded.docs, target: '10' },
    'separators found (in-process scan)': { value: separators, target: '10' },
    'embedded service peak RSS (MB)': { value: embedded.peakMb, target: '' },
    'worker process peak RSS (MB)': { value: fleet?.peakMb ?? 'no Redis', target: '< 600' },
    'naive OCR-every-page (s)': { value: (naiveMs / 1000).toFixed(1), target: '' },
    'speed-up vs naive': { value: (naiveMs / embedded.ms).toFixed(1) + 'x', target: '>= 3x' },
  });
}

interface Timed {
  ms: number;
  docs: number;
  peakMb: number | string;
}

/** Sends the batch twice (the first warms the OCR pool) and reports the second. */
async function sendTwice(service: ServiceProcess, body: string): Promise<Omit<Timed, 'peakMb'>> {
  const send = async () => {
    const started = performance.now();
    const res = await fetch(`${service.url}/v1/analyze-batch`, {
      method: 'POST',
      headers: { authorization: `Bearer ${service.key}`, 'content-type': 'application/json' },
      body,
    });
    const json = (await res.json()) as { data?: { documents: unknown[] } };
    return { ms: performance.now() - started, docs: json.data?.documents.length ?? -1 };
  };
  await send();
  return send();
}

function peakRssMb(pid: number): number | string {
  const hwm = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return hwm ? Math.round(Number(hwm) / 1024) : 'n/a';
}

async function timeService(env: Record<string, string>, body: string): Promise<Timed> {
  const service = await startService(env, 'apps/api/src/main.ts', 'enterprise');
  try {
    const run = await sendTwice(service, body);
    return { ...run, peakMb: peakRssMb(service.pid) };
  } finally {
    await service.stop();
  }
}

async function timeFleet(body: string): Promise<Timed | undefined> {
  const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  if (
    !(await redis.connect().then(
      () => true,
      () => false,
    ))
  )
    return undefined;
  const env = { LOG_LEVEL: 'error', REDIS_URL: redisUrl, QUEUE_PREFIX: `wcabbench-${randomBytes(3).toString('hex')}` };
  const worker = await startWorkerProcess(env);
  try {
    const service = await startService(env, 'apps/api/src/main.ts', 'enterprise');
    try {
      const run = await sendTwice(service, body);
      return { ...run, peakMb: peakRssMb(worker.pid) };
    } finally {
      await service.stop();
    }
  } finally {
    await worker.stop();
    await deleteKeys(redis, `${env.QUEUE_PREFIX}:*`);
    redis.disconnect();
  }
}
