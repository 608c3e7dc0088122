/** The batch job hands back its documents as PDFs when asked: inline (base64) and as job files. */
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it, beforeAll } from 'vitest';
import type { BatchResult } from '@wcab/contract';
import { separatorSheetPdf } from '@wcab/sheets';
import { concatPdfs, makeTextPdf } from '@wcab/testkit';
import processJob from '../src/processor';

let batch: Uint8Array;
beforeAll(async () => {
  const hearing = await makeTextPdf([
    'NOTICE OF HEARING\nWORKERS COMPENSATION APPEALS BOARD\nMARIA GARCIA, Applicant\nCase Number: ADJ1234567\nA hearing is set for March 5, 2026 at 8:30 AM',
    'Page two of the notice.',
  ]);
  const letter = await makeTextPdf(['January 12, 2026\nRe: Luis Ortega\nADJ7654321\nDear Counsel, please find the enclosed records.']);
  batch = await concatPdfs([hearing, await separatorSheetPdf({ adjNumber: 'ADJ7654321' }), letter]);
});

describe('batch documents', () => {
  it('inlines each document as a PDF of its pages and keeps them as files when asked', async () => {
    const outcome = await processJob({ kind: 'batch', document: batch.slice(), params: { options: { include_documents: true }, keep_documents: true } });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const data = outcome.data as BatchResult;
    expect(data.separator_pages).toEqual([3]);
    expect(data.documents.map((d) => [d.start_page, d.end_page])).toEqual([
      [1, 2],
      [4, 4],
    ]);
    expect(outcome.files?.map((f) => f.name)).toEqual(data.documents.map((d) => d.suggested_filename));
    for (const [i, doc] of data.documents.entries()) {
      const inline = Buffer.from(doc.pdf_base64!, 'base64');
      expect(inline.equals(Buffer.from(outcome.files![i]!.bytes))).toBe(true);
      expect((await PDFDocument.load(inline)).getPageCount()).toBe(doc.end_page - doc.start_page + 1);
    }
  });

  it('adds nothing when not asked', async () => {
    const outcome = await processJob({ kind: 'batch', document: batch.slice(), params: {} });
    expect(outcome.ok && outcome.files).toBeFalsy();
    expect(outcome.ok && (outcome.data as BatchResult).documents.some((d) => 'pdf_base64' in d)).toBe(false);
  });
});
