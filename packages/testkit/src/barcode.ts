/**
 * One-page PDFs carrying a barcode: separator sheets (a big PATCHT / SEP... code, maybe a heading)
 * and content pages with stray codes (an invoice number in Code 128, a QR code on a letterhead).
 * The barcode is a bwip-js raster placed at an exact physical module width.
 */
import bwipjs from 'bwip-js/node';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { LETTER, writeLines } from './textPdf';

export type Symbology = 'code39' | 'code128' | 'qrcode' | 'datamatrix' | 'pdf417' | 'code93' | 'interleaved2of5';

export interface BarcodePageOptions {
  value: string;
  symbology: Symbology;
  /** Width of one module (narrow bar, or one 2D cell) in inches. Default 0.015 linear, 0.03 2D. */
  moduleWidthInch?: number;
  /** Bar height in inches for linear codes (default 0.6). */
  barHeightInch?: number;
  /** Large text above the barcode, e.g. 'PATCH T' or 'DOCUMENT SEPARATOR'. */
  heading?: string;
  /** Body text lines; on content pages they carry the document's text. */
  extraLines?: string[];
  /** Where the code sits: centred in the upper half (separators) or small in a corner (stray codes). */
  position?: 'center' | 'top-right' | 'bottom-left';
  /** Print the value under linear codes as human-readable text. */
  humanReadable?: boolean;
}

const TWO_D = new Set<Symbology>(['qrcode', 'datamatrix', 'pdf417']);
/** Raster resolution for the code; the PDF scales it to the physical size, so keep it crisp. */
const RASTER_DPI = 600;

export async function makeBarcodePage(opts: BarcodePageOptions): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage(LETTER);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const twoD = TWO_D.has(opts.symbology);
  const module = opts.moduleWidthInch ?? (twoD ? 0.03 : 0.015);
  const scale = Math.max(1, Math.round(module * RASTER_DPI));

  // bwip-js draws one module as `scale` pixels, and a linear code's `height` is in millimetres of
  // modules at 72 per inch; so ask for the bar height in module units to get it in inches.
  const heightModules = (opts.barHeightInch ?? 0.6) / module;
  const png = await bwipjs.toBuffer({
    bcid: opts.symbology,
    text: opts.value,
    scale,
    ...(twoD ? {} : { height: (heightModules * 25.4) / 72, includetext: opts.humanReadable ?? false }),
    // Code 93's two check characters are mandatory for readers, but BWIPP omits them by default.
    ...(opts.symbology === 'code93' ? { includecheck: true } : {}),
    paddingwidth: 0,
    paddingheight: 0,
    backgroundcolor: 'FFFFFF',
  });
  const image = await doc.embedPng(png);
  const width = (image.width / scale) * module * 72; // points
  const height = (image.height / scale) * module * 72;

  let textTop = page.getHeight() - 72 - 11;
  const position = opts.position ?? 'center';
  if (position === 'center') {
    let y = page.getHeight() - 144;
    if (opts.heading) {
      const size = 28;
      const w = bold.widthOfTextAtSize(opts.heading, size);
      page.drawText(opts.heading, { x: (page.getWidth() - w) / 2, y, size, font: bold });
      y -= 36;
    }
    page.drawImage(image, { x: (page.getWidth() - width) / 2, y: y - height, width, height });
    textTop = y - height - 36;
  } else {
    if (opts.heading) {
      page.drawText(opts.heading, { x: 72, y: textTop, size: 16, font: bold });
      textTop -= 28;
    }
    const x = position === 'top-right' ? page.getWidth() - 54 - width : 54;
    const y = position === 'top-right' ? page.getHeight() - 54 - height : 54;
    page.drawImage(image, { x, y, width, height });
    if (position === 'top-right') textTop = Math.min(textTop, y - 24);
  }
  if (opts.extraLines?.length) writeLines(page, font, opts.extraLines, { top: textTop });
  return doc.save();
}
