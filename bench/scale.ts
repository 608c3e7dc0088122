/**
 * `npm run bench -- scale`: does throughput scale with worker processes, and how thin is the API?
 *
 * One fixed mixed workload, run to completion through the real API process in each mode, each
 * mode BENCH_ROUNDS times (2) in ABBA order (embedded, 1, 2, 2, 1, embedded: the host's speed
 * drifts over minutes, and the mode that always ran first would gain or lose by it); the targets
 * are computed from each mode's totals. The modes:
 *
 * - `embedded`: the API without REDIS_URL, its pipeline on one worker thread (WORKER_THREADS=1);
 * - `fleet`, 1 then 2 worker processes: the API with REDIS_URL (jobs go to BullMQ on the machine's
 *   Redis, BENCH_REDIS_URL, under a private key prefix deleted afterwards) and real workers
 *   (`apps/worker`), each sized to one core: WORKER_CONCURRENCY=1 (one pipeline thread).
 *
 * Every mode runs with OCR_WORKERS=1 (one Tesseract thread per pipeline thread), and each process
 * that runs the pipeline (a worker, the embedded service) is pinned to a core of its own (see
 * `cpuPinning.ts`): one worker is a one-core machine, two workers two of them.
 *
 * The workload (see `workload()`): the corpus's scanned batches (BENCH_CORPUS/batches, through
 * POST /v1/analyze-batch) and its text PDFs (BENCH_CORPUS/docs without `-scan`, through POST
 * /v1/classify), each with the request fields of the corpus manifest, BENCH_CLASSIFY_PER_BATCH
 * (400) classify calls per batch. A batch costs seconds of worker CPU (OCR) and a text classify
 * about ten milliseconds, so at 400 to 1 the batches take roughly three quarters of the workers'
 * CPU and the classify calls the rest (and nearly all requests and pages). Batches go out in
 * the first 60 % of the sequence, largest first, so the last stretch is classify calls only and a
 * second worker is not left idle while the first finishes a batch at the end.
 *
 * Because the work is the same in every run, throughput ratios are ratios of elapsed time.
 * Printed per run: requests/s, pages/s, p50/p95 latency (all requests; classify p95 and batch
 * p50 separately), errors, the workers' CPU in cores (embedded: the whole process), the API
 * process's CPU (share of a core, milliseconds per request, and as a share of the workers' CPU),
 * and Redis's and the load generator's CPU, which share the machine, and the CPU the hypervisor took
 * for other machines during the run (steal: a run with more of it is slower for no fault of the
 * code, and its round is not comparable). Then the three targets.
 * CPU figures come from /proc (all threads of a process and its ended child processes), so they hold when the machine is
 * shared and wall-clock figures are noisy.
 *
 * Knobs: BENCH_ROUNDS (2), BENCH_PIN (0: no CPU pinning), BENCH_CLASSIFY_PER_BATCH (400), BENCH_BATCHES (how many of the corpus
 * batches, largest first; 0 = text PDFs only, default all), BENCH_CONNECTIONS (4), BENCH_MODES (embedded,1,2),
 * BENCH_REDIS_URL, BENCH_WARM (the warm-up of a fresh process, 8,000 text calls; fewer for a quick look),
 * BENCH_CPU_PROF=<dir> (the API and worker processes write --cpu-prof profiles there,
 * one per thread; wall-clock samples, so on a busy machine they include time spent descheduled).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { KeyService, SqliteKeyStore } from '@wcab/accounts';
import { deleteKeys, DEPLOYED_ENV, ROOT } from './serverProcess';
import { measureSteal } from './cpuSteal';
import { coreOf, onCore, pinningPlan } from './cpuPinning';

const CORPUS = process.env.BENCH_CORPUS ?? path.resolve(ROOT, '../shared/corpus/dev');
const REDIS_URL = process.env.BENCH_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const CLASSIFY_PER_BATCH = Number(process.env.BENCH_CLASSIFY_PER_BATCH ?? 400);
const BATCHES = process.env.BENCH_BATCHES === undefined || process.env.BENCH_BATCHES === '' ? Infinity : Number(process.env.BENCH_BATCHES);
const MODES = (process.env.BENCH_MODES ?? 'embedded,1,2')
  .split(',')
  .map((m) => m.trim())
  .filter(Boolean);
const CPU_PROF = process.env.BENCH_CPU_PROF;
/** Each mode is run this many times, in ABBA order (see `schedule`); the targets use the totals. */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 2));
/** Text-only runs (no batches): this many classify calls. */
const CLASSIFY_ONLY = 2000;
/** Batches go out within this share of the sequence; the rest is classify calls only. */
const BATCH_SPAN = 0.6;
/** One worker process (or the embedded pool) sized to one core. */
const ONE_CORE = { OCR_WORKERS: '1', WORKER_CONCURRENCY: '1', WORKER_THREADS: '1' };

