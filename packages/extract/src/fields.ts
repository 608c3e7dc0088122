/**
 * Labelled form fields ("Employer: Valley Fresh Produce, Inc.", "2. PATIENT'S NAME: ROBINSON, VERONICA").
 *
 * Values end at the next field on the same line (a box number, a wide gap, " | ", another "Label:").
 * When the label stands alone, the value is the next line. OCR of two-column forms often prints all
 * labels first and all values later ("Patient:\nEmployer:\n...\nMaria Flores\nValley Fresh Produce");
 * such label blocks are zipped with the next block of the same size, or with the values that follow
 * when every one of them has the kind of value its label asks for.
 */
import { findDateMentions } from './dateParsing';
import { fuzzyPattern } from './fuzzy';
import { rememberedPerText, toLines, type Line } from './text';

export interface FieldHit {
  /** Raw value text (trimmed), to be cleaned by the caller. */
  value: string;
  /** Offset of the label in the text, for ordering and proximity. */
  index: number;
  /** The label as printed. */
  label: string;
}

export interface FieldOptions {
  /** Accept an all-caps label at the start of a line without a colon ("EMPLOYER Acme Inc. 1500 Main St"). */
  capsWithoutColon?: boolean;
  /** Take the next line when the label has no value on its own line (default true). */
  nextLine?: boolean;
}

