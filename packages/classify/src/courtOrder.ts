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
 *
 * So is a judicial officer's report and recommendation (a magistrate judge's in a matter the district judge referred):
 * the court's decision paper, under the court's name, titled as its opening heading the report (or the findings) and
 * recommendation, recommending in the court's own voice ("it is hereby RECOMMENDED that", "the undersigned
 * RECOMMENDS that") and signed by the bench (the officer's name over the office: "UNITED STATES MAGISTRATE JUDGE").
 * A party's objections to one or response to one are titled as the party's paper and signed by counsel.
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

/**
 * A report and recommendation's own title, as the opening heading it is printed as: the report or the findings (and
 * conclusions) and recommendation(s), an amended or supplemental one, a magistrate judge's or a referee's.
 */
const RECOMMENDATION_TITLE =
  /^(?:(?:AMENDED|SUPPLEMENTAL|FINAL|MAGISTRATE\s+JUDGE['’]?S|REFEREE['’]?S)\s+)*(?:REPORT|FINDINGS)(?:,?\s+(?:AND\s+)?(?:FINDINGS|CONCLUSIONS(?:\s+OF\s+LAW)?))?,?\s+AND\s+RECOMMENDATIONS?(?:\s+(?:ON|OF|RE:?|TO|FOR|REGARDING)\b.*)?$/;
/** The court recommending in its own voice (read over the lines its sentence wraps onto). */
const RECOMMENDING =
  /\bit\s+is\s+(?:(?:therefore|hereby|further|accordingly|respectfully)\s+)*recommended\b|\b(?:the\s+undersigned|the\s+court|this\s+court|i)\s+(?:(?:therefore|hereby|accordingly|further)\s+)?(?:respectfully\s+)?recommends?\s+that\b/i;
/** The signer's line over a judge's office: a signature rule, an electronic signature or the judge's name. */
const SIGNER = /^_{3,}|^\/s\/|^[A-Z][\w.'-]+(?:\s+[A-Z][\w.'-]*){1,3}$/;

/**
 * Whether the paper is a court's order: under a court's name, titled an order, in the court's own voice, not a party's;
 * or the court's report and recommendation: titled so, recommending in its own voice and signed by the bench.
 */
export function courtOrder(pages: readonly string[]): boolean {
  if (!issuerOf(pages).other) return false;
  const opening = openingLines(pages);
  const lines = pages.flatMap((p) => pageLines(p));
  const signed = lines.some((l, i) => i > 0 && JUDGES_OFFICE.test(l) && SIGNER.test(lines[i - 1] ?? ''));
  if (opening.some(isTitle)) {
    const voiced = signed || lines.some((l) => ORDERING.test(l) || COURT_VOICE.test(l));
    return voiced && !partyPaper(pages);
  }
  if (opening.some((l) => RECOMMENDATION_TITLE.test(l.trim()))) return signed && RECOMMENDING.test(lines.join(' ')) && !partyPaper(pages);
  return false;
}
