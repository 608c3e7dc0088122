/**
 * Hand-written domain cues: named, explainable features that a bag of words cannot express well (form numbers,
 * letter structure, Q/A transcript lines, rows of charges, where a phrase sits on the page) or that must survive
 * OCR noise (phrases are matched on skeletons, see phrase.ts). Each cue yields a number in about [0, 1]; the
 * trained model decides how much each one counts for each type, and the weights are readable in the model file.
 *
 * Changing this list changes the feature layout: retrain (scripts/train.ts). The model file records the cue
 * names and the loader refuses a model whose names differ.
 */
import { DOCUMENT_TYPES, type DocumentType } from '@wcab/contract';
import { cleanText, nonEmptyLines, skeleton } from './normalize';
import { countMatches, hasMatch, phraseRegex } from './phrase';

export interface CueContext {
  /** cleaned full text */
  text: string;
  /** skeleton of the full text */
  sk: string;
  /** skeleton of the first ~25 non-empty lines of page 1, where titles and letter openings live */
  topSk: string;
  lines: string[];
  words: number;
  pageCount: number;
  titleType: DocumentType | undefined;
}

type Cue = [name: string, value: (c: CueContext) => number];

/** Saturating count: 0, 1 -> 0.5, 3 -> 0.75, ... so one stray mention counts for less than a pattern. */
function sat(n: number, half = 1): number {
  return n / (n + half);
}

function phraseCount(...phrases: string[]): (c: CueContext) => number {
  const re = phraseRegex(...phrases);
  return (c) => sat(countMatches(re, c.sk));
}

function phraseTop(...phrases: string[]): (c: CueContext) => number {
  const re = phraseRegex(...phrases);
  return (c) => (hasMatch(re, c.topSk) ? 1 : 0);
}

function lineShare(re: RegExp, half = 0.1): (c: CueContext) => number {
  return (c) => {
    if (c.lines.length === 0) return 0;
    let n = 0;
    for (const l of c.lines) if (re.test(l)) n++;
    return sat(n / c.lines.length, half);
  };
}

function lineCount(re: RegExp, half = 1): (c: CueContext) => number {
  return (c) => {
    let n = 0;
    for (const l of c.lines) if (re.test(l)) n++;
    return sat(n, half);
  };
}

function regexCount(re: RegExp, half = 1): (c: CueContext) => number {
  return (c) => {
    re.lastIndex = 0;
    return sat((c.text.match(re) ?? []).length, half);
  };
}

const DOMAIN_WORDS = phraseRegex(
  'applicant', 'employer', 'employee', 'injury', 'injured', 'industrial', 'claim', 'claims', 'claimant', 'wcab',
  'workers compensation', 'appeals board', 'labor code', 'adjuster', 'insurance', 'insured', 'carrier', 'defendant',
  'defendants', 'attorney', 'counsel', 'disability', 'medical', 'treatment', 'physician', 'patient', 'diagnosis',
  'hearing', 'judge', 'lien', 'qme', 'ame', 'dwc', 'benefits', 'settlement', 'award', 'deposition', 'subpoena',
  'records', 'apportionment', 'impairment', 'examination', 'evaluation', 'date of injury', 'adj',
);

/** Every type a title can name: all but `unknown`, in the contract's order (the model's feature order). */
const TITLE_TYPES: DocumentType[] = DOCUMENT_TYPES.filter((t) => t !== 'unknown');

