/** The job processor: opens the document once, releases the job's copy of it, maps failures to outcomes. */
import type { JobRequest } from '@wcab/queue';
import { makeTextPdf } from '@wcab/testkit';
import { describe, expect, it } from 'vitest';
import processJob from '../src/processor';

describe('processJob', () => {
  it('classifies a text PDF and lets go of the job\'s bytes once PDFium has its own copy', async () => {
    const job: JobRequest = {
      kind: 'classify',
      document: await makeTextPdf([['NOTICE OF HEARING', 'MARIA GARCIA, Applicant', 'Case Number: ADJ1234567']]),
      params: { options: { extract_dates: true, extract_adj: true } },
    };
    const outcome = await processJob(job);
    expect(outcome.ok).toBe(true);
    expect(outcome.ok && (outcome.data as { adj_numbers: { number: string }[] }).adj_numbers.map((a) => a.number)).toEqual(['ADJ1234567']);
    expect(job.document).toBeUndefined();
  });

  it('answers a damaged PDF and an unknown job kind with their codes', async () => {
    const damaged = await processJob({ kind: 'batch', document: new TextEncoder().encode('%PDF-1.7 not really'), params: {} });
    expect(damaged).toMatchObject({ ok: false, code: 'INVALID_PDF' });
    const unknown = await processJob({ kind: 'shred' as JobRequest['kind'], document: new Uint8Array([1]), params: {} });
    expect(unknown).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
  });
});
