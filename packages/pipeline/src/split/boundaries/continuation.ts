/**
 * What says a page goes on with the document before it, whatever its top shows. The page before printed "Page 1
 * of 2" (its document has more pages), was only counsel's appearances (a pleading's head, cut off before its
 * caption) or ended introducing what follows (a line ending in a colon); or this page opens with a sign-off (a
 * signature block or signature page carried onto a page of its own) or an address block's tail (its town, its
 * telephone), or points back at "the foregoing" (a certificate of service, a verification, a reporter's
 * certificate attached to the paper it follows). The boundary model was fitted on generated batches, where such
 * pages are rare; on real papers they are where it split a single document (eval/real/README.md, "Automatic
 * splitting"), sure of a start from the title or caption such a page repeats. Pure.
 */
import type { PageCues } from './pageCues';

export function continuesPrevious(prev: PageCues, next: PageCues): boolean {
  const p = prev.page;
  // Unless this page says it is a page 1: then the numbering contradicts itself, and the boundary model decides.
  if (p?.of !== undefined && p.n < p.of && next.page?.n !== 1) return true;
  return prev.headOnly || prev.introducesEnd || next.closingTop || next.refersBackTop || next.addressTailTop || servesPrevious(prev, next);
}

/** A proof of service headed with the paper it serves, the page before printing that paper's name (two words or more). */
function servesPrevious(prev: PageCues, next: PageCues): boolean {
  const named = next.serviceOf;
  return named.length >= 2 && named.filter((w) => prev.words.has(w)).length >= Math.ceil((2 * named.length) / 3);
}
