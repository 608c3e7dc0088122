/**
 * A court's opinion by its structure (issue 31): the paper in which a court decides a case, whatever the court. It
 * is issued under the court's name, speaks as the court deciding ("JUSTICE KAGAN delivered the opinion of the
 * Court", "PER CURIAM", "Opinion of the Court", "We affirm"), and ends in its disposition in its own voice ("It is so
 * ordered.", "AFFIRMED.", "The judgment of the Court of Appeals is reversed"; a trial court's "the motion ... is
 * granted"). Such a paper is the court's decision, `court_order` by the label rules (a federal court's order is still
 * one), even where the model, having learnt workers' compensation decisions, put it outside the domain. A commentary
 * on a case (a law review's note, a brief) reports what a court held ("the Court held", "Justice Kagan, writing for the
 * majority") but disposes of nothing in its own voice, and a party's paper is signed by counsel for the party
 * (partyPaper.ts). Read after the model (structure.ts), not a feature, so the trained weights stand.
 */
import { pageLines } from './opening';
import { partyPaper } from './partyPaper';
import { issuerOf } from './scope';

/** The court speaking as the court that decides: who delivers the opinion, or the opinion's own heading. */
const DECIDING_VOICE: readonly RegExp[] = [
  /\bdelivered\s+the\s+opinion\s+of\s+the\s+court\b/i,
  /\bannounced\s+the\s+judgment\s+of\s+the\s+court\b/i,
  /^per\s+curiam\.?$/i,
  /^(?:memorandum\s+)?opinion(?:\s+of\s+the\s+court)?\.?$/i,
  /^opinion\s+(?:and|&)\s+order\.?$/i,
];

/** The disposition in the court's own voice, on a line of its own or as the court's sentence. */
const DISPOSITION: readonly RegExp[] = [
  /^it\s+is\s+so\s+ordered\.?$/i,
  /^(?:(?:the\s+)?(?:judgment|decision|order)\s+(?:is\s+)?)?(?:affirmed|reversed|vacated)(?:\s+in\s+part)?(?:,?\s+(?:and\s+)?(?:reversed|vacated|remanded)(?:\s+in\s+part)?)*(?:\s+for\s+further\s+proceedings[^.]*)?\.?$/i,
  /\bthe\s+judgment\s+of\s+the\s+[\w\s.'-]{3,60}?\s+is\s+(?:affirmed|reversed|vacated)\b/i,
  /\bwe\s+(?:therefore\s+|accordingly\s+)?(?:affirm|reverse|vacate)\b(?:\s+the\s+judgment)?/i,
];
/**
 * A trial court's disposition of the motion before it, in the present tense of its own voice ("Plaintiffs' motion for
 * a default judgment against Westinghouse is granted", "the motion to withdraw as counsel of record is granted",
 * "Defendants' motions to dismiss are denied"), read over the paper's sentences, which wrap across lines and pages.
 * A narrative of another ruling is in the past tense ("the motion was granted").
 */
const GRANTS_OR_DENIES = /\b(?:motions?|applications?|petitions?|requests?)\b[^.;]{0,160}?\b(?:is|are)\s+(?:hereby\s+)?(?:granted|denied)\b/i;

/** The lines of the paper's first `n` pages. */
const linesOf = (pages: readonly string[], from: number, to: number) => pages.slice(from, to).flatMap((p) => pageLines(p));

/**
 * Whether the paper is a court's opinion: under the name of a court other than the Appeals Board (scope.ts issuerOf),
 * in the deciding court's voice on its first pages, with its disposition in its own voice anywhere in it, and not a
 * party's paper.
 */
export function courtOpinion(pages: readonly string[]): boolean {
  if (!issuerOf(pages).other) return false;
  const opening = linesOf(pages, 0, 3);
  if (!opening.some((l) => DECIDING_VOICE.some((re) => re.test(l)))) return false;
  const all = linesOf(pages, 0, pages.length);
  if (!all.some((l) => DISPOSITION.some((re) => re.test(l))) && !GRANTS_OR_DENIES.test(all.join(' '))) return false;
  return !partyPaper(pages);
}
