/**
 * Reading less of a scanned document (issue #20): OCR is most of the cost of a scan, and the fields an
 * answer is made of (title, caption with the applicant and ADJ number, the document's date, the event
 * it sets) are usually printed at the top of its first page. So the scanned pages are read in steps,
 * first page's top part first (down to the blank gap nearest the middle, where the OCR pool cuts a page
 * it shares between two workers, so the parts read exactly as the whole page does), then the rest of
 * that page, then its last page (glanced at first when nothing else is missing), then one further page at
 * a time from the second, and the reading stops as soon as the answer has every field it needs (the caller
 * says which: `enough`) and the pages read no longer announce events (issue 36: a hearing on a page the
 * plan skips is a missed hearing). The rest of a page is also read when the top part ends on a date, time,
 * ADJ number or event word, whose meaning or value may run on below the cut.
 *
 * Only OCR is planned: text-layer pages cost nothing and are always all read, and the batch scan
 * still looks at every page for separators. READ_PLAN=all (JobContext.readPlan) reads every scanned page whole, as before.
 */
import type { Analysis } from '../analysis/analyze';
import type { OcrGlance, OcrPartRead, PagePart } from './ocr';
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
  /** Typed event dates (classify's extract_dates; a batch document's calendar). */
  events: boolean;
}

/** Below this confidence the classifier is unsure, and more of the document may change its mind. */
const SURE = 0.9;

/** Wording that announces a scheduled event or a due date, whatever the document's kind. */
const SCHEDULING = /\b(hearing|trial|conference|appointment|deposition|examination|evaluation|set for|scheduled|on or before|no later than|due)\b/i;
const SCHEDULED_TYPES = new Set(['hearing', 'trial', 'appointment', 'deadline']);
/** A date as documents print one: 4/22/2025, 04-22-25, April 22, 2025, 22 April 2025. */
const PRINTED_DATE =
  /\b\d{1,2}[/-]\d{1,2}[/-]\d{2,4}\b|\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2},?\s+\d{4}\b|\b\d{1,2}\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{4}\b/i;

/** The fields the answer needs that `analysis` does not have yet (empty: enough has been read). */
export function missingFields(analysis: Analysis, needs: Needs): string[] {
  const missing: string[] = [];
  if (analysis.documentType === 'unknown' || analysis.confidence < SURE) missing.push('type');
  if (!analysis.applicant) missing.push('applicant');
  if (needs.documentDate && !analysis.documentDate) missing.push('document date');
  if (needs.adj && analysis.adjNumbers.length === 0) missing.push('ADJ number');
  if (needs.employer && !analysis.employer) missing.push('employer');
  if (needs.events) {
    const typed = analysis.dates.filter((d) => d.type !== 'other');
    if (typed.length === 0 || eventsAnnounced(analysis)) missing.push('event date');
  }
  return missing;
}

/**
 * Whether the pages read announce an event whose date has not been read: the text speaks of one and no
 * hearing, trial, appointment or deadline was read, or the reading has reached a page that speaks of an
 * event it prints no date for. The plan reads on while its pages announce events.
 */
export function eventsAnnounced(analysis: Analysis): boolean {
  const scheduled = analysis.dates.some((d) => SCHEDULED_TYPES.has(d.type));
  return (SCHEDULING.test(analysis.text) && !scheduled) || undatedEventReached(analysis);
}

/**
 * The page the reading has reached (the last of those read in order from the first) speaks of an event it
 * prints no date for: its date is further on (a second hearing, the deposition a letter goes on to set).
 */
export function undatedEventReached(analysis: Analysis): boolean {
  const reached = pageReached(analysis.pages);
  return SCHEDULING.test(reached) && !PRINTED_DATE.test(reached);
}

/**
 * The last page of those read in order from the first (pages not read yet are empty; the document's last
 * page, which the plan reads second, does not count until the pages before it are read). Empty once every
 * page is read.
 */
