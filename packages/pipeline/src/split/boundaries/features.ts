/**
 * The evidence at one page boundary, as numbers a logistic model weighs: what the next page's top says
 * (a new caption, title, letterhead, date, salutation), what the previous page's foot says (a signature,
 * a certificate, a sentence running on), page numbering restarting or continuing, the ADJ number,
 * applicant or document date changing, a blank page between, the kind of document changing, and how
 * much vocabulary the two pages share, a running header or footer the two pages share, and the signs that a page goes
 * on with the one before (continuation.ts; the splitter never splits there, but pages that show them are what the
 * model learns not to take a repeated caption or title for a start from). Pure; the names are what the committed model's weights refer to.
 */
import { levenshtein } from '@wcab/extract';
import type { PageCues, PageNumber } from './pageCues';

export const FEATURE_NAMES = [
  'next: caption at the top',
  'next: heading at the top',
  'next: letterhead at the top',
  'next: date at the top',
  'next: salutation or RE line at the top',
  'next: starts mid-sentence',
  'next: says it is page 1',
  'next: says it is page 2 or later',
  'previous: says it is its last page',
  'numbering continues (n, n+1)',
  'numbering restarts',
  'previous: signature, certificate or proof of service at its foot',
  'previous: sentence runs on',
  'ADJ numbers change',
  'ADJ numbers shared',
  'applicant changes',
  'applicant the same',
  'document date changes',
  'blank page between',
  'document type shifts (total variation)',
  'vocabulary shared (Jaccard)',
  'next: no sign of a start (no caption, heading, letterhead, date line, salutation or page 1)',
  'running header or footer repeated from the previous page',
  'two or more signs of a start at the top of next',
  'next: opens with running text',
  'next: headed as an exhibit or attachment',
  'next: labelled fields at the top',
  'next: share of running text among its first lines',
  'next: too few words to read',
  'previous: says it is page n of N, n < N',
  "previous: only counsel's appearances",
  'previous: ends introducing what follows (a colon)',
  'next: opens with a sign-off or signature page',
  'next: points back at the foregoing',
  "next: opens with an address block's tail",
] as const;

export type FeatureVector = number[];

/**
 * Two ADJ numbers one OCR slip apart (one digit misread, dropped or doubled) are the same number read twice.
 */
export function sameAdj(a: string, b: string): boolean {
  return Math.abs(a.length - b.length) <= 1 && levenshtein(a, b) <= 1;
}

/** Both sides print ADJ numbers and none of one side's is the other's. */
export function adjChanged(before: string[], after: string[]): boolean {
  return before.length > 0 && after.length > 0 && !after.some((x) => before.some((y) => sameAdj(x, y)));
}

const surname = (name: string) => (name.trim().split(/\s+/).pop() ?? '').toLowerCase().replace(/[^a-z]/g, '');

function jaccard(a: Set<string>, b: Set<string>): number {
  if (!a.size || !b.size) return 0;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / (a.size + b.size - shared);
}

/** How far apart the kinds of document the two pages read like; nothing from a page too sparse to read a kind from. */
function typeShift(a: PageCues, b: PageCues): number {
  if (a.sparse || b.sparse) return 0;
  let tv = 0;
  for (const t of Object.keys(a.types) as Array<keyof PageCues['types']>) tv += Math.abs(a.types[t] - b.types[t]);
  return tv / 2;
}

/**
 * `prev` and `next` are the last non-blank page before the boundary and the first after it;
 * `docAdj` is every ADJ number the document so far printed (a later page may print only one of them).
 */
