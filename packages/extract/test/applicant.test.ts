import { describe, expect, it } from 'vitest';
import { applicantName, employerName } from '../src/applicant';

describe('applicantName', () => {
  it.each([
    ['Applicant: Patricia Nguyen\nEmployer: Valley Fresh Produce, Inc.', 'Patricia Nguyen'],
    ['Patient: Gloria Alvarez\nDate of Birth: September 15, 1972', 'Gloria Alvarez'],
    ['RE: Linda Robinson\nEmployer: Inland Empire Poultry Co.', 'Linda Robinson'],
    ['Re: Tran, Kimberly v. Orchard Supply Hardware\nWCAB No.: ADJ7654321', 'Kimberly Tran'],
    ['RE:   Applicant: KIMBERLY TRAN\n      Employer: Orchard Supply', 'Kimberly Tran'],
    ['Claimant: Howard Lee\nClaim No.: 123-456', 'Howard Lee'],
    ['Employee Name: GARCIA, MARIA E.', 'Maria E. Garcia'],
    ['Injured Worker: Samuel Okoro', 'Samuel Okoro'],
    ["2. PATIENT'S NAME: ROBINSON, VERONICA 3. PATIENT'S BIRTH DATE: December 22, 1969", 'Veronica Robinson'],
    ["2. PATIENT'S NAME (Last, First, MI): NGUYEN, THANH V 3. BIRTH DATE", 'Thanh V. Nguyen'],
    ['INJURED EMPLOYEE Robert Sanchez 9145 Elm Street, Downey, CA', 'Robert Sanchez'],
    ['DEPOSITION OF LETICIA RAMIREZ\nTaken on Friday, 09/26/2025', 'Leticia Ramirez'],
    ['Case No.: ADJ3760996 Applicant: Patricia Nguyen', 'Patricia Nguyen'],
    ['RE:     Our Client:     Maria Elena Ruiz\n        Employer:       Golden Harvest Farms, Inc.', 'Maria Elena Ruiz'],
    ['Re: Claim of Thomas Brandt\nClaim Number: 1234-5678', 'Thomas Brandt'],
    ['Examinee: Rafael Ortega\nDate of Examination: 3/3/2025', 'Rafael Ortega'],
    ["2. PATIENT'S NAME (Last Name, First Name, Middle Initial)\nROBINSON, VERONICA\n3. PATIENT'S BIRTH DATE", 'Veronica Robinson'],
    ['Patient: MigueI Nguyen', 'Miguel Nguyen'],
    ['Applicant: JOSE MARTlNEZ', 'Jose Martinez'],
    // A scan broke the label with a stray space, or read its colon as a semicolon.
    ['A pplicant: Bernadette Echeverria\nEmployer: Granite Peak Bus Lines', 'Bernadette Echeverria'],
    ['Pati ent: Ingrid Olmedo\nDOB: 06/21/1966', 'Ingrid Olmedo'],
    ['Case No.: ADJ2900736\nApplica nt; Dorian O. Tejeda', 'Dorian O. Tejeda'],
    // A scan set two spaces between the given and the family name: one name, not the given name alone.
    ['Pati ent: Ingrid  Olmedo\nDOB: 06/21/1966', 'Ingrid Olmedo'],
    ['Patient: Ingrid  Olmedo', 'Ingrid Olmedo'],
  ])('%s', (text, want) => {
    expect(applicantName(text)).toBe(want);
  });

  it('prefers the caption over other mentions', () => {
    const text = 'ROSA NGUYEN,\n Applicant,\n vs.\nACME CORP;\nZENITH INSURANCE COMPANY,\n Defendants.\nRe: John Doe billing';
    expect(applicantName(text)).toBe('Rosa Nguyen');
  });

  it('falls back to a running footer', () => {
    expect(applicantName('DIAGNOSES\n1. M54.50 Low back pain\nROBINSON, LINDA - QME Report - Page 1')).toBe('Linda Robinson');
    expect(applicantName('TOTAL BILLED: $5,876.29\nStatement for Daniel Martinez - Page 1 of 1')).toBe('Daniel Martinez');
  });

  it('does not take a lien claimant for the applicant', () => {
    expect(applicantName('LIEN CLAIMANT: DR. JOHN SMITH\nApplicant: Rosa Diaz')).toBe('Rosa Diaz');
  });

  it('does not take attorneys or headings for the applicant', () => {
    expect(applicantName("Applicant's Attorney: Monica Ibarra, Esq.\nRE: Request for Authorization")).toBeUndefined();
    expect(applicantName('Slow Cooker Chicken Tortilla Soup\nServes 4')).toBeUndefined();
  });

  it('reads two-column OCR where labels and values are printed apart', () => {
    const text = `Patient:
Employer:
Claims Administrator:

FONTANA PHYSICAL MEDICINE & REHABILITATION
1491 Medical Center Drive, Fontana, CA

Maria Flores
Valley Fresh Produce, Inc.
Gallagher Bassett Services, Inc.

Claim No.: WC98027820`;
    expect(applicantName(text)).toBe('Maria Flores');
    expect(employerName(text)).toBe('Valley Fresh Produce, Inc.');
  });

  it('pairs scattered values with their labels only when each is the kind its label asks for', () => {
    // A claims letter's field block as Tesseract read it: labels, then values with blank lines and a row
    // that carries its own label ("WCAB Case No. ...") among them.
    const letter = (injury: string) => `Patricia Ramirez
2376 Elm Street

Applicant:
Employer:

Claim No.:
Date of Injury:
Insured:

Patricia Ramirez

Harbor Freight Logistics Corp.

WCAB Case No. ADJ16985546
2024-116138-WC

${injury}

Republic Indemnity Company of America

NOTICE REGARDING DELAY IN DECISION
Dear Ms. Ramirez:`;
    expect(applicantName(letter('12-13-22'))).toBe('Patricia Ramirez');
    expect(employerName(letter('12-13-22'))).toBe('Harbor Freight Logistics Corp.');
    // Where the date is not where the order says, nothing is paired: a name under the wrong label would be worse.
    expect(employerName(letter('injured at work'))).not.toBe('Harbor Freight Logistics Corp.');
  });
});

describe('employerName', () => {
  it.each([
    ['Employer: Costa Mesa Auto Body & Paint\nCase No.: ADJ2525505', 'Costa Mesa Auto Body & Paint'],
    ['EMPLOYER Pacific Coast Builders, Inc. 1500 Industrial Parkway, Downey, CA', 'Pacific Coast Builders, Inc.'],
    ["4. INSURED'S NAME: PACIFIC COAST BUILDERS, INC. 7. INSURED'S ADDRESS: PACOIMA, CA", 'Pacific Coast Builders, Inc.'],
    [
      '1. Carlos Hernandez, while employed on August 27, 2024 as a nurse, at Santa Ana, California, by Inland Empire Poultry Co., whose carrier was Zenith',
      'Inland Empire Poultry Co.',
    ],
    ['We have received the claim form for the injury reported to your employer, Inland Empire Poultry Co.. We need more', 'Inland Empire Poultry Co.'],
    ['Q. Who is your current employer?\nA. Del Amo Hospitality Group. I have been there six years.', 'Del Amo Hospitality Group'],
  ])('%s', (text, want) => {
    expect(employerName(text)).toBe(want);
  });
});
