import { describe, expect, it } from 'vitest';
import { parseCaption } from '../src/caption';

describe('parseCaption', () => {
  it('reads a single-line caption', () => {
    const c = parseCaption('MARIA GARCIA, Applicant, vs. ACME CORP; ZENITH INSURANCE COMPANY, Defendants. Case No. ADJ1234567');
    expect(c).toMatchObject({ applicant: 'Maria Garcia', employer: 'Acme Corp', insurers: ['Zenith Insurance Company'] });
  });

  it('takes the first defendant as employer, not the insurer or its administrator', () => {
    const c = parseCaption(`WORKERS' COMPENSATION APPEALS BOARD
STATE OF CALIFORNIA
CARLOS GUTIERREZ,
 Applicant,
 vs.
WESTSIDE UNIFIED SCHOOL DISTRICT;
ZENITH INSURANCE COMPANY, adjusted by
INTERCARE HOLDINGS INSURANCE SERVICES,
 Defendants.
Case Number: ADJ10431996`);
    expect(c).toMatchObject({
      applicant: 'Carlos Gutierrez',
      employer: 'Westside Unified School District',
      insurers: ['Zenith Insurance Company'],
      administrators: ['Intercare Holdings Insurance Services'],
    });
  });

  it('handles a self-insured employer with its administrator', () => {
    const c = parseCaption(`JOHN O'BRIEN,

        Applicant,

   v.

CITY OF LOS ANGELES, permissibly self-insured, adjusted by TRISTAR RISK MANAGEMENT,

        Defendants.`);
    expect(c).toMatchObject({ applicant: "John O'Brien", employer: 'City of Los Angeles', administrators: ['Tristar Risk Management'] });
  });

  it('splits defendants on line-final commas when there are no semicolons', () => {
    const c = parseCaption(`TERESA NGUYEN-PHAM,
  Applicant(s),
vs.
BRIGHT SMILES DENTAL GROUP, LLC,
TRAVELERS PROPERTY CASUALTY COMPANY OF AMERICA,
  Defendant(s).`);
    expect(c).toMatchObject({ applicant: 'Teresa Nguyen-Pham', employer: 'Bright Smiles Dental Group, LLC' });
    expect(c?.insurers).toEqual(['Travelers Property Casualty Company of America']);
  });

  it('strips the right-hand column that OCR interleaves', () => {
    const c = parseCaption(`STATE OF CALIFORNIA
ANTHONY DIMAGGIO, WCAB Case No. ADJ11223344
Applicant, FINDINGS AND AWARD
VS
SIERRA MOUNTAIN RESORTS INC.:
STATE COMPENSATION INSURANCE FUND,
Defendants.`);
    expect(c).toMatchObject({ applicant: 'Anthony Dimaggio', employer: 'Sierra Mountain Resorts Inc.', insurers: ['State Compensation Insurance Fund'] });
  });

  it('reads the defendants when the caption names no applicant', () => {
    const c = parseCaption(`WORKERS' COMPENSATION APPEALS BOARD
STATE OF CALIFORNIA
IN RE THE ABOVE-REFERENCED CLAIM WCAB Case No. ADJ13498795
WESTSIDE UNIFIED SCHOOL DISTRICT; PROOF OF SERVICE
REPUBLIC INDEMNITY COMPANY OF
AMERICA, adjusted by GALLAGHER BASSETT
SERVICES, INC.,
Defendants.`);
    expect(c?.applicant).toBeUndefined();
    expect(c?.employer).toBe('Westside Unified School District');
  });

  it('keeps a generational suffix of the applicant', () => {
    const c = parseCaption('ROBERT JAMES WILSON, JR.,\n  Applicant,\nvs.\nCOASTAL TRANSIT AUTHORITY, permissibly self-insured,\n  Defendants.');
    expect(c).toMatchObject({ applicant: 'Robert James Wilson Jr.', employer: 'Coastal Transit Authority' });
  });

  it('reads a capitals caption whose roles stand at the line ends without a comma', () => {
    // The role set at the right margin, its gap lost in a copy of the page; the joining "and" in lower case.
    const c = parseCaption(`JEFFERSON CIRCUIT COURT
MIKELYN EDMONSON PLAINTIFF
v.
BILLY J. PRINCE JR. and
ACME MUTUAL COMPANY DEFENDANTS
By agreed motion filed by the parties, it is hereby ORDERED that the motion is granted.`);
    expect(c?.applicant).toBe('Mikelyn Edmonson');
    expect(c?.defendants.map((n) => n.toLowerCase().replace(/\.$/, ''))).toEqual(['billy j. prince jr', 'acme mutual company']);
  });

  it('takes no title that ends in a party role for a caption line', () => {
    const c = parseCaption(`REPRESENTATIVE TIMOTHY K. MOORE, ET AL.,
PETITIONERS,
v.
REBECCA HARPER, ET AL.
ON PETITION FOR WRIT OF CERTIORARI TO THE
NORTH CAROLINA SUPREME COURT
BRIEF FOR HARPER RESPONDENTS
IN OPPOSITION`);
    expect(JSON.stringify(c ?? {})).not.toMatch(/brief|petition for writ/i);
    expect(parseCaption('JUDGMENT FOR PLAINTIFF\nThe court finds for the plaintiff.')).toBeUndefined();
    // A service list's entry: a lien claimant heads no caption.
    expect(parseCaption('PROOF OF SERVICE\nJOHN DOE\nACME MEDICAL GROUP\nLIEN CLAIMANT\n123 Main Street')).toBeUndefined();
  });

  it('keeps a public officer sued as such by name, and one description wrapped at a capital AND whole', () => {
    const c = parseCaption(`FRIENDS OF THE EARTH, INC.,
Plaintiffs,
v.
PETER WATSON IN HIS OFFICIAL
CAPACITY AS PRESIDENT, and
PHILIP MERRILL IN HIS OFFICIAL
CAPACITY AS PRESIDENT AND
CHAIRMAN OF THE EXPORT-IMPORT BANK
Defendants.`);
    expect(c?.defendants).toEqual(['Peter Watson', 'Philip Merrill']);
  });

  it('is undefined for documents without a caption', () => {
    expect(parseCaption('Dear Counsel:\nApplicant: Maria Garcia\nEmployer: Acme Corp')).toBeUndefined();
    expect(parseCaption('Monica Ibarra\nApplicant, through counsel, requests a hearing.\nDefendants have not responded.')).toBeUndefined();
  });
});
