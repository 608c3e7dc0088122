/** The cues, features and splitting of contentBoundaries (pure, in-process). */
import { describe, expect, it } from 'vitest';
import { splitFixtures as F } from '@wcab/testkit';
import { adjChanged, boundaryFeatures, FEATURE_NAMES, hasStartEvidence, sameAdj } from '../src/split/boundaries/features';
import { boundaryProbability, checkedBoundaryModel, committedBoundaryModel } from '../src/split/boundaries/model';
import { cuesAfter, pageCues, pageNumber, runningKey } from '../src/split/boundaries/pageCues';
import { splitByContent, type BoundaryPage } from '../src/split/contentBoundaries';
import { splitMode, splitThreshold } from '../src/split/autoSplit';
import { loadJobSettings } from '@wcab/config/job';

const GARCIA = { applicant: 'Maria Garcia', adj: 'ADJ11223344', employer: 'Acme Logistics, Inc.' };
const LOPEZ = { applicant: 'Juan Lopez', adj: 'ADJ9876543', employer: 'Sunrise Bakery' };
const feature = (name: (typeof FEATURE_NAMES)[number], x: number[]) => x[FEATURE_NAMES.indexOf(name)];
const content = (texts: string[]): BoundaryPage[] => texts.map((text) => ({ kind: 'content', text }));
const whole = (pages: BoundaryPage[]) => [{ startPage: 1, endPage: pages.length }];

