/**
 * Where a layout prints a field, learned from one corrected document: the words just before the value on
 * its line (its label, "Applicant:", "RE:"), or, for a value that starts its line, the line above it. A
 * later document of the same layout is read at the same place. Anchors are kept with digits masked and in
 * lower case, and they are the template's words, not the person's: the corrected value itself is not part
 * of the rule.
 */
import { findDateMentions } from '@wcab/extract';
import { normalizeLine } from './signature';

export interface AnchorRule {
  /** The normalised end of the text before the value on its line; empty when the value starts its line. */
  before: string;
  /** For a value starting its line: the first word after it on its line ("Maria Garcia, Applicant," gives "applicant"). */
  after?: string;
  /** For a value starting its line and followed by no word: the normalised end of the line above. */
  above?: string;
  /** Names: printed surname first ("GARCIA, MARIA"), to be turned back to the corrected order. */
  reversed?: boolean;
  /** Names: printed in capitals while the correction was not. */
  upper?: boolean;
  /** Names: how many words the name had, initials aside (a text layer may run the next label on after it). */
  words?: number;
}

const ANCHOR_CHARS = 28;

/**
 * The label part of the text before a value. A label ending in a colon ("Visit date:", "Applicant:") is
 * taken with the lower-case words before it and at most one capitalised one (its head), so that a name
 * printed earlier on the line (in one text layer columns collapse into single spaces) is not part of it.
 * Otherwise the last column of the text (after a run of spaces), at most ANCHOR_CHARS.
 */
function anchorOf(text: string): string {
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
    return normalizeLine(label.join(' ')).slice(-ANCHOR_CHARS).trim();
  }
  return withoutLineNumber(
    normalizeLine(
      text
        .trimEnd()
        .split(/\s{2,}|\t|\|/)
        .pop() ?? '',
    )
      .slice(-ANCHOR_CHARS)
      .trim(),
  );
}

/**
 * An anchor without the line or list number it starts with: a transcript's "9 A" and "A", a list's "3."
 * and "4" are the same place in the layout (the number changes from one document to the next).
 */
const withoutLineNumber = (anchor: string) => anchor.replace(/^(?:#+[.)]?\s*)+/, '');

function linesOf(pages: readonly string[]): string[] {
  return pages.slice(0, 3).join('\n').split(/\r?\n/);
}

const nameTokens = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z\s'-]/g, ' ')
    .split(/\s+/)
    .filter((t) => t.length > 1);

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Learns where a person's name is printed: the line holding its surname and given name close together. */
export function learnNameRule(pages: readonly string[], value: string): AnchorRule | undefined {
  const tokens = nameTokens(value);
  if (tokens.length < 2) return undefined;
  const first = tokens[0]!;
  const last = tokens[tokens.length - 1]!;
  const lines = linesOf(pages);
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n]!;
    const lastAt = new RegExp(`\\b${escapeRegExp(last)}\\b`, 'i').exec(line);
    const firstAt = new RegExp(`\\b${escapeRegExp(first)}\\b`, 'i').exec(line);
    if (!lastAt || !firstAt || Math.abs(lastAt.index - firstAt.index) > 40) continue;
    const start = Math.min(lastAt.index, firstAt.index);
    const before = anchorOf(line.slice(0, start));
    const printed = line.slice(start, Math.max(lastAt.index + last.length, firstAt.index + first.length));
    const words = printed.split(/\s+/).filter((w) => !INITIAL.test(w)).length;
    const rule: AnchorRule = {
      before,
      reversed: lastAt.index < firstAt.index,
      upper: printed === printed.toUpperCase() && value !== value.toUpperCase(),
      words,
    };
    if (!before) {
      // A caption prints the name first and says what it is after it ("Maria Garcia, Applicant,"): that word
      // is the template's, and more telling than a heading above it that many documents share.
      const after = wordAfter(line.slice(Math.max(lastAt.index + last.length, firstAt.index + first.length)));
      if (after) rule.after = after;
      else {
        const above = previousLine(lines, n);
        if (!above) continue;
        rule.above = above;
      }
    }
    return rule;
  }
  return undefined;
}

/** The first word (three letters or more) after a value on its line, past punctuation only. */
function wordAfter(text: string): string | undefined {
  const m = /^[\s,;:()-]*([A-Za-z]{3,})\b/.exec(text);
  return m ? m[1]!.toLowerCase() : undefined;
}

function previousLine(lines: string[], n: number): string | undefined {
  for (let i = n - 1; i >= 0 && i >= n - 3; i--) {
    const above = anchorOf(lines[i]!);
    if (/[a-z]{2}/.test(above)) return above;
  }
  return undefined;
}

/** Anchors this long or longer are also found with one letter misread, dropped or added (a scan's). */
const FUZZY_FROM = 5;

