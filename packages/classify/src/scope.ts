/**
 * Scope by structure (issue 31): who issued a paper, read from where every court paper and official form prints
 * it (a caption's court heading, a form's issuing body in its header or footer), and what the paper calls
 * itself (its own printed title). A form of another court or agency is not a WC form, and another court's paper
 * that is not its decision (a cover sheet, a declaration, a request, a motion, a complaint) is none of the seven
 * kinds. Its subpoenas, proofs of service, letters and decisions stay what they are: a federal court's order is
 * a `court_order`, its appearance form is `unknown`.
 *
 * Read after the model, from the page text's lines and the title the layout found; not a feature of the model
 * (so the trained weights stand), and never on a page that prints a California WC body as its own.
 */
import { openingLines } from './opening';
import { skeleton } from './normalize';
import { headingShaped } from './heading';
import { hasMatch, phraseRegex } from './phrase';
import { partyPaper, partyRequest, swornStatement } from './partyPaper';

/** A court's or judicial body's name: the noun "court" with what kind of court (a local, a magistrates' or a coroners' court too), or a judicial council. */
const COURT_NAME =
  /\b(?:(?:superior|district|circuit|supreme|county|municipal|family|probate|surrogate['\u2019]?s?|housing|juvenile|land|bankruptcy|justice|magistrates?['\u2019]?|trial|appellate|appeals?|federal|state|city|small\s+claims|tax|claims|local|coroners?['\u2019]?|children['\u2019]?s)\s+courts?|court\s+of\s+(?:appeals?|common\s+pleas|chancery|claims|federal\s+claims|international\s+trade|[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)|judicial\s+council|court\s+department|trial\s+court|magisterial\s+district(?:\s+(?:court|judge))?)\b/i;
/** A California workers' compensation body as the issuer: the Appeals Board, the Division, their department. */
const WC_BODY = /\bworkers['\u2019]?\s*compensation\b|\bW\.?C\.?A\.?B\b|\bDWC\b|industrial\s+relations|industrial\s+accident|\bEAMS\b/i;

/** A caption's "before the" line: the body the matter is before, on the same line or the next ("BEFORE THE"). */
const BEFORE_THE = /^before\s+the\b\s*(.*)$/i;

export interface Issuer {
  /** The other court's or body's line, as printed; undefined when the page prints none, or prints a WC body. */
  other?: string;
  /**
   * The body a caption says the matter is before ("BEFORE THE / FEDERAL ENERGY REGULATORY COMMISSION"), when it is
   * no court that COURT_NAME knows and no WC body: an agency or a board sitting as a tribunal.
   */
  tribunal?: string;
  /** The page prints a California WC body as a heading. */
  workersComp: boolean;
}

/** The issuer the paper's opening prints in its headings (caption, form header or footer; opening.ts). */
export function issuerOf(pages: readonly string[]): Issuer {
  const lines = openingLines(pages);
  let other: string | undefined;
  let tribunal: string | undefined;
  let before = false;
  let workersComp = false;
  for (const line of lines) {
    // A heading line, or a form's footer cell before a comma ("Judicial Council of California, courts.ca.gov").
    const head = line.split(/,\s+|\s{3,}/)[0] ?? line;
    const after = before;
    before = false;
    if (!headingShaped(line) && !headingShaped(head)) continue;
    if (WC_BODY.test(line)) workersComp = true;
    else if (!other && COURT_NAME.test(line)) other = line;
    // The caption's "BEFORE THE" names the body on its own line or the next heading line.
    const named = BEFORE_THE.exec(line);
    if (named && !named[1]) before = true;
    else if (!tribunal && (named?.[1] || after)) tribunal = named?.[1] || line;
  }
  if (workersComp) return { workersComp };
  return { workersComp, ...(other ? { other } : {}), ...(tribunal && !other ? { tribunal } : {}) };
}

/**
 * What every California WC form prints of the system it belongs to, somewhere on its pages: the system's name or
 * a body's (the Appeals Board, the Division, EAMS), the Labor Code, its party's role (the applicant), a lien, or,
 * for a proof of service of any court, its own title; read OCR-tolerantly (phrase.ts), as scanned forms are read.
 */
const WORKERS_COMP = phraseRegex(
  'workers compensation',
  'workers comp',
  'wcab',
  'dwc',
  'industrial relations',
  'industrial accident',
  'industrial injury',
  'eams',
  'labor code',
  'applicant',
  'lien',
  'proof of service',
  'proof of electronic service',
  'declaration of service',
);
/** Its case number (ADJ and seven or more digits). */
const ADJ_NUMBER = /\bADJ\s?\d{6,}/i;

/** Whether the pages print anything of California workers' compensation (WORKERS_COMP, ADJ_NUMBER). */
export function printsWorkersComp(pages: readonly string[]): boolean {
  const text = pages.join('\n');
  return ADJ_NUMBER.test(text) || hasMatch(WORKERS_COMP, skeleton(text));
}

/**
 * A workers' compensation agency by its name, as a state's form prints its issuer at its head: a division, bureau,
 * board, commission or office of workers' compensation, an appeals board, an industrial accident board or commission
 * (not the words "workers' compensation" alone, which a bill's or a letter's heading prints about the claim).
 */
const WC_AGENCY =
  /\b(?:(?:division|bureau|board|commission|department|office|court)\s+of\s+workers['\u2019]?\s*comp(?:ensation)?|workers['\u2019]?\s*comp(?:ensation)?\s+(?:appeals\s+)?(?:board|commission|court|division|bureau|agency)|industrial\s+(?:accident|commission|claims?)\s+(?:board|commission)|industrial\s+commission\s+of\s+[A-Z])/i;

/**
 * Whether a workers' compensation agency issued the paper (issue 31, sources round): its opening's headings name one
 * (WC_AGENCY). Such an agency prescribes the claim's forms (a first report, a wage statement, a choice of physician)
 * and bills no one for the claim, so a paper under its name with amounts or wage columns is its form, not a bill.
 */
export function wcAgencyPaper(pages: readonly string[]): boolean {
  return openingLines(pages).some((line) => headingShaped(line) && WC_AGENCY.test(line));
}

/** A form's own code on a line of its own or leading one: "FORM C-42G", "Form DWC-1", "WC-1A (Rev. 2024)". */
const FORM_CODE = /^(?:form\s+[A-Z]{0,4}-?\d{1,4}[A-Z]?\b|[A-Z]{1,4}-\d{1,4}[A-Z]?(?:\s*\(rev\.?[^)]*\))?$)/i;
/** A blank to fill in: a run of underscores. */
const BLANK = /_{4,}/g;
/** Fill-in blanks on its first page that make a paper a form to fill in. */
const FORM_BLANKS = 3;

/**
 * Whether a workers' compensation agency's paper is one of its forms (issue 31): under the agency's name (wcAgencyPaper),
 * with the form's own code among its opening lines or blanks to fill in on its first page. Such a form is a WC form by
 * the label rules, whatever state's; the agency's letters, notices and decisions are neither coded nor blank.
 */
export function wcAgencyForm(pages: readonly string[]): boolean {
  if (!wcAgencyPaper(pages)) return false;
  if (openingLines(pages).some((l) => FORM_CODE.test(l.trim()))) return true;
  return ((pages[0] ?? '').match(BLANK)?.length ?? 0) >= FORM_BLANKS;
}

/** Titles of a court's own decisions: another court's paper so titled is its `court_order`. */
const DECISION = /\b(?:order|orders|opinion|decision|judgment|judgement|ruling|award|findings|decree|mandate|minutes?|memorandum)\b/i;
/** Titles of the kinds a paper of any court stays: its subpoenas and proofs of service. */
const ANY_COURT_KIND = /\b(?:subpoena|proof\s+of\s+(?:electronic\s+)?service|notice\s+to\s+consumer)\b/i;

/** Titles of a bill: a paper so titled stays `billing` whatever court its heading names (a court reporter's invoice). */
const BILL = /\b(?:invoice|bill|billing|statement\s+of\s+(?:account|charges|services)|itemi[sz]ed|receipt)\b/i;

/**
 * Whether `type` (the model's answer) is out of scope for this paper: a form (`wcab_form`) issued by another
 * court or body and not a proof of service, another court's paper taken for its decision (`court_order`) or
 * its subpoena whose own title names something else, or another court's paper taken for a bill.
 */
export function outOfScope(type: string, pages: readonly string[], ownTitle: string | undefined, knownTitle?: string): boolean {
  // A sworn statement filed under another court's caption (partyPaper.ts swornStatement: its own title a declaration
  // or an affidavit, in the declarant's voice), taken for a letter because a letter is attached to it as an exhibit:
  // a party's or a witness's paper in another court's case.
  if (type === 'correspondence') return !!issuerOf(pages).other && !printsWorkersComp(pages) && swornStatement(pages);
  if (type !== 'wcab_form' && type !== 'court_order' && type !== 'subpoena' && type !== 'billing') return false;
  const anyCourtKind = (ownTitle && ANY_COURT_KIND.test(ownTitle)) || (knownTitle && ANY_COURT_KIND.test(knownTitle));
  // A WC form prints what it belongs to, or its title is a WC paper's (titles.ts); a "form" that does neither (an
  // insurer's certified policy page, an agency's report form) is another body's, however its fields and its
  // certification read like a WC form's.
  if (type === 'wcab_form' && !anyCourtKind && !knownTitle && !printsWorkersComp(pages)) return true;
  // A party's request to a court under its own title (partyPaper.ts partyRequest: a motion, a petition, a brief that
  // asks and orders nothing), taken for an order with no caption found, no counsel's line and nothing of WC printed:
  // another court's paper that is not its decision.
  if (type === 'court_order' && !printsWorkersComp(pages) && partyRequest(pages)) return true;
  const issuer = issuerOf(pages);
  // An agency's or board's caption counts as another body's for its forms, subpoenas and bills; whether a paper under
  // it is the tribunal's decision is left to the model, as its decisions are court orders by the label rules.
  if (!issuer.other && !(issuer.tribunal && type !== 'court_order')) return false;
  if (anyCourtKind) return false;
  if (type === 'wcab_form') return true;
  // A court bills nobody: a paper printed under another court's heading with amounts on it (a summons stating the
  // sum demanded, a judgment's costs) is that court's paper, unless it calls itself a bill.
  if (type === 'billing') return !(ownTitle && BILL.test(ownTitle)) && !(knownTitle && BILL.test(knownTitle));
  // A party's paper (counsel's line for the party it files for, no decision heading: partyPaper.ts) is no decision,
  // whatever its title mentions ("Opposition to Motion for Summary Judgment", "Reply Memorandum") or when none is found.
  if (type === 'court_order' && partyPaper(pages)) return true;
  // Its decisions stay orders (and its subpoenas subpoenas, above); a paper titled as anything else is out of scope.
  return !!ownTitle && (type === 'subpoena' || !DECISION.test(ownTitle));
}
