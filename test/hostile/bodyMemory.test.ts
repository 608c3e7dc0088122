/**
 * Issue 35: request-body memory is given back. Two 60 MB JSON bodies (a 44 MB document in base64,
 * gzip-encoded and plain) sent at once to an API process of its own, which parses them whole and
 * refuses them after parsing (an unknown field: 400), leave the process, once collected, about as
 * large as before (the issue measured 290 MB larger; the chunk lists the body was gathered in were
 * kept by the C allocator after they were freed: +100 MB here for two gzip bodies, now one buffer
 * a body). Two such documents answered (200) leave the API's own heap where it was; what the job
 * thread keeps is its PDF engine's (bounded by ENGINE_RECYCLE_MB: the thread is replaced past it).
 *
 * Memory is read through test/support/memoryProbe.cjs, preloaded into the API: on SIGUSR2 it
 * collects garbage (V8's gc) and writes process.memoryUsage() and the resident size to a file.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { KeyService, SqliteKeyStore } from '@wcab/accounts';
import { makeTextPdf } from '@wcab/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, stopAll, type FleetProcess } from '../faults/fleetProcess';
import { tempDir } from '../support/server';
import { request } from './client';

const PROBE = fileURLToPath(new URL('../support/memoryProbe.cjs', import.meta.url));
const MB = 1024 * 1024;

interface Memory {
  rssMb: number;
  heapMb: number;
}

let api: FleetProcess;
let key: string;
let probeFile: string;
let small: string;
let large: Buffer;

beforeAll(async () => {
  const dataDir = tempDir('wcab-body-memory-');
  const store = new SqliteKeyStore(path.join(dataDir, 'keys.sqlite'));
  await store.migrate();
  key = (await new KeyService(store).create({ name: 'memory', plan: 'enterprise', scopes: ['classify', 'batch', 'mcp'] })).key;
  await store.close();
  probeFile = path.join(dataDir, 'memory.json');
  api = await startApiProcess({
    DATA_DIR: dataDir,
    WORKER_THREADS: '1',
    REDIS_URL: '',
    DATABASE_URL: '',
    LOG_LEVEL: 'silent',
    NODE_OPTIONS: `--require ${PROBE}`,
    MEMORY_PROBE_FILE: probeFile,
  });
  const text = Buffer.from(await makeTextPdf([['NOTICE OF HEARING', 'MARIA GARCIA, Applicant', 'Case Number: ADJ1234567']]));
  small = text.toString('base64');
  // The text PDF with an unused 44 MB stream of random bytes (compressing as poorly as a scan's images).
  const eof = text.lastIndexOf('%%EOF');
  const pad = crypto.randomBytes(44 * MB);
  large = Buffer.concat([
    text.subarray(0, eof),
    Buffer.from(`\n99 0 obj\n<< /Length ${pad.length} >>\nstream\n`),
    pad,
    Buffer.from('\nendstream\nendobj\n%%EOF\n'),
  ]);
}, 180_000);
afterAll(() => stopAll());

/** The API's memory once it has collected garbage. */
async function collected(): Promise<Memory> {
  const before = fs.existsSync(probeFile) ? fs.statSync(probeFile).mtimeMs : 0;
  process.kill(api.pid, 'SIGUSR2');
  for (let i = 0; i < 600 && (!fs.existsSync(probeFile) || fs.statSync(probeFile).mtimeMs === before); i++) await new Promise((r) => setTimeout(r, 50));
  await new Promise((r) => setTimeout(r, 50)); // the write is a single call; let it finish
  const read = JSON.parse(fs.readFileSync(probeFile, 'utf8')) as { vmRssKb: number; heapUsed: number };
  return { rssMb: read.vmRssKb / 1024, heapMb: read.heapUsed / MB };
}

const headers = (gzip: boolean) => ({
  'content-type': 'application/json',
  authorization: `Bearer ${key}`,
  ...(gzip ? { 'content-encoding': 'gzip' } : {}),
});
const body = (value: unknown, gzip: boolean) => (gzip ? zlib.gzipSync(JSON.stringify(value)) : JSON.stringify(value));
const twoAtOnce = (value: unknown, gzip: boolean) =>
  Promise.all([0, 1].map(() => request(`${api.url}/v1/classify`, { headers: headers(gzip), body: body(value, gzip) })));

describe('request-body memory', () => {
  let baseline: Memory;

  it('the API answers small documents and refuses small bad ones (its memory then is the baseline)', async () => {
    for (const gzip of [false, true]) {
      const res = await request(`${api.url}/v1/classify`, { headers: headers(gzip), body: body({ document: small }, gzip) });
      expect(res.status).toBe(200);
      // The refusal's own path (validation, the error answer, its log line) warmed too: what it allocates once, on
      // first use, is no body's memory left behind, and under load it was still to come when the baseline was read.
      const refused = await twoAtOnce({ document: small, unknown_field: 1 }, gzip);
      expect(refused.map((a) => a.status)).toEqual([400, 400]);
    }
    baseline = await collected();
  }, 120_000);

  for (const gzip of [true, false]) {
    it(`two 60 MB ${gzip ? 'gzip' : 'plain'} JSON bodies parsed whole and refused: the process returns to its size before`, async () => {
      const answers = await twoAtOnce({ document: large.toString('base64'), unknown_field: 1 }, gzip);
      expect(answers.map((a) => a.status)).toEqual([400, 400]);
      expect(JSON.parse(answers[0]!.text)).toMatchObject({ code: 'BAD_REQUEST', error: expect.stringMatching(/unknown_field/) });
      const after = await collected();
      console.log(`${gzip ? 'gzip' : 'plain'} bodies refused: resident ${Math.round(baseline.rssMb)} -> ${Math.round(after.rssMb)} MB after collection`);
      // Gathered in chunk lists the pair left it 93 (gzip) and 116 (plain) MB larger (be812a1). Gathered whole it ends
      // between 38 MB below and 40 MB above the baseline (clean-clone CI runs at load 2-10, 2026-11-29): resident
      // memory moves that much with the allocator's arenas and the threads' timing, so the bound sits between the two.
      expect(after.rssMb - baseline.rssMb).toBeLessThan(65);
      expect(after.heapMb - baseline.heapMb).toBeLessThan(10);
    }, 300_000);
  }

  it("two 60 MB documents answered: the API's heap returns to its size before, and a small document is answered as before", async () => {
    const answers = await twoAtOnce({ document: large.toString('base64') }, true);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const after = await collected();
    console.log(
      `documents answered: resident ${Math.round(baseline.rssMb)} -> ${Math.round(after.rssMb)} MB, heap ${Math.round(baseline.heapMb)} -> ${Math.round(after.heapMb)} MB`,
    );
    expect(after.heapMb - baseline.heapMb).toBeLessThan(10);
    const res = await request(`${api.url}/v1/classify`, { headers: headers(false), body: body({ document: small }, false) });
    expect(res.status).toBe(200);
    expect(res.text).toContain('ADJ1234567');
  }, 300_000);
});
