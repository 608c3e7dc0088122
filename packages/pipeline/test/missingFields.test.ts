/**
 * When the read plan stops (readPlan.ts missingFields), on the text of the pages read so far, analysed as the
 * pipeline analyses it: a batch document is read on for an event date only while it announces an event it has
 * not dated yet (issue 36), never because it printed no typed date at all; a classify document, whose dates the
 * caller asks for, is also read on until it has a typed date.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText } from '../src/analysis/analyze';
import { missingFields } from '../src/read/readPlan';

const BATCH = { documentDate: true, adj: true, employer: false, events: 'announced' } as const;
const CLASSIFY = { documentDate: false, adj: true, employer: true, events: 'typed' } as const;
const missing = (lines: string[]) => missingFields(analyzeText([lines.join('\n')]), BATCH);

const bill = (amount: string) => [
  'COASTAL IMAGING CENTER',
  'ITEMIZED BILLING STATEMENT',
  'Statement date: 03/14/2025',
  'Patient: MARIA GARCIA',
  'Employer: ACME LOGISTICS, INC.',
  'Claim: ADJ12345678',
  'Date of service 02/02/2025   MRI lumbar spine without contrast   72148   $1,850.00',
  amount,
];

describe('the read plan reads on for an event date', () => {
  it('not for a bill or a letter that announces no event', () => {
    expect(missing(bill('Amount due: $1,850.00. Please remit within 45 days.'))).not.toContain('event date');
    expect(missing(bill('Balance due: $1,850.00.'))).not.toContain('event date');
    const letter = [
      'MARSHALL & ORTEGA, LLP',
      '04/02/2025',
      'RE: MARIA GARCIA v. ACME LOGISTICS, INC.',
      'ADJ No.: ADJ12345678',
      'Dear Claims Examiner:',
      'Please reinstate the temporary disability payments and authorize the physical therapy requested.',
    ];
    expect(missing(letter)).not.toContain('event date');
    // A classify answer reads such a letter on for a typed date (a deposition set on its next page).
    expect(missingFields(analyzeText([letter.join('\n')]), CLASSIFY)).toContain('event date');
  });

  it('while an announced event or due date is not dated yet, and no longer once it is', () => {
    expect(missing(bill('Your written objection is due by the date stated on the next page.'))).toContain('event date');
    const notice = [
      "WORKERS' COMPENSATION APPEALS BOARD",
      'MARIA GARCIA, Applicant, vs. ACME LOGISTICS, INC., Defendants.',
      'Case No. ADJ12345678',
      'NOTICE OF HEARING',
      'The above case is set for hearing as stated on the next page.',
    ];
    expect(missing(notice)).toContain('event date');
    expect(missing([...notice, 'MANDATORY SETTLEMENT CONFERENCE on 05/12/2025 at 8:30 a.m. at the Oakland District Office.'])).not.toContain('event date');
  });

  it('not at all when the answer needs no events', () => {
    const notice = ['NOTICE OF HEARING', 'MARIA GARCIA, Applicant', 'Case No. ADJ12345678', 'This case is set for hearing as stated on the next page.'];
    expect(missingFields(analyzeText([notice.join('\n')]), { ...BATCH, events: false })).not.toContain('event date');
  });
});
