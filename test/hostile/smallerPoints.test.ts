/**
 * Issue 35's smaller points, against the real embedded service: malformed percent-encoding in a
 * path id is a 400 (with or without a key, never a 500, the next request served as before), and
 * DATA_DIR with what it holds (keys.sqlite, an asynchronous batch's kept split documents) is
 * readable by the service user only even under the default umask 022.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, tempDir, type TestServer } from '../support/server';
import { postJson, request } from './client';
import { scripted, SCRIPTED_PROCESSOR, until } from '../../apps/worker/test/support';

let server: TestServer;
let key: string;
let dataDir: string;
const previousUmask = process.umask(0o022);

beforeAll(async () => {
  // A DATA_DIR that does not exist yet, below a fresh folder: the service creates it.
  dataDir = path.join(tempDir(), 'data');
  server = await startTestServer({ dataDir, env: { WORKER_PROCESSOR: SCRIPTED_PROCESSOR } });
  key = (await server.createKey('enterprise')).key;
}, 60_000);
afterAll(async () => {
  await server?.close();
  process.umask(previousUmask);
});

describe('malformed percent-encoding in a path id', () => {
  const paths = ['/v1/jobs/%ZZ', '/v1/jobs/%E0%A4%A/documents/1', '/v1/jobs/job_1/documents/%ZZ', '/v1/jobs/%ZZ/documents.zip', '/v1/jobs/%ZZ/calendar.ics'];
  for (const p of paths) {
    for (const withKey of [false, true]) {
      it(`${p} ${withKey ? 'with' : 'without'} a key answers 400 BAD_REQUEST`, async () => {
        const res = await request(`${server.url}${p}`, { method: 'GET', headers: withKey ? { authorization: `Bearer ${key}` } : {} });
        expect(res.status).toBe(400);
        expect(JSON.parse(res.text)).toEqual({ error: expect.stringMatching(/percent-encoding/), code: 'BAD_REQUEST' });
        const next = await postJson(server.url, key, '/v1/jobs/job_0000', '');
        expect(next.status).toBe(405); // the router still serves: POST is not allowed on a job
      });
    }
  }
});

describe('DATA_DIR and its files under umask 022', () => {
  const mode = (p: string) => fs.statSync(p).mode & 0o777;

  it('DATA_DIR is 0700 and keys.sqlite (with its WAL) 0600', () => {
    expect(mode(dataDir)).toBe(0o700);
    for (const file of fs.readdirSync(dataDir).filter((f) => f.startsWith('keys.sqlite'))) {
      expect(mode(path.join(dataDir, file)), file).toBe(0o600);
    }
  });

  it("an asynchronous batch's kept split documents are 0600 in 0700 folders", async () => {
    const accepted = await postJson(server.url, key, '/v1/analyze-batch', JSON.stringify({ document: scripted('files=2x1000') }));
    expect(accepted.status).toBe(200); // synchronous: nothing kept
    const res = await fetch(`${server.url}/v1/analyze-batch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}`, prefer: 'respond-async' },
      body: JSON.stringify({ document: scripted('files=2x1000') }),
    });
    expect(res.status).toBe(202);
    const jobs = path.join(dataDir, 'jobs');
    await until(() => fs.existsSync(jobs) && fs.readdirSync(jobs).some((d) => fs.readdirSync(path.join(jobs, d)).length === 2), 15_000, 'the kept files');
    expect(mode(jobs)).toBe(0o700);
    for (const folder of fs.readdirSync(jobs)) {
      expect(mode(path.join(jobs, folder))).toBe(0o700);
      for (const file of fs.readdirSync(path.join(jobs, folder))) expect(mode(path.join(jobs, folder, file))).toBe(0o600);
    }
  });
});
