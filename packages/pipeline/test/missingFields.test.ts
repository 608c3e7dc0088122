/**
 * When the read plan stops (readPlan.ts missingFields), on the text of the pages read so far, analysed as the
 * pipeline analyses it: a batch document is read on for an event date only while it announces an event it has
 * not dated yet (issue 36), never because it printed no typed date at all; a classify document, whose dates the
 * caller asks for, is also read on until it has a typed date. After the plan, which documents have the pages it
 * left glanced at for a later event (issue 31): those whose pages read set one, and those of a kind of paper that
 * sets its events anywhere in its body, however sure of the type the classifier already is.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText } from '../src/analysis/analyze';
import { laterEventsPossible, missingFields, showsNewTypedDate } from '../src/read/readPlan';

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

describe('after the plan, the pages it left are glanced at for an event', () => {
  const report = [
    "PRIMARY TREATING PHYSICIAN'S PROGRESS REPORT (PR-2)",
    'Patient: MARIA GARCIA',
    'Employer: ACME LOGISTICS, INC.',
    'Claim No.: ADJ12345678',
    'Date of Injury: 01/15/2025',
    'SUBJECTIVE COMPLAINTS: low back pain radiating to the left leg, worse with lifting.',
    'OBJECTIVE FINDINGS: lumbar flexion limited to 40 degrees; straight leg raise positive on the left.',
    'DIAGNOSIS: lumbar radiculopathy. TREATMENT: physical therapy twice a week, medication as prescribed.',
  ];
  const read = analyzeText([report.join('\n')]);

  it('of a medical report that has set no event yet, by its kind; not of a bill', () => {
    expect(read.documentType).toBe('medical_report');
    expect(read.dates.some((d) => d.type === 'injury')).toBe(true);
    expect(laterEventsPossible(read)).toBe('kind');
    const billRead = analyzeText([bill('Balance due: $1,850.00.').join('\n')]);
    expect(billRead.documentType).toBe('billing');
    expect(laterEventsPossible(billRead)).toBeUndefined();
  });

  it('of any document whose pages read set an event', () => {
    const notice = [
      "WORKERS' COMPENSATION APPEALS BOARD",
      'MARIA GARCIA, Applicant, vs. ACME LOGISTICS, INC., Defendants.',
      'Case No. ADJ12345678',
      'NOTICE OF HEARING',
      'MANDATORY SETTLEMENT CONFERENCE on 05/12/2025 at 8:30 a.m. at the Oakland District Office.',
    ];
    expect(laterEventsPossible(analyzeText([notice.join('\n')]))).toBe('sets');
  });

  it("and a page of a document that has set none is read for a typed date its glance shows, not for a record's date", () => {
    const glance = (line: string) => analyzeText([line]);
    expect(showsNewTypedDate(glance('PLAN: Return to clinic: next appointment 06/03/2025 at 2:15 PM.'), read)).toBe(true);
    expect(showsNewTypedDate(glance('Records reviewed: MRI of the lumbar spine dated 02/02/2025.'), read)).toBe(false);
    // The injury date already read is nothing new.
    expect(showsNewTypedDate(glance('Date of Injury: 01/15/2025'), read)).toBe(false);
  });
});
