/**
 * Issue 31, recall: names a record prints in its own label structure (Markdown bold labels, a "Name:" line under a
 * patient section's heading). Written anew by hand with other names, in more than one arrangement; the negatives
 * keep the rule to the patient's own section.
 */
import { describe, expect, it } from 'vitest';
import { applicantName } from '../src/applicant';
import { extractParties } from '../src/parties';

describe('a Markdown bold label is a label', () => {
  it.each([
    ['# DISCHARGE SUMMARY\n**Patient Name:** Teodora Vasquez\n**MRN:** 5566778\n**Admission Date:** 2025-03-02', 'Teodora Vasquez'],
    ['## Encounter\n- **Patient:** Lars Henningsen\n- **Visit Type:** Office', 'Lars Henningsen'],
    // A record's bracketed tag before the name is no part of it.
    ['**Patient Name:** [TEST] Odile Marchetti\n**MRN:** 1234', 'Odile Marchetti'],
  ])('%j', (text, name) => {
    expect(applicantName(text)).toBe(name);
  });
});

describe('"Name:" under a patient section heading is the patient', () => {
  it.each([
    ['# Follow-up Note\n## Patient Information\n- **Patient ID:** p-1182\n- **Name:** Marisol Ibarra\n- **Gender:** Female', 'Marisol Ibarra'],
    ['Clinic Record\nPatient Information:\nName: Desmond Okafor\nDate of Birth: 02/11/1969', 'Desmond Okafor'],
    ['LAB REPORT\nPATIENT DETAILS\nName: Ingrid Solberg\nDOB: 07/07/1950', 'Ingrid Solberg'],
  ])('%j', (text, name) => {
    expect(extractParties(text)).toContain(name);
  });

  it.each([
    // Another section's "Name:" (the clinician's, the insured's) is not the patient's.
    '## Clinician Information\n- **Name:** Harriet Olsen\n- **Specialization:** Cardiology',
    'Insured Information:\nName: Harriet Olsen\nPolicy: 5512',
    // A paragraph between the heading and the label ends the section.
    'Patient Information\nThe record below was requested by the carrier\nName: Harriet Olsen',
  ])('%j', (text) => {
    expect(applicantName(text)).toBeUndefined();
  });
});

describe("a letter's addressee block marked by an Attention line", () => {
  it.each([
    [
      'NDA 555123\nCOMPLETE RESPONSE\nHalvorsen Biologics, Inc.\n400 Quarry Road, Suite 12\nNewark, DE 19711\nAttention: Priya Ramanathan, PhD\nDirector, Regulatory Affairs\nDear Dr. Ramanathan:',
      ['Priya Ramanathan', 'Halvorsen Biologics, Inc.'],
    ],
    [
      'June 3, 2025\n\nRedwood Mutual Insurance Company\n\nc/o Coastline Claims Services, LLC\n\nAttn: Gustavo Pereira\nP.O. Box 4410\nFresno, CA 93744\n\nDear Mr. Pereira:',
      ['Gustavo Pereira', 'Coastline Claims Services, LLC', 'Redwood Mutual Insurance Company'],
    ],
  ])('%j', (text, names) => {
    const got = extractParties(text);
    for (const n of names) expect(got).toContain(n);
  });

  it.each([
    // No Attention line: an address block alone may be a letterhead or a return address.
    'Halvorsen Biologics, Inc.\n400 Quarry Road, Suite 12\nNewark, DE 19711\nDear Dr. Ramanathan:',
    // A heading above the Attention line is no organisation; a department is no person.
    'COMPLETE RESPONSE\nAttention: Regulatory Affairs Department\nDear Sir:',
    // An office's function is no person: the lines a bill or a records request is sent to.
    'STATEMENT\nAttn: Accounts Payable\nDear Sir or Madam:',
    'RE: Records\nAttention: Human Resources\nTo whom it may concern:',
    'Attn: Accounts Receivable\nDear Sir:',
  ])('%j', (text) => {
    expect(extractParties(text)).toEqual([]);
  });
});

