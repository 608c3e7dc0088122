/**
 * Whether a paper is written to someone (issue 31): a letter, a fax, an e-mail or a memo names its reader (a
 * greeting, a recipient line) or closes as a letter does (a complimentary close over its signer). A form, a
 * separator or cover sheet, a proof of service, a report, a bill or a transcript does neither. Structure every
 * kind of correspondence has, whatever its sender, language or subject; read after the model (classify.ts), not a
 * feature, so the trained weights stand.
 *
 * OCR damages these short lines as any other ("Hcllo Quentin,", "Coidially,", "ear Marguerite,"), so their first
 * word is compared with the skeleton (normalize.ts) and one or two letters' damage is allowed.
 */
import { cleanText, skeleton } from './normalize';
import { isOneOf, word } from './ocrWord';

/** Words that open a greeting line. */
const GREETING_WORDS = [
  'dear',
  'hello',
  'counsel',
  'sir',
  'sirs',
  'colleagues',
  'greetings',
  'gentlemen',
  'ladies',
  'madam',
  'estimado',
  'estimada',
  'estimados',
  'querido',
  'querida',
  'cher',
  'chere',
  'madame',
  'monsieur',
  'sehr',
  'geachte',
  'beste',
].map(word);
/** Honorifics: "Ms. Jaramillo:" greets its reader by name. */
const HONORIFICS = new Set(['mr', 'ms', 'mrs', 'miss', 'dr', 'mx', 'sr', 'sra', 'srta', 'herr', 'frau', 'mme'].map(word));
/** Words that open a complimentary close. */
const CLOSING_WORDS = [
  'sincerely',
  'cordially',
  'respectfully',
  'regards',
  'yours',
  'very',
  'faithfully',
  'truly',
  'thank',
  'thanks',
  'best',
  'atentamente',
  'cordialmente',
  'saludos',
  'cordialement',
  'freundlichen',
  'hochachtungsvoll',
  'groeten',
  'hoogachtend',
].map(word);

/** A recipient line: "To: ...", "Attn: ...", "Para: ...", "An: ...", "Aan: ...". */
const RECIPIENT = /^[|\s]*(?:to|from|attn|attention|para|de|à|an|aan|van|destinatario)\s*[:.]\s*\S/i;
/**
 * A distribution list: an e-mail notice names its readers in "Notice has been electronically mailed to:", a letter its
 * copies in "cc:".
 */
const DISTRIBUTION = /\b(?:e-?mailed|mailed|sent|delivered|transmitted)\s+to\s*:|^[|\s]*b?cc\s*[:.]\s*\S/i;
/** Set phrases that greet: "To Whom It May Concern", "Your Honor". */
const GREETING_PHRASE = /^[|\s]*(?:to\s+whom\s+it\s+may|your\s+hono(?:u)?r\b|a\s+quien\s+corresponda|good\s+(?:morning|afternoon|evening)\b)/i;