/** Where a new field starts inside a line. */
const FIELD_BREAK = /\s{3,}|\s\|\s?|\s(?=\d{1,2}[a-z]?\.\s+[A-Z])|\s(?=(?:[A-Z][A-Za-z'#]*\s){0,3}[A-Z][A-Za-z'#.]*\s?:(?:\s|$))/;

/** A line that is only a label ("Employer:"), as OCR prints label columns. */
const LABEL_ONLY = /^\s*[A-Z][A-Za-z'#/().& ]{1,40}:\s*$/;

export function findFields(text: string, label: RegExp, opts: FieldOptions = {}): FieldHit[] {
  const { lines, zipped } = fieldLayout(text);
  const hits: FieldHit[] = [];
  const { re, whole } = fieldPatterns(label);
  for (const line of lines) {
    re.lastIndex = 0;
    for (let m = re.exec(line.text); m; m = re.exec(line.text)) {
      const hit = fieldHit(lines, line, m, opts);
      if (hit) hits.push(hit);
      if (m[0] === '') re.lastIndex++; // as matchAll() does, never loop on an empty match
    }
  }
  // Zipped label blocks win over a label's "next line", which in a block is the next label's value.
  for (const z of zipped) {
    if (!whole.test(z.label)) continue;
    const at = hits.findIndex((h) => h.index === z.index);
    if (at >= 0) hits.splice(at, 1, { ...z });
    else hits.push({ ...z });
  }
  return hits.sort((a, b) => a.index - b.index);
}

interface FieldPatterns {
  /** The label where a field starts in a line (global: every hit of a line). */
  re: RegExp;
  /** The label alone, as a zipped label block prints it. */
  whole: RegExp;
}

/** Compiled once per label (matchAll() would also copy the regex for every line). */
const patternsByLabel = new Map<string, FieldPatterns>();

function fieldPatterns(label: RegExp): FieldPatterns {
  const src = label.source;
  let p = patternsByLabel.get(src);
  if (!p) {
    p = {
      // Label at line start (after an optional box number / bullet / bracket) or after a field break.
      re: new RegExp(`(^|\\s{2,}|\\|\\s*|^\\s*\\d{1,2}[a-z]?\\.\\s*|\\s\\d{1,2}[a-z]?\\.\\s+|\\s)(${src})(?:\\s*\\([^)\\n]{1,40}\\))?(\\s*[:;]|(?=\\s|$))`, 'gi'),
      whole: new RegExp(`^(?:${src})\\s*[:;]?$`, 'i'),
    };
    patternsByLabel.set(src, p);
  }
  return p;
}

/** The lines of a text and its zipped label blocks: the same for every label, so computed once per text. */
interface FieldLayout {
  lines: Line[];
  zipped: FieldHit[];
}

/** Once per text: findFields() runs for a dozen labels on every document. */
const fieldLayout = rememberedPerText((text): FieldLayout => {
  const lines = toLines(text);
  return { lines, zipped: zipLabelBlocks(lines) };
});

/** The field whose label `m` found in `line`, or undefined when the label is not used as a label there. */
function fieldHit(lines: Line[], line: Line, m: RegExpExecArray, opts: FieldOptions): FieldHit | undefined {
  const printed = m[2] ?? '';
  const hasColon = /[:;]/.test(m[3] ?? '');
  // After a single space (two OCR columns merged: "ADJ3760996 Applicant: Patricia Nguyen") only a
  // capitalised label with its colon counts.
  if (m[1] === ' ' && (!hasColon || !/^[A-Z]/.test(printed) || /[a-z,]$/.test(line.text.slice(0, m.index)))) return undefined;
  const atStart = line.text.slice(0, m.index + (m[1] ?? '').length).trim().replace(/^\d{1,2}[a-z]?\.$/, '') === '';
  if (!hasColon) {
    const caps = printed === printed.toUpperCase() && /[A-Z]{2}/.test(printed);
    if (!opts.capsWithoutColon || !caps || !atStart) return undefined;
  }
  const after = line.text.slice(m.index + m[0].length).replace(/^\s+/, '');
  const parts = after.split(FIELD_BREAK);
  let value = (parts[0] ?? '').trim();
  if (!value && (hasColon || atStart) && opts.nextLine !== false) value = nextLineValue(lines, line.index);
  else if (value && parts.length === 1) value = withContinuation(value, lines[line.index + 1]?.text);
  return value ? { value, index: line.start + m.index + (m[1] ?? '').length, label: printed } : undefined;
}

/** A value wrapped onto the next line ("... Republic Indemnity Company\nof America"). */
function withContinuation(value: string, next: string | undefined): string {
  const n = next?.trim();
  if (!n || n.includes(':') || n.length > 60) return value;
  const unclosed = (value.match(/\(/g) ?? []).length > (value.match(/\)/g) ?? []).length;
  if (unclosed || /^[a-z]/.test(n) || /(?:\b(?:of|and|for|the)|[&,])$/i.test(value)) return `${value} ${n.split(FIELD_BREAK)[0]!.trim()}`;
  return value;
}

function nextLineValue(lines: Line[], from: number): string {
  for (let i = from + 1; i < Math.min(lines.length, from + 3); i++) {
    const t = lines[i]!.text.trim();
    if (!t) continue;
    if (LABEL_ONLY.test(t) || /^[A-Z][A-Za-z' ]{1,30}:\s/.test(t)) return '';
    return (t.split(FIELD_BREAK)[0] ?? '').trim();
  }
  return '';
}

/**
 * Two-column OCR: a run of label-only lines, later a run of as many plain lines; pairs them up.
 * The value run must be the first run of exactly that size with no colons, within 30 lines.
 */
function zipLabelBlocks(lines: Line[]): FieldHit[] {
  const out: FieldHit[] = [];
  let i = 0;
  while (i < lines.length) {
    if (!LABEL_ONLY.test(lines[i]!.text)) {
      i++;
      continue;
    }
    const labels: Line[] = [];
    let j = i;
    while (j < lines.length && (LABEL_ONLY.test(lines[j]!.text) || !lines[j]!.text.trim())) {
      if (lines[j]!.text.trim()) labels.push(lines[j]!);
      j++;
    }
    if (labels.length >= 2) {
      const names = labels.map((l) => l.text.trim().replace(/:$/, '').trim());
      const values = findValueRun(lines, j, labels.length) ?? findTypedValues(lines, j, names);
      if (values) {
        labels.forEach((l, k) => out.push({ value: values[k]!.trim(), index: l.start, label: names[k]! }));
      }
    }
    i = Math.max(j, i + 1);
  }
  return out;
}

function findValueRun(lines: Line[], from: number, size: number): string[] | undefined {
  // Values printed right under the labels: take as many lines as there are labels.
  const direct: string[] = [];
  for (let k = from; k < lines.length && lines[k]!.text.trim() && direct.length < size; k++) direct.push(lines[k]!.text);
  if (direct.length === size && direct.every((r) => !r.includes(':'))) return direct;
  let k = from;
  const limit = Math.min(lines.length, from + 30);
  while (k < limit) {
    while (k < limit && !lines[k]!.text.trim()) k++;
    const run: string[] = [];
    while (k < lines.length && lines[k]!.text.trim()) run.push(lines[k++]!.text);
    if (run.length === size && run.every((r) => !r.includes(':'))) return run;
    if (run.some((r) => LABEL_ONLY.test(r))) return undefined;
  }
  return undefined;
}

/** A value line that carries its own label ("WCAB Case No. ADJ16985546"): part of another row, not of the block. */
const SELF_LABELLED = /:|^\s*(?:[A-Z][A-Za-z]*\s+){1,3}(?:No\b\.?|Number\b|#)\s*\S/;
/** A line of prose (many words, or a sentence), where a value column has certainly ended. */
const PROSE = /^(?:\S+\s+){8,}|^(?:\S+\s+){4,}\S*[a-z]\.\s*$/;
const DATE_LABEL = /\bdate\b|\bD\.?O\.?[IB]\b/i;
const NUMBER_LABEL = /\b(?:no|number|num)\b\.?|#/i;

/**
 * The values of a label block when OCR scattered them: blank lines between them and rows that carry
 * their own label ("WCAB Case No. ADJ...") among them. The first non-blank lines after the block, those
 * rows skipped, are paired with the labels in order, and only when every pair has the right kind of
 * value: a date for a date label, digits for a number label, words for the rest. At least one date or
 * number label must be there to check the order against; otherwise nothing is paired, since a name
 * given to the wrong label would be worse than none.
 */
function findTypedValues(lines: Line[], from: number, labels: string[]): string[] | undefined {
  if (!labels.some((l) => DATE_LABEL.test(l) || NUMBER_LABEL.test(l))) return undefined;
  const values: string[] = [];
  for (let k = from; k < Math.min(lines.length, from + 3 * labels.length) && values.length < labels.length; k++) {
    const text = lines[k]!.text.trim();
    if (!text || SELF_LABELLED.test(text)) continue;
    if (LABEL_ONLY.test(text) || PROSE.test(text)) return undefined;
    values.push(text);
  }
  if (values.length < labels.length) return undefined;
  return labels.every((label, k) => fits(label, values[k]!)) ? values : undefined;
}

function fits(label: string, value: string): boolean {
  if (DATE_LABEL.test(label)) return isDateAlone(value);
  if (NUMBER_LABEL.test(label)) return /\d/.test(value);
  return /\p{L}{2}/u.test(value) && !isDateAlone(value) && !/^[\d\s\W]+$/.test(value);
}

/** The value is one date and nothing else, in any format the date extractor reads. */
function isDateAlone(value: string): boolean {
  const mentions = findDateMentions(value);
  return mentions.length === 1 && !value.slice(0, mentions[0]!.start).trim() && !value.slice(mentions[0]!.end).trim();
}

/** OCR-tolerant label alternatives for the fields the extractors read. */
const f = (w: string) => fuzzyPattern(w);
export const LABELS = {
  applicant: new RegExp(
    [
      `(?:${f('injured')}\\s+)?(?:${f('applicant')}|${f('claimant')}|${f('employee')}|${f('patient')}|${f('injured worker')})(?:'?s)?(?:\\s+(?:full\\s+)?${f('name')})?`,
      `${f('name')}\\s+of\\s+(?:${f('injured')}\\s+)?(?:${f('employee')}|${f('worker')}|${f('applicant')}|${f('patient')}|${f('claimant')})`,
      `(?:our\\s+)?${f('client')}|${f('examinee')}|${f('evaluee')}|${f('deponent')}|I\\/W`,
      `(?:${f('employee')}|${f('patient')}|${f('claimant')})\\s+${f('name')}`,
    ].join('|'),
  ),
  /** Form tables print these in capitals without a colon ("INJURED EMPLOYEE Robert Sanchez 9145 Elm St"). */
  applicantTable: new RegExp(
    `${f('injured')}\\s+(?:${f('employee')}|${f('worker')})|(?:${f('applicant')}|${f('employee')}|${f('patient')}|${f('claimant')})(?:'?s)?\\s+${f('name')}`,
  ),
  re: /re|subject|regarding/,
  employer: new RegExp(`${f('employer')}(?:'?s)?(?:\\s+${f('name')})?`),
  insurer: new RegExp(
    `${f('insurance')}(?:\\s+(?:${f('carrier')}|${f('company')}))?|${f('insurer')}|${f('carrier')}|${f('insured')}|${f('insurance plan name')}`,
  ),
  /** Form tables print this label in capitals without a colon ("INSURANCE CARRIER Zenith ..."). */
  insurerTable: new RegExp(`${f('insurance carrier')}`),
  administrator: new RegExp(
    `${f('claims administrator')}|${f('third party administrator')}|TPA|${f('adjusting agency')}|${f('claims adjuster')}`,
  ),
  cmsInsuredName: /insured'?s\s+name/,
  provider: /(?:billing\s+|rendering\s+|treating\s+)?provider(?:\s+name)?|service\s+facility/,
  lienClaimant: /lien\s+claimant/,
};
