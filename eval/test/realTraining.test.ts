/**
 * Training on the real development half (issue 31, eval/real/trainingSet.ts): a held-out source's document is never
 * given to training, every development document must be read, and cross-validation folds are whole sources. Needs no
 * real document: the reads below are written here.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REAL_HELD_OUT_REPOS, type RealDocument } from '../real/source';
import { assertDevelopmentOnly, developmentTrainingSet, sourceFolds } from '../real/trainingSet';

const HELD = REAL_HELD_OUT_REPOS[0]!;
const doc = (id: string, repo: string, document_type: RealDocument['document_type']): RealDocument => ({
  id,
  repo,
  commit: '0'.repeat(40),
  path: `${id}.pdf`,
  sha256: '0'.repeat(64),
  document_type,
  note: 'written for this test',
});
const manifest = [
  doc('dev-letter', 'example/letters', 'correspondence'),
  doc('dev-bill', 'example/bills', 'billing'),
  doc('dev-blank', 'example/bills', 'billing'),
  doc('held-order', HELD, 'court_order'),
];
const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'real-training-'));
const write = (id: string, pages: string[]) => fs.writeFileSync(path.join(cache, `${id}.json`), JSON.stringify({ pages, layouts: pages.map(() => undefined) }));
write('dev-letter', ['Dear Ms. Rivera,\n\nThank you for your call about the appointment.\n\nSincerely,\nPat Doe']);
write('dev-bill', ['INVOICE\nItem  Qty  Amount\nConsultation 1 $120.00\nTotal $120.00']);
write('dev-blank', ['', '  ']);
write('held-order', ['ORDER\nIT IS ORDERED that the petition is granted.']);
afterAll(() => fs.rmSync(cache, { recursive: true, force: true }));

describe('real training set', () => {
  it('refuses any document of a held-out source', () => {
    expect(() => assertDevelopmentOnly([{ id: 'a', source: 'example/letters' }])).not.toThrow();
    expect(() =>
      assertDevelopmentOnly([
        { id: 'a', source: 'example/letters' },
        { id: 'b', source: HELD },
      ]),
    ).toThrow(/held-out/);
  });

  it('gives the development half only, its readable documents, with their labels', () => {
    const set = developmentTrainingSet(cache, { manifest });
    expect(set.map((d) => d.id)).toEqual(['dev-letter', 'dev-bill']);
    expect(set.map((d) => d.label)).toEqual(['correspondence', 'billing']);
    expect(set.every((d) => !REAL_HELD_OUT_REPOS.includes(d.source))).toBe(true);
  });

  it('needs every development document read, unless told otherwise', () => {
    const more = [...manifest, doc('dev-unread', 'example/letters', 'correspondence')];
    expect(() => developmentTrainingSet(cache, { manifest: more })).toThrow(/1 of 4 development documents/);
    expect(developmentTrainingSet(cache, { manifest: more, allowMissing: true }).map((d) => d.id)).toEqual(['dev-letter', 'dev-bill']);
  });

  it('deals whole sources into folds of about equal size', () => {
    const docs = ['a', 'a', 'a', 'b', 'b', 'c', 'd', 'd', 'e'].map((repo) => ({ repo }));
    const folds = sourceFolds(docs, 2);
    expect([...folds.keys()].sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
    const size = (f: number) => docs.filter((d) => folds.get(d.repo) === f).length;
    expect(Math.abs(size(0) - size(1))).toBeLessThanOrEqual(1);
  });
});
