/**
 * A report or a bill served with its proof of service is that report or bill (issue 31): the proof declares that
 * other papers were served, and where they are in the same file the file is those papers. Generated families of
 * every kind, each with a proof of service added, and texts written here.
 */
import { describe, expect, it } from 'vitest';
import type { DocumentType } from '@wcab/contract';
import { billShape, outsideProof, reportShape, servedPaper } from '../src/served';
import { answerByStructure } from '../src/structure';
import { generateByFamily } from '../scripts/gen/dataset';

const DOCS = generateByFamily({ seed: 7, perType: 60 });

/** A proof of service as a WC office prints it, on a page of its own or after the paper's last lines. */
const PROOF = [
  'PROOF OF SERVICE',
  'STATE OF CALIFORNIA, COUNTY OF ORANGE',
  'I am employed in the County of Orange, State of California. I am over the age of 18 and not a party to the within action.',
  'On March 3, 2025, I served the foregoing documents described as the report of the same date on the interested parties by placing a true copy in a sealed envelope addressed as follows:',
  'Harbor Claims Services, PO Box 4410, Irvine, CA 92618',
  'I declare under penalty of perjury under the laws of the State of California that the foregoing is true and correct.',
  'Executed on March 3, 2025, at Santa Ana, California.',
  'Lucia Mendez',
].join('\n');

/** A CMS-1500's box 24 and totals as the text layer reads them: dates, CPT codes, dollars and cents in two cells. */
const CLAIM_FORM = [
  'HEALTH INSURANCE CLAIM FORM',
  'APPROVED BY NATIONAL UNIFORM CLAIM COMMITTEE (NUCC) 02/12',
  "2. PATIENT'S NAME (Last Name, First Name, Middle Initial)",
  "10. IS PATIENT'S CONDITION RELATED TO: a. EMPLOYMENT? X YES",
  '24. A. DATE(S) OF SERVICE B. PLACE OF SERVICE D. PROCEDURES, SERVICES, OR SUPPLIES F. $ CHARGES',
  '02 11 25 02 11 25 11 99203 A 210 00 1',
  '02 25 25 02 25 25 11 97110 GP A 64 00 2',
  '02 25 25 02 25 25 11 97140 GP A 58 00 1',
  '28. TOTAL CHARGE $ 332 00 29. AMOUNT PAID $ 0 00',
].join('\n');

/** A progress report's sections, no title a classifier knows. */
const REPORT = [
  'Follow-up visit 03/03/2025',
  'Subjective complaints: low back pain 5/10, worse with prolonged sitting.',
  'Objective findings: Paraspinal tenderness at L4-5. Straight leg raise negative. Flexion 60 degrees.',
  'Diagnoses: Lumbar strain, M54.50.',
  'Treatment plan: Continue physical therapy twice a week for four weeks.',
  'Work status: Modified duty, no lifting over 15 pounds.',
].join('\n');

const SCORES = (): Record<DocumentType, number> => ({
  wcab_form: 0.8,
  medical_report: 0.15,
  billing: 0.03,
  correspondence: 0.02,
  court_order: 0,
  subpoena: 0,
  deposition: 0,
  unknown: 0,
});

describe('a paper served with its proof of service', () => {
  it('finds the proof on a page of its own or after the paper, and nothing where there is none', () => {
    expect(outsideProof([REPORT])).toBeUndefined();
    expect(outsideProof([REPORT, PROOF])?.trim()).toBe(REPORT);
    expect(outsideProof([`${REPORT}\n\n${PROOF}`])?.trim()).toBe(REPORT);
    expect(outsideProof([PROOF])?.trim()).toBe('');
  });

  it('reads a report by its sections and a bill by its service lines', () => {
    expect(reportShape(REPORT)).toBe(true);
    expect(billShape(CLAIM_FORM)).toBe(true);
    expect(billShape(REPORT)).toBe(false);
    expect(reportShape(PROOF)).toBe(false);
    expect(billShape(PROOF)).toBe(false);
  });

  it('answers the report or the bill a proof serves where the model says form', () => {
    for (const pages of [[REPORT, PROOF], [PROOF, REPORT], [`${REPORT}\n${PROOF}`]]) {
      const scores = SCORES();
      expect(answerByStructure('wcab_form', scores, pages)).toBe('medical_report');
      expect(scores.medical_report).toBe(0.8);
    }
    expect(answerByStructure('wcab_form', SCORES(), [PROOF, CLAIM_FORM])).toBe('billing');
    expect(answerByStructure('wcab_form', SCORES(), [CLAIM_FORM, REPORT, PROOF])).toBe('billing');
  });

  it('leaves a proof of service alone, or served with a letter, a form, a subpoena or an order, as the model says', () => {
    expect(answerByStructure('wcab_form', SCORES(), [PROOF])).toBe('wcab_form');
    const others = DOCS.filter((d) => ['correspondence', 'wcab_form', 'subpoena', 'court_order', 'deposition'].includes(d.label));
    expect(others.length).toBeGreaterThan(100);
    for (const d of others) expect(servedPaper([...d.pages, PROOF]), d.kind).toBeUndefined();
  });

  it('answers generated reports with sections and itemized bills served with a proof as what they are', () => {
    const served = DOCS.filter((d) => d.label === 'medical_report' || d.label === 'billing')
      .map((d) => ({ d, type: servedPaper([...d.pages, PROOF]) }))
      .filter((x) => x.type);
    expect(served.length).toBeGreaterThan(10);
    for (const { d, type } of served) expect(type, d.kind).toBe(d.label);
  });
});
