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
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
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

/** A weekday, whole or abbreviated, optionally in parentheses: "Friday", "Fri.", "(Thurs)", "TUE". */
export const WEEKDAY = String.raw`\(?\b(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\b\.?\)?`;

/** A digit as OCR may print it (O/o for 0, I/l/| for 1, S for 5, B for 8). */
const D = '[0-9OoIl|SB]';

/** A four-digit year, which OCR may split once ("20 25"); or an apostrophe and two digits ("'25"). */
const Y4 = `${D}{2} ?${D}{2}`;
const YEAR_WORDED = `${Y4}|['’]${D}{2}`;
/** "March 14, 2025", "Mar. 14th 2025", "MARCH 14, '25", "MAR-14-2025"; something parts day and year ("July 2019 12" is no July 20). */
const MONTH_FIRST = new RegExp(
  `(${MONTH})(?:,?\\s{0,2}(${D}(?: ?${D})?)(?:\\s?(?:st|nd|rd|th))?(?:\\s{0,2}[,.]\\s{0,2}|\\s{1,2})(${YEAR_WORDED})|-(${D}{1,2})-(${D}{4}))(?![0-9])`,
  'gi',
);
/**
 * "14 March 2025", "14th of March, 2025", "the 14th day of March, 2025", "14-Mar-2025", "14-MAR-25" (a
 * two-digit year only in the hyphenated form, where nothing else can follow).
 */
