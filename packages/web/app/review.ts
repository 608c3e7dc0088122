/**
 * What the review page does to a batch answer, without the page: the documents as a person edits them
 * (move a boundary, split one, merge two, change a field), the order they are reviewed in, and the
 * corrections that go to POST /v1/feedback. Pure functions over plain data (tested in packages/web/test).
 */
import type { BatchDocument, BatchResult, CorrectionFields, DateType, DocumentType } from '@wcab/contract';
// The contract's browser-safe file-naming module (no zod): the service's own rule.
import { suggestedFilename } from '@wcab/contract/naming';

/** The contract's document types and date types (packages/web/test checks these against it). */
export const DOCUMENT_TYPES = [
  'medical_report',
  'wcab_form',
  'correspondence',
  'deposition',
  'subpoena',
  'court_order',
  'billing',
  'unknown',
] as const satisfies readonly DocumentType[];
export const DATE_TYPES = ['hearing', 'deadline', 'appointment', 'trial', 'injury', 'other'] as const satisfies readonly DateType[];

export interface EditedDate {
  date: string;
  time: string;
  type: DateType;
  location: string;
}

/** The editable fields of one document. */
export interface DocFields {
  start_page: number;
  end_page: number;
  doc_type: string;
  /** Empty: not corrected (a batch answer does not name the document type, only its label). */
  document_type: DocumentType | '';
  applicant_name: string;
  adj_numbers: string[];
  /** YYYY-MM-DD, or empty. */
  document_date: string;
  suggested_filename: string;
  calendar_dates: EditedDate[];
}

export interface ReviewDoc extends DocFields {
  /** Stable key for the page (survives splits and merges). */
  key: string;
  /** The answer's document this one comes from (1-based, `document_index` for POST /v1/feedback). */
  source: number;
  /** What the answer said (for a piece of a split: its document's answer); corrections are the difference. */
  answered: DocFields;
  review: boolean;
  warnings: string[];
  evidence: BatchDocument['evidence'];
  /** Content split confidence, when the start was found from the pages. */
  boundaryConfidence?: number;
  /** Fields the key's own corrections changed in this answer, each with the correction that did. */
  learned: Array<{ field: string; correction: string }>;
}

export const isoDay = (yyyymmdd: string): string =>
  /^\d{8}$/.test(yyyymmdd) ? `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}` : /^\d{4}-\d{2}-\d{2}$/.test(yyyymmdd) ? yyyymmdd : '';

function fieldsOf(d: BatchDocument): DocFields {
  return {
    start_page: d.start_page,
    end_page: d.end_page,
    doc_type: d.doc_type,
    document_type: '',
    applicant_name: d.applicant_name,
    adj_numbers: [...d.adj_numbers],
    document_date: isoDay(d.document_date),
    suggested_filename: d.suggested_filename,
    calendar_dates: d.calendar_dates.map((c) => ({ date: c.date, time: c.time, type: c.type, location: c.location })),
  };
}

/** The answer's documents, ready to edit, each with the warnings about its pages. */
export function reviewDocs(result: BatchResult, prefix = 'd'): ReviewDoc[] {
  return result.documents.map((d, i) => {
    const warnings = (result.warnings ?? []).filter((w) => w.page >= d.start_page && w.page <= d.end_page).map((w) => `Page ${w.page}: ${w.message}`);
    return {
      ...fieldsOf(d),
      key: `${prefix}${i + 1}`,
      source: i + 1,
      answered: fieldsOf(d),
      review: d.review === true || warnings.length > 0,
      warnings,
      evidence: d.evidence,
      learned: (d.sources?.learned ?? []).map((l) => ({ field: l.field, correction: l.correction_id })),
      ...(d.boundary_confidence !== undefined ? { boundaryConfidence: d.boundary_confidence } : {}),
    };
  });
}

