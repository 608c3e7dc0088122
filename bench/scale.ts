/**
 * `npm run bench -- scale`: does throughput scale with worker processes? The real API process
 * (REDIS_URL set, so jobs go to BullMQ) and 1, then 2, real worker processes on the machine's Redis
 * (BENCH_REDIS_URL, default redis://127.0.0.1:6379; a private key prefix, deleted afterwards). The
 * same mixed workload each time: the corpus's text PDFs through POST /v1/classify, plus its scanned
 * batches through /v1/analyze-batch when BENCH_BATCHES=1 (once the batch pipeline has landed).
 *
 * Prints requests/s, pages/s, p50/p95 latency, errors, and the API process's CPU: its share of one
 * core and of all the service's CPU (API + workers), which shows how thin the API tier is.
 * Knobs: BENCH_SECONDS (20), BENCH_CONNECTIONS (4), BENCH_WORKER_CONCURRENCY (1 job per worker).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { KeyService, SqliteKeyStore } from '@wcab/accounts';
import { ROOT } from './serverProcess';

const CORPUS = process.env.BENCH_CORPUS ?? '/work/shared/corpus/dev';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const WORKER_CONCURRENCY = process.env.BENCH_WORKER_CONCURRENCY ?? '1';

interface Item {
  route: '/v1/classify' | '/v1/analyze-batch';
  body: string;
  name: string;
}

interface Proc {
  child: ChildProcess;
  pid: number;
  stop(): Promise<void>;
}

function workload(): Item[] {
  const items: Item[] = [];
  const docs = path.join(CORPUS, 'docs');
  for (const file of fs.readdirSync(docs).filter((f) => f.endsWith('.pdf') && !f.includes('-scan')).sort()) {
    const document = fs.readFileSync(path.join(docs, file)).toString('base64');
    items.push({ route: '/v1/classify', name: file, body: JSON.stringify({ document, options: { extract_dates: true, extract_adj: true } }) });
  }
  if (process.env.BENCH_BATCHES === '1') {
    const batches = path.join(CORPUS, 'batches');
    for (const file of fs.readdirSync(batches).filter((f) => f.endsWith('.pdf')).sort()) {
      items.push({ route: '/v1/analyze-batch', name: file, body: JSON.stringify({ document: fs.readFileSync(path.join(batches, file)).toString('base64') }) });
    }
  }
  if (items.length === 0) throw new Error(`no PDFs under ${docs}`);
  return items;
}

function start(script: string, env: Record<string, string>, ready: RegExp): Promise<Proc> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start in 60 s:\n${out}`)), 60_000);
    const look = (chunk: Buffer) => {
      out += String(chunk);
      if (ready.test(out)) {
        clearTimeout(timer);
        resolve({
          child,
          pid: child.pid!,
          stop: async () => {
            child.kill('SIGTERM');
            await exited;
          },
        });
      }
    };
    child.stdout!.on('data', look);
    child.stderr!.on('data', (chunk) => (out += String(chunk)));
    void exited.then(() => reject(new Error(`${script} exited:\n${out}`)));
  });
}

/** CPU seconds (user + system, all threads) of a process so far, from /proc. */
function cpuSeconds(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
  } catch {
    return 0;
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function load(url: string, keys: string[], items: Item[], seconds: number) {
  const latencies: number[] = [];
  let pages = 0;
  const errors = new Map<number, number>();
  let next = 0;
  const until = Date.now() + seconds * 1000;
  const client = async () => {
    while (Date.now() < until) {
      const n = next++;
      const item = items[n % items.length]!;
      const key = keys[n % keys.length]!;
      const started = performance.now();
      const res = await fetch(url + item.route, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: item.body });
      const body = (await res.json().catch(() => ({}))) as { data?: { page_count?: number; documents?: { end_page: number }[] } };
      latencies.push(performance.now() - started);
      if (res.status !== 200) errors.set(res.status, (errors.get(res.status) ?? 0) + 1);
      else pages += body.data?.page_count ?? Math.max(0, ...(body.data?.documents ?? []).map((d) => d.end_page));
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, client));
  const elapsed = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, elapsed, pages, errors, p50: percentile(latencies, 50), p95: percentile(latencies, 95) };
}