export function boundaryFeatures(prev: PageCues, next: PageCues, opts: { blankBetween: boolean; docAdj?: string[] }): FeatureVector {
  const p = prev.page;
  const n = next.page;
  // A page that prints two page numbers (one misread) continues the numbering if either does.
  const numbers = (x: PageNumber) => [x.n, ...(x.also ?? [])];
  const continues =
    !!p && !!n && (n.n === p.n + 1 ? p.of === undefined || n.of === undefined || p.of === n.of : numbers(n).some((k) => numbers(p).includes(k - 1)));
  const restarts = !!p && !!n && !continues && n.n <= p.n;
  const docAdj = opts.docAdj ?? prev.adj;
  const applicantBoth = !!prev.applicant && !!next.applicant;
  const sameApplicant = applicantBoth && surname(prev.applicant!) === surname(next.applicant!);
  const signs = topSigns(next);
  const b = (x: boolean) => (x ? 1 : 0);
  return [
    b(next.captionTop),
    b(next.titleTop),
    b(next.letterheadTop),
    b(next.dateTop),
    b(next.salutationTop),
    b(next.continuesTop),
    b(n?.n === 1),
    b(!!n && n.n >= 2),
    b(!!p && p.of !== undefined && p.n === p.of),
    b(continues),
    b(restarts),
    b(prev.signoffEnd),
    b(prev.runsOnEnd),
    b(adjChanged(docAdj, next.adj)),
    b(next.adj.some((x) => docAdj.some((y) => sameAdj(x, y)))),
    b(applicantBoth && !sameApplicant),
    b(sameApplicant),
    // A date in a page's body is any date; a new document prints its own at its top.
    b(next.dateTop && !!prev.date && !!next.date && prev.date !== next.date),
    b(opts.blankBetween),
    typeShift(prev, next),
    jaccard(prev.words, next.words),
    b(signs === 0),
    b(next.running),
    b(signs >= 2),
    b(next.proseTop),
    b(next.attachmentTop),
    b(next.fieldsTop),
    next.proseShareTop,
    b(next.sparse),
    b(!!p && p.of !== undefined && p.n < p.of),
    b(prev.headOnly),
    b(prev.introducesEnd),
    b(next.closingTop),
    b(next.refersBackTop),
    b(next.addressTailTop),
  ];
}

/** How many kinds of start the top of a page shows: caption, heading, letterhead, date line, salutation, page 1. */
function topSigns(c: PageCues): number {
  return [c.captionTop, c.titleTop, c.letterheadTop, c.dateTop, c.salutationTop, c.page?.n === 1].filter(Boolean).length;
}

/**
 * Whether the boundary positively shows a document starting, with cues that agree, as a new document shows
 * itself and a page inside one does not: the case changing (ADJ numbers); the page numbering restarting at 1,
 * or the page before saying it was the last; two signs of a start at the top of the page (a caption and a
 * heading, a letterhead and a date line...); or one such sign and another cue beside it (the applicant or the
 * document's date changing, a signature or certificate ending the page before, a blank page between, the page
 * reading as another kind of document; not when that sign is a section heading over its body, `next.sectionTop`). Numbering that continues (n, n+1) never starts one alone, nor does a
 * page that says it is page 2 or later, a page headed as an exhibit or attachment (carried behind the document
 * it belongs to) or a page of a few words. A page
 * inside a long document (a heading carried to its top, a body date, a page that alone reads like another
 * type, a running header) shows at most one of these; there the model's probability is not enough, since a
 * wrong split is worse than a missed one.
 */
export function hasStartEvidence(x: FeatureVector, next?: PageCues): boolean {
  const on = (name: (typeof FEATURE_NAMES)[number]) => x[FEATURE_NAMES.indexOf(name)]! > 0;
  if (on('ADJ numbers change')) return true;
  // A page that prints a number past 1 says it is not the first page of its document (numbering continuing
  // or not: the first page before it may carry none).
  if (on('numbering continues (n, n+1)') || on('next: says it is page 2 or later')) return false;
  // An exhibit or attachment is carried behind the document it belongs to.
  if (on('next: headed as an exhibit or attachment')) return false;
  if (on('previous: says it is its last page') || (on('numbering restarts') && on('next: says it is page 1'))) return true;
  // A page of a few words (a heading alone, a form printed as an image) shows too little to start a document on.
  if (on('next: too few words to read')) return false;
  if (on('two or more signs of a start at the top of next')) return true;
  if (on('next: no sign of a start (no caption, heading, letterhead, date line, salutation or page 1)')) return false;
  // A section heading over its body ("CONCLUSION OF LAW" and its first sentence) as the only sign: a page of a
  // long document's body read alone often reads like another kind of document, so that shift is no second cue.
  const shiftCounts = !(next?.sectionTop && topSigns(next) === 1);
  return (
    on('applicant changes') ||
    on('document date changes') ||
    on('previous: signature, certificate or proof of service at its foot') ||
    on('blank page between') ||
    (shiftCounts && x[FEATURE_NAMES.indexOf('document type shifts (total variation)')]! >= 0.5)
  );
}
