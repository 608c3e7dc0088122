/**
 * Runs hostile cases against a running service (embedded or fleet) and checks what it owes after
 * each one: the next valid request answered exactly as a fresh process answered it.
 */
import { expect } from 'vitest';
import { ClassificationResult } from '@wcab/contract';
import { concatPdfs, HOSTILE_OPTIONS, hostilePdfs, makeBarcodePage, makeTextPdf, rasterizePdf, type HostileCase } from '@wcab/testkit';
import { withoutAnswerId } from '../support/answers';
import { postJson, type Answer } from './client';

/** What the case owes: exact status and code, JSON, no internals, within its time bound. */
export function expectAnswer(c: HostileCase, a: Answer, plain: unknown): void {
  const summary = `${c.name}: ${a.status} ${JSON.stringify(a.body).slice(0, 200)} in ${a.ms} ms`;
  expect.soft(a.status, summary).toBe(c.expect.status);
  expect.soft(a.contentType, summary).toMatch(/^application\/json/);
  expect.soft(a.ms, summary).toBeLessThan(c.maxMs);
  const body = a.body as { error?: string; code?: string; success?: boolean; data?: { page_count?: number } };
  if (c.expect.code) {
    expect.soft(body.code, summary).toBe(c.expect.code);
    expect.soft(typeof body.error, summary).toBe('string');
    expect.soft(JSON.stringify(body), summary).not.toMatch(/at .*\.ts:\d+|node_modules|wasm|RangeError/);
  } else {
    expect.soft(body.success, summary).toBe(true);
    expect.soft(() => ClassificationResult.parse(body.data), summary).not.toThrow();
  }
  if (c.expect.message) expect.soft(body.error, summary).toMatch(c.expect.message);
  if (c.expect.sameAsPlain) expect.soft(withoutAnswerId(body), summary).toEqual(withoutAnswerId(plain));
  if (c.expect.pageCount !== undefined) expect.soft(body.data?.page_count, summary).toBe(c.expect.pageCount);
  for (const [name, pattern] of Object.entries(c.expect.headers ?? {})) expect.soft(a.headers.get(name), `${summary} header ${name}`).toMatch(pattern);
}

/** The valid requests every case is followed by, and their answers on a fresh process. */
export interface Baseline {
  /** The plain text page (hostilePdfs.plainTextPdf) on /v1/classify. */
  plain: unknown;
  /** A real text PDF of another kind, on /v1/classify. */
  text: { body: string; answer: unknown };
  /** A scanned batch of two documents and a separator sheet, on /v1/analyze-batch. */
  batch: { body: string; answer: unknown };
}

export async function scannedBatch(): Promise<Uint8Array> {
  const notice = await makeTextPdf([
    [
      "WORKERS' COMPENSATION APPEALS BOARD",
      'MARIA GONZALEZ,',
      'Applicant,',
      'vs.',
      'ACME LOGISTICS, INC.,',
      'Defendants.',
      'Case Number: ADJ1122334',
      'NOTICE OF HEARING',
      'The above case is set for STATUS CONFERENCE on 05/12/2025 at 1:30 P.M.',
    ],
  ]);
  const letter = await makeTextPdf([
    [
      'PACIFIC INJURED WORKERS LAW GROUP',
      'April 2, 2025',
      'RE: Applicant: Robert Chen, ADJ5566778',
      'Dear Claims Adjuster:',
      'Please find enclosed the medical records for your review.',
    ],
  ]);
  const separator = await makeBarcodePage({ value: 'PATCHT', symbology: 'code128' });
  return rasterizePdf(await concatPdfs([notice, separator, letter]), { dpi: 150 });
}

export async function textRequest(): Promise<string> {
  const bytes = await makeTextPdf([
    [
      'QUALIFIED MEDICAL EVALUATOR REPORT',
      'Patient: Robert Chen',
      'WCAB Case No.: ADJ5566778',
      'Date of injury: 03/14/2024',
      'Date of examination: January 6, 2025',
      'DIAGNOSIS: lumbar strain. Permanent and stationary status has been reached.',
    ],
  ]);
  return JSON.stringify({ document: Buffer.from(bytes).toString('base64'), options: HOSTILE_OPTIONS });
}

export async function recordBaseline(baseUrl: string, key: string): Promise<Baseline> {
  const plainBody = JSON.stringify({ document: Buffer.from(hostilePdfs.plainTextPdf()).toString('base64'), options: HOSTILE_OPTIONS });
  const textBody = await textRequest();
  const batchBody = JSON.stringify({ document: Buffer.from(await scannedBatch()).toString('base64') });
  const [plain, text, batch] = [
    await postJson(baseUrl, key, '/v1/classify', plainBody),
    await postJson(baseUrl, key, '/v1/classify', textBody),
    await postJson(baseUrl, key, '/v1/analyze-batch', batchBody),
  ];
  for (const a of [plain, text, batch]) expect(a.status, JSON.stringify(a.body)).toBe(200);
  return {
    plain: withoutAnswerId(plain.body),
    text: { body: textBody, answer: withoutAnswerId(text.body) },
    batch: { body: batchBody, answer: withoutAnswerId(batch.body) },
  };
}

/** The next valid requests answer exactly as on a fresh process (the batch too after engine cases). */
export async function expectStillServing(baseUrl: string, key: string, baseline: Baseline, withBatch: boolean, after: string): Promise<void> {
  const text = await postJson(baseUrl, key, '/v1/classify', baseline.text.body);
  expect.soft({ status: text.status, body: withoutAnswerId(text.body) }, `text classify after ${after}`).toEqual({ status: 200, body: baseline.text.answer });
  if (withBatch) {
    const batch = await postJson(baseUrl, key, '/v1/analyze-batch', baseline.batch.body);
    expect
      .soft({ status: batch.status, body: withoutAnswerId(batch.body) }, `scanned batch after ${after}`)
      .toEqual({ status: 200, body: baseline.batch.answer });
  }
  const health = await fetch(`${baseUrl}/health`);
  expect.soft(health.status, `health after ${after}`).toBe(200);
}
