/**
 * Document understanding on text: extraction (@wcab/extract) and classification
 * (@wcab/classify) of one document's pages. Shared by /v1/classify and by every document of a batch.
 */
import type { AdjNumber, CalendarDate, Case, DocumentType } from '@wcab/contract';
import { classifyDocument, DEFAULT_ACTIVITY_TYPES, describeForeignDocument, matchActivityType, type ForeignDocument, type Model } from '@wcab/classify';
import { extractAll, type ExtractedDate, type ExtractionSpans } from '@wcab/extract';
import type { Word } from '@wcab/layout';
import type { Telemetry } from '../context/jobContext';
import { documentTitle } from './documentTitle';

export interface Analysis {
  pages: string[];
  documentType: DocumentType;
  confidence: number;
  /** The local model's probability of every type (the LLM stage's confidence in a type it settles). */
  scores: Record<DocumentType, number>;
  title?: string;
  /** The document's own title as printed (documentTitle.ts), normalised; the contract's `document_title`. */
  documentTitle?: string;
  /** For an `unknown` document: its heading and genre, which its summary says. */
  foreign?: ForeignDocument;
  /** ADJ numbers printed in the document (known cases fill their claimant and employer). */
  adj: AdjNumber[];
  /**
   * Printed ADJ numbers, then those of the known case whose claimant the document names when it
   * prints none of them (PRODUCT.md "cases"). Batch documents report these; classify's
   * adj_numbers reports what the document prints.
   */
  adjNumbers: string[];
  caseNumbers: string[];
  parties: string[];
  dates: ExtractedDate[];
  calendar: CalendarDate[];
  /** YYYY-MM-DD */
  documentDate?: string;
  applicant?: string;
  employer?: string;
  /** The normalised text the extractors read and where in it each field was read (for evidence). */
  text: string;
  spans: ExtractionSpans;
  /** Where the title the type was recognised by is printed (page index into `pages`, its line). */
  titleAt?: { page: number; line: string };
}

/**
 * The document's fields and type. `layouts`: each page's positioned words (the layout stage's), when it
 * has them; `telemetry` (the job's) is told the time extraction and classification took.
 */
export function analyzeText(
  pages: string[],
  cases?: Case[],
  layouts?: readonly (readonly Word[] | undefined)[],
  telemetry?: Pick<Telemetry, 'recordStage'>,
  /** The job's document-type model (JobContext.classifyModel); unset: the shipped one. */
  model?: Model,
): Analysis {
  let started = performance.now();
  const fields = extractAll(pages, { cases, ...(layouts ? { layouts } : {}) });
  telemetry?.recordStage('extract', (performance.now() - started) / 1000);
  started = performance.now();
  const ownTitle = documentTitle(pages, layouts);
  // Only a title told apart by its print speaks for the document against the first title its text names.
  const classification = classifyDocument(pages, model, {
    ...(ownTitle?.fromLayout ? { ownTitle: ownTitle.text } : {}),
    ...(ownTitle ? { documentTitle: ownTitle.text } : {}),
  });
  telemetry?.recordStage('classify', (performance.now() - started) / 1000);
  const adj = fields.adjNumbers;
  const adjNumbers = [...new Set([...adj, ...fields.inferredAdjNumbers].map((a) => a.number))];
  return {
    pages,
    documentType: classification.document_type,
    confidence: classification.confidence,
    scores: classification.scores,
    title: classification.title,
    ...(ownTitle ? { documentTitle: ownTitle.text } : {}),
    ...(classification.document_type === 'unknown' ? { foreign: describeForeignDocument(pages) } : {}),
    adj,
    adjNumbers,
    caseNumbers: fields.caseNumbers,
    parties: fields.parties,
    dates: fields.dates,
    calendar: fields.calendarDates,
    documentDate: fields.documentDate,
    applicant: fields.applicantName || adj[0]?.claimant_name || fields.inferredAdjNumbers[0]?.claimant_name || undefined,
    employer: fields.employer || adj[0]?.employer || fields.inferredAdjNumbers[0]?.employer || undefined,
    text: fields.text,
    spans: {
      ...fields.spans,
      // The applicant read from an ADJ number's claimant (no name of its own found) is where that claimant is named.
      applicantName: fields.applicantName ? fields.spans.applicantName : fields.spans.adjNumbers[0]?.claimant,
    },
    ...(classification.titleAt ? { titleAt: classification.titleAt } : {}),
  };
}

/** The caller's label that fits best (PRODUCT.md), or one of the product's default labels. */
export function activityType(analysis: Analysis, labels: readonly string[] | undefined, hint?: string): string {
  const list = labels && labels.length > 0 ? labels : DEFAULT_ACTIVITY_TYPES;
  return matchActivityType(list, { pages: analysis.pages, document_type: analysis.documentType, title: analysis.title, hint });
}

export const batchDocType = activityType;
