/**
 * A paper served with its proof of service (issue 31): a physician's report or a bill is mailed to the parties with
 * a proof of service on its last page (or a page of its own, before or after it), and the proof's words (a WC form's
 * declaration under penalty of perjury, the parties' addresses) outweigh the paper's own for the model, which then
 * answers `wcab_form`. A proof of service declares that other papers were served; where those papers are in the same
 * file, the file is those papers. So the text outside the proof is read for what every report and every bill has,
 * whatever its clinic, payer or layout:
 *
 * - a report: its clinical sections as headings (history, complaints, examination or objective findings, diagnoses
 *   or impression, plan, work status, records reviewed, medications), the history's, the examination's or the
 *   diagnosis's among them;
 * - a bill: service lines, each a date, a procedure code and an amount (an itemized statement, a claim form's
 *   box 24), with a total or a claim form's own heading.
 *
 * A proof of service alone, or one served with a letter, a subpoena or a form, stays what the model says. Read
 * after the model (structure.ts), not a feature, so the trained weights stand.
 */
import type { DocumentType } from '@wcab/contract';
import { cleanText } from './normalize';

/** A proof of service's heading: where the proof starts on its page. */
const PROOF_HEADING = /^\s*(?:proof|declaration|certificate)\s+of\s+(?:electronic\s+|personal\s+|mail\s+)?service\b/i;

/** A report's sections, each a kind: a heading line (or a label before a colon, lower-cased) that names it. */
const SECTION_KINDS: ReadonlyArray<readonly [string, RegExp]> = [
  ['history', /\bhistory\b|^hpi$|\bpresent illness\b|\bmechanism of injury\b/],
  ['complaints', /\bcomplaints?$|^subjective$/],
  ['exam', /\bexam(?:ination)?$|^(?:physical|objective|clinical)\s+(?:exam(?:ination)?\s+)?findings$|^findings$|^objective$/],
  ['diagnosis', /\bdiagnos[ie]s$|^impressions?$|^assessment(?: and plan)?$/],
  [
    'plan',
    /\bplan(?: of care)?$|^recommendations?$|\bwork status$|\bdisability(?: status)?$|^restrictions$|\bfuture medical(?: care| treatment)?$|^causation$|^apportionment$|^permanent and stationary(?: status)?$|^treatment(?: rendered)?$|^follow-?up(?: instructions)?$/,
  ],
  ['records', /\brecords(?: reviewed)?$|^(?:current )?medications?$|^allergies$|^vital signs$|^vitals$|^technique$|^comparison$|^indications?$/],
];

/** Sections a report has at least, the history's, the examination's or the diagnosis's among them. */
const MIN_SECTIONS = 3;

/** A section heading's label: the line itself when short, or what precedes its colon; a note in brackets dropped. */
function sectionLabel(line: string): string | undefined {
  const colon = line.indexOf(':');
  const label = (colon >= 0 ? line.slice(0, colon) : line)
    .replace(/\([^)]*\)?/g, ' ')
    .replace(/^[\s\d.#*)\-]+/, '')
    .replace(/[\s*]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!label || label.split(' ').length > 6) return undefined;
  return label.toLowerCase();
}

/** The kinds of clinical section the text heads. */
export function reportSections(text: string): Set<string> {
  const kinds = new Set<string>();
  for (const line of text.split('\n')) {
    const label = sectionLabel(line);
    if (!label) continue;
    for (const [kind, re] of SECTION_KINDS) if (re.test(label)) kinds.add(kind);
  }
  return kinds;
}

/** Whether the text is a report's: MIN_SECTIONS kinds of clinical section, the history's, the examination's or the diagnosis's among them. */
export function reportShape(text: string): boolean {
  const kinds = reportSections(text);
  return kinds.size >= MIN_SECTIONS && (kinds.has('exam') || kinds.has('diagnosis') || kinds.has('history'));
}

/** A date of service: 04/01/2024, 4-1-24, or a claim form's "04 01 24". */
const DATE = /\b\d{1,2}(?:[/-]\d{1,2}[/-]|\s\d{2}\s)\d{2}(?:\d{2})?\b/;
/** A procedure code: a CPT code's five digits or a HCPCS letter and four digits, standing alone. */
const CODE = /(?<![\d$.,/-])(?:\d{5}|[A-V]\d{4})(?![\d.,/-])/;
/** An amount: cents after a point or a comma, or a claim form's dollars and cents in two cells ("285 00"). */
const AMOUNT = /\d[.,]\d{2}\b|\b\d{1,6}\s\d{2}\b(?!\s\d{2}\b)/;
/** A bill's total, or a claim form's own heading. */
const TOTAL = /\btotal\b|\bbalance\s+due\b|\bamount\s+due\b|health\s+insurance\s+claim\s+form|\bUB-?04\b|\bCMS-?1[45]\d0\b/i;
/** Service lines a bill lists at least. */
const MIN_SERVICE_LINES = 2;

/** Whether a line is a service line: a date, then a procedure code, and an amount after it. */
function serviceLine(line: string): boolean {
  const date = DATE.exec(line);
  if (!date) return false;
  const rest = line.slice(date.index + date[0].length);
  const code = CODE.exec(rest);
  return !!code && AMOUNT.test(rest.slice(code.index + code[0].length));
}

/** Whether the text is a bill's: MIN_SERVICE_LINES service lines and a total (or a claim form's heading). */
export function billShape(text: string): boolean {
  return text.split('\n').filter(serviceLine).length >= MIN_SERVICE_LINES && TOTAL.test(text);
}

/** The pages' text outside their proofs of service (each proof runs from its heading to its page's end), or undefined when none has one. */
export function outsideProof(pages: readonly string[]): string | undefined {
  let proof = false;
  const kept = pages.map((page) => {
    const lines = cleanText(page).split('\n');
    const at = lines.findIndex((l) => PROOF_HEADING.test(l));
    if (at < 0) return lines.join('\n');
    proof = true;
    return lines.slice(0, at).join('\n');
  });
  return proof ? kept.join('\n') : undefined;
}

/** The type of the paper a proof of service in `pages` serves, when the rest of the file is a bill or a report. */
export function servedPaper(pages: readonly string[]): DocumentType | undefined {
  const rest = outsideProof(pages);
  if (rest === undefined) return undefined;
  if (billShape(rest)) return 'billing';
  if (reportShape(rest)) return 'medical_report';
  return undefined;
}
