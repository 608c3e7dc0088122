/**
 * A letter by its structure (issue 31): who it is written to and who signs it, read from the lines a letter
 * prints in its own places, not from what it is about. A business or court letter greets a named addressee in the
 * formal way (a salutation closed by a colon, "Dear Chairman O'Connor:", "Your Honor:", "To Whom It May
 * Concern:"), or prints the addressee's postal address above its greeting (the inside address), and ends with a
 * complimentary close over its signer's name. A mass mailing greets nobody in particular ("Dear Friend,", "Dear
 * Valued Customer,") and a personal note greets a first name with a comma and no address: neither is formal.
 *
 * Read after the model (classify.ts), like the scope (scope.ts); not a feature, so the trained weights stand.
 */
import { cleanText } from './normalize';

/** A greeting line on its own: "Dear ...", "To Whom It May Concern", "Your Honor", "Gentlemen", ending with a colon or a comma. */
export const SALUTATION =
  /^(?:dear\s+\S.{0,60}?|to\s+whom\s+it\s+may\s+concern|your\s+honou?r|(?:ladies\s+and\s+)?gentlemen|dear\s+sirs?(?:\s+or\s+madam)?|(?:dear\s+)?(?:sir|madam)(?:\s+or\s+(?:sir|madam))?)\s*([:,])$/i;
/** An addressee nobody in particular: a mass mailing's greeting. */
const NOBODY =
  /^dear\s+(?:(?:valued|loyal|fellow|dear)\s+)?(?:friends?|customers?|members?|supporters?|neighbou?rs?|residents?|(?:home)?owners?|tenants?|policyholders?|shareholders?|taxpayers?|voters?|patrons?|subscribers?|donors?|parents?|families|students?|shoppers?|colleagues?|all|everyone|team|guests?)\b/i;
/** The complimentary close, alone on its line. */
export const CLOSING =
  /^(?:sincerely(?:\s+yours)?|very\s+truly\s+yours|yours\s+(?:truly|faithfully|sincerely|very\s+truly)|respectfully(?:\s+(?:submitted|yours))?|(?:best|kind|warm)\s+regards|regards|cordially|signed)\s*,?$/i;
/** A complimentary close followed on its line by more: the close's words, then the rest of the line. */
const CLOSE_THEN =
  /^(?:sincerely(?:\s+yours)?|very\s+truly\s+yours|yours\s+(?:truly|faithfully|sincerely|very\s+truly)|respectfully(?:\s+(?:submitted|yours))?|(?:best|kind|warm)\s+regards|regards|cordially)\s*,\s*(\S.*)$/i;

/**
 * A complimentary close with its signer on the same line: "Sincerely, Dana Whitlock". A scanned letter's layout
 * often joins the close and the handwritten signature beside it into one line; the rest is a short name (at most
 * five words, not opening in lower case), not a sentence ("Respectfully, we ask the Board to ...").
 */
