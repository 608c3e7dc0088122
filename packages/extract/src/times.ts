/**
 * Times of day for calendar entries: "8:30 A.M." -> "08:30", "1:30 p.m." -> "13:30", "10 a.m." -> "10:00",
 * "noon" -> "12:00", "13:30" -> "13:30". OCR variants ("8:3O AM", "1O:00 a.m", "8.30 am") are repaired.
 */
import { repairDigits } from './fuzzy';

const T = '[0-9OIl|]';
/** 12-hour time with a meridiem, or "noon". */
const TIME_12 = new RegExp(
  `(?<![0-9A-Za-z:])(${T}{1,2})(?:\\s?[:.]\\s?(${T}{2})|\\s(${T}{2})(?=\\s*[AaPp]\\.?\\s?[Mm]))?\\s*([AaPp])\\.?\\s?[Mm]\\.?(?![A-Za-z])|\\bnoon\\b`,
  'g',
);
/** 24-hour time "13:30" (only used right after "at" or a "Time:" label). */
const TIME_24 = new RegExp(`(?<![0-9])(${T}{1,2}):(${T}{2})(?![0-9])(?!\\s*[AaPp]\\.?\\s?[Mm]\\b)`, 'g');

export interface TimeMatch {
  time: string;
  index: number;
  end: number;
}

function hhmm(h: number, m: number): string | undefined {
  if (h > 23 || m > 59) return undefined;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** Parses one printed time; undefined when it is not a time of day. */
export function parseTime(s: string): string | undefined {
  return findTimes(s)[0]?.time;
}

export function findTimes(text: string, allow24h = true): TimeMatch[] {
  const out: TimeMatch[] = [];
  for (const m of text.matchAll(TIME_12)) {
    if (/noon/i.test(m[0])) {
      out.push({ time: '12:00', index: m.index, end: m.index + m[0].length });
      continue;
    }
    let h = Number(repairDigits(m[1]!));
    const minRaw = m[2] ?? m[3];
    const min = minRaw ? Number(repairDigits(minRaw)) : 0;
    if (!Number.isFinite(h) || !Number.isFinite(min) || h < 1 || h > 12) continue;
    const pm = /p/i.test(m[4]!);
    if (pm && h < 12) h += 12;
    if (!pm && h === 12) h = 0;
    const t = hhmm(h, min);
    if (t) out.push({ time: t, index: m.index, end: m.index + m[0].length });
  }
  if (allow24h) {
    for (const m of text.matchAll(TIME_24)) {
      if (out.some((o) => m.index >= o.index && m.index < o.end)) continue;
      const t = hhmm(Number(repairDigits(m[1]!)), Number(repairDigits(m[2]!)));
      if (t) out.push({ time: t, index: m.index, end: m.index + m[0].length });
    }
  }
  return out.sort((a, b) => a.index - b.index);
}

/**
 * The time that belongs to a date: right after it ("on March 3, 2025 at 8:30 a.m.", "Friday, 6-2-25 at
 * 9:15 AM"), on a following "Time:" line, or just before it ("at 10:00 a.m. on March 3, 2025").
 * `after` is the text following the date (up to the next date), `before` the text preceding it.
 */
export function timeNear(after: string, before: string): string | undefined {
  const head = after.slice(0, 40);
  const direct = /^[\s,;]*(?:\(?[A-Za-z]+day\)?,?\s*)?(?:at|@|from|beginning\s+at|commencing\s+at|starting\s+at|,)?\s*/i.exec(head);
  if (direct) {
    const rest = head.slice(direct[0].length);
    const t = findTimes(rest)[0];
    if (t && t.index === 0) return t.time;
  }
  const label = /\bTime(?:\s+of\s+\w+)?\s*:?\s*/i.exec(after.slice(0, 120));
  if (label) {
    const t = findTimes(after.slice(label.index + label[0].length, label.index + label[0].length + 20))[0];
    if (t && t.index <= 2) return t.time;
  }
  const tail = before.slice(-40);
  const lead = /(?:^|\bat\s+|@\s*)([0-9OIl|]{1,2}(?:\s?[:.]\s?[0-9OIl|]{2})?\s*[AaPp]\.?\s?[Mm]\.?|noon)\s*(?:on|,)?\s*(?:[A-Za-z]+day,?\s*)?(?:the\s+)?$/i.exec(tail);
  if (lead && /\bat\s|@/i.test(lead[0])) return parseTime(lead[1]!);
  return undefined;
}
