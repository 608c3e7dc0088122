/**
 * An invisible text layer over scanned pages, as OCRmyPDF lays one: each OCR word drawn in text
 * render mode 3 (neither filled nor stroked: invisible, yet selectable and searchable), sized and
 * horizontally scaled to cover the word's box on the page image. The page's own content (the scan
 * image) is not touched: the words go in a content stream appended after it, so the image
 * XObject's bytes stay exactly as they were.
 *
 * Words arrive in PDF points from the page's top-left corner as displayed (the Evidence boxes'
 * convention: OCR pixels divided by the render scale). Pages with a /Rotate are left without a
 * layer for now (their displayed and user-space axes differ).
 */
import {
  PDFDocument,
  type PDFFont,
  PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  StandardFonts,
  TextRenderingMode,
  beginText,
  endText,
  popGraphicsState,
  pushGraphicsState,
  setFontAndSize,
  setTextMatrix,
  setTextRenderingMode,
} from 'pdf-lib';

export interface LayerWord {
  text: string;
  /** [x0, y0, x1, y1] in PDF points, origin at the page's top-left corner as displayed, y downwards. */
  bbox: [number, number, number, number];
}

export interface PageWords {
  /** 0-based page index in the PDF. */
  page: number;
  words: LayerWord[];
}

/** Adds the words of each listed page as invisible text; returns the new PDF's bytes. */
export async function addTextLayer(pdf: Uint8Array, pages: PageWords[]): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf, { ignoreEncryption: true, updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const fontName = PDFName.of('WcabOcrText');
  for (const { page: index, words } of pages) {
    const page = doc.getPage(index);
    if (page.getRotation().angle % 360 !== 0 || words.length === 0) continue;
    page.node.setFontDictionary(fontName, font.ref);
    const box = page.getCropBox();
    const operators: PDFOperator[] = [pushGraphicsState(), beginText(), setTextRenderingMode(TextRenderingMode.Invisible)];
    for (const word of words) operators.push(...drawWord(font, fontName, word, box));
    operators.push(endText(), popGraphicsState());
    page.pushOperators(...operators);
  }
  return doc.save({ useObjectStreams: false });
}

function drawWord(font: PDFFont, fontName: PDFName, word: LayerWord, box: { x: number; y: number; height: number }): PDFOperator[] {
  const text = winAnsi(word.text.trim());
  const [x0, y0, x1, y1] = word.bbox;
  const height = y1 - y0;
  const width = x1 - x0;
  if (!text || height <= 0 || width <= 0) return [];
  // Helvetica's glyphs fill about 0.72 of the size above the baseline and 0.21 below: size the
  // text so a line's box is covered, the baseline near the bottom of the box.
  const size = height / 0.93;
  const natural = font.widthOfTextAtSize(text, size);
  const scale = natural > 0 ? (100 * width) / natural : 100;
  const baseline = box.y + box.height - (y1 - 0.21 * size);
  return [
    setFontAndSize(fontName, size),
    PDFOperator.of(PDFOperatorNames.SetTextHorizontalScaling, [PDFNumber.of(scale)]),
    setTextMatrix(1, 0, 0, 1, box.x + x0, baseline),
    PDFOperator.of(PDFOperatorNames.ShowText, [font.encodeText(text)]),
  ];
}

/** Helvetica's WinAnsi encoding has no glyph for most non-Latin characters: those become '?'. */
function winAnsi(text: string): string {
  return text.replace(/[^\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g, '?');
}