type Route = '/v1/classify' | '/v1/analyze-batch';

interface Item {
  route: Route;
  body: string;
  name: string;
}

interface Proc {
  pid: number;
  stop(): Promise<void>;
}

interface ManifestEntry {
  id: string;
  kind: string;
  file: string;
  scanned?: boolean;
  request?: Record<string, unknown>;
}

/** The corpus documents as request bodies, with the manifest's request fields where it has them. */
function corpus(): { texts: Item[]; scans: Item[]; batches: Item[] } {
  const manifestFile = path.join(CORPUS, 'manifest.json');
  const manifest: ManifestEntry[] = fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, 'utf8')) : [];
  const requestOf = new Map(manifest.map((e) => [e.file, e.request ?? {}]));
  const read = (dir: string, filter: (f: string) => boolean) =>
    fs.existsSync(path.join(CORPUS, dir))
      ? fs
          .readdirSync(path.join(CORPUS, dir))
          .filter((f) => f.endsWith('.pdf') && filter(f))
          .sort()
      : [];
  const item = (route: Route, dir: string, file: string, defaults: Record<string, unknown>): Item => {
    const bytes = fs.readFileSync(path.join(CORPUS, dir, file));
    const request = requestOf.get(`${dir}/${file}`) ?? defaults;
    return { route, name: file, body: JSON.stringify({ document: bytes.toString('base64'), ...request }) };
  };
  const classifyDefaults = { options: { extract_dates: true, extract_adj: true } };
  return {
    texts: read('docs', (f) => !f.includes('-scan')).map((f) => item('/v1/classify', 'docs', f, classifyDefaults)),
    scans: read('docs', (f) => f.includes('-scan')).map((f) => item('/v1/classify', 'docs', f, classifyDefaults)),
    batches: read('batches', () => true)
      .map((f) => item('/v1/analyze-batch', 'batches', f, {}))
      .sort((a, b) => b.body.length - a.body.length),
  };
}

/**
 * The request sequence every run sends: `CLASSIFY_PER_BATCH` classify calls per batch (cycling
 * through the text PDFs), the batches spread over the first BATCH_SPAN of it, largest first.
 */
function workload(texts: Item[], allBatches: Item[]): { sequence: Item[]; batches: Item[]; classify: number } {
  if (texts.length === 0) throw new Error(`no text PDFs under ${path.join(CORPUS, 'docs')} (BENCH_CORPUS)`);
  const batches = allBatches.slice(0, Math.max(0, Math.min(allBatches.length, BATCHES)));
  const classify = batches.length ? batches.length * CLASSIFY_PER_BATCH : CLASSIFY_ONLY;
  const sequence: Item[] = Array.from({ length: classify }, (_, i) => texts[i % texts.length]!);
  const step = batches.length > 1 ? (classify * BATCH_SPAN) / (batches.length - 1) : 0;
  // Inserted from the back so the earlier positions stay where they were computed.
  for (let k = batches.length - 1; k >= 0; k--) sequence.splice(Math.round(k * step), 0, batches[k]!);
  return { sequence, batches, classify };
}

