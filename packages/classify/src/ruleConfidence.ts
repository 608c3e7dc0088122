/**
 * The probability of an answer the paper's structure decided (issue 31). When a structure rule moves the answer
 * (structure.ts), the model's probabilities say nothing about whether the new type is right: a swap hands the new
 * type the probability the model gave another (a form thought 0.6 likely, re-read as a report by its heading, was
 * answered at 0.6), and a type ruled out hands the next type the model's probability given that, which the model
 * was never fitted on. Such an answer's probability is instead how often the rule's answer was right where it was
 * measured, Laplace-smoothed ((right + 1) / (answered + 2)), so a rule with little evidence gets a modest value and
 * its answers go to review. A type ruled out keeps the lower of that and the model's conditional probability.
 *
 * Measured 2026-11-29 (main f59133a) on the real development half (in-process, the cached reads of 407 documents)
 * and on held-out generator families (leave-one-family-out, 1295 documents). The development half is where most
 * rules were written, so its counts flatter them; the smoothing is what keeps them modest. The held-out half was
 * not used. Re-measure with each new rule (docs/review.md says how).
 */
import type { DocumentType } from '@wcab/contract';
import { round, type StructureRule } from './structure';

/** How often a rule's answer was right: right of answered, on the real development half and on held-out families. */
interface RuleEvidence {
  development: [right: number, answered: number];
  families: [right: number, answered: number];
}

export const RULE_EVIDENCE: Record<StructureRule, RuleEvidence> = {
  'heading-letter': { development: [2, 2], families: [0, 0] },
  'heading-report': { development: [1, 1], families: [0, 0] },
  'out-of-scope': { development: [31, 31], families: [0, 0] },
  'email-headers': { development: [11, 11], families: [0, 0] },
  'email-body': { development: [8, 8], families: [0, 0] },
  'published-letter': { development: [6, 6], families: [0, 0] },
  'medical-form': { development: [1, 1], families: [0, 0] },
  // The scans round (2026-11-29): two development prescriptions, both right; it fires on no generated document.
  prescription: { development: [2, 2], families: [0, 0] },
  // The photographs round (2026-11-29, eval/real/README.md): six development receipts the model left outside the
  // domain, all right; the lab-report rule moved no development answer (the lab reports were answered right).
  'lab-report': { development: [0, 0], families: [0, 0] },
  'till-receipt': { development: [6, 6], families: [0, 0] },
  'served-paper': { development: [0, 0], families: [0, 0] },
  'letter-shape': { development: [20, 20], families: [0, 0] },
  // The two doubts leave `unknown` answered at even odds (LETTER_DOUBT): their probability is set there, not here.
  'doubted-letter': { development: [0, 0], families: [12, 13] },
  'doubted-record': { development: [0, 1], families: [0, 0] },
  // Out of fold on the development half (eval/real/confidenceCv.ts, 2026-11-30) it had answered 7 papers, 1 right, 6
  // e-mails and open letters the model had right; it no longer rules out what a correspondence kind rule reads (1 / 1).
  'not-written-to-anyone': { development: [0, 0], families: [17, 23] },
  'no-money-no-parties': { development: [0, 0], families: [2, 3] },
  'agreement-not-bill': { development: [1, 1], families: [0, 0] },
  // The transcripts round (2026-11-29): a Senate hearing taken for an order, answered a deposition (a record of a
  // proceeding), right; the families' three are records whose next type was the deposition.
  'speaker-turns-not-order': { development: [1, 1], families: [3, 3] },
  // The court notices round (2026-11-29): a county court's notice of setting hearing the model put outside the domain,
  // and two blank order and judgment forms of other courts taken for orders; all right. Since 2026-12-02 (a local court
  // known for a court) also a New South Wales local court's notice of listing, right.
  'court-notice': { development: [2, 2], families: [0, 0] },
  'blank-court-form': { development: [2, 2], families: [0, 0] },
  // Written from the cross-validated answers (eval/real/confidenceCv.ts): no development paper is answered by it with
  // the shipped model (it answers the court opinions it trained on), so it answers at even odds until measured.
  'court-opinion': { development: [0, 0], families: [0, 0] },
  // Written from the cross-validated answers (2026-11-30): out of fold it answers 3 court orders the model put outside
  // the domain, all right; on the development half it reads 7 papers as orders, all labelled court_order; the shipped
  // model answers them itself. The second new sources round (2026-11-30) added a magistrate judge's report and
  // recommendation the model put outside the domain, answered court_order by it, right (1 of 1).
  'court-order': { development: [1, 1], families: [0, 0] },
  // The sources round (2026-11-29): two stand-in deposition excerpts titled as depositions the model put outside the
  // domain, and a state's WC wage statement taken for a bill; all right.
  'deposition-title': { development: [2, 2], families: [0, 0] },
  // Since 2026-11-30 also a WC agency's coded or blank form the model put outside the domain (out of fold 1 of 1 on the
  // development half; the shipped model answers both such development forms itself).
  'wc-agency-form': { development: [1, 1], families: [0, 0] },
  // Written with the model trained on the real development half too (2026-11-29 evening), which reads a physician's
  // supplemental report in letter form as a letter and a health article as a report; counts measured on that model.
  'physician-opinion-letter': { development: [0, 0], families: [0, 0] },
  'no-patient': { development: [0, 0], families: [0, 0] },
  // The new sources round (2026-11-30): two printed pages of a book of impairment ratings taken for a report, and a
  // claims manual's letter templates taken for a letter, both answered `unknown`, right; no generated family fires them.
  'published-book': { development: [1, 1], families: [0, 0] },
  'procedures-document': { development: [1, 1], families: [0, 0] },
  // The eleventh new sources round (2026-12-02): an insurer's determination notice to its member taken for a report,
  // right; it answers no other development paper and no generated family.
  'heading-notice': { development: [1, 1], families: [0, 0] },
  // The thirteenth round (2026-12-02, docs/review.md): written from the cross-validated answers (confidenceCv.ts), where models that never
  // read the Judicial Council's forms put its blank subpoenas and proofs of service outside the domain; the shipped model
  // answers them itself, so they answer at even odds until measured.
  'subpoena-command': { development: [0, 0], families: [0, 0] },
  'proof-of-service': { development: [0, 0], families: [0, 0] },
};

