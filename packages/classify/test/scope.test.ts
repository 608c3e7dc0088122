/**
 * Scope by structure: the issuer a paper prints in its headings, and what its own title calls it. Texts written
 * here (not fixtures of the real set): another state's court forms, a federal order, a WCAB form.
 */
import { describe, expect, it } from 'vitest';
import { issuerOf, outOfScope, wcAgencyForm, wcAgencyPaper } from '../src/scope';
import { answerByStructure } from '../src/structure';
import { scoresOf } from './modelScores';

const FEDERAL = 'UNITED STATES DISTRICT COURT\nDISTRICT OF OREGON\nJUNO PARRISH, Plaintiff,\nv.\nTALLGRASS FREIGHT INC., Defendant.\n';
const STATE_FORM =
  'ATTORNEY OR PARTY WITHOUT ATTORNEY (name and address):\nCIRCUIT COURT OF COOK COUNTY, ILLINOIS\nCASE NUMBER:\nAPPEARANCE\nThe undersigned enters the appearance of the party named below.\nForm CCG 0009';
const WCAB =
  "WORKERS' COMPENSATION APPEALS BOARD\nSTATE OF CALIFORNIA\nCase No. ADJ1234567\nDECLARATION OF READINESS TO PROCEED\nThe Superior Court case was dismissed.";

describe('issuerOf', () => {
  it('reads another court from a caption heading and from a form footer cell', () => {
    expect(issuerOf([FEDERAL]).other).toBe('UNITED STATES DISTRICT COURT');
    expect(issuerOf([STATE_FORM]).other).toBe('CIRCUIT COURT OF COOK COUNTY, ILLINOIS');
    expect(issuerOf(['Request for Something\nbody text\nJudicial Council of California, courts.ca.gov   Rev. 2024']).other).toMatch(/^Judicial Council/);
  });

  it('a page that prints a WC body as its own is in scope, whatever court its body mentions', () => {
    expect(issuerOf([WCAB])).toEqual({ workersComp: true });
  });

  it("a Pennsylvania magisterial district court, named by its judge's seat, is another court", () => {
    const docket =
      'Magisterial District Judge 12-3-04\nDOCKET\nDocket Number: MJ-12304-CR-0000123-2024\nCommonwealth of Pennsylvania\nv.\nJANE ROE\nCASE INFORMATION';
    expect(issuerOf([docket]).other).toBe('Magisterial District Judge 12-3-04');
    // Its docket report (a record of the case's entries, none of them decided here) is out of scope, not an order.
    expect(outOfScope('court_order', [docket], 'Docket')).toBe(true);
  });

  it('a caption\'s "before the" names the body a matter is before, on its line or the next', () => {
    const agency =
      'UNITED STATES OF AMERICA\nBEFORE THE\nSTATE LANDS COMMISSION\nIn the Matter of the Harbor Lease Renewal\nCOMMENTS OF THE HARBOR FISHERMEN ASSOCIATION\nThe Association supports the renewal.';
    expect(issuerOf([agency]).tribunal).toBe('STATE LANDS COMMISSION');
    expect(issuerOf(['BEFORE THE PUBLIC UTILITIES BOARD\nApplication of Riverside Water Company\nPETITION']).tribunal).toBe('PUBLIC UTILITIES BOARD');
    // Its forms, subpoenas and bills are another body's; whether a paper under it is its decision is the model's call.
    expect(outOfScope('subpoena', [agency], 'Comments of the Harbor Fishermen Association')).toBe(true);
    expect(outOfScope('court_order', [agency], 'Comments of the Harbor Fishermen Association')).toBe(false);
    // Before the WC Appeals Board is the domain's own.
    expect(issuerOf([`BEFORE THE\n${WCAB}`])).toEqual({ workersComp: true });
  });

  it('a court named in a sentence is not an issuer', () => {
    expect(issuerOf(['Dear Counsel,\nthe superior court of your county has jurisdiction over this matter.']).other).toBeUndefined();
  });
});

