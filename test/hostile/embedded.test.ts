/**
 * `npm run test:hostile`, embedded mode: every case of the hostile corpus (@wcab/testkit
 * hostileCorpus) against one real service process, in order, each followed by valid requests that
 * must answer exactly as the same process answered them when fresh (a text classify; after a case
 * that reached the PDF engine, a scanned batch as well). One process for the whole run is the
 * point: damage a case leaves behind (a poisoned engine, leaked memory, a stuck thread) shows up
 * in the cases after it.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { hostileCorpus } from '@wcab/testkit';
import { startTestServer, type TestServer } from '../support/server';
import { send } from './client';
import { expectAnswer, expectStillServing, recordBaseline, type Baseline } from './harness';

const corpus = hostileCorpus();
let server: TestServer;
let key: string;
let baseline: Baseline;

beforeAll(async () => {
  server = await startTestServer({ env: { WORKER_THREADS: '2' } });
  key = (await server.createKey('enterprise')).key;
  baseline = await recordBaseline(server.url, key);
}, 120_000);
afterAll(() => server?.close());

describe(`hostile corpus (${corpus.length} cases), embedded service`, () => {
  it.for(corpus)('$name', { timeout: 180_000 }, async (c) => {
    const answer = await send(server.url, key, c);
    expectAnswer(c, answer, baseline.plain);
    await expectStillServing(server.url, key, baseline, c.engine === true, c.name);
  });
});