function start(script: string, env: Record<string, string>, ready: RegExp, execArgv: string[] = [], core?: number): Promise<Proc> {
  // taskset execs node in its own process, so the child's pid is node's (read for its CPU).
  const { command, args } = onCore(core, process.execPath, [...execArgv, '--import', 'tsx', script]);
  const child: ChildProcess = spawn(command, args, {
    cwd: ROOT,
    // The deployed environment (the Dockerfile's), as the other benchmarks' processes get it.
    env: { ...process.env, ...DEPLOYED_ENV, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start in 60 s:\n${out}`)), 60_000);
    const look = (chunk: Buffer) => {
      out += String(chunk);
      if (!ready.test(out)) return;
      clearTimeout(timer);
      // From here on the output is only drained (a full pipe would stall the process's logging).
      child.stdout!.off('data', look);
      child.stdout!.resume();
      child.stderr!.removeAllListeners('data');
      child.stderr!.resume();
      out = '';
      resolve({
        pid: child.pid!,
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      });
    };
    child.stdout!.on('data', look);
    child.stderr!.on('data', (chunk) => (out += String(chunk)));
    void exited.then(() => reject(new Error(`${script} exited:\n${out}`)));
  });
}

/**
 * CPU seconds (user + system, all threads) of a process so far, and of its child processes that
 * have ended (cutime, cstime): the native OCR engine's tesseract processes are the worker's CPU too
 * (without them, a worker on the native engine seemed to use 0.4 of its core). 0 when unreadable.
 */
function cpuSeconds(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime, stime, cutime, cstime in clock ticks (USER_HZ = 100)
    const own = (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / 100;
    // Its live children too: the native engine's spawner (@wcab/vision spawner.ts) is the parent of the tesseracts.
    return own + liveChildren(pid).reduce((sum, child) => sum + cpuSeconds(child), 0);
  } catch {
    return 0;
  }
}

/** The processes `pid` started that are still running (/proc/<pid>/task/<tid>/children). */
function liveChildren(pid: number): number[] {
  try {
    return fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((tid) => fs.readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').trim().split(/\s+/))
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

interface PageBody {
  data?: { page_count?: number; separator_pages?: number[]; documents?: { end_page: number }[] };
}

function pagesOf(body: PageBody): number {
  const data = body.data;
  if (!data) return 0;
  if (typeof data.page_count === 'number') return data.page_count;
  return Math.max(0, ...(data.documents ?? []).map((d) => d.end_page), ...(data.separator_pages ?? []));
}

interface Reply {
  status: number;
  body: PageBody;
}

/**
 * The load generator's HTTP client: node:http on keep-alive connections. It shares the machine
 * with the service, and fetch (undici) costs several times its CPU a request.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function post(url: string, key: string, item: Item): Promise<Reply> {
  const target = new URL(item.route, url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        agent,
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(item.body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          let body: PageBody = {};
          try {
            body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as PageBody;
          } catch {
            // counted by its status
          }
          resolve({ status: res.statusCode ?? 0, body });
        });
      },
    );
    req.on('error', reject);
    req.end(item.body);
  });
}

/** Sends the whole sequence over CONNECTIONS connections, each taking the next request when free. */
async function load(url: string, keys: string[], sequence: Item[]) {
  const latencies: Record<Route | 'all', number[]> = { all: [], '/v1/classify': [], '/v1/analyze-batch': [] };
  let pages = 0;
  const errors = new Map<number, number>();
  let next = 0;
  const client = async () => {
    for (let n = next++; n < sequence.length; n = next++) {
      const item = sequence[n]!;
      const started = performance.now();
      const { status, body } = await post(url, keys[n % keys.length]!, item).catch(() => ({ status: 0, body: {} }));
      const ms = performance.now() - started;
      latencies.all.push(ms);
      latencies[item.route].push(ms);
      if (status !== 200) errors.set(status, (errors.get(status) ?? 0) + 1);
      else pages += pagesOf(body);
    }
  };
  const started = performance.now();
  const cpu = process.cpuUsage();
  await Promise.all(Array.from({ length: CONNECTIONS }, client));
  const elapsed = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  for (const list of Object.values(latencies)) list.sort((a, b) => a - b);
  return { requests: latencies.all.length, elapsed, pages, errors, latencies, clientCpu: (used.user + used.system) / 1e6 };
}

/**
 * Before measuring: every pipeline slot gets a scanned document (Tesseract, PDFium), the smallest
 * batch (barcodes, segmentation) and a text one, then text classify calls bring the processes to
 * their steady state (JIT, connections, heap) as a long-running service is; what is measured is
 * that, not start-up. How many: WARM_FRESH when a process of the run has not been warmed yet (a
 * new API process, a worker that just joined), WARM_AGAIN otherwise. Measured in text-only runs
 * on one API process: its CPU a request was 2.59 ms after 1,500 requests, 2.51 after 5,000, 2.14
 * after 8,500 and 2.09 after 12,000 (V8 still optimising the request path), and the worker's CPU
 * a request fell by about a tenth over the same span. 300 were once too few by a tenth; without a
 * batch in the warm-up, each worker compiled the batch code paths inside the measured run.
 */
const WARM_FRESH = Number(process.env.BENCH_WARM ?? 8000);
const WARM_AGAIN = 1500;
async function warm(url: string, keys: string[], slots: number, requests: number, texts: Item[], scans: Item[], batches: Item[]) {
  const first = [...(scans.length ? [scans[0]!] : []), ...(batches.length ? [batches[batches.length - 1]!] : []), texts[0]!];
  await Promise.all(
    Array.from({ length: slots }, async () => {
      for (const item of first) await post(url, keys[0]!, item);
    }),
  );
  let next = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      for (let n = next++; n < requests; n = next++) await post(url, keys[n % keys.length]!, texts[n % texts.length]!);
    }),
  );
}

async function redisPid(redis: Redis): Promise<number | undefined> {
  const info = await redis.info('server').catch(() => '');
  const pid = Number(/process_id:(\d+)/.exec(info)?.[1]);
  return pid && fs.existsSync(`/proc/${pid}/stat`) ? pid : undefined;
}

interface Row {
  [column: string]: string | number;
}

export async function benchScale(): Promise<void> {
  const fleetModes = MODES.filter((m) => m !== 'embedded').map(Number);
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  if (fleetModes.length) {
    await probe.connect().catch(() => {
      throw new Error(`bench scale needs Redis at ${REDIS_URL} (BENCH_REDIS_URL)`);
    });
  }
  const { texts, scans, batches: allBatches } = corpus();
  const { sequence, batches, classify } = workload(texts, allBatches);
  const mix = batches.length
    ? `${batches.length} scanned batches (${batches.map((b) => b.name).join(', ')}) + ${classify} text-PDF classify calls ` +
      `(${CLASSIFY_PER_BATCH} per batch, cycling through ${texts.length} PDFs) = ${sequence.length} requests`
    : `${classify} text-PDF classify calls (cycling through ${texts.length} PDFs), no batches`;
  const order = schedule(MODES, ROUNDS);
  const pinning = pinningPlan();
  console.log(`\nbench scale: ${mix}; ${CONNECTIONS} connections; runs ${order.join(', ')}; ${os.availableParallelism()} cores; ${pinning.why}`);

  const prefix = `wcabbench-${randomBytes(3).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wcab-bench-scale-'));
  const store = new SqliteKeyStore(path.join(dataDir, 'keys.sqlite'));
  await store.migrate();
  // Several enterprise keys per run, used in turn: the bench measures the service, not the plan's
  // per-minute burst (1,000 a key) or daily limit (10,000 a key). A fresh warm-up and its run send
  // over 10,000 requests at up to ~200 a second: 32 keys allow 32,000 a minute.
  const service = new KeyService(store);
  const keysPerRun = 32;
  const keys: string[] = [];
  for (let i = 0; i < order.length * keysPerRun; i++)
    keys.push((await service.create({ name: `bench-${i}`, plan: 'enterprise', scopes: ['classify', 'batch'] })).key);
  await store.close();
  const keysOf = (run: number) => keys.slice(run * keysPerRun, (run + 1) * keysPerRun);

  const apiEnv = (port: number) => ({
    ...ONE_CORE,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    BOOTSTRAP_KEY: 'false',
    LOG_LEVEL: 'info',
    QUEUE_MAX: '10000',
  });
  const profArgs = CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(CPU_PROF)}`] : [];
  const redisServer = fleetModes.length ? await redisPid(probe) : undefined;
  const rows: Row[] = [];
  /** Per mode, summed over its rounds. */
  const totals = new Map<string, { elapsed: number; requests: number; apiUsed: number; workersUsed: number }>();

  /** Processes (API, workers) warmed so far: a run with a process not among them warms longer. */
  const warmed = new Set<number>();
  const measure = async (run: number, label: string, workers: number, url: string, api: Proc, workerProcs: Proc[]) => {
    const runKeys = keysOf(run);
    const fresh = [api, ...workerProcs].some((p) => !warmed.has(p.pid));
    await warm(url, runKeys, Math.max(1, workers), fresh ? WARM_FRESH : WARM_AGAIN, texts, scans, batches);
    for (const p of [api, ...workerProcs]) warmed.add(p.pid);
    const before = { api: cpuSeconds(api.pid), workers: workerProcs.reduce((s, w) => s + cpuSeconds(w.pid), 0), redis: cpuSeconds(redisServer) };
    const steal = measureSteal();
    const figures = await load(url, runKeys, sequence);
    const stolen = steal();
    const apiUsed = cpuSeconds(api.pid) - before.api;
    const workersUsed = workerProcs.reduce((s, w) => s + cpuSeconds(w.pid), 0) - before.workers;
    const redisUsed = cpuSeconds(redisServer) - before.redis;
    const { elapsed, latencies } = figures;
    const embedded = workers === 0;
    const row: Row = {
      mode: label,
      ...(ROUNDS > 1 ? { round: Math.floor(run / MODES.length) + 1 } : {}),
      requests: figures.requests,
      s: Number(elapsed.toFixed(1)),
      'req/s': Number((figures.requests / elapsed).toFixed(2)),
      'pages/s': Number((figures.pages / elapsed).toFixed(2)),
      'p50 ms': Math.round(percentile(latencies.all, 50)),
      'p95 ms': Math.round(percentile(latencies.all, 95)),
      'classify p95 ms': Math.round(percentile(latencies['/v1/classify'], 95)),
      'batch p50 s': latencies['/v1/analyze-batch'].length ? Number((percentile(latencies['/v1/analyze-batch'], 50) / 1000).toFixed(1)) : '-',
      errors: [...figures.errors].map(([status, n]) => `${n}x${status}`).join(' ') || 0,
      // Embedded: the pipeline runs inside the API process, so its CPU is the workers' CPU.
      'worker cores': Number(((embedded ? apiUsed : workersUsed) / elapsed).toFixed(2)),
      'API % of a core': embedded ? '-' : Number(((100 * apiUsed) / elapsed).toFixed(1)),
      'API ms/req': embedded ? '-' : Number(((1000 * apiUsed) / figures.requests).toFixed(2)),
      'API / worker CPU %': embedded ? '-' : Number(((100 * apiUsed) / Math.max(1e-9, workersUsed)).toFixed(1)),
      'Redis % of a core': redisServer && !embedded ? Number(((100 * redisUsed) / elapsed).toFixed(1)) : '-',
      'client % of a core': Number(((100 * figures.clientCpu) / elapsed).toFixed(1)),
      // The host's load comes in bursts: one run of a suite can lose a quarter of the machine.
      steal: stolen,
    };
    rows.push(row);
    const total = totals.get(label) ?? { elapsed: 0, requests: 0, apiUsed: 0, workersUsed: 0 };
    total.elapsed += elapsed;
    total.requests += figures.requests;
    total.workersUsed += embedded ? apiUsed : workersUsed;
    if (!embedded) total.apiUsed += apiUsed;
    totals.set(label, total);
    console.log(`  ${label}: ${figures.requests} requests in ${elapsed.toFixed(1)} s`);
  };

  const labelOf = (mode: string) => (mode === 'embedded' ? 'embedded' : `${mode} worker${mode === '1' ? '' : 's'}`);
  try {
    // Consecutive fleet runs share one API process and its workers; an embedded run has the machine
    // to itself (the fleet's processes are stopped before it and started afresh after).
    for (let run = 0; run < order.length; ) {
      if (order[run] === 'embedded') {
        const port = 18000 + Math.floor(Math.random() * 2000);
        // The embedded service runs the pipeline, so it gets a core of its own as a worker does.
        const api = await start('apps/api/src/main.ts', { ...apiEnv(port), REDIS_URL: '' }, /"msg":"listening"/, profArgs, coreOf(0, pinning.pin));
        try {
          await measure(run, 'embedded', 0, `http://127.0.0.1:${port}`, api, []);
        } finally {
          await api.stop();
        }
        run++;
        continue;
      }
      const port = 18000 + Math.floor(Math.random() * 2000);
      const common = { ...ONE_CORE, REDIS_URL, QUEUE_PREFIX: prefix, LOG_LEVEL: 'info', HOST: '127.0.0.1' };
      const api = await start('apps/api/src/main.ts', { ...apiEnv(port), ...common }, /"msg":"listening"/, profArgs);
      const workers: Proc[] = [];
      try {
        for (; run < order.length && order[run] !== 'embedded'; run++) {
          const count = Number(order[run]);
          while (workers.length < count) {
            const core = coreOf(workers.length, pinning.pin);
            workers.push(await start('apps/worker/src/main.ts', { ...common, WORKER_PORT: '0' }, /"msg":"worker started"/, profArgs, core));
          }
          while (workers.length > count) await workers.pop()!.stop();
          await measure(run, labelOf(order[run]!), count, `http://127.0.0.1:${port}`, api, workers);
        }
      } finally {
        await Promise.all(workers.map((w) => w.stop()));
        await api.stop();
      }
    }
  } finally {
    if (probe.status === 'ready') await deleteKeys(probe, `${prefix}:*`);
    probe.disconnect();
    agent.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(
    `\nbench scale: ${mix}; ${CONNECTIONS} connections; each pipeline sized to one core (OCR_WORKERS=1, WORKER_CONCURRENCY=1 / WORKER_THREADS=1); ${os.availableParallelism()} cores; ${pinning.why}`,
  );
  console.table(rows);
  const one = totals.get('1 worker');
  const two = totals.get('2 workers');
  const embedded = totals.get('embedded');
  const lines: string[] = [];
  const over = ROUNDS > 1 ? ` (elapsed and CPU summed over ${ROUNDS} rounds, run in the order ${order.join(', ')})` : '';
  if (one && two) {
    lines.push(`2 workers / 1 worker throughput: ${(one.elapsed / two.elapsed).toFixed(2)}x (target >= 1.7x)${over}`);
    // Why the ratio is what it is: the CPU the workers got (what the API, Redis and this load
    // generator left of the machine), and how much work a worker-core did with two running.
    const oneCores = one.workersUsed / one.elapsed;
    const twoCores = two.workersUsed / two.elapsed;
    const cores = twoCores / oneCores;
    lines.push(
      `  of which: the workers got ${cores.toFixed(2)}x the CPU of one (${twoCores.toFixed(2)} of ${os.availableParallelism()} cores), each core did ${(one.elapsed / two.elapsed / cores).toFixed(2)}x the work of one worker's`,
    );
  }
  for (const [label, total] of totals) {
    if (label === 'embedded') continue;
    const share = total.apiUsed / Math.max(1e-9, total.workersUsed);
    lines.push(
      `API CPU / worker CPU, ${label}: ${(100 * share).toFixed(1)} % (${((1000 * total.apiUsed) / total.requests).toFixed(2)} ms a request; target < 10 %)`,
    );
  }
  if (embedded && one) {
    const ratio = one.elapsed / embedded.elapsed;
    lines.push(`embedded / 1 worker throughput: ${ratio.toFixed(2)} (target within 15 %: 0.85 to 1.15)`);
  }
  for (const line of lines) console.log(`  ${line}`);
}

/**
 * The runs, round by round: the modes in the given order, then reversed, and so on (ABBA). The
 * host's speed drifts over minutes; with every mode measured early and late, a drift shifts each
 * mode's total alike instead of favouring whichever mode ran first.
 */
export function schedule(modes: string[], rounds: number): string[] {
  const runs: string[] = [];
  for (let round = 0; round < rounds; round++) runs.push(...(round % 2 === 0 ? modes : [...modes].reverse()));
  return runs;
}