describe('outOfScope', () => {
  it("another court's form is not a WC form, unless it is a proof of service", () => {
    expect(outOfScope('wcab_form', [STATE_FORM], 'Appearance')).toBe(true);
    expect(outOfScope('wcab_form', [STATE_FORM], 'Proof of Service by Mail')).toBe(false);
  });

  it("another court's order stays an order; its papers titled otherwise are out of scope", () => {
    expect(outOfScope('court_order', [FEDERAL], 'Order Granting Motion to Dismiss')).toBe(false);
    expect(outOfScope('court_order', [FEDERAL], 'Opinion and Order')).toBe(false);
    expect(outOfScope('court_order', [FEDERAL], 'Motion to Compel Discovery')).toBe(true);
    expect(outOfScope('subpoena', [FEDERAL], 'Civil Cover Sheet')).toBe(true);
    expect(outOfScope('subpoena', [FEDERAL], 'Subpoena to Produce Documents')).toBe(false);
    // Without a title of its own nothing says what it is: the model's answer stands.
    expect(outOfScope('court_order', [FEDERAL], undefined)).toBe(false);
  });

  it("another court's paper with amounts on it (a summons stating the sum demanded) is not a bill, unless titled one", () => {
    const summons = `Superior Court of New Jersey\nLaw Division, Special Civil Part\nDocket No: ATL-DC-000111-25\nYOU ARE BEING SUED!\nDemand Amount $5109.45\nFiling Fee $.00\nTOTAL $5109.45`;
    expect(outOfScope('billing', [summons], undefined)).toBe(true);
    expect(outOfScope('billing', [summons], 'Invoice')).toBe(false);
    // Without a court's heading a bill stays a bill.
    expect(outOfScope('billing', [summons.replace(/^.*\n.*\n/, '')], undefined)).toBe(false);
  });

  it('WC papers, and kinds scope never touches, stay', () => {
    expect(outOfScope('wcab_form', [WCAB], 'Declaration of Readiness to Proceed')).toBe(false);
    expect(outOfScope('correspondence', [FEDERAL], 'Notice of Electronic Filing')).toBe(false);
    expect(outOfScope('medical_report', [STATE_FORM], 'Report')).toBe(false);
  });
});

describe("a workers' compensation agency's paper is its form, not a bill (sources round)", () => {
  const WAGES = [
    'FORM WC-7',
    'STATE OF IDAHO',
    'Industrial Commission of Idaho',
    'WAGE AND EARNINGS STATEMENT',
    'Claim No. ____________   Date of Injury ____________',
    'WEEK ENDING   DAYS WORKED   GROSS EARNINGS',
    ...Array.from({ length: 8 }, (_, i) => `${i + 1}   __________   ____   $ ________`),
    'Total gross earnings: $ ________   Average weekly wage: $ ________',
  ].join('\n');

  it("reads the agency at the head of the paper: a division, bureau or board of workers' compensation, an industrial commission", () => {
    expect(wcAgencyPaper([WAGES])).toBe(true);
    expect(wcAgencyPaper([WAGES.replace('Industrial Commission of Idaho', "Bureau of Workers' Compensation")])).toBe(true);
    expect(wcAgencyPaper([WAGES.replace('Industrial Commission of Idaho', "DIVISION OF WORKERS' COMPENSATION")])).toBe(true);
    expect(answerByStructure('billing', scoresOf('billing', 0.5, 'wcab_form'), [WAGES])).toBe('wcab_form');
  });

  it("reads the agency's form the model put outside the domain as a WC form: coded or with blanks; its letter is none", () => {
    const choice = [
      'FORM C-9',
      "ARKANSAS WORKERS' COMPENSATION COMMISSION",
      "EMPLOYEE'S CHANGE OF PHYSICIAN",
      'It is a crime to give false information to obtain benefits.',
      'Employee: Luis Ortega   Claim No. G412233',
    ].join('\n');
    expect(wcAgencyForm([choice])).toBe(true);
    expect(answerByStructure('unknown', scoresOf('unknown', 0.7, 'wcab_form'), [choice])).toBe('wcab_form');
    const blanks = choice
      .replace('FORM C-9\n', '')
      .replace('Employee: Luis Ortega   Claim No. G412233', 'Employee ________  Claim No. ________\nEmployer ________  Physician ________');
    expect(wcAgencyForm([blanks])).toBe(true);
    const letter = [
      "ARKANSAS WORKERS' COMPENSATION COMMISSION",
      'March 3, 2026',
      'Luis Ortega\n12 Birch Lane\nLittle Rock, AR 72201',
      'Dear Mr. Ortega:',
      'Your request for a change of physician has been received and is under review.',
      'Sincerely,\nClaims Examiner',
    ].join('\n');
    expect(wcAgencyForm([letter])).toBe(false);
    expect(wcAgencyForm([choice.replace("ARKANSAS WORKERS' COMPENSATION COMMISSION", 'ARKANSAS STATE MEDICAL BOARD')])).toBe(false);
  });

  it("keeps a bill that only says it is for a workers' compensation claim", () => {
    const bill = [
      'HARBOR ORTHOPEDICS',
      "WORKERS' COMPENSATION BILLING STATEMENT",
      'Patient: Dana Whitlock   Claim No. 55-20931   Date of Injury 02/11/2025',
      'Bill to: Cascade Mutual Insurance Company',
      '03/02/2025   99213   Office visit            $ 142.00',
      '03/02/2025   73030   X-ray, shoulder          $ 88.50',
      'Total due: $ 230.50',
    ].join('\n');
    expect(wcAgencyPaper([bill])).toBe(false);
    expect(answerByStructure('billing', scoresOf('billing', 0.5, 'wcab_form'), [bill])).toBe('billing');
    // The agency named in prose, not at the paper's head, issues nothing.
    const prose = `HARBOR ORTHOPEDICS\nStatement of charges\nAs the Division of Workers' Compensation's fee schedule allows, we bill the following.\n$ 120.00`;
    expect(wcAgencyPaper([prose])).toBe(false);
  });
});

