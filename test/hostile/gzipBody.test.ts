/**
 * Issue 35: request-body memory after compressed bodies. A real gzip bomb (about 1 MB of gzip that
 * inflates to 1 GB of JSON) sent to an API process of its own is refused with 413 by the streaming
 * bound on inflation, and the process's peak memory while it is refused stays within a few
 * megabytes (body-parser buffered the whole 70 MB body limit before refusing); the same process then
 * answers a gzip-encoded document as it did before, on REST and on /mcp.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { KeyService, SqliteKeyStore } from '@wcab/accounts';
import { makeTextPdf } from '@wcab/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, stopAll, type FleetProcess } from '../faults/fleetProcess';
import { tempDir } from '../support/server';
import { withoutAnswerId } from '../support/answers';
import { request } from './client';

let api: FleetProcess;
let key: string;
let text: Uint8Array;

beforeAll(async () => {
  const dataDir = tempDir('wcab-gzip-');
  const store = new SqliteKeyStore(path.join(dataDir, 'keys.sqlite'));
  await store.migrate();
  key = (await new KeyService(store).create({ name: 'gzip', plan: 'enterprise', scopes: ['classify', 'batch', 'mcp'] })).key;
  await store.close();
  api = await startApiProcess({ DATA_DIR: dataDir, WORKER_THREADS: '1', REDIS_URL: '', DATABASE_URL: '', LOG_LEVEL: 'silent' });
  text = await makeTextPdf([['NOTICE OF HEARING', 'MARIA GARCIA, Applicant', 'Case Number: ADJ1234567']]);
}, 180_000);
afterAll(() => stopAll());

/** 1 GB of JSON as gzip members of a megabyte each (one member, repeated: about 1 KB apiece). */
function gzipBomb(mb: number, prefix = '{"document": "', suffix = '"}'): Buffer {
  const megabyte = zlib.gzipSync(Buffer.alloc(1024 * 1024, 'A'), { level: 9 });
  return Buffer.concat([zlib.gzipSync(prefix), ...Array.from({ length: mb }, () => megabyte), zlib.gzipSync(suffix)]);
}

/** The process's resident memory now and its peak since the last reset (kB, from /proc). */
function memory(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1]);
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}
const resetPeak = (pid: number) => fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');

const gzipJson = (value: unknown) => zlib.gzipSync(JSON.stringify(value));
const headers = (extra: Record<string, string> = {}) => ({
  'content-type': 'application/json',
  'content-encoding': 'gzip',
  authorization: `Bearer ${key}`,
  ...extra,
});

describe('a gzip bomb body', () => {
  let fresh: unknown;

  it('a gzip-encoded document is answered (the answer every later request is compared with)', async () => {
    const res = await request(`${api.url}/v1/classify`, { headers: headers(), body: gzipJson({ document: Buffer.from(text).toString('base64') }) });
    expect(res.status).toBe(200);
    fresh = withoutAnswerId(JSON.parse(res.text));
  }, 60_000);

  it('REST: 413 DOCUMENT_TOO_LARGE from the streaming bound, the process peak growing by under 20 MB', async () => {
    const bomb = gzipBomb(1024);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    if (process.platform === 'linux') resetPeak(api.pid);
    const before = process.platform === 'linux' ? memory(api.pid) : undefined;
    const res = await request(`${api.url}/v1/classify`, { headers: headers(), body: bomb });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.text)).toEqual({ error: expect.stringMatching(/more than 100 times its compressed size/), code: 'DOCUMENT_TOO_LARGE' });
    if (before) {
      const grew = memory(api.pid).peak - before.rss;
      expect(grew).toBeLessThan(20 * 1024); // kB (measured 6-8 MB; the old read, buffering toward the 70 MB body limit, 39 MB and more)
    }
  }, 60_000);

  it('the same process answers the gzip-encoded document as before', async () => {
    const res = await request(`${api.url}/v1/classify`, { headers: headers(), body: gzipJson({ document: Buffer.from(text).toString('base64') }) });
    expect(res.status).toBe(200);
    expect(withoutAnswerId(JSON.parse(res.text))).toEqual(fresh);
  }, 60_000);

  it('/mcp: the bomb is a JSON-RPC 413, within the same bound; a tool call then answers', async () => {
    const mcp = { accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' };
    const prefix = '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"classify_document","arguments":{"document":"';
    if (process.platform === 'linux') resetPeak(api.pid);
    const before = process.platform === 'linux' ? memory(api.pid) : undefined;
    const res = await request(`${api.url}/mcp`, { headers: headers(mcp), body: gzipBomb(1024, prefix, '"}}}') });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.text)).toMatchObject({ jsonrpc: '2.0', error: { code: -32000, message: expect.stringMatching(/too large/) } });
    if (before) expect(memory(api.pid).peak - before.rss).toBeLessThan(20 * 1024);
    const call = {
      jsonrpc: '2.0',
      id: 2,
      method: 'tools/call',
      params: { name: 'classify_document', arguments: { document: Buffer.from(text).toString('base64') } },
    };
    const ok = await request(`${api.url}/mcp`, { headers: headers(mcp), body: gzipJson(call) });
    expect(ok.status).toBe(200);
    expect(ok.text).toContain('ADJ1234567');
  }, 60_000);

  it('a gzip body that is not JSON, and one cut short, are 400 with their codes', async () => {
    const notJson = await request(`${api.url}/v1/classify`, { headers: headers(), body: zlib.gzipSync('{"document": ') });
    expect(notJson.status).toBe(400);
    expect(JSON.parse(notJson.text)).toEqual({ error: expect.any(String), code: 'INVALID_JSON' });
    const whole = gzipJson({ document: Buffer.from(text).toString('base64') });
    const cut = await request(`${api.url}/v1/classify`, { headers: headers(), body: whole.subarray(0, whole.length - 20) });
    expect(cut.status).toBe(400);
    expect(JSON.parse(cut.text)).toEqual({ error: expect.stringMatching(/not valid gzip data/), code: 'BAD_REQUEST' });
  }, 60_000);
});
