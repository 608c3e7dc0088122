/**
 * Printable separator sheets: one Letter page with a large QR code (and a Code 128 when the value
 * is short enough to print wide bars) carrying the separator payload, plus the same in large text.
 */
import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import { encodeSeparatorPayload, type SeparatorPayload } from './payload';

export async function separatorSheetPdf(payload: SeparatorPayload): Promise<Uint8Array> {
  const value = encodeSeparatorPayload(payload);
  const qr = await barcode({ bcid: 'qrcode', text: value, scale: 8 });
  const linear = value.length <= 40 ? await barcode({ bcid: 'code128', text: value, scale: 3, height: 18 }) : undefined;

  const doc = new PDFDocument({ size: 'LETTER', margin: 54, info: { Title: 'Document separator sheet', Creator: 'wcab-docai' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));

  doc.font('Helvetica-Bold').fontSize(30).text('DOCUMENT SEPARATOR', { align: 'center' });
  doc.moveDown(0.3).font('Helvetica').fontSize(12).text('Place this sheet in front of the document it describes. Scan face up.', { align: 'center' });
  doc.image(qr, (612 - 252) / 2, 150, { width: 252 });
  let y = 420;
  if (linear) {
    doc.image(linear, 81, y, { width: 450, height: 70 });
    y += 90;
  }
  doc.font('Helvetica-Bold').fontSize(22);
  if (payload.activityType) doc.text(`Type: ${payload.activityType}`, 54, y, { align: 'center', width: 504 });
  if (payload.adjNumber) doc.text(`Case: ${payload.adjNumber.toUpperCase()}`, { align: 'center', width: 504 });
  doc.font('Courier').fontSize(10).text(value, 54, 720, { align: 'center', width: 504 });
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

function barcode(options: { bcid: string; text: string; scale: number; height?: number }): Promise<Buffer> {
  return bwipjs.toBuffer(options) as Promise<Buffer>;
}
