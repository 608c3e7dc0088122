/**
 * Where a layout prints the applicant, learned from the name a person corrected, and the name read there in
 * the next document of the layout. A scan damages names: a letter misread ("Leandr Gallagher" for Leandro),
 * two words run together ("QuenfinDuarte"), the word after a name run into it ("Dabrowskiv."). The corrected
 * name is found through such damage, and every place the document prints it is kept (a caption, a label, a
 * sentence of the body), so that the next document is read where its scan left the name readable. What is
 * read is always the words printed there: a name the document does not print is never answered.
 */
import { isPlausiblePersonName } from '@wcab/extract';
import { anchorOf, editDistance, LEADING_NUMBER, linesOf, nextLine, placesOf, previousLine, sameAnchor, type AnchorRule } from './anchors';

/** Places kept per corrected name (a caption, a label, a sentence or two of the body). */
const MAX_PLACES = 4;
/** Most characters between the given name and the surname on one line. */
const NAME_SPAN = 40;

const nameTokens = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z\s'-]/g, ' ')
    .split(/\s+/)
    .filter((t) => t.length > 1);

/** Prefixes of surnames written with a capital inside ("McCready", "MacAlister", "DeLuca"): not two words. */
const INNER_CAPITAL = /^(?:mc|mac|de|di|da|du|la|le|van|von|st|o)$/i;

interface WordAt {
  text: string;
  start: number;
  end: number;
}

