/**
 * The typed client against the real service in-process (embedded mode, worker threads, PDFium),
 * and the README's example script run as its own process against it, as a newcomer would run it.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { separatorSheetPdf } from '@wcab/sheets';
import { concatPdfs, makeTextPdf } from '@wcab/testkit';
import { createWcabClient, downloadDocuments, toDocument, uploadFile, waitForJob, WcabError } from '../src/index';
import { startTestServer, tempDir, type TestServer } from '../../../test/support/server';
import { textPdf } from '../../../test/support/pdfs';

const ROOT = path.resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const run = promisify(execFile);

let server: TestServer;
let key: string;
let notice: Uint8Array;
beforeAll(async () => {
  server = await startTestServer();
  key = (await server.createKey('pro')).key;
  notice = await textPdf([
    [
      'STATE OF CALIFORNIA',
      "WORKERS' COMPENSATION APPEALS BOARD",
      'NOTICE OF HEARING',
      'Case No. ADJ9876543',
      'Applicant: Rosa Delgado',
      'Employer: Coastal Produce Inc.',
      'A Mandatory Settlement Conference is set for March 3, 2026 at 8:30 AM',
      'Location: 1515 Clay Street, Oakland, CA',
    ],
  ]);
});
afterAll(() => server?.close());

describe('@wcab/client', () => {
  it('classifies with only `document` and reads the typed answer', async () => {
    const client = createWcabClient({ baseUrl: `${server.url}/`, apiKey: key });
    const { data, error, response } = await client.POST('/v1/classify', {
      body: { document: toDocument(notice), options: { extract_adj: true, extract_dates: true } },
    });
    expect(error).toBeUndefined();
    expect(response.status).toBe(200);
    expect(response.headers.get('x-ratelimit-limit')).not.toBeNull();
    if (!data || !('data' in data)) throw new Error('expected a synchronous result');
    expect(data.success).toBe(true);
    expect(data.data.page_count).toBe(1);
    expect(data.data.adj_numbers.map((a) => a.number)).toContain('ADJ9876543');
    expect(data.data.dates.map((d) => d.date)).toContain('2026-03-03');
  }, 180_000);

  it('types and returns refusals as { error, code } with their status', async () => {
    const anonymous = createWcabClient({ baseUrl: server.url });
    const unauthorised = await anonymous.POST('/v1/classify', { body: { document: toDocument(notice) } });
    expect(unauthorised.response.status).toBe(401);
    expect(unauthorised.error).toMatchObject({ code: 'UNAUTHORIZED' });

    const client = createWcabClient({ baseUrl: server.url, apiKey: key });
    const bad = await client.POST('/v1/classify', { body: { document: 'bm90IGEgcGRm' } });
    expect(bad.response.status).toBe(400);
    expect(bad.error?.code).toBe('INVALID_PDF');
    const missing = await client.GET('/v1/jobs/{id}', { params: { path: { id: 'job_does_not_exist' } } });
    expect(missing.response.status).toBe(404);
    expect(missing.error?.code).toBe('NOT_FOUND');
    // The server still answers after the refusals.
    expect((await client.GET('/health')).data?.status).toBe('ok');
  });

  it('rejects at compile time what the contract rejects at run time', () => {
    const client = createWcabClient({ baseUrl: server.url, apiKey: key });
    const calls = [
      // @ts-expect-error `document` is required
      () => client.POST('/v1/classify', { body: {} }),
      // @ts-expect-error only pdf is a document_type
      () => client.POST('/v1/classify', { body: { document: 'x', document_type: 'tiff' } }),
      // @ts-expect-error no such route
      () => client.GET('/v1/nothing'),
    ];
    expect(calls).toHaveLength(3); // typechecked by `npm run typecheck`; not called
  });

  it('the example classifies a PDF against the running server', async () => {
    const file = path.join(tempDir('wcab-client-'), 'notice.pdf');
    fs.writeFileSync(file, notice);
    const example = path.join(ROOT, 'packages/client/examples/classify-pdf.ts');
    const { stdout } = await run(process.execPath, ['--conditions=wcab-source', '--import', 'tsx', example, file], {
      cwd: ROOT,
      env: { ...process.env, WCAB_URL: server.url, WCAB_API_KEY: key },
    });
    expect(stdout).toMatch(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: \\w+ \\(confidence [01]\\.\\d\\d, 1 page\\(s\\)\\)$`, 'm'));
    expect(stdout).toContain('ADJ number: ADJ9876543');
    expect(stdout).toMatch(/^date: 2026-03-03 \w+$/m);

    // A refused call: the example prints the code and exits 1.
    const refused = await run(process.execPath, ['--conditions=wcab-source', '--import', 'tsx', example, file], {
      cwd: ROOT,
      env: { ...process.env, WCAB_URL: server.url, WCAB_API_KEY: 'wcab_live_' + 'x'.repeat(40) },
    }).then(
      () => undefined,
      (err: { code: number; stderr: string }) => err,
    );
    expect(refused?.code).toBe(1);
    expect(refused?.stderr).toMatch(/^401 UNAUTHORIZED: /m);
  }, 180_000);

  it('helpers: uploads a batch as multipart in the background, waits for it, downloads its documents', async () => {
    const client = createWcabClient({ baseUrl: server.url, apiKey: key });
    const batch = await concatPdfs([
      await makeTextPdf([['NOTICE OF HEARING', 'Case Number: ADJ1111111', 'Applicant: Maria Garcia'], ['Proof of service follows.']]),
      await separatorSheetPdf({ adjNumber: 'ADJ2222222' }),
      await makeTextPdf([['PACIFIC INJURED WORKERS LAW GROUP', 'RE: Applicant: Juan Lopez', 'ADJ2222222', 'Dear Claims Adjuster:']]),
    ]);
    const queued = await uploadFile(client, batch, { kind: 'batch', async: true, filename: 'batch.pdf' });
    expect(['queued', 'running', 'succeeded']).toContain(queued.status);
    const polls: string[] = [];
    const job = await waitForJob(client, queued.job_id, { onPoll: (j) => polls.push(j.status), timeoutMs: 120_000 });
    expect(job.status).toBe('succeeded');
    expect(polls.at(-1)).toBe('succeeded');
    const documents = await downloadDocuments(client, job);
    expect(documents).toHaveLength(2);
    expect(documents.map((d) => d.name)).toEqual(
      (job.result!.data as { documents: { suggested_filename: string }[] }).documents.map((d) => d.suggested_filename),
    );
    expect(await Promise.all(documents.map(async (d) => (await PDFDocument.load(d.bytes)).getPageCount()))).toEqual([2, 1]);

    // A refusal is a WcabError with the service's status and code.
    const refused = await uploadFile(client, new TextEncoder().encode('not a pdf')).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(WcabError);
    expect(refused).toMatchObject({ status: 400, code: 'INVALID_PDF' });
    const missing = await waitForJob(client, 'job_ffffffffffffffffffffffff').catch((err: unknown) => err);
    expect(missing).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  }, 180_000);
});
