/**
 * The text layer of a page with the box of every character, for evidence: where on the page a
 * field's characters are printed. The text is exactly what extractText() returns for the page
 * (same PDFium call, same clean-up), and `boxes` holds four numbers per UTF-16 unit of it.
 *
 * Coordinates are PDF points (1/72 inch) with the origin at the top-left corner of the page as it is
 * displayed (after its /Rotate and crop box), x to the right and y downwards: the same frame as a
 * rendered image of the page, divided by the render scale. PDFium reports boxes in PDF user space
 * (origin bottom-left, unrotated); FPDF_PageToDevice turns them into that frame for any rotation.
 */
import { type RawPdfium, withHeap } from './pdfium';
import { normaliseMapped } from './text';

export interface PageTextBoxes {
  /** The page's text, identical to PdfDocument.pageText(). */
  text: string;
  /** [x0, y0, x1, y1] per UTF-16 unit of `text` (index * 4); NaN for characters without a box (spaces and line breaks PDFium inserts). */
  boxes: Float32Array;
  /** The page's size in points, as displayed. */
  widthPt: number;
  heightPt: number;
}

const utf16 = new TextDecoder('utf-16le');
/** Device units per point in FPDF_PageToDevice (it answers in whole device pixels): 0.05 pt precision. */
const SCALE = 20;

export function extractTextBoxes(mod: RawPdfium, page: number): PageTextBoxes {
  const widthPt = mod._FPDF_GetPageWidthF(page);
  const heightPt = mod._FPDF_GetPageHeightF(page);
  const empty = { text: '', boxes: new Float32Array(0), widthPt, heightPt };
  const textPage = mod._FPDFText_LoadPage(page);
  if (!textPage) return empty;
  try {
    const count = mod._FPDFText_CountChars(textPage);
    if (count <= 0) return empty;
    const raw = withHeap(mod, (count + 1) * 2, (ptr) => {
      const written = mod._FPDFText_GetText(textPage, 0, count, ptr);
      return written <= 1 ? '' : utf16.decode(mod.HEAPU8.subarray(ptr, ptr + (written - 1) * 2));
    });
    if (!raw) return empty;
    const { text, origin } = normaliseMapped(raw);
    // PDFium numbers characters, the text counts UTF-16 units: a character outside the BMP is two units.
    const charOfUnit = new Int32Array(raw.length);
    for (let u = 0, c = 0; u < raw.length; u++) {
      charOfUnit[u] = c;
      const code = raw.charCodeAt(u);
      if (!(code >= 0xd800 && code <= 0xdbff)) c++;
    }
    const boxes = new Float32Array(text.length * 4).fill(Number.NaN);
    withHeap(mod, 8 * 4 + 4 * 4, (ptr) => {
      for (let i = 0; i < text.length; i++) {
        if (/\s/.test(text[i]!)) continue;
        const box = charBox(mod, page, textPage, charOfUnit[origin[i]!]!, ptr, widthPt, heightPt);
        if (box) boxes.set(box, i * 4);
      }
    });
    return { text, boxes, widthPt, heightPt };
  } finally {
    mod._FPDFText_ClosePage(textPage);
  }
}

/** One character's box in the displayed page frame, or undefined when PDFium has none for it. */
function charBox(mod: RawPdfium, page: number, textPage: number, index: number, ptr: number, w: number, h: number): number[] | undefined {
  // left, right, bottom, top as doubles, then two int32 for the device point.
  if (!mod._FPDFText_GetCharBox(textPage, index, ptr, ptr + 8, ptr + 16, ptr + 24)) return undefined;
  const f64 = new Float64Array(mod.HEAPU8.buffer, ptr, 4);
  const [left, right, bottom, top] = [f64[0]!, f64[1]!, f64[2]!, f64[3]!];
  if (!(right > left) || !(top > bottom)) return undefined;
  const a = toDevice(mod, page, left, top, ptr + 32, w, h);
  const b = toDevice(mod, page, right, bottom, ptr + 32, w, h);
  return [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[0], b[0]), Math.max(a[1], b[1])];
}

function toDevice(mod: RawPdfium, page: number, x: number, y: number, out: number, w: number, h: number): [number, number] {
  mod._FPDF_PageToDevice(page, 0, 0, Math.round(w * SCALE), Math.round(h * SCALE), 0, x, y, out, out + 4);
  const i32 = new Int32Array(mod.HEAPU8.buffer, out, 2);
  return [i32[0]! / SCALE, i32[1]! / SCALE];
}
