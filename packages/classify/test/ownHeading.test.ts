/**
 * The kind a paper's own heading names (its head noun: a letter, a physician's report, an agreement), and what the
 * structure rules make of it: a claims office's letter or a physician's report under a WC claim block is not a WC
 * form, an agreement is no bill, and a "form" that prints nothing of California WC is another body's.
 * Texts written here (not fixtures of the real set).
 */
import { describe, expect, it } from 'vitest';
import { headingKind } from '../src/ownHeading';
import { printsWorkersComp } from '../src/scope';
import { answerByStructure } from '../src/structure';
import { scoresOf } from './modelScores';

/** The claim block every paper of a claims office prints under its title. */
const CLAIM_BLOCK = 'Employee: Dana Whitfield\nEmployer: Harbor Freight Lines\nClaim No.: WC-88-1042\nDate of Injury: 02/11/2025';

const paper = (letterhead: string, title: string, body: string) => `${letterhead}\n${title}\n${CLAIM_BLOCK}\n${body}`;

const CLINIC = 'Bayside Occupational Health\nTreating Physician Reports\n120 Pier Ave, Suite 4, Long Beach, CA 90802';
const FIRM = "Ortega & Lam\nApplicant Attorneys - Workers' Compensation\n800 Ocean Blvd, Long Beach, CA 90802";
const TPA = "Coastline Claims Services\nWorkers' Compensation Administration";

const WORK_STATUS = paper(
  CLINIC,
  'WORK STATUS REPORT - MODIFIED DUTY',
  'Seen today in follow-up. May return to work with no lifting over 15 lbs until the next visit.',
);
const PR1 = paper(CLINIC, 'INITIAL TREATING PHYSICIAN REPORT (PR-1)', 'First visit. Lumbar strain. Restrictions: no bending for two weeks.');
const COUNSEL_LETTER = paper(FIRM, 'APPLICANT ATTORNEY CORRESPONDENCE', 'Counsel declines the offer and asks for the wage statement.');
const REQUEST_LETTER = paper(TPA, 'RECORDS REQUEST LETTER - SENT TO CLINIC', 'Please send the chart notes since the date of injury.');

describe('headingKind', () => {
  it('reads the head noun of the first heading that names a kind, letterhead lines passed over', () => {
    expect(headingKind([WORK_STATUS])).toBe('physician_report');
    expect(headingKind([PR1])).toBe('physician_report');
    expect(headingKind([COUNSEL_LETTER])).toBe('letter');
    expect(headingKind([REQUEST_LETTER])).toBe('letter');
    expect(headingKind(['# Commercial Sublease Agreement\n**Effective:** May 1, 2025\nRent: $2,400.00 per month'])).toBe('agreement');
  });

  it("names no kind for a WC form's title, a report of an incident, a letter brief or a reference line", () => {
    expect(headingKind([paper(FIRM, 'APPLICATION FOR ADJUDICATION OF CLAIM (WCAB)', 'Filed for the applicant.')])).toBeUndefined();
    expect(headingKind([paper(TPA, "EMPLOYER'S REPORT OF OCCUPATIONAL INJURY OR ILLNESS", 'Reported the same day.')])).toBeUndefined();
    expect(headingKind(['WAREHOUSE INCIDENT REPORT\nShift: night\nForklift contact with racking.'])).toBeUndefined();
    expect(headingKind(['LETTER BRIEF IN SUPPORT OF MOTION\nThe plaintiff submits this letter brief.'])).toBeUndefined();
    expect(headingKind(['Re: Your Letter\nWe write about the hearing.'])).toBeUndefined();
  });
});

describe('answerByStructure: what the heading names', () => {
  it('a letter or a physician report taken for a WC form is what its heading names', () => {
    expect(answerByStructure('wcab_form', scoresOf('wcab_form', 0.7, 'correspondence'), [COUNSEL_LETTER])).toBe('correspondence');
    expect(answerByStructure('wcab_form', scoresOf('wcab_form', 0.7, 'correspondence'), [REQUEST_LETTER])).toBe('correspondence');
    const scores = scoresOf('wcab_form', 0.6, 'medical_report');
    expect(answerByStructure('wcab_form', scores, [WORK_STATUS])).toBe('medical_report');
    // The swap hands the answer the form's probability (classifyDocument then answers it at the rule's precision, ruleConfidence.ts).
    expect(scores.medical_report).toBe(0.6);
  });

  it("a WC form's own title keeps the form", () => {
    const application = paper(FIRM, 'APPLICATION FOR ADJUDICATION OF CLAIM (WCAB)', 'Filed for the applicant.');
    expect(answerByStructure('wcab_form', scoresOf('wcab_form', 0.7, 'correspondence'), [application])).toBe('wcab_form');
  });

  it('an agreement taken for a bill is no bill', () => {
    const lease = '# Commercial Sublease Agreement\n**Landlord:** Pier Nine LLC\n**Tenant:** Gull Cafe Inc.\nMonthly rent: $2,400.00\nDeposit: $4,800.00';
    expect(answerByStructure('billing', scoresOf('billing', 0.8, 'unknown'), [lease])).toBe('unknown');
    const invoice = 'INVOICE\nBill to: Gull Cafe Inc.\nEspresso machine service 180.00\nTotal due: $180.00';
    expect(answerByStructure('billing', scoresOf('billing', 0.8, 'unknown'), [invoice])).toBe('billing');
  });
});

describe('printsWorkersComp: a WC form prints what it belongs to', () => {
  const certified =
    'HOMEOWNERS POLICY DECLARATIONS\nCERTIFIED COPY\nPolicy Number: HO-55-1200\nNamed Insured: Lee Park\nClaimant: Dana Whitfield\nI certify under penalty of perjury that the foregoing is a true copy.';

  it('reads the system, its bodies, its case numbers, its party or a proof of service', () => {
    expect(printsWorkersComp([certified])).toBe(false);
    expect(printsWorkersComp([`${certified}\nWORKERS' COMPENSATION APPEALS BOARD`])).toBe(true);
    expect(printsWorkersComp(['Case No. ADJ10455123\nDECLARATION OF READINESS'])).toBe(true);
    expect(printsWorkersComp(['PROOF OF SERVICE\nI served the documents listed below by mail.'])).toBe(true);
  });

  it('a "form" that prints nothing of California WC is out of scope, one that does stays', () => {
    expect(answerByStructure('wcab_form', scoresOf('wcab_form', 0.6, 'correspondence'), [certified])).toBe('unknown');
    const dor = "DECLARATION OF READINESS TO PROCEED\nWORKERS' COMPENSATION APPEALS BOARD\nCase No. ADJ10455123\nApplicant: Dana Whitfield";
    expect(answerByStructure('wcab_form', scoresOf('wcab_form', 0.6, 'correspondence'), [dor])).toBe('wcab_form');
  });
});
