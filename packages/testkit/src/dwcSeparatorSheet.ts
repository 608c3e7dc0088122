/**
 * A DWC-CA form 10232.2 document separator sheet, laid out as the form is: a bold centred title, a
 * column of labelled fields with their values on underlines, a short instruction and the form number
 * at the foot of an otherwise empty page. Values are the caller's; the wording is ours.
 */
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { LETTER } from './textPdf';

export interface DwcSeparatorFields {
  caseNumber?: string;
  documentType?: string;
  documentTitle?: string;
  documentDate?: string;
  author?: string;
}

export async function makeDwcSeparatorSheet(fields: DwcSeparatorFields): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage(LETTER);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const title = 'DOCUMENT SEPARATOR SHEET';
  const titleSize = 16;
  page.drawText(title, { x: (LETTER[0] - bold.widthOfTextAtSize(title, titleSize)) / 2, y: 700, size: titleSize, font: bold });
  const rows: Array<[string, string | undefined]> = [
    ['Case Number:', fields.caseNumber],
    ['Document Type:', fields.documentType],
    ['Document Title:', fields.documentTitle],
    ['Document Date:', fields.documentDate],
    ['Author:', fields.author],
  ];
  let y = 630;
  for (const [label, value] of rows) {
    page.drawText(label, { x: 80, y, size: 11, font: bold });
    if (value) page.drawText(value, { x: 220, y: y + 2, size: 11, font });
    page.drawLine({ start: { x: 218, y: y - 3 }, end: { x: 540, y: y - 3 }, thickness: 0.6, color: rgb(0.3, 0.3, 0.3) });
    y -= 34;
  }
  const note = ['Place this sheet in front of each document filed on paper; every sheet is followed', 'by exactly one document.'];
  for (const line of note) {
    page.drawText(line, { x: 80, y: y - 20, size: 9, font });
    y -= 12;
  }
  page.drawText('DWC-CA form 10232.2', { x: 80, y: 60, size: 7, font });
  return doc.save();
}
