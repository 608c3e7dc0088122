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

  const { alnum, undecodable } = countChars(visible);
  if (undecodable / visible.length > MAX_UNDECODABLE) return { usable: false, reason: 'undecodable' };
  if (alnum < MIN_ALNUM) return { usable: false, reason: 'too-short' };
  if (page && page.imageCoverage >= SCAN_COVERAGE && alnum < MAX_STAMP_ALNUM) {
    return { usable: false, reason: 'image-page' };
  }
  if (alnum / visible.length < MIN_ALNUM_SHARE) return { usable: false, reason: 'symbols' };

  const abc = /[^\x00-\x7f]/.test(text) ? UNICODE : ASCII;
  const tokens = text
    .split(/\s+/u)
    .map(abc.trim)
    .filter((t) => t.length >= 2 && abc.token.test(t));
  if (tokens.length === 0) return { usable: true }; // numbers only (a fee schedule); nothing to judge
  const longTokens = tokens.filter((t) => t.length >= 3);
  if (longTokens.length >= 5) {
    // Pages repeat their words: each distinct token is judged once.
    const judged = new Map<string, boolean>();
    const wordlike = (t: string) => judged.get(t) ?? judged.set(t, isWordlike(t, abc)).get(t)!;
    const share = longTokens.filter(wordlike).length / longTokens.length;
    if (share < MIN_WORDLIKE_SHARE) return { usable: false, reason: 'not-words' };
  }
  if (tokens.length >= MIN_TOKENS_FOR_COMMON) {
    const common = tokens.filter((t) => COMMON.has(t.toLowerCase().replace(/[.'’]/g, ''))).length;
    if (common / tokens.length < MIN_COMMON_SHARE) return { usable: false, reason: 'not-words' };
  }
  return { usable: true };
}

/**
 * The character classes the token rules use: Unicode properties for any text, and their ASCII equivalents,
 * which give the same results on ASCII-only text (nearly every text layer) several times faster.
 */
interface Alphabet {
  /** The token without the non-letters at either end. */
  trim: (token: string) => string;
  /** A token of letters (with apostrophes, periods and hyphens). */
  token: RegExp;
  /** All lower, all upper, or Capitalised (plus Mc/Mac-style inner capitals, "McDonald"). */
  casing: RegExp;
  upper: RegExp;
}

const UNICODE: Alphabet = {
  trim: (t) => t.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''),
  token: /^[\p{L}'’.-]+$/u,
  casing: /^(\p{Lu}?\p{Ll}+(\p{Lu}\p{Ll}+)?|\p{Lu}+)$/u,
  upper: /^\p{Lu}+$/u,
};

const ASCII: Alphabet = {
  trim: trimAscii,
  token: /^[A-Za-z'.-]+$/,
  casing: /^([A-Z]?[a-z]+([A-Z][a-z]+)?|[A-Z]+)$/,
  upper: /^[A-Z]+$/,
};

const isAsciiLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

/** From the first to the last letter ('' without letters): the ASCII alphabet's trim(). */
function trimAscii(token: string): string {
  let start = 0;
  let end = token.length;
  while (start < end && !isAsciiLetter(token.charCodeAt(start))) start++;
  while (end > start && !isAsciiLetter(token.charCodeAt(end - 1))) end--;
  return start === 0 && end === token.length ? token : token.slice(start, end);
}

/** Word shape test that holds for English, Spanish names and abbreviations alike. */
function isWordlike(token: string, abc: Alphabet): boolean {
  const letters = token.replace(/['’.-]/g, '');
  if (letters.length < 3) return true;
  if (!abc.casing.test(letters)) return false;
  const lower = letters.toLowerCase();
  if (!/[aeiouyáéíóúü]/.test(lower)) return abc.upper.test(letters) && letters.length <= 5; // acronyms
  if (/[^aeiouyáéíóúü]{5,}/.test(lower)) return false;
  return !/(.)\1\1/.test(lower);
}

const ALNUM = /[\p{L}\p{N}]/u;
/** U+FFFD, private-use, control and (lone) surrogate characters: what a broken font mapping decodes to. */
const UNDECODABLE = /[\uFFFD\p{Co}\p{Cc}\p{Cs}]/u;

/** Letters/digits and undecodable characters of `visible`, counted by code point in one pass. */
function countChars(visible: string): { alnum: number; undecodable: number } {
  let alnum = 0;
  let undecodable = 0;
  for (let i = 0; i < visible.length; i++) {
    const c = visible.charCodeAt(i);
    if (c < 0x80) {
      if ((c >= 48 && c <= 57) || isAsciiLetter(c)) alnum++;
      else if (c < 32 || c === 127) undecodable++;
      continue;
    }
    const cp = visible.codePointAt(i)!;
    if (cp > 0xffff) i++;
    const ch = String.fromCodePoint(cp);
    if (ALNUM.test(ch)) alnum++;
    else if (UNDECODABLE.test(ch)) undecodable++;
  }
  return { alnum, undecodable };
}
