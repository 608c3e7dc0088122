/**
 * Pages that go on with the document before them (boundaries/continuation.ts): what real single documents were cut
 * at (eval/real/README.md, "Automatic splitting"), each beside the same page as a new document's start.
 */
import { describe, expect, it } from 'vitest';
import { splitFixtures as F } from '@wcab/testkit';
import { continuesPrevious } from '../src/split/boundaries/continuation';
import { cuesAfter, itemLabel, pageCues, pageNumber } from '../src/split/boundaries/pageCues';
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

describe('a page whose structure runs on from the page before', () => {
  const letter = F.attorneyLetter(GARCIA, 'April 2, 2025')[0]!;
  const BODY = [
    'We write on behalf of our client regarding the claim referenced above. Our records show that the',
    'temporary disability payments stopped without notice. Please explain the basis for stopping them.',
  ].join('\n');

  it('a page that ends with a sign-off alone leaves its signer to the next page; one signed under it does not', () => {
    expect(pageCues(`${BODY}\nSincerely,`).openEnd).toBe(true);
    expect(pageCues(`${BODY}\nRespectfully submitted,\n3`).openEnd).toBe(true);
    expect(pageCues(`${BODY}\nSincerely,\nDaniel Marshall, Esq.`).openEnd).toBe(false);
    expect(pageCues(letter).openEnd).toBe(false);
    // The same sign-off ending two pages in turn (a book of letter templates) is no running footer read past.
    expect(cuesAfter(`${BODY}\nSincerely,`, `Another letter.\n${BODY}\nSincerely,`).openEnd).toBe(true);
    const signer = pageCues('Victor H Castillo Jr.\nOffice of Legal Affairs\nFOIA Section\nChicago Police Department\n(312) 745-5308');
    expect(continuesPrevious(pageCues(`${BODY}\nSincerely,`), signer)).toBe(true);
    expect(continuesPrevious(pageCues(`${BODY}\nSincerely,\nDaniel Marshall`), signer)).toBe(false);
  });

  it('a page that ends with a Markdown section heading leaves the section to the next page', () => {
    expect(pageCues('## Explanation of Benefits\n- **Remaining Balance**: $60.00\n## Outstanding Items').openEnd).toBe(true);
    expect(pageCues('## Outstanding Items\n1. **Cardiology Consultation**: $60.00 due').openEnd).toBe(false);
    // A heading in capitals alone at a page's foot may be a form's footer: not read as one.
    expect(pageCues(`${BODY}\nCONFIDENTIAL MEDICAL REPORT`).openEnd).toBe(false);
  });

  it('a page that opens with who completed or signed the paper is the end of the document before', () => {
    expect(pageCues('**Assessment completed by:** Dr. Klaus Mueller, MD\n**Date:** 2024-01-20').closingTop).toBe(true);
    expect(pageCues('Electronically signed by: Ann Lee, M.D. on 03/04/2025').closingTop).toBe(true);
    expect(pageCues('REPORT OF INJURY\nCompleted by the employer within five days').closingTop).toBe(false);
  });

  it("reads an enumerated item's label, never a bare number nor an initial", () => {
    expect(itemLabel('(c) any method by which the pH is increased')).toEqual({ kind: 'letter', n: 3 });
    expect(itemLabel('{d) nicotine delivery from tobacco')).toEqual({ kind: 'letter', n: 4 });
    expect(itemLabel('4. Standard of Care: current guidelines')).toEqual({ kind: 'number', n: 4 });
    expect(itemLabel('(B) the second count')).toEqual({ kind: 'capital', n: 2 });
    expect(itemLabel('12  The applicant was employed as a driver')).toBeUndefined();
    expect(itemLabel('J. Smith, Claims Examiner')).toBeUndefined();
  });

  it('an item at the top that is the next of the list the page before ended in goes on with it', () => {
    const before = pageCues(
      `${BODY}\n(b) the alkalinity of tobacco products\n(c) any method by which the pH and/or alkalinity\nof tobacco is increased or decreased`,
    );
    const after = (label: string) =>
      pageCues(`12/18/87 MON 18:18 FAX 2128130477\n${label} nicotine delivery from tobacco products\n(e) the effect of nicotine on any human`);
    expect(continuesPrevious(before, after('(d)'))).toBe(true);
    expect(continuesPrevious(before, after('(a)'))).toBe(false);
    expect(continuesPrevious(before, after('4.'))).toBe(false);
    // Numbered sections ("## 1. TIME, DATE, AND PLACE" then "## 2. DOCUMENTS ...") run on the same way.
    expect(
      continuesPrevious(
        pageCues('## 1. TIME, DATE, AND PLACE\n**Date:** [Date]\n[Address]'),
        pageCues('[Phone Number]\n## 2. DOCUMENTS AND ITEMS TO BE PRODUCED'),
      ),
    ).toBe(true);
  });

  const SERVICE_LIST = [
    'PROOF OF SERVICE',
    'On April 3, 2025 I served the foregoing letter by mail on the parties listed below, addressed as follows:',
    'MARSHALL & ORTEGA, LLP',
    '1200 Wilshire Boulevard, Suite 400',
    'Los Angeles, CA 90017',
    'Redwood Claims Services',
    'P.O. Box 4410',
    'Fresno, CA 93744',
  ].join('\n');
  const NEXT_ENTRIES = [
    'STATE COMPENSATION INSURANCE FUND',
    'P.O. Box 65005',
    'Fresno, CA 93650',
    'Acme Logistics, Inc.',
    'Attn: Human Resources',
    '2200 Industrial Way',
    'Ontario, CA 91761',
    'I declare under penalty of perjury under the laws of the State of California that the above is true.',
  ].join('\n');

  it("a service list's next entry opening a page goes on with the list; a letter or counsel's appearances do not", () => {
    expect(pageCues(SERVICE_LIST).addressEnd).toBe(true);
    expect(pageCues(NEXT_ENTRIES).addressListTop).toBe(true);
    expect(continuesPrevious(pageCues(SERVICE_LIST), pageCues(NEXT_ENTRIES))).toBe(true);
    // After a page that does not end in an address, the same page decides nothing.
    expect(continuesPrevious(pageCues(MOTION), pageCues(NEXT_ENTRIES))).toBe(false);
    // A letter opens with one address and then its date and addressee.
    expect(pageCues(letter).addressListTop).toBe(false);
    expect(continuesPrevious(pageCues(SERVICE_LIST), pageCues(letter))).toBe(false);
    // Counsel's appearances heading a pleading list addresses under bar numbers, over its caption.
    const pleading = [
      'Kai Pacheco (SBN 241102)',
      'Aldana & Drummond, LLP',
      '17337 Vineyard Avenue',
      'San Jose, California 95730',
      'Leilani Wojcik, State Bar No. 144198',
      'Jennings & Partners',
      '10361 Rosewood Avenue, Suite 220',
      'Downey, CA 93332',
      "WORKERS' COMPENSATION APPEALS BOARD",
      'MARIA GARCIA,',
      'Applicant,',
      'vs.',
    ].join('\n');
    expect(pageCues(pleading).addressListTop).toBe(false);
    expect(continuesPrevious(pageCues(SERVICE_LIST), pageCues(pleading))).toBe(false);
  });

  it('splitting keeps a service list running onto a page, and a letter signed overleaf, whole', () => {
    expect(starts([letter, SERVICE_LIST, NEXT_ENTRIES]).segments).toHaveLength(1);
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
