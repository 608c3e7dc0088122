/** The job processor: opens the document once, releases the job's copy of it, maps failures to outcomes. */
import type { JobRequest } from '@wcab/queue';
import { makeTextPdf } from '@wcab/testkit';
import { describe, expect, it } from 'vitest';
import processJob, { warmUpJob } from '../src/processor';

describe('processJob', () => {
  it("classifies a text PDF and lets go of the job's bytes once PDFium has its own copy", async () => {
    const document = await makeTextPdf([['NOTICE OF HEARING', 'MARIA GARCIA, Applicant', 'Case Number: ADJ1234567']]);
    const job: JobRequest = { kind: 'classify', document, params: { options: { extract_dates: true, extract_adj: true } } };
    const outcome = await processJob(job);
    expect(outcome.ok).toBe(true);
    expect(outcome.ok && (outcome.data as { adj_numbers: { number: string }[] }).adj_numbers.map((a) => a.number)).toEqual(['ADJ1234567']);
    expect(job.document).toBeUndefined();
    expect(document.byteLength).toBe(0); // detached: its memory is already free
  });

  it('its warm-up job (run by every new queue thread) is a classify that answers, so it loads what a first classify needs', async () => {
    const outcome = await processJob(warmUpJob());
    expect(outcome).toMatchObject({ ok: true, pages: 1, data: { document_title: 'Notice of Hearing', case_numbers: ['ADJ1234567'] } });
    const data = (outcome as { data: { adj_numbers: unknown[]; dates: unknown[] } }).data;
    expect(data.adj_numbers.length).toBeGreaterThan(0);
    expect(data.dates.length).toBeGreaterThan(0);
  });

  it('leaves a document that shares its buffer alone (only whole buffers are detached)', async () => {
    const pdf = await makeTextPdf([['NOTICE OF HEARING', 'Case Number: ADJ1234567']]);
    const shared = new Uint8Array(pdf.byteLength + 16);
    shared.set(pdf, 16);
    const outcome = await processJob({ kind: 'classify', document: shared.subarray(16), params: {} });
    expect(outcome.ok).toBe(true);
    expect(shared.byteLength).toBe(pdf.byteLength + 16);
  });

  it('answers a damaged PDF and an unknown job kind with their codes', async () => {
    const damaged = await processJob({ kind: 'batch', document: new TextEncoder().encode('%PDF-1.7 not really'), params: {} });
    expect(damaged).toMatchObject({ ok: false, code: 'INVALID_PDF' });
    const unknown = await processJob({ kind: 'shred', document: new Uint8Array([1]), params: {} } as unknown as JobRequest);
    expect(unknown).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
  });
});