/** Edit distance of a and b, counted up to limit + 1. */
function editDistance(a: string, b: string, limit: number): number {
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
 * Whether a label read from a document is the anchor a lesson learned: the same, or, for an anchor of
 * FUZZY_FROM letters or more, one edit away with spaces ignored ("Cldimant:", "A pplicant:", "Gase Name:"
 * for "claimant:", "applicant:", "case name:"): a scan garbles a layout's labels as often as its names.
 */
export function sameAnchor(found: string, anchor: string): boolean {
  if (found === anchor) return true;
  const a = anchor.replace(/ /g, '');
  return a.length >= FUZZY_FROM && editDistance(found.replace(/ /g, ''), a, 1) <= 1;
}

/** Whether a normalised line may hold the anchor (exactly, or one edit away as sameAnchor allows). */
function holdsAnchor(normalized: string, anchor: string): boolean {
  if (normalized.includes(anchor)) return true;
  const a = anchor.replace(/ /g, '');
  if (a.length < FUZZY_FROM) return false;
  const flat = normalized.replace(/ /g, '');
  // One edit leaves one half of the anchor whole: a line holding neither half is passed without comparing.
  const half = a.length >> 1;
  if (!flat.includes(a.slice(0, half)) && !flat.includes(a.slice(half))) return false;
  for (let i = 0; i + a.length - 1 <= flat.length; i++) {
    for (const n of [a.length - 1, a.length, a.length + 1]) {
      if (i + n <= flat.length && editDistance(flat.slice(i, i + n), a, 1) <= 1) return true;
    }
  }
  return false;
}

/** The text the rule points at in each line it matches (the rest of the line after the anchor). */
function* placesOf(pages: readonly string[], rule: AnchorRule): Generator<string> {
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
    } else if (rule.after) {
      // The word after the value: the value is the start of the line, up to it.
      for (const word of line.matchAll(/[A-Za-z]+/g)) {
        const value = line
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

/** A word of a name: capitalised, two letters or more, or an initial ("S U" is letter-spaced heading, not a name). */
const NAME_TOKEN = /^(?:[A-Z][A-Za-z'-]+\.?|[A-Z]\.),?$/;
/** A word printed in capitals (an initial aside): a heading's, when the layout prints its names otherwise. */
const CAPITALS = /^[A-Z][A-Z'-]+,?$/;
const INITIAL = /^[A-Z]\.,?$/;
/**
 * Words of the headings and captions around names, never a person's name: a rule that lands on a heading
 * ("STATE OF CALIFORNIA" under "WORKERS' COMPENSATION APPEALS BOARD") reads nothing rather than "State Of".
 */
const NOT_A_NAME = new Set(
  'of the and for to in on at by vs v re state california county court board appeals compensation workers division department superior applicant defendant defendants employer'.split(
    ' ',
  ),
);

/** Reads a person's name where the rule says the layout prints it; undefined when the layout is not there. */
export function readName(pages: readonly string[], rule: AnchorRule): string | undefined {
  for (const rest of placesOf(pages, rule)) {
    const column = rest.split(/\s{2,}|\t|\|/)[0] ?? '';
    const taken: string[] = [];
    let words = 0;
    for (const token of column.split(/\s+/)) {
      if (!NAME_TOKEN.test(token) || taken.length >= 5 || NOT_A_NAME.has(token.replace(/[.,]$/, '').toLowerCase())) break;
      // A word ending a sentence ends the name ("A Maria Garcia." ends at Garcia; "A Never. First" is no name).
      if (taken.length && /[a-z]{2}\.$/.test(taken[taken.length - 1]!)) break;
      if (rule.upper && token !== token.toUpperCase()) break;
      if (!rule.upper && CAPITALS.test(token)) break;
      if (!INITIAL.test(token)) {
        if (rule.words && words >= rule.words) break;
        words++;
      }
      taken.push(token);
    }
    if (taken.length < 2) continue;
    let parts = taken.map((t) => t.replace(/,$/, ''));
    if (rule.reversed) parts = [...parts.slice(1), parts[0]!];
    if (rule.upper) parts = parts.map((p) => (p.length <= 2 && p.endsWith('.') ? p : p[0]! + p.slice(1).toLowerCase()));
    return parts.join(' ');
  }
  return undefined;
}

/** Learns where an organisation (the employer) is printed: the line holding its name. */
export function learnTextRule(pages: readonly string[], value: string): AnchorRule | undefined {
  const lines = linesOf(pages);
  const wanted = value.trim().toLowerCase().replace(/\s+/g, ' ');
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n]!;
    const at = line.toLowerCase().replace(/\s+/g, ' ').indexOf(wanted);
    if (at < 0) continue;
    const before = anchorOf(line.replace(/\s+/g, ' ').slice(0, at));
    if (before) return { before };
    const above = previousLine(lines, n);
    if (above) return { before: '', above };
  }
  return undefined;
}

export function readText(pages: readonly string[], rule: AnchorRule): string | undefined {
  for (const rest of placesOf(pages, rule)) {
    const column = (rest.split(/\s{2,}|\t|\|/)[0] ?? '').trim().replace(/[,;:]$/, '');
    if (/[A-Za-z]{2}/.test(column)) return column;
  }
  return undefined;
}

/** Learns where the document's own date is printed: the words before that date on its line. */
export function learnDateRule(pages: readonly string[], isoDay: string): AnchorRule | undefined {
  const lines = linesOf(pages);
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n]!;
    const mention = findDateMentions(line).find((m) => m.iso === isoDay);
    if (!mention) continue;
    const before = anchorOf(line.slice(0, mention.start));
    if (before && /[a-z]{2}/.test(before)) return { before };
    const above = previousLine(lines, n);
    if (above) return { before: '', above };
  }
  return undefined;
}

export function readDate(pages: readonly string[], rule: AnchorRule): string | undefined {
  for (const rest of placesOf(pages, rule)) {
    const mention = findDateMentions(rest)[0];
    if (mention && mention.start <= 3) return mention.iso;
  }
  return undefined;
}

/** The words around a date that say what it is, without its digits: the key of a learned date meaning. */
export function dateContextKey(description: string): string {
  return normalizeLine(description).replace(/#+/g, '#').slice(0, 80);
}
