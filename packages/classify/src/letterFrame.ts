/**
 * A letter by its frame (issue 31): a business letter that greets nobody ("On behalf of ..., I write to ...", a
 * comment letter to an agency, a filing's cover letter) still prints the frame every such letter has, in its order:
 * its date, then the inside address of whom it is written to, then its reference line ("Re: Docket No. ..."), and at
 * its end a complimentary close over its signer. A caption, a memo, a form or a brief prints neither that order nor
 * both ends of it. Read after the model (structure.ts), like letter.ts; not a feature, so the trained weights stand.
 */
import { cleanText } from './normalize';
import { ADDRESS, bare, CLOSING, signedClose } from './letter';
import { DATE_LINE } from './publishedLetter';

/** A reference line: "Re: Docket No. PL19-4-000", "RE: Packer-Banks Project", "Subject: ...". */
const REFERENCE = /^(?:re|subject|subj)\s*[:.]\s*\S/i;
/** How far down the first page the date may stand (a letterhead, a filing stamp and the sender's block come first). */
const DATE_WITHIN = 20;
/** How many lines the inside address may take below the date, and the reference line below the address. */
const ADDRESS_WITHIN = 8;
const REFERENCE_WITHIN = 10;

/**
 * Whether the first page opens with a letter's frame (its date, then a postal address below it, then a reference
 * line) and the letter closes with a complimentary close over its signer.
 */
export function framedLetter(pages: readonly string[]): boolean {
  const lines = cleanText(pages[0] ?? '')
    .split('\n')
    .map(bare)
    .filter(Boolean);
  const dated = lines.findIndex((l, i) => i < DATE_WITHIN && DATE_LINE.test(l));
  if (dated < 0) return false;
  const address = lines.findIndex((l, i) => i > dated && i <= dated + ADDRESS_WITHIN && ADDRESS.test(l));
  if (address < 0) return false;
  const reference = lines.findIndex((l, i) => i > address && i <= address + REFERENCE_WITHIN && REFERENCE.test(l));
  if (reference < 0) return false;
  const all = cleanText(pages.join('\n')).split('\n').map(bare).filter(Boolean);
  const from = all.indexOf(lines[reference] as string);
  const close = all.findIndex((l, i) => i > from && (CLOSING.test(l) || signedClose(l)));
  if (close < 0) return false;
  return signedClose(all[close] as string) || all.slice(close + 1, close + 4).some((l) => /[A-Za-z]{2}/.test(l));
}
