/**
 * Finding the separator sheets of a batch, page by page: render and decode each page (one at a
 * time, so memory stays flat however long the batch), then a quick OCR of the top of scanned
 * pages that look like a DWC form separator. Page images are dropped as soon as they are looked at.
 */
import type { PdfDocument } from '@wcab/pdf';
import type { SeparatorPayload, SeparatorRule } from '@wcab/sheets';
import { dwcFields, isDwcSeparatorText, type DwcFields } from './dwcSeparator';
import { halve, inspectPage, mayBeFormSeparator, topBand } from './inspectPage';
import { ocrImage } from './ocr';
import type { PageKind } from './segment';

export interface ScannedPage {
  index: number;
  kind: PageKind;
  /** The usable text layer, when the page has one. */
  text?: string;
  /** What a separator page says about the next document. */
  payload?: SeparatorPayload;
  dwc?: DwcFields;
}

export interface ScanProgress {
  (pagesDone: number, pagesTotal: number): void;
}

const MAX_FORM_CHECKS_IN_FLIGHT = 4;

export async function scanBatch(pdf: PdfDocument, rule: SeparatorRule, onProgress?: ScanProgress): Promise<ScannedPage[]> {
  const pages: ScannedPage[] = [];
  const formChecks: Promise<void>[] = [];
  const inFlight = new Set<Promise<void>>();
  for (let index = 0; index < pdf.pageCount; index++) {
    const seen = await inspectPage(pdf, index, rule).catch(() => undefined);
    const page: ScannedPage = { index, kind: 'content', text: seen?.text };
    pages.push(page);
    onProgress?.(index + 1, pdf.pageCount);
    // A page PDFium cannot render stays a content page: its document reports what the rest holds.
    if (!seen) continue;
    if (seen.separatorBarcode) {
      page.kind = 'separator';
      page.payload = seen.separatorBarcode.payload;
    } else if (seen.dwcByText) {
      page.kind = 'separator';
      page.dwc = dwcFields(seen.text ?? '');
    } else if (seen.blank) {
      page.kind = 'blank';
    } else if (!seen.text && mayBeFormSeparator(seen.image)) {
      // The OCR runs on the pool while the next pages are rendered and decoded.
      const band = halve(topBand(seen.image, 0.4));
      const check = ocrImage(band)
        .then((text) => {
          if (!isDwcSeparatorText(text)) return;
          page.kind = 'separator';
          page.dwc = dwcFields(text);
        })
        .catch(() => undefined) // an OCR failure leaves the page a content page
        .finally(() => inFlight.delete(check));
      formChecks.push(check);
      inFlight.add(check);
      // Bounded: a long run of form-like pages must not queue every band in memory.
      if (inFlight.size >= MAX_FORM_CHECKS_IN_FLIGHT) await Promise.race(inFlight);
    }
  }
  await Promise.all(formChecks);
  return pages;
}
