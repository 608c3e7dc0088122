/**
 * Case numbers other than ADJ numbers are only taken when the document labels them as case or claim
 * numbers ("Case No.:", "Claim Number:", "Claim #:") or when they have the unmistakable legacy WCAB
 * shape (district office code + 7 digits, "LAO 0812345"). Unlabelled digit strings (phone, fax, ZIP,
 * NPI, tax id, invoice, dates) are never case numbers.
 */
import { findAdjMatches, findAdjNumbers } from './adj';
import type { Span } from './spans';

/** Legacy (pre-EAMS) WCAB district office prefixes. */
const LEGACY_OFFICE_CODES = [
  'AHM',
  'ANA',
  'BAK',
  'EUR',
  'FRE',
  'GOL',
  'LAO',
  'LBO',
  'MDR',
  'OAK',
  'OXN',
  'POM',
  'RDG',
  'RIV',
  'SAC',
  'SAL',
  'SBA',
  'SBR',
  'SDO',
  'SFO',
  'SJO',
  'SLO',
  'SRO',
  'STK',
  'VNO',
  'WCK',
  'SMO',
  'NOR',
];
const LEGACY = new RegExp(`(?<![A-Za-z0-9])(${LEGACY_OFFICE_CODES.join('|')}) ?-? ?(\\d{7})(?![0-9])`, 'g');

/** Labels that announce a case or claim number; the value follows on the same line. */
const LABEL =
  /\b(?:(?:WCAB|EAMS|Superior\s+Court|Court|Civil|Legacy|Appeals?)\s+)?(?:Case|Claim|Docket)\s*(?:Nos?|Numbers?|#|ID|I\.D\.)\s*(?:\(s\))?\s*\.?\s*(?:\(s\))?\s*[:#.]?|\bWCAB\s*(?:Nos?|#|Numbers?)\s*\.?\s*:?|\bClaim\s*(?=[A-Z]{0,4}\d[\dA-Z-]{4,}[ \t]*(?:\||\n|$))/gi;

/** One candidate value: letters/digits with inner hyphens, holding at least four digits. */
const VALUE = /^[A-Z0-9][A-Z0-9-]{3,24}$/i;

export function findCaseNumbers(text: string): string[] {
  return locateCaseNumbers(text).map((c) => c.value);
}

/** A case number other than an ADJ number taken by its label (surer) or by the legacy WCAB shape alone. */
export const CASE_NUMBER_CONFIDENCE = { labelled: 0.9, legacyShape: 0.85 } as const;

/**
 * findCaseNumbers() with where each value other than an ADJ number was read (ADJ numbers have their own
 * spans, from locateAdjNumbers()). A value printed twice keeps its first reading.
 */
export function locateCaseNumbers(text: string): { value: string; span?: Span }[] {
  const found: { value: string; span?: Span }[] = [];
  const push = (value: string, span?: Span) => {
    if (!found.some((f) => f.value === value)) found.push({ value, ...(span ? { span } : {}) });
  };
  // ADJ numbers first and in document order: they are the case numbers that matter most.
  for (const adj of findAdjNumbers(text)) push(adj);
  for (const m of text.matchAll(LEGACY))
    push(`${m[1]} ${m[2]}`, { start: m.index, end: m.index + m[0].length, confidence: CASE_NUMBER_CONFIDENCE.legacyShape });
  for (const m of text.matchAll(LABEL)) {
    const lineEnd = text.indexOf('\n', m.index);
    const restAt = m.index + m[0].length;
    const rest = text.slice(restAt, lineEnd < 0 ? undefined : lineEnd);
    let cursor = 0;
    for (const v of labelledValues(rest)) {
      // The value as printed (labelledValues() upper-cases it): the next place after the one before that holds it.
      const at = rest.toUpperCase().indexOf(v, cursor);
      cursor = at < 0 ? cursor : at + v.length;
      push(v, at < 0 ? undefined : { start: restAt + at, end: restAt + at + v.length, confidence: CASE_NUMBER_CONFIDENCE.labelled });
    }
  }
  return found;
}

/** Values after a label: a list separated by , ; / & "and", stopping at the first non-value. */
function labelledValues(rest: string): string[] {
  const out: string[] = [];
  const adjs = findAdjMatches(rest);
  if (adjs.length) return []; // already collected as ADJ numbers
  // Cut at the next field on the same line ("Claim No.: 123 Date of Injury: ...", "| Page 1 of 1").
  const cut = rest.split(/\s{3,}|\s\|\s|\s(?=[A-Z][A-Za-z' ]{1,30}:)|\s(?=\d{1,2}[a-z]?\.\s+[A-Z])/)[0] ?? '';
  for (const token of cut.split(/\s*(?:[,;/&]|\band\b)\s*/)) {
    const v = token
      .trim()
      .replace(/[.)\]]+$/, '')
      .replace(/^[(\[]+/, '');
    if (!v) continue;
    if (!VALUE.test(v) || (v.match(/\d/g) ?? []).length < 4) break;
    if (looksLikeNonCaseNumber(v)) break;
    out.push(v.toUpperCase());
  }
  return out;
}

/** Shapes that are never case numbers even after a label: dates, phone numbers, SSNs, ZIP codes. */
function looksLikeNonCaseNumber(v: string): boolean {
  return (
    /^\d{1,2}-\d{1,2}-\d{2,4}$/.test(v) || // date
    /^\d{3}-\d{3}-\d{4}$/.test(v) || // phone
    /^\d{3}-\d{2}-\d{4}$/.test(v) || // SSN
    /^\d{5}(?:-\d{4})?$/.test(v) // ZIP
  );
}
