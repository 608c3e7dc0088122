/**
 * A bill by its structure (issue 31): a bill, an invoice, a receipt or an explanation of review is money between
 * parties. It names them (whom it bills or who paid: bill to, customer, client, payer, received from; whom the
 * services were for: patient, claimant, insured; or who provided them, each as a label and a name), and its
 * amounts are money: a currency's sign or code, or cents. A table of statistics has rows, figures and totals too,
 * but counts and rates, owed by nobody to nobody. Read after the model (structure.ts), not a feature, so the
 * trained weights stand.
 *
 * Either sign keeps a bill: OCR damages a label's letters ("Cuslomer:", "Kldnt:", read with one or two letters'
 * damage allowed) and many real invoices print their parties without labels, while cents survive on nearly all.
 * A currency sign alone is not enough: most real invoices and receipts print amounts without one.
 */
import { cleanText } from './normalize';
import { isOneOf, word } from './ocrWord';

/** A field: where one starts (a line, a column after a wide gap or a bar, a numbered box), its label and a colon, a name after it. */
const FIELD = /(?:^|\s{2,}|\|\s*|\b\d{1,2}[a-z]?\.\s+)([A-Za-z][\w'.$]*(?:\s[\w'.$]+){0,2})\s*[:;]\s*\p{L}/gmu;
/** Labels that name a party to the money in one word, any language a bill prints. */
const PARTY_WORDS = [
  'customer',
  'client',
  'payer',
  'payee',
  'payor',
  'guarantor',
  'provider',
  'vendor',
  'supplier',
  'patient',
  'claimant',
  'insured',
  'member',
  'employee',
  'applicant',
  'kunde',
  'klant',
  'cliente',
  'paciente',
  'destinataire',
  'rechnungsempfanger',
].map(word);
/** Labels that do in two words: "Bill to", "Received from". */
const PARTY_PHRASES = ['bill to', 'billed to', 'sold to', 'ship to', 'remit to', 'pay to', 'received from', 'responsible party'].map(word);

/** Whether a field's label names a party: a party's word first or last ("Patient name", "Billing provider"), or a two-word label, OCR damage allowed. */
function partyLabel(label: string): boolean {
  const words = word(label).split(' ');
  if (isOneOf(words[0] ?? '', PARTY_WORDS) || isOneOf(words[words.length - 1] ?? '', PARTY_WORDS)) return true;
  return words.length >= 2 && PARTY_PHRASES.includes(words.slice(0, 2).join(' '));
}
/** A claim form's box heads, printed over their values with no colon: "2. PATIENT'S NAME (Last Name, First Name)". */
const PARTY_BOX = /\b(?:patient|insured)'?s\s+name\b/i;

/**
 * An amount of money: a currency's sign or code by a number ("$1,134.00", "USD 888.00", "6.133,14 EUR", "Rs. 450"),
 * or a number with cents ("1,705.20", "5.132,28"), not part of a date ("27.08.2025") or a rate ("85.60%").
 */
const MONEY =
  /(?:[$€£₹]|\b(?:USD|EUR|CAD|CHF|GBP|Rs\.?)\s?)\s?\d|\d\s?(?:[€£]|\b(?:USD|EUR|CAD|CHF|GBP)\b)|(?<![\d.,/])\d{1,3}(?:[,. ]\d{3})*[.,]\d{2}(?![\d%]|[.,/]\d)/g;
/** Amounts a bill shows at least: its items' and its total's. */
const MIN_AMOUNTS = 2;

/** Whether the paper names a party to the money it lists: whom it bills, who paid, whom it served or who served. */
export function namesParties(pages: readonly string[]): boolean {
  const text = cleanText(pages.join('\n'));
  return PARTY_BOX.test(text) || [...text.matchAll(FIELD)].some((m) => partyLabel(m[1] as string));
}

/** Whether the paper's amounts are money (see MONEY), at least MIN_AMOUNTS of them. */
export function showsMoney(pages: readonly string[]): boolean {
  return (cleanText(pages.join('\n')).match(MONEY)?.length ?? 0) >= MIN_AMOUNTS;
}
