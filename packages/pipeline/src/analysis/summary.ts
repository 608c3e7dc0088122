/**
 * The 1-2 sentence summary: what the document is, for whom, and what matters in it. Built only
 * from fields extracted from the document and its own headings, in its own terms, so it cannot
 * state a court, agency or fact the document does not print: a document without a title we know
 * is named by its printed heading and court, or by its kind in words that assert nothing ("Order").
 */
import type { ForeignDocument } from '@wcab/classify';
import type { DateEntry, DocumentType } from '@wcab/contract';
import type { PrintedHeading } from './printedHeading';

export interface SummaryInput {
  documentType: DocumentType;
  title?: string;
  /** The document's own heading, court and what matters in it, as printed (printedHeading()). */
  printed?: PrintedHeading;
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
  wcab_form: 'Form',
  correspondence: 'Letter',
  deposition: 'Deposition transcript',
  subpoena: 'Subpoena',
  court_order: 'Order',
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
  const what = documentName(input);
  let who = '';
  if (input.claimant && input.employer) who = ` for ${input.claimant} v. ${input.employer}`;
  else if (input.claimant) who = ` for ${input.claimant}`;
  else if (input.employer) who = ` concerning ${input.employer}`;
  const cases = input.adjNumbers.length ? ` (${input.adjNumbers.slice(0, 3).join(', ')})` : '';
  const first = `${what}${who}${cases}`;

  const key = [...input.events]
    .filter((e) => e.type !== 'other')
    .sort((a, b) => (PRIORITY[a.type] ?? 9) - (PRIORITY[b.type] ?? 9) || a.date.localeCompare(b.date))[0];
  const { disposition, assessment } = whatMatters(input);
  const details = [disposition, key && describeEvent(key), assessment].filter(Boolean);
  return details.length ? `${first}: ${details.join('; ')}.` : `${first}.`;
}

/**
 * The document's name: the title we recognise, else its own heading as printed, with the court or
 * tribunal that issued it when it prints one ("Memorandum Opinion, Missouri Court of Appeals").
 */
function documentName(input: SummaryInput): string {
  const { heading, court } = input.printed ?? {};
  const name = input.title?.trim() || heading || TYPE_LABEL[input.documentType];
  // A decision is named with the body that issued it; other documents only when they have no title we know.
  if (!court || (input.title?.trim() && input.documentType !== 'court_order')) return name;
  return name.toLowerCase().includes(court.toLowerCase()) ? name : `${name}, ${court}`;
}

/** What the document itself says matters: a decision's outcome, a clinical note's assessment, in its words. */
function whatMatters(input: SummaryInput): { disposition?: string; assessment?: string } {
  const { disposition, assessment, court } = input.printed ?? {};
  const decision = input.documentType === 'court_order' || !!court;
  return {
    ...(disposition && decision ? { disposition: disposition[0]!.toUpperCase() + disposition.slice(1) } : {}),
    ...(assessment && input.documentType === 'medical_report' ? { assessment: `assessment: ${assessment}` } : {}),
  };
}

function describeEvent(e: DateEntry & { time?: string }): string {
  const label = e.description?.trim() || (e.type === 'injury' ? 'Date of injury' : e.type[0]!.toUpperCase() + e.type.slice(1));
  // "Objections due" already says it: no "Objections due due March 3, 2025".
  const when = e.type === 'deadline' ? `${/\bdue$/i.test(label) ? '' : 'due '}${longDate(e.date)}` : `${e.type === 'injury' ? '' : 'on '}${longDate(e.date)}`;
  const time = e.time ? ` at ${clockTime(e.time)}` : '';
  const office = e.location ? `, ${e.location.split(',')[0]}` : '';
  return `${label} ${when}${time}${office}`.replace(/\s+/g, ' ');
}
