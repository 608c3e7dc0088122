/** Small PDFs built in memory for API tests (pdf-lib; no files needed). */
import { PDFDocument, StandardFonts } from 'pdf-lib';

export async function textPdf(pages: string[][]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = doc.addPage([612, 792]);
    lines.forEach((line, i) => page.drawText(line, { x: 72, y: 720 - i * 16, size: 11, font }));
  }
  return doc.save();
}

export const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
