/**
 * Finds a document's own title: the first heading near the top of the first page that names a known kind of
 * WCAB document. The title is reported to callers (summaries, activity types) and its kind is one feature of the
 * classifier; the classifier still decides the type, so a title we know nothing about does no harm.
 *
 * Titles are returned in a canonical spelling rather than as printed, because OCR text is often garbled
 * ("N0TICE OF HEARlNG") and callers want a clean label.
 */
import type { DocumentType } from '@wcab/contract';
import { nonEmptyLines, skeleton, upperRatio } from './normalize';
import { phraseRegex } from './phrase';

/** Fine-grained kinds; the activity matcher maps them to a caller's labels. */
export type Concept =
  | 'application'
  | 'dor'
  | 'notice_of_hearing'
  | 'minutes'
  | 'hearing'
  | 'stipulations'
  | 'settlement'
  | 'compromise_release'
  | 'proof_of_service'
  | 'separator'
  | 'petition'
  | 'legal'
  | 'claim_form'
  | 'qme_report'
  | 'ptp_report'
  | 'medical_report'
  | 'correspondence'
  | 'deposition'
  | 'subpoena'
  | 'order'
  | 'order_approving_cr'
  | 'findings_award'
  | 'billing'
  | 'lien'
  | 'other';

export interface TitleMatch {
  title: string;
  type: DocumentType;
  concept: Concept;
  /** Where the title is printed: the page (0-based) and the line (or two wrapped lines) as read, whitespace squashed. */
  at?: { page: number; line: string };
}

interface TitleRule {
  re: RegExp;
  type: DocumentType;
  concept: Concept;
  title: string | ((line: string) => string);
}

const SMALL_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);
const ACRONYMS = new Set(['QME', 'AME', 'PQME', 'PTP', 'WCAB', 'DWC', 'MRI', 'EMG', 'IMR', 'UR', 'EOR', 'CMS', 'II', 'III']);

