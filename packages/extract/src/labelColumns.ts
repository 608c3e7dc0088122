/**
 * Two-column forms as OCR reads them: Tesseract prints the label column first and the value column later
 * ("Patient:\nEmployer:\n...\nMaria Flores\nValley Fresh Produce"), often with the letterhead or the title
 * in between. normalizeText() puts each value back after its label ("Patient: Maria Flores"), so every
 * extractor reads the pair as printed: a field reader its value, the date reader "Date of Injury:" right
 * before the injury date.
 *
 * A block of two or more label-only lines is paired with the first blank-separated run of as many lines
 * in which every value is the kind its label asks for; failing that, when a date or number label pins the
 * order down, with the first lines after the block (rows that carry their own label skipped, at most
 * MAX_LEADING letterhead or title lines before them) in which every pair fits. Otherwise nothing is paired:
 * a name under the wrong label would be worse than none.
 */
import { findDateMentions } from './dateParsing';

/** A line that is only a label ("Employer:"), as OCR prints label columns. */
export const LABEL_ONLY = /^\s*[A-Z][A-Za-z'#/().& ]{1,40}:\s*$/;
/** A value line that carries its own label ("WCAB Case No. ADJ16985546"): part of another row, not of the block. */
const SELF_LABELLED = /:|^\s*(?:[A-Z][A-Za-z]*\s+){1,3}(?:No\b\.?|Number\b|#)\s*\S/;
/** A line of prose (many words, or a sentence), where a value column has certainly ended. */
const PROSE = /^(?:\S+\s+){8,}|^(?:\S+\s+){4,}\S*[a-z]\.\s*$/;
const DATE_LABEL = /\bdate\b|\bD\.?O\.?[IB]\b/i;
const NUMBER_LABEL = /\b(?:no|number|num)\b\.?|#/i;
/** Labels whose value is a person or an organisation: never an address, a phone or a tax ID line. */
const NAME_LABEL = /patient|employer|applicant|claimant|employee|administrator|insur|carrier|name|worker/i;
/** Letterhead and title lines that may come between the label column and the value column. */
const MAX_LEADING = 4;

interface Pair {
  /** Line index of the label. */
  label: number;
  /** Line index of its value. */
  value: number;
  /** The label without its colon. */
  name: string;
}

/** Rewrites a page's label columns as "Label: value" lines (the value lines are emptied). */
export function relinkLabelColumns(page: string): string {
  if (!page.includes(':')) return page;
  const lines = page.split('\n');
  const pairs = pairLabelColumns(lines);
  if (pairs.length === 0) return page;
  for (const p of pairs) lines[p.label] = `${p.name}: ${lines[p.value]!.trim()}`;
  for (const p of pairs) lines[p.value] = '';
  return lines.join('\n');
}

function pairLabelColumns(lines: string[]): Pair[] {
  const out: Pair[] = [];
  let i = 0;
  while (i < lines.length) {
    if (!LABEL_ONLY.test(lines[i]!)) {
      i++;
      continue;
    }
    const labels: number[] = [];
    let j = i;
    while (j < lines.length && (LABEL_ONLY.test(lines[j]!) || !lines[j]!.trim())) {
      if (lines[j]!.trim()) labels.push(j);
      j++;
    }
    if (labels.length >= 2) {
      const names = labels.map((k) => lines[k]!.trim().replace(/:$/, '').trim());
      const values = valueRun(lines, j, names) ?? typedValues(lines, j, names);
      if (values) labels.forEach((label, k) => out.push({ label, value: values[k]!, name: names[k]! }));
    }
    i = Math.max(j, i + 1);
  }
  return out;
}

/**
 * The values right under the labels (as many lines as labels), or else the first blank-separated run of
 * exactly as many lines within 30 lines; each line the right kind of value.
 */
function valueRun(lines: string[], from: number, names: string[]): number[] | undefined {
  const fits = (run: number[]) => run.length === names.length && run.every((r, q) => !lines[r]!.includes(':') && fitsRun(names[q]!, lines[r]!.trim()));
  const direct: number[] = [];
  for (let k = from; k < lines.length && lines[k]!.trim() && direct.length < names.length; k++) direct.push(k);
  if (fits(direct)) return direct;
  const limit = Math.min(lines.length, from + 30);
  let k = from;
  while (k < limit) {
    while (k < limit && !lines[k]!.trim()) k++;
    const run: number[] = [];
    while (k < lines.length && lines[k]!.trim()) run.push(k++);
    if (run.some((r) => LABEL_ONLY.test(lines[r]!))) return undefined;
    if (fits(run)) return run;
  }
  return undefined;
}

/**
 * Values scattered after the block (blank lines, rows with their own label among them), paired in order
 * when a date or number label is there to check the order against and every pair fits.
 */
function typedValues(lines: string[], from: number, names: string[]): number[] | undefined {
  if (!names.some((l) => DATE_LABEL.test(l) || NUMBER_LABEL.test(l))) return undefined;
  const candidates: number[] = [];
  for (let k = from; k < Math.min(lines.length, from + 3 * names.length + 2 * MAX_LEADING); k++) {
    const text = lines[k]!.trim();
    if (!text || SELF_LABELLED.test(text)) continue;
    if (LABEL_ONLY.test(text) || PROSE.test(text)) break;
    candidates.push(k);
  }
  for (let lead = 0; lead <= MAX_LEADING && lead + names.length <= candidates.length; lead++) {
    const window = candidates.slice(lead, lead + names.length);
    if (names.every((name, k) => fitsTyped(name, lines[window[k]!]!.trim()))) return window;
  }
  return undefined;
}

/** A run right under the labels: only names are checked (no address, phone or tax ID under "Employer"). */
function fitsRun(label: string, value: string): boolean {
  return !NAME_LABEL.test(label) || isName(value);
}

function fitsTyped(label: string, value: string): boolean {
  if (DATE_LABEL.test(label)) return isDateAlone(value);
  if (NUMBER_LABEL.test(label)) return /\d/.test(value);
  if (NAME_LABEL.test(label)) return isName(value);
  return /\p{L}{2}/u.test(value) && !isDateAlone(value) && !/^[\d\s\W]+$/.test(value);
}

function isName(value: string): boolean {
  return /\p{L}{2}/u.test(value) && !isDateAlone(value) && !/\d{3}/.test(value);
}

/** The value is one date and nothing else, in any format the date extractor reads. */
function isDateAlone(value: string): boolean {
  const mentions = findDateMentions(value);
  return mentions.length === 1 && !value.slice(0, mentions[0]!.start).trim() && !value.slice(mentions[0]!.end).trim();
}
