/**
 * A form's own number as a lesson's evidence. Court and agency forms print their number in every page's footer
 * (`SUBP-002 [Rev. January 1, 2012]`, `CIV-110`, `MC-030`) and share one frame: caption boxes, "FOR COURT USE
 * ONLY", the same boilerplate. Their titles are often not found in a blank form's boxes, and neither words nor
 * frame tell one series from another, so a correction of subpoena forms carried to case-management forms of the
 * same printer. A form's series (the letters of its number) says which family it belongs to: a document printing
 * its own number in a series none of the label's lessons printed is a form the office has not shown under it.
 * Kept as a hash, never as text.
 */
import { hashText } from './signature';

/** A form number: 2 to 5 capitals, a hyphen, 2 to 4 digits (and a letter): `SUBP-002`, `CM-110`, `FL-100A`. */
const FORM_NUMBER = /\b([A-Z]{2,5})-\d{2,4}[A-Z]?\b/g;
/** A number printed this often is the form's own (its footer, page after page); one mention is a reference to another form. */
const OWN_NUMBER_TIMES = 2;
const PAGES_READ = 3;

/** The hash of the series of the form's own number (the number printed most often, at least twice, and more often than any other), or null. */
export function formSeriesOf(pages: readonly string[]): number | null {
  const counts = new Map<string, { series: string; n: number }>();
  for (const m of pages.slice(0, PAGES_READ).join('\n').matchAll(FORM_NUMBER)) {
    const seen = counts.get(m[0]);
    if (seen) seen.n++;
    else counts.set(m[0], { series: m[1]!, n: 1 });
  }
  const ranked = [...counts.values()].sort((a, b) => b.n - a.n);
  const top = ranked[0];
  if (!top || top.n < OWN_NUMBER_TIMES || ranked[1]?.n === top.n) return null;
  return hashText(top.series);
}

/**
 * Whether a document of form series `doc` is outside what the office showed under a label: its lessons (the
 * label's, with their series; undefined where stored before series were kept) printed a series, none this one.
 */
export function seriesDisowns(doc: number | null, lessons: ReadonlyArray<{ formSeries?: number | null }>): boolean {
  if (doc === null || lessons.some((l) => l.formSeries === undefined)) return false;
  const shown = lessons.flatMap((l) => (l.formSeries === null || l.formSeries === undefined ? [] : [l.formSeries]));
  return shown.length > 0 && !shown.includes(doc);
}
