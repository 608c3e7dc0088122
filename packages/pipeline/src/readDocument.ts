/** Opens a PDF, enforces the page limit and reads the text layer of every page. */
import { openPdf } from '@wcab/pdf';
import { withinPageLimit } from './pageLimit';

export interface DocumentText {
  pageCount: number;
  pages: string[];
}

export async function readDocument(bytes: Uint8Array, maxPages: number): Promise<DocumentText> {
  const opened = await openPdf(bytes);
  try {
    const pdf = withinPageLimit(opened, maxPages, 'document');
    const pages: string[] = [];
    for (let i = 0; i < pdf.pageCount; i++) pages.push(pdf.pageText(i));
    return { pageCount: pdf.pageCount, pages };
  } finally {
    opened.close();
  }
}
