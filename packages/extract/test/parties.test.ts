import { describe, expect, it } from 'vitest';
import { extractParties, findParties } from '../src/parties';

describe('parties', () => {
  it('collects the caption parties, attorneys, firms and the deponent of a transcript', () => {
    const text = `WORKERS' COMPENSATION APPEALS BOARD
STATE OF CALIFORNIA
HOWARD LEE,
 Applicant,
 vs.
ORCHARD SUPPLY HARDWARE, LLC;
TRAVELERS INDEMNITY COMPANY, adjusted by
BROADSPIRE SERVICES, INC.,
 Defendants.
Case No.: ADJ11223344
DEPOSITION OF HOWARD LEE
Taken on Tuesday, 04/01/2025
APPEARANCES
For the Applicant:
 Greenberg Worker Advocates
 BY: Diane Koh, Esq.
For the Defendants:
 Lewis Brisbois Bisgaard & Smith LLP
 BY: Paul Ng, Esq.
Reported by: Karen Ode, CSR No. 1234
Also Present: Ana Ruiz, Certified Spanish Interpreter`;
    const p = findParties(text);
    expect(p.applicant).toBe('Howard Lee');
    expect(p.employer).toBe('Orchard Supply Hardware, LLC');
    expect(p.insurers).toContain('Travelers Indemnity Company');
    expect(p.administrators).toContain('Broadspire Services, Inc.');
    expect(p.attorneys).toEqual(['Diane Koh', 'Paul Ng']);
    expect(p.lawFirms).toEqual(expect.arrayContaining(['Greenberg Worker Advocates', 'Lewis Brisbois Bisgaard & Smith LLP']));
    expect(p.deponents).toEqual(['Howard Lee']);
    const all = extractParties(text);
    expect(all).not.toContain('Karen Ode');
    expect(all).not.toContain('Ana Ruiz');
    expect(all.filter((n) => /howard lee/i.test(n))).toHaveLength(1);
  });

  it('reads medical report parties and de-duplicates names written either way round', () => {
    const text = `Patient: Veronica Robinson
Employer: Pacific Coast Builders, Inc.
Claims Administrator: Gallagher Bassett Services, Inc. for Republic Indemnity Company of
America
ROBINSON, VERONICA - PR-2 - Page 1
Edward Kessler, M.D.
Primary Treating Physician`;
    const all = extractParties(text);
    expect(all).toEqual([
      'Veronica Robinson',
      'Pacific Coast Builders, Inc.',
      'Republic Indemnity Company of America',
      'Gallagher Bassett Services, Inc.',
      'Edward Kessler',
    ]);
  });

  it('reads law firms from letterheads, signatures and payee lines', () => {
    const text = `Bradford & Barthel, LLP
Attorneys at Law | 3480 Torrance Boulevard, Suite 300, Torrance, CA 90503
Very truly yours,
Karen T. Whitfield, Esq.
Attorney for Defendants
Hanna Brophy MacLean McAleer & Jensen
Payee Amount
Law Offices of Ramirez & Stein (attorney fee) $3,150.00
Employment Development Department (lien) $2,902.00`;
    const p = findParties(text);
    expect(p.lawFirms).toEqual(expect.arrayContaining(['Bradford & Barthel, LLP', 'Hanna Brophy MacLean McAleer & Jensen', 'Law Offices of Ramirez & Stein']));
    expect(p.lawFirms).not.toContain('Attorneys at Law');
    expect(p.attorneys).toEqual(['Karen T. Whitfield']);
    expect(p.lienClaimants).toEqual(['Employment Development Department']);
  });

  it('has no parties for non-legal text', () => {
    expect(extractParties('AquaPure 3-Stage Under-Sink Water Filter\nQuick Start Guide\nSafety Instructions')).toEqual([]);
  });

  it('names a physician printed as a party (signature, label, role in the case), not one a decision only mentions', () => {
    const opinion = `The District Court heard from several witnesses. Dr. Robert Marier testified that the clinic's staff
met the standard of care, and Dr. Ellen Hsu, who was retained by the State, disagreed with that view at length.
The record also contains a letter written by John Abbott, M.D., to the Department about the admitting privileges.`;
    expect(findParties(opinion).physicians).toEqual([]);
    const letter = `An appointment has been made for you with the Panel Qualified Medical Evaluator, Dr. Susan Park, on July 15, 2025.
Treating physician: Dr. Alan Wu
Sincerely,
Edward Kessler, M.D.`;
    expect(findParties(letter).physicians).toEqual(expect.arrayContaining(['Susan Park', 'Alan Wu', 'Edward Kessler']));
  });

  it("names no doctor listed among a board's members by their seats; a physician's own line and a panel's list still count", () => {
    const minutes = `Harbor Transit Authority
Board of Directors
Chair – Lorena Abbott, District L
Maria Quintero, District B
Dr. Helen Okafor, District E
Samuel Reyes, District A
MINUTES OF THE REGULAR MEETING`;
    expect(findParties(minutes).physicians).toEqual([]);
    expect(findParties('Treating physician:\nDr. Alan Wu, Orthopedics\nPatient: Ruth Lane').physicians).toEqual(['Alan Wu']);
    const panel = 'QME PANEL LIST\nDr. Anne Park, Orthopedic Surgery\nDr. Ben Ruiz, Orthopedic Surgery\nDr. Carl Sato, Orthopedic Surgery';
    expect(findParties(panel).physicians).toEqual(['Anne Park', 'Ben Ruiz', 'Carl Sato']);
  });

  it('takes no instruction printed after a label for a name', () => {
    const form = `NOTICE TO EMPLOYEE
Employer: Sunrise Foods, Inc.
Insurance Carrier: Zenith Insurance Company
Claims Administrator: Please complete the boxes below.
Lien Claimant: if any, list the provider who treated the employee`;
    const p = findParties(form);
    expect(extractParties(form)).toEqual(['Sunrise Foods, Inc.', 'Zenith Insurance Company']);
    expect(p.administrators).toEqual([]);
    // An organisation's small words in lower case stay a name.
    expect(findParties('Insurance Carrier: Bank of America dba BofA Insurance Services').insurers).toEqual(['Bank of America dba BofA Insurance Services']);
  });
});
