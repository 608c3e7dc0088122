/**
 * Reading less of a scanned document (issue #20): OCR is most of the cost of a scan, and the fields an
 * answer is made of (title, caption with the applicant and ADJ number, the document's date, the event
 * it sets) are usually printed at the top of its first page. So the scanned pages are read in steps,
 * first page's top part first (down to the blank gap nearest the middle, where the OCR pool cuts a page
 * it shares between two workers, so the parts read exactly as the whole page does), then the rest of
 * that page, then one further page at a time, and the reading stops as soon as the answer has every
 * field it needs (the caller says which: `enough`). The rest of a page is also read when the top part
 * ends on a date, time, ADJ number or event word, whose meaning or value may run on below the cut.
 *
 * Only OCR is planned: text-layer pages cost nothing and are always all read, and the batch scan
 * still looks at every page for separators. READ_PLAN=all (JobContext.readPlan) reads every scanned page whole, as before.
 */
import type { Analysis } from '../analysis/analyze';
import type { OcrGlance, OcrPartRead, PagePart } from './ocr';
import type { GlanceTarget } from './laterGlances';
import type { ReadMode } from '../context/jobContext';

export type { ReadMode };

/** What the answer is made of beyond its type and applicant. */
export interface Needs {
  /** The document's own date (a batch document's document_date; classify answers none). */
  documentDate: boolean;
  /** ADJ numbers (classify's extract_adj; a batch document's adj_numbers). */
  adj: boolean;
  /** The employer (classify's ADJ attribution). */
  employer: boolean;
  /**
   * Typed event dates. 'typed' (/v1/classify: one document whose dates the caller asks for) reads on until a
   * typed date is found, and a scheduled one while an event is announced; 'announced' (a batch document's
   * calendar) reads on only while the text announces an event it has not dated: a bill or a letter that
   * announces none is not read on for a typed date it gives no sign of printing (issue 36); false: none.
   */
  events: false | 'announced' | 'typed';
}

/** Below this confidence the classifier is unsure, and more of the document may change its mind. */
const SURE = 0.9;

/**
 * Wording that announces a scheduled event or a due date, whatever the document's kind. A due date is
 * announced by "due on/by" or "due date", not by a bill's "amount due" or "balance due", which dates nothing.
 */
const SCHEDULING =
  /\b(hearing|trial|conference|appointment|deposition|examination|evaluation|set for|scheduled|on or before|no later than|deadline|due (on|by|date)|due no later)\b/i;
const SCHEDULED_TYPES = new Set(['hearing', 'trial', 'appointment', 'deadline']);

/** The fields the answer needs that `analysis` does not have yet (empty: enough has been read). */
export function missingFields(analysis: Analysis, needs: Needs): string[] {
  const missing: string[] = [];
  if (analysis.documentType === 'unknown' || analysis.confidence < SURE) missing.push('type');
  if (!analysis.applicant) missing.push('applicant');
  if (needs.documentDate && !analysis.documentDate) missing.push('document date');
  if (needs.adj && analysis.adjNumbers.length === 0) missing.push('ADJ number');
  if (needs.employer && !analysis.employer) missing.push('employer');
  if (needs.events) {
    // An event announced but not yet dated: its date is further on.
    const announced = SCHEDULING.test(analysis.text) && !analysis.dates.some((d) => SCHEDULED_TYPES.has(d.type));
    const untyped = needs.events === 'typed' && !analysis.dates.some((d) => d.type !== 'other');
    if (announced || untyped) missing.push('event date');
  }
  return missing;
}

/** Whether the pages read set an event: a hearing, trial, appointment or deadline they date. */
export function setsEvent(analysis: Analysis): boolean {
  return analysis.dates.some((d) => SCHEDULED_TYPES.has(d.type));
}

/**
 * The kinds of paper that set events in their body, wherever it falls: a medical report its next appointment or
 * re-evaluation, a letter a deposition or a date to answer by, an order or a notice its hearing, a subpoena its
 * date to appear or produce. A bill and a transcript set none; an unknown paper is out of scope.
 */
const SCHEDULING_KINDS = new Set(['medical_report', 'correspondence', 'court_order', 'subpoena', 'wcab_form']);

/**
 * Whether the pages not read may set an event the answer would lose: the pages read set one (a second may
 * follow), or the document is a kind of paper that sets its events anywhere in its body. Read from the type, not
 * from how sure of it the classifier is: how soon the plan stops depends on that, what a later page holds does
 * not (issue 31: a progress report the classifier is sure of on page 1 prints its next appointment on page 2).
 */
