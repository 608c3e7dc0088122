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
import { createWcabClient, toDocument } from '../src/index';
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
    ['STATE OF CALIFORNIA', 'WORKERS\' COMPENSATION APPEALS BOARD', 'NOTICE OF HEARING', 'Case No. ADJ9876543', 'Applicant: Rosa Delgado', 'Employer: Coastal Produce Inc.', 'A Mandatory Settlement Conference is set for March 3, 2026 at 8:30 AM', 'Location: 1515 Clay Street, Oakland, CA'],
  ]);
});
afterAll(() => server?.close());

describe('@wcab/client', () => {
  it('classifies with only `document` and reads the typed answer', async () => {
    const client = createWcabClient({ baseUrl: `${server.url}/`, apiKey: key });
    const { data, error, response } = await client.POST('/v1/classify', { body: { document: toDocument(notice), options: { extract_adj: true, extract_dates: true } } });
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
    const { stdout } = await run(process.execPath, ['--import', 'tsx', example, file], {
      cwd: ROOT,
      env: { ...process.env, WCAB_URL: server.url, WCAB_API_KEY: key },
    });
    expect(stdout).toMatch(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: \\w+ \\(confidence [01]\\.\\d\\d, 1 page\\(s\\)\\)$`, 'm'));
    expect(stdout).toContain('ADJ number: ADJ9876543');
    expect(stdout).toMatch(/^date: 2026-03-03 \w+$/m);

    // A refused call: the example prints the code and exits 1.
    const refused = await run(process.execPath, ['--import', 'tsx', example, file], {
      cwd: ROOT,
      env: { ...process.env, WCAB_URL: server.url, WCAB_API_KEY: 'wcab_live_' + 'x'.repeat(40) },
    }).then(
      () => undefined,
      (err: { code: number; stderr: string }) => err,
    );
    expect(refused?.code).toBe(1);
    expect(refused?.stderr).toMatch(/^401 UNAUTHORIZED: /m);
  }, 180_000);
});
