/**
 * The learned layer while its PostgreSQL store is cut (through a TCP proxy this test owns): a job's
 * lookup waits for the store and answers with the account's lessons once it is back, instead of
 * failing the job; a store that stays down past the wait ends the lookup with an error (the pipeline
 * turns it into 503, retry) rather than an answer without the office's corrections.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable, TEST_DATABASE_URL } from '../../../test/support/postgres';
import { TcpProxy } from '../../../test/support/tcpProxy';
import { learnedLayerService, lessonOf, MemoryCache, PostgresLearningStore, type LearnableAnswer, type LearnRequest } from '../src/index';

const required = process.env.REQUIRE_SERVICES === '1';
const pgUp = await postgresAvailable();
if (!pgUp && required) throw new Error(`REQUIRE_SERVICES=1 but PostgreSQL at ${TEST_DATABASE_URL} does not answer`);
const schema = `wcab_outage_${randomBytes(4).toString('hex')}`;
const PG = new URL(TEST_DATABASE_URL);

const NOTE = [
  [
    'EASTSIDE SPINE AND PAIN CENTER',
    'Patient: GARCIA, MARIA        Visit date: 03/14/2025',
    'PRIMARY TREATING PHYSICIAN PROGRESS REPORT (PR-2)',
    'Subjective complaints: the patient reports low back pain.',
    'Work status: modified duty, no lifting over 10 pounds.',
  ].join('\n'),
];
const answer: LearnableAnswer = { documentType: 'medical_report', label: 'Medical Report', dates: [] };
const LABELS = ['Medical Report', 'PR-2 Progress Report'];

describe.skipIf(!pgUp)('the learned layer through a PostgreSQL outage', () => {
  let proxy: TcpProxy;
  let store: PostgresLearningStore;
  const account = `acct_${schema}`;
  const request: LearnRequest = { account, documents: [{ pages: NOTE, answer, labels: LABELS }] };

  beforeAll(async () => {
    proxy = await new TcpProxy(PG.hostname, Number(PG.port || 5432)).start();
    store = new PostgresLearningStore({ connectionString: proxy.rewrite(TEST_DATABASE_URL), schema });
    await store.migrate();
    await store.addCorrection(
      {
        id: `${account}-1`,
        account,
        createdAt: Date.now(),
        kind: 'classify',
        correct: { doc_type: 'PR-2 Progress Report' },
        lesson: lessonOf(NOTE, { doc_type: 'PR-2 Progress Report' }),
        learned: ['layout'],
      },
      100,
    );
  });

  afterAll(async () => {
    proxy?.restore();
    await store?.close();
    await proxy?.stop();
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  });

  it('waits for the store and answers with the lessons once it is back', async () => {
    const service = learnedLayerService(new MemoryCache(store), 20_000);
    proxy.cut();
    let settled = false;
    const reply = service(request).finally(() => (settled = true));
    await new Promise((r) => setTimeout(r, 1_500));
    expect(settled).toBe(false); // still waiting, not failed
    proxy.restore();
    const [outcome] = await reply;
    expect(outcome!.answer.label).toBe('PR-2 Progress Report');
  }, 30_000);

  it('gives up past its wait, and a job that ended stops waiting at once', async () => {
    proxy.cut();
    try {
      await expect(learnedLayerService(new MemoryCache(store), 1_000)(request)).rejects.toThrow();
      const ended = new AbortController();
      const waiting = learnedLayerService(new MemoryCache(store), 60_000)(request, ended.signal);
      ended.abort();
      await expect(waiting).rejects.toThrow();
    } finally {
      proxy.restore();
    }
    // And the same service serves again once the store answers.
    const [outcome] = await learnedLayerService(new MemoryCache(store), 5_000)(request);
    expect(outcome!.answer.label).toBe('PR-2 Progress Report');
  }, 30_000);
});
