/**
 * Pages of a published book and an office's procedures document are no case's paper (new sources round, issue 31):
 * a book of impairment ratings reads like a report, a claims manual quotes the letters it prescribes. Texts written
 * here (not fixtures of the real set).
 */
import { describe, expect, it } from 'vitest';
import { proceduresDocument, publishedBookPages } from '../src/publishedWork';
import { decideByStructure } from '../src/structure';
import { scoresOf } from './modelScores';

const CITATION = 'Harlow P, Quist R. Rating Spinal Impairment, Third Edition. Denver: Meridian Medical Press; 2015.';
const BOOK_BODY =
  'When the examiner places the patient in class 2, the grade within the class is set by the non-key factors.\n' +
  'If physical findings and test results both point to class 3, the rating moves up one grade (grade D), 18%.\n' +
  'TABLE 4-2 Grade Modifiers for the Lumbar Spine\n';
const STAMPED = `${BOOK_BODY}${CITATION}\nCreated from coastal-library on 2025-03-02 10:14:55.`;
const NOTICED = `${BOOK_BODY}${CITATION}\nCopyright © 2015. Meridian Medical Press. All rights reserved.`;

/** A physician's report that cites the same book in its text, as rating reports do. */
const REPORT =
  'PERMANENT AND STATIONARY REPORT\nPatient: Tomas Reyes\nDate of injury: 04/12/2024\n' +
  'Impairment is rated under Rating Spinal Impairment, Third Edition (Meridian Medical Press, 2015), Table 4-2.\n' +
  'Lumbar spine: class 2, grade D, 18% whole person impairment.\nDiscussion: the condition is permanent and stationary.\n' +
  'Dana Whitcombe, M.D.';

describe('publishedBookPages', () => {
  it("reads a book's foot on its pages: the e-book platform's stamp, or the copyright notice beside the citation", () => {
    expect(publishedBookPages([STAMPED, STAMPED.replace('class 2', 'class 4')])).toBe(true);
    expect(publishedBookPages([NOTICED])).toBe(true);
  });

  it('a report that cites a book, or a page with a copyright line and no citation, is no book', () => {
    expect(publishedBookPages([REPORT])).toBe(false);
    expect(publishedBookPages([`${REPORT}\nCopyright © 2024 Harbor Imaging Systems. All rights reserved.`])).toBe(false);
    // One stamped page of four (a printed page attached to a report) does not make the paper a book.
    expect(publishedBookPages([REPORT, REPORT, REPORT, STAMPED])).toBe(false);
  });
});

const MANUAL = [
  '# Letters to Injured Workers\n## Purpose\nThis procedure sets the letters claims staff send on an open claim.\n' +
    '## Scope\nIt applies to every adjuster and claims assistant.\n## Definitions\n* **Claimant:** the person who filed the claim.\n' +
    '## Templates\n### Acknowledgment letter\nDear [Claimant Name],\nWe have received your claim. Your claim number is [Claim ID].\n' +
    'Sincerely,\n[Adjuster Name]',
];

const LETTER =
  'Harbor Claims Services\n1200 Pier Avenue\nLong Beach, CA 90802\nMarch 4, 2026\nRe: Claim 44-10293\nDear Ms. Ortega,\n' +
  'Scope\nYour claim covers the injury to your left shoulder of January 9, 2026.\nDefinitions\nTemporary disability means the ' +
  'benefit paid while you cannot work.\nSincerely,\nLena Park, Claims Examiner';

describe('proceduresDocument', () => {
  it('heads its sections as a procedure does before any greeting: purpose or definitions with its scope', () => {
    expect(proceduresDocument(MANUAL)).toBe(true);
    expect(proceduresDocument(['POLICY 4.2 RETURN TO WORK\n1. Overview\nThe program ...\n2. Scope\nAll employees.\n'])).toBe(true);
    expect(proceduresDocument(['Section 1: Purpose\nThe plan ...\nSection 2: Applicability\nEvery site.'])).toBe(true);
  });

  it("a letter's sections after its greeting, or a scope alone, make no procedure", () => {
    expect(proceduresDocument([LETTER])).toBe(false);
    expect(proceduresDocument(['AGREEMENT\nScope\nThe vendor will scan the records.\nFees\n$200 a box.'])).toBe(false);
  });
});

describe('the structure rules answer it', () => {
  it('a book page taken for a report, and a manual taken for a letter, are answered unknown', () => {
    expect(decideByStructure('medical_report', scoresOf('medical_report', 0.62, 'unknown'), [STAMPED])).toEqual({ type: 'unknown', rule: 'published-book' });
    expect(decideByStructure('correspondence', scoresOf('correspondence', 0.99, 'unknown'), MANUAL)).toEqual({
      type: 'unknown',
      rule: 'procedures-document',
    });
  });

  it('a report citing a book, a letter and an order keep their types', () => {
    expect(decideByStructure('medical_report', scoresOf('medical_report', 0.9, 'unknown'), [REPORT]).type).toBe('medical_report');
    expect(decideByStructure('correspondence', scoresOf('correspondence', 0.9, 'unknown'), [LETTER]).type).toBe('correspondence');
    expect(decideByStructure('court_order', scoresOf('court_order', 0.9, 'unknown'), MANUAL).type).toBe('court_order');
  });
});
