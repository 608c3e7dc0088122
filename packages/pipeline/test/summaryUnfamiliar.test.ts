/**
 * Summaries of documents unlike our own templates (written for this test, not from any corpus): a
 * state court of appeals opinion, another state's workers' compensation appeals board opinion and a
 * clinic note. The summary names what each says it is, who it concerns and what matters, in its own
 * words, and never a court or agency it does not print. Runs the real classify job on text PDFs.
 */
import { makeTextPdf } from '@wcab/testkit';
import { describe, expect, it } from 'vitest';
import type { ClassificationResult } from '@wcab/contract';
import { printedHeading, unspace } from '../src/analysis/printedHeading';
import processJob from '../src/processor';

const APPEALS_OPINION = [
  'In the Missouri Court of Appeals',
  'Western District',
  '',
  'DALE PRUITT,',
  'Appellant,',
  'v.',
  'HARGROVE FREIGHT LINES, INC.,',
  'Respondent.',
  '',
  'WD86112',
  'OPINION FILED: March 3, 2026',
  '',
  'Appeal from the Labor and Industrial Relations Commission',
  '',
  'Before Division Two: Judge A. Okoro, Presiding, Judge B. Lindgren and Judge C. Varga',
  '',
  'Dale Pruitt appeals the final award of the Commission denying compensation for a shoulder injury he',
  'says he suffered while securing a load. He argues the award is not supported by competent and',
  "substantial evidence. Because the Commission was entitled to believe the employer's medical expert,",
  'we find no error. The award of the Commission is affirmed.',
  '',
  'AFFIRMED.',
].join('\n');

const TENNESSEE_BOARD_OPINION = [
  "TENNESSEE BUREAU OF WORKERS' COMPENSATION",
  "WORKERS' COMPENSATION APPEALS BOARD",
  '',
  'Marisol Vega, Employee, v. Ridgeview Poultry, LLC, Employer',
  '',
  'Docket No. 2025-05-0417',
  'State File No. 61822-2025',
  '',
  "Appeal from the Court of Workers' Compensation Claims",
  '',
  'Reversed and Remanded',
  '',
  'The employee reported a lifting injury to her lower back while working on a processing line. The',
  'trial court denied her request for medical benefits, finding she had not shown she was likely to',
  "prevail at trial. Having reviewed the record, we reverse the trial court's order and remand the case.",
].join('\n');

const CLINIC_NOTE = [
  'Lakeshore Family Medicine',
  '',
  'Clinic Note',
  '',
  'Patient: Harold Brenner        DOB: 04/12/1961',
  'Date of Service: 01/14/2026',
  '',
  'Chief Complaint: Follow-up of blood sugar and right knee pain.',
  'History of Present Illness: The patient reports home glucose readings between 140 and 180 and',
  'aching in the right knee after walking more than a mile. No falls. No chest pain.',
  'Medications: metformin 500 mg twice daily; naproxen as needed.',
  'Physical Examination: BP 132/84, pulse 76. Right knee with mild crepitus, no effusion, full range of motion.',
  '',
  'Assessment:',
  '1. Type 2 diabetes mellitus without complications.',
  '2. Osteoarthritis of the right knee.',
  '',
  'Plan: Increase metformin to 1000 mg twice daily. Recheck HbA1c in three months. Home exercise program.',
  '',
  'Electronically signed by Priya Raman, MD',
].join('\n');

async function summarise(text: string): Promise<ClassificationResult> {
  const outcome = await processJob({ kind: 'classify', document: await makeTextPdf([text]), params: {} });
  if (!outcome.ok) throw new Error(JSON.stringify(outcome));
  return outcome.data as ClassificationResult;
}

/** Courts and agencies none of these documents prints. */
const UNPRINTED = /WCAB|California|Workers' Compensation Appeals Board(?!.*Tennessee)/;

describe('summaries of unfamiliar documents', () => {
  it('a court of appeals opinion: its court, its parties and its outcome, no WCAB', async () => {
    const { summary } = await summarise(APPEALS_OPINION);
    expect(summary).toMatch(/Missouri Court of Appeals/);
    expect(summary).toMatch(/Pruitt/);
    expect(summary).toMatch(/affirmed/i);
    expect(summary).not.toMatch(UNPRINTED);
  });

  it("another state's appeals board: the board as printed, the employee and the outcome", async () => {
    const { summary } = await summarise(TENNESSEE_BOARD_OPINION);
    expect(summary).toMatch(/Tennessee/);
    expect(summary).toMatch(/Vega/);
    expect(summary).toMatch(/reversed and remanded/i);
    expect(summary).not.toMatch(/WCAB|California/);
  });

  it('a clinic note: its heading, the patient and the assessment, more than "Medical report."', async () => {
    const { summary } = await summarise(CLINIC_NOTE);
    expect(summary).not.toBe('Medical report.');
    expect(summary).toMatch(/Clinic Note|Progress Note/);
    expect(summary).toMatch(/Harold Brenner/);
    expect(summary).toMatch(/Type 2 diabetes mellitus/);
    expect(summary).not.toMatch(UNPRINTED);
  });
});

describe('printedHeading', () => {
  it('reads letter-spaced headings and prints nothing it did not find', () => {
    expect(unspace('O R D E R')).toBe('ORDER');
    expect(unspace('M E M O R A N D U M   O P I N I O N')).toBe('MEMORANDUM OPINION');
    expect(printedHeading(['SUPERIOR COURT OF THE STATE OF NEVADA\n\nO R D E R\n\nThe motion is granted in part.'])).toEqual({
      court: 'Superior Court of the State of Nevada',
      heading: 'Order',
    });
    expect(printedHeading(['Dear Ms. Park,\nThank you for your letter about the court hearing next week.'])).toEqual({});
  });
});
