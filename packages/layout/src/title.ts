/**
 * The document's own title as a person finds it: the line near the top of the first page that stands out by
 * how it is printed (larger than the text around it, centred in the printed area, in capitals, alone on its
 * line), not the first line that names a kind of document. A clerk's notice that rejects a "DECLARATION OF
 * READINESS TO PROCEED" prints its own heading ("NOTICE OF DOCUMENT REJECTED") above the title it talks about,
 * and a letter that reviews a report names that report in a plain sentence: the prominence of the print tells
 * them apart. Whether a line's words can be a title at all (they name a kind of document, they are not a
 * letterhead) is the caller's vocabulary (`isTitle`), as labels are for the pairs.
 */
import { height, median } from './geometry';
import type { Line, Segment } from './types';

export interface TitleOptions {
  /** Whether a line's text can be a document's title (names a kind of document). Required: geometry alone cannot say it. */
  isTitle: (text: string) => boolean;
  /** Share of the printed area's height, from its top, searched for the title (default 0.5). */
  topShare?: number;
  /** Most lines from the top searched, whatever their place (default 40). */
  maxLines?: number;
}

export interface PrintedTitle {
  /** The title as printed, its wrapped lines joined with a space. */
  text: string;
  /** Indices into the lines of the line (or wrapped lines) it is printed on. */
  lines: number[];
  /** How it stands out: its height in body-text heights, centred, capitals, alone on its line. */
  size: number;
  centred: boolean;
  capitals: boolean;
  alone: boolean;
  /** The sum the candidates were ranked by (higher stands out more). */
  prominence: number;
}

/** Words of a title: a heading is short. */
const MAX_WORDS = 16;

/**
 * The most prominent title-like line near the top of a page's lines (groupLines), or undefined when no
 * line both reads as a title (`isTitle`) and stands out from the body text in at least one way.
 */
export function printedTitle(lines: readonly Line[], opts: TitleOptions): PrintedTitle | undefined {
  if (lines.length === 0) return undefined;
  const unit = median(lines.flatMap((l) => l.words.map(height))) || 1;
  const left = Math.min(...lines.map((l) => l.x0));
  const right = Math.max(...lines.map((l) => l.x1));
  const top = Math.min(...lines.map((l) => l.y0));
  const bottom = Math.max(...lines.map((l) => l.y1));
  const limit = top + (bottom - top) * (opts.topShare ?? 0.5);
  const maxLines = opts.maxLines ?? 40;
  const width = right - left || 1;
  const centre = (left + right) / 2;

  const candidates: PrintedTitle[] = [];
  for (let i = 0; i < lines.length && i < maxLines; i++) {
    const first = lines[i]!;
    // The top half of the printed area, and on a short page (a notice of a few lines) its first dozen lines whatever their place.
    if (first.y0 > limit && i >= 12) break;
    // A title printed in a form's box shares its baseline with other boxes' labels, and a caption prints its title
    // in a column beside the parties: each segment is read on its own, with the segments stacked under it in its
    // column; a line one of whose segments continues such a stacked title is not read whole ("DEVON TYLER BARBER,"
    // and the title's last word "ORDER" on one baseline are two boxes).
    if (first.segments.length > 1) {
      for (const seg of first.segments) {
        if (continuesAbove(lines, i, seg, unit)) continue;
        const stack = stackedBelow(lines, i, seg, unit);
        for (let n = stack.length; n >= 1; n--) {
          const pieces = stack.slice(0, n);
          const text = pieces.map((p) => p.seg.text.replace(/\s{2,}/g, ' ')).join(' ');
          if (!titleShaped(text) || !opts.isTitle(text)) continue;
          const size = Math.max(...pieces.map((p) => median(p.seg.words.map(height)))) / unit;
          const capitals = isCapitals(text);
          const prominence = 2 * Math.max(0, Math.min(size, 3) - 1.1) + (capitals ? 1 : 0);
          // Beside other boxes only its print marks it: larger than the body, or capitals and not smaller (a
          // block of capitals wrapped over lines of a column is its own heading at body size).
          if (prominence >= 1 && size >= (n > 1 ? 0.9 : 1))
            candidates.push({ text, lines: pieces.map((p) => p.line), size, centred: false, capitals, alone: false, prominence });
          break;
        }
      }
      // The whole line is read as one title only where no segment of it continues a title stacked above.
      if (first.segments.some((seg) => continuesAbove(lines, i, seg, unit))) continue;
    }
    if (!titleShaped(first.text)) continue;
    // A title wrapped over two or three lines: the next line printed at the same size, close under it, also centred or aligned.
    const group = [i];
    for (let j = i + 1; j < lines.length && group.length < 3; j++) {
      const prev = lines[group[group.length - 1]!]!;
      const next = lines[j]!;
      const sameSize = Math.abs(lineHeight(next) - lineHeight(prev)) <= 0.15 * lineHeight(prev);
      const close = next.y0 - prev.y1 <= 0.9 * lineHeight(prev);
      const aligned = Math.abs((next.x0 + next.x1) / 2 - (prev.x0 + prev.x1) / 2) <= 0.06 * width || Math.abs(next.x0 - prev.x0) <= unit;
      if (!(sameSize && close && aligned && titleShaped(next.text) && isCapitals(next.text) === isCapitals(prev.text))) break;
      if (lineHeight(prev) < 1.15 * unit && !isCapitals(prev.text)) break;
      group.push(j);
    }
    // Try the longest wrap first, then the line alone: a subtitle under a title is not part of it unless it reads as one.
    for (let n = group.length; n >= 1; n--) {
      const ls = group.slice(0, n).map((k) => lines[k]!);
      const text = ls
        .map((l) => l.text.replace(/\s{2,}/g, ' '))
        .join(' ')
        .trim();
      if (!opts.isTitle(text)) continue;
      const size = Math.max(...ls.map(lineHeight)) / unit;
      const mid = (Math.min(...ls.map((l) => l.x0)) + Math.max(...ls.map((l) => l.x1))) / 2;
      const lineWidth = Math.max(...ls.map((l) => l.x1 - l.x0));
      // Centred: its middle near the printed area's, and not a full-width line of prose.
      const centred = Math.abs(mid - centre) <= 0.08 * width && lineWidth < 0.85 * width && ls[0]!.x0 - left > 2 * unit;
      const capitals = isCapitals(text);
      const alone = ls.every((l) => l.segments.length === 1);
      const prominence = 2 * Math.max(0, Math.min(size, 3) - 1.1) + (centred ? 1 : 0) + (capitals ? 1 : 0) + (alone && (centred || capitals) ? 0.25 : 0);
      // A line printed like the body text (plain, left-aligned) is a sentence's words, not a heading.
      if (prominence >= 1) candidates.push({ text, lines: group.slice(0, n), size, centred, capitals, alone, prominence });
      break;
    }
  }
  if (candidates.length === 0) return undefined;
  // The most prominent; of equals, the one printed first.
  return candidates.reduce((best, c) => (c.prominence > best.prominence + 0.25 ? c : best));
}

