/**
 * The evidence line of a type decided without a title: a line of the document whose words count for the type
 * in the model itself (taking it out narrows the type's lead over the runner-up), and the line that counts most
 * among the document's lines.
 */
import { readFileSync } from 'node:fs';
import { DOCUMENT_TYPES, type DocumentType } from '@wcab/contract';
import { describe, expect, it } from 'vitest';
import { classifyDocument, strongestCueLine } from '../src/index';
import { featurize } from '../src/features';
import { logits, parseModel } from '../src/model';
import { findTitle } from '../src/titles';
import { SAMPLES } from './fixtures/samples';

const model = parseModel(JSON.parse(readFileSync(new URL('../model/model.json', import.meta.url), 'utf8')));

/** The model's lead of `type` over `other` (logits) on `pages`. */
function lead(pages: string[], type: DocumentType, other: DocumentType): number {
  const z = logits(model, featurize(pages, findTitle(pages)?.type));
  return z[model.classes.indexOf(type)]! - z[model.classes.indexOf(other)]!;
}

const untitled = SAMPLES.filter((s) => {
  const c = classifyDocument(s.pages);
  return c.document_type !== 'unknown' && !c.titleAt;
});

describe('strongestCueLine', () => {
  it('has samples to check (hand-written documents whose type is decided without a title)', () => {
    expect(untitled.length).toBeGreaterThanOrEqual(2);
  });

  it.each(untitled.map((s) => [s.name, s] as const))('%s: a line of the document that counts most for its type', (_name, s) => {
    const c = classifyDocument(s.pages);
    const type = c.document_type;
    const runnerUp = DOCUMENT_TYPES.filter((t) => t !== type).reduce((a, b) => (c.scores[b] > c.scores[a] ? b : a));
    const at = strongestCueLine(s.pages, type, c.scores);
    expect(at).toBeDefined();
    const lines = s.pages[at!.page]!.split('\n');
    const i = lines.findIndex((l) => l.trim() === at!.line);
    expect(i, at!.line).toBeGreaterThanOrEqual(0);
    const before = lead(s.pages, type, runnerUp);
    const without = (page: number, k: number) =>
      s.pages.map((p, j) =>
        j === page
          ? p
              .split('\n')
              .filter((_, n) => n !== k)
              .join('\n')
          : p,
      );
    const drop = before - lead(without(at!.page, i), type, runnerUp);
    expect(drop).toBeGreaterThan(0);
    // No other line's removal narrows the lead more.
    const drops = s.pages.flatMap((p, page) => p.split('\n').map((l, k) => (l.trim() ? before - lead(without(page, k), type, runnerUp) : -Infinity)));
    expect(drop).toBeGreaterThanOrEqual(Math.max(...drops) - 1e-9);
  });
});
