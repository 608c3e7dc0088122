/**
 * Places in a layout: the words printed around a value, learned from one corrected document and found
 * again in the next document of the layout. Anchors are kept with digits masked and in lower case; they
 * are the template's words, not the person's (the corrected value is never part of an anchor). A scan
 * garbles a layout's labels as often as its names, so anchors are found with a letter or two misread.
 */
import { normalizeLine } from './signature';

export interface AnchorRule {
  /** The normalised end of the text before the value on its line; empty when the value starts its line. */
  before: string;
  /**
   * The first word after the value, past punctuation ("Maria Garcia, Applicant," gives "applicant"; "Patient:
   * Ann Lee   DOB: ..." gives "dob"): on its line, or for a value that ends its line, the next line's first word.
   */
  after?: string;
  /** `after` is the first word of the next line (a caption's name on a line of its own, "Applicant," below it). */
  afterBelow?: true;
  /** `after` is a label (a colon follows it): the value is also found as the name printed just before it. */
  afterLabel?: true;
  /** For a value starting its line and followed by no word: the normalised end of the line above. */
  above?: string;
  /** Names: printed surname first ("GARCIA, MARIA"), to be turned back to the corrected order. */
  reversed?: boolean;
  /** Names: printed in capitals while the correction was not. */
  upper?: boolean;
  /** Names: how many words the name had, initials aside (a text layer may run the next label on after it). */
  words?: number;
}

/** Letters kept of an anchor that is not a label: enough to tell a place, few enough to survive a scan. */
const TAIL_LETTERS = 24;
const LABEL_CHARS = 28;

/**
 * The label part of the text before a value. A label ending in a colon ("Visit date:", "Applicant:") is
 * taken with the lower-case words before it and at most one capitalised one (its head), so that a name
 * printed earlier on the line (in one text layer columns collapse into single spaces) is not part of it.
 * Otherwise the last column of the text (after a run of spaces), its last whole words up to TAIL_LETTERS
 * letters: a word cut in two would move with every letter a scan drops or adds before it.
 */
