/**
 * Stage 4, per document: its fields and type from the text read (analysis/analyze.ts), and the
 * document as the batch answers it before any second opinion: its label (a separator sheet's own
 * label or title wins, then the caller's activity types), ADJ numbers (our separator sheet's first),
 * date, file name, calendar and how it was split.
 */
import type { BatchDocument, Sources } from '@wcab/contract';
import type { JobContext } from '../../context/jobContext';
import { suggestedFilename } from '@wcab/contract/naming';
import { analyzeText, batchDocType, type Analysis } from '../../analysis/analyze';
import { pageWords } from '../../layout/pageWords';
import { eamsFields } from '../../analysis/eams';
import { textOf, type ReadDocument } from './read';

export interface AnalysedDocument extends ReadDocument {
  analysis: Analysis;
  /** The label its separator sheet gave (our sheet's activity type, a DWC form's title). */
  hint: string | undefined;
  /** The document as read locally. */
  local: BatchDocument;
  /** Which stages its text came from. */
  stages: Sources['stages'];
}

export function analyse(doc: ReadDocument, ctx: JobContext): AnalysedDocument {
  const { batch, segment, own, scanned, reads } = doc;
  // The layout stage: the final analysis reads each page's positioned words (the read plan's partial ones need not).
  const layouts = pageWords(
    batch.pdf,
    own.map((p) => ({
      index: p.index,
      text: textOf(doc, p) ?? '',
      source: p.text ? 'text' : reads.has(p.index) ? 'ocr' : 'unread',
      words: batch.readWhole.has(p.index) ? [] : reads.get(p.index)?.words,
    })),
  );
  const analysis = analyzeText(
    own.map((p) => textOf(doc, p) ?? ''),
    batch.params.cases,
    layouts,
    ctx.telemetry,
    ctx.classifyModel,
  );
  const separator = segment.separatorIndex !== undefined ? batch.pages[segment.separatorIndex] : undefined;
  const hint = separator?.payload?.activityType ?? separator?.dwc?.documentTitle;
  const docType = batchDocType(analysis, batch.params.activity_types, hint);
  const adjNumbers = [...analysis.adjNumbers];
  const carried = separator?.payload?.adjNumber;
  // What our own separator sheet carries wins for its document.
  if (carried && !adjNumbers.includes(carried)) adjNumbers.unshift(carried);
  const documentDate = analysis.documentDate?.replace(/-/g, '') ?? '';
  const local: BatchDocument = {
    start_page: segment.startPage,
    end_page: segment.endPage,
    doc_type: docType,
    ...(analysis.documentTitle ? { document_title: analysis.documentTitle } : {}),
    ...eamsFields(analysis.documentType, analysis),
    applicant_name: analysis.applicant ?? '',
    adj_numbers: adjNumbers,
    document_date: documentDate,
    suggested_filename: suggestedFilename(documentDate, docType, analysis.applicant ?? ''),
    calendar_dates: analysis.calendar,
    split_by: segment.splitBy,
    ...(segment.confidence !== undefined ? { boundary_confidence: segment.confidence } : {}),
  };
  const stages: Sources['stages'] = own.some((p) => p.text) ? ['text'] : [];
  if (scanned.some((p) => reads.has(p.index))) stages.push('ocr');
  return { ...doc, analysis, hint, local, stages };
}
