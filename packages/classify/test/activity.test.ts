import type { DocumentType } from '@wcab/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ACTIVITY_TYPES, matchActivityType } from '../src/activity';

/** The vocabulary of the dev corpus batches (and the product default). */
const OFFICE_A = [
  'Application for Adjudication',
  'Declaration of Readiness',
  'Notice of Hearing',
  'Minutes of Hearing',
  'Stipulations / Compromise and Release',
  'Medical Report',
  'QME Report',
  'Correspondence',
  'Deposition Transcript',
  'Subpoena',
  'Order',
  'Billing / Lien',
  'Proof of Service',
  'Other',
];
const OFFICE_B = ['Med-Legal', 'PTP Report', 'Hearing Notice', 'Letters', 'Court Orders', 'Bills', 'Misc'];
const OFFICE_C = ['Pleadings', 'Medical', 'Correspondence', 'Depositions', 'Subpoenaed Records', 'Orders/Decisions', 'Liens', 'General'];

const PAGES: Record<string, string> = {
  pr2: "STATE OF CALIFORNIA\nPRIMARY TREATING PHYSICIAN'S PROGRESS REPORT (PR-2)\nSubjective complaints: low back pain",
  qme: "John Roe, M.D.\nRE: Jane Doe\nQUALIFIED MEDICAL EVALUATOR'S SUPPLEMENTAL REPORT\nDear Counsel:",
  mri: 'IMAGING CENTER\nMRI OF THE LUMBAR SPINE WITHOUT CONTRAST\nFindings: disc protrusion',
  noh: 'Case No.: ADJ1\nNOTICE OF HEARING\nYOU ARE HEREBY NOTIFIED',
  moh: 'MINUTES OF HEARING\nCase: ADJ1\nDISPOSITION: continued',
  app: 'APPLICATION FOR ADJUDICATION OF CLAIM\nCase Number: ADJ1',
  dor: 'DECLARATION OF READINESS TO PROCEED\nCase Number: ADJ1',
  stips: 'STIPULATIONS WITH REQUEST FOR AWARD\nThe parties stipulate',
  cr: 'COMPROMISE AND RELEASE\nThe employee claims injury',
  pos: 'PROOF OF SERVICE\nI am over the age of 18',
  letter: 'Law Offices\nJune 1, 2025\nDear Counsel:\nPlease be advised\nSincerely,',
  qmeLetter: 'Law Offices\nNOTICE OF PANEL QME APPOINTMENT\nDear Counsel:\nThe panel QME has scheduled',
  depo: 'DEPOSITION OF JANE DOE\nTaken on Friday',
  sdt: 'SUBPOENA DUCES TECUM\nTHE PEOPLE OF THE STATE OF CALIFORNIA',
  fa: 'FINDINGS AND AWARD\nThe above-entitled matter',
  oacr: 'ORDER APPROVING COMPROMISE AND RELEASE\nThe parties',
  otoc: 'ORDER TAKING OFF CALENDAR\nThis matter',
  cms: 'HEALTH INSURANCE CLAIM FORM\n24A. DATE(S) OF SERVICE',
  eor: 'Bill Review\nEXPLANATION OF REVIEW\nDOS Code Billed Allowed',
  lien: 'LIEN ITEMIZATION\nLien Claimant: Clinic',
  recipe: 'Chicken Soup\nIngredients',
};

function m(labels: readonly string[], key: string, type: DocumentType, hint?: string): string {
  return matchActivityType(labels, { pages: [PAGES[key] ?? ''], document_type: type, ...(hint ? { hint } : {}) });
}

describe('matchActivityType: the dev-corpus vocabulary', () => {
  it.each([
    ['pr2', 'medical_report', 'Medical Report'],
    ['mri', 'medical_report', 'Medical Report'],
    ['qme', 'medical_report', 'QME Report'],
    ['noh', 'wcab_form', 'Notice of Hearing'],
    ['moh', 'court_order', 'Minutes of Hearing'],
    ['app', 'wcab_form', 'Application for Adjudication'],
    ['dor', 'wcab_form', 'Declaration of Readiness'],
    ['stips', 'wcab_form', 'Stipulations / Compromise and Release'],
    ['cr', 'wcab_form', 'Stipulations / Compromise and Release'],
    ['pos', 'wcab_form', 'Proof of Service'],
    ['letter', 'correspondence', 'Correspondence'],
    ['qmeLetter', 'correspondence', 'Correspondence'],
    ['depo', 'deposition', 'Deposition Transcript'],
    ['sdt', 'subpoena', 'Subpoena'],
    ['fa', 'court_order', 'Order'],
    ['oacr', 'court_order', 'Order'],
    ['otoc', 'court_order', 'Order'],
    ['cms', 'billing', 'Billing / Lien'],
    ['eor', 'billing', 'Billing / Lien'],
    ['lien', 'billing', 'Billing / Lien'],
    ['recipe', 'unknown', 'Other'],
  ] as Array<[string, DocumentType, string]>)('%s (%s) -> %s', (key, type, want) => {
    expect(m(OFFICE_A, key, type)).toBe(want);
  });

  it('uses the default labels when the caller gives none', () => {
    expect(DEFAULT_ACTIVITY_TYPES).toEqual(OFFICE_A);
    expect(m([], 'noh', 'wcab_form')).toBe('Notice of Hearing');
    expect(m([], 'qme', 'medical_report')).toBe('QME Report');
  });
});