/** Whether boxes `a` and `b` share some of their width (are printed in one column). */
const overlaps = (a: { x0: number; x1: number }, b: { x0: number; x1: number }) => Math.min(a.x1, b.x1) > Math.max(a.x0, b.x0);

/** The segment of `line` printed in the column of `seg` (overlapping it), if any. */
const inColumn = (line: Line, seg: Segment) => line.segments.find((s) => overlaps(s, seg));

/** Of one print: both capitals or neither, and about the same height (a comma's descender makes a word box taller). */
function samePrint(a: Segment, b: Segment): boolean {
  const ha = median(a.words.map(height));
  const hb = median(b.words.map(height));
  return isCapitals(a.text) === isCapitals(b.text) && Math.abs(ha - hb) <= 0.3 * Math.max(ha, hb);
}

/** Lines of a wrapped title: how far down (in line heights) the next piece may start. */
const WRAP_GAP = 0.9;
/** A piece that stops mid-phrase: a comma, or a word that needs another after it ("of", "and"). */
const unfinished = (text: string) => /(?:,|\b(?:of|and|or|for|to|the|in|on|re|with))\s*$/i.test(text.trim());
/** A piece cut off mid-phrase is continued further down: a caption's title may skip a line. */
const wrapGap = (text: string) => (unfinished(text) ? 2.2 : WRAP_GAP);

/**
 * The segments stacked under `seg` (line `i`) in its column, `seg` first: each printed close under the one
 * before, in the same print, while the one before stops mid-phrase; a line with nothing in the column (the other
 * side of a caption: "v.") is passed over when it lies within the gap. At most six pieces: a caption's title wraps
 * over four or five short lines.
 */
function stackedBelow(lines: readonly Line[], i: number, seg: Segment, unit: number): { line: number; seg: Segment }[] {
  const out = [{ line: i, seg }];
  let prev = seg;
  for (let j = i + 1; j < lines.length && out.length < 6; j++) {
    // A piece that reads as finished ends the title: only a phrase cut off (a comma, "of") runs on.
    if (!unfinished(prev.text)) break;
    const next = inColumn(lines[j]!, prev);
    const gap = lines[j]!.y0 - prev.y1;
    if (gap > wrapGap(prev.text) * Math.max(unit, median(prev.words.map(height)))) break;
    if (!next) continue;
    if (!samePrint(prev, next)) break;
    out.push({ line: j, seg: next });
    prev = next;
  }
  return out;
}

/** Whether `seg` (line `i`) continues a piece cut off mid-phrase close above it in its column, in the same print: a wrapped title's later line, not a title. */
function continuesAbove(lines: readonly Line[], i: number, seg: Segment, unit: number): boolean {
  for (let j = i - 1; j >= 0; j--) {
    const gap = seg.y0 - lines[j]!.y1;
    const above = inColumn(lines[j]!, seg);
    if (above) return unfinished(above.text) && gap <= wrapGap(above.text) * Math.max(unit, median(seg.words.map(height))) && samePrint(above, seg);
    if (gap > 2 * WRAP_GAP * unit) return false;
  }
  return false;
}

/** A line's height: the median of its words' (a descender or a stray mark does not make it a heading). */
function lineHeight(line: Line): number {
  return median(line.words.map(height));
}

/** Short, holding letters, not a sentence (no closing full stop), not a label with its value. */
function titleShaped(text: string): boolean {
  const t = text.replace(/\s+/g, ' ').trim();
  const words = t.split(' ').length;
  return words <= MAX_WORDS && /[A-Za-z]{3}/.test(t) && !/[.;,]$/.test(t) && !/:\s*\S/.test(t);
}

function isCapitals(text: string): boolean {
  const letters = text.replace(/[^A-Za-z]/g, '');
  return letters.length >= 3 && letters.replace(/[^A-Z]/g, '').length / letters.length >= 0.85;
}