describe('page cues', () => {
  it('reads page numbers at the head or foot, never a number inside the text', () => {
    expect(pageNumber(['Report', 'text', 'Page 2 of 5'])).toEqual({ n: 2, of: 5 });
    expect(pageNumber(['- 3 -', 'text'])).toEqual({ n: 3 });
    expect(pageNumber(['Re: Maria Garcia', 'Page 4', 'text'])).toEqual({ n: 4 });
    expect(pageNumber(['a', 'b', 'c', '12', 'd', 'e', 'f'])).toBeUndefined();
  });

  it('a number the page says is its page number wins over a pleading line number; two that disagree are both kept', () => {
    // Pleading paper numbers its lines down the margin: the "1" heading the page is a line number.
    const pleading = [' 1', ' 2  INDEX OF EXHIBITS', ' 3  Exhibit A  Denial letter', 'DECLARATION OF READINESS TO PROCEED', '- 2 -'];
    expect(pageNumber(pleading)).toEqual({ n: 2 });
    expect(pageNumber(['text', 'more text', '3'])).toEqual({ n: 3 });
    // An OCR slip turned the footer's "Page 11 of 11" into "Page 1 of 11"; the running header still says 11.
    expect(pageNumber(['ADJ19063192 Page 11', 'Please confirm the deposition.', 'Page 1 of 11'])).toEqual({ n: 1, of: 11, also: [11] });
  });

  it('reads a head that opens a document apart from one inside it', () => {
    const bill = pageCues('DOS    CPT     DESCRIPTION            CHARGE\n09/05/2019  97530  Functional activities  4  166.40\nTotal billed $166.40');
    expect(bill.dateTop).toBe(false); // a table row that starts with a date is no date line
    expect(bill.titleTop).toBe(false); // nor is its header row a title
    expect(pageCues('Re: Maria Garcia\nJune 2, 2025\nDear Counsel:').dateTop).toBe(true);
    expect(pageCues('Please note that the case number on the separator sheet does not match the document.').captionTop).toBe(false);
    expect(pageCues('Case No. ADJ11223344\nNOTICE OF HEARING').captionTop).toBe(true);
    const body = pageCues('The examinee reported that the pain in the right shoulder had not changed since the last visit.\nHISTORY OF INJURY\nShe slipped.');
    expect(body.proseTop).toBe(true);
    expect(body.proseShareTop).toBeGreaterThan(0);
    const form = pageCues('LIEN ITEMIZATION\nClaimant: Maria Garcia\nDefendant: Acme Logistics, Inc.\n03/01/2025  99213  Office visit  $120.00');
    expect(form.fieldsTop).toBe(true);
    expect(form.proseTop).toBe(false);
    expect(pageCues('EXHIBIT A\nMarch 3, 2025\nDear Counsel:\nPlease advise when benefits will resume.').attachmentTop).toBe(true);
    expect(pageCues('Exhibits were received into evidence without objection at the hearing of March 3.').attachmentTop).toBe(false);
  });

  it('tells how a page begins and ends', () => {
    const [notice] = F.noticeOfHearing(GARCIA, 'March 3, 2025');
    const letter = pageCues(F.attorneyLetter(GARCIA, 'April 2, 2025')[0]!);
    const n = pageCues(notice!);
    expect(n.captionTop).toBe(true);
    expect(n.titleTop).toBe(true);
    expect(n.adj).toEqual(['ADJ11223344']);
    expect(letter.letterheadTop).toBe(true);
    expect(letter.dateTop).toBe(true);
    expect(letter.signoffEnd).toBe(true);
    expect(letter.applicant).toBe('Maria Garcia');
    const report = F.medicalReport(GARCIA, 'April 20, 2025').map((t) => pageCues(t));
    expect(report.map((c) => c.page)).toEqual([
      { n: 1, of: 3 },
      { n: 2, of: 3 },
      { n: 3, of: 3 },
    ]);
    expect(report[0]!.runsOnEnd).toBe(true);
    expect(report[1]!.continuesTop).toBe(false); // its running header comes first
    expect(pageCues('   \n  ').blank).toBe(true);
  });

  it("reads an address block and dates as they are printed abroad, not a bill's service lines", () => {
    const invoice = pageCues('Meridian Glass & Mirror B.V.\n32 Calle Mayor\n10115 Berlin\nRECHNUNG\nRechnungsdatum: 08.10.2019\nKunde: Maria Garcia');
    expect(invoice.letterheadTop).toBe(true);
    expect(invoice.dateTop).toBe(true);
    expect(pageCues('From: Ana Ruiz\n2026-05-18\nSubject: the hearing on Tuesday\nPlease find the notice attached.').dateTop).toBe(true);
    // Procedure codes and amounts down a bill are no address, a date among figures no date line.
    const bill = pageCues('98941 Spinal manipulation\n97110 Exercise therapy\n03/08/2021  95886  Needle EMG  4  $724.00\nTotal due $833.80');
    expect(bill.letterheadTop).toBe(false);
    expect(bill.dateTop).toBe(false);
  });

  it('a running header repeated from the page before is read past, not taken for a new title', () => {
    expect(runningKey('OPINION OF THE COURT    Page 3 of 12')).toBe(runningKey('Opinion of the Court  page 4 of 12'));
    expect(runningKey('12')).toBe('');
    const page = (k: number, body: string) => `IN THE COURT OF APPEALS OF THE STATE OF OREGON\nPage ${k} of 3\n${body}`;
    const first = page(1, 'Maria Garcia, Appellant, v. Acme Logistics, Inc., Respondent.\nThe appeal is from the Board.');
    const second = page(2, 'The claimant testified that she lifted boxes for nine hours a day.');
    expect(pageCues(second).titleTop).toBe(true); // alone, its header looks like a title
    const after = cuesAfter(second, first);
    expect(after.titleTop).toBe(false);
    expect(after.running).toBe(true);
    expect(after.page).toEqual({ n: 2, of: 3 });
    expect(
      feature('running header or footer repeated from the previous page', boundaryFeatures(cuesAfter(first, undefined), after, { blankBetween: false })),
    ).toBe(1);
  });
});

