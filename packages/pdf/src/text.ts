/** Text layer extraction for one loaded page. */
import { type RawPdfium, withHeap } from './pdfium';

const utf16 = new TextDecoder('utf-16le');

/**
 * The page's text as PDFium's text page orders it: content order, with PDFium's own word-space and
 * line-break detection (it inserts the breaks from glyph positions). For the word processors and
 * form generators seen in WCAB filings that is reading order; no column re-flow is attempted.
 * Lines end with `\n`; trailing blanks are dropped.
 */
export function extractText(mod: RawPdfium, page: number): string {
  const textPage = mod._FPDFText_LoadPage(page);
  if (!textPage) return '';
  try {
    const count = mod._FPDFText_CountChars(textPage);
    if (count <= 0) return '';
    // UTF-16 code units plus the terminating NUL that PDFium always writes.
    return withHeap(mod, (count + 1) * 2, (ptr) => {
      const written = mod._FPDFText_GetText(textPage, 0, count, ptr);
      if (written <= 1) return '';
      const raw = utf16.decode(mod.HEAPU8.subarray(ptr, ptr + (written - 1) * 2));
      return normalise(raw);
    });
  } finally {
    mod._FPDFText_ClosePage(textPage);
  }
}

function normalise(raw: string): string {
  return raw
    .replace(/\r\n?/g, '\n')
    .replace(/\u0000/g, '')
    .replace(/[ \t\u00a0]+$/gm, '')
    .replace(/\n+$/, '');
}
