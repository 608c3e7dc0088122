/** Renders a layout document as a text PDF (Helvetica, US Letter): every item where the family put it. */
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { LayoutDoc } from './families';

const PAGE: [number, number] = [612, 792];

export async function layoutPdf(doc: LayoutDoc): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (const items of doc.pages) {
    const page = pdf.addPage(PAGE);
    for (const it of items) {
      // Items are placed from the top-left corner; PDF user space starts at the bottom-left.
      if (it.kind === 'box') page.drawRectangle({ x: it.x, y: PAGE[1] - it.y - it.h, width: it.w, height: it.h, borderColor: rgb(0, 0, 0), borderWidth: 0.7 });
      else {
        const size = it.size ?? 10;
        // WinAnsi has ñ; anything else it lacks would throw.
        page.drawText(it.text, { x: it.x, y: PAGE[1] - it.y - size, size, font: it.bold ? bold : font });
      }
    }
  }
  return pdf.save();
}
