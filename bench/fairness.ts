/**
 * `npm run bench -- fairness`: a one-page text classify's latency while scanned batches load the
 * service (issue 35: 20 concurrent batches once made a classify wait 97 s or answer 504). The real
 * embedded service on this machine's cores: BENCH_FAIR_BATCHES (default 8) concurrent synchronous
 * 20-page scanned batches, and meanwhile a classify every 2 s for BENCH_FAIR_SECONDS (default 60).
 * Prints each classify's latency, p50 and max, and how many batches were still running.
 *
 * Target: every classify answers 200 within 10 s (a classify's own time plus at most the page in
 * progress on the reserved thread), with batches running throughout.
 *
 * The first classify is the service's first request (the batches are sent before it): a thread
 * started cold once made it wait 16 s. The latency bound: after the load, BASELINE_CALLS classifies
 * on the quiet service give its own time; under the load, p50 and p95 are set against that and against the issue's figure (97 s, the
 * classify that did answer under 20 concurrent batches; two others got 504 after 120 s). The
 * machine's load average and cores are printed with them: on a shared machine the figures say as
 * much about the neighbours as about the service.
 */
import http from 'node:http';
import os from 'node:os';
import { concatPdfs, makeBarcodePage, makeTextPdf, rasterizePdf } from '@wcab/testkit';
import { startService } from './serverProcess';

const TARGET_MS = 10_000;
/** Issue 35: a one-page text classify under 20 concurrent scanned batches took 97 s (the two before it: 504 after 120 s). */
const ISSUE_MS = 97_000;
const BASELINE_CALLS = 5;

const loadLine = () =>
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')} on ${os.cpus().length} cores`;

async function scannedBatch(): Promise<Uint8Array> {
  const page = (i: number) => [`PROGRESS REPORT ${i}`, 'Patient: Maria Garcia', `Claim No.: ADJ${3000000 + i}`, 'Findings and treatment plan follow.'];
  const parts: Uint8Array[] = [];
  for (let d = 0; d < 4; d++) {
    parts.push(await makeBarcodePage({ value: 'PATCHT', symbology: 'code128' }));
    parts.push(await makeTextPdf([0, 1, 2, 3].map((p) => page(d * 10 + p))));
  }
  return rasterizePdf(await concatPdfs(parts), { dpi: 200, skewDeg: 1, noise: 0.03, jpegQuality: 70 });
}

/**
 * A POST that waits as long as the service takes: a synchronous batch queued behind the others
 * answers after minutes, past fetch's own 300 s wait for the response headers ("fetch failed").
 */
function postWithoutTimeout(url: string, key: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

export async function benchFairness(): Promise<void> {
  const batches = Number(process.env.BENCH_FAIR_BATCHES ?? 8);
  const seconds = Number(process.env.BENCH_FAIR_SECONDS ?? 60);
  const batchBody = JSON.stringify({ document: Buffer.from(await scannedBatch()).toString('base64') });
  const classifyBody = JSON.stringify({
    document: Buffer.from(await makeTextPdf([['NOTICE OF HEARING', 'Case Number: ADJ1234567', 'Hearing on 05/12/2026 at 1:30 P.M.']])).toString('base64'),
  });
  const service = await startService({ LOG_LEVEL: 'error', BATCH_TIMEOUT_MS: '1800000' }, undefined, 'enterprise');
  // A loaded machine can take longer than startService's own wait to bring the API up.
  for (
    let i = 0;
    i < 600 &&
    !(await fetch(`${service.url}/health`).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  )
    await new Promise((r) => setTimeout(r, 200));
  const post = (route: string, body: string) =>
    fetch(`${service.url}${route}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${service.key}` }, body });
  try {
    // The batches are sent first, so the first classify measured is the service's first (issue 35:
    // a pool that started its second thread cold made that one wait 16 s).
    console.log(`fairness: before the load, ${loadLine()}`);
    let running = batches;
    const load = Array.from({ length: batches }, () =>
      postWithoutTimeout(`${service.url}/v1/analyze-batch`, service.key, batchBody).then(
        (status) => (running--, status),
        (e: Error) => (running--, `failed: ${e.message}`),
      ),
    );
    await new Promise((r) => setTimeout(r, 2000));
    const latencies: number[] = [];
    const statuses: number[] = [];
    const end = Date.now() + seconds * 1000;
    while (Date.now() < end && running > 0) {
      const started = performance.now();
      const res = await post('/v1/classify', classifyBody);
      await res.arrayBuffer();
      const ms = performance.now() - started;
      latencies.push(ms);
      statuses.push(res.status);
      console.log(`fairness: classify ${res.status} in ${Math.round(ms)} ms with ${running} of ${batches} batches still running`);
      await new Promise((r) => setTimeout(r, 2000));
    }
    if (latencies.length === 0) {
      console.log('fairness: the batches finished before any classify was sent; raise BENCH_FAIR_BATCHES');
    } else {
      const max = Math.max(...latencies);
      const p50 = percentile(latencies, 0.5);
      const p95 = percentile(latencies, 0.95);
      const ok = statuses.every((s) => s === 200) && max < TARGET_MS;
      console.log(
        `fairness: ${latencies.length} classifies under ${batches} concurrent batches: first ${Math.round(latencies[0]!)} ms, p50 ${Math.round(p50)} ms, p95 ${Math.round(p95)} ms, ` +
          `max ${Math.round(max)} ms, statuses ${[...new Set(statuses)].join('/')} (target: all 200 within ${TARGET_MS} ms, the first included: ${ok ? 'met' : 'NOT met'})`,
      );
      const ratio = (ms: number, of: number) => (ms / of).toFixed(ms / of < 0.1 ? 3 : 2);
      console.log(
        `fairness: latency bound: p50 ${ratio(p50, ISSUE_MS)} and p95 ${ratio(p95, ISSUE_MS)} of the issue's ${ISSUE_MS / 1000} s; ${loadLine()} at the end`,
      );
    }
    console.log(`fairness: batch statuses ${(await Promise.all(load)).join(',')}`);
    // The classify's own time on the quiet service, once the batches are done.
    const quiet: number[] = [];
    for (let i = 0; i < BASELINE_CALLS; i++) {
      const started = performance.now();
      await (await post('/v1/classify', classifyBody)).arrayBuffer();
      quiet.push(performance.now() - started);
    }
    const baseline = percentile(quiet, 0.5);
    console.log(`fairness: a classify alone, after the load: p50 ${Math.round(baseline)} ms over ${BASELINE_CALLS} calls; ${loadLine()}`);
    if (latencies.length > 0) {
      const ratio = (ms: number, of: number) => (ms / of).toFixed(ms / of < 0.1 ? 3 : 2);
      const p50 = percentile(latencies, 0.5);
      const p95 = percentile(latencies, 0.95);
      console.log(`fairness: latency bound: p50 ${ratio(p50, baseline)}x and p95 ${ratio(p95, baseline)}x the classify alone`);
    }
  } finally {
    await service.stop();
  }
}