/** The order a person reviews them in: those to check (flagged or warned) first, then page order. */
export function reviewOrder(docs: readonly ReviewDoc[]): ReviewDoc[] {
  return docs
    .map((doc, i) => ({ doc, i }))
    .sort((a, b) => Number(b.doc.review) - Number(a.doc.review) || a.i - b.i)
    .map(({ doc }) => doc);
}

let pieces = 0;

/** Splits the document at `page` (its first page after the cut); the new piece keeps the fields. */
export function splitAt(docs: readonly ReviewDoc[], index: number, page: number): ReviewDoc[] {
  const doc = docs[index];
  if (!doc || page <= doc.start_page || page > doc.end_page) return [...docs];
  pieces += 1;
  const head = { ...doc, end_page: page - 1 };
  const tail: ReviewDoc = { ...doc, key: `${doc.key}s${pieces}`, start_page: page, calendar_dates: [...doc.calendar_dates], adj_numbers: [...doc.adj_numbers] };
  return [...docs.slice(0, index), head, tail, ...docs.slice(index + 1)];
}

/** Merges the document with the next one (the first one's fields stay). */
export function mergeWithNext(docs: readonly ReviewDoc[], index: number): ReviewDoc[] {
  const doc = docs[index];
  const next = docs[index + 1];
  if (!doc || !next) return [...docs];
  return [...docs.slice(0, index), { ...doc, end_page: next.end_page, review: doc.review || next.review }, ...docs.slice(index + 2)];
}

/** Moves the start of document `index` to `page`; the document before it ends on the page before. */
export function moveStart(docs: readonly ReviewDoc[], index: number, page: number): ReviewDoc[] {
  const doc = docs[index];
  const before = docs[index - 1];
  if (!doc || !before || page <= before.start_page || page > doc.end_page) return [...docs];
  return docs.map((d, i) => (i === index ? { ...d, start_page: page } : i === index - 1 ? { ...d, end_page: page - 1 } : d));
}

const compact = (s: string) => s.replace(/-/g, '');

/** The file name the service gives a document with these fields (PRODUCT.md suggested_filename). */
export const serviceFileName = (d: Pick<DocFields, 'document_date' | 'doc_type' | 'applicant_name'>): string =>
  suggestedFilename(compact(d.document_date), d.doc_type, d.applicant_name.trim());

/**
 * The document with `change` made. A file name as the service named it (the answer's, or what its rule gives
 * for the fields before the change) follows a changed label, applicant or date; one a person typed stays.
 */
export function edit(doc: ReviewDoc, change: Partial<DocFields>): ReviewDoc {
  const next = { ...doc, ...change };
  const named = doc.suggested_filename === doc.answered.suggested_filename || doc.suggested_filename === serviceFileName(doc);
  if (change.suggested_filename === undefined && named) next.suggested_filename = serviceFileName(next);
  return next;
}
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The document once its corrections are saved: what it says now is what the answer says. */
export function settled(doc: ReviewDoc): ReviewDoc {
  const {
    key: _key,
    source: _source,
    answered: _answered,
    review: _review,
    warnings: _warnings,
    evidence: _evidence,
    boundaryConfidence: _b,
    learned: _learned,
    ...fields
  } = doc;
  return { ...doc, answered: { ...fields, adj_numbers: [...fields.adj_numbers], calendar_dates: fields.calendar_dates.map((c) => ({ ...c })) }, review: false };
}

