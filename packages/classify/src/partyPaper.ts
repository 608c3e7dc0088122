/**
 * A party's paper under a court's caption (issue 31): what a motion, a brief, a petition or a complaint prints and a
 * court's decision does not. Counsel file it, and their block names the party they file for, on a line of its own
 * ("Attorneys for Plaintiffs" in the pleading-paper block over the caption, "Counsel for Petitioners" under a
 * brief's cover, at the foot of a signature). A court's decision may list counsel too (an opinion's appearances, an
 * order counsel drafted), but it then heads itself as a decision ("ORDER GRANTING ...", "OPINION", "[PROPOSED]
 * ORDER", "STIPULATION AND ORDER"), so a first page with such a heading is never taken for a party's paper.
 * Read from the paper's opening lines (its first page, and the next when the first is nearly empty), whatever title
 * the layout found (a pleading's title wraps over several lines and is often not found at all).
 */
import { openingLines } from './opening';
import { headingShaped } from './heading';
import { cleanText } from './normalize';
import { ORDERING } from './transcript';

/** The parties counsel file for. */
const PARTY =
  '(?:plaintiffs?|defendants?|petitioners?|respondents?|appellants?|appellees?|movants?|intervenors?|claimants?|debtors?|creditors?|relators?|cross-(?:complainants?|defendants?))';
/** Counsel's line naming the party it files for: "Attorneys for Plaintiffs", "Counsel of Record for the Federal Respondents". */
const COUNSEL_FOR = new RegExp(
  `^(?:attorneys?|counsel)(?:\\s+of\\s+record)?\\s+for\\s+(?:the\\s+)?(?:[A-Za-z.'’-]+\\s+){0,3}?${PARTY}\\b[\\w\\s,.'’-]{0,60}$`,
  'i',
);
/** A decision's own heading: it opens with the decision's name, or ends by joining one ("Stipulation and Order"). */
const DECISION_HEADING =
  /^(?:\[?proposed\]?\s+)?(?:(?:memorandum\s+)?opinion|order|orders|judgment|judgement|decision|ruling|decree|findings\s+of\s+fact|memorandum\s+(?:and|&)\s+order)\b|\band\s+(?:\[?proposed\]?\s+)?(?:order|judgment|judgement)\b/i;

/** Whether the opening of `pages` is a party's paper: counsel's line for a party, and no decision heading. */
export function partyPaper(pages: readonly string[]): boolean {
  const lines = openingLines(pages);
  if (!lines.some((l) => COUNSEL_FOR.test(l))) return false;
  return !lines.some((l) => headingShaped(l) && DECISION_HEADING.test(l));
}

/**
 * A party's paper's own title: what the party files (a motion, a petition, a complaint, an answer, a brief, an
 * opposition, a reply, an application, a memorandum of points and authorities), after whose it is and how it is
 * filed ("PLAINTIFF'S", "NOTICE OF", "EX PARTE", "AMENDED").
 */
const PARTY_TITLE =
  /^(?:(?:notice\s+of|amended|first|second|verified|ex\s+parte|emergency|joint|[A-Za-z.'\u2019-]+['\u2019]s?)\s+)*(?:motion|petition|complaint|answer|brief|opposition|reply|application|memorandum\s+of\s+points)\b/i;
/** A party asking the court, as every motion, petition and brief asks and no decision does. */
const REQUEST =
  /\b(?:respectfully\s+(?:moves?|requests?|asks?|prays?|petitions?|submits?)|hereby\s+moves?|wherefore\b|prays?\s+(?:that|for)\b|moves?\s+(?:this|the)\s+(?:honorable\s+)?court)\b/i;

/**
 * Whether the paper is a party's request to a court by its own title and voice (issue 31, sources round), where no
 * counsel's line names the party (a self-represented party's motion, a form or template of one): its opening heading
 * names a party's paper (PARTY_TITLE) and no decision (DECISION_HEADING), it asks the court (REQUEST), and it orders
 * nothing in its own voice (a proposed order attached to it orders, and the paper is then left to the model).
 */
export function partyRequest(pages: readonly string[]): boolean {
  const lines = openingLines(pages).map((l) =>
    l
      .replace(/^#+\s*/, '')
      .replace(/\*+/g, '')
      .trim(),
  );
  const heads = lines.filter((l) => headingShaped(l));
  if (!heads.some((l) => PARTY_TITLE.test(l)) || heads.some((l) => DECISION_HEADING.test(l))) return false;
  const text = cleanText(pages.join('\n'));
  return REQUEST.test(text) && !ORDERING.test(text);
}

/** A sworn statement's own title: "DECLARATION OF ...", "DECLARATION RE: ...", "DECLARATION FOR ...", "AFFIDAVIT OF ...". */
const SWORN_TITLE = /^(?:(?:supplemental|amended|[A-Za-z.'\u2019-]+['\u2019]s?)\s+)*(?:declaration|affidavit)\s+(?:of|re:?|for|in|regarding|concerning)\b/i;
/** The declarant's own voice: "I, Ann Lee, declare", "I declare under penalty of perjury", "being duly sworn, deposes". */
const SWORN_VOICE =
  /\bI,\s+(?:the\s+undersigned|[A-Z][\w.'\u2019-]*(?:\s+[A-Z][\w.'\u2019-]*){0,4}),?\s+(?:hereby\s+)?(?:declare|state|swear|affirm)\b|\bdeclare\s+under\s+penalty\s+of\s+perjury\b|\bbeing\s+(?:first\s+)?duly\s+sworn\b/i;

/**
 * Whether the paper's first page is a sworn statement filed in a case (a declaration or an affidavit, by its own title
 * among its opening lines and in the declarant's own voice on that page): a party's or a witness's paper, whatever is
 * attached behind it (a letter attached as an exhibit is the declaration's evidence, not the paper).
 */
export function swornStatement(pages: readonly string[]): boolean {
  const heads = openingLines(pages).filter((l) => headingShaped(l));
  if (!heads.some((l) => SWORN_TITLE.test(l)) || heads.some((l) => DECISION_HEADING.test(l))) return false;
  return SWORN_VOICE.test(cleanText(pages[0] ?? ''));
}
