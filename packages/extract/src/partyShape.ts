/**
 * The last check on a party before it is answered (issue 31, precision first): whatever role reading found it, a
 * party is a name. What reads as a name's neighbours run into it is cut off, and what is no name at all is left
 * out, because a wrong party costs more than a missing one (a paper filed under the wrong case).
 *
 * Read from the development half's papers whose parties nobody had labelled (a sample no rule was written for):
 * a case number run into a caption's first party ("Case No. 18-014125 CA 27 Glaxosmithkline, LLC"), a telephone
 * number or the assigned judge run into a name ("(269) 673-0300 BRETT DAVID MARSH, Assigned to Circuit Judge ..."),
 * a firm's name cut at its "&" ("& Sucharow LLP"), an office before a name ("Representative Timothy K. Moore"),
 * a physician's degree and specialty after it ("Ankush Kumar Bansal, M.D., Pain Management and ...").
 */
import { MEDICAL_DEGREE } from './names';

/** A telephone number, a case or docket number, or any run of three digits: no party's name prints one. */
const NUMBER_IN_NAME = /\(\d{3}\)|\d{3}|\b(?:case|docket|claim|file|index)\s+(?:no|number|#)/i;
/** A tribunal's own staff (never a party of its case) or a name run into one. */
const BENCH = /\b(?:hon(?:orable)?\.?|judge|magistrate|referee)(?=\s|$)|(?<!\bof\s)\bjustice\s+[A-Z]/i;
/** A fragment: a name does not open with a joining word or mark, nor with a small letter. */
const FRAGMENT_START = /^(?:[&,;:/\-]|(?:and|or|of|for|the|by|to|at|in|on)\s)|^[a-z]/;
/**
 * An office or a post printed before a name, not part of it: cut only where a name follows ("Secretary of State" is the
 * office's own name, "Staff Leasing, Inc." a staffing company's).
 */
const OFFICE_BEFORE =
  /^(?:(?:representative|senator|congress(?:man|woman|member)|assembly(?:man|woman|member)|governor|mayor|councilmember|council\s+member|secretary|paralegal(?:\s+staff)?|legal\s+(?:assistant|staff)|president|director|chairman|chairwoman|chair)\s+)+/i;
/**
 * A degree after a person's name, and what follows it (a specialty, a practice): the name ends before it. After a comma,
 * or written with its periods ("M.D."): a bare "DO" ending a name in capitals may be the name's ("ANA DO").
 */
const DEGREE_AFTER = new RegExp(String.raw`(?:,\s*(?:${MEDICAL_DEGREE}|Esq)|\s+(?:M\.D|D\.O|D\.C|Ph\.D|Psy\.D|D\.P\.M|Esq))\.?(?:,.*|\s.*)?$`);

/** The party as a name, or undefined when what was read is no name. */
export function asPartyName(read: string): string | undefined {
  const printed = read.trim().replace(/\s+/g, ' ');
  if (!printed || NUMBER_IN_NAME.test(printed) || BENCH.test(printed) || FRAGMENT_START.test(printed)) return undefined;
  const office = OFFICE_BEFORE.exec(printed)?.[0] ?? '';
  const rest = printed.slice(office.length);
  let name = office && /^[A-Z]/.test(rest) && !/^(?:of|for|the)\b/i.test(rest) ? rest : printed;
  // Only a person's degree is cut: an organisation named for its doctors ("Smith, M.D., Inc.") keeps its words.
  const degree = DEGREE_AFTER.exec(name);
  if (degree && degree.index > 0 && !/\b(?:inc|llc|llp|corp|group|medical\s+group|associates)\b\.?/i.test(degree[0])) name = name.slice(0, degree.index);
  name = name.replace(/[\s,;:]+$/, '');
  // A name cut down to one word is a word, not the party read whole.
  return name !== printed && !name.includes(' ') ? undefined : name;
}
