/**
 * The 1-2 sentence summary: what the document is, for whom, and what matters in it. Built only
 * from fields extracted from the document, so it cannot state a fact the document does not hold.
 */
import type { ForeignDocument } from '@wcab/classify';
import type { DateEntry, DocumentType } from '@wcab/contract';

export interface SummaryInput {
  documentType: DocumentType;
  title?: string;
  /** What an `unknown` document is, as far as its own headings say. */
  foreign?: ForeignDocument;
  claimant?: string;
  employer?: string;
  adjNumbers: string[];
  /** Typed dates with optional 24-hour time. */
  events: Array<DateEntry & { time?: string }>;
  pageCount: number;
}

const TYPE_LABEL: Record<DocumentType, string> = {
  medical_report: 'Medical report',
  wcab_form: 'WCAB form',
  correspondence: 'Letter',
  deposition: 'Deposition transcript',
  subpoena: 'Subpoena',
  court_order: 'WCAB order',
  billing: 'Bill',
  unknown: 'Document',
};

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function longDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${MONTHS[(m ?? 1) - 1]} ${d}, ${y}`;
}

export function clockTime(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const suffix = h >= 12 ? 'PM' : 'AM';
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${suffix}`;
}

const PRIORITY: Record<string, number> = { hearing: 0, trial: 0, appointment: 1, deadline: 2, injury: 3, other: 9 };

export function buildSummary(input: SummaryInput): string {
  if (input.documentType === 'unknown') {
    const pages = input.pageCount === 1 ? '1 page' : `${input.pageCount} pages`;
    const { heading, genre } = input.foreign ?? {};
    const what = genre ? `${/^[aeiou]/i.test(genre) ? 'an' : 'a'} ${genre}` : 'a document';
    const lead = heading ? `${heading}: ${what}` : what[0]!.toUpperCase() + what.slice(1);
    return `${lead} (${pages}) that does not appear to be a workers' compensation legal document.`;
  }
  const what = input.title?.trim() || TYPE_LABEL[input.documentType];
  let who = '';
  if (input.claimant && input.employer) who = ` for ${input.claimant} v. ${input.employer}`;
  else if (input.claimant) who = ` for ${input.claimant}`;
  else if (input.employer) who = ` concerning ${input.employer}`;
  const cases = input.adjNumbers.length ? ` (${input.adjNumbers.slice(0, 3).join(', ')})` : '';
  const first = `${what}${who}${cases}`;

  const key = [...input.events]
    .filter((e) => e.type !== 'other')
    .sort((a, b) => (PRIORITY[a.type] ?? 9) - (PRIORITY[b.type] ?? 9) || a.date.localeCompare(b.date))[0];
  if (!key) return `${first}.`;
  return `${first}: ${describeEvent(key)}.`;
}

function describeEvent(e: DateEntry & { time?: string }): string {
  const label = e.description?.trim() || (e.type === 'injury' ? 'Date of injury' : e.type[0]!.toUpperCase() + e.type.slice(1));
  // "Objections due" already says it: no "Objections due due March 3, 2025".
  const when = e.type === 'deadline' ? `${/\bdue$/i.test(label) ? '' : 'due '}${longDate(e.date)}` : `${e.type === 'injury' ? '' : 'on '}${longDate(e.date)}`;
  const time = e.time ? ` at ${clockTime(e.time)}` : '';
  const office = e.location ? `, ${e.location.split(',')[0]}` : '';
  return `${label} ${when}${time}${office}`.replace(/\s+/g, ' ');
}