function pageReached(pages: string[]): string {
  const next = pages.findIndex((p) => !p.trim());
  return next > 0 ? pages[next - 1]! : '';
}

/** A date, a time, an ADJ number or an event word on the last lines of a top part: it may continue below the cut. */
const CUE =
  /\d{1,2}[/-]\d{1,2}[/-]\d{2,4}|\b\d{1,2}[:.]\d{2}\b|\b(19|20)\d{2}\b|\bADJ|\b(date[sd]?|hearing|trial|conference|appointment|injury|on or before|set for|scheduled)\b/i;

export function cueAtCut(text: string): boolean {
  return CUE.test(text.trimEnd().split('\n').slice(-2).join(' '));
}

/** Reads one part of a scanned page (the caller's OCR, at one DPI for both parts of a page). */
export type ReadPart = (index: number, part: PagePart) => Promise<OcrPartRead>;

/** A quick look at a scanned page (ocr.ts glanceImage: half its resolution, one engine call). */
export type GlancePage = (index: number) => Promise<OcrGlance>;

/** What a glance at a document's last page must show for it to be read whole: an event, or an injury. */
const EVENT_ON_PAGE = new RegExp(`${SCHEDULING.source}|\\binjur`, 'i');

/**
 * Reads the scanned pages `indices` (document order) until `enough()` says the pages read so far
 * (`reads`, filled as it goes) answer everything; `reads` may already hold reads made elsewhere (the
 * batch scan's top parts, automatic splitting's whole pages). With mode 'less' the first page's top
 * part comes first; with 'all' every page is read whole (and `enough` still ends the reading).
 */
export async function readByPlan(
  indices: number[],
  readPart: ReadPart,
  reads: Map<number, OcrPartRead>,
  enough: () => boolean,
  mode: ReadMode,
  glance?: GlancePage,
): Promise<void> {
  const last = indices.at(-1)!;
  for (const [step, index] of (mode === 'less' ? planOrder(indices) : indices).entries()) {
    let read = reads.get(index);
    // Everything found before the document's last page: a glance says whether that page speaks of an event
    // (or is too unsure to tell), and only then is it read whole.
    if (mode === 'less' && glance && step > 0 && index === last && !read?.complete && enough()) {
      const look = await glance(index);
      if (!look.unsure && !EVENT_ON_PAGE.test(look.text)) return;
    }
    const topFirst = mode === 'less' && step === 0;
    if (topFirst && !read) reads.set(index, (read = await readPart(index, 'top')));
    if (topFirst && read && !read.complete) {
      if (cueAtCut(read.text) || !enough()) reads.set(index, joinParts(read, await readPart(index, 'rest')));
    } else if (!read?.complete) {
      reads.set(index, read ? joinParts(read, await readPart(index, 'rest')) : await readPart(index, 'whole'));
    }
    // The plan never stops before it has read, or glanced at, the document's last page (planOrder takes it second).
    if (enough() && (mode === 'all' || lastPageRead(indices, reads))) return;
  }
}

const lastPageRead = (indices: number[], reads: Map<number, OcrPartRead>) => indices.length < 2 || !!reads.get(indices.at(-1)!)?.complete;

/**
 * The order the plan reads a document's pages in: its first page, then its last, then the pages between.
 * A document's last page is where it closes with what it asks or sets (a letter's deadline above its
 * signature, a report's plan and next visit, the event a notice adds), so it is always read, and before
 * the middle, which is read while the pages read announce events or a field is still missing.
 */
export function planOrder(indices: number[]): number[] {
  return indices.length > 2 ? [indices[0]!, indices.at(-1)!, ...indices.slice(1, -1)] : indices;
}

/** A page's top part and its rest as one read (as the OCR pool joins a page's two bands). */
export function joinParts(top: OcrPartRead, rest: OcrPartRead): OcrPartRead {
  return {
    text: [top.text, rest.text].filter(Boolean).join('\n\n'),
    words: [...top.words, ...rest.words],
    pxPerPt: top.pxPerPt,
    complete: true,
  };
}
