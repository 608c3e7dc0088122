/**
 * Corrections in a fleet: two API processes' worth of servers and two workers on one Redis and one
 * PostgreSQL (a fresh schema, a private queue prefix). A correction made through one API is in force on
 * every worker at the next request, and its deletion too: each worker's memory cache checks the key's
 * version in PostgreSQL before every job. Requests go out until each worker's metrics show it answered.
 * The same holds for a correction made through MCP or the CLI, which reach the same routes of either API.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KeyService, PostgresKeyStore } from '@wcab/accounts';
import { makeTextPdf } from '@wcab/testkit';
import { startWorker, type RunningWorker } from '../../worker/src/worker';
import { postgresAvailable, TEST_DATABASE_URL } from '../../../test/support/postgres';
import { redisAvailable } from '../../../test/support/redis';
import { post, servicesRequired, startTestServer, tempDir, type TestServer } from '../../../test/support/server';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const up = (await redisAvailable(REDIS_URL)) && (await postgresAvailable());
if (!up && servicesRequired()) throw new Error('REQUIRE_SERVICES=1 but Redis or PostgreSQL does not answer');
if (!up) console.warn('[skip] Redis or PostgreSQL does not answer: fleet correction tests skipped');

const LABELS = ['Medical Report', 'Ortho Follow-Up', 'Correspondence'];
const OPERATOR_TOKEN = `op-${randomBytes(8).toString('hex')}`;
const note = (first: string, last: string, day: string) =>
  [
    'NORTHGATE ORTHOPAEDIC MEDICAL GROUP',
    '2200 Alder Street, Suite 4, Fresno, CA 93701',
    `Patient: ${last.toUpperCase()}, ${first.toUpperCase()}        Visit date: ${day}`,
    'PRIMARY TREATING PHYSICIAN PROGRESS REPORT',
    'Subjective complaints: continued stiffness in the morning.',
    'Objective findings: range of motion is reduced; strength is 4/5.',
    'Work status: modified duty, no lifting over 10 pounds.',
  ].join('\n');

describe.skipIf(!up)('corrections across a fleet (Redis + PostgreSQL)', () => {
  const schema = `wcab_fleet_${randomBytes(4).toString('hex')}`;
  const env = { REDIS_URL, DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema, QUEUE_PREFIX: `learn-${randomBytes(4).toString('hex')}` };
  let apis: TestServer[] = [];
  let workers: RunningWorker[] = [];
  let key: string;
  let first: string;
  let second: string;

  beforeAll(async () => {
    apis = [await startTestServer({ env }), await startTestServer({ env })];
    const workerEnv = { ...env, WORKER_PORT: '0', WORKER_CONCURRENCY: '1', LOG_LEVEL: 'silent', DATA_DIR: tempDir(), OPERATOR_TOKEN };
    workers = [await startWorker({ env: workerEnv }), await startWorker({ env: workerEnv })];
    const store = new PostgresKeyStore({ connectionString: TEST_DATABASE_URL, schema });
    key = (await new KeyService(store).create({ name: 'fleet office', plan: 'enterprise', scopes: ['classify', 'batch', 'feedback', 'mcp'] })).key;
    await store.close();
    first = Buffer.from(await makeTextPdf([note('Maria', 'Garcia', '03/14/2025')])).toString('base64');
    second = Buffer.from(await makeTextPdf([note('Tuan', 'Nguyen', '11/02/2024')])).toString('base64');
  }, 120_000);
  afterAll(async () => {
    for (const w of workers) await w.close();
    for (const a of apis) await a.close();
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).finally(() => client.end());
  }, 60_000);

  /** Classify jobs each worker has completed (its Prometheus counter of classified pages: one page a document). */
  const served = async () =>
    Promise.all(
      workers.map(async (w) => {
        const res = await fetch(`http://127.0.0.1:${w.port}/metrics`, { headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } });
        expect(res.status).toBe(200);
        const line = (await res.text()).split('\n').find((l) => l.startsWith('wcab_pages_processed_total{') && l.includes('kind="classify"'));
        return line ? Number(line.split(' ').pop()) : 0;
      }),
    );
  /**
   * The label of `second` from each API, four at once, in rounds until each worker has answered at least one
   * of them: every worker's answer is checked, not only the one that happened to take the jobs.
   */
  const labels = async () => {
    const start = await served();
    const answers: string[] = [];
    for (let round = 0; round < 10; round++) {
      const batch = await Promise.all(
        [0, 1, 0, 1].map(async (i) => {
          const res = await post(`${apis[i]!.url}/v1/classify`, { document: second, activity_types: LABELS }, key);
          expect(res.status).toBe(200);
          return ((await res.json()) as { data: { activity_type: string } }).data.activity_type;
        }),
      );
      answers.push(...batch);
      if ((await served()).every((n, w) => n > start[w]!)) return [...new Set(answers)];
    }
    throw new Error(`a worker answered none of ${answers.length} requests`);
  };

  it('takes effect on every worker at the next request, and so does its deletion', async () => {
    const before = await labels();
    expect(before).toEqual(['Medical Report']);
    const answered = await post(`${apis[0]!.url}/v1/classify`, { document: first, activity_types: LABELS }, key);
    const { job_id } = (await answered.json()) as { job_id: string };
    // The answer was kept in PostgreSQL: the other API takes the correction.
    const taught = await post(`${apis[1]!.url}/v1/feedback`, { job_id, correct: { doc_type: 'Ortho Follow-Up' } }, key);
    expect(taught.status).toBe(201);
    const id = ((await taught.json()) as { data: { id: string } }).data.id;
    expect(await labels()).toEqual(['Ortho Follow-Up']);
    const gone = await fetch(`${apis[0]!.url}/v1/feedback/${id}`, { method: 'DELETE', headers: { authorization: `Bearer ${key}` } });
    expect(gone.status).toBe(200);
    expect(await labels()).toEqual(before);
  }, 120_000);

  it('takes corrections through MCP and the CLI alike: every worker answers by them, and the CLI forgets them', async () => {
    const { connect } = await import('../../../packages/mcp/test/support');
    const { runCli } = await import('../../cli/test/support');
    const before = await labels();
    expect(before).toEqual(['Medical Report']);

    // MCP on one API: the document itself, with the office's labels.
    const mcp = await connect(apis[0]!.url, key, 'legacy');
    let id: string;
    try {
      const taught = await mcp.client.callTool({
        name: 'submit_correction',
        arguments: { document: first, correct: { doc_type: 'Ortho Follow-Up' }, activity_types: LABELS },
      });
      expect(taught.isError).toBeFalsy();
      id = (taught.structuredContent as { id: string }).id;
    } finally {
      await mcp.close();
    }
    expect(await labels()).toEqual(['Ortho Follow-Up']);

    // The CLI on the other API lists it and forgets it: every worker answers as before.
    const cwd = tempDir();
    const env = { WCAB_URL: apis[1]!.url, WCAB_API_KEY: key };
    const listed = JSON.parse((await runCli(['correct', '--list'], cwd, env)).stdout) as { corrections: Array<{ id: string }> };
    expect(listed.corrections.map((c) => c.id)).toEqual([id]);
    expect((await runCli(['correct', '--forget', 'all'], cwd, env)).stdout.trim()).toBe('Deleted 1 correction');
    expect(await labels()).toEqual(before);

    // The CLI teaches by the file; MCP's classify_document on the first API answers by it.
    fs.writeFileSync(path.join(cwd, 'note-garcia.pdf'), Buffer.from(first, 'base64'));
    const byFile = await runCli(
      ['correct', 'note-garcia.pdf', '--type', 'medical_report', '--activity-types', LABELS.join(','), '--label', 'Ortho Follow-Up'],
      cwd,
      env,
    );
    expect(byFile.stderr).toBe('');
    const cliId = /^Correction (fb_\S+) stored/.exec(byFile.stdout)?.[1];
    expect(cliId).toBeDefined();
    expect(await labels()).toEqual(['Ortho Follow-Up']);
    const again = await connect(apis[0]!.url, key, 'legacy');
    try {
      const answered = await again.client.callTool({ name: 'classify_document', arguments: { document: second, activity_types: LABELS } });
      const data = answered.structuredContent as { activity_type: string; sources?: { learned?: Array<{ correction_id: string }> } };
      expect(data.activity_type).toBe('Ortho Follow-Up');
      expect(data.sources?.learned?.[0]?.correction_id).toBe(cliId);
    } finally {
      await again.close();
    }
    expect((await runCli(['correct', '--forget', cliId!], cwd, env)).stdout.trim()).toBe('Deleted 1 correction');
    expect(await labels()).toEqual(before);
  }, 240_000);
});
