/**
 * Times of day for calendar entries, as documents print them:
 * - 12-hour with a meridiem, with or without a space or dots: "8:30 A.M.", "9:30am", "9.30 P.M.", "10 a.m.",
 *   "9am", "9 o'clock a.m." -> "08:30", "21:30", "10:00", "09:00";
 * - noon: "noon", "12 noon", "12:00 noon" -> "12:00";
 * - 24-hour and military: "13:30", "0930 hours", "0930 hrs", "14:00 hrs", "14h30" -> "13:30", "09:30", "14:00", "14:30".
 * OCR variants ("8:3O AM", "1O:00 a.m", "8 30 AM") are repaired. A bare "13:30" or "0930" counts only where a
 * time is expected (right after the date or "at", on a "Time:" line); a four-digit number needs "hours"/"hrs".
 */
import { WEEKDAY } from './dateParsing';
import { repairDigits } from './fuzzy';

const T = '[0-9OIl|]';
/** The meridiem: "am", "a.m.", "A. M.", "AM", and OCR's "a.rn." (r+n read for m). */
const M = '(?:[Mm]|rn)';
const MERIDIEM = `([AaPp])\\.?\\s?${M}\\.?(?![A-Za-z])`;
/** The meridiem in words: "in the morning", "in the afternoon", "in the evening". */
const MERIDIEM_WORDS = '\\s*in\\s+the\\s+(morning|afternoon|evening)\\b';
/** The end of a time range that carries the meridiem for both: "1:00-2:00 p.m." is 13:00. */
const RANGE_END = `(?:\\s*(?:-|\u2013|to)\\s*(${T}{1,2})(?:[:.]${T}{2})?(?=\\s*[AaPp]\\.?\\s?${M}\\b))?`;
/** 12-hour time with a meridiem (letters or words), or noon ("12 noon", "12:00 noon" read as one time). */
const TIME_12 = new RegExp(
  `(?<![0-9A-Za-z:])(${T}{1,2})(?:\\s?[:.]\\s?(${T}{2})|\\s(${T}{2})(?=\\s*[AaPp]\\.?\\s?${M}))?${RANGE_END}\\s*(?:o['\u2019]?\\s?clock\\s*)?(?:${MERIDIEM}|${MERIDIEM_WORDS})` +
    `|(?<![0-9A-Za-z:])(?:12(?::00)?\\s*)?\\bnoon\\b`,
  'gi',
);
/** Military and 24-hour times with "hours"/"hrs": "0930 hours", "14:00 hrs", "1400 hrs."; European "14h30". */
const TIME_HOURS = new RegExp(`(?<![0-9A-Za-z:.])(${T}{2}):?(${T}{2})\\s*(?:hours|hrs?)\\b\\.?|(?<![0-9A-Za-z:.])([0-9]{1,2})h([0-9]{2})(?![0-9A-Za-z])`, 'gi');
/** 24-hour time "13:30" (only used where a time is expected). */
const TIME_24 = new RegExp(`(?<![0-9])(${T}{1,2}):(${T}{2})(?![0-9])(?!\\s*[AaPp]\\.?\\s?[Mm]\\b)`, 'g');

export interface TimeMatch {
  time: string;
  index: number;
  end: number;
}

