/**
 * Property: whatever damage a valid PDF suffers on the way (flipped bytes, a cut, a chunk written
 * twice), the service answers it within a bound with a clean answer (a 200 that fits the schema,
 * or a 4xx with its code; never a 500, never a hang), and the next valid request is answered
 * exactly as before. fast-check generates and shrinks the mutations; a failure prints its seed.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClassificationResult } from '@wcab/contract';
import { HOSTILE_OPTIONS, hostilePdfs, makeTextPdf } from '@wcab/testkit';
import { startTestServer, type TestServer } from '../support/server';
import { withoutAnswerId } from '../support/answers';
import { postJson } from './client';
import { textRequest } from './harness';

/** Answers a damaged PDF may get: readable, unreadable, or (a flipped /Encrypt) locked, or too many pages. */
const CLEAN_ERRORS = new Set(['400 INVALID_PDF', '400 PDF_ENCRYPTED', '413 DOCUMENT_TOO_LARGE']);
const ANSWER_BOUND_MS = 20_000;
const RUNS = Number(process.env.HOSTILE_MUTATION_RUNS ?? 60);

type Mutation =
  | { kind: 'flip'; flips: Array<{ at: number; xor: number }> }
  | { kind: 'truncate'; at: number }
  | { kind: 'duplicate'; from: number; length: number; to: number };

/** Positions are fractions of the file, so one arbitrary serves every source file. */
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({
    kind: fc.constant('flip' as const),
    flips: fc.array(fc.record({ at: fc.double({ min: 0, max: 1, noNaN: true }), xor: fc.integer({ min: 1, max: 255 }) }), { minLength: 1, maxLength: 12 }),
  }),
  fc.record({ kind: fc.constant('truncate' as const), at: fc.double({ min: 0, max: 1, noNaN: true }) }),
  fc.record({
    kind: fc.constant('duplicate' as const),
    from: fc.double({ min: 0, max: 1, noNaN: true }),
    length: fc.integer({ min: 1, max: 4096 }),
    to: fc.double({ min: 0, max: 1, noNaN: true }),
  }),
);

function mutate(source: Uint8Array, m: Mutation): Uint8Array {
  const pos = (f: number) => Math.min(source.length - 1, Math.floor(f * source.length));
  const out = Buffer.from(source);
  switch (m.kind) {
    case 'flip':
      for (const { at, xor } of m.flips) out[pos(at)]! ^= xor;
      return out;
    case 'truncate':
      return out.subarray(0, Math.max(1, pos(m.at)));
    case 'duplicate': {
      const from = pos(m.from);
      const chunk = out.subarray(from, Math.min(out.length, from + m.length));
      const to = pos(m.to);
      return Buffer.concat([out.subarray(0, to), chunk, out.subarray(to)]);
    }
  }
}

let server: TestServer;
let key: string;
let valid: { body: string; answer: unknown };
let sources: Array<{ name: string; bytes: Uint8Array }>;

beforeAll(async () => {
  server = await startTestServer({ env: { WORKER_THREADS: '1' } });
  key = (await server.createKey('enterprise')).key;
  const body = await textRequest();
  const first = await postJson(server.url, key, '/v1/classify', body);
  expect(first.status).toBe(200);
  valid = { body, answer: withoutAnswerId(first.body) };
  sources = [
    { name: 'hand-written PDF 1.4, xref table', bytes: hostilePdfs.plainTextPdf() },
    { name: 'pdf-lib, object and xref streams', bytes: await makeTextPdf([hostilePdfs.HOSTILE_TEXT_LINES, ['Page two', 'Case Number: ADJ7654321']]) },
  ];
}, 60_000);
afterAll(() => server?.close());

describe('mutated PDFs (fast-check)', () => {
  it(`${RUNS} damaged files: a clean answer in time, and the next valid request answers as before`, async () => {
    const seen = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 1 }), mutation, async (which, m) => {
        const bytes = mutate(sources[which]!.bytes, m);
        const started = Date.now();
        const res = await fetch(`${server.url}/v1/classify`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
          body: JSON.stringify({ document: Buffer.from(bytes).toString('base64'), options: HOSTILE_OPTIONS }),
          signal: AbortSignal.timeout(ANSWER_BOUND_MS),
        });
        const body = (await res.json()) as { success?: boolean; data?: unknown; code?: string };
        const ms = Date.now() - started;
        const label = res.status === 200 ? '200' : `${res.status} ${body.code}`;
        seen.set(label, (seen.get(label) ?? 0) + 1);
        const where = `${sources[which]!.name}, ${JSON.stringify(m)}: ${label} in ${ms} ms`;
        expect(ms, where).toBeLessThan(ANSWER_BOUND_MS);
        if (res.status === 200) expect(ClassificationResult.safeParse(body.data).success, where).toBe(true);
        else expect(CLEAN_ERRORS.has(label), where).toBe(true);
        const next = await postJson(server.url, key, '/v1/classify', valid.body);
        expect({ status: next.status, body: withoutAnswerId(next.body) }, `the valid request after ${where}`).toEqual({ status: 200, body: valid.answer });
      }),
      { numRuns: RUNS, seed: process.env.HOSTILE_MUTATION_SEED ? Number(process.env.HOSTILE_MUTATION_SEED) : undefined },
    );
    console.log(`mutated PDFs, answers: ${[...seen].map(([k, v]) => `${k}: ${v}`).join(', ')}`);
    // Both kinds of answer occur: a property that only ever saw one of them tested little.
    expect([...seen.keys()].some((k) => k === '200')).toBe(true);
    expect([...seen.keys()].some((k) => k !== '200')).toBe(true);
  }, 600_000);
});
