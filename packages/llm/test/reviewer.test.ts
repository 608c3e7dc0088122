/**
 * The reviewer against a local chat-completions server (@wcab/testkit startMockLlm): the request on
 * the wire, and every way a call can fail ending as an outcome without changes, never a throw.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockAnswer, mockFailure, mockMalformed, mockTruncated, startMockLlm, type MockLlm } from '@wcab/testkit';
import { createReviewer, type ReviewerSettings } from '../src/index';

const PAGES = [
  'NOTICE OF HEARING\nCase No. ADJ1234567\nMARIA GARCIA, Applicant, vs. ACME STEEL CORP, Defendant.\nSSN 123-45-6789, phone (818) 555-0100.\nHearing on March 14, 2025 at 8:30 a.m.',
];
const LOCAL = {
  document_type: 'wcab_form',
  confidence: 0.9,
  summary: 'Notice of Hearing for Maria Garcia.',
  adj_numbers: ['ADJ1234567'],
  parties: ['Maria Garcia'],
  dates: [{ date: '2025-03-14', type: 'hearing', description: 'Hearing' }],
};
const GOOD = {
  document_type: 'wcab_form',
  document_type_quote: '',
  summary: 'Notice of Hearing for Maria Garcia v. Acme Steel Corp.',
  adj_numbers: ['ADJ1234567'],
  parties: ['Maria Garcia', 'Acme Steel Corp'],
  dates: [],
};

let mock: MockLlm;
const settings = (over: Partial<ReviewerSettings> = {}): ReviewerSettings => ({
  baseUrl: mock.baseUrl,
  apiKey: 'test',
  model: 'mock-model',
  attemptTimeoutMs: 2_000,
  maxRetries: 2,
  maxOutputTokens: 500,
  maxInputTokens: 2_000,
  redact: true,
  concurrency: 2,
  queue: 4,
  breakerFailures: 3,
  breakerResetMs: 60_000,
  callTimeoutMs: 5_000,
  ...over,
});

beforeAll(async () => {
  mock = await startMockLlm();
});
afterAll(() => mock.close());

describe('reviewer', () => {
  it('sends a strict JSON schema, the document between nonce lines, redacted, and grounds the answer', async () => {
    mock.script(() => mockAnswer(GOOD, { promptTokens: 321, completionTokens: 45 }));
    const before = mock.requests.length;
    const review = await createReviewer(settings()).review(PAGES, LOCAL);
    expect(review.outcome).toBe('ok');
    expect(review.grounded?.parties).toEqual(['Acme Steel Corp']);
    expect(review.grounded?.summary).toBe(GOOD.summary);
    expect(review).toMatchObject({ promptTokens: 321, completionTokens: 45, masked: 2 });
    const sent = mock.requests[before]!;
    expect(sent.model).toBe('mock-model');
    expect(sent.response_format).toMatchObject({ type: 'json_schema', json_schema: { strict: true, schema: { type: 'object', additionalProperties: false } } });
    expect((sent.response_format!.json_schema!.schema as { required: string[] }).required).toEqual(
      expect.arrayContaining(['document_type', 'summary', 'adj_numbers', 'dates']),
    );
    expect(sent.messages[0]).toMatchObject({ role: 'system' });
    expect(sent.messages[0]!.content).toMatch(/untrusted data/);
    const user = sent.messages[1]!.content;
    expect(user).toMatch(/BEGIN DOCUMENT ([0-9a-f]{16})\n[\s\S]*\nEND DOCUMENT \1$/);
    expect(user).not.toMatch(/123-45-6789|555-0100/);
    expect(user).toContain('ADJ1234567');
  });

  it('retries 429 (honouring retry-after) and 5xx, then uses the answer', async () => {
    const first = mock.requests.length;
    mock.script((_r, i) => (i === first ? mockFailure(429, 0) : i === first + 1 ? mockFailure(503) : mockAnswer(GOOD)));
    const review = await createReviewer(settings()).review(PAGES, LOCAL);
    expect(review.outcome).toBe('ok');
    expect(mock.requests.length - first).toBe(3);
  });

  it('gives up on a server that keeps answering 500, with no changes', async () => {
    mock.script(() => mockFailure(500));
    const first = mock.requests.length;
    const review = await createReviewer(settings({ maxRetries: 1 })).review(PAGES, LOCAL);
    expect(review).toMatchObject({ outcome: 'error' });
    expect(review.grounded).toBeUndefined();
    expect(mock.requests.length - first).toBe(2);
  });

  it('ends a slow answer at the call timeout', async () => {
    mock.script(() => ({ kind: 'hang' }));
    const review = await createReviewer(settings({ callTimeoutMs: 300, maxRetries: 0 })).review(PAGES, LOCAL);
    expect(review.outcome).toBe('timeout');
    expect(review.seconds).toBeLessThan(5);
  });

  it('discards malformed JSON, an answer cut at the token budget and one that breaks the schema', async () => {
    const reviewer = createReviewer(settings());
    mock.script(() => mockMalformed());
    expect((await reviewer.review(PAGES, LOCAL)).outcome).toBe('malformed_json');
    mock.script(() => mockTruncated(GOOD));
    expect((await reviewer.review(PAGES, LOCAL)).outcome).toBe('over_budget');
    mock.script(() => mockAnswer({ ...GOOD, document_type: 'invoice' }));
    expect((await reviewer.review(PAGES, LOCAL)).outcome).toBe('invalid_answer');
    mock.script(() => mockAnswer({ ...GOOD, adj_numbers: ['12345'] }));
    expect((await reviewer.review(PAGES, LOCAL)).outcome).toBe('invalid_answer');
  });

  it('opens the breaker after consecutive failures: later calls do not reach the server', async () => {
    mock.script(() => mockFailure(503));
    const reviewer = createReviewer(settings({ breakerFailures: 2, maxRetries: 0 }));
    expect((await reviewer.review(PAGES, LOCAL)).outcome).toBe('error');
    expect((await reviewer.review(PAGES, LOCAL)).outcome).toBe('error');
    expect(reviewer.breakerState).toBe('open');
    mock.script(() => mockAnswer(GOOD));
    const before = mock.requests.length;
    expect((await reviewer.review(PAGES, LOCAL)).outcome).toBe('breaker_open');
    expect(mock.requests.length).toBe(before);
  });

  it('half-opens after the reset time and closes again on a good answer', async () => {
    mock.script(() => mockFailure(500));
    const reviewer = createReviewer(settings({ breakerFailures: 1, maxRetries: 0, breakerResetMs: 200 }));
    expect((await reviewer.review(PAGES, LOCAL)).outcome).toBe('error');
    expect((await reviewer.review(PAGES, LOCAL)).outcome).toBe('breaker_open');
    await new Promise((r) => setTimeout(r, 300));
    mock.script(() => mockAnswer(GOOD));
    expect((await reviewer.review(PAGES, LOCAL)).outcome).toBe('ok');
    expect(reviewer.breakerState).toBe('closed');
  });

  it('refuses calls beyond the concurrency limit and its queue instead of piling them up', async () => {
    mock.script(() => mockAnswer(GOOD, { delayMs: 300 }));
    const reviewer = createReviewer(settings({ concurrency: 1, queue: 1 }));
    const outcomes = (await Promise.all([1, 2, 3, 4].map(() => reviewer.review(PAGES, LOCAL)))).map((r) => r.outcome).sort();
    expect(outcomes).toEqual(['busy', 'busy', 'ok', 'ok']);
  });

  it('answers from a server that is not there as an error', async () => {
    const review = await createReviewer(settings({ baseUrl: 'http://127.0.0.1:9/v1', maxRetries: 0 })).review(PAGES, LOCAL);
    expect(review.outcome).toBe('error');
  });
});
