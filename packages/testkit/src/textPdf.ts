/** Text PDFs with a real text layer (Helvetica, US Letter), the kind a word processor exports. */
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';

export const LETTER: [number, number] = [612, 792];

export interface TextPdfOptions {
  fontSize?: number;
  /** Page margin in points (default 72 = one inch). */
  margin?: number;
  /** Baseline-to-baseline distance in points (default 1.3 x font size). */
  lineHeight?: number;
  /** Document title in the Info dictionary. */
  title?: string;
}

/**
 * `pages` is either lines per page (`string[][]`) or one string per page whose lines are split on
 * `\n`. Long lines wrap at the margin; a page that does not fit throws, so page numbers stay exact.
 */
export async function makeTextPdf(pages: string[][] | string[], opts: TextPdfOptions = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  if (opts.title) doc.setTitle(opts.title);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const page of pages) {
    const lines = typeof page === 'string' ? page.split('\n') : page;
    writeLines(doc.addPage(LETTER), font, lines, opts);
  }
  return doc.save();
}

/** Draws `lines` from the top margin down; shared with the barcode pages. Returns the next baseline. */
export function writeLines(page: PDFPage, font: PDFFont, lines: string[], opts: TextPdfOptions & { top?: number } = {}): number {
  const size = opts.fontSize ?? 11;
  const margin = opts.margin ?? 72;
  const leading = opts.lineHeight ?? size * 1.3;
  const maxWidth = page.getWidth() - 2 * margin;
  const supported = new Set(font.getCharacterSet());
  let y = opts.top ?? page.getHeight() - margin - size;
  for (const line of lines) {
    for (const part of wrap(sanitize(line, supported), font, size, maxWidth)) {
      if (y < margin - size) throw new RangeError('Text does not fit on one page; split it into more pages');
      if (part) page.drawText(part, { x: margin, y, size, font });
      y -= leading;
    }
  }
  return y;
}

/** Helvetica here is WinAnsi-encoded; anything else would make pdf-lib throw, so it becomes '?'. */
function sanitize(line: string, supported: Set<number>): string {
  let out = '';
  for (const ch of line.replace(/\t/g, '    ')) out += supported.has(ch.codePointAt(0)!) ? ch : '?';
  return out;
}

function wrap(line: string, font: PDFFont, size: number, maxWidth: number): string[] {
  if (font.widthOfTextAtSize(line, size) <= maxWidth) return [line];
  const out: string[] = [];
  let current = '';
  for (const word of line.split(' ')) {
    const next = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(next, size) > maxWidth) {
      out.push(current);
      current = word;
    } else {
      current = next;
    }
  }
  out.push(current);
  return out;
}
