/**
 * OCR tolerance helpers. Tesseract confuses a small, well-known set of glyphs (O/0, I/l/1/|, S/5, B/8,
 * rn/m, c/e); rules that must survive scans build their regexes and comparisons from these tables
 * instead of listing misspellings one by one.
 */

/** Per-letter regex classes for words printed in letters (labels, month names, office names). */
const LETTER_CLASS: Record<string, string> = {
  a: '[a@]',
  b: '[b8]',
  c: '[ce]',
  e: '[ec]',
  g: '[g9]',
  i: '[il1|!]',
  l: '[l1i|!]',
  m: '(?:m|rn|nn)',
  o: '[o0]',
  s: '[s5$]',
  t: '[t]',
  z: '[z2]',
};

/**
 * Regex source matching `word` with OCR confusions; spaces match any (or no) whitespace because OCR
 * both drops and inserts spaces. With `gaps`, a stray space may also sit between any two letters.
 */
export function fuzzyPattern(word: string, opts: { gaps?: boolean } = {}): string {
  const sep = opts.gaps ? ' ?' : '';
  const out: string[] = [];
  for (const ch of word.toLowerCase()) {
    if (ch === ' ') out.push('\\s*');
    else if (ch === '.') out.push('\\.?');
    else if (ch === "'") out.push("[''`]?");
    else if (ch === '-') out.push('[-\\s]?');
    else if (/[a-z]/.test(ch)) out.push(LETTER_CLASS[ch] ?? ch);
    else out.push(ch.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  }
  return out.join(sep);
}

/** Characters OCR reads in place of digits, and the digit each stands for. */
const DIGIT_LOOKALIKE: Record<string, string> = {
  O: '0',
  o: '0',
  Q: '0',
  D: '0',
  I: '1',
  l: '1',
  '|': '1',
  i: '1',
  '!': '1',
  S: '5',
  s: '5',
  B: '8',
  Z: '2',
  z: '2',
  G: '6',
  g: '9',
};

/** Maps digit look-alikes to digits ("2O25" -> "2025"); leaves real digits alone. */
export function repairDigits(s: string): string {
  let out = '';
  for (const ch of s) out += /[0-9]/.test(ch) ? ch : (DIGIT_LOOKALIKE[ch] ?? ch);
  return out;
}

/** Number of characters that are real digits (used to refuse words that only look numeric). */
export function realDigitCount(s: string): number {
  return (s.match(/[0-9]/g) ?? []).length;
}

/** Plain Levenshtein distance. */
export function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  if (!a.length) return b.length;
  if (!b.length) return a.length;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      cur.push(Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost));
    }
    prev = cur;
  }
  return prev[b.length]!;
}

/** Lower-case letter pairs OCR swaps; a substitution between them costs half. */
const CONFUSABLE = new Set(
  ['o0', 'oq', 'od', 'l1', 'i1', 'il', 'li', 'i|', 'l|', 's5', 'b8', 'z2', 'ce', 'ec', 'hb', 'un', 'nu', 'vy', 'rn', 'nr', 'ij', 'tf', 'ft', 'a4'].flatMap(
    (p) => [p, p[1]! + p[0]!],
  ),
);

/** Edit distance where OCR-typical substitutions cost 0.5 and "rn"<->"m" costs 0.5. */
export function ocrDistance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x === y) return 0;
  const n = x.length;
  const m = y.length;
  const d: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = 0; i <= n; i++) d[i]![0] = i;
  for (let j = 0; j <= m; j++) d[0]![j] = j;
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) {
      const ci = x[i - 1]!;
      const cj = y[j - 1]!;
      const sub = ci === cj ? 0 : CONFUSABLE.has(ci + cj) ? 0.5 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + sub);
      // "rn" read for "m" (and back): a two-for-one substitution.
      if (i >= 2 && cj === 'm' && x.slice(i - 2, i) === 'rn') best = Math.min(best, d[i - 2]![j - 1]! + 0.5);
      if (j >= 2 && ci === 'm' && y.slice(j - 2, j) === 'rn') best = Math.min(best, d[i - 1]![j - 2]! + 0.5);
      d[i]![j] = best;
    }
  }
  return d[n]![m]!;
}

