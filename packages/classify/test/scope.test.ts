/**
 * Scope by structure: the issuer a paper prints in its headings, and what its own title calls it. Texts written
 * here (not fixtures of the real set): another state's court forms, a federal order, a WCAB form.
 */
import { describe, expect, it } from 'vitest';
import { issuerOf, outOfScope } from '../src/scope';

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
