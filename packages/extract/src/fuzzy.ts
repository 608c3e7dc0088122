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
  O: '0', o: '0', Q: '0', D: '0',
  I: '1', l: '1', '|': '1', i: '1', '!': '1',
  S: '5', s: '5',
  B: '8',
  Z: '2', z: '2',
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
  ['o0', 'oq', 'od', 'l1', 'i1', 'il', 'li', 'i|', 'l|', 's5', 'b8', 'z2', 'ce', 'ec', 'hb', 'un', 'nu', 'vy', 'rn', 'nr', 'ij', 'tf', 'ft', 'a4']
    .flatMap((p) => [p, p[1]! + p[0]!]),
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

/**
 * Repairs digits OCR printed inside words ("Emp1oyer", "0ffice", "Case N0.:", "Ju1y") and a lower-case
 * "l" or "|" read for a capital "I" ("lnjury", "lnc.", "| declare"). Same length as the input, so
 * offsets stay valid. Digits next to other digits are never touched ("ADJ1O23", "I10", "2O25").
 */
export function repairWords(s: string): string {
  const lower = (d: string) => ({ '0': 'o', '1': 'l', '5': 's', '|': 'l' })[d] ?? d;
  return s
    .replace(/(?<=[A-Za-z])[015|](?=[A-Za-z])/g, lower)
    .replace(/(?<![A-Za-z0-9])0(?=[a-z]+\b)/g, 'o')
    .replace(/(?<![A-Za-z0-9])0(?=[A-Z]{2,}\b)/g, 'O')
    .replace(/(?<=(?<![A-Za-z0-9])[A-Za-z]{1,3})0(?=[.:])/g, (_d, i: number, all: string) => (/[a-z]/.test(all[i - 1] ?? '') ? 'o' : 'O'))
    .replace(/(?<=(?<![A-Za-z0-9])[a-z]{1,3})0(?=[\s,;]|$)/g, 'o')
    // Inside capitals a lower-case l is an I ("MARTlNEZ"); inside lower case a capital I is an l ("CastiIlo").
    .replace(/(?<=[A-Z]{2})l(?=[A-Z])|(?<=[A-Z])l(?=[A-Z]{2})/g, 'I')
    .replace(/(?<=[a-z])I(?=[a-z])|(?<=[a-z]{2})I(?![A-Za-z])/g, 'l')
    .replace(/(?<![A-Za-z0-9'])l(?=[bcdfghjkmnpqrstvwxz][a-z])/g, 'I')
    .replace(/(?<![A-Za-z0-9'])[l|](?= [a-z]{2,})/g, 'I');
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
const VOCAB_BY_LENGTH = new Map<number, string[]>();
for (const w of new Set(VOCABULARY)) VOCAB_BY_LENGTH.set(w.length, [...(VOCAB_BY_LENGTH.get(w.length) ?? []), w]);
const VOCAB_SET = new Set(VOCABULARY);
/** Glyph pairs Tesseract swaps inside words (no h/b: "bearing" must not become "hearing"). */
const VOCAB_CONFUSABLE = new Set(['o0', 'l1', 'i1', 'il', 'li', 'i|', 'l|', 's5', 'b8', 'ce', 'ec', 'g9', 'z2'].flatMap((p) => [p, p[1]! + p[0]!]));

export function repairVocabulary(s: string): string {
  return s.replace(/[A-Za-z0-9|]{4,}/g, (token) => {
    const lower = token.toLowerCase();
    if (VOCAB_SET.has(lower) || !/[a-z]/i.test(token)) return token;
    const candidates = VOCAB_BY_LENGTH.get(token.length);
    if (!candidates) return token;
    const allowed = token.length >= 7 ? 2 : 1;
    for (const word of candidates) {
      let subs = 0;
      let ok = true;
      for (let i = 0; i < word.length && ok; i++) {
        const a = lower[i]!;
        const b = word[i]!;
        if (a === b) continue;
        if (!VOCAB_CONFUSABLE.has(a + b) || ++subs > allowed) ok = false;
      }
      if (!ok || subs === 0) continue;
      const upper = token.replace(/[^A-Za-z]/g, '') === token.replace(/[^A-Za-z]/g, '').toUpperCase();
      let out = '';
      for (let i = 0; i < word.length; i++) {
        const orig = token[i]!;
        const w = word[i]!;
        out += /[A-Z]/.test(orig) || (!/[a-z]/.test(orig) && upper) ? w.toUpperCase() : w;
      }
      return out;
    }
    return token;
  });
}