/** Removes diacritics ("Nuñez" -> "Nunez") so comparisons survive OCR and keyboard differences. */
export function foldAccents(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** Character tests on char codes; out-of-range positions (NaN) are neither, like a regex lookaround at the text's edge. */
const isUpper = (c: number) => c >= 65 && c <= 90;
const isLower = (c: number) => c >= 97 && c <= 122;
const isLetter = (c: number) => isUpper(c) || isLower(c);
const isAlnum = (c: number) => isLetter(c) || (c >= 48 && c <= 57);
/** Not part of a word: neither a letter, a digit nor an apostrophe ("o'clock", "'l"). */
const startsWord = (c: number) => !isAlnum(c) && c !== 39;

/** 1-3 letters (as `isLetterAt` counts them) end right before `i` and stand alone: a short word such as "No" or "Dr". */
function shortWordBefore(s: string, i: number, isLetterAt: (c: number) => boolean): boolean {
  let n = 0;
  while (n < 4 && isLetterAt(s.charCodeAt(i - 1 - n))) n++;
  return n >= 1 && n <= 3 && !isAlnum(s.charCodeAt(i - 1 - n));
}

/**
 * One repair: `re` finds the glyph (it starts with the glyph itself, never with a lookbehind, so V8 can scan for
 * it quickly) and `fix` decides from the context around offset `i` of the whole text what it stands for
 * (undefined: leave it). Checking the left context in code instead of a lookbehind gives the same result, because
 * a lookbehind also sees the text before this repair's own replacements.
 */
type WordRepair = [re: RegExp, fix: (s: string, i: number) => string | undefined];

const DIGIT_AS_LOWER: Record<string, string> = { '0': 'o', '1': 'l', '5': 's', '|': 'l' };

const WORD_REPAIRS: WordRepair[] = [
  // A digit between letters ("Emp1oyer").
  [/[015|](?=[A-Za-z])/g, (s, i) => (isLetter(s.charCodeAt(i - 1)) ? DIGIT_AS_LOWER[s[i]!] : undefined)],
  // A zero starting a word ("0ffice", "0RDER").
  [/0(?=[a-z]+\b)/g, (s, i) => (isAlnum(s.charCodeAt(i - 1)) ? undefined : 'o')],
  [/0(?=[A-Z]{2,}\b)/g, (s, i) => (isAlnum(s.charCodeAt(i - 1)) ? undefined : 'O')],
  // A zero ending a short word ("N0.:", "t0 the").
  [/0(?=[.:])/g, (s, i) => (shortWordBefore(s, i, isLetter) ? (isLower(s.charCodeAt(i - 1)) ? 'o' : 'O') : undefined)],
  [/0(?=[\s,;]|$)/g, (s, i) => (shortWordBefore(s, i, isLower) ? 'o' : undefined)],
  // Inside capitals a lower-case l is an I ("MARTlNEZ"); inside lower case a capital I is an l ("CastiIlo").
  [/l(?=[A-Z])/g, (s, i) => (isUpper(s.charCodeAt(i - 1)) && (isUpper(s.charCodeAt(i - 2)) || isUpper(s.charCodeAt(i + 2))) ? 'I' : undefined)],
  [
    /I/g,
    (s, i) =>
      isLower(s.charCodeAt(i - 1)) && (isLower(s.charCodeAt(i + 1)) || (isLower(s.charCodeAt(i - 2)) && !isLetter(s.charCodeAt(i + 1)))) ? 'l' : undefined,
  ],
  // A word-initial l or | before what only an I can start ("lnjury", "| declare").
  [/l(?=[bcdfghjkmnpqrstvwxz][a-z])/g, (s, i) => (startsWord(s.charCodeAt(i - 1)) ? 'I' : undefined)],
  [/[l|](?= [a-z]{2,})/g, (s, i) => (startsWord(s.charCodeAt(i - 1)) ? 'I' : undefined)],
];

/**
 * Repairs digits OCR printed inside words ("Emp1oyer", "0ffice", "Case N0.:", "Ju1y") and a lower-case
 * "l" or "|" read for a capital "I" ("lnjury", "lnc.", "| declare"). Same length as the input, so
 * offsets stay valid. Digits next to other digits are never touched ("ADJ1O23", "I10", "2O25").
 * The repairs run one after the other, each on the previous one's output.
 */
export function repairWords(s: string): string {
  let out = s;
  for (const [re, fix] of WORD_REPAIRS) out = out.replace(re, (glyph: string, i: number, all: string) => fix(all, i) ?? glyph);
  return out;
}

/**
 * Words the extractors key on. OCR misspellings of them that differ only by look-alike glyphs
 * ("Datc 0f lnjury", "bcfore", "C0NFERENCE", "Dcfendants") are put back to the word, keeping the
 * printed letter case. Only equal-length substitutions, so text offsets stay valid.
 */
const VOCABULARY = `date dated injury injuries birth before later than appointment evaluation evaluated conference hearing trial
settlement mandatory status lien priority expedited employed employment served service signed executed applicant
applicants defendant defendants employer employee patient claimant period through cumulative trauma accident statement
review report deposition taken since disability temporary temporarily scheduled follow next visit district office
board notice order dated time location claim case number alleged sustained between from until objections deadline
respond response decision produce records custodian qualified medical evaluator panel exam examination`
  .split(/\s+/)
  .filter((w) => w.length >= 4);
const VOCAB_SET = new Set(VOCABULARY);

/**
 * Glyphs Tesseract swaps inside words, as classes (no h/b: "bearing" must not become "hearing"): o/0, l/1/i/|,
 * s/5, b/8, c/e, g/9, z/2. Each glyph maps to its class's first member; glyphs not listed are their own class.
 * Two glyphs are an allowed swap exactly when they differ and share a class.
 */
const GLYPH_CLASS: Record<string, string> = { '0': 'o', '1': 'l', i: 'l', '|': 'l', '5': 's', '8': 'b', e: 'c', '9': 'g', '2': 'z' };

/** A (lower-case) word with every look-alike glyph replaced by its class: misspellings share it with the word. */
function glyphSkeleton(lower: string): string {
  let out = '';
  for (const ch of lower) out += GLYPH_CLASS[ch] ?? ch;
  return out;
}

/** Vocabulary words by skeleton, in vocabulary order (the first word within the substitution limit wins). */
const VOCAB_BY_SKELETON = new Map<string, string[]>();
for (const w of VOCAB_SET) {
  const key = glyphSkeleton(w);
  VOCAB_BY_SKELETON.set(key, [...(VOCAB_BY_SKELETON.get(key) ?? []), w]);
}
const LONGEST_WORD = Math.max(...VOCABULARY.map((w) => w.length));

/**
 * Char code -> char code of its glyph class in glyphSkeleton() (upper case folded), for the characters of
 * repairable tokens ([A-Za-z0-9|]); 0 for every other character.
 */
const GLYPH_CODE = new Uint8Array(128);
for (const ch of 'abcdefghijklmnopqrstuvwxyz0123456789|') {
  const code = glyphSkeleton(ch).charCodeAt(0);
  GLYPH_CODE[ch.charCodeAt(0)] = code;
  GLYPH_CODE[ch.toUpperCase().charCodeAt(0)] = code;
}

/** Rolling hash of glyph codes: equal skeletons hash equal, so a token whose hash no word has cannot be one. */
const nextHash = (h: number, code: number) => (Math.imul(h, 31) + code) | 0;
const VOCAB_HASHES = new Set([...VOCAB_BY_SKELETON.keys()].map((k) => [...k].reduce((h, ch) => nextHash(h, ch.charCodeAt(0)), 0)));

/** Positions where two equal-length strings differ. */
function differences(a: string, b: string): number {
  let n = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) n++;
  return n;
}

