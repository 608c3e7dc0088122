/**
 * Parties and attribution on layouts unlike our own templates (written for this test): captions of
 * other courts and styles, a subpoena for personnel records, a settlement that names the worker in its
 * own sentences, and organisation names told from people's by general cues, not by known employers.
 */
import { describe, expect, it } from 'vitest';
import { applicantName, employerName } from '../src/applicant';
import { normalizePersonName } from '../src/names';
import { looksLikeOrganisation } from '../src/organisations';
import { extractParties, findParties } from '../src/parties';

describe('organisation or person', () => {
  it('business nouns, legal forms, "dba", "&" and a leading "The" make an organisation', () => {
    for (const org of [
      'Olive Tree Bakery',
      'Create and Construct, LLC',
      'Sunset Tire & Brake',
      'The Copper Kettle',
      'Juan Perez dba JP Landscaping',
      'Harbor View Dental Group',
      'Mesa Verde Market',
    ]) {
      expect(looksLikeOrganisation(org), org).toBe(true);
      expect(normalizePersonName(org), org).toBeUndefined();
    }
  });
  it('people stay people, surnames that are also words included', () => {
    for (const person of ['Maria Lopez', 'Sarah Mills', 'Thomas Church', 'Olive Chen', 'Ruben Diaz', 'Li Na', 'Dana Bar-Lev']) {
      expect(looksLikeOrganisation(person), person).toBe(false);
      expect(normalizePersonName(person), person).toBe(person);
    }
  });
});

describe('captions in other layouts', () => {
  it('"X v. Y" on a line of its own, in mixed case', () => {
    const text = 'SUPERIOR COURT OF THE STATE OF OREGON\n\nRuben Diaz v. Create and Construct, LLC\n\nCase No. 25CV01234\n\nORDER ON MOTION TO COMPEL';
    const p = findParties(text);
    expect(p.applicant).toBe('Ruben Diaz');
    expect(p.employer).toBe('Create and Construct, LLC');
    expect(extractParties(text)).toEqual(expect.arrayContaining(['Ruben Diaz', 'Create and Construct, LLC']));
  });
  it('"X vs. Y" and the roles of other tribunals: Employee/Employer, Appellant/Respondent', () => {
    expect(findParties('Marisol Vega, Employee, v. Ridgeview Poultry, LLC, Employer\nDocket No. 2025-05-0417')).toMatchObject({
      applicant: 'Marisol Vega',
      employer: 'Ridgeview Poultry, LLC',
    });
    expect(findParties('IN THE COURT OF APPEALS\n\nDALE PRUITT,\n   Appellant,\nv.\nHARGROVE FREIGHT LINES, INC.,\n   Respondent.\n')).toMatchObject({
      applicant: 'Dale Pruitt',
      employer: 'Hargrove Freight Lines, Inc.',
    });
    expect(findParties('Nadia Osei vs. Olive Tree Bakery\n\nMEMORANDUM')).toMatchObject({ applicant: 'Nadia Osei', employer: 'Olive Tree Bakery' });
  });
  it('"In re X" names the person the proceeding is about', () => {
    expect(applicantName('BEFORE THE INDUSTRIAL COMMISSION\n\nIn re the Claim of Teodoro Alvarado\n\nDECISION AND ORDER')).toBe('Teodoro Alvarado');
  });
  it('a citation in running text is no caption', () => {
    const text = 'MEMORANDUM\n\nSee Smith v. Jones, 123 Cal.App.4th 456 (2004).\nThe rule in Brown v. Board applies here.';
    expect(findParties(text).applicant).toBeUndefined();
  });
});

describe('attribution on other documents', () => {
  it('the employer on a subpoena for personnel records is the custodian served', () => {
    const text = [
      'SUBPOENA FOR PRODUCTION OF RECORDS',
      'TO: CUSTODIAN OF RECORDS, OLIVE TREE BAKERY, 418 ALDER STREET, EUGENE, OR 97401',
      'You are ordered to produce the complete personnel file, payroll records and time cards pertaining to Rosa Mendez, date of birth 03/04/1988.',
    ].join('\n');
    expect(employerName(text)).toBe('Olive Tree Bakery');
    expect(applicantName(text)).toBe('Rosa Mendez');
  });
  it('a records subpoena to a clinic does not make the clinic the employer', () => {
    const text =
      'SUBPOENA\nTO: CUSTODIAN OF RECORDS, EASTSIDE PHYSICAL THERAPY\nProduce all medical records and billing pertaining to Rosa Mendez, for treatment since 2024.';
    expect(employerName(text)).toBeUndefined();
  });
  it('a settlement that names the worker and employer in its own sentences', () => {
    const defined =
      'SETTLEMENT AGREEMENT AND RELEASE\n\nThis agreement is made between Luis Ortega (the "Employee") and Harbor View Dental Group (the "Employer"), and resolves all claims.';
    expect(applicantName(defined)).toBe('Luis Ortega');
    expect(employerName(defined)).toBe('Harbor View Dental Group');
    expect(applicantName('RELEASE OF ALL CLAIMS\n\nI, Luis Ortega, the injured worker, release all claims for the injury of May 2, 2025.')).toBe('Luis Ortega');
    expect(applicantName('The parties agree that the applicant, Luis Ortega, will receive $25,000.')).toBe('Luis Ortega');
  });
  it('the employer in a narrative or a transcript answer, however the sentence goes on', () => {
    expect(employerName('HISTORY\nThe patient was employed as a line cook by Olive Tree Bakery when she slipped on a wet floor.')).toBe('Olive Tree Bakery');
    expect(employerName('DEPOSITION OF NADIA OSEI\nQ. Who were you working for in May 2025?\nA. Mesa Verde Market.\nQ. What did you do there?')).toBe(
      'Mesa Verde Market',
    );
  });
});
