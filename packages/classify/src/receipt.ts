/**
 * A till receipt by its structure (issue 31, photographs round): a sale's slip, as a phone photo or a scan reads it.
 * Its lines are an item, a price at the line's end (a tax flag may follow: "4.99 N", "1,29 B"), then the sale's
 * arithmetic on short label lines: a total, and how it was paid (cash or a card tendered, change given). What makes
 * it a receipt rather than any paper with prices is that the arithmetic closes: the tender less the total is the
 * change, the subtotal and its taxes make the total, the items add up to the subtotal or the total, or the card
 * paid the total. A menu has prices and no total; a price list or a statement of figures no tender; a nutrition
 * label no money at all.
 *
 * OCR is the normal case: labels are compared by skeleton with a letter's damage allowed (ocrWord.ts), a price with
 * a comma or a point for cents, and one identity that closes is enough, so a misread line elsewhere does not undo
 * it. A receipt is billing (eval/real/README.md, Labels). Read after the model (structure.ts), for a paper the model
 * put outside the domain, not as a feature.
 */
import { cleanText } from './normalize';
import { isOneOf, word } from './ocrWord';

/** A price at a line's end, a sign or a tax flag after it allowed: "12.99", "1,234.50", "$ 5.48 N", "19,90 EUR", "0.57-". */
const END_PRICE = /(?<![\d.,])(-?)(?:[$€£]\s?)?(\d{1,5}(?:[,.]\d{3})*[.,]\d{2})(?!\d)\s*-?\s*(?:EUR|USD|[A-Z*]{1,2}|TX)?\s*$/;
/** Labels of the sale's arithmetic, any language a till prints, as skeleton words. */
const TOTAL = ['total', 'summe', 'gesamt', 'balance', 'bal', 'betrag', 'totaal', 'totale', 'due', 'zahlen'].map(word);
const SUBTOTAL = ['subtotal', 'subtotaal', 'zwischensumme', 'sub'].map(word);
const TAX = ['tax', 'vat', 'mwst', 'ust', 'gst', 'hst', 'pst', 'btw', 'iva'].map(word);
const TENDER = [
  'cash',
  'tend',
  'tender',
  'tendered',
  'bargeld',
  'gegeben',
  'bar',
  'debit',
  'credit',
  'visa',
  'mastercard',
  'card',
  'karte',
  'eft',
  'paid',
  'payment',
  'zahlung',
].map(word);
const CHANGE = ['change', 'ruckgeld', 'zuruck', 'wechselgeld', 'cambio'].map(word);

/** The most words a label of the sale's arithmetic takes ("CHANGE DUE", "TOTAL PURCHASE", "ZU ZAHLEN EURO"). */
const LABEL_WORDS = 4;
/** The most pages a till receipt runs to. */
const MAX_PAGES = 2;
/** Cents two amounts may differ by and still be read as the same (a rounding, a misread last digit is not allowed). */
const SAME = 1;

