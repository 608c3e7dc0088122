/**
 * The pipeline's entry point: every field of a document from its page texts in one pass.
 */
import type { AdjNumber, CalendarDate, Case } from '@wcab/contract';
import { locateAdjNumbers, type LocatedAdj } from './adjNumbers';
import { applicantMentions, bestMention, employerMentions } from './applicant';
import { locateCaseNumbers } from './caseNumbers';
import { matchCases, type MatchResult } from './caseMatching';
import { analyzeDates, datesFromAnalysis, pickDocumentDateEntry, type ClassifiedDate, type DateOptions, type ExtractedDate } from './dates';
import { sameOrg, samePerson } from './names';
import { locateParties } from './parties';
import type { Span } from './spans';
import { joinPages } from './text';
import type { Word } from '@wcab/layout';
import { readByLayout } from './layoutReading';

export interface ExtractOptions extends DateOptions {
  /** The caller's known cases, used to fill claimant/employer and missing ADJ numbers. */
  cases?: readonly Case[];
  /**
   * The positioned words of each page (by page index; undefined for a page without them), each with its
   * offsets in that page's text: pairs the layout shows (tables, label columns, boxes) are read as labelled.
   */
  layouts?: readonly (readonly Word[] | undefined)[];
}

export interface Extraction {
  /** ADJ numbers printed in the document, with claimant and employer (known cases fill/correct them). */
  adjNumbers: AdjNumber[];
  /**
   * ADJ numbers of known cases whose claimant the document names when it prints no ADJ number
   * (PRODUCT.md "cases"). Batch results should include them; classify's adj_numbers lists printed
   * numbers only in the dev corpus, so the caller chooses.
   */
  inferredAdjNumbers: AdjNumber[];
  /** ADJ numbers first, then other labelled case/claim numbers. */
  caseNumbers: string[];
  parties: string[];
  dates: ExtractedDate[];
  /** Hearings, trials and appointments, for a calendar (time '' when not printed). */
  calendarDates: CalendarDate[];
  /** The document's own date, YYYY-MM-DD. */
  documentDate?: string;
  applicantName?: string;
  employer?: string;
  /** The normalised document text every span below indexes into. */
  text: string;
  /** Where each field was read (spans in `text`); absent for a value that came from the caller's cases. */
  spans: ExtractionSpans;
}

export interface ExtractionSpans {
  /** Per entry of `adjNumbers`. */
  adjNumbers: { number?: Span; claimant?: Span; employer?: Span }[];
  /** Per entry of `caseNumbers` (an ADJ number's is its number's span). */
  caseNumbers: (Span | undefined)[];
  /** Per entry of `parties`. */
  parties: (Span | undefined)[];
  documentDate?: Span;
  applicantName?: Span;
  employer?: Span;
}

/** A printed ADJ number replaced by the known case's number it misread: the value is the caller's, the span the misreading. */
const CORRECTED_ADJ_CONFIDENCE = 0.5;

const CALENDAR_TYPES = new Set(['hearing', 'trial', 'appointment']);

/** Calendar entries (date, 24-hour time, type, location) from typed dates. */
export function toCalendarDates(dates: readonly ExtractedDate[]): CalendarDate[] {
  return dates.filter((d) => CALENDAR_TYPES.has(d.type)).map((d) => ({ date: d.date, time: d.time ?? '', type: d.type, location: d.location }));
}

