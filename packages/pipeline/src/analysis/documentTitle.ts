/**
 * The document's own title (`document_title` in the contract): the heading its first page prints most
 * prominently near the top (@wcab/layout printedTitle: larger, centred, capitals, alone on its line), not
 * the first title it mentions. A page without positioned words (a text given as text, an unread scan) falls
 * back to its first heading-shaped line (printedHeading.ts). The title is normalised (letter-spacing closed
 * up, capitals in title case) and is one input of the classifier (classify.ts), never the type on its own.
 */
import { groupLines, printedTitle, type Word } from '@wcab/layout';
import { printedHeading, tidy, unspace } from './printedHeading';

/** Nouns that name a kind of document: a title names one. */
const KIND =
  /\b(?:opinion|order|decision|judgment|judgement|ruling|award|findings|memorandum|mandate|notice|petition|motion|brief|report|note|notes|summary|consultation|evaluation|examination|assessment|letter|statement|invoice|receipt|bill|transcript|deposition|subpoena|minutes|stipulations?|agreement|release|application|declaration|certificate|certification|record|records|history\s+and\s+physical|request|claim|lien|complaint|answer|affidavit|appearance|summons|disclosure|cover\s+sheet|docket|form|verification|proof\s+of\s+service|objection|authorization|referral|explanation\s+of\s+review|itemi[sz]ed|questionnaire|substitution|dismissal|attachment|stipulation|waiver|acknowledg(?:e)?ment)\b/i;
/** A letterhead or an issuing body's name is not a title, even when it holds such a noun ("Medical Records Services, Inc."). */
const NOT_TITLE =
  /\b(?:inc|llc|llp|l\.l\.p|p\.?c|corp(?:oration)?|company|associates|law\s+(?:offices?|group|firm)|court|tribunal|appeals\s+board|commission|department\s+of|division\s+of|state\s+of|county\s+of|district\s+office)\b\.?/i;

export function isTitleText(text: string): boolean {
  const t = unspace(text.trim());
  // A title names the paper; a line that opens with a preposition or a conjunction ("On Petition for Writ of ...") continues another.
  return (
    KIND.test(t) &&
    !NOT_TITLE.test(t) &&
    !/^(?:on|to|in|for|from|by|at|with|of|and|or|as|under|upon|re)\b/i.test(t) &&
    !/\d{4,}/.test(t) &&
    !/\b(?:v|vs)\.\s/i.test(t) &&
    !/@|https?:|www\./i.test(t)
  );
}

/**
 * The printed title of the document whose first page is `pages[0]`. `layouts[0]`: that page's positioned words,
 * when the layout stage has them.
 */
export function documentTitle(pages: readonly string[], layouts?: readonly (readonly Word[] | undefined)[]): OwnTitle | undefined {
  const words = layouts?.[0];
  if (words?.length) {
    const title = printedTitle(groupLines(words), { isTitle: (t) => isTitleText(t) });
    return title ? { text: normalise(title.text), fromLayout: true } : undefined;
  }
  const heading = printedHeading([pages[0] ?? '']).heading;
  return heading && isTitleText(heading) ? { text: normalise(heading), fromLayout: false } : undefined;
}

export interface OwnTitle {
  /** The title, normalised. */
  text: string;
  /** Read from the page's layout (its print told it from titles it mentions), not from the text's first heading. */
  fromLayout: boolean;
}

/** Letter-spacing closed up, spaces squashed, capitals in title case; anything else as printed. */
function normalise(text: string): string {
  return tidy(unspace(text.replace(/\s{2,}/g, '  ').trim()).replace(/[\s:]+$/, ''));
}
