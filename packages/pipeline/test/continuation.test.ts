/**
 * Pages that go on with the document before them (boundaries/continuation.ts): what real single documents were cut
 * at (eval/real/README.md, "Automatic splitting"), each beside the same page as a new document's start.
 */
import { describe, expect, it } from 'vitest';
import { splitFixtures as F } from '@wcab/testkit';
import { continuesPrevious } from '../src/split/boundaries/continuation';
import { pageCues, pageNumber } from '../src/split/boundaries/pageCues';
import { splitByContent, type BoundaryPage } from '../src/split/contentBoundaries';

const GARCIA = { applicant: 'Maria Garcia', adj: 'ADJ11223344', employer: 'Acme Logistics, Inc.' };
const content = (texts: string[]): BoundaryPage[] => texts.map((text) => ({ kind: 'content', text }));
const starts = (texts: string[]) => {
  const pages = content(texts);
  return splitByContent(pages, [{ startPage: 1, endPage: pages.length }], { threshold: 0.75 });
};

const MOTION = [
  'SUPERIOR COURT OF NEW JERSEY',
  'NEW JERSEY TURNPIKE AUTHORITY, Plaintiff,',
  'v.',
  'DEVON BARBER, Defendant.',
  'NOTICE OF MOTION TO DISMISS',
  'Defendant moves to dismiss the complaint because the fees demanded are not tied to any cost of collection.',
  'The authority may collect only reasonable administrative fees under the statute and its regulations.',
  'Respectfully submitted,',
  '/s/ Devon Barber',
  'Dated: September 6, 2025',
].join('\n');

const SERVICE_TITLE = 'CERTIFICATION OF SERVICE\nSUPERIOR COURT OF NEW JERSEY\nNEW JERSEY TURNPIKE AUTHORITY v. DEVON BARBER';

