import { describe, expect, it } from 'vitest';
import { findTitle, titleCase } from '../src/titles';

const t = (text: string) => findTitle(text.split('\f'));

describe('findTitle', () => {
  it.each([
    ["WORKERS' COMPENSATION APPEALS BOARD\nSTATE OF CALIFORNIA\nCase No.: ADJ1\nNOTICE OF HEARING\nYOU ARE HEREBY NOTIFIED", 'Notice of Hearing', 'wcab_form'],
    [
      "STATE OF CALIFORNIA\nPRIMARY TREATING PHYSICIAN'S PROGRESS REPORT (PR-2)\nPatient: X",
      "Primary Treating Physician's Progress Report (PR-2)",
      'medical_report',
    ],
    ["PR-2 Primary Treating Physician's Progress Report\nPatient: X", "Primary Treating Physician's Progress Report (PR-2)", 'medical_report'],
    ['Case No.: ADJ1\nSUBPOENA DUCES TECUM\nTHE PEOPLE OF THE STATE', 'Subpoena Duces Tecum', 'subpoena'],
    ['LETICIA RAMIREZ,\n Applicant,\nDEPOSITION OF LETICIA RAMIREZ\nTaken on Friday', 'Deposition of Leticia Ramirez', 'deposition'],
    ['HEALTH INSURANCE CLAIM FORM\nAPPROVED BY NUCC', 'Health Insurance Claim Form (CMS-1500)', 'billing'],
    ['Case No.: ADJ1\nFINDINGS AND AWARD\nThe above-entitled matter', 'Findings and Award', 'court_order'],
    ['Case No.: ADJ1\nORDER TAKING OFF CALENDAR\nThis matter', 'Order Taking Off Calendar', 'court_order'],
    ['Case No.: ADJ1\nORDER DISMISSING LIEN CLAIM\nThe lien claimant', 'Order Dismissing Lien Claim', 'court_order'],
    [
      "Jane Doe, M.D.\nRE: John Roe\nAGREED MEDICAL EVALUATOR'S INITIAL COMPREHENSIVE MEDICAL-LEGAL EVALUATION\nDear Counsel:",
      "Agreed Medical Evaluator's Comprehensive Medical-Legal Evaluation",
      'medical_report',
    ],
    ['Sedgwick\nRE: Claim 123\nNOTICE OF DELAY - ADDITIONAL INFORMATION NEEDED\nDear Mr. X:', 'Notice of Delay', 'correspondence'],
    ['DOCUMENT SEPARATOR SHEET\nCase Number: ADJ1\nDocument Title: ADJ-LEGAL DOCS-NOTICE OF HEARING', 'Document Separator Sheet', 'wcab_form'],
  ])('%#: finds the title', (text, title, type) => {
    const hit = t(text);
    expect(hit?.title).toBe(title);
    expect(hit?.type).toBe(type);
  });

  it('joins titles that wrap onto a second line', () => {
    expect(t('Case No.: ADJ1\nORDER APPROVING COMPROMISE\nAND RELEASE\nThe parties')?.title).toBe('Order Approving Compromise and Release');
    expect(t('Case Number: ADJ1\nDECLARATION OF READINESS TO\nPROCEED\nType of Proceeding:')?.title).toBe('Declaration of Readiness to Proceed');
  });

  it('reads titles through OCR noise', () => {
    expect(t('WORKERS C0MPENSATION APPEALS B0ARD\nN0TICE 0F HEARlNG\nY0U ARE HEREBY')?.title).toBe('Notice of Hearing');
    expect(t('APPLlCATION FOR ADJUDICATlON 0F CLAIM\nCase Number: ADJ1')?.title).toBe('Application for Adjudication of Claim');
  });

  it('ignores references to other documents and body sentences', () => {
    expect(t('Law Offices\nRE: Compromise and Release\nDear Counsel:\nEnclosed is the compromise and release for signature.')).toBeUndefined();
    expect(t('On 04/14/2025, I served the foregoing document(s) described as: NOTICE OF TAKING DEPOSITION OF APPLICANT on the parties')).toBeUndefined();
    // A letter's body wrapped so that a line is mostly a title: a sentence going on, no heading.
    expect(
      t('Dear Mr. Delgado:\nIf we do not hear from you by then, we will\nfile a Declaration of Readiness to Proceed to an\nexpedited hearing.'),
    ).toBeUndefined();
    expect(t('Law Offices\nDeclaration of Readiness to Proceed\nCase Number: ADJ1')?.title).toBe('Declaration of Readiness to Proceed');
    expect(t('Dr. Jane Doe\nltemized Statement\nPatient: John Roe')?.type).toBe('billing');
  });

  it('finds nothing in text from outside the domain', () => {
    expect(t('Slow Cooker Chicken Tortilla Soup\nServes 4\nIngredients\n1 can black beans')).toBeUndefined();
  });
});

describe('titleCase', () => {
  it('keeps small words and acronyms', () => {
    expect(titleCase('ORDER GRANTING PETITION FOR QME PANEL')).toBe('Order Granting Petition for QME Panel');
  });
});

describe('findTitle on OCR of a two-column caption', () => {
  it('joins a wrapped title across the caption column', () => {
    const ocr =
      "WORKERS' COMPENSATION APPEALS BOARD\nSANDRA GARCIA, Case No(s).: ADJ10133469 /\nApplicant,\nORDER APPROVING COMPROMISE\nVs. AND RELEASE\n\nHARBOR FREIGHT LOGISTICS CORP;";
    expect(findTitle([ocr])?.title).toBe('Order Approving Compromise and Release');
  });
});
