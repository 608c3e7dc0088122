/**
 * Stage 5, per document: the optional second opinion of the LLM stage (review/llmStage.ts, LLM_MODE),
 * merged only where the document's text bears it out. A grounded change of type picks the document's
 * label again (its separator sheet's still wins) and so its file name.
 */
import type { BatchDocument } from '@wcab/contract';
import type { JobContext } from '../../context/jobContext';
import { batchDocType } from '../../analysis/analyze';
import { withBatchSecondOpinion } from '../../review/llmStage';
import type { AnalysedDocument } from './analyse';

export interface ReviewedDocument extends AnalysedDocument {
  /** The document after the review, with `sources` (which stages answered, what the LLM changed). */
  reviewed: BatchDocument;
}

export async function review(doc: AnalysedDocument, ctx: JobContext): Promise<ReviewedDocument> {
  const { analysis, hint, local, stages } = doc;
  const labels = doc.batch.params.activity_types;
  const reviewed = await withBatchSecondOpinion(ctx, local, analysis, stages, (documentType) => batchDocType({ ...analysis, documentType }, labels, hint));
  return { ...doc, reviewed };
}
