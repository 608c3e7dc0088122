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
 * Text that is no part of a pair is left exactly as it was.
 */
import { readLayout, type Pair, type Word } from '@wcab/layout';
import { isFieldLabel } from './layoutLabels';

/** Between two fields of one rewritten line: wide enough for every field reader to end a value there. */
const FIELD_GAP = '   ';

export function readByLayout(pageText: string, words: readonly Word[]): string {
  const placed = words.filter((w) => w.start !== undefined && w.end !== undefined && pageText.slice(w.start, w.end) === w.text);
  if (placed.length === 0) return pageText;
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
