/**
 * Text normalisation shared by the features, the title finder and the activity matcher.
 *
 * Two views of a text:
 * - `cleanText`: what a human would read (Unicode folded, odd PDF characters repaired), still line-structured.
 * - `skeleton`: a lossy, OCR-tolerant form used for phrase cues. Characters that OCR confuses are folded to one
 *   representative (0/o, 1/l/i, 5/s, rn/m, vv/w) and punctuation becomes a space, so "N0TICE 0F HEARlNG" and
 *   "Notice of Hearing" have the same skeleton. Patterns are skeletonised the same way, so they never need to
 *   know about the folding.
 */

/** Unicode and PDF-extraction repairs that keep line structure. */
export function cleanText(text: string): string {
  return (
    text
      .normalize('NFKC')
      // PDFium emits U+FFFE / U+FFFF and soft hyphens where a word was hyphenated at a line end.
      .replace(/[\uFFFE\uFFFF\u00AD]/g, '-')
      .replace(/[\u2018\u2019\u201A\u201B\u2032`´]/g, "'")
      .replace(/[\u201C\u201D\u201E\u2033]/g, '"')
      .replace(/[\u2010-\u2015\u2212]/g, '-')
      .replace(/[\u2022\u25CF\u25AA\u25A0\u00B7]/g, '*')
      .replace(/\r\n?/g, '\n')
      .replace(/\f/g, '\n')
      .replace(/[\t\u00A0\u2000-\u200B\u202F\u205F\u3000]/g, ' ')
  );
}

/** Lower-case letters/digits only, diacritics stripped, single spaces. */
export function plainWords(text: string): string {
  return withoutDiacritics(text)
    .toLowerCase()
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Compatibility-decomposed with combining marks dropped; ASCII text (nearly all of it) is already both. */
function withoutDiacritics(text: string): string {
  return /^[\x00-\x7f]*$/.test(text) ? text : text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
}

/** OCR-tolerant skeleton (see the module comment). Apply to both texts and patterns. */
export function skeleton(text: string): string {
  return ` ${plainWords(text).replace(/rn/g, 'm').replace(/vv/g, 'w').replace(/[0]/g, 'o').replace(/[1i]/g, 'l').replace(/5/g, 's')} `;
}

/** A line made only of letters set apart ("O R D E R", "N O T I C E   O F   H E A R I N G"). */
const LETTER_SPACED = /^\s*[A-Za-z](?: [A-Za-z]){2,}(?:\s{2,}[A-Za-z](?: [A-Za-z])*)*\s*$/;

/**
 * "O R D E R" -> "ORDER": headings set letter-spaced read as words; words stay apart where the gap is wider
 * than between letters.
 */
export function joinSpacedLetters(line: string): string {
  if (!LETTER_SPACED.test(line)) return line;
  return line
    .trim()
    .split(/\s{2,}/)
    .map((w) => w.replace(/ /g, ''))
    .join(' ');
}

/** Lines of a page, trimmed, blank lines dropped, letter-spaced headings joined. */
export function nonEmptyLines(text: string): string[] {
  return cleanText(text)
    .split('\n')
    .map((l) => joinSpacedLetters(l).replace(/\s+/g, ' ').trim())
    .filter((l) => l.length > 0);
}

/** Share of letters that are upper-case (headings in legal documents are set in capitals). */
export function upperRatio(line: string): number {
  let letters = 0;
  let upper = 0;
  for (const ch of line) {
    if (ch >= 'a' && ch <= 'z') letters++;
    else if (ch >= 'A' && ch <= 'Z') {
      letters++;
      upper++;
    }
  }
  return letters === 0 ? 0 : upper / letters;
}
