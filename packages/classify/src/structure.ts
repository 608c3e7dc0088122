/**
 * The answer by the paper's structure, after the model (issue 31): rules read from where a kind of paper prints
 * what it is (its issuer and own title, scope.ts; who it greets and who signs, letter.ts; whether it is written to
 * anyone at all, reader.ts), not features, so the trained weights stand. Kept apart from classify.ts, which loads
 * the shipped model, so that the leave-one-family-out evaluation applies the same rules to its own fold models
 * (eval/lofo) and measures the answers the service gives.
 */
import type { DocumentType } from '@wcab/contract';
import { namesParties, showsMoney } from './bill';
import { proofOfService, subpoenaByCommand } from './anyCourtKind';
import { emailBody } from './emailReply';
import { emailHeaders, letterShape } from './letter';
import { framedLetter } from './letterFrame';
import { blankCourtForm, courtNotice } from './courtNotice';
import { courtOpinion } from './courtOpinion';
import { courtOrder } from './courtOrder';
import { medicalForm } from './medicalForm';
import { swornStatement } from './partyPaper';
import { headingKind } from './ownHeading';
import { letterByTitle, opensWithAddressee } from './publishedLetter';
import { writtenToSomeone } from './reader';
import { labReport } from './labReport';
import { aboutSomeone, physicianOpinionLetter, speaksToReader } from './physicianLetter';
import { prescription } from './prescription';
import { proceduresDocument, publishedBookPages } from './publishedWork';
import { tillReceipt } from './receipt';
import { outOfScope, wcAgencyForm, wcAgencyPaper } from './scope';
import { servedPaper } from './served';
import { proceedingRecord, speakerTurns, titledTestimony } from './transcript';

/** A printed title that names the paper a letter ("Letter Requesting Correction of Order"); a letter brief is a brief. */
const LETTER_TITLE = /^(?:open\s+)?letter\b(?!\s+briefs?\b)/i;

/** The most an `unknown` answer on a paper that greets its reader may be. */
const LETTER_DOUBT = 0.5;

export interface StructureTitles {
  /** The document's own title as its layout prints it (classify.ts ClassifyOptions.ownTitle). */
  ownTitle?: string;
  /** Its own title however found (ClassifyOptions.documentTitle). */
  documentTitle?: string;
  /** The known title the classifier read (titles.ts). */
  knownTitle?: string;
}

/** A probability as answered: four decimals (classify.ts rounds the model's the same way). */
export const round = (x: number) => Math.round(x * 10000) / 10000;

function swap(scores: Record<DocumentType, number>, from: DocumentType, to: DocumentType): void {
  [scores[from], scores[to]] = [scores[to], scores[from]];
}

/**
 * The model's next type after `ruledOut`, which the paper's structure rules out: every type's probability becomes
 * the model's given that the paper is not `ruledOut` (its share spread over the others in their proportions).
 */
function nextType(scores: Record<DocumentType, number>, ruledOut: DocumentType): DocumentType {
  const others = 1 - scores[ruledOut];
  const types = (Object.keys(scores) as DocumentType[]).filter((t) => t !== ruledOut);
  for (const t of types) scores[t] = others > 0 ? round(scores[t] / others) : round(1 / types.length);
  scores[ruledOut] = 0;
  return types.reduce((a, b) => (scores[b] > scores[a] ? b : a));
}

/** An `unknown` held to at most even odds (LETTER_DOUBT), the rest given to `kind`, which the paper's structure suggests. */
function doubtUnknown(scores: Record<DocumentType, number>, kind: DocumentType): void {
  scores[kind] = round(scores[kind] + scores.unknown - LETTER_DOUBT);
  scores.unknown = LETTER_DOUBT;
}

/**
 * Which of the paper's structure rules decided the answer (ruleConfidence.ts sets such an answer's probability from
 * how often the rule was right). Absent when the model's own top type is answered.
 */
export type StructureRule =
  | 'heading-letter'
  | 'heading-report'
  | 'out-of-scope'
  | 'email-headers'
  | 'email-body'
  | 'published-letter'
  | 'medical-form'
  | 'prescription'
  | 'lab-report'
  | 'till-receipt'
  | 'served-paper'
  | 'letter-shape'
  | 'doubted-letter'
  | 'doubted-record'
  | 'not-written-to-anyone'
  | 'no-money-no-parties'
  | 'agreement-not-bill'
  | 'speaker-turns-not-order'
  | 'court-notice'
  | 'court-opinion'
  | 'court-order'
  | 'blank-court-form'
  | 'deposition-title'
  | 'wc-agency-form'
  | 'physician-opinion-letter'
  | 'heading-notice'
  | 'no-patient'
  | 'published-book'
  | 'procedures-document'
  | 'subpoena-command'
  | 'proof-of-service';