function hhmm(h: number, m: number): string | undefined {
  if (!Number.isInteger(h) || !Number.isInteger(m) || h > 23 || m > 59) return undefined;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** Parses one printed time; undefined when it is not a time of day. */
export function parseTime(s: string): string | undefined {
  return findTimes(s)[0]?.time;
}

export function findTimes(text: string, allow24h = true): TimeMatch[] {
  const out: TimeMatch[] = [];
  const push = (time: string | undefined, index: number, end: number) => {
    if (time && !out.some((o) => index < o.end && end > o.index)) out.push({ time, index, end });
  };
  for (const m of text.matchAll(TIME_12)) {
    if (!m[1]) {
      push('12:00', m.index, m.index + m[0].length);
      continue;
    }
    let h = Number(repairDigits(m[1]!));
    const minRaw = m[2] ?? m[3];
    const min = minRaw ? Number(repairDigits(minRaw)) : 0;
    if (h < 1 || h > 12) continue;
    let pm = m[5] ? /p/i.test(m[5]) : !/morning/i.test(m[6]!);
    // A range's meridiem belongs to its end; the start shares it unless it is later on the clock
    // ("9-11 a.m.", "1:00-2:30 p.m."; but "11:30-1:00 p.m." starts in the morning).
    const rangeEnd = m[4] ? Number(repairDigits(m[4])) % 12 : undefined;
    if (rangeEnd !== undefined && h % 12 > rangeEnd) pm = !pm;
    if (pm && h < 12) h += 12;
    if (!pm && h === 12) h = 0;
    push(hhmm(h, min), m.index, m.index + m[0].length);
  }
  for (const m of text.matchAll(TIME_HOURS))
    push(hhmm(Number(repairDigits(m[1] ?? m[3]!)), Number(repairDigits(m[2] ?? m[4]!))), m.index, m.index + m[0].length);
  if (allow24h) {
    for (const m of text.matchAll(TIME_24)) push(hhmm(Number(repairDigits(m[1]!)), Number(repairDigits(m[2]!))), m.index, m.index + m[0].length);
  }
  return out.sort((a, b) => a.index - b.index);
}

/** What may stand between a date and its time: a weekday, "at", "@", "commencing at", a comma or dash. */
const DATE_TO_TIME = new RegExp(
  String.raw`^[\s,;]*(?:${WEEKDAY},?\s*)?(?:(?:at|@|from|for|beginning|commencing|starting|start\s+time|time)\s*(?:at\s+)?(?:(?:the\s+hour\s+of|approximately|approx\.)\s+)?|[-\u2013\u2014]\s*|,\s*)?`,
  'i',
);
/** What may stand between a time and the date after it: "on", a comma, a weekday, "the". */
const TIME_TO_DATE = new RegExp(String.raw`^\s*(?:on|,)?\s*(?:${WEEKDAY},?\s*)?(?:the\s+)?$`, 'i');

/**
 * The time that belongs to a date: right after it ("on March 3, 2025 at 8:30 a.m.", "Friday, 6-2-25 at
 * 9:15 AM", "14 March 2025, 0930 hrs"), on a following "Time:" line, or just before it ("at 10:00 a.m. on
 * March 3, 2025", "set for 0930 hours on 14 March 2025").
 * `after` is the text following the date (up to the next date), `before` the text preceding it.
 */
export function timeNear(after: string, before: string): string | undefined {
  const head = after.slice(0, 60);
  const direct = DATE_TO_TIME.exec(head);
  if (direct) {
    const t = findTimes(head.slice(direct[0].length))[0];
    if (t && t.index === 0) return t.time;
  }
  const label = /\bTime(?:\s+of\s+\w+)?\s*:?\s*/i.exec(after.slice(0, 120));
  if (label) {
    const t = findTimes(after.slice(label.index + label[0].length, label.index + label[0].length + 24))[0];
    if (t && t.index <= 2) return t.time;
  }
  // A "Time:" line right above the date's "Date:" line.
  const above = new RegExp(String.raw`\bTime\s*:\s*([^\n]{1,24}?)\s*\n[ \t]*[^\n:]{0,30}\bDate\s*:\s*(?:${WEEKDAY},?\s*)?(?:the\s+)?$`, 'i').exec(
    before.slice(-120),
  );
  if (above) {
    const t = findTimes(above[1]!)[0];
    if (t && t.index === 0) return t.time;
  }
  const tail = before.slice(-60);
  const lead = findTimes(tail).pop();
  if (lead && TIME_TO_DATE.test(tail.slice(lead.end)) && /(?:\b(?:at|for)|@)\s*$/i.test(tail.slice(0, lead.index))) return lead.time;
  return undefined;
}