describe("a letter's inside address greeted by surname, and its signer under the close", () => {
  it.each([
    [
      'March 4, 2025\nSent by e-mail\n\nOrlaith Brennan\nPublic Records Coordinator\nOffice of Records Access\n200 Harbor Street\nPortland, OR 97204\n\nRE: Request No. 2025-114\n\nDear Ms. Brennan:\n\nWe enclose the pages found.\n\nSincerely,\n\nTobias E. Lindqvist\nRecords Officer',
      ['Orlaith Brennan', 'Tobias E. Lindqvist'],
    ],
    // A scanned signature's noise between the close and the name.
    ['Dear Mr. Achebe,\nThank you for your letter.\nVery truly yours,\n~/ kf. 7 ;\nMarguerite Olsson\nClaims Supervisor', ['Marguerite Olsson']],
    [
      'Hon. Desmond Achebe\n14 Elm Court\nDayton, OH 45402\n\nDear Mr. Achebe:\nPlease find the report.\nRespectfully,\nPriyanka Raman',
      ['Desmond Achebe', 'Priyanka Raman'],
    ],
  ])('%j', (text, names) => {
    const got = extractParties(text);
    for (const n of names) expect(got).toContain(n);
  });

  it.each([
    // The greeting greets someone the address does not name on a line of its own: no addressee from the address.
    'Halvorsen Biologics, Inc.\n400 Quarry Road, Suite 12\nNewark, DE 19711\nDear Dr. Ramanathan:',
    // A name above the greeting that is not the greeted person.
    'Gideon Farrow\n88 Pine Road\nAkron, OH 44301\nDear Ms. Whitcombe:\nThank you.',
    // A court's clerk signs for the court: no party.
    'Dear Counsel:\nThe hearing is continued.\nSincerely,\nAnnika Sorensen\nDeputy Clerk',
    // No name under the close: an office signs.
    'Dear Sir or Madam:\nYour request is closed.\nSincerely,\nThe Records Office',
    // A name in prose after the close is no signature.
    'Dear Sir:\nRegards to all.\nSincerely,\nthe staff of Maple Clinic wish you well',
  ])('%j', (text) => {
    expect(extractParties(text)).toEqual([]);
  });

  it.each([
    // Under an electronic signature's note and a name with its degree, the title line is no name.
    [
      'Dear Mr. Okafor:\nThe application is not approved.\nSincerely,\n{See appended electronic signature page}\nHelena Marsh, M.D.\nDeputy Director',
      'Deputy Director',
    ],
    // Under a firm's name, its address's building is no signer.
    ['Respectfully submitted,\nKESTREL LAW GROUP\nMaple Tower\n12 Bay Street, Suite 400', 'Maple Tower'],
    // An office's title alone under the close is no name.
    ['Dear Ms. Ortiz:\nYour appeal is closed.\nVery truly yours,\nActing Director', 'Acting Director'],
  ])('%j', (text, notAName) => {
    expect(extractParties(text)).not.toContain(notAName);
  });
});

describe("an opinion's appearances: counsel in capitals at the head of a paragraph, for a party's role", () => {
  const opinion = [
    'United States Court of Appeals for the Tenth Circuit',
    'ORCHARD VALLEY GROWERS, Plaintiff-Appellant',
    'v.',
    'DELANO IRRIGATION DISTRICT, Defendant-Appellee',
    '______________________',
    'ROSALIND T. OKONKWO, Okonkwo & Hale LLP, Denver, CO, argued for plaintiff-appellant.',
    'Also represented by DANIEL P. VANCE, MARIA L. ESTRADA, and',
    'PETER QUILL.',
    'MARCUS WEBB, Office of the County Counsel, County of Kern,',
    'Bakersfield, CA, for defendant-appellee.',
    'HENRIETTA LOWE, Public Citizen Litigation Group, Washington, DC, for amicus curiae Consumers for Water.',
    '______________________',
    'Before MORENO, ABERNATHY, and CHEN, Circuit Judges.',
    'ABERNATHY, Circuit Judge.',
  ].join('\n');

  it('reads each counsel and those also representing the party', () => {
    const parties = extractParties(opinion);
    for (const name of ['Rosalind T. Okonkwo', 'Daniel P. Vance', 'Maria L. Estrada', 'Peter Quill', 'Marcus Webb']) expect(parties).toContain(name);
  });

  it("leaves out an amicus's counsel and the judges", () => {
    const parties = extractParties(opinion);
    expect(parties.some((n) => /Lowe|Moreno|Abernathy|Chen/.test(n))).toBe(false);
  });

  it('needs the role: a name in capitals and a comma is not counsel by itself', () => {
    const text = 'GLORIA MENDEZ, a resident of Fresno County, filed the complaint on May 3, 2024.\nTHOMAS REED, Clerk of Court, for the Court.';
    expect(extractParties(text).some((n) => /Mendez|Reed/.test(n))).toBe(false);
  });
});