/** Rules that doubt an `unknown` answer without moving it: their even odds stand (structure.ts doubtUnknown). */
const DOUBTS: ReadonlySet<StructureRule> = new Set(['doubted-letter', 'doubted-record']);

/** Rules that answer the model's next type after ruling one out (structure.ts RULED_OUT, nextType). */
const RULES_OUT: ReadonlySet<StructureRule> = new Set([
  'not-written-to-anyone',
  'no-money-no-parties',
  'agreement-not-bill',
  'speaker-turns-not-order',
  'no-patient',
]);

/** The rule's precision, Laplace-smoothed over both sets: never above what was measured, 0.5 with no evidence. */
export function rulePrecision(rule: StructureRule): number {
  const { development, families } = RULE_EVIDENCE[rule];
  return (development[0] + families[0] + 1) / (development[1] + families[1] + 2);
}

/**
 * Sets, in place, the probability of `answered` (decided by `rule`) to the rule's precision (the lower of it and
 * the model's conditional probability, for a type ruled out), the other types sharing the rest in their
 * proportions. The answered type stays on top: should another type's share exceed it, the rest is shared evenly.
 */
export function setRuleConfidence(scores: Record<DocumentType, number>, answered: DocumentType, rule: StructureRule | undefined): void {
  if (!rule || DOUBTS.has(rule)) return;
  const sure = RULES_OUT.has(rule) ? Math.min(scores[answered], rulePrecision(rule)) : rulePrecision(rule);
  const others = (Object.keys(scores) as DocumentType[]).filter((t) => t !== answered);
  const mass = others.reduce((s, t) => s + scores[t], 0);
  const share = (t: DocumentType) => (mass > 0 ? (scores[t] / mass) * (1 - sure) : (1 - sure) / others.length);
  const even = others.some((t) => share(t) >= sure);
  for (const t of others) scores[t] = round(even ? (1 - sure) / others.length : share(t));
  scores[answered] = round(sure);
}