export function signedClose(line: string): boolean {
  const rest = CLOSE_THEN.exec(line)?.[1];
  return !!rest && rest.length <= 40 && !/^[a-z]/.test(rest) && rest.split(/\s+/).length <= 5;
}
/** A postal address line: "Woodbridge, NJ 07095-5042", "PO BOX 5042", "1200 Main Street, Suite 4". */
export const ADDRESS =
  /(?:,\s*[A-Z]{2}\.?\s+\d{5}(?:-\d{4})?\s*$)|^(?:p\.?\s*o\.?\s+box|post\s+office\s+box)\s+\d|^\d{1,6}\s+(?:[A-Z0-9][\w.'-]*\s+){0,4}(?:street|st|avenue|ave|road|rd|boulevard|blvd|drive|dr|lane|ln|way|suite|place|pl|court|ct|plaza|parkway|pkwy|highway|hwy)\b\.?/i;

/**
 * A line as the page shows it, without the marks a text or markdown source wraps it in (a heading's "#### ", a
 * quote's "> ", emphasis "**"): "#### Dear GitHub," greets as "Dear GitHub," does.
 */
export const bare = (line: string) =>
  line
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[#>*_|\s]+/, '')
    .replace(/[*_\s]+$/, '');

export interface LetterShape {
  /** The greeting as printed. */
  salutation: string;
  /**
   * Written to a named addressee in the formal way: a colon after the greeting, an inside address above it, or a
   * formal complimentary close ("Sincerely,", not a personal note's "Love,") under it.
   */
  formal: boolean;
  /** A complimentary close after the greeting, with a line (the signer) under it. */
  signed: boolean;
}

export const MAX_GREETING_LINE = 60;

/**
 * The letter the document is, from its first page's greeting (the first two pages' when the first is a cover),
 * or undefined when it greets nobody: a paper that is not written to someone is not a letter.
 */
export function letterShape(pages: readonly string[]): LetterShape | undefined {
  const lines = cleanText(pages.slice(0, 3).join('\n')).split('\n').map(bare).filter(Boolean);
  const firstPage = cleanText(pages[0] ?? '')
    .split('\n')
    .filter((l) => l.trim()).length;
  const searched = Math.max(firstPage, 60);
  const at = lines.findIndex((l, i) => i < searched && l.length <= MAX_GREETING_LINE && SALUTATION.test(l));
  if (at < 0) return undefined;
  const salutation = lines[at] as string;
  const colon = SALUTATION.exec(salutation)?.[1] === ':';
  // The inside address: a postal address among the dozen lines above the greeting.
  const addressed = lines.slice(Math.max(0, at - 12), at).some((l) => ADDRESS.test(l));
  const rest = cleanText(pages.join('\n')).split('\n').map(bare).filter(Boolean);
  const from = rest.indexOf(salutation);
  const close = rest.findIndex((l, i) => i > from && (CLOSING.test(l) || signedClose(l)));
  const signed = close >= 0 && (signedClose(rest[close] as string) || rest.slice(close + 1, close + 4).some((l) => /[A-Za-z]{2}/.test(l)));
  const formal = !NOBODY.test(salutation) && (colon || addressed || signed);
  return { salutation, formal, signed };
}

/** A header line of a printed e-mail: "From: ...", "To: ...", "Sent: ...", "Subject: ...". */
const HEADER = /^(from|to|cc|date|sent|subject)\s*:\s*(.*)$/i;
/** An e-mail address. */
const MAILBOX = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
/** How far down the first page an e-mail's header block may start, and how many lines it may take (a long To: wraps). */
const HEADER_START = 8;
const HEADER_SPAN = 14;

/**
 * Whether the first page opens with an e-mail's header block as a mail client prints it: who sent it, to whom, and
 * when it was sent or what it is about, with the sender's or a recipient's mailbox or the time it was sent (a
 * printed e-mail carries both; a memo's or a note's "From: / To:" lines without either are not read as one).
 */
export function emailHeaders(pages: readonly string[]): boolean {
  const lines = cleanText(pages[0] ?? '')
    .split('\n')
    .map(bare)
    .filter(Boolean);
  const start = lines.findIndex((l, i) => i < HEADER_START && HEADER.test(l));
  if (start < 0) return false;
  const fields = new Map<string, string>();
  for (const line of lines.slice(start, start + HEADER_SPAN)) {
    const m = HEADER.exec(line);
    if (m && !fields.has((m[1] as string).toLowerCase())) fields.set((m[1] as string).toLowerCase(), m[2] ?? '');
  }
  const sent = fields.has('sent') || fields.has('date');
  const mailbox = [fields.get('from'), fields.get('to'), fields.get('cc')].some((v) => v !== undefined && MAILBOX.test(v));
  return fields.has('from') && (fields.has('to') || fields.has('cc')) && (sent || fields.has('subject')) && (mailbox || sent);
}
