/**
 * The pipeline's entry point: every field of a document from its page texts in one pass.
 */
import type { AdjNumber, CalendarDate, Case } from '@wcab/contract';
import { extractAdjNumbers } from './adjNumbers';
import { applicantName, employerName } from './applicant';
import { findCaseNumbers } from './caseNumbers';
import { matchCases } from './caseMatching';
import { analyzeDates, datesFromAnalysis, pickDocumentDate, type DateOptions, type ExtractedDate } from './dates';
import { extractParties } from './parties';
import { joinPages } from './text';

export interface ExtractOptions extends DateOptions {
  /** The caller's known cases, used to fill claimant/employer and missing ADJ numbers. */
  cases?: readonly Case[];
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
}

const CALENDAR_TYPES = new Set(['hearing', 'trial', 'appointment']);

/** Calendar entries (date, 24-hour time, type, location) from typed dates. */
export function toCalendarDates(dates: readonly ExtractedDate[]): CalendarDate[] {
  return dates
    .filter((d) => CALENDAR_TYPES.has(d.type))
    .map((d) => ({ date: d.date, time: d.time ?? '', type: d.type, location: d.location }));
}

export function extractAll(pages: readonly string[] | string, opts: ExtractOptions = {}): Extraction {
  const text = typeof pages === 'string' ? joinPages([pages]) : joinPages(pages);
  const printed = extractAdjNumbers(text);
  const matched = matchCases(
    { adjNumbers: printed, applicantName: applicantName(text), employer: employerName(text) },
    opts.cases,
  );
  // A misread ADJ number corrected by matching replaces the printed one; added case numbers follow.
  const caseNumbers = [...new Set(findCaseNumbers(text).map((c) => matched.corrections[c] ?? c))];
  for (const a of matched.adjNumbers) if (!caseNumbers.includes(a.number)) caseNumbers.push(a.number);
  const classified = analyzeDates(text, opts);
  const dates = datesFromAnalysis(text, classified, opts);
  return {
    adjNumbers: matched.adjNumbers,
    inferredAdjNumbers: matched.inferredAdjNumbers,
    caseNumbers,
    parties: extractParties(text),
    dates,
    calendarDates: toCalendarDates(dates),
    documentDate: pickDocumentDate(classified, text),
    applicantName: matched.applicantName,
    employer: matched.employer,
  };
}