/** The line's words, and the parts of a word a scan ran together where its case changes ("QuenfinDuarte"). */
function wordsOf(line: string): WordAt[] {
  const out: WordAt[] = [];
  for (const m of line.matchAll(/[A-Za-z][A-Za-z'-]*/g)) {
    out.push({ text: m[0], start: m.index, end: m.index + m[0].length });
    for (const part of splitRunTogether(m[0])) {
      if (part.text !== m[0]) out.push({ text: part.text, start: m.index + part.at, end: m.index + part.at + part.text.length });
    }
  }
  return out;
}

/** A word split where a lower-case letter meets a capital, both sides three letters or more ("QuenfinDuarte"). */
function splitRunTogether(word: string): Array<{ text: string; at: number }> {
  const parts: Array<{ text: string; at: number }> = [];
  let from = 0;
  for (const m of word.matchAll(/[a-z](?=[A-Z])/g)) {
    const left = word.slice(from, m.index + 1);
    if (left.length < 3 || INNER_CAPITAL.test(left) || word.length - (m.index + 1) < 3) continue;
    parts.push({ text: left, at: from });
    from = m.index + 1;
  }
  parts.push({ text: word.slice(from), at: from });
  return parts;
}

/** How a printed word stands for a word of the corrected name: the same, misread by a scan (one edit, five letters or more), or not. */
function wordMatch(printed: string, token: string): 'same' | 'scan' | undefined {
  const p = printed.toLowerCase();
  if (p === token) return 'same';
  return token.length >= 5 && editDistance(p, token, 1) <= 1 ? 'scan' : undefined;
}

/**
 * Learns where a person's name is printed: every line (up to MAX_PLACES) holding its given name and surname
 * close together, one of them exactly as corrected and the other at most a scan's slip from it.
 */
export function learnNamePlaces(pages: readonly string[], value: string): AnchorRule[] | undefined {
  const tokens = nameTokens(value);
  if (tokens.length < 2) return undefined;
  const first = tokens[0]!;
  const last = tokens[tokens.length - 1]!;
  const lines = linesOf(pages);
  const places: AnchorRule[] = [];
  const seen = new Set<string>();
  for (let n = 0; n < lines.length && places.length < MAX_PLACES; n++) {
    const line = lines[n]!;
    const words = wordsOf(line);
    const found = (token: string) => words.map((w) => ({ w, how: wordMatch(w.text, token) })).filter((x) => x.how);
    let best: { a: WordAt; b: WordAt } | undefined;
    for (const f of found(first)) {
      for (const l of found(last)) {
        if (f.w === l.w || Math.abs(f.w.start - l.w.start) > NAME_SPAN || (f.how === 'scan' && l.how === 'scan')) continue;
        best ??= { a: f.w, b: l.w };
      }
    }
    if (!best) continue;
    const start = Math.min(best.a.start, best.b.start);
    const end = Math.max(best.a.end, best.b.end);
    const place = placeOf(lines, n, start, end, value, best.b.start < best.a.start);
    if (!place) continue;
    const key = JSON.stringify(place);
    if (!seen.has(key)) {
      seen.add(key);
      places.push(place);
    }
  }
  return places.length ? places : undefined;
}

const INITIAL = /^[A-Z]\.,?$/;

/** The place of a name printed at [start, end) of line n. */
function placeOf(lines: readonly string[], n: number, start: number, end: number, value: string, reversed: boolean): AnchorRule | undefined {
  const line = lines[n]!;
  const printed = line.slice(start, end);
  const words = printed
    .split(/\s+/)
    .flatMap((w) => splitRunTogether(w).map((p) => p.text))
    .filter((w) => !INITIAL.test(w)).length;
  const place: AnchorRule = {
    before: anchorOf(line.slice(0, start).replace(LEADING_NUMBER, '')),
    reversed,
    upper: printed === printed.toUpperCase() && value !== value.toUpperCase(),
    words,
  };
  // The word after the name: on its line, or the next line's first when the name ends its line.
  const rest = line.slice(end);
  const same = /^[\s,;:()-]*([A-Za-z]+)(\s*:)?/.exec(rest);
  if (same) {
    place.after = same[1]!.toLowerCase();
    if (same[2]) place.afterLabel = true;
  } else if (!/[A-Za-z0-9]/.test(rest)) {
    const below = /^[^A-Za-z]*([A-Za-z]{3,})/.exec(nextLine(lines, n) ?? '');
    if (below) {
      place.after = below[1]!.toLowerCase();
      place.afterBelow = true;
    }
  }
  if (!place.before && !place.after) {
    const above = previousLine(lines, n);
    if (!above) return undefined;
    place.above = above;
  }
  // A labelled value is found by its label. The word after it is kept where it helps read the next one: a
  // label (the name also stands before it) or a short word a scan may run into the name ("Dabrowskiv.").
  if (place.before && place.after && (place.afterBelow || (!place.afterLabel && place.after.length > 2))) {
    delete place.after;
    delete place.afterBelow;
  }
  return place;
}

/** A word of a name: capitalised, two letters or more, or an initial ("S U" is letter-spaced heading, not a name). */
const NAME_TOKEN = /^(?:[A-Z][A-Za-z'-]+\.?|[A-Z]\.),?$/;
/** A word printed in capitals (an initial aside): a heading's, when the layout prints its names otherwise. */
const CAPITALS = /^[A-Z][A-Z'-]+,?$/;
/**
 * Words of the headings and captions around names, never a person's name: a rule that lands on a heading
 * ("STATE OF CALIFORNIA" under "WORKERS' COMPENSATION APPEALS BOARD") reads nothing rather than "State Of".
 */
const NOT_A_NAME = new Set(
  'of the and for to in on at by vs v re state california county court board appeals compensation workers division department superior applicant defendant defendants employer'.split(
    ' ',
  ),
);

const bare = (token: string) => token.replace(/[.,']+$/, '').toLowerCase();

/** The name's words taken from the start of `column` as the place prints them, or undefined. */
function takeName(column: string, place: AnchorRule, runTogether: boolean): string[] | undefined {
  const taken: string[] = [];
  let words = 0;
  let tokens = column.split(/\s+/).filter(Boolean);
  if (runTogether) tokens = tokens.flatMap((t) => splitRunTogether(t).map((p) => p.text));
  for (let token of tokens) {
    // The word after the name run into it by a scan ("Dabrowskiv." where the layout prints "Dabrowski v."): cut off, and the name ends.
    const glued = place.after && place.after.length <= 2 && taken.length && new RegExp(`^([A-Z][a-z]{2,})${place.after}\\.$`).exec(token);
    if (glued) token = glued[1]!;
    if (!NAME_TOKEN.test(token) || taken.length >= 5 || NOT_A_NAME.has(bare(token))) break;
    // A word ending a sentence ends the name ("A Maria Garcia." ends at Garcia; "A Never. First" is no name).
    if (taken.length && /[a-z]{2}\.$/.test(taken[taken.length - 1]!)) break;
    if (place.upper && token !== token.toUpperCase()) break;
    if (!place.upper && CAPITALS.test(token)) break;
    if (!INITIAL.test(token)) {
      if (place.words && words >= place.words) break;
      words++;
    }
    taken.push(token);
    if (glued) break;
  }
  // A name on a line of its own (its role on the next line) is the whole line: "DIVI SION OF WORKERS'" is a heading.
  if (place.afterBelow && taken.length < tokens.length) return undefined;
  return words >= 2 ? taken : undefined;
}

/** The name as the correction wrote it: in its order, and in mixed case where the layout prints capitals. */
function asCorrected(taken: string[], place: AnchorRule): string | undefined {
  let parts = taken.map((t) => t.replace(/,$/, ''));
  // A sentence's full stop after the last word is not part of the name (an initial's is).
  parts[parts.length - 1] = parts[parts.length - 1]!.replace(/([A-Za-z]{2})\.$/, '$1');
  if (place.reversed) parts = [...parts.slice(1), parts[0]!];
  if (place.upper) parts = parts.map((p) => (p.length <= 2 && p.endsWith('.') ? p : p[0]! + p.slice(1).toLowerCase()));
  const name = parts.join(' ');
  return isPlausiblePersonName(name) ? name : undefined;
}

/** Reads a person's name where the place says the layout prints it; undefined when the layout is not there. */
export function readName(pages: readonly string[], places: readonly AnchorRule[]): string | undefined {
  for (const place of places) {
    for (const rest of placesOf(pages, place)) {
      const column = rest.split(/\s{2,}|\t|\|/)[0] ?? '';
      let taken = takeName(column, place, false);
      // Fewer words than the layout's name had: a scan may have run two of them together.
      if (place.words && (taken?.filter((t) => !INITIAL.test(t)).length ?? 0) < place.words) taken = takeName(column, place, true) ?? taken;
      const name = taken && asCorrected(taken, place);
      if (name) return name;
    }
  }
  return undefined;
}

/**
 * Reads the name printed just before a label that followed it where it was taught ("Patient: Ann Lee   DOB:"
 * teaches that the name stands before "DOB:"): the template's other label for the name ("Name:") is then
 * passed over. Read from the column before the label, backwards, up to a word that is not a name.
 */
export function readNameBeforeLabel(pages: readonly string[], places: readonly AnchorRule[]): string | undefined {
  for (const place of places) {
    if (!place.after || !place.afterLabel) continue;
    for (const line of linesOf(pages)) {
      for (const m of line.matchAll(/[A-Za-z]+(?=\s*:)/g)) {
        if (!sameAnchor(m[0].toLowerCase(), place.after)) continue;
        const column =
          line
            .slice(0, m.index)
            .split(/\s{2,}|\t|\|/)
            .filter((c) => c.trim())
            .pop() ?? '';
        const tokens = column.trim().split(/\s+/);
        let from = tokens.length;
        while (from > 0 && NAME_TOKEN.test(tokens[from - 1]!) && !NOT_A_NAME.has(bare(tokens[from - 1]!))) from--;
        const taken = takeName(tokens.slice(from).join(' '), place, false);
        const name = taken && asCorrected(taken, place);
        if (name) return name;
      }
    }
  }
  return undefined;
}
