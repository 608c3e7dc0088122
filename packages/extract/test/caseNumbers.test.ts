import { describe, expect, it } from 'vitest';
import { findCaseNumbers } from '../src/caseNumbers';

describe('findCaseNumbers', () => {
  it('lists ADJ numbers first, then labelled case and claim numbers', () => {
    const text = [
      'Claim No.: 05379546-341',
      'WCAB Case Nos. ADJ15622042 / ADJ1226751',
      'Claim Number: WC55439782',
      'Superior Court Case No. BC712345',
      'Legacy case: LAO 0812345 and VNO0512345',
    ].join('\n');
    expect(findCaseNumbers(text)).toEqual(['ADJ15622042', 'ADJ1226751', 'LAO 0812345', 'VNO 0512345', '05379546-341', 'WC55439782', 'BC712345']);
  });

  it('never takes phone, fax, ZIP, tax id, NPI, dates or invoice numbers', () => {
    const text = [
      'Phone (800) 555-0133   Fax (818) 555-0198',
      'Encino, CA 91436',
      'Tax ID 95-8277534',
      'BILLING PROVIDER NPI 1135707501',
      'Invoice #: INV-39479',
      'Date of Injury: 10/12/2023',
      "INSURED'S I.D. NUMBER: 05906016-771",
      'SSN: 123-45-6789',
    ].join('\n');
    expect(findCaseNumbers(text)).toEqual([]);
  });

  it('stops a labelled value at the next field on the line', () => {
    expect(findCaseNumbers('Claim #: 2024-116138-WC   Date of Injury: 12-13-22')).toEqual(['2024-116138-WC']);
    expect(findCaseNumbers('Claim 2024-116138-WC | Page 1 of 1')).toEqual(['2024-116138-WC']);
    expect(findCaseNumbers('11b. OTHER CLAIM ID: \n11c. INSURANCE PLAN NAME')).toEqual([]);
  });
});
