/**
 * WCAB case numbers ("ADJ" + 6..9 digits, EAMS format). Scans garble them in predictable ways:
 * "ADIJ3950292", "AD J1234567", "ADJ 12282148", "ADJ-1234567", "adj1234567", "ADJl23456O".
 * Repairs are applied only inside the digit run that directly follows an ADJ prefix and only when the
 * repaired run is a valid ADJ number; digits are never borrowed from neighbouring numbers.
 */
import { repairDigits, realDigitCount } from './fuzzy';

export interface AdjMatch {
  /** Canonical form, e.g. "ADJ1234567". */
  number: string;
  /** Offset of the prefix in the searched text. */
  index: number;
  /** Offset just after the last digit consumed. */
  end: number;
}

/**
 * The prefix: A, D, (an OCR-inserted I/l/1/|), J, with optional stray spaces; "O"/"0" for D.
 * Not preceded by a letter or digit, so words like "HEADJ" or "ADJUSTED" (no digits follow) never match.
 */
const PREFIX = /(?<![A-Za-z0-9])[Aa4][ .']?[DdOo0][ .']?(?:[Il1|] ?)?[Jj]'?/g;

/** Characters that may stand for a digit inside an ADJ number. */
const DIGITISH_CHAR = /[0-9OoIl|SB]/;

export function findAdjMatches(text: string): AdjMatch[] {
  const out: AdjMatch[] = [];
  for (const m of text.matchAll(PREFIX)) {
    const start = m.index;
    const parsed = parseDigits(text, start + m[0].length);
    if (parsed) out.push({ number: `ADJ${parsed.digits}`, index: start, end: parsed.end });
  }
  return out;
}

/** ADJ numbers in document order, de-duplicated. */
export function findAdjNumbers(text: string): string[] {
  return [...new Set(findAdjMatches(text).map((m) => m.number))];
}

/** Canonical "ADJ1234567" for a caller-supplied or printed value, or undefined when it is not one. */
export function normalizeAdj(value: string): string | undefined {
  const m = findAdjMatches(value.trim())[0];
  if (m) return m.number;
  // A bare digit string (some callers store only the digits).
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{6,9}$/.test(digits) ? `ADJ${digits}` : undefined;
}

interface ParsedDigits {
  digits: string;
  end: number;
}

/**
 * Reads the digit run after a prefix: an optional "No."/"#"/":"/"-" separator, then one run of
 * digit-like characters. A run shorter than 6 digits may continue across one space or hyphen (OCR
 * breaks long numbers), but a complete run never absorbs the next token ("ADJ2664173 1" is a page
 * footer, not ADJ26641731).
 */
function parseDigits(text: string, from: number): ParsedDigits | undefined {
  let i = from;
  const sep = /^(?: *(?:No\.?|Number|#) *)?[ :#.\-]{0,3}/i.exec(text.slice(i, i + 16));
  i += sep ? sep[0].length : 0;
  let raw = '';
  let end = i;
  for (let chunk = 0; chunk < 3; chunk++) {
    const run = readRun(text, i);
    if (!run) break;
    raw += run.raw;
    end = run.end;
    if (repairDigits(raw).length >= 6) break;
    const gap = /^[ -](?=[0-9OoIl|SB])/.exec(text.slice(end, end + 2));
    if (!gap) break;
    i = end + 1;
  }
  if (!raw) return undefined;
  const digits = repairDigits(raw);
  if (!/^\d{6,9}$/.test(digits)) return undefined;
  // At most two repaired characters, so ordinary words never turn into numbers.
  if (realDigitCount(raw) < digits.length - 2) return undefined;
  // A following digit means the number is longer than an ADJ number: refuse rather than truncate.
  if (/[0-9]/.test(text[end] ?? '')) return undefined;
  return { digits, end };
}

function readRun(text: string, from: number): { raw: string; end: number } | undefined {
  let j = from;
  // A stray apostrophe between digits is OCR speckle, never part of a number ("ADJ12267'51").
  while (j < text.length && (DIGITISH_CHAR.test(text[j]!) || (/['`]/.test(text[j]!) && DIGITISH_CHAR.test(text[j + 1] ?? '') && j > from))) j++;
  let raw = text.slice(from, j).replace(/['`]/g, '');
  // Look-alike letters trailing the digits and followed by more letters belong to a word, not the number.
  if (/[A-Za-z]/.test(text[j] ?? '')) raw = raw.replace(/[^0-9]+$/, '');
  if (realDigitCount(raw) === 0) return undefined;
  // The end offset counts the skipped apostrophes too.
  let end = from;
  for (let seen = 0; seen < raw.length; end++) if (!/['`]/.test(text[end]!)) seen++;
  return { raw, end };
}
