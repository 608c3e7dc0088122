/**
 * Labelled form fields ("Employer: Valley Fresh Produce, Inc.", "2. PATIENT'S NAME: ROBINSON, VERONICA").
 *
 * Values end at the next field on the same line (a box number, a wide gap, " | ", another "Label:").
 * When the label stands alone, the value is the next line. Read normalised text (normalizeText()): OCR of
 * two-column forms prints all labels first and all values later, and normalisation has put the values
 * back after their labels (labelColumns.ts).
 */
import { fuzzyPattern } from './fuzzy';
import { LABEL_ONLY } from './labelColumns';
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

/** Where a new field starts inside a line (another label: capitalised words, perhaps joined by "of", then its colon: "Date of Service:"). */
const FIELD_BREAK = /\s{3,}|\s\|\s?|\s(?=\d{1,2}[a-z]?\.\s+[A-Z])|\s(?=(?:[A-Z][A-Za-z'#]*\s(?:(?:of|and|for|to|the|&)\s)?){0,3}[A-Z][A-Za-z'#.]*\s?:(?:\s|$))/;

export function findFields(text: string, label: RegExp, opts: FieldOptions = {}): FieldHit[] {
  const lines = textLines(text);
  const hits: FieldHit[] = [];
  const re = fieldPattern(label);
  for (const line of lines) {
    re.lastIndex = 0;
    for (let m = re.exec(line.text); m; m = re.exec(line.text)) {
      const hit = fieldHit(lines, line, m, opts);
      if (hit) hits.push(hit);
      if (m[0] === '') re.lastIndex++; // as matchAll() does, never loop on an empty match
    }
  }
  return hits.sort((a, b) => a.index - b.index);
}

/** Compiled once per label (matchAll() would also copy the regex for every line). */
const patternsByLabel = new Map<string, RegExp>();

/**
 * The label at line start (after an optional box number / bullet / bracket) or after a field break; global: every
 * hit of a line. A Markdown record prints its labels bold ("**Patient Name:** ...", "- **Name:** ..."): the
 * asterisks around the label are its markup, not part of the label or of the value.
 */
function fieldPattern(label: RegExp): RegExp {
  const src = label.source;
  let re = patternsByLabel.get(src);
  if (!re) {
    re = new RegExp(
      `(^|\\s{2,}|\\|\\s*|^\\s*\\d{1,2}[a-z]?\\.\\s*|\\s\\d{1,2}[a-z]?\\.\\s+|\\s)(?:\\*\\*)?(${src})(?:\\s*\\([^)\\n]{1,40}\\))?(\\s*[:;](?:\\*\\*)?|(?=\\s|$))`,
      'gi',
    );
    patternsByLabel.set(src, re);
  }
  return re;
}

/** Once per text: findFields() runs for a dozen labels on every document. */
const textLines = rememberedPerText(toLines);

/** The field whose label `m` found in `line`, or undefined when the label is not used as a label there. */
function fieldHit(lines: Line[], line: Line, m: RegExpExecArray, opts: FieldOptions): FieldHit | undefined {
  const printed = m[2] ?? '';
  const hasColon = /[:;]/.test(m[3] ?? '');
  // After a single space (two OCR columns merged: "ADJ3760996 Applicant: Patricia Nguyen") only a
  // capitalised label with its colon counts.
  if (m[1] === ' ' && (!hasColon || !/^[A-Z]/.test(printed) || /[a-z,]$/.test(line.text.slice(0, m.index)))) return undefined;
  const atStart =
    line.text
      .slice(0, m.index + (m[1] ?? '').length)
      .trim()
      .replace(/^\d{1,2}[a-z]?\.$/, '') === '';
  if (!hasColon) {
    const caps = printed === printed.toUpperCase() && /[A-Z]{2}/.test(printed);
    if (!opts.capsWithoutColon || !caps || !atStart) return undefined;
    // A role in the possessive without a colon begins a title ("EMPLOYER'S FIRST REPORT OF INJURY"), not a field:
    // a label in capitals names its field ("EMPLOYER'S NAME", "EMPLOYER") and a value follows it.
    if (/['\u2019]S$/.test(printed)) return undefined;
  }
  const after = line.text.slice(m.index + m[0].length).replace(/^\s+/, '');
  const parts = after.split(FIELD_BREAK);
  let value = (parts[0] ?? '').trim();
  // "Patient: Harold Brenner DOB: 04/12/1961": FIELD_BREAK cannot tell where capitalised words end and
  // the next label starts; a change of case can: mixed-case words, then a label in capitals.
  const byCase = /^(.*?[a-z][A-Za-z'.\-]*)\s+[A-Z][A-Z#.]{1,5}\s?:(?:\s|$)/.exec(after);
  if (byCase && byCase[1]!.length > value.length && !FIELD_BREAK.test(byCase[1]!.replace(/\s+\S+$/, ''))) value = byCase[1]!.trim();
  // A blank form's row of labels in capitals ("EMPLOYER NAME   EMPLOYER FEIN   SIC CODE"; the layout pairs them as
  // "EMPLOYER NAME: EMPLOYER FEIN"): a value in capitals that opens with the label's own first word, or one after a
  // label without a colon that opens with a form's label word ("EMPLOYER ADDRESS LINE 1"), is the next field's label.
  if (value && firstWord(value) === firstWord(printed) && (!hasColon || value === value.toUpperCase())) return undefined;
  if (!hasColon && LABEL_WORD.test(firstWord(value))) return undefined;
  if (!value && (hasColon || atStart) && opts.nextLine !== false) value = nextLineValue(lines, line.index);
  else if (value && parts.length === 1) value = withContinuation(value, lines[line.index + 1]?.text);
  return value ? { value, index: line.start + m.index + (m[1] ?? '').length, label: printed } : undefined;
}

/** The words a blank form's labels go on with after a role ("EMPLOYER ADDRESS", "PATIENT PHONE", "CARRIER FEIN"). */
const LABEL_WORD = /^(?:ADDRESS|STREET|ZIP|PHONE|TELEPHONE|FAX|EMAIL|FEIN|EIN|SSN|DOB|ID|NUMBER|NO|CODE|LOCATION|SIGNATURE|DATE)$/;

/** A line's first word in upper case, without its punctuation. */
const firstWord = (t: string) => (t.trim().split(/\s+/)[0] ?? '').replace(/[^A-Za-z]/g, '').toUpperCase();

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

/** OCR-tolerant label alternatives for the fields the extractors read. */
const f = (w: string) => fuzzyPattern(w);
/** A person's role label a scan broke with a stray space ("A pplicant:", "Pati ent:", "Applica nt;"): its colon still makes it a label. */
const g = (w: string) => fuzzyPattern(w, { gaps: true });
export const LABELS = {
  applicant: new RegExp(
    [
      `(?:${f('injured')}\\s+)?(?:${g('applicant')}|${g('claimant')}|${g('employee')}|${g('patient')}|${f('injured worker')})(?:'?s)?(?:\\s+(?:full\\s+)?${f('name')})?`,
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
  administrator: new RegExp(`${f('claims administrator')}|${f('third party administrator')}|TPA|${f('adjusting agency')}|${f('claims adjuster')}`),
  cmsInsuredName: /insured'?s\s+name/,
  provider: /(?:billing\s+|rendering\s+|treating\s+)?provider(?:\s+name)?|service\s+facility/,
  lienClaimant: /lien\s+claimant/,
};
