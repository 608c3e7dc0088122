import { describe, expect, it } from 'vitest';
import { extractAll } from '../src/extractAll';
import { relinkLabelColumns } from '../src/labelColumns';

/** An itemized bill's header as Tesseract reads a scan of it: the label column, the letterhead, then the values. */
const BILL_OCR = `Patient:

Employer:

Claims Administrator:
Claim No.:

Date of Injury:
Statement Date:

STOCKTON PHYSICAL MEDICINE & REHABILITATION
7057 Medical Center Drive, Stockton, CA

ITEMIZED STATEMENT OF SERVICES

Daniel Martinez

Westside Unified School District
Sedgwick Claims Management Services
2023-432904-WC

September 23, 2022

September 4, 2025

Tax ID 95-8277534

DOS CPT Description Units Charge
May 18, 2025 97140 Manual therapy, each 15 min 2 $79.50`;

describe('relinkLabelColumns', () => {
  it('puts each value of a two-column header back after its label, past the letterhead between them', () => {
    const lines = relinkLabelColumns(BILL_OCR).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Patient: Daniel Martinez',
        'Employer: Westside Unified School District',
        'Claims Administrator: Sedgwick Claims Management Services',
        'Claim No.: 2023-432904-WC',
        'Date of Injury: September 23, 2022',
        'Statement Date: September 4, 2025',
        'STOCKTON PHYSICAL MEDICINE & REHABILITATION',
      ]),
    );
    // Each value appears once: its own line was emptied.
    expect(relinkLabelColumns(BILL_OCR).match(/Daniel Martinez/g)).toHaveLength(1);
  });

  it('so the injury date, the employer and the claim number are read as on the printed form', () => {
    const fields = extractAll([BILL_OCR]);
    expect(fields.dates.filter((d) => d.type === 'injury').map((d) => d.date)).toEqual(['2022-09-23']);
    expect(fields.applicantName).toBe('Daniel Martinez');
    expect(fields.employer).toBe('Westside Unified School District');
    expect(fields.caseNumbers).toContain('2023-432904-WC');
  });

  it('never files an address, a phone or a tax ID under a name label', () => {
    const text = `Patient:
Employer:

Claims Administrator:

8057 Medical Center Drive, Santa Ana, CA
Tax ID 95-9994535
Billing (877) 555-0181

ITEMIZED STATEMENT OF SERVICES

Juan Castillo
Harbor Freight Logistics Corp.
Sedgwick Claims Management Services

Claim No.: 05962174-494`;
    expect(relinkLabelColumns(text)).toContain('Employer: Harbor Freight Logistics Corp.');
    expect(extractAll([text]).employer).toBe('Harbor Freight Logistics Corp.');
  });

  it('pairs nothing when no run of values fits the labels', () => {
    const text = 'Patient:\nEmployer:\n\n1491 Medical Center Drive\n(909) 555-0100\n\nDear Sir or Madam, we write about the claim.';
    expect(relinkLabelColumns(text)).toBe(text);
  });
});