export async function benchScale(): Promise<void> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  await probe.connect().catch(() => {
    throw new Error(`bench scale needs Redis at ${REDIS_URL} (BENCH_REDIS_URL)`);
  });
  const items = workload();
  const prefix = `wcabbench-${randomBytes(3).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wcab-bench-scale-'));
  const store = new SqliteKeyStore(path.join(dataDir, 'keys.sqlite'));
  await store.migrate();
  // Several enterprise keys per run, used in turn: the bench measures the service, not the plan's
  // per-minute burst (1,000 a key).
  const service = new KeyService(store);
  const keysPerRun = 8;
  const keys: string[] = [];
  for (let i = 0; i < 2 * keysPerRun; i++) keys.push((await service.create({ name: `bench-${i}`, plan: 'enterprise', scopes: ['classify', 'batch'] })).key);
  await store.close();

  const port = 18000 + Math.floor(Math.random() * 2000);
  const common = { REDIS_URL, QUEUE_PREFIX: prefix, LOG_LEVEL: 'info', HOST: '127.0.0.1' };
  const api = await start('apps/api/src/main.ts', { ...common, PORT: String(port), DATA_DIR: dataDir, BOOTSTRAP_KEY: 'false', QUEUE_MAX: '10000' }, /"msg":"listening"/);
  const url = `http://127.0.0.1:${port}`;
  const rows: Record<string, string | number>[] = [];
  const workers: Proc[] = [];
  try {
    for (const [run, count] of [1, 2].entries()) {
      const runKeys = keys.slice(run * keysPerRun, (run + 1) * keysPerRun);
      while (workers.length < count) {
        workers.push(await start('apps/worker/src/main.ts', { ...common, WORKER_PORT: '0', WORKER_CONCURRENCY }, /"msg":"worker started"/));
      }
      // Warm every worker's threads (PDFium, models) before measuring.
      await Promise.all(Array.from({ length: count * Number(WORKER_CONCURRENCY) * 2 }, (_, i) =>
        fetch(url + items[i % items.length]!.route, { method: 'POST', headers: { authorization: `Bearer ${runKeys[0]}`, 'content-type': 'application/json' }, body: items[i % items.length]!.body }).then((r) => r.arrayBuffer()),
      ));
      const apiCpu = cpuSeconds(api.pid);
      const workerCpu = workers.reduce((sum, w) => sum + cpuSeconds(w.pid), 0);
      const figures = await load(url, runKeys, items, SECONDS);
      const apiUsed = cpuSeconds(api.pid) - apiCpu;
      const workersUsed = workers.reduce((sum, w) => sum + cpuSeconds(w.pid), 0) - workerCpu;
      rows.push({
        workers: count,
        requests: figures.requests,
        'req/s': Number((figures.requests / figures.elapsed).toFixed(2)),
        'pages/s': Number((figures.pages / figures.elapsed).toFixed(2)),
        'p50 ms': Math.round(figures.p50),
        'p95 ms': Math.round(figures.p95),
        errors: [...figures.errors].map(([status, n]) => `${n}x${status}`).join(' ') || 0,
        'API CPU % of a core': Number(((100 * apiUsed) / figures.elapsed).toFixed(1)),
        'API share of service CPU %': Number(((100 * apiUsed) / Math.max(1e-9, apiUsed + workersUsed)).toFixed(1)),
      });
    }
  } finally {
    await Promise.all(workers.map((w) => w.stop()));
    await api.stop();
    let cursor = '0';
    do {
      const [nextCursor, keys] = await probe.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = nextCursor;
      if (keys.length) await probe.del(...keys);
    } while (cursor !== '0');
    probe.disconnect();
  }
  console.log(`\nbench scale: ${items.length} documents (${items.filter((i) => i.route === '/v1/analyze-batch').length} batches), ${CONNECTIONS} connections, ${SECONDS} s per run, ${WORKER_CONCURRENCY} job(s) per worker, ${os.availableParallelism()} cores`);
  console.table(rows);
}