describe('boundary features', () => {
  it('an ADJ number one OCR slip away is the same number; disjoint printed numbers are a change', () => {
    expect(sameAdj('ADJ1234567', 'ADJ1234561')).toBe(true);
    expect(sameAdj('ADJ8723005', 'ADJ872305')).toBe(true); // a digit dropped
    expect(sameAdj('ADJ8660767', 'ADJ86607697')).toBe(true); // a digit doubled in
    expect(sameAdj('ADJ8723005', 'ADJ872300')).toBe(true);
    expect(sameAdj('ADJ8723005', 'ADJ87230')).toBe(false);
    expect(sameAdj('ADJ8723005', 'ADJ9723105')).toBe(false);
    expect(sameAdj('ADJ1234567', 'ADJ7654321')).toBe(false);
    expect(adjChanged(['ADJ1234567'], ['ADJ7654321'])).toBe(true);
    expect(adjChanged(['ADJ1234567', 'ADJ7654321'], ['ADJ7654321'])).toBe(false);
    expect(adjChanged([], ['ADJ7654321'])).toBe(false);
  });

  it('numbering continuing argues against a boundary, a new caption and another case for one', () => {
    const report = F.medicalReport(GARCIA, 'April 20, 2025').map((t) => pageCues(t));
    const inside = boundaryFeatures(report[0]!, report[1]!, { blankBetween: false });
    expect(feature('numbering continues (n, n+1)', inside)).toBe(1);
    const notice = pageCues(F.noticeOfHearing(LOPEZ, 'March 3, 2025')[0]!);
    const across = boundaryFeatures(report[2]!, notice, { blankBetween: true, docAdj: report[0]!.adj });
    expect(feature('next: caption at the top', across)).toBe(1);
    expect(feature('ADJ numbers change', across)).toBe(1);
    expect(feature('previous: says it is its last page', across)).toBe(1);
    expect(feature('blank page between', across)).toBe(1);
    expect(boundaryProbability(across)).toBeGreaterThan(0.9);
    expect(boundaryProbability(inside)).toBeLessThan(0.1);
  });

  it('the signs that a page goes on are features too: "Page 1 of 2" before, a sign-off or "the foregoing" at the top', () => {
    const before = pageCues('The parties ask that the matter be set for a hearing at the earliest date available to the board.\n\nPage 1 of 2');
    const signoff = pageCues('Respectfully submitted,\n\nJane Roe\nAttorney for Applicant');
    const x = boundaryFeatures(before, signoff, { blankBetween: false });
    expect(feature('previous: says it is page n of N, n < N', x)).toBe(1);
    expect(feature('next: opens with a sign-off or signature page', x)).toBe(1);
    expect(feature('next: points back at the foregoing', x)).toBe(0);
    const service = pageCues('PROOF OF SERVICE\nOn March 3, 2025 I served the foregoing petition on the parties listed below:');
    expect(feature('next: points back at the foregoing', boundaryFeatures(signoff, service, { blankBetween: false }))).toBe(1);
  });

  it('a start needs cues that agree: one sign at the top of a page inside a document is not enough', () => {
    const body = 'The record shows that the applicant was seen on March 3, 2021 for the same complaint, and the examiner';
    const prev = pageCues(`${body}\nnoted that the symptoms had not changed since the last visit and`);
    const heading = pageCues(`REASONS AND BASES\n${body}\nconsidered the evidence.`);
    const inside = boundaryFeatures(prev, heading, { blankBetween: false });
    expect(feature('next: heading at the top', inside)).toBe(1);
    expect(hasStartEvidence(inside)).toBe(false);
    const letter = pageCues(F.attorneyLetter(LOPEZ, 'April 2, 2025')[0]!);
    expect(hasStartEvidence(boundaryFeatures(prev, letter, { blankBetween: false }))).toBe(true);
  });

  it('a section heading over its body is one sign, and the page reading like another kind is no second cue for it', () => {
    const sentence = 'A psychiatric disorder was not incurred in or aggravated by service, and the claim is denied.';
    const section = pageCues(`CONCLUSION OF LAW\n${sentence}\nThe reasons follow.`);
    expect(section.titleTop).toBe(true);
    expect(section.sectionTop).toBe(true);
    // A title over the parties, a date or fields is a document's head, not a section's.
    expect(pageCues(`NOTICE OF HEARING\nApplicant: Juan Lopez\n${sentence}`).sectionTop).toBe(false);
    const prev = pageCues(`${sentence}\n5. The evidence shows no disorder related to service.`);
    const x = boundaryFeatures(prev, section, { blankBetween: false });
    // A page of an opinion read alone often reads like another kind of document: set that shift high.
    x[FEATURE_NAMES.indexOf('document type shifts (total variation)')] = 0.9;
    expect(hasStartEvidence(x, section)).toBe(false);
    expect(hasStartEvidence(x, { ...section, sectionTop: false })).toBe(true);
    // With another cue beside it (a signature ending the page before), it still starts a document.
    const signed = boundaryFeatures(pageCues(`${sentence}\nSincerely,\n/s/ Maria Garcia`), section, { blankBetween: false });
    expect(hasStartEvidence(signed, section)).toBe(true);
  });

  it('a page that says it is page 2 or later, or heads an exhibit, does not start a document however it begins', () => {
    const prev = pageCues(
      'I declare under penalty of perjury that the foregoing is true.\nExecuted on March 3, 2025 at Oakland, California.\n/s/ Maria Garcia',
    );
    const letterPage = F.attorneyLetter(LOPEZ, 'April 2, 2025')[0]!;
    const fresh = boundaryFeatures(prev, pageCues(letterPage), { blankBetween: false });
    expect(hasStartEvidence(fresh)).toBe(true);
    const second = boundaryFeatures(prev, pageCues(`Re: Juan Lopez\nPage 2\n${letterPage}`), { blankBetween: false });
    expect(feature('next: says it is page 2 or later', second)).toBe(1);
    expect(hasStartEvidence(second)).toBe(false);
    const exhibit = boundaryFeatures(prev, pageCues(`EXHIBIT B\n${letterPage}`), { blankBetween: false });
    expect(feature('next: headed as an exhibit or attachment', exhibit)).toBe(1);
    expect(hasStartEvidence(exhibit)).toBe(false);
    // A signature line of underscores ends the page before; a page of a few words still starts nothing.
    const signed = pageCues('The claim is denied.\n____________________________\nLESLEY A. REIN\nVeterans Law Judge, Board of Appeals');
    expect(signed.signoffEnd).toBe(true);
    const sparse = boundaryFeatures(signed, pageCues('Department of Veterans Affairs'), { blankBetween: false });
    expect(feature('next: too few words to read', sparse)).toBe(1);
    expect(feature('document type shifts (total variation)', sparse)).toBe(0);
    expect(hasStartEvidence(sparse)).toBe(false);
    // Another case's number still splits: two cases never share a document.
    const otherCase = boundaryFeatures(prev, pageCues(`EXHIBIT B\nCase No. ADJ9876543\n${letterPage}`), { blankBetween: false, docAdj: ['ADJ11223344'] });
    expect(hasStartEvidence(otherCase)).toBe(true);
  });

  it('the committed model is calibrated on held-out families and names its features', () => {
    expect(committedBoundaryModel().features).toEqual([...FEATURE_NAMES]);
    expect(committedBoundaryModel().weights).toHaveLength(FEATURE_NAMES.length);
    expect(committedBoundaryModel().threshold).toBeGreaterThan(0);
    expect(committedBoundaryModel().threshold).toBeLessThan(1);
  });

  it('a model trained on other features is refused where it is read, naming the trainer', () => {
    const model = committedBoundaryModel();
    expect(checkedBoundaryModel(model)).toBe(model);
    const older = { ...model, features: model.features.slice(0, -1), weights: model.weights.slice(0, -1) };
    expect(() => checkedBoundaryModel(older)).toThrow(/trainBoundaries\.ts/);
    const reordered = { ...model, features: [...model.features].reverse() };
    expect(() => checkedBoundaryModel(reordered)).toThrow(/other features/);
  });
});

