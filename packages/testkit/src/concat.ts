/** Joining fixtures into one file, as a batch scan joins documents and separator sheets. */
import { PDFDocument } from 'pdf-lib';

export async function concatPdfs(list: Uint8Array[]): Promise<Uint8Array> {
  const out = await PDFDocument.create();
  for (const bytes of list) {
    const src = await PDFDocument.load(bytes);
    const pages = await out.copyPages(src, src.getPageIndices());
    for (const page of pages) out.addPage(page);
  }
  return out.save();
}