describe('matchActivityType: other vocabularies', () => {
  it.each([
    ['qme', 'medical_report', 'Med-Legal'],
    ['pr2', 'medical_report', 'PTP Report'],
    ['noh', 'wcab_form', 'Hearing Notice'],
    ['letter', 'correspondence', 'Letters'],
    ['fa', 'court_order', 'Court Orders'],
    ['moh', 'court_order', 'Court Orders'],
    ['cms', 'billing', 'Bills'],
    ['depo', 'deposition', 'Misc'],
    ['app', 'wcab_form', 'Misc'],
    ['recipe', 'unknown', 'Misc'],
  ] as Array<[string, DocumentType, string]>)('office B: %s -> %s', (key, type, want) => {
    expect(m(OFFICE_B, key, type)).toBe(want);
  });

  it.each([
    ['qme', 'medical_report', 'Medical'],
    ['noh', 'wcab_form', 'Pleadings'],
    ['dor', 'wcab_form', 'Pleadings'],
    ['depo', 'deposition', 'Depositions'],
    ['sdt', 'subpoena', 'Subpoenaed Records'],
    ['oacr', 'court_order', 'Orders/Decisions'],
    ['lien', 'billing', 'Liens'],
    ['eor', 'billing', 'Liens'],
    ['letter', 'correspondence', 'Correspondence'],
    ['recipe', 'unknown', 'General'],
  ] as Array<[string, DocumentType, string]>)('office C: %s -> %s', (key, type, want) => {
    expect(m(OFFICE_C, key, type)).toBe(want);
  });

  it('prefers the QME label, else the medical one, for a medical-legal report', () => {
    expect(m(['Medical Report', 'QME Report', 'Other'], 'qme', 'medical_report')).toBe('QME Report');
    expect(m(['Medical Report', 'Other'], 'qme', 'medical_report')).toBe('Medical Report');
  });

  it('does not file a notice of hearing under minutes just because both mention a hearing', () => {
    expect(m(['Minutes of Hearing', 'Other'], 'noh', 'wcab_form')).toBe('Other');
  });

  it('falls back to the closest label when there is no catch-all', () => {
    expect(m(['Medical', 'Legal'], 'recipe', 'unknown')).toBe('Medical');
    expect(m(['Correspondence', 'Court Filings'], 'pos', 'wcab_form')).toBe('Court Filings');
  });

  it('always returns one of the caller labels, verbatim', () => {
    const labels = ['  Bills  ', 'misc.'];
    for (const key of Object.keys(PAGES)) expect(labels).toContain(m(labels, key, 'billing'));
  });
});

describe('matchActivityType: hints', () => {
  it('lets a separator sheet title win over content', () => {
    expect(m(OFFICE_A, 'pr2', 'medical_report', 'ADJ-MEDICAL DOCS-QME REPORTS')).toBe('QME Report');
    expect(m(OFFICE_A, 'letter', 'correspondence', 'ADJ-LEGAL DOCS-NOTICE OF HEARING')).toBe('Notice of Hearing');
    expect(m(OFFICE_B, 'letter', 'correspondence', 'ADJ-MEDICAL DOCS-QME REPORTS')).toBe('Med-Legal');
  });

  it('takes an activity type carried by a barcode when it is one of the labels', () => {
    expect(m(OFFICE_A, 'letter', 'correspondence', 'billing / lien')).toBe('Billing / Lien');
  });

  it('ignores a hint that maps to no label', () => {
    expect(m(['Letters', 'Misc'], 'letter', 'correspondence', 'ADJ-MEDICAL DOCS-QME REPORTS')).toBe('Letters');
    expect(m(OFFICE_A, 'noh', 'wcab_form', 'XJ-99')).toBe('Notice of Hearing');
  });
});

describe('matchActivityType: title only', () => {
  it('uses the caller title when the pages do not show one', () => {
    const doc = { pages: ['(illegible)'], document_type: 'wcab_form' as const, title: 'Declaration of Readiness to Proceed' };
    expect(matchActivityType(OFFICE_A, doc)).toBe('Declaration of Readiness');
  });
});
