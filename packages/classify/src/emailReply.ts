/**
 * An e-mail read from its body (issue 31): a message saved or printed without its header block (a mail archive's
 * text, a forwarded body, a list's copy) still prints what every reply or list message has. A reply quotes the
 * message it answers under the mail client's attribution line, which says when that message was sent and who wrote
 * it ("On Tue, Mar 1, 2011 at 6:02 PM, Ann Lee <ann@example.com> wrote:"), the quoted lines marked with ">". A
 * mailing list's copy ends with the list's footer: its name ("riak-users mailing list") over its address. A memo, a
 * report or a README prints neither; a README that shows a reply as an example prints a placeholder ("On <date>,
 * <author> wrote:") or the attribution inside markup, not a dated attribution over quoted lines.
 * Read after the model (structure.ts), like letter.ts; not a feature, so the trained weights stand.
 */
import { pageLines } from './opening';

/** The attribution line's frame: "On ..., <someone> wrote:" (a long one wraps; it is read over up to three lines). */
const ATTRIBUTION = /^on\s.{4,160}\bwrote\s*:$/i;
/** When the quoted message was sent: a year, a clock time or a numeric date in the attribution. */
const SENT_AT = /\b(?:19|20)\d{2}\b|\b\d{1,2}:\d{2}\b|\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/;
/** A quoted line, as a mail client marks it. */
const QUOTED = /^>/;
/** How far down the first page the attribution may stand: a reply's own text comes first, and is short. */
const ATTRIBUTION_WITHIN = 40;
/** A list's footer: its name line ("riak-users mailing list") and, within the next lines, its address. */
const LIST_NAME = /^[\w.+-]+(?:\s[\w.+-]+){0,3}\s+mailing\s+list$/i;
const MAILBOX = /^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/;

/**
 * Whether the first page replies to a quoted message: a dated attribution line ("On <when>, <who> wrote:", over up
 * to three lines) within its first lines, and the quoted message's lines (">") right under it.
 */
export function quotedReply(pages: readonly string[]): boolean {
  const lines = pageLines(pages[0]);
  for (let i = 0; i < Math.min(lines.length, ATTRIBUTION_WITHIN); i++) {
    if (!/^on\s/i.test(lines[i] as string)) continue;
    for (let span = 1; span <= 3 && i + span <= lines.length; span++) {
      const attribution = lines.slice(i, i + span).join(' ');
      if (!ATTRIBUTION.test(attribution)) continue;
      if (SENT_AT.test(attribution) && QUOTED.test(lines[i + span] ?? '')) return true;
      break;
    }
  }
  return false;
}

/** Whether the paper ends with a mailing list's footer: the list's name, and its address within the next two lines. */
export function listMessage(pages: readonly string[]): boolean {
  const lines = pageLines(pages[pages.length - 1]);
  return lines.some((l, i) => !QUOTED.test(l) && LIST_NAME.test(l) && lines.slice(i + 1, i + 3).some((n) => MAILBOX.test(n)));
}

/** An e-mail by its body: a reply under a quoted message, or a list's copy. */
export const emailBody = (pages: readonly string[]) => quotedReply(pages) || listMessage(pages);
