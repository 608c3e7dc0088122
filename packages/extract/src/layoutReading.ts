/**
 * A page's text with the pairs its layout shows put back together: what a person reads as "Applicant:
 * Maria Garcia" is printed as a header row over a row of values, a label over its value in a box, or a label
 * column beside a value column without colons, and a text layer or OCR gives those as "Case Number(s)
 * Applicant Employer\nADJ1234567 Maria Garcia Acme Corp". The words' positions (@wcab/layout) tell which
 * value is under which label; the text is rewritten so that every extractor reads each pair as labelled:
 * - a table's row becomes one line "Label: value   Label: value" (a row stays one record, so a hearing
 *   row's date is read beside its time and type), replacing the header and value lines;
 * - a label left of its value gets its colon in place ("Patient: Maria Garcia"), the rest of the line kept;
 * - a label over its value becomes "Label: value".
 * - a field break printed as a wide gap but read as one space gets the gap back (withFieldGaps).
 * Text that is no part of a pair is otherwise left exactly as it was.
 */
import { groupLines, readLayout, type Pair, type Word } from '@wcab/layout';
import { isFieldLabel } from './layoutLabels';

/** Between two fields of one rewritten line: wide enough for every field reader to end a value there. */
const FIELD_GAP = '   ';

export function readByLayout(printedText: string, words: readonly Word[]): string {
  const onText = words.filter((w) => w.start !== undefined && w.end !== undefined && printedText.slice(w.start, w.end) === w.text);
  if (onText.length === 0) return printedText;
  const { text: pageText, words: placed } = withFieldGaps(printedText, onText);
  const { pairs } = readLayout(placed, { isLabel: isFieldLabel });
  const linked = pairs.filter((p) => p.arrangement !== 'inline');
  if (linked.length === 0) return pageText;
  const lineStarts = [0];
  for (let i = 0; i < pageText.length; i++) if (pageText[i] === '\n') lineStarts.push(i + 1);
  const lineOf = (offset: number) => {
    let lo = 0;
    for (let hi = lineStarts.length - 1; lo < hi; ) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  const lines = pageText.split('\n');
  const edits = new Map<number, string | null>();
  for (const p of linked.filter((x) => x.arrangement === 'left')) colonInPlace(p, pageText, lineOf, lines, edits);
  for (const group of stacked(linked.filter((x) => x.arrangement !== 'left'))) rewriteGroup(group, placed, lineOf, edits);
  return lines
    .map((l, i) => (edits.has(i) ? edits.get(i) : l))
    .filter((l): l is string => l !== null)
    .join('\n');
}

/**
 * A gap at least this many word heights wide, and this many times the line's usual gap between words, is
 * a break between fields, however the text layer spelled it. A text layer (PDFium) or OCR gives the
 * "Patient: Kofi Tejeda      Claim #: 2019-833519-WC" of a bill's header as one space, and the field
 * readers then take "Kofi Tejeda Claim" for the name; printed text keeps such a gap as several spaces.
 * Measured on text PDFs in Helvetica: a word space is 0.45-0.6 word heights, three spaces 1.2.
 */
const FIELD_GAP_HEIGHTS = 1;
/**
 * What follows the gap must be a labelled field ("Claim #: ...", "DOB: ..."): a wide gap before anything else
 * (a docket's table cells, "Defendant   Roach, Melvin") is left as the text layer gave it, since the readers
 * take three spaces for a column and would read a role and its column as a caption. Measured on the real
 * set's text layers: without this, three out-of-scope dockets gained a table header as a party.
 */
const LABEL_AHEAD = /^[^\s:]+(?:[ \t][^\s:]+){0,3}[ \t]?:(?:\s|$)/;
const FIELD_GAP_TIMES_LINE = 2;

/** The page text with FIELD_GAP where the words' positions show a field break printed as one space; the words moved with it. */
function withFieldGaps(text: string, words: readonly Word[]): { text: string; words: Word[] } {
  if (!text.includes(':')) return { text, words: [...words] };
  const heights = words.map((w) => w.y1 - w.y0).filter((h) => h > 0);
  const unit = [...heights].sort((a, b) => a - b)[heights.length >> 1] ?? 0;
  if (!unit) return { text, words: [...words] };
  const breaks: number[] = [];
  for (const line of groupLines(words)) {
    const ws = line.words.filter((w) => w.start !== undefined).sort((a, b) => a.start! - b.start!);
    const gaps = ws.slice(1).map((w, i) => w.x0 - ws[i]!.x1);
    const usual = [...gaps].sort((a, b) => a - b)[gaps.length >> 1] ?? 0;
    gaps.forEach((gap, i) => {
      const end = ws[i]!.end!;
      const next = ws[i + 1]!;
      if (
        gap >= FIELD_GAP_HEIGHTS * unit &&
        gap >= FIELD_GAP_TIMES_LINE * usual &&
        text.slice(end, next.start) === ' ' &&
        LABEL_AHEAD.test(text.slice(next.start!, next.start! + 80))
      )
        breaks.push(end);
    });
  }
  if (breaks.length === 0) return { text, words: [...words] };
  breaks.sort((a, b) => a - b);
  const extra = FIELD_GAP.length - 1;
  let out = '';
  let from = 0;
  for (const b of breaks) {
    out += text.slice(from, b) + FIELD_GAP;
    from = b + 1;
  }
  out += text.slice(from);
  // Each word moves by the spaces added before it.
  const shift = (offset: number) => {
    let lo = 0;
    for (let hi = breaks.length; lo < hi; ) {
      const mid = (lo + hi) >> 1;
      if (breaks[mid]! < offset) lo = mid + 1;
      else hi = mid;
    }
    return offset + lo * extra;
  };
  return { text: out, words: words.map((w) => ({ ...w, start: shift(w.start!), end: shift(w.end!) })) };
}

/** Pairs of one table (one header line) or one label over its value, together. */
function stacked(pairs: Pair[]): Pair[][] {
  const groups = new Map<number, Pair[]>();
  for (const p of pairs) {
    const key = p.arrangement === 'header' ? p.labelLine : p.labelLine * 100_000 + p.valueLine;
    (groups.get(key) ?? groups.set(key, []).get(key)!).push(p);
  }
  return [...groups.values()];
}

const startOf = (ws: readonly Word[]) => Math.min(...ws.map((w) => w.start!));
const endOf = (ws: readonly Word[]) => Math.max(...ws.map((w) => w.end!));

/** "Patient   Maria Garcia" on one text line: the label gets its colon, the value ends in a field gap. */
function colonInPlace(p: Pair, text: string, lineOf: (o: number) => number, lines: string[], edits: Map<number, string | null>): void {
  const ls = startOf(p.labelWords);
  const le = endOf(p.labelWords);
  const vs = startOf(p.valueWords);
  const ve = endOf(p.valueWords);
  const line = lineOf(ls);
  if (lineOf(ve) !== line || !(le <= vs) || edits.get(line) === null) return;
  const current = edits.get(line) ?? lines[line]!;
  // Offsets inside the line as printed; an earlier pair of this line may have been linked already (its text is longer).
  const base = text.lastIndexOf('\n', ls - 1) + 1;
  const shift = current.length - lines[line]!.length;
  const label = text.slice(ls, le).replace(/\s*:$/, '');
  const before = current.slice(0, ls - base + shift);
  const value = text.slice(vs, ve);
  const rest = current.slice(ve - base + shift).replace(/^\s*/, '');
  edits.set(line, `${before}${label}: ${value}${rest ? FIELD_GAP + rest : ''}`);
}

/** A column headed only "Date" (or "Time"): a row of a calendar table, whose other cells say what the date is of. */
const BARE_DATE = /^(?:date|time)$/i;

/**
 * What a calendar table's row is about, from its type column ("Hearing Type: Mandatory Settlement Conference",
 * "Proceeding: Trial") or a column named for the event: a row is one record, and a person reads its "Date" as
 * that event's date. Undefined when the row names none.
 */
function eventOf(row: Pair[]): string | undefined {
  const typed = row.find((p) => /\b(?:type|proceeding|event|setting)\b/i.test(p.label));
  const said = `${typed?.label ?? ''} ${typed?.value ?? ''} ${row.map((p) => p.label).join(' ')}`;
  if (/\btrial\b/i.test(typed?.value ?? '')) return 'Trial';
  if (/\bdeposition\b/i.test(said)) return 'Deposition';
  if (/\b(?:hearing|conference|MSC|priority|expedited|status)\b/i.test(said)) return 'Hearing';
  if (/\b(?:appointment|evaluation|exam(?:ination)?|QME|AME)\b/i.test(said)) return 'Appointment';
  return undefined;
}

/** A table or a label over its value: its text lines become one line per row of "Label: value" fields. */
function rewriteGroup(group: Pair[], words: readonly Word[], lineOf: (o: number) => number, edits: Map<number, string | null>): void {
  const used = new Set<Word>(group.flatMap((p) => [...p.labelWords, ...p.valueWords]));
  const textLines = [...new Set([...used].map((w) => lineOf(w.start!)))].sort((a, b) => a - b);
  if (textLines.some((l) => edits.has(l))) return;
  // Words of those text lines that belong to no pair stay, on a line of their own before the fields.
  const rest = words.filter((w) => !used.has(w) && textLines.includes(lineOf(w.start!))).sort((a, b) => a.start! - b.start!);
  const rows = new Map<number, Pair[]>();
  for (const p of group) (rows.get(p.row ?? 0) ?? rows.set(p.row ?? 0, []).get(p.row ?? 0)!).push(p);
  const out: string[] = [];
  if (rest.length) out.push(rest.map((w) => w.text).join(' '));
  for (const [, row] of [...rows.entries()].sort((a, b) => a[0] - b[0])) {
    const event = eventOf(row);
    out.push(row.map((p) => `${event && BARE_DATE.test(p.label) ? `${event} ${p.label}` : p.label}: ${p.value}`).join(FIELD_GAP));
  }
  textLines.forEach((l, i) => edits.set(l, i === 0 ? out.join('\n') : null));
}