/** "ORDER DISMISSING LIEN CLAIM" -> "Order Dismissing Lien Claim". */
export function titleCase(line: string): string {
  const words = line
    .replace(/[^A-Za-z0-9'&()\-.,/ ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ');
  return words
    .map((w, i) => {
      const upper = w.toUpperCase();
      if (ACRONYMS.has(upper.replace(/[^A-Z]/g, ''))) return upper;
      const lower = w.toLowerCase();
      if (i > 0 && SMALL_WORDS.has(lower)) return lower;
      return lower.replace(/(^|[-(/])([a-z])/g, (_m, p: string, c: string) => p + c.toUpperCase());
    })
    .join(' ')
    .replace(/[\s,.;:-]+$/, '');
}

function medLegalTitle(line: string): string {
  const s = skeleton(line);
  const who = / agreed /.test(s)
    ? 'Agreed Medical Evaluator'
    : / panel /.test(s) || / pqme /.test(s)
      ? 'Panel Qualified Medical Evaluator'
      : / ame /.test(s)
        ? 'Agreed Medical Evaluator'
        : 'Qualified Medical Evaluator';
  const what = /supplemental/.test(s)
    ? 'Supplemental Report'
    : /re ?evaluatlon/.test(s)
      ? 'Re-Evaluation Report'
      : /comprehenslve|lnltlal|medlcal ?legal/.test(s)
        ? 'Comprehensive Medical-Legal Evaluation'
        : 'Report';
  return `${who}'s ${what}`;
}

function depositionTitle(line: string): string {
  const m = /deposition\s+of\s+(?:the\s+)?(?:applicant\s+)?([A-Za-z][A-Za-z .,'-]{2,60})/i.exec(line);
  const name = m?.[1]?.replace(/[,.\s]+$/, '').trim();
  if (!name || name.split(/\s+/).length > 5 || /\d/.test(name)) return 'Deposition Transcript';
  return `Deposition of ${titleCase(name)}`;
}

function rule(type: DocumentType, concept: Concept, title: TitleRule['title'], ...phrases: string[]): TitleRule {
  return { re: phraseRegex(...phrases), type, concept, title };
}

/** Line-start rule: the skeleton of the heading begins with one of the phrases. */
function startRule(type: DocumentType, concept: Concept, title: TitleRule['title'], ...phrases: string[]): TitleRule {
  const inner = phraseRegex(...phrases).source;
  return { re: new RegExp(`^ ${inner}`), type, concept, title };
}

/** Most specific first: a line is tested against every rule in this order. */
const RULES: TitleRule[] = [
  rule('wcab_form', 'separator', 'Document Separator Sheet', 'document separator sheet'),
  rule(
    'court_order',
    'order_approving_cr',
    'Order Approving Compromise and Release',
    'order approving compromise and release',
    'order approving compromise release',
    'order approving c r',
  ),
  rule('court_order', 'findings_award', 'Joint Findings and Award', 'joint findings and award'),
  rule('court_order', 'findings_award', 'Findings and Award', 'findings and award', 'findings of fact and award', 'findings award'),
  rule('court_order', 'findings_award', 'Findings and Order', 'findings and order', 'findings of fact and order', 'findings and orders'),
  rule(
    'court_order',
    'order',
    'Order Taking Off Calendar',
    'order taking off calendar',
    'order taking matter off calendar',
    'order off calendar',
    'order taking case off calendar',
  ),
  rule('court_order', 'minutes', 'Minutes of Hearing', 'minutes of hearing', 'minutes of hearing and summary of evidence', 'minute order', 'minutes and order'),
  rule('court_order', 'order', 'Notice of Intention', 'notice of intention to'),
  rule('court_order', 'order', 'Report and Recommendation on Petition for Reconsideration', 'report and recommendation'),
  rule('court_order', 'order', (l) => titleCase(l), 'opinion and order', 'decision after reconsideration', 'opinion and decision after reconsideration'),
  rule('wcab_form', 'legal', 'Objection to Declaration of Readiness to Proceed', 'objection to declaration of readiness'),
  rule('wcab_form', 'legal', 'Pre-Trial Conference Statement', 'pre trial conference statement', 'pretrial conference statement'),
  rule(
    'wcab_form',
    'stipulations',
    'Stipulations with Request for Award',
    'stipulations with request for award',
    'stipulations with request for an award',
    'stipulation with request for award',
  ),
  rule('wcab_form', 'compromise_release', 'Compromise and Release', 'compromise and release', 'compromise release agreement'),
  rule('wcab_form', 'application', 'Application for Adjudication of Claim', 'application for adjudication of claim', 'application for adjudication'),
  rule('wcab_form', 'dor', 'Declaration of Readiness to Proceed', 'declaration of readiness to proceed', 'declaration of readiness'),
  rule(
    'wcab_form',
    'notice_of_hearing',
    'Notice of Hearing',
    'notice of hearing',
    'notice of mandatory settlement conference',
    'notice of status conference',
    'notice of trial',
    'notice of lien conference',
    'notice of expedited hearing',
    'notice of priority conference',
    'notice of conference',
  ),
  rule('wcab_form', 'proof_of_service', 'Proof of Service', 'proof of service', 'declaration of service', 'proof of electronic service'),
  rule(
    'wcab_form',
    'claim_form',
    "Workers' Compensation Claim Form (DWC 1)",
    'workers compensation claim form',
    'dwc 1 claim form',
    'employees claim for workers compensation benefits',
  ),
  rule('wcab_form', 'legal', 'Substitution of Attorney', 'substitution of attorney', 'substitution of attorneys'),
  rule('wcab_form', 'legal', 'Document Cover Sheet', 'document cover sheet'),
  rule('wcab_form', 'legal', 'Answer to Application', 'answer to application'),
  startRule('wcab_form', 'petition', (l) => titleCase(l), 'petition for', 'petition to', 'verified petition'),
  rule('correspondence', 'correspondence', 'Notice of Delay', 'notice of delay', 'delay in decision', 'delay notice', 'notice regarding delay'),
  rule('correspondence', 'correspondence', 'Notice of Denial', 'notice of denial', 'denial of claim', 'claim denial', 'denial notice'),
  rule('correspondence', 'correspondence', 'Notice of Panel QME Appointment', 'notice of panel qme appointment', 'panel qme appointment'),
  rule(
    'correspondence',
    'correspondence',
    'Notice of QME Appointment',
    'notice of qme appointment',
    'qme appointment',
    'ame appointment',
    'notice of appointment',
    'appointment notification',
    'appointment confirmation',
  ),
  rule(
    'correspondence',
    'correspondence',
    'Benefit Notice',
    'notice regarding temporary disability',
    'notice regarding permanent disability',
    'benefit notice',
    'notice of benefits',
    'notice of offer of regular work',
    'notice of offer of modified',
  ),
  rule('correspondence', 'correspondence', 'Fax Cover Sheet', 'fax cover sheet', 'facsimile cover sheet', 'facsimile transmittal', 'fax transmittal'),
  rule('subpoena', 'subpoena', 'Deposition Subpoena for Production of Business Records', 'deposition subpoena for production of business records'),
  rule('subpoena', 'subpoena', 'Subpoena Duces Tecum', 'subpoena duces tecum', 'subpoena duces'),
  startRule('subpoena', 'subpoena', 'Subpoena', 'subpoena', 'civil subpoena', 'deposition subpoena'),
  rule('deposition', 'deposition', depositionTitle, 'videotaped deposition of', 'video deposition of', 'deposition of'),
  rule('deposition', 'deposition', 'Deposition Transcript', 'deposition transcript', 'reporters transcript of deposition'),
  rule(
    'medical_report',
    'ptp_report',
    "Primary Treating Physician's Permanent and Stationary Report (PR-4)",
    'permanent and stationary report',
    'pr 4',
    'permanent stationary report',
    'p s report',
  ),
  rule(
    'medical_report',
    'ptp_report',
    "Primary Treating Physician's Progress Report (PR-2)",
    'primary treating physicians progress report',
    'pr 2',
    'treating physicians progress report',
  ),
  rule(
    'medical_report',
    'ptp_report',
    "Primary Treating Physician's Initial Report",
    'primary treating physicians initial',
    'initial orthopedic evaluation',
    'initial comprehensive orthopedic',
  ),
  rule(
    'medical_report',
    'ptp_report',
    "Doctor's First Report of Occupational Injury or Illness",
    'doctors first report of occupational injury',
    'doctors first report',
  ),
  rule(
    'medical_report',
    'qme_report',
    medLegalTitle,
    'qualified medical evaluator',
    'agreed medical evaluator',
    'qualified medical evaluation',
    'agreed medical evaluation',
    'qme report',
    'ame report',
    'pqme report',
    'qme re evaluation',
    'qme supplemental',
    'ame supplemental',
    'panel qme',
  ),
  rule(
    'medical_report',
    'qme_report',
    'Medical-Legal Evaluation',
    'comprehensive medical legal evaluation',
    'medical legal evaluation',
    'medical legal report',
    'med legal report',
  ),
  rule('medical_report', 'medical_report', 'Operative Report', 'operative report', 'operation report', 'surgical report'),
  rule(
    'medical_report',
    'medical_report',
    'MRI Report',
    'mri report',
    'magnetic resonance imaging',
    'mri of the',
    'radiology report',
    'diagnostic imaging report',
  ),
  rule(
    'medical_report',
    'medical_report',
    'Physical Therapy Report',
    'physical therapy evaluation',
    'physical therapy progress',
    'physical therapy daily note',
    'physical therapy initial',
    'physical therapy re evaluation',
  ),
  rule(
    'medical_report',
    'medical_report',
    'Electrodiagnostic Report (EMG/NCV)',
    'electrodiagnostic',
    'emg ncv',
    'nerve conduction study',
    'nerve conduction studies',
    'electromyography',
  ),
  rule('medical_report', 'medical_report', 'Functional Capacity Evaluation', 'functional capacity evaluation'),
  rule('medical_report', 'medical_report', 'Psychological Evaluation', 'psychological evaluation', 'psychiatric evaluation', 'psychological report'),
  rule(
    'medical_report',
    'medical_report',
    'Consultation Report',
    'consultation report',
    'orthopedic consultation',
    'neurological consultation',
    'initial consultation',
    'pain management consultation',
  ),
  rule('medical_report', 'medical_report', 'Discharge Summary', 'discharge summary'),
  rule('medical_report', 'medical_report', 'Progress Note', 'progress note', 'office visit note', 'follow up visit', 'chart note'),
  rule(
    'medical_report',
    'medical_report',
    'Medical Report',
    'medical report',
    'narrative medical report',
    'medical narrative',
    'supplemental medical report',
    'orthopedic report',
    'medical evaluation',
  ),
  rule('billing', 'billing', 'Health Insurance Claim Form (CMS-1500)', 'health insurance claim form', 'cms 1500', 'hcfa 1500'),
  rule('billing', 'billing', 'UB-04 Claim Form', 'ub 04'),
  rule('billing', 'billing', 'Explanation of Review', 'explanation of review', 'explanation of bill review', 'explanation of benefits'),
  rule('billing', 'billing', 'Request for Second Bill Review', 'request for second bill review', 'second bill review'),
  rule('billing', 'lien', 'Lien Itemization', 'lien itemization', 'itemization of lien', 'itemized lien'),
  rule('billing', 'lien', 'Notice and Request for Allowance of Lien', 'notice and request for allowance of lien'),
  rule(
    'billing',
    'billing',
    'Itemized Statement',
    'itemized statement',
    'itemized bill',
    'itemized billing',
    'statement of services',
    'statement of charges',
    'billing statement',
    'statement of account',
    'itemization of charges',
    'pharmacy bill',
    'pharmacy invoice',
  ),
  startRule('billing', 'billing', 'Invoice', 'invoice', 'medical invoice', 'copy service invoice'),
  startRule('court_order', 'order', (l) => titleCase(l), 'order', 'amended order', 'joint order'),
];

/** Lines that quote another document ("RE: Compromise and Release") rather than title this one. */
const REFERENCE_LINE = /^(re|subject|regarding|enclosed?|enclosures?|cc|attn|documents? served|described as)\b/i;

function isHeading(line: string): boolean {
  return line.length <= 110 && upperRatio(line) >= 0.6 && /[A-Za-z]{3}/.test(line);
}

function longestMatch(re: RegExp, text: string): number {
  if (!re.global) return re.exec(text)?.[0].length ?? 0;
  let best = 0;
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) best = Math.max(best, m[0].length);
  re.lastIndex = 0;
  return best;
}

interface Ranked {
  match: TitleMatch;
  /** position of the rule in RULES: lower is more specific */
  rank: number;
}

const SENTENCE_GOES_ON = /^\s*(?!l[^aeiouyl\s])[a-z]/;

function matchLine(line: string, loose: boolean): Ranked | undefined {
  if (REFERENCE_LINE.test(line)) return undefined;
  const sk = skeleton(line);
  const heading = isHeading(line);
  for (let rank = 0; rank < RULES.length; rank++) {
    const r = RULES[rank] as TitleRule;
    const longest = longestMatch(r.re, sk);
    if (longest === 0) continue;
    // A title-case heading ("Notice of Hearing") qualifies when the title is most of the line; a line that
    // starts in lower case continues a sentence ("file a Declaration of Readiness to Proceed to an"), unless
    // it is OCR's l for a capital I ("lnitial", "ltemized": no English word starts l + consonant).
    if (!heading && !(loose && line.length <= 80 && !SENTENCE_GOES_ON.test(line) && longest >= 0.5 * sk.trim().length)) continue;
    const title = typeof r.title === 'string' ? r.title : r.title(line);
    return { match: { title, type: r.type, concept: r.concept }, rank };
  }
  return undefined;
}

function searchLines(lines: string[]): TitleMatch | undefined {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const single = matchLine(line, true);
    // Titles wrap ("ORDER APPROVING COMPROMISE" / "AND RELEASE"): the two lines together may name a more
    // specific document than the first line alone.
    const next = lines[i + 1];
    // OCR may read the caption's left column into the same line ("Vs. AND RELEASE"): drop that token.
    const rest = next?.replace(/^(vs?\.?|versus|applicant,?|defendants?\.?)\s+/i, '');
    const joined = rest !== undefined && isHeading(line) && isHeading(rest) ? matchLine(`${line} ${rest}`, false) : undefined;
    if (joined && (!single || joined.rank < single.rank)) return { ...joined.match, at: { page: 0, line: `${line} ${rest}` } };
    if (single) return { ...single.match, at: { page: 0, line } };
  }
  return undefined;
}

/** The document's own title, from the top of its first page (or the second, behind a cover sheet). */
export function findTitle(pages: string[]): TitleMatch | undefined {
  const first = nonEmptyLines(pages[0] ?? '').slice(0, 60);
  const hit = searchLines(first);
  // Behind a fax cover or a near-empty first page, the second page carries the title the caller wants.
  const cover = hit ? /Fax/.test(hit.title) : first.length < 12;
  if (cover && pages.length > 1) {
    const second = searchLines(nonEmptyLines(pages[1] ?? '').slice(0, 40));
    if (second) return { ...second, at: second.at && { ...second.at, page: 1 } };
  }
  return hit;
}
