/**
 * A court's order by its structure (issue 31): the paper in which a court (any court: a state's district or county
 * court, a family court's referee) orders something in a case. It is issued under the court's name, titles itself an
 * order or a judgment in its opening ("TRIAL ORDER", "ORDER ON MOTION FOR FINAL JUDGMENT", "REFEREE RECOMMENDATION
 * AND ORDER"), and orders in its own voice: its ordering clause ("IT IS ORDERED", "DONE AND ORDERED") or the bench's
 * signature ("BY THE COURT:", a line naming a judge's office under it). By the label rules that is `court_order`
 * whatever the court (a federal court's order is still one), even where the model, having learnt workers'
 * compensation orders and seen other courts' papers answered `unknown`, put it outside the domain. A party's paper
 * (partyPaper.ts: counsel's line for a party) and a proposed order a party drafted are not the court's; a notice of
 * an order's entry quotes it. Read after the model (structure.ts), not a feature, so the trained weights stand.
 */
import { headingShaped } from './heading';
import { openingLines, pageLines } from './opening';
import { partyPaper } from './partyPaper';
import { issuerOf } from './scope';
import { ORDERING } from './transcript';

/**
 * The paper's own title naming an order or a judgment, in capitals as a title is printed (the run may share its line
 * with the caption's column: "Plaintiff, TRIAL ORDER"): words in capitals ending in, or led by, ORDER / JUDGMENT /
 * DECREE.
 */
const ORDER_TITLE =
  /(?:^|[\s,:])(?:[A-Z][A-Z'’&-]*\s+){0,6}(?:ORDER|ORDERS|JUDGMENT|JUDGEMENT|DECREE)(?:\s+(?:[A-Z][A-Z'’&,-]*|ON|OF|AND|TO|FOR|RE:?)){0,12}\s*$/;
/**
 * Whose paper it is not, read before the title's first ORDER / JUDGMENT / DECREE ("ORDER ON MOTION FOR FINAL
 * JUDGMENT" is the court's; "MOTION FOR ENTRY OF ORDER" a party's): a notice of an order's entry, a motion, a request,
 * an application, a petition, a stipulation for one, objections to one. A proposed order, wherever "PROPOSED" stands.
 */
const NOT_THE_COURTS = /\b(?:NOTICE\s+OF\s+(?:ENTRY|RULING|MOTION)|MOTION|REQUEST|APPLICATION|PETITION|STIPULATION|OBJECTIONS?|BRIEF|MEMORANDUM\s+IN)\b/;
const DECISION_WORD = /\b(?:ORDERS?|JUDGE?MENT|DECREE)\b/;
const isTitle = (l: string) => {
  if (!ORDER_TITLE.test(l) || /\bPROPOSED\b/i.test(l)) return false;
  const lead = l.slice(0, l.search(DECISION_WORD));
  return !NOT_THE_COURTS.test(lead) && (headingShaped(l) || /,\s+[A-Z ]+$/.test(l));
};
/** The court ordering in its own voice, beside the usual ordering clause (transcript.ts ORDERING). */
const COURT_VOICE =
  /\bdone\s+and\s+ordered\b|^by\s+the\s+court\s*:?\s*$|\bordered\s+and\s+adjudged\b|\bit\s+is\s+(?:(?:therefore|hereby|further|accordingly)\s+)*(?:ordered|adjudged)\b/i;
/** The bench's signature: a judge's office on the line under the signer. */
const JUDGES_OFFICE =
  /^(?:(?:hon(?:orable)?\.?\s+)?(?:[A-Z][\w.'-]*\s+){0,4})?(?:(?:circuit|district|county|superior|chief|presiding|associate|magistrate|probate|family|trial)\s+)*(?:court\s+)?(?:judge|justice|referee|commissioner|magistrate)(?:\s+of\s+(?:the\s+)?[\w\s]{3,40})?\.?$/i;

/** Whether the paper is a court's order: under a court's name, titled an order, in the court's own voice, not a party's. */
export function courtOrder(pages: readonly string[]): boolean {
  if (!issuerOf(pages).other) return false;
  if (!openingLines(pages).some(isTitle)) return false;
  const lines = pages.flatMap((p) => pageLines(p));
  const voiced = lines.some(
    (l, i) =>
      ORDERING.test(l) ||
      COURT_VOICE.test(l) ||
      (i > 0 && JUDGES_OFFICE.test(l) && /^_{3,}|^\/s\/|^[A-Z][\w.'-]+(?:\s+[A-Z][\w.'-]*){1,3}$/.test(lines[i - 1] ?? '')),
  );
  return voiced && !partyPaper(pages);
}
