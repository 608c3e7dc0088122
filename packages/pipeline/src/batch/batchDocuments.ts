/**
 * A batch's documents as PDFs of their own, made on the job's thread right after the analysis:
 * inline as base64 when the caller asked (`options.include_documents`), and as job files when
 * the gateway keeps them for download (asynchronous jobs). A batch pdf-lib cannot copy from
 * (PDFium read it, pdf-lib finds it malformed) still gets its analysis, without the documents.
 */
import type { BatchJobParams, BatchResult, JobOutcome } from '@wcab/contract';
import { splitBatch, type PageWords } from '@wcab/output';

export interface DocumentsWanted {
  inline: boolean;
  keep: boolean;
}

export function documentsWanted(params: BatchJobParams): DocumentsWanted | undefined {
  const wanted = { inline: params.options.include_documents, keep: params.keep_documents };
  return wanted.inline || wanted.keep ? wanted : undefined;
}

/** `textLayer`: the OCR words of the batch's scanned pages (options.searchable), laid over them as invisible text. */
export async function withDocuments(outcome: JobOutcome, batch: Uint8Array, wanted: DocumentsWanted, textLayer: PageWords[] = []): Promise<JobOutcome> {
  if (!outcome.ok) return outcome;
  const data = outcome.data as BatchResult;
  let files: Awaited<ReturnType<typeof splitBatch>>;
  try {
    files = await splitBatch(batch, data.documents, textLayer);
  } catch (error) {
    console.error(JSON.stringify({ level: 'warn', msg: 'splitting the batch failed', err: String((error as Error)?.message ?? error) }));
    return outcome;
  }
  const documents = wanted.inline ? data.documents.map((doc, i) => ({ ...doc, pdf_base64: Buffer.from(files[i]!.bytes).toString('base64') })) : data.documents;
  return { ...outcome, data: { ...data, documents }, ...(wanted.keep ? { files } : {}) };
}
