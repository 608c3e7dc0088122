/**
 * A paper's opening lines, where its caption, its issuer and counsel's block are printed: its first page, and the
 * second too when the first prints only a few lines of words. A pleading's text layer can put the pleading paper's
 * line numbers and counsel's first names on a page of their own and the rest of the block and the caption on the
 * next; a faxed paper can open with a near-empty cover.
 */
import { cleanText } from './normalize';

/** A first page that prints fewer lines of words than this holds no caption yet. */
const SPARSE_FIRST_PAGE = 12;

/** A page's lines, whitespace collapsed, blank lines left out. */
export function pageLines(page: string | undefined): string[] {
  return cleanText(page ?? '')
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

export function openingLines(pages: readonly string[]): string[] {
  const first = pageLines(pages[0]);
  const worded = first.filter((l) => /[A-Za-z]{2}/.test(l)).length;
  return worded < SPARSE_FIRST_PAGE && pages.length > 1 ? [...first, ...pageLines(pages[1])] : first;
}