describe('a page that goes on with the document before it', () => {
  it('reads "Pg 1 of 2" as an e-filing stamp prints its page number', () => {
    expect(pageNumber(['ATL-DC-007956-25 10/28/2025 Pg 1 of 2 Trans ID: SCP20254585674', 'text', 'more'])).toEqual({ n: 1, of: 2 });
  });

  it('a sign-off or a signature page at the top is the end of the document before; a letter opening is not', () => {
    expect(pageCues('Respectfully submitted,\nJANE ROE, ESQ.\nAttorney for Applicant').closingTop).toBe(true);
    const esig = pageCues(
      'Signature Page 1 of 1\nThis is a representation of an electronic record that was signed\nelectronically. Following this are manifestations of any and all\nAUDREY L GASSMAN\n12/18/2023 11:04:00 AM',
    );
    expect(esig.closingTop).toBe(true);
    expect(pageCues(F.attorneyLetter(GARCIA, 'April 2, 2025')[0]!).closingTop).toBe(false);
    // A form's "Signature of physician:" field is a label, not a signature page's heading.
    expect(pageCues("Signature of physician: ________\nDate: 03/04/2025\nPhysician's name: Ann Lee").closingTop).toBe(false);
    // A signature page headed for its signers is one.
    expect(pageCues('Signatures of the Parties\n\n______________________________\nAnn Lee\nDate: ____________').closingTop).toBe(true);
    expect(pageCues('Signature of Applicant\nDate: ____').closingTop).toBe(false);
  });

  it('a certificate that serves "the foregoing" points back at its paper; one that lists what it served does not', () => {
    expect(pageCues(`${SERVICE_TITLE}\nI certify that on September 6, 2025, I filed the foregoing Motion through JEDS.`).refersBackTop).toBe(true);
    expect(pageCues(`${SERVICE_TITLE}\nOn March 3, 2025 I served the following: Declaration of Readiness to Proceed`).refersBackTop).toBe(false);
    // A proof that says it served "this" paper or "the within" one serves the paper it is printed with.
    expect(pageCues('PROOF OF SERVICE\n1. I served this Notice of Deposition by mail as follows:').refersBackTop).toBe(true);
    expect(pageCues('PROOF OF SERVICE\nOn March 3, 2025 I served the within Petition for Reconsideration on the parties').refersBackTop).toBe(true);
  });

  it('a proof of service headed with the paper it serves goes on with that paper; after another paper it may start', () => {
    const proof = pageCues(
      'CASE NUMBER:\nPROOF OF SERVICE OF DEPOSITION SUBPOENA FOR PRODUCTION OF BUSINESS RECORDS\n1. I served a copy by personally delivering it to the person served as follows:',
    );
    expect(proof.serviceOf).toEqual(['deposition', 'subpoena', 'production', 'business', 'records']);
    const subpoena = pageCues(
      'DEPOSITION SUBPOENA FOR PRODUCTION OF BUSINESS RECORDS\nTHE PEOPLE OF THE STATE OF CALIFORNIA, TO the custodian of records:\nYOU ARE ORDERED TO PRODUCE THE BUSINESS RECORDS described below.',
    );
    expect(continuesPrevious(subpoena, proof)).toBe(true);
    expect(continuesPrevious(pageCues(F.attorneyLetter(GARCIA, 'April 2, 2025')[0]!), proof)).toBe(false);
    expect(pageCues(`${SERVICE_TITLE}\nI served the documents listed below.`).serviceOf).toEqual([]);
  });

  it("a line of running text that ends with a party's role is no caption; a caption's role line is", () => {
    expect(pageCues('Upon receipt of an application, VA must notify the claimant\nwhat information is needed.').captionTop).toBe(false);
    expect(pageCues('MARIA GARCIA,\nApplicant,\nvs.\nACME LOGISTICS').captionTop).toBe(true);
  });

  it("a page of counsel's appearances alone is a pleading's head, cut off; a bill's last page ending in a telephone is not", () => {
    const appearances = pageCues(
      'Ronald A. Shems (pro hac vice)\nGeoffrey H. Hand (pro hac vice motion to be filed)\nSHEMS DUNKIEL KASSEL & SAUNDERS PLLC\n91 College Street\nBurlington, VT 05401\n802 860 1003 (voice)\nRichard Roos-Collins (Cal. Bar no. 127231)',
    );
    expect(appearances.headOnly).toBe(true);
    const billEnd = pageCues(
      '28. Total charge $841.20   29. Amount paid $0.00\n31. Signature of physician: Leilani Ledesma\n33. Billing provider: Elmhurst Clinic (559) 555-0181',
    );
    expect(billEnd.headOnly).toBe(false);
  });

  it('reads "Page 2 of 3" under a letter\'s continuation header, past the head lines a lone number is read in', () => {
    expect(pageNumber(['Chairman Mary Schapiro', 'Chairman Gary Gensler', 'November 15, 2010', 'Page 2 of 3', 'registered entity).'])).toEqual({ n: 2, of: 3 });
    // Never a number that is no page's ("page 7 of 3"), nor one deep in the body.
    expect(pageNumber(['a', 'b', 'c', 'see page 7 of 3', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm'])).toBeUndefined();
  });

  it("a page that ends introducing a list, or a page that opens with an address block's tail, goes on", () => {
    expect(pageCues('PLAN:\n1. Continue current medication regimen:').introducesEnd).toBe(true);
    expect(pageCues('Signature of physician: ________\nDate:').introducesEnd).toBe(false);
    expect(pageCues('Kansas City, Missouri 64108\n(816) 474-6550\nMICHAEL RAYFIELD, ESQUIRE').addressTailTop).toBe(true);
    expect(pageCues('415 693 3000 (voice)\n415 693 3178 (facsimile)\nAttorneys for Plaintiffs').addressTailTop).toBe(true);
    // Its label before it: "Telephone: (559) 555-0123", "Fax: ...", "E-mail: ...".
    expect(pageCues('Telephone: (559) 555-0123\njdoe@doelaw.com\nAttorneys for Applicant').addressTailTop).toBe(true);
    expect(pageCues('E-mail: jdoe@doelaw.com\nAttorneys for Defendants').addressTailTop).toBe(true);
    expect(pageCues('Telephone interview with the applicant on March 3, 2025').addressTailTop).toBe(false);
    expect(pageCues('SHOOK HARDY & BACON, LLP\n2555 Grand Boulevard\nKansas City, Missouri 64108').addressTailTop).toBe(false);
  });

  it('reads past Markdown marks: a bold label is a label, not a title', () => {
    const page = pageCues(
      '**Office Hours:**\nMonday - Friday: 8:00 AM - 5:00 PM\nCall our main number and follow the prompts for the provider on call tonight.',
    );
    expect(page.titleTop).toBe(false);
    expect(pageCues('# PAYMENT STATEMENT\nOnline payment at the hospital site.').titleTop).toBe(true);
    // A heading of the second level is a section's by its own mark.
    expect(pageCues('## Claim Processing\n- Submitted via clearinghouse').titleTop).toBe(false);
  });

  it('a page after "Page 1 of 2" continues its document, whatever its top shows', () => {
    const before = pageCues(`${MOTION}\nPage 1 of 2`);
    const after = pageCues(`${SERVICE_TITLE}\nI served the papers on counsel of record by e-mail.`);
    expect(continuesPrevious(before, after)).toBe(true);
    expect(continuesPrevious(pageCues(MOTION), after)).toBe(false);
    expect(continuesPrevious(pageCues(`${MOTION}\nThe defendant asks the court to order the following:`), after)).toBe(true);
    expect(continuesPrevious(pageCues(MOTION), pageCues(`Kansas City, Missouri 64108\n${SERVICE_TITLE}`))).toBe(true);
    // A "Page 1 of 2" before a page that says it is a page 1: the numbering contradicts itself; no rule decides.
    expect(continuesPrevious(before, pageCues(`${SERVICE_TITLE}\nPage 1 of 1`))).toBe(false);
  });
});

describe('splitting keeps such pages with their document', () => {
  const letter = F.attorneyLetter(GARCIA, 'April 2, 2025')[0]!;
  const notice = F.noticeOfHearing(GARCIA, 'March 3, 2025')[0]!;
  // A proof of service repeating the case's caption: as sure a start as a new paper, to the boundary model.
  const caption = notice.split('\n').slice(0, 9).join('\n');
  const certificate = (what: string) =>
    `${caption}\nPROOF OF SERVICE\nOn April 3, 2025 I served ${what} by mail on all parties listed below.\nI declare under penalty of perjury that the above is true and correct.`;

  it('a proof of service of "the foregoing" stays with its paper, and is not reported as a possible start; one of "the following" is split off', () => {
    const served = starts([letter, certificate('the foregoing letter')]);
    expect(served.segments).toHaveLength(1);
    expect(served.uncertain).toEqual([]);
    expect(starts([letter, certificate('the following: Declaration of Readiness to Proceed,')]).segments.map((s) => s.startPage)).toEqual([1, 2]);
  });

  it('a caption and title after "Page 1 of 2" are the same paper\'s reverse; without it, a new document', () => {
    expect(starts([`${letter}\nPage 1 of 2`, notice]).segments).toHaveLength(1);
    expect(starts([letter, notice]).segments.map((s) => s.startPage)).toEqual([1, 2]);
  });

  it("an electronic signature page stays with the letter it signs; another case's page after it still splits", () => {
    const esig =
      'Signature Page 1 of 1\nThis is a representation of an electronic record that was signed\nelectronically. Following this are manifestations of any and all\nelectronic signatures for this electronic record.\nAUDREY L GASSMAN\n12/18/2023 11:04:00 AM';
    expect(starts([letter, esig]).segments).toHaveLength(1);
    const otherCase = `Respectfully submitted,\nCase No. ADJ9876543\nJuan Lopez v. Sunrise Bakery\nNOTICE OF HEARING`;
    expect(starts([letter, otherCase]).segments.map((s) => s.startPage)).toEqual([1, 2]);
  });
});