export function extractAll(pages: readonly string[] | string, opts: ExtractOptions = {}): Extraction {
  const printed = typeof pages === 'string' ? [pages] : pages;
  const read = opts.layouts ? printed.map((p, i) => (opts.layouts![i]?.length ? readByLayout(p, opts.layouts![i]!) : p)) : printed;
  const text = joinPages(read);
  const located = locateAdjNumbers(text);
  const applicant = bestMention(applicantMentions(text));
  const employers = employerMentions(text);
  const employer = employers.find((e) => e.source === 'caption') ?? employers.find((e) => e.source === 'field') ?? employers[0];
  const matched = matchCases({ adjNumbers: located.map((l) => l.adj), applicantName: applicant?.name, employer: employer?.name }, opts.cases);
  const adjNumberSpans = matched.adjNumbers.map((a) => adjSpans(a, located, matched.corrections));
  const cases = caseNumberSpans(locateCaseNumbers(text), matched, adjNumberSpans);
  const classified = analyzeDates(text, opts);
  const dates = datesFromAnalysis(text, classified, opts);
  const parties = locateParties(text);
  const own = pickDocumentDateEntry(classified, text);
  return {
    adjNumbers: matched.adjNumbers,
    inferredAdjNumbers: matched.inferredAdjNumbers,
    caseNumbers: cases.map((c) => c.value),
    parties: parties.map((p) => p.name),
    dates,
    calendarDates: toCalendarDates(dates),
    documentDate: own?.mention.iso,
    applicantName: matched.applicantName,
    employer: matched.employer,
    text,
    spans: {
      adjNumbers: adjNumberSpans,
      caseNumbers: cases.map((c) => c.span),
      parties: parties.map((p) => p.span),
      documentDate: own && { ...own.spans.date, confidence: documentDateConfidence(own) },
      applicantName: matched.applicantName && applicant && samePerson(matched.applicantName, applicant.name) ? applicant.span : undefined,
      employer: matched.employer && employer && sameOrg(matched.employer, employer.name) ? employer.span : undefined,
    },
  };
}

/**
 * The case numbers as reported, each with where it was read: a misread ADJ number corrected by matching
 * replaces the printed one (and is read where the misreading is), the known cases' added numbers follow.
 */
function caseNumberSpans(
  printed: { value: string; span?: Span }[],
  matched: MatchResult,
  adjNumberSpans: ExtractionSpans['adjNumbers'],
): { value: string; span?: Span }[] {
  const adjSpan = (n: string) => adjNumberSpans[matched.adjNumbers.findIndex((a) => a.number === n)]?.number;
  const out: { value: string; span?: Span }[] = [];
  const values: { value: string; span?: Span }[] = [
    ...printed.map((c) => ({ ...c, value: matched.corrections[c.value] ?? c.value })),
    ...matched.adjNumbers.map((a) => ({ value: a.number })),
  ];
  for (const c of values) {
    if (out.some((o) => o.value === c.value)) continue;
    const span = c.span ?? adjSpan(c.value);
    out.push({ value: c.value, ...(span ? { span } : {}) });
  }
  return out;
}

/** The spans of one reported ADJ number: as printed, or the misreading a known case corrected. */
function adjSpans(a: AdjNumber, located: LocatedAdj[], corrections: Record<string, string>): ExtractionSpans['adjNumbers'][number] {
  const l = located.find((x) => x.adj.number === a.number) ?? located.find((x) => corrections[x.adj.number] === a.number);
  if (!l) return {};
  const corrected = l.adj.number !== a.number;
  return {
    number: corrected ? { ...l.number, confidence: Math.min(l.number.confidence, CORRECTED_ADJ_CONFIDENCE) } : l.number,
    // A claimant or employer the caller's case spelt differently is still the person the document names there.
    claimant: a.claimant_name && l.adj.claimant_name && samePerson(a.claimant_name, l.adj.claimant_name) ? l.claimant : undefined,
    employer: a.employer && l.adj.employer && sameOrg(a.employer, l.adj.employer) ? l.employer : undefined,
  };
}

/** A date labelled as the document's own (dated, signed, "Report Date") is surer than a served date or a bare date at the top. */
function documentDateConfidence(c: ClassifiedDate): number {
  if (c.role === 'document' || c.role === 'signed') return 0.9;
  if (c.role === 'dated') return /\b(?:dated|date)\s*:?\s*$/i.test(c.clause) ? 0.9 : 0.5;
  if (c.role === 'served' || c.role === 'taken' || c.role === 'misc') return 0.75;
  return 0.5;
}