/** A paper that speaks to its reader at least once. */
const ADDRESSES_READER = /\byour?\b/i;

/** The answer by the paper's structure and the rule that decided it (none: the model's top type stands). */
export interface StructureAnswer {
  type: DocumentType;
  rule?: StructureRule;
}

/** A type the paper's structure rules out, when `ruledOut` says so. */
interface RuledOut {
  type: DocumentType;
  rule: StructureRule;
  ruledOut: (pages: readonly string[]) => boolean;
}

const RULED_OUT: readonly RuledOut[] = [
  // Correspondence is written to someone. A paper that names no reader (no greeting, no recipient line) and does
  // not close as a letter is none, whatever its words share with letters (a separator sheet's label/value lines
  // read like a fax cover's, a proof of service lists addresses).
  // A paper whose own structure shows it to be correspondence (a printed e-mail, a reply under its quoted message, a
  // list's copy, a published or framed letter, a court's notice: OUT_OF_DOMAIN_KINDS) is written to someone, whether or
  // not it greets its reader ("Hi folks", no greeting at all in a short reply).
  { type: 'correspondence', rule: 'not-written-to-anyone', ruledOut: (pages) => !writtenToSomeone(pages) && !showsCorrespondence(pages) },
  // A bill is money between parties (bill.ts). A table of figures that names nobody who owes, pays or was served,
  // is written to no one and whose figures are not money (counts, rates: statistics) is no bill.
  { type: 'billing', rule: 'no-money-no-parties', ruledOut: (pages) => !showsMoney(pages) && !namesParties(pages) && !writtenToSomeone(pages) },
  // An agreement (a lease, a contract) states rent, fees and prices between named parties, as a bill does, but its
  // own heading names it what it is (ownHeading.ts): it bills nobody.
  { type: 'billing', rule: 'agreement-not-bill', ruledOut: (pages) => headingKind(pages) === 'agreement' },
  // A record of what was said (transcript.ts: speaker turns, ordering nothing) is no order, however much the words
  // of its caption and its bench share with an order's.
  { type: 'court_order', rule: 'speaker-turns-not-order', ruledOut: speakerTurns },
  // A medical report is about someone (physicianLetter.ts aboutSomeone: a patient, an examinee, a worker, named or
  // as he or she). A health article written to "you" (speaksToReader) shares its words and concerns no one.
  { type: 'medical_report', rule: 'no-patient', ruledOut: (pages) => !aboutSomeone(pages) && speaksToReader(pages) },
];

/** A kind a paper's structure shows it to be, whatever its words: read for a paper the model put outside the domain. */
interface OutOfDomainKind {
  type: DocumentType;
  rule: StructureRule;
  is: (pages: readonly string[]) => boolean;
}

const OUT_OF_DOMAIN_KINDS: readonly OutOfDomainKind[] = [
  // A court's own notice (courtNotice.ts: under its caption, titled a notice, in the court's voice, sent out by the
  // court): correspondence, as the court's e-mail notices are.
  { type: 'correspondence', rule: 'court-notice', is: courtNotice },
  // A court's opinion (courtOpinion.ts: under a court's name, in the deciding court's voice, ending in its disposition
  // in its own voice): the court's decision, `court_order`, whatever the court and the subject.
  { type: 'court_order', rule: 'court-opinion', is: courtOpinion },
  // So is a court's order (courtOrder.ts: under a court's name, titled an order or a judgment, ordering in the court's
  // own voice or signed by the bench, not a party's paper): another state's trial order or a referee's order.
  { type: 'court_order', rule: 'court-order', is: courtOrder },
  // A deposition by its own title and its body (transcript.ts: titled the deposition of someone, its body questions
  // and answers), which the model put outside the domain because the caption and appearances it learnt are missing.
  { type: 'deposition', rule: 'deposition-title', is: titledTestimony },
  // A printed e-mail (its header block: sender, recipients, when it was sent or its subject), put outside the domain
  // because its subject is: correspondence, whoever wrote it about whatever. So is an e-mail kept without its headers
  // that prints a reply's dated attribution over the quoted message, or a list's footer (emailReply.ts).
  { type: 'correspondence', rule: 'email-headers', is: emailHeaders },
  { type: 'correspondence', rule: 'email-body', is: emailBody },
  // A letter published as text or markdown (an open letter): its own title names it a letter to someone, and it is
  // dated, addressed or closed as the letter itself is (publishedLetter.ts). So is one that opens by naming whom it
  // is written to, then its first paragraph, and a business letter that greets nobody but prints a letter's frame:
  // its date, inside address and reference line, a close over its signer (letterFrame.ts).
  { type: 'correspondence', rule: 'published-letter', is: (pages) => letterByTitle(pages) || opensWithAddressee(pages) || framedLetter(pages) },
  // A clinic's form about a patient (medicalForm.ts: the patient asked for by name and date of birth, clinical
  // headings or measures): a medical record, however blank.
  { type: 'medical_report', rule: 'medical-form', is: medicalForm },
  // So is a prescription (prescription.ts: a patient named, a prescriber, medicines with doses and directions).
  { type: 'medical_report', rule: 'prescription', is: prescription },
  // So is a lab report (labReport.ts: rows of different analytes, each a result against its reference range).
  { type: 'medical_report', rule: 'lab-report', is: labReport },
  // A subpoena of any court (anyCourtKind.ts: titled one in its opening, commanding its addressee to appear or produce)
  // and a proof of service of any court (titled one, in the server's voice): the kinds every court's paper stays by the
  // label rules (scope.ts ANY_COURT_KIND), which a model that learnt other courts' forms as `unknown` puts outside.
  { type: 'subpoena', rule: 'subpoena-command', is: subpoenaByCommand },
  { type: 'wcab_form', rule: 'proof-of-service', is: proofOfService },
  // A till receipt (receipt.ts: priced items, a total and a payment whose arithmetic closes): a receipt is billing.
  { type: 'billing', rule: 'till-receipt', is: tillReceipt },
  // A workers' compensation agency's form (scope.ts wcAgencyForm: under the agency's name, coded or with blanks to fill
  // in), any state's: a WC form by the label rules, as the agency's wage statement taken for a bill is (above).
  { type: 'wcab_form', rule: 'wc-agency-form', is: wcAgencyForm },
];

