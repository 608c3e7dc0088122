/**
 * Is a page's text layer worth using, or must the page be OCR'd? Three failure modes matter:
 * no text (scans, or a stray page number over an image), garbage text (a font whose ToUnicode
 * map is missing or wrong, so PDFium decodes glyphs to the wrong or unmappable characters), and a
 * searchable scan whose OCR layer read words that are none (handwriting; ocrLayer.ts).
 * Heuristics only; a false "unusable" costs an OCR pass, a false "usable" loses the page, so the
 * thresholds lean towards OCR.
 */
import { englishWordShare } from './ocrLayer';
import type { PageImageInfo } from './types';

export interface TextQuality {
  usable: boolean;
  /** Why not: 'empty', 'too-short', 'undecodable', 'symbols', 'not-words', 'image-page' or 'unread-ocr-layer'. */
  reason?: string;
}

/** Below this many letters and digits there is nothing to classify or extract from. */
const MIN_ALNUM = 20;
/** Share of U+FFFD, private-use and control characters above which the font mapping is broken. */
const MAX_UNDECODABLE = 0.05;
/** Share of letters and digits among visible characters below which the text is symbol soup. */
const MIN_ALNUM_SHARE = 0.5;
/** Share of alphabetic tokens that look like words (one script; for alphabets: vowels, sane case, no long consonant runs). */
const MIN_WORDLIKE_SHARE = 0.5;
/**
 * Share of vowels among the Latin letters of a page, once it has enough of them: every language written in
 * Latin letters sits between about 0.3 (Czech, Polish, German) and 0.5 (Spanish, Italian); a ToUnicode map
 * that scrambles letters leaves a share chance makes, often far lower. Language-independent, unlike a word list.
 */
const MIN_VOWEL_SHARE = 0.2;
const MIN_LETTERS_FOR_VOWELS = 150;
/** A page at least this much covered by one image is a scan... */
const SCAN_COVERAGE = 0.5;
/** ...unless its text layer is this long (a searchable scan's OCR layer, not a stamp). */
const MAX_STAMP_ALNUM = 200;
/**
 * A searchable scan's OCR layer is read again when fewer than this share of its words (of three letters or more)
 * are English words, judged over at least MIN_JUDGED_WORDS of them (ocrLayer.ts; the figures behind the line are in
 * docs/ocr.md "An OCR layer that did not read the page").
 */
const MIN_KNOWN_SHARE = 0.5;
const MIN_JUDGED_WORDS = 40;

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
  const { letters, vowels } = latinVowels(tokens);
  if (letters >= MIN_LETTERS_FOR_VOWELS && vowels / letters < MIN_VOWEL_SHARE) return { usable: false, reason: 'not-words' };
  if (page && page.imageCoverage >= SCAN_COVERAGE) {
    // Another engine's OCR of the scan: words by shape are not yet words (ocrLayer.ts).
    const share = englishWordShare(text);
    if (share.words >= MIN_JUDGED_WORDS && share.known < MIN_KNOWN_SHARE) return { usable: false, reason: 'unread-ocr-layer' };
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
  /** Whether the text may hold letters other than ASCII ones (then each token's script is looked at). */
  unicode: boolean;
}

const UNICODE: Alphabet = {
  trim: (t) => t.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''),
  token: /^[\p{L}\p{M}'’.\-·・ー]+$/u,
  casing: /^(\p{Lu}?\p{Ll}+(\p{Lu}\p{Ll}+)?|\p{Lu}+)$/u,
  upper: /^\p{Lu}+$/u,
  unicode: true,
};