describe("a sworn statement under another court's caption is no letter, whatever is attached (issue 31)", () => {
  const CAPTION =
    'Dana Whitfield (SBN 288114)\nWHITFIELD COLLECTIONS LAW\n200 Grand Ave, Oakland, CA 94610\nAttorney for Plaintiff\n' +
    'SUPERIOR COURT OF CALIFORNIA, COUNTY OF ALAMEDA\nPLAINTIFF: NORTHBAY RECOVERY LLC\nDEFENDANT: TERRENCE OKAFOR\nCase No. 25CV004471\n';
  const DECLARATION =
    `${CAPTION}DECLARATION RE: PRE-LITIGATION NOTICE\nI, Dana Whitfield, declare as follows:\n` +
    '1. Before this action began, my client mailed the defendant the letter attached as Exhibit A.\n' +
    'I declare under penalty of perjury under the laws of the State of California that the foregoing is true and correct.\n';
  const EXHIBIT =
    'EXHIBIT A\nNorthbay Recovery LLC\n41 Pine Street\nSan Jose, CA 95113\nMarch 2, 2025\nTerrence Okafor\n88 Elm Court\nFremont, CA 94536\n' +
    'Re: Account ending 4471\nDear Mr. Okafor:\nYour account remains unpaid. Please call us to arrange payment.\nVery truly yours,\nNorthbay Recovery LLC';

  it('answers unknown for the declaration with its letter attached, taken for correspondence or left outside the domain', () => {
    expect(answerByStructure('correspondence', scoresOf('correspondence', 0.9, 'unknown'), [DECLARATION, EXHIBIT])).toBe('unknown');
    expect(answerByStructure('unknown', scoresOf('unknown', 0.6, 'correspondence'), [DECLARATION, EXHIBIT])).toBe('unknown');
  });

  it('keeps the letter alone a letter, and a paper titled a declaration that nobody declares in is left to the model', () => {
    expect(answerByStructure('correspondence', scoresOf('correspondence', 0.9, 'unknown'), [EXHIBIT])).toBe('correspondence');
    const unsworn = DECLARATION.replace('I, Dana Whitfield, declare as follows:', 'Counsel states:').replace(/I declare under penalty[^\n]*\n/, '');
    expect(answerByStructure('correspondence', scoresOf('correspondence', 0.9, 'unknown'), [unsworn, EXHIBIT])).toBe('correspondence');
  });

  it("leaves a declaration under the Appeals Board's caption (a WC paper) to the model", () => {
    const wc = DECLARATION.replace('SUPERIOR COURT OF CALIFORNIA, COUNTY OF ALAMEDA', "WORKERS' COMPENSATION APPEALS BOARD\nSTATE OF CALIFORNIA");
    expect(answerByStructure('correspondence', scoresOf('correspondence', 0.9, 'unknown'), [wc, EXHIBIT])).toBe('correspondence');
  });
});
