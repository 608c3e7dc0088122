import { describe, expect, it } from 'vitest';
import { repairVocabulary, repairWords } from '../src/fuzzy';
import { normalizeText } from '../src/text';

describe('repairWords', () => {
  it.each([
    ['Emp1oyer', 'Employer'],
    ['0ffice', 'office'],
    ['0RDER', 'ORDER'],
    ['Case N0.: 12', 'Case NO.: 12'],
    ['no0.', 'noo.'],
    ['go t0 the', 'go to the'],
    ['MARTlNEZ', 'MARTINEZ'],
    ['CastiIlo', 'Castillo'],
    ['lnjury', 'Injury'],
    ['| declare', 'I declare'],
  ])('%s -> %s', (printed, repaired) => {
    expect(repairWords(printed)).toBe(repaired);
  });

  it('leaves digits next to digits and ordinary words alone', () => {
    for (const s of ['ADJ1023', 'I10', '2O25', 'at 10:00', 'Hello World', 'ALL CAPS TEXT', 'l.', 'abcd0.']) {
      expect(repairWords(s)).toBe(s);
    }
  });
});

describe('repairVocabulary', () => {
  it.each([
    ['Datc 0f lnjury', 'Date 0f injury'],
    ['bcfore', 'before'],
    ['C0NFERENCE', 'CONFERENCE'],
    ['Dcfendants', 'Defendants'],
    ['HEAR1NG', 'HEARING'],
    ['c1aimant', 'claimant'],
  ])('%s -> %s', (printed, repaired) => {
    expect(repairVocabulary(printed)).toBe(repaired);
  });

  it('keeps words that only resemble the vocabulary', () => {
    // h/b is not a swap ("bearing"), three swaps are too many for a short word, and digits alone are a number.
    for (const s of ['bearing', 'D8t3', '2025', 'datedx', 'Employers', 'HEAR1NGS', 'c0nfcrcncc']) expect(repairVocabulary(s)).toBe(s);
  });
});

describe('normalizeText', () => {
  it('gives the same result for the same text every time', () => {
    const raw = 'Emp1oyer: ACME\f\u201CHEAR1NG\u201D on 0ctober 3';
    const once = normalizeText(raw);
    expect(normalizeText(`${raw}`)).toBe(once);
    expect(normalizeText(raw.slice(0))).toBe('Employer: ACME\n\n"HEARING" on october 3');
  });
});
