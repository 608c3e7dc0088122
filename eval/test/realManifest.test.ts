/**
 * The real-document manifest (eval/real/manifest.json) is committed without its documents; these
 * checks need no snapshot: its shape, its labels, and that no reserved source slipped in.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES } from '@wcab/contract';
import { scoreReal } from '../real/score';
import { FORBIDDEN_REPOS, FORBIDDEN_WORDS, MANIFEST_PATH, REAL_HELD_OUT_REPOS, RealManifest, loadManifest, realHalf } from '../real/source';

const manifest = loadManifest();

describe('real-document manifest', () => {
  it('parses against its schema and lists at least 300 documents from at least 25 sources', () => {
    expect(() => RealManifest.parse(JSON.parse(fs.readFileSync(MANIFEST_PATH, 'utf8')))).not.toThrow();
    expect(manifest.length).toBeGreaterThanOrEqual(300);
    expect(new Set(manifest.map((d) => d.repo)).size).toBeGreaterThanOrEqual(25);
  });

  it('splits the set into two halves by source, each of them a real share of it', () => {
    const repos = new Set(manifest.map((d) => d.repo));
    for (const r of REAL_HELD_OUT_REPOS) expect(repos).toContain(r);
    const held = manifest.filter((d) => realHalf(d) === 'held-out').length;
    // The development half grows with each round's new sources (issue 31); the held-out round grew the held-out half
    // back to 0.37 of the set (eval/real/README.md), and more than a third keeps it a real share to measure
    // generalisation on: a round that pushes it below needs held-out sources of its own.
    expect(held / manifest.length).toBeGreaterThan(0.35);
    expect(held / manifest.length).toBeLessThan(0.65);
  });

  it('labels fields on part of the set, out-of-scope papers included', () => {
    const labelled = manifest.filter((d) => d.labels);
    expect(labelled.filter((d) => d.labels!.dates?.length).length).toBeGreaterThanOrEqual(5);
    expect(labelled.filter((d) => d.labels!.parties?.length).length).toBeGreaterThanOrEqual(5);
    expect(labelled.filter((d) => d.labels!.adj_numbers?.length).length).toBeGreaterThanOrEqual(3);
    expect(manifest.filter((d) => d.document_type === 'unknown' && realHalf(d) === 'held-out').length).toBeGreaterThanOrEqual(20);
  });

  it('gives every document a unique id and a unique source', () => {
    expect(new Set(manifest.map((d) => d.id)).size).toBe(manifest.length);
    expect(new Set(manifest.map((d) => `${d.repo}@${d.commit}:${d.path}`)).size).toBe(manifest.length);
    expect(new Set(manifest.map((d) => d.sha256)).size).toBe(manifest.length);
  });

  it('labels every document with a product type and pins it by commit and sha256', () => {
    for (const d of manifest) {
      expect(DOCUMENT_TYPES).toContain(d.document_type);
      expect(d.commit).toMatch(/^[0-9a-f]{40}$/);
      expect(d.sha256).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('takes nothing from the sources reserved for the independent evaluation', () => {
    for (const d of manifest) {
      expect(FORBIDDEN_REPOS.map((r) => r.toLowerCase())).not.toContain(d.repo.toLowerCase());
      expect(`${d.repo} ${d.path} ${d.note}`).not.toMatch(FORBIDDEN_WORDS);
    }
  });

  it('covers the document kinds the issue names', () => {
    const types = new Set(manifest.map((d) => d.document_type));
    for (const t of ['court_order', 'correspondence', 'deposition', 'subpoena', 'wcab_form', 'medical_report', 'billing', 'unknown'])
      expect(types).toContain(t);
  });

  it('rejects a manifest entry with an unknown label, a short commit or a bad hash', () => {
    const good = manifest[0]!;
    expect(RealManifest.safeParse([{ ...good, document_type: 'invoice' }]).success).toBe(false);
    expect(RealManifest.safeParse([{ ...good, commit: good.commit.slice(0, 12) }]).success).toBe(false);
    expect(RealManifest.safeParse([{ ...good, sha256: 'abc' }]).success).toBe(false);
  });
});

describe('real-document scoring', () => {
  it('counts a failed request as a miss and reports accuracy per label', () => {
    const s = scoreReal([
      { id: 'a', expected: 'billing', actual: 'billing', confidence: 0.9, note: '' },
      { id: 'b', expected: 'billing', actual: 'unknown', confidence: 0.2, note: '' },
      { id: 'c', expected: 'court_order', actual: '(failed)', confidence: 0, note: '' },
    ]);
    expect(s.typeAccuracy).toBeCloseTo(1 / 3);
    expect(s.failed).toBe(1);
    expect(s.perType.billing).toEqual({ documents: 2, correct: 1, accuracy: 0.5 });
    expect(s.confusion.court_order).toEqual({ '(failed)': 1 });
    expect(s.misclassified.map((m) => m.id)).toEqual(['b', 'c']);
  });
});
