/**
 * Is a page's text layer worth using, or must the page be OCR'd? Two failure modes matter:
 * no text (scans, or a stray page number over an image) and garbage text (a font whose ToUnicode
 * map is missing or wrong, so PDFium decodes glyphs to the wrong or unmappable characters).
 * Heuristics only; a false "unusable" costs an OCR pass, a false "usable" loses the page, so the
 * thresholds lean towards OCR.
 */
import type { PageImageInfo } from './types';

export interface TextQuality {
  usable: boolean;
  /** Why not: 'empty', 'too-short', 'undecodable', 'symbols', 'not-words' or 'image-page'. */
  reason?: string;
}

/** Below this many letters and digits there is nothing to classify or extract from. */
const MIN_ALNUM = 20;
/** Share of U+FFFD, private-use and control characters above which the font mapping is broken. */
const MAX_UNDECODABLE = 0.05;
/** Share of letters and digits among visible characters below which the text is symbol soup. */
const MIN_ALNUM_SHARE = 0.5;
/** Share of alphabetic tokens that look like words (vowels, sane case, no long consonant runs). */
const MIN_WORDLIKE_SHARE = 0.5;
/** With enough tokens, at least this share must be common English or WCAB words. */
const MIN_COMMON_SHARE = 0.04;
const MIN_TOKENS_FOR_COMMON = 25;
/** A page at least this much covered by one image is a scan... */
const SCAN_COVERAGE = 0.5;
/** ...unless its text layer is this long (a searchable scan's OCR layer, not a stamp). */
const MAX_STAMP_ALNUM = 200;

const COMMON = new Set(
  (
    'the of and to a in for is on that by with as at be this are or from it an was not have has will ' +
    'you your we our he she his her they their any all no date case name number applicant employer ' +
    'defendant board state california claim injury medical report page dated address phone insurance ' +
    'workers compensation appeals district office hearing notice order patient dr md re dear sincerely ' +
    'total amount service services description'
  ).split(' '),
);

/**
 * `page` (from `PdfDocument.pageImageInfo`) adds one rule the text alone cannot: a page that is
 * mostly image with only a little text is a scan with a stamp or Bates number on it (reason
 * 'image-page'); OCR of the rendered page reads the stamp and everything else.
 */
export function textQuality(text: string, page?: Pick<PageImageInfo, 'imageCoverage'>): TextQuality {
  const visible = text.replace(/\s+/gu, '');
  if (visible.length === 0) return { usable: false, reason: 'empty' };

  const alnum = countMatches(visible, /[\p{L}\p{N}]/gu);
  const undecodable = countMatches(visible, /[\uFFFD\p{Co}\p{Cc}\p{Cs}]/gu);
  if (undecodable / visible.length > MAX_UNDECODABLE) return { usable: false, reason: 'undecodable' };
  if (alnum < MIN_ALNUM) return { usable: false, reason: 'too-short' };
  if (page && page.imageCoverage >= SCAN_COVERAGE && alnum < MAX_STAMP_ALNUM) {
    return { usable: false, reason: 'image-page' };
  }
  if (alnum / visible.length < MIN_ALNUM_SHARE) return { usable: false, reason: 'symbols' };

  const tokens = text
    .split(/\s+/u)
    .map((t) => t.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''))
    .filter((t) => t.length >= 2 && /^[\p{L}'’.-]+$/u.test(t));
  if (tokens.length === 0) return { usable: true }; // numbers only (a fee schedule); nothing to judge
  const longTokens = tokens.filter((t) => t.length >= 3);
  if (longTokens.length >= 5) {
    const wordlike = longTokens.filter(isWordlike).length;
    if (wordlike / longTokens.length < MIN_WORDLIKE_SHARE) return { usable: false, reason: 'not-words' };
  }
  if (tokens.length >= MIN_TOKENS_FOR_COMMON) {
    const common = tokens.filter((t) => COMMON.has(t.toLowerCase().replace(/[.'’]/g, ''))).length;
    if (common / tokens.length < MIN_COMMON_SHARE) return { usable: false, reason: 'not-words' };
  }
  return { usable: true };
}

/** Word shape test that holds for English, Spanish names and abbreviations alike. */
function isWordlike(token: string): boolean {
  const letters = token.replace(/['’.-]/g, '');
  if (letters.length < 3) return true;
  // Case: all lower, all upper, or Capitalised (plus Mc/Mac-style inner capitals, "McDonald").
  if (!/^(\p{Lu}?\p{Ll}+(\p{Lu}\p{Ll}+)?|\p{Lu}+)$/u.test(letters)) return false;
  const lower = letters.toLowerCase();
  if (!/[aeiouyáéíóúü]/.test(lower)) return /^\p{Lu}+$/u.test(letters) && letters.length <= 5; // acronyms
  if (/[^aeiouyáéíóúü]{5,}/.test(lower)) return false;
  return !/(.)\1\1/.test(lower);
}

function countMatches(text: string, re: RegExp): number {
  return text.match(re)?.length ?? 0;
}
