/** /v1/analyze-batch: separators -> documents -> per-document fields. */
import { BatchResult } from '@wcab/contract';
import type { JobOutcome } from '@wcab/queue';
import { BatchParams } from './params';
import { readDocument } from './readDocument';
import { findAdjNumbers } from './adj';

export async function batchJob(bytes: Uint8Array, rawParams: unknown): Promise<JobOutcome> {
  const params = BatchParams.parse(rawParams);
  const { pageCount, pages } = await readDocument(bytes, params.maxPages);
  const data = BatchResult.parse({
    separator_pages: [],
    documents: [
      {
        start_page: 1,
        end_page: pageCount,
        doc_type: 'unknown',
        applicant_name: '',
        adj_numbers: findAdjNumbers(pages.join('\n')),
        document_date: '',
        suggested_filename: 'undated-unknown-unknown.pdf',
        calendar_dates: [],
      },
    ],
  });
  return { ok: true, data, pages: pageCount };
}
