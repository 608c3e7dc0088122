import { DOCUMENT_TYPES } from '@wcab/contract';
import { describe, expect, it } from 'vitest';
import { makeCase } from '../scripts/gen/context';
import { generateDataset } from '../scripts/gen/dataset';
import { FORMS } from '../scripts/gen/kinds/forms';
import { Rng } from '../scripts/gen/rng';

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

  it("numbers a form's pages truthfully: a footer's 'Page n of N' is the page's own place in the form", () => {
    // A "Page 1 of 2" on a form of one page says the document goes on where it ends (the splitter's continuation cue).
    const rng = new Rng(5);
    let footers = 0;
    for (let k = 0; k < 400; k++) {
      const [, template] = FORMS[k % FORMS.length]!;
      const { pages } = template(rng, makeCase(rng));
      pages.forEach((page, i) => {
        for (const m of page.matchAll(/\bPage (\d+) of (\d+)\b/g)) {
          footers++;
          expect([Number(m[1]), Number(m[2])]).toEqual([i + 1, pages.length]);
        }
      });
    }
    expect(footers).toBeGreaterThan(20);
  });
});