const ASCII: Alphabet = {
  trim: trimAscii,
  token: /^[A-Za-z'.-]+$/,
  casing: /^([A-Z]?[a-z]+([A-Z][a-z]+)?|[A-Z]+)$/,
  upper: /^[A-Z]+$/,
  unicode: false,
};

/**
 * Scripts whose words the shape rules below can judge (cased alphabets with vowel letters) and the scripts
 * written without case or spaces between words (Han, kana, Hangul, Arabic, Hebrew, Thai, Indic...), whose
 * tokens are judged only by keeping to one writing system: a broken font mapping mixes scripts inside a word.
 */
const SCRIPTS: Array<[name: string, re: RegExp]> = [
  ['Latin', /\p{Script=Latin}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Georgian', /\p{Script=Georgian}/u],
  // Chinese and Japanese: Han with kana; Korean: Hangul with Han.
  ['CJK', /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}ー・]/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Thai', /\p{Script=Thai}/u],
  ['Devanagari', /\p{Script=Devanagari}/u],
  ['Bengali', /\p{Script=Bengali}/u],
  ['Tamil', /\p{Script=Tamil}/u],
  ['Ethiopic', /\p{Script=Ethiopic}/u],
];
const CASED = new Set(['Latin', 'Greek', 'Cyrillic', 'Armenian', 'Georgian']);
const scriptCache = new Map<string, string>();

/** The writing system of one letter ('Other' for the rest). */
function scriptOf(ch: string): string {
  let s = scriptCache.get(ch);
  if (s === undefined) {
    s = SCRIPTS.find(([, re]) => re.test(ch))?.[0] ?? 'Other';
    if (scriptCache.size < 20_000) scriptCache.set(ch, s);
  }
  return s;
}

/** The one script of a token's letters, or undefined when it mixes writing systems. */
function tokenScript(token: string): string | undefined {
  let found: string | undefined;
  for (const ch of token) {
    if (!/\p{L}/u.test(ch)) continue;
    const s = scriptOf(ch);
    if (found === undefined) found = s;
    else if (s !== found) return undefined;
  }
  return found;
}

const isAsciiLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

/** From the first to the last letter ('' without letters): the ASCII alphabet's trim(). */
function trimAscii(token: string): string {
  let start = 0;
  let end = token.length;
  while (start < end && !isAsciiLetter(token.charCodeAt(start))) start++;
  while (end > start && !isAsciiLetter(token.charCodeAt(end - 1))) end--;
  return start === 0 && end === token.length ? token : token.slice(start, end);
}

/**
 * Vowel letters of the alphabets judged by shape, accents folded: Latin (every language's accented vowels,
 * æ, ø, œ, å), Greek and Cyrillic.
 */
const VOWEL = /[aeiouyæøœåıαεηιουωаеёиоуыэюяіїєў]/;
const foldAccents = (s: string) => s.normalize('NFD').replace(/\p{M}+/gu, '');

/**
 * Word shape test that holds for any language: a token keeps to one writing system; in a cased alphabet it
 * has sane case, and in Latin, Greek or Cyrillic a vowel and no long consonant run (acronyms aside).
 */
function isWordlike(token: string, abc: Alphabet): boolean {
  const letters = token.replace(/['’.\-·・]/g, '');
  if (abc.unicode) {
    const script = tokenScript(letters);
    if (script === undefined) return false; // scripts mixed inside one word: a broken mapping
    if (!CASED.has(script)) return true; // no case and no vowel letters to judge by; one script is all we ask
  }
  if (letters.length < 3) return true;
  if (!abc.casing.test(letters)) return false;
  const lower = abc.unicode ? foldAccents(letters.toLowerCase()) : letters.toLowerCase();
  if (!VOWEL.test(lower)) return abc.upper.test(letters) && letters.length <= 5; // acronyms
  // German and Dutch words run up to five consonants ("Angstschrei" aside); six is a scrambled map.
  if (/[^aeiouyæøœåıαεηιουωаеёиоуыэюяіїєў]{6,}/.test(lower)) return false;
  return !/(.)\1\1/.test(lower);
}

/** Latin letters and vowels among them, over the page's tokens. */
function latinVowels(tokens: string[]): { letters: number; vowels: number } {
  let letters = 0;
  let vowels = 0;
  for (const t of tokens) {
    const folded = /[^\x00-\x7f]/.test(t) ? foldAccents(t) : t;
    for (const ch of folded.toLowerCase()) {
      if (ch < 'a' || ch > 'z') {
        if (ch === 'æ' || ch === 'ø' || ch === 'œ' || ch === 'å') letters++, vowels++;
        continue;
      }
      letters++;
      if (ch === 'a' || ch === 'e' || ch === 'i' || ch === 'o' || ch === 'u' || ch === 'y') vowels++;
    }
  }
  return { letters, vowels };
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
