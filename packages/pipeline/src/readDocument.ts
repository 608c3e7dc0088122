/** Opens a PDF, enforces the page limit and reads the text layer of every page. */
import { ApiError } from '@wcab/contract';
import { openPdf } from '@wcab/pdf';

export interface DocumentText {
  pageCount: number;
  pages: string[];
}

export async function readDocument(bytes: Uint8Array, maxPages: number): Promise<DocumentText> {
  const pdf = await openPdf(bytes);
  try {
    if (pdf.pageCount > maxPages) {
      throw new ApiError('DOCUMENT_TOO_LARGE', `The document has ${pdf.pageCount} pages; the limit is ${maxPages}`);
    }
    const pages: string[] = [];
    for (let i = 0; i < pdf.pageCount; i++) pages.push(pdf.pageText(i));
    return { pageCount: pdf.pageCount, pages };
  } finally {
    pdf.close();
  }
}
