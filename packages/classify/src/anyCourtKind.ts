/**
 * The two kinds a paper of any court stays by the label rules (scope.ts ANY_COURT_KIND), read from their structure
 * for a paper the model put outside the domain (issue 31, thirteenth round: docs/review.md). Out of fold, a model that has learnt other
 * courts' forms as `unknown` answers a California civil subpoena, a deposition subpena for business records and a
 * proof of service of summons `unknown` too, though every court's subpoena is a subpoena and every proof of service
 * a WC form's kind. What makes each one what it is:
 *
 * - a subpoena titles itself one in its opening and commands its addressee in the court's voice ("YOU ARE ORDERED TO
 *   APPEAR", "YOU ARE COMMANDED to produce"): the command, not the word, since a motion to quash, an objection or a
 *   notice of a subpoena's deposition names one and commands no one;
 * - a proof of service titles itself one in its opening and is the server's declaration of what was served ("I
 *   served", "At the time of service I was at least 18 years of age", "I am over the age of eighteen").
 *
 * Either alone is not enough: a paper's title alone never decides its type against its body.
 */
import { headingShaped } from './heading';
import { openingLines, pageLines } from './opening';

/** A subpoena's own title ("CIVIL SUBPOENA (DUCES TECUM)", "DEPOSITION SUBPENA", "Subpoena to Produce Documents"). */
const SUBPOENA_TITLE = /\bsubp(?:o)?enas?\b/i;
/** A proof of service's own title ("PROOF OF SERVICE OF SUMMONS", "PROOF OF ELECTRONIC SERVICE"). */
const SERVICE_TITLE = /^(?:declaration\s+(?:and|of)\s+)?proof\s+of\s+(?:[a-z]+\s+){0,2}service\b/i;
/**
 * Whose paper a title is when these stand before its subpoena: a party's (a motion, an objection, an application, a
 * petition, a stipulation, an opposition), the court's order on one, or a notice or proof about one.
 */
const ABOUT_ONE =
  /\b(?:motion|objections?|application|petition|stipulation|opposition|order|notice|proof|declaration|response|reply|memorandum|request|ex\s+parte)\b/i;
/** The court commanding the subpoena's addressee in its own voice. */
const COMMAND =
  /\byou\s+are\s+(?:hereby\s+)?(?:ordered|commanded|required|directed)\s*(?:,\s*)?to\s+(?:appear|produce|testify|attend|permit|bring|give|make\s+available)\b/i;
/** The server declaring what was served and that the server could serve it. */
const SERVER_VOICE =
  /\bI\s+(?:personally\s+)?(?:served|caused\s+to\s+be\s+served|delivered|mailed|transmitted)\b|\bat\s+the\s+time\s+of\s+service\s+I\s+was\b|\bI\s+am\s+(?:over|at\s+least)\s+(?:the\s+age\s+of\s+)?(?:18|eighteen)\b/i;

/** Whether the opening prints a heading line `title` matches, with none of ABOUT_ONE before the match. */
function titled(pages: readonly string[], title: RegExp): boolean {
  return openingLines(pages).some((line) => {
    if (!headingShaped(line)) return false;
    const at = line.search(title);
    return at >= 0 && !ABOUT_ONE.test(line.slice(0, at));
  });
}

/** Whether `pages` are a subpoena of any court: titled one in its opening, commanding its addressee. */
export function subpoenaByCommand(pages: readonly string[]): boolean {
  return titled(pages, SUBPOENA_TITLE) && pages.some((p) => COMMAND.test(pageLines(p).join(' ')));
}

/** Whether `pages` are a proof of service of any court: titled one in its opening, in the server's voice. */
export function proofOfService(pages: readonly string[]): boolean {
  return titled(pages, SERVICE_TITLE) && pages.some((p) => SERVER_VOICE.test(pageLines(p).join(' ')));
}
