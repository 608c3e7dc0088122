/**
 * The kind a paper's own heading names (issue 31, records round): a paper's title is a noun phrase whose last
 * noun, before a qualifier ("WORK STATUS REPORT - FULL DUTY RELEASE", "INITIAL TREATING PHYSICIAN REPORT (PR-1)"),
 * says what the paper is: a letter, a notice, a physician's report, an agreement. A claims office's papers print the same
 * claim block (employee, employer, claim number, date of injury) under every title, so the model reads a letter or a
 * work status report with that block as a WC form; its own heading says otherwise. A California WC form's title
 * ends in what it applies for or declares ("APPLICATION FOR ADJUDICATION OF CLAIM", "COMPROMISE AND RELEASE",
 * "FIRST REPORT OF INJURY"), never in "letter" or a physician's "report".
 *
 * Read from the first page's top lines that are shaped as headings (heading.ts), letterhead lines included: a
 * letterhead names an office ("Treating Physician Reports", "Applicant Attorneys"), whose last word is no kind.
 */
import { headingShaped } from './heading';
import { cleanText } from './normalize';

export type HeadingKind = 'letter' | 'notice' | 'physician_report' | 'agreement';

/** Lines of the first page searched for the paper's own heading: its letterhead and title come first. */
const HEAD_LINES = 12;

/** A line that refers to another paper rather than heading this one ("Re: Compromise and Release"). */
const REFERENCE = /^(?:re|subject|regarding|enclosures?|cc|attn)\b/i;

/** A physician's report by what its heading says it reports on: progress, work status, an evaluation ... */
const CLINICAL_QUALIFIER =
  /\b(?:progress|work\s+status|treating|physician'?s?|doctor'?s?|medical|evaluation|consultation|permanent|stationary|p\s?&\s?s|pr-?\d|discharge|operative|radiology|imaging|clinical)\b/i;

/** The heading's head phrase: what precedes a qualifier after a dash, a colon or a parenthesis. */
function headPhrase(line: string): string {
  return (line.split(/\s+-+\s+|:|\(/)[0] ?? '')
    .replace(/[^A-Za-z0-9&'\- ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The kind the head phrase's last word names, when it names one. */
function kindOf(phrase: string): HeadingKind | undefined {
  const last = (phrase.split(' ').pop() ?? '').toLowerCase();
  if (last === 'letter' || last === 'correspondence') return 'letter';
  // A notice of a decision or an appointment, named by what it decides ("MEDICAL DETERMINATION NOTICE", "Appointment
  // Notice"): a word before it, so a lone "NOTICE:" opening a line of warnings is none.
  if (last === 'notice' && phrase.split(' ').length >= 2 && !/\bprivacy\b/i.test(phrase)) return 'notice';
  if (last === 'report' && CLINICAL_QUALIFIER.test(phrase)) return 'physician_report';
  if (last === 'agreement' || last === 'contract' || last === 'lease') return 'agreement';
  return undefined;
}

/** The first `count` lines of the first page that hold words, without markdown's heading and emphasis marks, which are not a heading's words. */
export function firstPageHead(pages: readonly string[], count: number): string[] {
  return cleanText(pages[0] ?? '')
    .split('\n')
    .map((l) =>
      l
        .replace(/^\s*#+\s*/, '')
        .replace(/\*+/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean)
    .slice(0, count);
}

/** The kind the paper's own heading names: the first heading line at the top of its first page that names one. */
export function headingKind(pages: readonly string[]): HeadingKind | undefined {
  const lines = firstPageHead(pages, HEAD_LINES);
  for (const line of lines) {
    if (REFERENCE.test(line) || !headingShaped(line)) continue;
    const kind = kindOf(headPhrase(line));
    if (kind) return kind;
  }
  return undefined;
}