const CUES: Cue[] = [
  // --- domain presence: what separates every WCAB document from a recipe or a manual
  ['domain_density', (c) => sat((countMatches(DOMAIN_WORDS, c.sk) / Math.max(20, c.words)) * 10, 0.5)],
  // ADJ numbers as OCR reads them too: "ADIJ8787749", "AD J 1234567", "ADJ l234567".
  ['adj_number', regexCount(/\bA\s?[DO0]\s?[IJl1|]{1,2}\s?[0-9OIlSB]{6,9}\b/g)],
  ['claim_number', phraseCount('claim no', 'claim number', 'claim', 'claims administrator')],
  ['date_of_injury', phraseCount('date of injury', 'doi', 'dates of injury', 'date of lnjury')],
  ['wcab_name', phraseCount('workers compensation appeals board', 'appeals board', 'wcab')],
  ['labor_code', phraseCount('labor code', 'lab code', 'ccr', 'code of regulations')],
  ['caption', (c) => (/\bapplicant\s*,?\s*(?:\n\s*)?(?:vs?\.?|versus)\b/i.test(c.text) ? 1 : 0) + (/\bdefendants?\s*\.?\s*$/im.test(c.text) ? 0.5 : 0)],
  ['penalty_of_perjury', phraseCount('under penalty of perjury')],
  // --- titles found by titles.ts (one-hot by type)
  ...TITLE_TYPES.map((t): Cue => [`title_${t}`, (c) => (c.titleType === t ? 1 : 0)]),
  ['no_title', (c) => (c.titleType === undefined ? 1 : 0)],
  // --- medical reports
  ['pr2_pr4', (c) => (/ pr ?[24] /.test(c.sk) ? 1 : 0)],
  ['treating_physician', phraseCount('primary treating physician', 'treating physician', 'ptp')],
  ['med_legal', phraseCount('qualified medical evaluator', 'agreed medical evaluator', 'medical legal', 'qme', 'ame', 'pqme')],
  ['exam_sections', lineCount(/^(history( of (present )?(injury|illness))?|subjective( complaints)?|objective( findings)?|physical exam(ination)?|diagnos[ie]s|impression|assessment|plan|treatment plan|work status|impairment( rating)?|apportionment|causation|discussion|review of (medical )?records|future medical( care)?|work restrictions|past medical history|medications|allergies|chief complaint|disability status|permanent and stationary( status)?|recommendations?|conclusions?)\s*:?$/i, 2)],
  ['icd_codes', regexCount(/\b[A-TV-Z][0-9O]{2}\.[0-9A-Z]{1,4}\b/g, 2)],
  ['clinical', phraseCount('range of motion', 'tenderness', 'palpation', 'examination', 'diagnosis', 'diagnoses', 'mri', 'x ray', 'physical therapy', 'prescribed', 'medication', 'whole person impairment', 'maximum medical improvement', 'permanent and stationary', 'temporarily totally disabled', 'modified duty', 'range of', 'reflexes', 'strength', 'symptoms')],
  ['first_person_exam', phraseCount('i examined', 'was evaluated', 'on examination', 'my examination', 'in my opinion', 'my opinion', 'reasonable medical probability', 'examined the patient')],
  // --- WCAB forms
  ['dwc_form_no', (c) => (/ dwc ?(ca)? ?form /.test(c.sk) || / wcab ?form /.test(c.sk) ? 1 : 0)],
  ['form_10250', (c) => (/ lo ?2 ?so/.test(c.sk) ? 1 : 0)],
  ['form_10232', (c) => (/ lo ?2 ?32/.test(c.sk) ? 1 : 0)],
  ['form_10214', (c) => (/ lo ?2 ?l ?4/.test(c.sk) ? 1 : 0)],
  ['checkbox', lineShare(/^\s*(\[\s*[xX✓]?\s*\]|☐|☒|[xX]\s+[A-Z][a-z])/, 0.05)],
  ['hearing_notice', phraseCount('you are hereby notified', 'has been set for', 'set for hearing', 'will be held', 'official address record', 'failure to appear')],
  ['readiness', phraseCount('declaration of readiness', 'ready to proceed', 'good faith effort', 'mandatory settlement conference', 'expedited hearing')],
  ['service', phraseCount('proof of service', 'i served', 'served the foregoing', 'by mail', 'electronic service', 'declarant', 'not a party to the within action', 'over the age of')],
  ['settlement_doc', phraseCount('compromise and release', 'stipulations with request for award', 'request for award', 'stipulated', 'the parties stipulate', 'stipulate')],
  ['separator_sheet', phraseTop('document separator sheet', 'document title', 'document type')],
  // --- correspondence
  ['dear', lineCount(/^\s*(dear|to whom it may concern|hello|hi)\b/i)],
  ['closing', lineCount(/^\s*(sincerely|very truly yours|yours truly|respectfully( submitted)?|best regards|kind regards|regards|cordially|thank you),?\s*$/i)],
  ['re_line', lineCount(/^\s*(re|subject|regarding)\s*:/i)],
  ['cc_line', lineCount(/^\s*(cc|bcc|enclosures?|encl|attachments?)\s*[:.]/i)],
  ['letter_phrases', phraseCount('please be advised', 'please find', 'enclosed please find', 'this office represents', 'our client', 'your client', 'please contact', 'if you have any questions', 'thank you for', 'please do not hesitate', 'we have received', 'please advise', 'we are writing', 'this letter', 'please call')],
  ['via_delivery', phraseCount('via email', 'via facsimile', 'via fax', 'via u s mail', 'via certified mail', 'sent via', 'by fax')],
  ['second_person', (c) => sat((c.text.match(/\byou(r)?\b/gi) ?? []).length / Math.max(50, c.words) * 20, 0.5)],
  // --- deposition transcripts
  ['deposition_of', phraseCount('deposition of', 'deposition transcript', 'deponent', 'videotaped deposition')],
  // "Q. Where...", "Q   Where...", "12  A  Yes." (with or without the line number OCR may keep).
  ['qa_lines', lineShare(/^\s*\d{0,2}\s*[QA0](\s*[.:]\s*|\s{2,}|\s(?=[A-Z]))\S/, 0.08)],
  ['numbered_lines', lineShare(/^\s*([1-9]|1\d|2[0-5])\s+\S/, 0.15)],
  ['transcript_words', phraseCount('examination', 'by mr', 'by ms', 'reported by', 'certified shorthand reporter', 'csr no', 'court reporter', 'appearances', 'the witness', 'whereupon', 'under oath', 'sworn', 'off the record', 'on the record', 'exhibit', 'objection')],
  // --- subpoenas
  ['subpoena', phraseCount('subpoena duces tecum', 'subpoena', 'duces tecum', 'sdt')],
  ['custodian', phraseCount('custodian of records', 'custodian of the records', 'business records', 'you are ordered to produce', 'produce the', 'contempt', 'disobedience', 'the people of the state of california')],
  // --- orders
  ['ordered', phraseCount('it is ordered', 'it is further ordered', 'good cause appearing', 'so ordered', 'is hereby ordered', 'orders as follows', 'it is hereby ordered')],
  ['judge', phraseCount('administrative law judge', 'workers compensation judge', 'wcj', 'hon', 'honorable', 'judge')],
  ['decision_words', phraseCount('findings of fact', 'award is made', 'opinion on decision', 'findings and award', 'findings and order', 'taken off calendar', 'off calendar', 'approved', 'dismissed', 'disposition', 'minutes of hearing', 'the matter is', 'decision')],
  // --- billing
  ['claim_form_1500', phraseCount('health insurance claim form', 'cms 1500', 'form 1500', 'nucc', 'hcfa', 'ub 04', 'npi')],
  ['bill_review', phraseCount('explanation of review', 'bill review', 'allowed', 'reason code', 'omfs', 'official medical fee schedule', 'fee schedule', 'independent bill review', 'second review', 'paid', 'reduced')],
  ['bill_words', phraseCount('itemized', 'balance due', 'total billed', 'total charges', 'total charge', 'amount due', 'amount paid', 'charges', 'cpt', 'hcpcs', 'units', 'dos', 'tax id', 'invoice', 'statement date', 'billed', 'payment', 'remit')],
  ['money', regexCount(/\$\s?\d[\d,]*(\.\d\d)?/g, 4)],
  ['money_lines', lineShare(/\$\s?\d[\d,]*\.\d\d\s*$/, 0.1)],
  ['procedure_codes', regexCount(/\b(9\d{4}|7\d{4}|2\d{4}|[JG]\d{4}|ML\s?1\d\d|WC\s?0\d\d)\b/g, 3)],
  ['lien', phraseCount('lien', 'lien claimant', 'liens')],
  // --- shape
  ['length', (c) => sat(c.words / 400, 1)],
  ['pages', (c) => sat(c.pageCount - 1, 2)],
  ['short_lines', lineShare(/^.{1,30}$/, 0.3)],
  ['bullets', lineShare(/^\s*(\*|-|•|\d+\.)\s+\S/, 0.1)],
];

export const CUE_NAMES: readonly string[] = CUES.map(([n]) => n);

/** `firstPageLines`: nonEmptyLines() of the first page, when the caller has them already. */
export function cueContext(
  pages: string[],
  titleType: DocumentType | undefined,
  firstPageLines = nonEmptyLines(pages[0] ?? ''),
): CueContext {
  const text = cleanText(pages.join('\n\f\n'));
  const lines = nonEmptyLines(text);
  return {
    text,
    sk: skeleton(text),
    topSk: skeleton(firstPageLines.slice(0, 25).join('\n')),
    lines,
    words: (text.match(/[A-Za-z]{2,}/g) ?? []).length,
    pageCount: pages.length,
    titleType,
  };
}

/** Cue values in CUE_NAMES order. */
export function cueValues(ctx: CueContext): number[] {
  return CUES.map(([, f]) => {
    const v = f(ctx);
    return Number.isFinite(v) ? Math.min(2, Math.max(0, v)) : 0;
  });
}