/** A line without its figures and signs, a digit inside a word kept (OCR reads "T0TAL", "DEB1T"). */
const stripFigures = (line: string) => line.replace(/(?<!\p{L})[\d.,:;%@#*/$€£=+()!-]+(?!\p{L})/gu, ' ');

type Role = 'total' | 'subtotal' | 'tax' | 'tender' | 'change' | 'item';

interface PriceLine {
  role: Role;
  cents: number;
}

/** An amount as cents: the last point or comma marks the cents, the others thousands. */
function cents(amount: string, negative: boolean): number {
  const digits = amount.replace(/[.,]/g, '');
  return (negative ? -1 : 1) * Number.parseInt(digits, 10);
}

/** The role a label's words give its price: the arithmetic's label when short enough to be one, else an item. */
function roleOf(label: string): Role {
  const words = word(label)
    .split(' ')
    .filter((w) => /[a-z]/.test(w));
  if (words.length === 0) return 'item';
  if (words.length <= LABEL_WORDS) {
    const has = (list: readonly string[]) => words.some((w) => isOneOf(w, list));
    if (has(SUBTOTAL)) return 'subtotal';
    if (has(CHANGE)) return 'change';
    if (has(TAX)) return 'tax';
    if (has(TOTAL)) return 'total';
    if (has(TENDER)) return 'tender';
  }
  return 'item';
}

/** The price lines of `text`, top to bottom, each with its role. */
export function priceLines(text: string): PriceLine[] {
  const out: PriceLine[] = [];
  for (const line of cleanText(text).split('\n')) {
    const m = END_PRICE.exec(line);
    if (!m) continue;
    const label = stripFigures(line.slice(0, m.index));
    if (!/\p{L}{2}/u.test(label)) continue;
    out.push({ role: roleOf(label), cents: cents(m[2] as string, m[1] === '-') });
  }
  return out;
}

const near = (a: number, b: number) => Math.abs(a - b) <= SAME;

/** Whether the sale's arithmetic closes on `lines`: change, taxes, items, or a card paying the total. */
function closes(lines: readonly PriceLine[]): boolean {
  const of = (role: Role) => lines.filter((l) => l.role === role).map((l) => l.cents);
  const totals = of('total').filter((c) => c > 0);
  const tenders = of('tender').filter((c) => c > 0);
  const changes = of('change');
  const subtotals = of('subtotal').filter((c) => c > 0);
  const taxes = of('tax');
  // The tender less the total is the change (cash), or the tender is the total (a card, exact cash).
  for (const total of totals) {
    for (const tender of tenders) {
      if (changes.some((change) => change > 0 && near(tender - total, change))) return true;
      if (near(tender, total) && tender > 0) return true;
    }
  }
  // The subtotal and its taxes (one of them, or all) make the total.
  const allTaxes = taxes.reduce((a, b) => a + b, 0);
  const makes = (s: number, t: number) => t > s && (taxes.some((x) => near(s + x, t)) || near(s + allTaxes, t));
  if (subtotals.some((s) => totals.some((t) => makes(s, t)))) return true;
  // The items above the first total line add up to it or to the subtotal.
  const firstSum = lines.findIndex((l) => l.role === 'total' || l.role === 'subtotal');
  if (firstSum >= 2) {
    const items = lines.slice(0, firstSum).filter((l) => l.role === 'item');
    const sum = items.reduce((a, l) => a + l.cents, 0);
    const target = lines[firstSum] as PriceLine;
    if (items.length >= 2 && target.cents > 0 && near(sum, target.cents)) return true;
  }
  return false;
}

/** The share of a receipt's lines that are short: a till prints a narrow column. */
const SHORT_SHARE = 0.7;
/** A short line's most characters. */
const SHORT_LINE = 40;
/** The most words of a totals block's label read without its amount. */
const BLOCK_LABEL_WORDS = 2;
/** Different parts of the sale's arithmetic a totals block shows at least. */
const MIN_ROLES = 3;

/**
 * Whether `lines` print a till's totals block in the sale's order, its amounts read or not (OCR often loses a
 * receipt's price column): a total, then how it was paid (a tender or the change), and a third part (a subtotal,
 * a tax, the other of tender and change), on short label lines of a paper whose lines are mostly short.
 */
function totalsBlock(lines: readonly string[]): boolean {
  const filled = lines.filter((l) => l.trim().length > 0);
  if (filled.length === 0 || filled.filter((l) => l.trim().length <= SHORT_LINE).length < SHORT_SHARE * filled.length) return false;
  const first = new Map<Role, number>();
  filled.forEach((line, i) => {
    const label = stripFigures(line);
    // A till's label is a word or two ("CASH TEND", "CHANGE DUE"); a statement's "Change in cash" is a heading.
    if (
      word(label)
        .split(' ')
        .filter((w) => /[a-z]/.test(w)).length > BLOCK_LABEL_WORDS
    )
      return;
    const role = roleOf(label);
    if (role !== 'item' && !first.has(role)) first.set(role, i);
  });
  const total = first.get('total');
  if (total === undefined || first.size < MIN_ROLES) return false;
  const paid = [first.get('tender'), first.get('change')].filter((i): i is number => i !== undefined);
  return paid.some((i) => i > total);
}

/**
 * Whether `pages` are a till receipt: a total and a payment (a tender or change) on their label lines, at least
 * one item priced and the sale's arithmetic closing on them; or, where OCR lost the amounts, the totals block in
 * the sale's order on a narrow paper.
 */
export function tillReceipt(pages: readonly string[]): boolean {
  if (pages.length === 0 || pages.length > MAX_PAGES) return false;
  const text = pages.join('\n');
  const lines = priceLines(text);
  const has = (role: Role) => lines.some((l) => l.role === role);
  if (has('total') && (has('tender') || has('change')) && has('item') && closes(lines)) return true;
  return totalsBlock(cleanText(text).split('\n'));
}
