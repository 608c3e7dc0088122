/**
 * Issue 31, precision first: a date is typed only where the document states it as such for its own case. Each
 * case is a structure read on the real set's development half, written anew by hand in more than one wording.
 */
import { describe, expect, it } from 'vitest';
import { extractDates } from '../src/dates';

const typed = (text: string) => extractDates(text).map((d) => `${d.date} ${d.type}`);

describe('"hearing" the sense is no hearing', () => {
  it.each([
    'The Veteran has had bilateral hearing loss since his discharge on June 3, 1977.',
    'Applicant claims hearing loss from noise exposure; audiogram of 03/04/2025 attached.',
    'The hearing test performed on January 9, 2025 showed a mild deficit.',
    'New hearing aids were fitted on 2/2/2025.',
  ])('%s', (text) => {
    expect(typed(text).filter((d) => d.endsWith('hearing'))).toEqual([]);
  });

  it('still reads a hearing set for a date, and a hearing on a hearing-loss claim', () => {
    expect(typed('The hearing is set for March 3, 2026 at 8:30 a.m.')).toEqual(['2026-03-03 hearing']);
    expect(typed('The hearing on the hearing loss claim is set for April 7, 2026.')).toEqual(['2026-04-07 hearing']);
  });
});

describe('"on or before" is a deadline only where the sentence asks for something', () => {
  it.each([
    ['Objections must be filed on or before May 1, 2026.', 'deadline'],
    ['Please return the signed form on or before 06/15/2026.', 'deadline'],
    ['On or before July 1, 2026, the custodian shall produce the records.', 'deadline'],
    ['These rules do not apply to claims pending before the Board on or before August 4, 2014.', 'other'],
    ['The statute covers injuries reported on or before December 31, 2012.', 'other'],
  ])('%s -> %s', (text, type) => {
    expect(extractDates(text).map((d) => d.type)).toEqual([type]);
  });
});

describe('a bound is no injury date of this case', () => {
  it.each([
    'INSTRUCTIONS: For injuries occurring on or after January 1, 2013, use form DWC-AD 10133.36.',
    'If you were injured before April 19, 2004, the old schedule applies.',
    'Permanent disability for an injury after 1/1/2013 is rated under the 2005 schedule.',
  ])('%s', (text) => {
    expect(typed(text).filter((d) => d.endsWith('injury'))).toEqual([]);
  });

  it('still reads an injury on or about a date', () => {
    expect(typed('Applicant was injured on or about March 3, 2023 when she fell.')).toEqual(['2023-03-03 injury']);
  });
});

describe('a word of a sentence types only the date right after it', () => {
  it('does not give an accident to a date past other numbers (a page footer printed mid-sentence)', () => {
    const text = `was involved in an accident after takeoff from the field near
VerDate Sep<11>2014 16:21 Aug 05, 2020 Jkt 250001 PO 00000 Frm 00001
the coast.`;
    expect(typed(text).filter((d) => d.endsWith('injury'))).toEqual([]);
  });

  it('keeps an injury told in a sentence with a few words between', () => {
    expect(typed('The applicant sustained an injury to the lower back on May 5, 2024 while lifting.')).toEqual(['2024-05-05 injury']);
  });
});

describe("a sentence that opens with its date under a label is the label's answer", () => {
  it("does not take the label's words for the date's type", () => {
    const form = `Date of Incident: 01/09/2025
Description of the incident, including the suspected cause of death, injury or abuse:
On January 10, 2025, the agency received a report regarding the child.`;
    expect(typed(form)).toEqual(['2025-01-09 injury', '2025-01-10 other']);
  });

  it('still reads a label above its own date', () => {
    expect(typed('Date of Injury:\n03/03/2024')).toEqual(['2024-03-03 injury']);
  });

  it('does not give an injury of its own case to an accident known by its own name', () => {
    expect(typed('The directive followed the Coastal Air Flight 88 accident on May 2, 2019 and a second one.')).toEqual(['2019-05-02 other']);
    expect(typed('Since the Bridgeport Refinery accident on 6/14/2021, inspections are yearly.')).toEqual(['2021-06-14 other']);
  });

  it('still reads an accident of its own case, told with capitals or an article', () => {
    expect(typed('She was hurt in a Motor Vehicle accident on March 3, 2024.')).toEqual(['2024-03-03 injury']);
    expect(typed("Mr. Osei's injury on 4/5/2024 was reported the same day.")).toEqual(['2024-04-05 injury']);
  });
});

/**
 * Issue 31's own list (instructions, boilerplate, a cited case, a form's labels), written by hand: none of these is a
 * structure copied from a real document's text.
 */