/** `word` in the letter case of `token` (digits and "|" take the case of an all-caps token). */
function inCaseOf(token: string, word: string): string {
  const letters = token.replace(/[^A-Za-z]/g, '');
  const upper = letters === letters.toUpperCase();
  let out = '';
  for (let i = 0; i < word.length; i++) {
    const orig = token[i]!;
    const w = word[i]!;
    out += /[A-Z]/.test(orig) || (!/[a-z]/.test(orig) && upper) ? w.toUpperCase() : w;
  }
  return out;
}

/** The vocabulary word a token (4+ characters of [A-Za-z0-9|]) misspells, in the token's case; else undefined. */
function vocabularyRepair(token: string): string | undefined {
  const lower = token.toLowerCase();
  const words = VOCAB_BY_SKELETON.get(glyphSkeleton(lower));
  if (!words || VOCAB_SET.has(lower) || !/[a-z]/i.test(token)) return undefined;
  // Same skeleton, so every difference is a look-alike swap; long words may have two.
  const allowed = token.length >= 7 ? 2 : 1;
  const word = words.find((w) => differences(lower, w) <= allowed);
  return word && inCaseOf(token, word);
}

/**
 * Puts vocabulary misspellings back (see VOCABULARY) in every token: each maximal run of 4 or more of
 * [A-Za-z0-9|]. A hand-written scan, because a text has thousands of tokens and almost none can be a
 * misspelling: the glyph-class hash of a run rules those out before any string is built.
 */
export function repairVocabulary(s: string): string {
  let out = '';
  let copied = 0;
  let i = 0;
  while (i < s.length) {
    const start = i;
    let hash = 0;
    for (let code = s.charCodeAt(i); code < 128 && GLYPH_CODE[code]; code = s.charCodeAt(++i)) hash = nextHash(hash, GLYPH_CODE[code]!);
    if (i === start) {
      i++;
      continue;
    }
    if (i - start < 4 || i - start > LONGEST_WORD || !VOCAB_HASHES.has(hash)) continue;
    const repaired = vocabularyRepair(s.slice(start, i));
    if (repaired === undefined) continue;
    out += s.slice(copied, start) + repaired;
    copied = i;
  }
  return copied === 0 ? s : out + s.slice(copied);
}