describe('splitByContent', () => {
  const three = content([
    ...F.noticeOfHearing(GARCIA, 'March 3, 2025'),
    ...F.attorneyLetter(LOPEZ, 'April 2, 2025'),
    ...F.medicalReport(LOPEZ, 'April 20, 2025'),
  ]);

  it('splits where documents start and keeps every page', () => {
    const { segments } = splitByContent(three, whole(three), { threshold: 0.7 });
    expect(segments.map((s) => [s.startPage, s.endPage, s.splitBy])).toEqual([
      [1, 1, 'separator'],
      [2, 2, 'content'],
      [3, 5, 'content'],
    ]);
  });

  it('below the threshold: listed, not split; an ADJ change splits anyway at the likeliest boundary', () => {
    const sameCase = content([...F.attorneyLetter(GARCIA, 'April 2, 2025'), ...F.medicalReport(GARCIA, 'April 20, 2025')]);
    const strict = splitByContent(sameCase, whole(sameCase), { threshold: 1 });
    expect(strict.segments).toHaveLength(1);
    expect(strict.uncertain.map((u) => u.page)).toEqual([2]);
    const twoCases = splitByContent(three, whole(three), { threshold: 1 });
    expect(twoCases.segments.map((s) => s.startPage)).toEqual([1, 2]);
    // Without its ADJ number printed, another case cannot force a split.
    const letterLate = content([
      ...F.medicalReport(GARCIA, 'April 20, 2025'),
      'Claims Examiner\nSee attached.\n',
      F.attorneyLetter(LOPEZ, 'April 2, 2025')[0]!.replace(/ADJ No.: .*/, ''),
    ]);
    const late = splitByContent(letterLate, whole(letterLate), { threshold: 1 });
    expect(late.segments.length).toBe(1);
  });

  it('an unread page gives no evidence: no boundary on either side of it; blank pages stay with the document before', () => {
    const pages: BoundaryPage[] = [three[0]!, { kind: 'content' }, three[1]!, { kind: 'blank' }, ...three.slice(2)];
    const { segments } = splitByContent(pages, whole(pages), { threshold: 0.7 });
    expect(segments.map((s) => [s.startPage, s.endPage])).toEqual([
      [1, 4],
      [5, 7],
    ]);
  });

  it('splits only inside the stretches it is given', () => {
    const { segments } = splitByContent(
      three,
      [
        { startPage: 1, endPage: 2 },
        { startPage: 3, endPage: 5 },
      ],
      { threshold: 0.7 },
    );
    expect(segments.map((s) => [s.startPage, s.endPage, s.splitBy])).toEqual([
      [1, 1, 'separator'],
      [2, 2, 'content'],
      [3, 5, 'separator'],
    ]);
  });
});

