/**
 * Finds complete calendar dates (day, month and year all printed) in text. Partial dates ("May 2025",
 * "03/2025", "02/12") are never completed with an invented day or year.
 *
 * The formats WCAB documents use are matched directly, tolerant of OCR noise ("MARCH14,2025",
 * "2O25", "Ju1y 4, 2025", "03/ 14/2025"); chrono-node then catches any remaining English date forms
 * ("the 14th of March, 2025"), keeping only results whose day, month and year are all certain.
 */
import * as chrono from 'chrono-node';
import { fuzzyPattern, realDigitCount, repairDigits } from './fuzzy';

export interface DateMention {
  start: number;
  end: number;
  year: number;
  month: number;
  day: number;
  /** YYYY-MM-DD */
  iso: string;
  text: string;
}

export interface DateParseOptions {
  /** Two-digit years within ten years after this date's year are read as 20xx (default pivot 2049/1950). */
  referenceDate?: Date;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const ABBREVIATIONS: Record<string, number> = {
  jan: 1, feb: 2, mar: 3, apr: 4, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12,
};

/** Each month: OCR-tolerant full name, then its abbreviations. */
const MONTH_RES: RegExp[] = MONTHS.map((name, i) => {
  const abbrevs = Object.entries(ABBREVIATIONS)
    .filter(([, n]) => n === i + 1)
    .map(([a]) => fuzzyPattern(a));
  return new RegExp(`^(?:${fuzzyPattern(name, { gaps: name.length > 4 })}|${abbrevs.join('|') || '(?!)'})\\.?$`, 'i');
});
const MONTH_ALT = MONTHS.map((name, i) => {
  const abbrevs = Object.entries(ABBREVIATIONS)
    .filter(([, n]) => n === i + 1)
    .map(([a]) => fuzzyPattern(a));
  return [fuzzyPattern(name, { gaps: name.length > 4 }), ...abbrevs].join('|');
}).join('|');
const MONTH = `(?<![A-Za-z])(?:${MONTH_ALT})\\.?(?![A-Za-z])`;

/** A digit as OCR may print it (O/o for 0, I/l/| for 1, S for 5, B for 8). */
const D = '[0-9OoIl|SB]';

/** A four-digit year, which OCR may split once ("20 25"). */
const Y4 = `${D}{2} ?${D}{2}`;
const MONTH_FIRST = new RegExp(
  `(${MONTH}),?\\s{0,2}(${D}(?: ?${D})?)(?:\\s?(?:st|nd|rd|th))?\\s{0,2}[,.]?\\s{0,2}(${Y4})(?![0-9])`,
  'gi',
);
const DAY_FIRST = new RegExp(
  `(?<![0-9A-Za-z])(${D}{1,2})(?:\\s?(?:st|nd|rd|th))?\\s+(?:day\\s+of\\s+)?(${MONTH}),?\\s{0,2}(${Y4})(?![0-9])`,
  'gi',
);
/**
 * Numeric dates. A four-digit year may run into the next word ("05/11/2022as", OCR dropped the space);
 * a two-digit year must stand alone.
 */
const NUMERIC = new RegExp(
  `(?<![0-9A-Za-z/.])(${D}{1,2}) ?([/\\-.]) ?(${D}{1,2}) ?\\2 ?(${D}{4}(?![0-9/]|\\.[0-9]|-[0-9]{1,2}-[0-9])|${D}{2}(?![0-9A-Za-z/]|\\.[0-9]|-[0-9]{1,2}-[0-9]))`,
  'g',
);
const ISO = /(?<![0-9])(\d{4})-(\d{2})-(\d{2})(?![0-9])/g;

export function monthNumber(word: string): number | undefined {
  const w = word.replace(/\s+/g, '');
  const i = MONTH_RES.findIndex((re) => re.test(w));
  return i >= 0 ? i + 1 : undefined;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** ISO date string when year, month and day form a real calendar day in 1900..2099. */
export function isoDate(year: number, month: number, day: number): string | undefined {
  if (!Number.isInteger(year) || year < 1900 || year > 2099) return undefined;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function fullYear(raw: string, ref?: Date): number {
  const y = Number(raw);
  if (raw.length === 4) return y;
  const pivot = ref ? (ref.getUTCFullYear() % 100) + 10 : 49;
  return y <= pivot ? 2000 + y : 1900 + y;
}

/** Digits may carry up to three OCR look-alike letters (at most half); more and it is a word, not a date. */
function digitsOk(...rawParts: string[]): number[] | undefined {
  const parts = rawParts.map((p) => p.replace(/ /g, ''));
  const raw = parts.join('');
  const fixed = parts.map((p) => repairDigits(p));
  if (fixed.some((p) => !/^\d+$/.test(p))) return undefined;
  const real = realDigitCount(raw);
  if (real < raw.length - 3 || real * 2 < raw.length) return undefined;
  return fixed.map(Number);
}

export function findDateMentions(text: string, opts: DateParseOptions = {}): DateMention[] {
  const found: DateMention[] = [];
  const add = (start: number, end: number, y: number, m: number, d: number) => {
    const iso = isoDate(y, m, d);
    if (!iso) return;
    if (found.some((f) => start < f.end && end > f.start)) return;
    found.push({ start, end, year: y, month: m, day: d, iso, text: text.slice(start, end) });
  };

  for (const m of text.matchAll(MONTH_FIRST)) {
    const month = monthNumber(m[1]!);
    const nums = digitsOk(m[2]!, m[3]!);
    if (month && nums) add(m.index, m.index + m[0].length, nums[1]!, month, nums[0]!);
  }
  for (const m of text.matchAll(DAY_FIRST)) {
    const month = monthNumber(m[2]!);
    const nums = digitsOk(m[1]!, m[3]!);
    if (month && nums) add(m.index, m.index + m[0].length, nums[1]!, month, nums[0]!);
  }
  for (const m of text.matchAll(ISO)) add(m.index, m.index + m[0].length, Number(m[1]), Number(m[2]), Number(m[3]));
  for (const m of text.matchAll(NUMERIC)) {
    const sep = m[2]!;
    const yearRaw = m[4]!;
    // "3.14.25" is too often a version or section number; dotted dates need a four-digit year.
    if (sep === '.' && yearRaw.length !== 4) continue;
    const nums = digitsOk(m[1]!, m[3]!, yearRaw);
    if (!nums) continue;
    add(m.index, m.index + m[0].length, fullYear(repairDigits(yearRaw.replace(/ /g, '')), opts.referenceDate), nums[0]!, nums[1]!);
  }
  addChronoDates(text, opts, add);
  return found.sort((a, b) => a.start - b.start);
}

/** Remaining English date forms, through chrono-node; only fully specified dates are kept. */
function addChronoDates(
  text: string,
  opts: DateParseOptions,
  add: (start: number, end: number, y: number, m: number, d: number) => void,
): void {
  const ref = opts.referenceDate ?? new Date(Date.UTC(2000, 0, 1));
  let results: chrono.ParsedResult[];
  try {
    results = chrono.strict.parse(text, ref);
  } catch {
    return;
  }
  for (const r of results) {
    const s = r.start;
    if (!s.isCertain('day') || !s.isCertain('month') || !s.isCertain('year')) continue;
    // Only worded dates with a printed four-digit year: numeric forms are read above (chrono would
    // also read "13/01/2025" day-first), and chrono's guesses never count.
    if (!/\b\d{4}\b/.test(r.text) || !/[A-Za-z]{3}/.test(r.text)) continue;
    add(r.index, r.index + r.text.length, s.get('year')!, s.get('month')!, s.get('day')!);
  }
}
