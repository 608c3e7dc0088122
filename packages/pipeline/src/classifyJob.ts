/** /v1/classify: text -> extraction -> classification -> the Classification result. */
import { ClassificationResult } from '@wcab/contract';
import type { JobOutcome } from '@wcab/queue';
import { ClassifyParams } from './params';
import { readDocument } from './readDocument';
import { findAdjNumbers } from './adj';

export async function classifyJob(bytes: Uint8Array, rawParams: unknown): Promise<JobOutcome> {
  const params = ClassifyParams.parse(rawParams);
  const { pageCount, pages } = await readDocument(bytes, params.maxPages);
  const adj = findAdjNumbers(pages.join('\n'));
  const data = ClassificationResult.parse({
    document_type: 'unknown',
    confidence: 0,
    summary: '',
    page_count: pageCount,
    parties: [],
    case_numbers: adj,
    dates: [],
    adj_numbers: params.options.extract_adj ? adj.map((number) => ({ number, claimant_name: '', employer: '' })) : [],
  });
  return { ok: true, data, pages: pageCount };
}