export function laterEventsPossible(analysis: Analysis): 'sets' | 'kind' | undefined {
  if (setsEvent(analysis)) return 'sets';
  return SCHEDULING_KINDS.has(analysis.documentType) ? 'kind' : undefined;
}

/** Whether a glance shows a date the pages read do not hold (a misread date only costs a proper read). */
export function showsNewDate(glance: Analysis, read: Analysis): boolean {
  const known = new Set(read.dates.map((d) => d.date));
  return glance.dates.some((d) => !known.has(d.date));
}

/**
 * Whether a glance shows a typed date (an event's or the injury's, not a date of the record) the pages read do not
 * hold: what a page of a document that has set no event is read to its end for.
 */
export function showsNewTypedDate(glance: Analysis, read: Analysis): boolean {
  const known = new Set(read.dates.map((d) => d.date));
  return glance.dates.some((d) => d.type !== 'other' && !known.has(d.date));
}

/** Quick looks at pages in document order, each told whether its top part was read (laterGlances.ts). */
export type GlancePages = (targets: GlanceTarget[]) => Promise<OcrGlance[]>;

/**
 * After the plan, for a document that sets an event (issue 36) or is a kind of paper that sets them anywhere in
 * its body (laterEventsPossible, issue 31): nothing read tells whether a later page sets one (a notice's status
 * conference on page 3, after a page of prose; a progress report's next appointment), and a page not read is a
 * missed hearing. So each scanned page not read to its end is glanced at (the quick model at half resolution, only its
 * lines the document has not shown yet: laterGlances.ts), and read to its end when its glance shows a date the
 * pages read do not, or is too unsure to tell. A page that repeats what was read (a notice's every page
 * restating its hearing) stays unread.
 */
export async function readLaterEvents(
  indices: number[],
  readPart: ReadPart,
  reads: Map<number, OcrPartRead>,
  glance: GlancePages,
  worthReading: (glance: OcrGlance) => boolean,
): Promise<void> {
  const open = indices.filter((index) => !reads.get(index)?.complete);
  const looks = await glance(open.map((index) => ({ index, topRead: reads.has(index) })));
  for (const [i, index] of open.entries()) {
    if (!worthReading(looks[i]!)) continue;
    const read = reads.get(index);
    reads.set(index, read ? joinParts(read, await readPart(index, 'rest')) : await readPart(index, 'whole'));
  }
}

/** A date, a time, an ADJ number or an event word on the last lines of a top part: it may continue below the cut. */
const CUE =
  /\d{1,2}[/-]\d{1,2}[/-]\d{2,4}|\b\d{1,2}[:.]\d{2}\b|\b(19|20)\d{2}\b|\bADJ|\b(date[sd]?|hearing|trial|conference|appointment|injury|on or before|set for|scheduled)\b/i;

export function cueAtCut(text: string): boolean {
  return CUE.test(text.trimEnd().split('\n').slice(-2).join(' '));
}

/** Reads one part of a scanned page (the caller's OCR, at one DPI for both parts of a page). */
export type ReadPart = (index: number, part: PagePart) => Promise<OcrPartRead>;

/**
 * Reads the scanned pages `indices` (document order) until `enough()` says the pages read so far
 * (`reads`, filled as it goes) answer everything; `reads` may already hold reads made elsewhere (the
 * batch scan's top parts, automatic splitting's whole pages). With mode 'less' the first page's top
 * part comes first; with 'all' every page is read whole (and `enough` still ends the reading).
 */
export async function readByPlan(indices: number[], readPart: ReadPart, reads: Map<number, OcrPartRead>, enough: () => boolean, mode: ReadMode): Promise<void> {
  for (const [step, index] of indices.entries()) {
    let read = reads.get(index);
    const topFirst = mode === 'less' && step === 0;
    if (topFirst && !read) reads.set(index, (read = await readPart(index, 'top')));
    if (topFirst && read && !read.complete) {
      if (cueAtCut(read.text) || !enough()) reads.set(index, joinParts(read, await readPart(index, 'rest')));
    } else if (!read?.complete) {
      reads.set(index, read ? joinParts(read, await readPart(index, 'rest')) : await readPart(index, 'whole'));
    }
    if (enough()) return;
  }
}

/** A page's top part and its rest as one read (as the OCR pool joins a page's two bands); a rest read whole instead is the page's read. */
export function joinParts(top: OcrPartRead, rest: OcrPartRead): OcrPartRead {
  if (rest.wholePage) return { ...rest, complete: true };
  return {
    text: [top.text, rest.text].filter(Boolean).join('\n\n'),
    words: [...top.words, ...rest.words],
    pxPerPt: top.pxPerPt,
    complete: true,
  };
}