describe('split mode and threshold', () => {
  it('defaults to auto for a batch without any separator sheet, to separators for one with a sheet; the caller decides otherwise', () => {
    expect(splitMode({}, ['content', 'blank', 'content'])).toBe('auto');
    expect(splitMode({}, ['separator', 'content', 'content'])).toBe('separators');
    expect(splitMode({ split: 'auto' }, ['separator', 'content'])).toBe('auto');
    expect(splitMode({ split: 'separators' }, ['content', 'content'])).toBe('separators');
  });
  it('the threshold comes from the request, else SPLIT_THRESHOLD, else the model', () => {
    // SPLIT_THRESHOLD reaches the pipeline as validated settings (JobContext.splitThreshold).
    const configured = (env: Record<string, string>) => loadJobSettings(env).splitThreshold;
    expect(splitThreshold({ split_threshold: 0.9 }, configured({ SPLIT_THRESHOLD: '0.2' }))).toBe(0.9);
    expect(splitThreshold({}, configured({ SPLIT_THRESHOLD: '0.2' }))).toBe(0.2);
    expect(() => configured({ SPLIT_THRESHOLD: 'lots' })).toThrow(/Invalid setting SPLIT_THRESHOLD/);
    expect(splitThreshold({}, configured({}))).toBe(committedBoundaryModel().threshold);
  });
});