const DAY_FIRST = new RegExp(
  `(?<![0-9A-Za-z])(${D}{1,2})(?:\\s?(?:st|nd|rd|th))?(?:\\s+(?:day\\s+)?of\\s+|\\s+|-)(${MONTH})(?:,?\\s{0,2}(${YEAR_WORDED})(?![0-9])|-(${D}{4}|${D}{2})(?![0-9A-Za-z]))`,
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
/** Year first: "2025-03-14", "2025/03/14", "2025.03.14" (one separator throughout). */
const ISO = /(?<![0-9])(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?![0-9])/g;

/** Spanish month names, for the Spanish letters and forms a California office receives ("14 de marzo de 2025"). */
const MESES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const SPANISH = new RegExp(`(?<![0-9A-Za-z])(${D}{1,2})\\s+de\\s+(${MESES.join('|')}|setiembre)\\s+(?:de|del)\\s+(${Y4})(?![0-9])`, 'gi');

/** Joins the ends of a range printed with one year. */
const RANGE_JOIN = String.raw`\s*(?:-|\u2013|\u2014|to|through|thru|until)\s*`;
const ORD = '(?:st|nd|rd|th)?';
/** "March 3-17, 2025", "March 3 to 17, 2025", "January 15 - June 30, 2024": one year for both ends. */
const RANGE_MONTH_FIRST = new RegExp(
  `(${MONTH})\\s{0,2}(${D}{1,2})${ORD}(${RANGE_JOIN})(?:(${MONTH})\\s{0,2})?(${D}{1,2})${ORD},?\\s{0,2}(${Y4})(?![0-9])`,
  'gid',
);
/** "3-17 March 2025", "15 January - 30 June 2024". */
const RANGE_DAY_FIRST = new RegExp(
  `(?<![0-9A-Za-z/.:-])(${D}{1,2})${ORD}(?:\\s+(${MONTH}))?(${RANGE_JOIN})(${D}{1,2})${ORD}\\s+(${MONTH}),?\\s{0,2}(${Y4})(?![0-9])`,
  'gid',
);

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

/** The digits of a printed year ("'25" -> "25"). */
function yearDigits(raw: string): string {
  return raw.replace(/^['’]/, '');
}

/** A worded date's year: four digits as printed, two digits ("'25", "14-MAR-25") through the century pivot. */
function yearOf(raw: string, digits: number, opts: DateParseOptions): number {
  return yearDigits(raw).replace(/ /g, '').length === 2 ? fullYear(String(digits).padStart(2, '0'), opts.referenceDate) : digits;
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

  addCompactRanges(text, add);
  for (const m of text.matchAll(MONTH_FIRST)) {
    const month = monthNumber(m[1]!);
    const yearRaw = m[3] ?? m[5]!;
    const nums = digitsOk(m[2] ?? m[4]!, yearDigits(yearRaw));
    if (month && nums) add(m.index, m.index + m[0].length, yearOf(yearRaw, nums[1]!, opts), month, nums[0]!);
  }
  for (const m of text.matchAll(DAY_FIRST)) {
    const month = monthNumber(m[2]!);
    const yearRaw = m[3] ?? m[4]!;
    const nums = digitsOk(m[1]!, yearDigits(yearRaw));
    if (month && nums) add(m.index, m.index + m[0].length, yearOf(yearRaw, nums[1]!, opts), month, nums[0]!);
  }
  for (const m of text.matchAll(SPANISH)) {
    const word = m[2]!.toLowerCase();
    const nums = digitsOk(m[1]!, m[3]!);
    if (nums) add(m.index, m.index + m[0].length, nums[1]!, word === 'setiembre' ? 9 : MESES.indexOf(word) + 1, nums[0]!);
  }
  for (const m of text.matchAll(ISO)) add(m.index, m.index + m[0].length, Number(m[1]), Number(m[3]), Number(m[4]));
  for (const m of text.matchAll(NUMERIC)) {
    const sep = m[2]!;
    const yearRaw = m[4]!;
    // "3.14.25" is too often a version or section number; dotted dates need a four-digit year.
    if (sep === '.' && yearRaw.length !== 4) continue;
    const nums = digitsOk(m[1]!, m[3]!, yearRaw);
    if (!nums) continue;
    const year = fullYear(repairDigits(yearRaw.replace(/ /g, '')), opts.referenceDate);
    // US order (month first) unless the first number cannot be a month and the second can: "14.03.2025",
    // "25/12/2024" are day-first; "03/04/2025" stays March 4 (the rule in the package README).
    const dayFirst = nums[0]! > 12 && nums[1]! <= 12;
    add(m.index, m.index + m[0].length, year, dayFirst ? nums[1]! : nums[0]!, dayFirst ? nums[0]! : nums[1]!);
  }
  addChronoDates(text, opts, add);
  return found.sort((a, b) => a.start - b.start);
}

/**
 * A range that prints its year once ("March 3-17, 2025") gives two mentions, the first end without the year
 * text, so the range reads like "March 3, 2025 - March 17, 2025". The first end takes the printed year (the
 * year before when its month and day come later in the year: "December 15 - January 10, 2025").
 */
function addCompactRanges(text: string, add: (start: number, end: number, y: number, m: number, d: number) => void): void {
  const both = (m: RegExpExecArray, month1: number | undefined, day1: string, month2: number | undefined, day2: string, yearRaw: string, join: number) => {
    const nums = digitsOk(day1, day2, yearRaw);
    if (!month1 || !month2 || !nums) return;
    const [d1, d2, y] = nums as [number, number, number];
    const y1 = month1 * 100 + d1 > month2 * 100 + d2 ? y - 1 : y;
    if (!isoDate(y1, month1, d1) || !isoDate(y, month2, d2)) return;
    const [joinStart, joinEnd] = m.indices![join]!;
    add(m.index, joinStart, y1, month1, d1);
    add(joinEnd, m.index + m[0].length, y, month2, d2);
  };
  for (const m of text.matchAll(RANGE_MONTH_FIRST)) {
    const month1 = monthNumber(m[1]!);
    both(m, month1, m[2]!, m[4] ? monthNumber(m[4]) : month1, m[5]!, m[6]!, 3);
  }
  for (const m of text.matchAll(RANGE_DAY_FIRST)) {
    const month2 = monthNumber(m[5]!);
    both(m, m[2] ? monthNumber(m[2]) : month2, m[1]!, month2, m[4]!, m[6]!, 3);
  }
}

/** Remaining English date forms, through chrono-node; only fully specified dates are kept. */
function addChronoDates(text: string, opts: DateParseOptions, add: (start: number, end: number, y: number, m: number, d: number) => void): void {
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
    // A month must be named: chrono also reads durations ("1345 hours" from the reference date).
    if (!/\b\d{4}\b/.test(r.text) || !new RegExp(MONTH, 'i').test(r.text)) continue;
    add(r.index, r.index + r.text.length, s.get('year')!, s.get('month')!, s.get('day')!);
  }
}