describe("a form's example of how to write a date is no date of this case", () => {
  it.each([
    'Date of injury (e.g. 01/02/2023):',
    'Example: Hearing Date: 01/01/2020',
    'Enter the date of injury, for example 3/14/2019, in box 4.',
    'Write the appointment date as MM/DD/YYYY, such as 12/31/2024.',
  ])('%s', (text) => {
    expect(typed(text).filter((d) => !d.endsWith('other'))).toEqual([]);
  });

  it('still reads the date filled in beside an instruction, or restated', () => {
    expect(typed('Date of injury (MM/DD/YYYY): 02/03/2024')).toEqual(['2024-02-03 injury']);
    expect(typed('Matters such as the hearing set for 03/03/2026 stay on calendar.')).toEqual(['2026-03-03 hearing']);
  });
});

describe('a bound is no setting of this case', () => {
  it.each([
    'NOTICE: Hearings set on or after January 1, 2020 will be held by video.',
    'Trials calendared after 7/1/2019 follow the new rule.',
    'Appointments made since March 3, 2021 need a referral.',
  ])('%s', (text) => {
    expect(typed(text).filter((d) => !d.endsWith('other'))).toEqual([]);
  });

  it('still reads the setting beside the rule', () => {
    expect(typed('Hearings set on or after January 1, 2020 are held by video. The hearing in this case is set for 03/03/2026.')).toEqual([
      '2020-01-01 other',
      '2026-03-03 hearing',
    ]);
  });
});

describe("a date of a case the sentence cites is not this case's", () => {
  it.each([
    'In Ortega v. Blue Harbor Packing, the applicant fell on 2/2/2010 and the Board reversed.',
    'The court in Lindgren v. Acme Rail, 123 F.3d 456 (9th Cir. 1999), found that plaintiff was injured on June 1, 1995.',
    'See Mireles v. Stone Mill (2015) 80 Cal.Comp.Cases 310, where the hearing set for April 4, 2014 was continued.',
  ])('%s', (text) => {
    expect(typed(text).filter((d) => !d.endsWith('other'))).toEqual([]);
  });

  it("still reads this case's own dates beside its own case name", () => {
    expect(typed('Re: Dana Whitcombe v. Orchard Supply\nThe MSC is set for 04/04/2026 at 8:30 a.m.')).toEqual(['2026-04-04 hearing']);
    expect(typed('Applicant Dana Whitcombe v. Orchard Supply; the trial is set for 05/05/2026.')).toEqual(['2026-05-05 trial']);
  });
});

describe("a form's label left blank does not type another field's date", () => {
  it.each([
    'Date of Injury: Date of Request: 03/03/2020',
    'Date of Injury:   Printed 10/10/2024',
    'Hearing Date:\nDate: 10/10/2024',
    'Appointment Date:   Date of Service: 04/04/2024',
  ])('%s', (text) => {
    expect(typed(text).filter((d) => !d.endsWith('other'))).toEqual([]);
  });

  it('still reads a filled label, and a heading over a bare "Date:"', () => {
    expect(typed('Date of Injury: 01/01/2019   Date of Request: 03/03/2020')).toEqual(['2019-01-01 injury', '2020-03-03 other']);
    expect(typed('Date of Injury: on or about 01/01/2019')).toEqual(['2019-01-01 injury']);
    expect(typed('STATUS CONFERENCE\nTime: 9:00 AM\nDate: 03/03/2026')).toEqual(['2026-03-03 hearing']);
    expect(typed('HEARING:\nDate: 03/03/2026')).toEqual(['2026-03-03 hearing']);
  });
});

describe('a stamp and a sentence are no deadline or injury heading', () => {
  it('does not take a past participle before "by" for a deadline', () => {
    expect(typed('Last updated by 03/03/2025')).toEqual(['2025-03-03 other']);
    expect(typed('Form completed by 04/04/2025 at the front desk.')).toEqual(['2025-04-04 other']);
  });

  it('still reads a deadline asked with "by"', () => {
    expect(typed('The form must be completed by 04/04/2025.')).toEqual(['2025-04-04 deadline']);
    expect(typed('Please respond by 05/05/2025.')).toEqual(['2025-05-05 deadline']);
    expect(typed('Objections must be received by 06/06/2025.')).toEqual(['2025-06-06 deadline']);
  });

  it('does not take a sentence above a bare "Date:" for an injury heading', () => {
    expect(typed('Patient was injured at work.\nDate: 03/03/2025')).toEqual(['2025-03-03 other']);
    expect(typed('INJURY\nDate: 03/03/2025')).toEqual(['2025-03-03 injury']);
  });
});