/** A postal address line: "Woodbridge, NJ 07095-5042", "PO BOX 5042", "1200 Main Street, Suite 4" (as letter.ts reads an inside address). */
const ADDRESS = [
  // A city line ending in a state's code, in capitals, and a ZIP code.
  /(?:^|[\s,])[A-Z]{2}\.?\s+\d{5}(?:-\d{4})?\s*$/,
  /^(?:p\.?\s*o\.?\s+box|post\s+office\s+box)\s+\d|^\d{1,6}\s+(?:[A-Z0-9][\w.'-]*\s+){0,4}(?:street|st|avenue|ave|road|rd|boulevard|blvd|drive|dr|lane|ln|way|suite|place|pl|court|ct|plaza|parkway|pkwy|highway|hwy)\b\.?/i,
];
/** How far down the first page an inside address is looked for. */
const ADDRESS_LINES = 20;

/**
 * An addressee block near the top of the first page: a name on its own line (no digits) over a postal address, as a
 * mailed notice prints it for the envelope's window. A letterhead's own address reads the same, so a paper with a
 * letterhead counts as written to someone too: the rule this serves (structure.ts) only ever keeps such an answer.
 */
function insideAddress(lines: readonly string[]): boolean {
  return lines.slice(1, ADDRESS_LINES).some((l, i) => ADDRESS.some((a) => a.test(l)) && !/\d/.test(lines[i] as string) && (lines[i] as string).length <= 50);
}

const MAX_GREETING = 60;
/** A greeting at the start of a longer line: "Dear" and up to five words, then its colon or comma. */
const LEADING_GREETING = /^[|\s]*dear\s+(?:[\w.'-]+\s+){0,4}[\w.'-]+\s*[:,]\s/i;
/** A close followed on its own line by the signer's name. */
const CLOSE_AND_SIGNER =
  /^(?:sincerely(?:\s+yours)?|very\s+truly\s+yours|yours\s+(?:truly|faithfully|sincerely|very\s+truly)|respectfully(?:\s+(?:submitted|yours))?|(?:best|kind|warm)\s+regards|regards|cordially|atentamente|cordialmente|cordialement)\s*,\s+[A-Z][a-z]/i;
const MAX_CLOSING = 40;

/** A greeting alone on its line, closed by a colon or a comma. */
function isGreeting(line: string): boolean {
  // "Dear Counsel: Enclosed please find ...": a text layer may run the letter's first sentence on after its greeting.
  if (LEADING_GREETING.test(line)) return true;
  if (line.length > MAX_GREETING) return false;
  if (GREETING_PHRASE.test(line)) return true;
  if (!/[:,]\s*$/.test(line)) return false;
  const words = skeleton(line).trim().split(' ');
  const first = words[0] ?? '';
  if (isOneOf(first, GREETING_WORDS) || HONORIFICS.has(first) || first === 'hi') return true;
  // A name alone greeting its reader ("Malia Jaramillo:"): two to four capitalised words and nothing else.
  return /^[|\s]*(?:[A-Z][\w'.-]*\s+){1,3}[A-Z][\w'-]*\s*[:,]\s*$/.test(line) && !/\b(?:no|number|date|case|name|re)\b/i.test(line);
}

/** A complimentary close: a short line opening with a closing word, and a line under it (the signer). */
function isClosing(lines: readonly string[], i: number): boolean {
  const line = lines[i] as string;
  // "Very truly yours, Carla Perez": the close and its signer on one line.
  if (line.length <= MAX_GREETING && CLOSE_AND_SIGNER.test(line)) return true;
  if (line.length > MAX_CLOSING || /[.;:]\s*$/.test(line)) return false;
  const first = skeleton(line).trim().split(' ')[0] ?? '';
  return isOneOf(first, CLOSING_WORDS) && i + 1 < lines.length && /[A-Za-z]{2}/.test(lines[i + 1] as string);
}

/**
 * Whether the paper names a reader on its first two pages (a greeting, a recipient line), prints an addressee
 * block at the top of its first page, or anywhere a distribution list or a close as a letter's (a complimentary close
 * over a signer).
 */
export function writtenToSomeone(pages: readonly string[]): boolean {
  // Markdown's emphasis marks are no part of a line's words: "**To:** Nadia Kowalski" is a recipient line.
  const lines = (text: string) =>
    cleanText(text)
      .split('\n')
      .map((l) => l.replace(/\*\*/g, '').replace(/\s+/g, ' ').trim())
      .filter(Boolean);
  const top = lines(pages.slice(0, 2).join('\n'));
  if (top.some((l) => RECIPIENT.test(l) || isGreeting(l))) return true;
  if (insideAddress(lines(pages[0] ?? ''))) return true;
  const all = lines(pages.join('\n'));
  return all.some((l, i) => DISTRIBUTION.test(l) || isClosing(all, i));
}