/** Whether a kind rule of OUT_OF_DOMAIN_KINDS reads the paper as correspondence. */
function showsCorrespondence(pages: readonly string[]): boolean {
  return OUT_OF_DOMAIN_KINDS.some((k) => k.type === 'correspondence' && k.is(pages));
}

/**
 * The type answered for `pages`, from the model's top type `best` and the probabilities `scores` (changed in
 * place: a type the structure moves the answer to takes the model's type's probability; classifyDocument then
 * answers it at the deciding rule's measured precision, ruleConfidence.ts).
 */
export function answerByStructure(
  best: DocumentType,
  scores: Record<DocumentType, number>,
  pages: readonly string[],
  titles: StructureTitles = {},
): DocumentType {
  return decideByStructure(best, scores, pages, titles).type;
}

/**
 * answerByStructure with the rule that decided the answer: the last rule that moved the type (or, for an `unknown`
 * left standing, the one that doubted it). A chain (out of scope, then a printed e-mail) is named by its last rule.
 */
export function decideByStructure(
  best: DocumentType,
  scores: Record<DocumentType, number>,
  pages: readonly string[],
  titles: StructureTitles = {},
): StructureAnswer {
  let rule: StructureRule | undefined;
  // A claims office's letter or a physician's report under the claim block every WC paper prints (employee,
  // employer, claim number, date of injury), taken for a WC form: its own heading names what it is (ownHeading.ts).
  const headed = best === 'wcab_form' ? headingKind(pages) : undefined;
  if (headed === 'letter' || headed === 'physician_report') {
    const kind = headed === 'letter' ? 'correspondence' : 'medical_report';
    swap(scores, best, kind);
    return { type: kind, rule: headed === 'letter' ? 'heading-letter' : 'heading-report' };
  }
  // A physician's report written as a letter (physicianLetter.ts: signed under a medical credential, giving a report's
  // opinions: causation, maximum improvement, impairment, apportionment, work status): a supplemental report to
  // counsel is the report it is, as the label rules file it.
  if (best === 'correspondence' && physicianOpinionLetter(pages)) {
    swap(scores, best, 'medical_report');
    return { type: 'medical_report', rule: 'physician-opinion-letter' };
  }
  // A notice its own heading names (an insurer's determination notice, a clinic's appointment notice) that addresses
  // its reader ("You may request a peer-to-peer review", "Your MRI is at 9:30") is correspondence, however clinical the
  // findings it gives for its decision (a denied admission's laboratory values). A report speaks of its patient.
  if (best === 'medical_report' && headingKind(pages) === 'notice' && ADDRESSES_READER.test(pages.join('\n'))) {
    swap(scores, best, 'correspondence');
    return { type: 'correspondence', rule: 'heading-notice' };
  }
  // A paper a workers' compensation agency issued, taken for a bill (scope.ts wcAgencyPaper: the agency's name at its
  // head): the agency's form (a wage statement's weeks and wages read as a bill's lines), as the label rules count
  // a state's WC forms with the WCAB's.
  if (best === 'billing' && wcAgencyPaper(pages)) {
    swap(scores, best, 'wcab_form');
    return { type: 'wcab_form', rule: 'wc-agency-form' };
  }
  // A form of another court or body, or another court's paper that is not its decision: out of scope.
  if (outOfScope(best, pages, titles.documentTitle ?? titles.ownTitle, titles.knownTitle)) {
    swap(scores, best, 'unknown');
    best = 'unknown';
    rule = 'out-of-scope';
  }
  // Pages of a published book, or an office's procedures document (publishedWork.ts: a book's foot on its pages; a
  // procedure's purpose, scope and definitions heading it before any greeting): no case's paper, whatever words it
  // shares with a report or a letter (a book of impairment ratings, a claims manual quoting its letter templates).
  // Not for an order or a WC form: a court's or an agency's own rules and orders are theirs.
  if (best !== 'unknown' && best !== 'court_order' && best !== 'wcab_form') {
    const work = publishedBookPages(pages) ? 'published-book' : proceduresDocument(pages) ? 'procedures-document' : undefined;
    if (work) {
      swap(scores, best, 'unknown');
      return { type: 'unknown', rule: work };
    }
  }
  // A court's order or judgment form left blank (courtNotice.ts: its fill-in instructions where a filled one prints
  // the case's values) decides nothing: another court's blank form is out of scope.
  if (best === 'court_order' && blankCourtForm(pages)) {
    swap(scores, best, 'unknown');
    return { type: 'unknown', rule: 'blank-court-form' };
  }
  // A paper the model put outside the domain whose structure is one of the kinds (OUT_OF_DOMAIN_KINDS, first match).
  if (best === 'unknown') {
    const kind = OUT_OF_DOMAIN_KINDS.find((k) => k.is(pages));
    if (kind) {
      swap(scores, best, kind.type);
      return { type: kind.type, rule: kind.rule };
    }
  }
  // A report or a bill served with its proof of service (served.ts): the file is the paper the proof serves.
  const served = best === 'wcab_form' ? servedPaper(pages) : undefined;
  if (served) {
    swap(scores, best, served);
    best = served;
    rule = 'served-paper';
  }
  // A letter by its structure: one written formally to a named addressee and signed, which the model put outside
  // the domain because its subject is, or a paper that calls itself a letter in its own printed title and greets
  // its reader (a party's letter to the judge under the case caption, which the caption's words carry to an order).
  // A sworn statement's attached letter (its exhibit) does not make the statement a letter (partyPaper.ts swornStatement).
  const letter = best === 'correspondence' || swornStatement(pages) ? undefined : letterShape(pages);
  const titledLetter = !!titles.ownTitle && LETTER_TITLE.test(titles.ownTitle);
  if (letter && ((best === 'unknown' && letter.formal && letter.signed) || titledLetter)) {
    swap(scores, best, 'correspondence');
    return { type: 'correspondence', rule: 'letter-shape' };
  }
  // A paper that greets its reader, left outside the domain: its `unknown` is doubted (at most even odds, the rest
  // to correspondence), so a person checks it.
  if (letter && best === 'unknown' && scores.unknown > LETTER_DOUBT) {
    doubtUnknown(scores, 'correspondence');
    return { type: best, rule: 'doubted-letter' };
  }
  // A record of a proceeding as a reporter takes one down (transcript.ts: speaker turns beside line numbers, or
  // named speakers) left outside the domain, likewise: a transcript's kind is the deposition, and the model learnt
  // depositions from generated ones with a caption and an appearances page, which a transcript read from its body
  // or of another proceeding need not print; its `unknown` on one is weak evidence. The type stays, the answer goes
  // to review.
  if (best === 'unknown' && scores.unknown > LETTER_DOUBT && proceedingRecord(pages)) {
    doubtUnknown(scores, 'deposition');
    return { type: best, rule: 'doubted-record' };
  }
  // A record of a proceeding taken for an order (transcript.ts: turns of named speakers, or beside the reporter's line
  // numbers, and no order in the paper's own voice): what the bench and counsel said there is a transcript, whose
  // kind is the deposition, whatever the model's next guess (a hearing's words are an order's words).
  // The order is ruled out as RULED_OUT rules it out (every type's probability given that the paper is none), and the
  // deposition takes the likeliest remaining type's probability as its own.
  if (best === 'court_order' && proceedingRecord(pages)) {
    const next = nextType(scores, 'court_order');
    if (next !== 'deposition') swap(scores, next, 'deposition');
    return { type: 'deposition', rule: 'speaker-turns-not-order' };
  }
  // What the paper's structure rules out (RULED_OUT): the model's next type is answered, and every type's
  // probability is the model's given that the paper is not the type ruled out. The next type is read against the
  // rules again (a paper written to nobody whose next type is a bill may be a table of statistics).
  const ruledOut = (type: DocumentType) => RULED_OUT.find((r) => r.type === type && r.ruledOut(pages));
  for (let out = ruledOut(best); out; out = ruledOut(best)) {
    best = nextType(scores, out.type);
    rule = out.rule;
  }
  return rule ? { type: best, rule } : { type: best };
}