export function anchorOf(text: string): string {
  const tokens = text.trimEnd().split(/\s+/).filter(Boolean);
  const last = tokens[tokens.length - 1];
  if (last?.endsWith(':')) {
    const label = [tokens.pop()!];
    while (tokens.length) {
      const t = tokens[tokens.length - 1]!;
      if (/^[a-z][a-z'-]*$/.test(t)) label.unshift(tokens.pop()!);
      else {
        if (/^[A-Z][a-z'-]*$/.test(t)) label.unshift(tokens.pop()!);
        break;
      }
    }
    return normalizeLine(label.join(' ')).slice(-LABEL_CHARS).trim();
  }
  const column = withoutLineNumber(
    normalizeLine(
      text
        .trimEnd()
        .split(/\s{2,}|\t|\|/)
        .pop() ?? '',
    ),
  );
  const words = column.split(' ').filter(Boolean);
  const tail: string[] = [];
  let letters = 0;
  while (words.length && (tail.length === 0 || letters + words[words.length - 1]!.length <= TAIL_LETTERS)) {
    const w = words.pop()!;
    letters += w.length;
    tail.unshift(w);
  }
  return tail.join(' ').slice(-LABEL_CHARS);
}

/**
 * An anchor without the line or list number it starts with: a transcript's "9 A" and "A", a list's "3."
 * and "4" are the same place in the layout (the number changes from one document to the next).
 */
const withoutLineNumber = (anchor: string) => anchor.replace(/^(?:#+[.)]?\s*)+/, '');

/** A list or line number starting printed text ("4 Ulises Mahmoud, born ..."): not part of the value. */
export const LEADING_NUMBER = /^\s*(?:\d{1,3}[.)]?\s+)+/;

export function linesOf(pages: readonly string[]): string[] {
  return pages.slice(0, 3).join('\n').split(/\r?\n/);
}

export function previousLine(lines: readonly string[], n: number): string | undefined {
  for (let i = n - 1; i >= 0 && i >= n - 3; i--) {
    const above = anchorOf(lines[i]!);
    if (/[a-z]{2}/.test(above)) return above;
  }
  return undefined;
}

/** The next non-empty line after line n (within two), or undefined. */
export function nextLine(lines: readonly string[], n: number): string | undefined {
  for (let i = n + 1; i < lines.length && i <= n + 2; i++) if (lines[i]!.trim()) return lines[i];
  return undefined;
}

/**
 * Edits a scan may have made in an anchor of this many letters (spaces ignored): none under five letters
 * (a short label misread is another word), one up to fifteen, two beyond (a phrase of a template).
 */
export function editsAllowed(letters: number): number {
  return letters < 5 ? 0 : letters < 16 ? 1 : 2;
}

/** Edit distance of a and b, counted up to limit + 1. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, row[j]!);
    }
    if (best > limit) return limit + 1;
    previous = row;
  }
  return previous[b.length]!;
}

/**
 * Whether a label read from a document is the anchor a lesson learned: the same, or within the edits a scan
 * makes (editsAllowed) with spaces ignored ("Cldimant:", "A pplicant:", "Gase Name:" for "claimant:",
 * "applicant:", "case name:").
 */
export function sameAnchor(found: string, anchor: string): boolean {
  if (found === anchor) return true;
  const a = anchor.replace(/ /g, '');
  const limit = editsAllowed(a.length);
  return limit > 0 && editDistance(found.replace(/ /g, ''), a, limit) <= limit;
}

/** Whether the text starts with the word, as sameAnchor finds it (spaces ignored: " Applic ant," starts with "applicant"). */
export function startsWithWord(text: string, word: string): boolean {
  const limit = editsAllowed(word.length);
  if (limit === 0) return /^[^A-Za-z]*([A-Za-z]+)/.exec(text)?.[1]?.toLowerCase() === word;
  const flat = text.toLowerCase().replace(/[^a-z]/g, '');
  for (let n = word.length - limit; n <= word.length + limit; n++) if (editDistance(flat.slice(0, n), word, limit) <= limit) return true;
  return false;
}

/** Whether a normalised line may hold the anchor (exactly, or within the edits sameAnchor allows). */
export function holdsAnchor(normalized: string, anchor: string): boolean {
  if (normalized.includes(anchor)) return true;
  const a = anchor.replace(/ /g, '');
  const limit = editsAllowed(a.length);
  if (limit === 0) return false;
  const flat = normalized.replace(/ /g, '');
  // `limit` edits leave one of limit + 1 pieces of the anchor whole: a line holding none is passed without comparing.
  const piece = Math.floor(a.length / (limit + 1));
  let whole = false;
  for (let p = 0; p <= limit && !whole; p++) whole = flat.includes(a.slice(p * piece, p === limit ? undefined : (p + 1) * piece));
  if (!whole) return false;
  for (let i = 0; i + a.length - limit <= flat.length; i++) {
    for (let n = a.length - limit; n <= a.length + limit; n++) {
      if (i + n <= flat.length && editDistance(flat.slice(i, i + n), a, limit) <= limit) return true;
    }
  }
  return false;
}

/**
 * The text the rule points at in each line it matches: the rest of the line after the anchor; for a value
 * that starts its line, the line up to the word after it (or the whole line, that word starting the next).
 */
export function* placesOf(pages: readonly string[], rule: AnchorRule): Generator<string> {
  const lines = linesOf(pages);
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n]!;
    if (rule.before) {
      // The anchor is a piece of the normalised line wherever it is printed: most lines are passed at that test.
      if (!holdsAnchor(normalizeLine(line), rule.before)) continue;
      // The anchor's words in the printed line: find where the normalised prefix ends.
      for (let cut = 1; cut <= line.length; cut++) {
        if (!/\s|:/.test(line[cut - 1]!) && cut < line.length && /\S/.test(line[cut]!)) continue;
        if (sameAnchor(anchorOf(line.slice(0, cut)), rule.before)) {
          yield line.slice(cut).trimStart();
          break;
        }
      }
    } else if (rule.after && rule.afterBelow) {
      const below = nextLine(lines, n);
      if (line.trim() && below && startsWithWord(below.trimStart(), rule.after)) yield line.replace(LEADING_NUMBER, '').trim();
    } else if (rule.after) {
      // The word after the value: the value is the start of the line (past its list number), up to it.
      const text = line.replace(LEADING_NUMBER, '');
      for (const word of text.matchAll(/[A-Za-z]+/g)) {
        const value = text
          .slice(0, word.index)
          .replace(/[\s,;:()-]+$/, '')
          .trimStart();
        if (value && sameAnchor(word[0].toLowerCase(), rule.after)) {
          yield value;
          break;
        }
      }
    } else if (rule.above && previousLine(lines, n) === rule.above && lines[n]!.trim()) {
      yield line.trimStart();
    }
  }
}
