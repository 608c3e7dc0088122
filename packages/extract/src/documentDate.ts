/**
 * The document's own date: the letter date at the top, a "Report/Statement/Review Date", the date an
 * order or form is dated or signed, the date a notice was served, the day a deposition was taken.
 * Birth, injury, service-rendered and scheduled dates never qualify. See pickDocumentDate() for the
 * ranking.
 */
import { analyzeDates, pickDocumentDate, type DateOptions } from './dates';
import { normalizeText } from './text';

/** 'YYYY-MM-DD' or undefined when the document carries no date of its own. */
export function documentDate(rawText: string, opts: DateOptions = {}): string | undefined {
  const text = normalizeText(rawText);
  return pickDocumentDate(analyzeDates(text, opts), text);
}

/** 'YYYY-MM-DD' -> 'YYYYMMDD' (the batch result's document_date format); '' for undefined. */
export function compactDate(iso: string | undefined): string {
  return iso ? iso.replace(/-/g, '') : '';
}