describe('a word that qualifies the date is no other field between its label and the date', () => {
  it.each([
    ['Date of Hearing:   On 04/07/2026', '2026-04-07 hearing'],
    ['DATE OF HEARING:   ON 04/07/2026', '2026-04-07 hearing'],
    ['Date of Injury:  Various  03/03/2023', '2023-03-03 injury'],
    ['DATE OF INJURY:   CUMULATIVE 01/01/2020', '2020-01-01 injury'],
  ])('%s', (text, expected) => {
    expect(typed(text)).toEqual([expected]);
  });

  it('still drops a label left blank before another field', () => {
    expect(typed('Date of Injury:   Printed 10/10/2024').filter((d) => d.endsWith('injury'))).toEqual([]);
  });
});

describe("what a row says after its date is that row's, never a label of the next row's date", () => {
  it("reads no event in a docket's status rows", () => {
    const status = 'Status Date   Processing Status\n03/10/2025 Awaiting Hearing\n02/14/2025 Awaiting Trial Scheduling\n01/06/2025 Awaiting Arraignment';
    expect(typed(status).filter((d) => !d.endsWith('other'))).toEqual([]);
  });

  it("reads no injury in a bill's service lines (a CT scan is no cumulative trauma of the next line's date)", () => {
    const bill =
      'Date   CPT   Description   Charge\n05/02/2025 99284 Emergency Visit, High Complexity $2,100.00\n05/02/2025 72125 CT Cervical Spine $1,400.00\n05/02/2025 80053 Metabolic Panel $240.00';
    expect(typed(bill).filter((d) => d.endsWith('injury'))).toEqual([]);
  });

  it("reads no injury in an imaging report: its CT is the scan, its accession a code, its study date the exam's", () => {
    const report =
      'CT Chest/Abdomen/Pelvis with Contrast - Radiology Report\nPatient ID: P100\nAccession: ACC-CT-2026-0412-007\n' +
      'Study Date: 2026-04-12\nModality: CT\nIndication\nFollow-up of a known nodule. Prior CT 2025-10-02 for comparison.';
    expect(typed(report).filter((d) => d.endsWith('injury'))).toEqual([]);
    expect(typed(report)).toContain('2026-04-12 other');
  });

  it('reads no injury in a stamp: a date printed with its clock time is when something was done, no period of trauma', () => {
    expect(typed('F. Gelev, Member\n21 July 2025 CT - 21/07/2025 10:18').filter((d) => d.endsWith('injury'))).toEqual([]);
    expect(typed('Printed by: JT  CT: 03/14/2025 4:05 PM').filter((d) => d.endsWith('injury'))).toEqual([]);
    expect(typed('Cumulative trauma 11/02/2024 09:30').filter((d) => d.endsWith('injury'))).toEqual([]);
  });

  it("still reads the claim's CT by the period that follows it", () => {
    expect(typed('CT: 01/01/2019 - 06/30/2023')).toEqual(['2019-01-01 injury', '2023-06-30 injury']);
    expect(typed('Date of injury: CT 3/1/2020 to 2/28/2022')).toEqual(['2020-03-01 injury', '2022-02-28 injury']);
    expect(typed('CT injury from January 5, 2021 through March 9, 2023')).toEqual(['2021-01-05 injury', '2023-03-09 injury']);
  });

  it('still reads a label that opens the line of its own date, and a heading over a date', () => {
    expect(typed('Hearing Date: 01/12/2026\nTrial Date: 02/23/2026')).toEqual(['2026-01-12 hearing', '2026-02-23 trial']);
    expect(typed('1 11/25/2024 Notice filed\nTrial 1/13/25 Courtroom 5')).toContain('2025-01-13 trial');
  });
});

describe("a Markdown field's bold label starts its own clause", () => {
  it("does not take a note's title for the type of its creation date", () => {
    expect(typed('# Follow-up Note\n**Document ID:** abc-123\n**Date Created:** 2023-10-27')).toEqual(['2023-10-27 other']);
    expect(typed('# Hearing Summary\n- **Record ID:** x-9\n- **Date Created:** 2024-02-02')).toEqual(['2024-02-02 other']);
  });

  it('still reads a plain bullet under its heading', () => {
    expect(typed('## Follow-up Appointments\n- Orthopedics: Dr. Park - 2 weeks for wound check (2025-03-12)')).toEqual(['2025-03-12 appointment']);
  });
});

describe("a recurring schedule's next turn is no deadline of a case", () => {
  it.each([
    'Equipment inspection log\nUnit 4 extinguisher  Last Checked: 01/15/2025  Next Due Date: 07/15/2025',
    'Immunization record\nTdap booster given 03/02/2024; next dose due 03/02/2034.',
    'Vehicle surveillance summary. Next service due on 9/30/2025.',
  ])('%s', (text) => {
    expect(typed(text).filter((d) => d.endsWith('deadline'))).toEqual([]);
  });

  it('still reads what a case must do by a date, and a due date that is not a next one', () => {
    expect(typed('Your response is due by May 5, 2026.')).toEqual(['2026-05-05 deadline']);
    expect(typed('Due Date: 06/01/2026 for the Answer to the Petition for Reconsideration.')).toEqual(['2026-06-01 deadline']);
  });
});

