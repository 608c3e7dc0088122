/** What a page is made of, as stored bytes: its content streams and the images it draws. */
import { PDFArray, PDFDict, type PDFDocument, PDFName, PDFRawStream, PDFRef, type PDFObject, type PDFPage } from 'pdf-lib';

function streamBytes(doc: PDFDocument, obj: PDFObject | undefined): Uint8Array[] {
  const value = obj instanceof PDFRef ? doc.context.lookup(obj) : obj;
  if (value instanceof PDFRawStream) return [value.getContents()];
  if (value instanceof PDFArray) return value.asArray().flatMap((item) => streamBytes(doc, item));
  return [];
}

/** The page's content streams (as stored, still encoded) and its image XObjects' bytes. */
export function pageParts(doc: PDFDocument, page: PDFPage): { contents: Buffer; images: Buffer[] } {
  const contents = Buffer.concat(streamBytes(doc, page.node.get(PDFName.of('Contents'))));
  const resources = page.node.Resources();
  const xobjects = resources?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  const images = (xobjects?.values() ?? []).flatMap((ref) => streamBytes(doc, ref)).map((b) => Buffer.from(b));
  return { contents, images };
}
