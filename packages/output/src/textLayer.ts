/**
 * An invisible text layer over scanned pages, as OCRmyPDF lays one: each OCR word drawn in text
 * render mode 3 (neither filled nor stroked: invisible, yet selectable and searchable), sized and
 * horizontally scaled to cover the word's box on the page image. The page's own content (the scan
 * image) is not touched: the words go in a content stream appended after it, so the image
 * XObject's bytes stay exactly as they were.
 *
 * Words arrive in PDF points from the page's top-left corner as displayed (the Evidence boxes'
 * convention: OCR pixels divided by the render scale; PDFium renders a page with its /Rotate
 * applied). A page with a /Rotate of 90, 180 or 270 has its displayed frame turned against its user
 * space: each word's box is mapped back into user space and its text drawn turned the same way, so
 * that as displayed it runs left to right over the word it was read from.
 */
import {
  PDFDocument,
  type PDFFont,
  PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
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
  await drawTextLayer(doc, pages);
  return doc.save({ useObjectStreams: false });
}

/** Draws the words of each listed page into `doc` as invisible text (the caller saves it). */
export async function drawTextLayer(doc: PDFDocument, pages: PageWords[]): Promise<void> {
  const wanted = pages.filter((p) => p.words.length > 0);
  if (wanted.length === 0) return;
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const fontName = PDFName.of('WcabOcrText');
  for (const { page: index, words } of wanted) {
    const page = doc.getPage(index);
    page.node.setFontDictionary(fontName, font.ref);
    const frame = displayFrame(page);
    const operators: PDFOperator[] = [pushGraphicsState(), beginText(), setTextRenderingMode(TextRenderingMode.Invisible)];
    for (const word of words) operators.push(...drawWord(font, fontName, word, frame));
    operators.push(endText(), popGraphicsState());
    page.pushOperators(...operators);
  }
}

/**
 * From the page as displayed (u to the right, v downwards, from its top-left corner, in points) to
 * its user space, and the direction displayed text runs in user space. /Rotate turns the page
 * clockwise for display: at 90 the crop box's bottom-left corner is shown top-left, its up (+y)
 * points right.
 */
interface Frame {
  toUser(u: number, v: number): [number, number];
  /** The text matrix's a, b, c, d: the displayed page's +u and -v (up) in user space. */
  axes: [number, number, number, number];
}

function displayFrame(page: PDFPage): Frame {
  const { x, y, width: w, height: h } = page.getCropBox();
  const angle = (((page.getRotation().angle % 360) + 360) % 360) as 0 | 90 | 180 | 270 | number;
  switch (angle) {
    case 90:
      return { toUser: (u, v) => [x + v, y + u], axes: [0, 1, -1, 0] };
    case 180:
      return { toUser: (u, v) => [x + w - u, y + v], axes: [-1, 0, 0, -1] };
    case 270:
      return { toUser: (u, v) => [x + w - v, y + h - u], axes: [0, -1, 1, 0] };
    default:
      return { toUser: (u, v) => [x + u, y + h - v], axes: [1, 0, 0, 1] };
  }
}

function drawWord(font: PDFFont, fontName: PDFName, word: LayerWord, frame: Frame): PDFOperator[] {
  const text = winAnsi(word.text.trim());
  const [x0, y0, x1, y1] = word.bbox;
  const height = y1 - y0;
  const width = x1 - x0;
  if (!text || !(height > 0) || !(width > 0)) return [];
  // Helvetica's glyphs fill about 0.72 of the size above the baseline and 0.21 below: size the
  // text so a line's box is covered, the baseline near the bottom of the box.
  const size = height / 0.93;
  const natural = font.widthOfTextAtSize(text, size);
  const scale = natural > 0 ? (100 * width) / natural : 100;
  const [ox, oy] = frame.toUser(x0, y1 - 0.21 * size);
  const [a, b, c, d] = frame.axes;
  return [
    setFontAndSize(fontName, size),
    PDFOperator.of(PDFOperatorNames.SetTextHorizontalScaling, [PDFNumber.of(scale)]),
    setTextMatrix(a, b, c, d, ox, oy),
    PDFOperator.of(PDFOperatorNames.ShowText, [font.encodeText(text)]),
  ];
}

/** Helvetica's WinAnsi encoding has no glyph for most non-Latin characters: those become '?'. */
function winAnsi(text: string): string {
  return text.replace(/[^\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g, '?');
}
