import { describe, expect, it } from 'vitest';
import { eamsTitle } from '../src/eamsTitle';

const WCAB = ["WORKERS' COMPENSATION APPEALS BOARD\nSTATE OF CALIFORNIA\nCase No. ADJ12345678"];

describe('eamsTitle: the EAMS document title a paper files under', () => {
  it.each([
    ['Declaration of Readiness to Proceed', 'wcab_form', 'LEGAL DOCS', 'DECLARATION OF READINESS TO PROCEED'],
    ['Declaration of Readiness to Proceed to Expedited Hearing', 'wcab_form', 'LEGAL DOCS', 'DECLARATION OF READINESS TO PROCEED TO EXPEDITED HEARING'],
    ['Objection to Declaration of Readiness to Proceed', 'wcab_form', 'LEGAL DOCS', 'OBJECTION TO DECLARATION OF READINESS TO PROCEED'],
    ['Notice of Hearing', 'wcab_form', 'LEGAL DOCS', 'NOTICE OF HEARING'],
    ['Notice of Mandatory Settlement Conference', 'correspondence', 'LEGAL DOCS', 'NOTICE OF HEARING'],
    ['Minutes of Hearing and Summary of Evidence', 'court_order', 'LEGAL DOCS', 'MINUTES OF HEARING'],
    ['Findings and Award', 'court_order', 'LEGAL DOCS', 'FINDINGS AND AWARD'],
    ['Joint Findings and Award', 'court_order', 'LEGAL DOCS', 'JOINT FINDINGS AND AWARD'],
    ['Findings of Fact and Order', 'court_order', 'LEGAL DOCS', 'FINDINGS AND ORDER'],
    ['Order Approving Compromise and Release', 'court_order', 'LEGAL DOCS', 'ORDER APPROVING COMPROMISE AND RELEASE'],
    ['Order Taking Off Calendar', 'court_order', 'LEGAL DOCS', 'ORDER TAKING OFF CALENDAR'],
    ['Order Suspending Action', 'court_order', 'LEGAL DOCS', 'ORDER'],
    ['Petition for Reconsideration', 'wcab_form', 'LEGAL DOCS', 'PETITION FOR RECONSIDERATION'],
    ['Verified Petition to Reopen', 'wcab_form', 'LEGAL DOCS', 'PETITION TO REOPEN'],
    ['Stipulations with Request for Award', 'wcab_form', 'LEGAL DOCS', 'STIPULATIONS WITH REQUEST FOR AWARD'],
    ['Compromise and Release', 'wcab_form', 'LEGAL DOCS', 'COMPROMISE AND RELEASE'],
    ['Proof of Service', 'wcab_form', 'LEGAL DOCS', 'PROOF OF SERVICE'],
    ['Notice and Request for Allowance of Lien', 'wcab_form', 'LIENS AND BILLS', 'NOTICE AND REQUEST FOR ALLOWANCE OF LIEN'],
    ["Panel Qualified Medical Evaluator's Comprehensive Medical-Legal Evaluation", 'medical_report', 'MEDICAL DOCS', 'QME REPORTS'],
    ['Agreed Medical Evaluator Supplemental Report', 'medical_report', 'MEDICAL DOCS', 'AME REPORTS'],
    ["Primary Treating Physician's Progress Report (PR-2)", 'medical_report', 'MEDICAL DOCS', 'TREATING PHYSICIAN REPORTS'],
  ] as const)('%s (%s)', (ownTitle, documentType, type, title) => {
    expect(eamsTitle({ documentType, ownTitle, pages: WCAB })).toEqual({ type, title });
  });

  it('files a medical report whose title names no author as a medical report', () => {
    expect(eamsTitle({ documentType: 'medical_report', ownTitle: 'Operative Report', pages: [''] })).toEqual({
      type: 'MEDICAL DOCS',
      title: 'MEDICAL REPORTS',
    });
  });

  it("reads the classifier's title where the page prints none of its own", () => {
    expect(eamsTitle({ documentType: 'court_order', knownTitle: 'Minutes of Hearing', pages: WCAB })?.title).toBe('MINUTES OF HEARING');
  });

  it('gives none where the title names a kind the answer is not (a letter about a declaration)', () => {
    expect(eamsTitle({ documentType: 'correspondence', ownTitle: 'Notice of Rejection of Declaration of Readiness to Proceed', pages: WCAB })).toBeUndefined();
    expect(
      eamsTitle({
        documentType: 'correspondence',
        ownTitle: 'Notice of Document Not Accepted for Filing',
        knownTitle: 'Declaration of Readiness to Proceed',
        pages: WCAB,
      }),
    ).toBeUndefined();
  });

  it('gives none for letters, bills, depositions, subpoenas and unknown papers', () => {
    for (const documentType of ['correspondence', 'billing', 'deposition', 'subpoena', 'unknown'] as const) {
      expect(eamsTitle({ documentType, ownTitle: 'Itemized Statement', pages: WCAB })).toBeUndefined();
    }
  });

  it("gives none for another court's paper, even its order", () => {
    const federal = ['UNITED STATES DISTRICT COURT\nFOR THE DISTRICT OF OREGON\nORDER GRANTING MOTION TO DISMISS\nIt is so ordered.'];
    expect(eamsTitle({ documentType: 'court_order', ownTitle: 'Order Granting Motion to Dismiss', pages: federal })).toBeUndefined();
  });
});
