/**
 * The page limit, against the pages a PDF really holds. PDFium takes the page tree's /Count on
 * trust, so a one-page file that declares /Count 1000000 would be refused as too large. A count
 * over the limit is therefore checked before refusing: if the page just past the limit loads, the
 * document really is too large; otherwise its real count is the end of the run of pages that load,
 * found by bisection (a handful of page loads, whatever the declared number). A count within the
 * limit is taken as declared (a page that does not load fails the job as damaged, as before).
 */
import { ApiError } from '@wcab/contract';
import type { PdfDocument } from '@wcab/pdf';

/** `pdf`, or over a declared count that does not hold, `pdf` with its real page count; throws over `maxPages`. */
export function withinPageLimit(pdf: PdfDocument, maxPages: number, noun: 'document' | 'batch'): PdfDocument {
  if (pdf.pageCount <= maxPages) return pdf;
  if (loads(pdf, maxPages) || !loads(pdf, 0)) {
    throw new ApiError('DOCUMENT_TOO_LARGE', `The ${noun} has ${pdf.pageCount} pages; the limit is ${maxPages}`);
  }
  let low = 1; // pages [0, low) load
  let high = maxPages; // the page at `high` does not
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (loads(pdf, mid)) low = mid + 1;
    else high = mid;
  }
  const real = low;
  return new Proxy(pdf, {
    get: (target, property) => {
      if (property === 'pageCount') return real;
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

function loads(pdf: PdfDocument, index: number): boolean {
  try {
    pdf.pageImageInfo(index);
    return true;
  } catch {
    return false;
  }
}
