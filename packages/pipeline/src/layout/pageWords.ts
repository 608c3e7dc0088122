/**
 * The layout stage: each page's positioned words, for the extractors to read tables, label columns and boxes
 * by their layout (@wcab/layout, docs/layout.md). A text page's words come from PDFium's character boxes, an
 * OCR'd page's from Tesseract's word boxes; both carry their offsets in the page text the extractors read, so
 * a page whose text is not exactly what the words were read from gets none (its text is read as it is).
 */
import { wordsFromCharBoxes, wordsFromOcr, type Word } from '@wcab/layout';
import type { PdfDocument } from '@wcab/pdf';

export interface LayoutPage {
  /** 0-based page index in the PDF. */
  index: number;
  /** The text the extractors will read for this page. */
  text: string;
  source: 'text' | 'ocr' | 'unread';
  /** For an OCR'd page: the words of the read its text came from. */
  words?: readonly { text: string; bbox: { x0: number; y0: number; x1: number; y1: number } }[];
}

export function pageWords(pdf: PdfDocument, pages: readonly LayoutPage[]): (Word[] | undefined)[] {
  return pages.map((p) => {
    if (!p.text.trim()) return undefined;
    if (p.source === 'ocr') return p.words?.length ? wordsFromOcr(p.text, p.words) : undefined;
    if (p.source !== 'text') return undefined;
    try {
      const boxes = pdf.pageTextBoxes(p.index);
      return boxes.text === p.text ? wordsFromCharBoxes(boxes.text, boxes.boxes) : undefined;
    } catch {
      // A page PDFium cannot box is read as text alone: its layout is lost, not its text.
      return undefined;
    }
  });
}
