import { describe, expect, it } from 'vitest';
import { findAdjNumbers, normalizeAdj } from '../src/adj';

describe('findAdjNumbers', () => {
  it('finds plain ADJ numbers in document order without duplicates', () => {
    const text = 'Case Nos.: ADJ10107334 / ADJ3883203 /\nADJ9715955\nRe: ADJ3883203 again';
    expect(findAdjNumbers(text)).toEqual(['ADJ10107334', 'ADJ3883203', 'ADJ9715955']);
  });

  it('accepts 6 to 9 digits and refuses longer runs instead of truncating them', () => {
    expect(findAdjNumbers('ADJ123456 ADJ123456789 ADJ1234567890')).toEqual(['ADJ123456', 'ADJ123456789']);
    expect(findAdjNumbers('ADJ12345')).toEqual([]);
  });

  it('tolerates spacing, hyphens, labels and lower case', () => {
    expect(findAdjNumbers('WCAB Case No. ADJ 12282148')).toEqual(['ADJ12282148']);
    expect(findAdjNumbers('adj-7654321; AD J1112223; A.D.J. no: ADJ No. 4445556')).toEqual(['ADJ7654321', 'ADJ1112223', 'ADJ4445556']);
    expect(findAdjNumbers('ADJ#9876543')).toEqual(['ADJ9876543']);
  });

  it('repairs OCR confusions only inside a valid number', () => {
    expect(findAdjNumbers('Case Number: ADIJ3950292')).toEqual(['ADJ3950292']);
    expect(findAdjNumbers('ADJl23456O and ADJ1O2S457')).toEqual(['ADJ1234560', 'ADJ1025457']);
    // Three look-alikes in one run is a word, not a number.
    expect(findAdjNumbers('ADJ1O2S4B7')).toEqual([]);
    expect(findAdjNumbers('ADJ 123 4567')).toEqual(['ADJ1234567']);
    expect(findAdjNumbers("A'DJ7624258 and ADJ12267'51")).toEqual(['ADJ7624258', 'ADJ1226751']);
  });

  it('never borrows digits from neighbouring numbers', () => {
    // A page number after the ADJ number in a footer.
    expect(findAdjNumbers('ADJ2664173 1\nHon. Angela Wu')).toEqual(['ADJ2664173']);
    expect(findAdjNumbers('ADJ1234567 8901')).toEqual(['ADJ1234567']);
  });

  it('ignores words that merely start with ADJ and document titles', () => {
    expect(findAdjNumbers('adjusted by SEDGWICK; ADJOURNED; ADJ-LEGAL DOCS-NOTICE OF HEARING; HEADJ1234567')).toEqual([]);
  });
});

describe('normalizeAdj', () => {
  it('normalises caller-supplied case numbers', () => {
    expect(normalizeAdj(' adj 1234567 ')).toBe('ADJ1234567');
    expect(normalizeAdj('1234567')).toBe('ADJ1234567');
    expect(normalizeAdj('LAO 0812345')).toBeUndefined();
  });
});