/** What the person changed in one document: the `correct` of its POST /v1/feedback, or undefined for nothing. */
export function correctionOf(doc: ReviewDoc): CorrectionFields | undefined {
  const was = doc.answered;
  const correct: CorrectionFields = {};
  if (doc.document_type && doc.document_type !== was.document_type) correct.document_type = doc.document_type;
  if (doc.doc_type !== was.doc_type) correct.doc_type = doc.doc_type;
  if (doc.applicant_name.trim() && doc.applicant_name.trim() !== was.applicant_name) correct.applicant_name = doc.applicant_name.trim();
  if (!same(doc.adj_numbers, was.adj_numbers)) correct.adj_numbers = doc.adj_numbers;
  if (doc.document_date && compact(doc.document_date) !== compact(was.document_date)) correct.document_date = doc.document_date;
  const dates = doc.calendar_dates.map(({ date, time, type }) => ({ date, type, ...(time ? { time } : {}) }));
  const wasDates = was.calendar_dates.map(({ date, time, type }) => ({ date, type, ...(time ? { time } : {}) }));
  if (!same(dates, wasDates)) correct.dates = dates;
  if (doc.start_page !== was.start_page || doc.end_page !== was.end_page) {
    correct.start_page = doc.start_page;
    correct.end_page = doc.end_page;
  }
  return Object.keys(correct).length > 0 ? correct : undefined;
}

/** Whether anything beyond the corrections (the file name, a place) was edited: the downloads follow those too. */
export const edited = (doc: ReviewDoc): boolean => correctionOf(doc) !== undefined || doc.suggested_filename !== doc.answered.suggested_filename;

/** The documents as corrected, in the answer's shape (for the calendar and the downloads). */
export function correctedDocuments(docs: readonly ReviewDoc[]): BatchDocument[] {
  return docs.map((d) => ({
    start_page: d.start_page,
    end_page: d.end_page,
    doc_type: d.doc_type,
    applicant_name: d.applicant_name,
    adj_numbers: d.adj_numbers,
    document_date: compact(d.document_date),
    suggested_filename: d.suggested_filename,
    calendar_dates: d.calendar_dates,
  }));
}

/** Known cases pasted or uploaded as CSV rows: ADJ number, applicant, employer (a header row is skipped). */
export function casesOf(rows: readonly string[][]): Array<{ adj_number: string; claimant_name: string; employer: string }> {
  return rows
    .filter((row) => row.length > 0 && /^ADJ\s*\d{6,9}$/i.test((row[0] ?? '').trim()))
    .map((row) => ({ adj_number: (row[0] ?? '').replace(/\s+/g, '').toUpperCase(), claimant_name: (row[1] ?? '').trim(), employer: (row[2] ?? '').trim() }));
}

/** The pages of the batch, each with what it is: a separator sheet, a document's first page, or a page inside one. */
export function pageMarks(
  docs: readonly ReviewDoc[],
  separators: readonly number[],
  total: number,
): Array<{ page: number; separator: boolean; starts?: ReviewDoc; doc?: ReviewDoc }> {
  const pages = Math.max(total, ...docs.map((d) => d.end_page), ...separators, 0);
  return Array.from({ length: pages }, (_, i) => {
    const page = i + 1;
    const doc = docs.find((d) => page >= d.start_page && page <= d.end_page);
    return { page, separator: separators.includes(page), ...(doc ? { doc } : {}), ...(doc && doc.start_page === page ? { starts: doc } : {}) };
  });
}

/** One step back: the documents as they were before an edit, and what the edit was (said when it is undone). */
export interface UndoStep {
  docs: ReviewDoc[];
  what: string;
  /** Edits of one group in a row (the keys typed into one field) are one step; '' never groups. */
  group: string;
}

/** Steps kept: enough for a morning's batch, bounded so a long session does not keep every keystroke's copy. */
const MAX_UNDO = 100;

/** The history once `docs` (the documents before the edit) are edited as `what`. */
export function remember(history: readonly UndoStep[], docs: ReviewDoc[], what: string, group = ''): UndoStep[] {
  if (group && history.at(-1)?.group === group) return [...history]; // still the same edit: back to before its first key
  return [...history, { docs, what, group }].slice(-MAX_UNDO);
}

/** The documents and history once the last step is undone; undefined when there is nothing to undo. */
export function undo(history: readonly UndoStep[]): { docs: ReviewDoc[]; history: UndoStep[]; what: string } | undefined {
  const last = history.at(-1);
  return last ? { docs: last.docs, history: history.slice(0, -1), what: last.what } : undefined;
}
