/**
 * A court's own notice, and a court's blank form (issue 31's court notices round). A clerk's notice of hearing, of
 * trial or of a conference is printed on the court's form under the case's caption, titled as a notice ("NOTICE OF
 * SETTING HEARING"), speaks to the parties in the court's voice ("You are hereby notified that ...") and is sent out by
 * the court: a copies-to or furnished-to list, or the clerk's block ("By: Deputy Clerk"). It is correspondence by the
 * label rules, as the court's e-mail notices are. A party's notice of hearing under the same caption is signed by
 * counsel for the party it files for (partyPaper.ts), and a blank notice form prints its fill-in placeholders.
 *
 * A blank form of a court prints, where a filled one prints the case's values, the instructions for filling it in:
 * "(date)" or "(current legal name)" under a blank, the caption's "Full Name of Party Filing Document" and "Legal
 * Name" labels. An order or a judgment form left so is no decision of anyone (the label rules: blank forms of other
 * courts are `unknown`).
 *
 * Structure every court notice and every blank form has, whatever the court, read from the paper's lines; not a
 * feature of the model, so the trained weights stand (structure.ts applies both).
 */
import { headingShaped } from './heading';
import { bare } from './letter';
import { pageLines } from './opening';
import { partyPaper } from './partyPaper';
import { issuerOf } from './scope';

/** A notice's own title line: "NOTICE OF HEARING", "Notice of Setting Hearing", "CLERK'S NOTICE OF TRIAL". */
const NOTICE_TITLE = /^(?:clerk['\u2019]?s\s+|court['\u2019]?s\s+)?notice\s+of\s+\S/i;
/** The court's voice: it tells the parties what it has set. */
const COURT_VOICE =
  /\byou\s+are\s+(?:hereby\s+)?notified\b|\bnotice\s+is\s+hereby\s+given\b|\bthe\s+court\s+has\s+(?:set|scheduled|calendared)\b|\b(?:will\s+be\s+called\s+up|has\s+been\s+(?:set|scheduled|calendared))\s+for\b|\b(?:the\s+)?(?:matter|case|action)\s+(?:is|has\s+been)\s+(?:listed|set|scheduled)\s+for\b|\b(?:a|the)\s+(?:hearing|trial|conference|settlement\s+conference|status\s+conference|pretrial\s+conference)\s+(?:will\s+be\s+held|is\s+(?:scheduled|set)\s+for)\b/i;
/** Sent out by the court: its distribution ("Copies to:", "furnished to the addressed parties") or the clerk's block. */
const SENT_BY_COURT =
  /^(?:copies|copy)\s+(?:to|furnished)\b|\bfurnished\s+to\s+(?:the\s+)?(?:addressed\s+)?(?:parties|counsel)\b|^(?:by\s*:?\s*)?(?:deputy|assistant)\s+clerk\b|^clerk\s+of\s+(?:the\s+)?(?:\w+\s+){0,3}courts?\b|\bclerk['\u2019]?s\s+certificate\s+of\s+(?:mailing|service)\b|^(?:deputy\s+)?registrar$|\b(?:friend\s+of\s+the\s+court|court\s+(?:clerk|administrator))(?:\s+(?:representative|office))?$/i;

/** Fill-in instructions a blank form prints where a filled one prints the case's values. */
const PLACEHOLDERS: readonly RegExp[] = [
  // "(date)", "(name)", "(current legal name)", "(print name)", "(signature)", "(if any)", "(choose one)".
  /\((?:date|month|day|year|time|name|full\s+name|legal\s+name|current\s+legal\s+name|print(?:ed)?\s+name|type\s+or\s+print\s+name|signature|address|county|city|state|if\s+any|choose\s+(?:one|all\s+that\s+apply)|check\s+one)\)/gi,
  // The caption's filer labels and the name slot: "Full Name of Party Filing Document", "Legal Name".
  /^full\s+name\s+of\s+party\s+filing\b/gim,
  /^legal\s+name$/gim,
  /^mailing\s+address\s+\(street\s+or\s+post\s+office\s+box\)/gim,
];
/** How many fill-in instructions make a paper a blank form. */
const BLANK_FORM_MIN = 2;

/** The fill-in instructions a paper prints (PLACEHOLDERS), counted over its first two pages. */
function placeholders(pages: readonly string[]): number {
  const text = pages
    .slice(0, 2)
    .map((p) => pageLines(p).join('\n'))
    .join('\n');
  return PLACEHOLDERS.reduce((n, re) => n + (text.match(re)?.length ?? 0), 0);
}

/** Whether the paper is a court's form left blank: it prints its fill-in instructions, not a case's values. */
export function blankCourtForm(pages: readonly string[]): boolean {
  return !!issuerOf(pages).other && placeholders(pages) >= BLANK_FORM_MIN;
}

/**
 * Whether the paper is a court's own notice: under a court's caption, its own title a notice, in the court's voice,
 * sent out by the court; not a party's paper and not a blank form.
 */
export function courtNotice(pages: readonly string[]): boolean {
  const first = pageLines(pages[0]).map(bare);
  if (!issuerOf(pages).other) return false;
  if (!first.some((l) => headingShaped(l) && NOTICE_TITLE.test(l))) return false;
  const all = pages.slice(0, 3).flatMap((p) => pageLines(p).map(bare));
  if (!all.some((l) => COURT_VOICE.test(l)) || !all.some((l) => SENT_BY_COURT.test(l))) return false;
  return !partyPaper(pages) && placeholders(pages) === 0;
}
