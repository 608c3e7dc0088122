/**
 * `evidence` on the fields of a classify result and of a batch document (`options.evidence`), built
 * from the analysis's spans. Only called when the caller asked: without it no field has the key.
 */
import type { AdjNumber, BatchDocument, CalendarDate, ClassificationResult, DateEntry, Evidence } from '@wcab/contract';
import type { ExtractedDate } from '@wcab/extract';
import type { PdfDocument } from '@wcab/pdf';
import type { Analysis } from '../analysis/analyze';
import { EvidenceBuilder, type ReadPage } from './evidence';

const CALENDAR_TYPES = new Set(['hearing', 'trial', 'appointment']);

/** Keys whose evidence is known; a field with none gets no key at all. */
function defined<T extends Record<string, Evidence | undefined>>(o: T): Partial<T> | undefined {
  const out = Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
  return Object.keys(out).length ? out : undefined;
}

function dateEvidence(b: EvidenceBuilder, d: ExtractedDate): DateEntry['evidence'] {
  return d.spans && defined({ date: b.of(d.spans.date), type: b.of(d.spans.type), location: b.of(d.spans.location) });
}

function adjEvidence(b: EvidenceBuilder, analysis: Analysis, i: number): AdjNumber['evidence'] {
  const s = analysis.spans.adjNumbers[i];
  return s && defined({ number: b.of(s.number), claimant_name: b.of(s.claimant), employer: b.of(s.employer) });
}

/** The classify result `data` with evidence on its fields; `dates` and `adj_numbers` are those of `analysis`, in order. */
export function classifyEvidence(pdf: PdfDocument, pages: ReadPage[], analysis: Analysis, data: ClassificationResult): ClassificationResult {
  const b = new EvidenceBuilder(pdf, pages, analysis);
  const docType = b.documentType(data.document_type, data.confidence);
  return {
    ...data,
    dates: data.dates.map((d, i) => withEvidence(d, dateEvidence(b, analysis.dates[i]!))),
    adj_numbers: data.adj_numbers.map((a, i) => withEvidence(a, adjEvidence(b, analysis, i))),
    evidence: {
      ...(docType ? { document_type: docType } : {}),
      parties: analysis.spans.parties.map((s) => b.of(s) ?? null),
      case_numbers: analysis.spans.caseNumbers.map((s) => b.of(s) ?? null),
    },
  };
}

/**
 * The evidence of the local result kept true after the LLM stage changed fields: a changed document type
 * loses the evidence of the type it replaced, and the parties' and case numbers' evidence follows the values it belongs to.
 * (Dates and ADJ numbers the stage kept carry theirs; those it added were read by no extractor and have none.)
 */
export function evidenceAfterReview(local: ClassificationResult, reviewed: ClassificationResult): ClassificationResult {
  if (!local.evidence) return reviewed;
  const byName = new Map(local.parties.map((p, i) => [p, local.evidence?.parties?.[i] ?? null]));
  const byNumber = new Map(local.case_numbers.map((n, i) => [n, local.evidence?.case_numbers?.[i] ?? null]));
  const { document_type } = local.evidence;
  // A date the stage typed anew keeps where it is printed, not the words that typed it locally.
  const dates = reviewed.dates.map((d, i) => {
    const before = local.dates[i];
    if (!d.evidence || !before || (before.date === d.date && before.type === d.type)) return d;
    const { type: _retyped, ...kept } = d.evidence;
    return { ...d, evidence: kept };
  });
  return {
    ...reviewed,
    dates,
    evidence: {
      ...(document_type && reviewed.document_type === local.document_type ? { document_type } : {}),
      parties: reviewed.parties.map((p) => byName.get(p) ?? null),
      case_numbers: reviewed.case_numbers.map((n) => byNumber.get(n) ?? null),
    },
  };
}

/** evidenceAfterReview() for a batch document: evidence stays only on fields the LLM stage left as they were read. */
export function batchEvidenceAfterReview(local: BatchDocument, reviewed: BatchDocument): BatchDocument {
  const e = local.evidence;
  if (!e) return reviewed;
  const byNumber = new Map(local.adj_numbers.map((n, i) => [n, e.adj_numbers?.[i] ?? null]));
  return {
    ...reviewed,
    evidence: {
      ...(e.doc_type && reviewed.doc_type === local.doc_type ? { doc_type: e.doc_type } : {}),
      ...(e.applicant_name && reviewed.applicant_name === local.applicant_name ? { applicant_name: e.applicant_name } : {}),
      ...(e.document_date && reviewed.document_date === local.document_date ? { document_date: e.document_date } : {}),
      adj_numbers: reviewed.adj_numbers.map((n) => byNumber.get(n) ?? null),
    },
  };
}

/** A batch document with evidence on its fields. `adjNumbers` are the document's, in order (printed ones first come from `analysis.adj`). */
export function batchDocumentEvidence(pdf: PdfDocument, pages: ReadPage[], analysis: Analysis, doc: BatchDocument): BatchDocument {
  const b = new EvidenceBuilder(pdf, pages, analysis);
  const printed = new Map(analysis.adj.map((a, i) => [a.number, i]));
  const calendar = analysis.dates.filter((d) => CALENDAR_TYPES.has(d.type));
  const docType = b.documentType(analysis.documentType, analysis.confidence);
  const evidence = {
    ...(docType ? { doc_type: docType } : {}),
    ...(doc.applicant_name ? optional('applicant_name', b.of(analysis.spans.applicantName)) : {}),
    ...(doc.document_date ? optional('document_date', b.of(analysis.spans.documentDate)) : {}),
    adj_numbers: doc.adj_numbers.map((n) => {
      const i = printed.get(n);
      return (i !== undefined && b.of(analysis.spans.adjNumbers[i]?.number)) || null;
    }),
  };
  return {
    ...doc,
    calendar_dates: doc.calendar_dates.map((c: CalendarDate, i) => withEvidence(c, calendar[i] && dateEvidence(b, calendar[i]))),
    evidence,
  };
}

function optional<K extends string>(key: K, e: Evidence | undefined): { [k in K]?: Evidence } {
  return (e ? { [key]: e } : {}) as { [k in K]?: Evidence };
}

function withEvidence<T extends object, E>(value: T, evidence: E | undefined): T {
  return evidence ? { ...value, evidence } : value;
}
