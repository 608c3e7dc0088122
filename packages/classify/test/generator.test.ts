import { DOCUMENT_TYPES } from '@wcab/contract';
import { describe, expect, it } from 'vitest';
import { generateDataset } from '../scripts/gen/dataset';

describe('training data generator', () => {
  it('is deterministic for a seed and covers every type', () => {
    const a = generateDataset({ seed: 42, perClass: 3 });
    const b = generateDataset({ seed: 42, perClass: 3 });
    expect(a).toEqual(b);
    expect(new Set(a.map((d) => d.label))).toEqual(new Set(DOCUMENT_TYPES));
    expect(a.every((d) => d.pages.length > 0 && d.pages.join('').length > 50)).toBe(true);
  });

  it('changes with the seed', () => {
    const a = generateDataset({ seed: 1, perClass: 2 });
    const b = generateDataset({ seed: 2, perClass: 2 });
    expect(a.map((d) => d.pages.join())).not.toEqual(b.map((d) => d.pages.join()));
  });
});
