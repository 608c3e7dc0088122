/**
 * The dates worth a calendar entry, gathered from a batch result or a classification: hearings,
 * trials, appointments and deadlines (injury dates and other dates are facts, not appointments),
 * each with whom and what it concerns.
 */
import type { BatchResult, ClassificationResult, DateType } from '@wcab/contract';

export const CALENDAR_TYPES: readonly DateType[] = ['hearing', 'trial', 'appointment', 'deadline'];

export interface CalendarEntry {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM (24-hour), or empty for an all-day entry. */
  time: string;
  type: DateType;
  location: string;
  applicant: string;
  adjNumbers: string[];
  /** Which document the date comes from (its file name, pages). */
  document: string;
  /** The document's own words about the date, when known. */
  context?: string;
}

const onCalendar = (type: DateType) => CALENDAR_TYPES.includes(type);

export function batchEntries(result: BatchResult, source?: string): CalendarEntry[] {
  return result.documents.flatMap((doc) =>
    doc.calendar_dates
      .filter((d) => onCalendar(d.type))
      .map((d) => ({
        date: d.date,
        time: d.time,
        type: d.type,
        location: d.location,
        applicant: doc.applicant_name,
        adjNumbers: doc.adj_numbers,
        document: `${doc.suggested_filename} (${pages(doc.start_page, doc.end_page)}${source ? ` of ${source}` : ''})`,
      })),
  );
}

/** A classified document's dates; `document` names it (a file name, or a generic label over the API). */
export function classifyEntries(result: ClassificationResult, document: string): CalendarEntry[] {
  const applicant = result.adj_numbers.find((a) => a.claimant_name)?.claimant_name ?? '';
  const adjNumbers = result.adj_numbers.length > 0 ? result.adj_numbers.map((a) => a.number) : result.case_numbers.filter((n) => /^ADJ\d+$/i.test(n));
  return result.dates
    .filter((d) => onCalendar(d.type))
    .map((d) => ({ date: d.date, time: d.time ?? '', type: d.type, location: d.location, applicant, adjNumbers, document, context: d.description }));
}

const pages = (start: number, end: number) => (start === end ? `page ${start}` : `pages ${start}-${end}`);
