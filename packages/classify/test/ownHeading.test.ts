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

describe('answerByStructure: a notice its heading names, addressing its reader, is correspondence', () => {
  const DETERMINATION = `====================
 PACIFIC CREST HEALTH PLAN
 UTILIZATION REVIEW DETERMINATION NOTICE
====================
DATE OF NOTICE: March 4, 2026
Member Name: Rosa Delgado
Member ID: PCH-220019
Service Requested: Lumbar MRI without contrast
Diagnosis: Low back pain (M54.5)
DETERMINATION: DENIED
The clinical records show no neurological deficit and less than six weeks of conservative care.
You may appeal this decision within 180 days. Call 1-800-555-0144.`;
  const APPOINTMENT = `Harbor Imaging Center
MRI Appointment Notice
To: Mr. Ken Ito
Your MRI of the right knee is at 9:30 AM. Arrive 20 minutes early; no metal.`;

  it.each([
    ["an insurer's determination notice with clinical findings", DETERMINATION],
    ["a clinic's appointment notice to its patient", APPOINTMENT],
  ])('%s', (_what, text) => {
    expect(headingKind([text])).toBe('notice');
    expect(answerByStructure('medical_report', scoresOf('medical_report', 0.8, 'correspondence'), [text])).toBe('correspondence');
  });

  it('keeps a report whose heading names no notice, a report under a lone NOTICE line, and a notice written to no one', () => {
    const report = 'PRIMARY TREATING PHYSICIAN PROGRESS REPORT\nPatient: Rosa Delgado\nSeen today for low back pain. Continue therapy.';
    expect(answerByStructure('medical_report', scoresOf('medical_report', 0.8, 'correspondence'), [report])).toBe('medical_report');
    const warned = 'NOTICE: confidential medical information\nOPERATIVE REPORT\nPatient: Ken Ito\nArthroscopy of the right knee was performed.';
    expect(headingKind([warned])).not.toBe('notice');
    expect(answerByStructure('medical_report', scoresOf('medical_report', 0.8, 'correspondence'), [warned])).toBe('medical_report');
    const posted = 'INFECTION CONTROL NOTICE\nAll staff wash hands before and after each patient contact.';
    expect(answerByStructure('medical_report', scoresOf('medical_report', 0.8, 'correspondence'), [posted])).toBe('medical_report');
  });

  it("leaves a clinic's privacy notice alone", () => {
    expect(headingKind(['NOTICE OF PRIVACY PRACTICES\nThis notice describes how medical information about you may be used.'])).toBeUndefined();
    expect(headingKind(['HIPAA PRIVACY NOTICE\nYour rights to your health information.'])).toBeUndefined();
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
