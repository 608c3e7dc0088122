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

/**
 * normalise() keeping, for each unit of the result, the index of the unit of `raw` it came from
 * (charBoxes.ts needs it to find each character's box). Same rules, one pass.
 */
export function normaliseMapped(raw: string): { text: string; origin: Int32Array } {
  const chars: string[] = [];
  const from: number[] = [];
  let lineStart = 0;
  const endLine = () => {
    // Trailing blanks of the line just ended are dropped.
    let end = chars.length;
    while (end > lineStart && /[ \t\u00a0]/.test(chars[end - 1]!)) end--;
    chars.length = end;
    from.length = end;
  };
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i]!;
    if (c === '\u0000') continue;
    if (c === '\r' || c === '\n') {
      endLine();
      chars.push('\n');
      from.push(i);
      if (c === '\r' && raw[i + 1] === '\n') i++;
      lineStart = chars.length;
      continue;
    }
    chars.push(c);
    from.push(i);
  }
  endLine();
  while (chars.length > 0 && chars[chars.length - 1] === '\n') {
    chars.pop();
    from.pop();
  }
  return { text: chars.join(''), origin: Int32Array.from(from) };
}
