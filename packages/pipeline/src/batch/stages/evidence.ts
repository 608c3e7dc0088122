/**
 * Stage 6, per document: evidence on its fields (`options.evidence`), the page, words, box and confidence
 * each value was read from (evidence/fieldEvidence.ts), kept only on the values the review left as they
 * were read. Without the option the document has no evidence key anywhere.
 */
import type { BatchDocument } from '@wcab/contract';
import type { ReadPage } from '../../evidence/evidence';
import { batchDocumentEvidence, batchEvidenceAfterReview } from '../../evidence/fieldEvidence';
import type { ReviewedDocument } from './review';

export function evidence(doc: ReviewedDocument): BatchDocument {
  const { batch, analysis, local, reviewed } = doc;
  if (!batch.params.options.evidence) return reviewed;
  const read = batchDocumentEvidence(batch.pdf, readAs(doc), analysis, local);
  // The review keeps the calendar's entries in order (it may retype them): each keeps where it was printed.
  const calendar = reviewed.calendar_dates.map((c, i) => {
    const found = read.calendar_dates[i]?.evidence;
    return found ? { ...c, evidence: found } : c;
  });
  return batchEvidenceAfterReview(read, { ...reviewed, calendar_dates: calendar });
}

/** The document's pages as its analysis read them, an OCR'd page with its words' boxes. */
function readAs(doc: ReviewedDocument): ReadPage[] {
  return doc.own.map((p) => {
    if (p.text) return { index: p.index, text: p.text, source: 'text' };
    const read = doc.reads.get(p.index);
    if (!read) return { index: p.index, text: '', source: 'unread' };
    return { index: p.index, text: read.text, source: 'ocr', ...(read.words.length > 0 ? { words: read.words, pxPerPt: read.pxPerPt } : {}) };
  });
}