describe("an invoice's or a statement's due date is its payment term, no deadline of a case", () => {
  it.each([
    'Invoice FA-2019-0112\nInvoice Date 04/02/2019\nPayment Terms net 30\nDue Date 05/02/2019\nYour Reference PO-8812',
    '# Patient Statement\n**Statement Date**: March 31, 2025\n**Due Date**: April 15, 2025\n## Account Summary',
    'WESTVIEW CLINIC\nInvoice #4471\nOffice visit: $180\nTOTAL AMOUNT: $180\nPayment Due: 2025-06-30',
    '| Service | Amount |\n| Water | 38.20 |\n**Subtotal:** 38.20\n**Total Amount Due:** 38.20\n## Payment Details\n**Due Date:** August 1, 2025',
  ])('%s', (text) => {
    expect(typed(text).filter((d) => d.endsWith('deadline'))).toEqual([]);
  });

  it("still reads a case's deadline printed under a balance", () => {
    const bill = 'Invoice #88 Total Amount: $950.00 for the lien.\nDue Date: 06/01/2026 for the Answer to the Petition for Reconsideration.';
    expect(typed(bill)).toContain('2026-06-01 deadline');
    expect(typed('Amount due: $40.00\nYour appeal is due by July 7, 2026.')).toContain('2026-07-07 deadline');
  });
});

describe('a sentence before a Markdown heading is not the clause of a date under it', () => {
  it.each([
    'Because of this change, we may have paid you more than you were due.\n### What Our Records Show\nYou reduced your credit hours from 12 hours to 6 hours on November 5, 1996.',
    'Your deposition is scheduled.\n## Prior treatment\nShe underwent knee surgery on 1/5/2024.',
    'The answer is due.\n# Background\nThe policy lapsed on 3/1/2023.',
    'The trial was continued twice!\n#### Employment\nHe was hired on 08/14/2019.',
  ])('%s', (text) => {
    expect(typed(text).every((d) => d.endsWith(' other'))).toBe(true);
  });

  it('still reads a heading that names the event, and a date whose own sentence types it', () => {
    expect(typed('### Hearing\nThe hearing is set for March 3, 2026.')).toEqual(['2026-03-03 hearing']);
    expect(typed('Thank you for your letter.\n## Deadline\nResponses are due by May 5, 2026.')).toEqual(['2026-05-05 deadline']);
    expect(typed('We need the report.\n### When we need it\nSend it by June 30, 2026.')).toEqual(['2026-06-30 deadline']);
  });
});

describe('"due to" before a noun gives a cause, no deadline', () => {
  it.each([
    'Because of poor intake and dehydration due to vomiting, she was admitted on 04/12/2024 and treated with fluids.',
    'He was intubated due to respiratory failure and extubated on February 9, 2025.',
    'The surgery was postponed due to the holiday; it was performed on 06/07/2023.',
    'Claims for treatment rendered due to the injury on or before June 1, 2015 are paid under the old schedule.',
    'Bills for care given due to the accident on or before 03/01/2019 were reduced.',
  ])('%s', (text) => {
    expect(typed(text).filter((d) => d.endsWith('deadline'))).toEqual([]);
  });

  it('still reads what is due on or by a date, and a request set beside a cause', () => {
    expect(typed('Your response is due on March 3, 2025.')).toEqual(['2025-03-03 deadline']);
    expect(typed('Payment is due 04/15/2025.')).toEqual(['2025-04-15 deadline']);
    expect(typed('Objections are due to the court by June 2, 2025.')).toEqual(['2025-06-02 deadline']);
    expect(typed('Records requested due to the dispute must be produced on or before April 2, 2025.')).toEqual(['2025-04-02 deadline']);
  });
});

describe("an inspection's opening and closing conference is no hearing", () => {
  it.each([
    '| Inspection Nr | 1700231.015 |\n| Date Opened | 02/03/2024 |\n| Close Conference | 03/14/2024 |\n| Case Closed | |',
    'The closing conference was held with the plant manager on May 2, 2023.',
    'Opening conference: 01/09/2025. Walkaround: 01/09/2025 - 01/10/2025.',
    'An exit conference took place on August 8, 2024 at the facility.',
  ])('%s', (text) => {
    expect(typed(text).filter((d) => d.endsWith('hearing'))).toEqual([]);
  });

  it('still reads a conference set before the tribunal', () => {
    expect(typed('| Status Conference | 03/14/2026 |')).toEqual(['2026-03-14 hearing']);
    expect(typed('A mandatory settlement conference is set for April 2, 2026 at 8:30 a.m.')).toEqual(['2026-04-02 hearing']);
    expect(typed('The conference is set for June 9, 2026.')).toEqual(['2026-06-09 hearing']);
  });
});
