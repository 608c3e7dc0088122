/**
 * What says a page goes on with the document before it, whatever its top shows. The page before printed "Page 1
 * of 2" (its document has more pages), was only counsel's appearances (a pleading's head, cut off before its
 * caption), ended introducing what follows (a line ending in a colon) or ended open (a sign-off whose signer is
 * overleaf, a Markdown section's heading with nothing under it); or this page opens with a sign-off (a signature
 * block or signature page carried onto a page of its own, "completed by ..."), an address block's tail (its town,
 * its telephone), the next item of the list the page before ended in ("(c)" then "(d)"), the next entries of a list
 * of addresses the page before ended in (a service list), or points back at "the foregoing" (a certificate of
 * service, a verification, a reporter's certificate attached to the paper it follows). The boundary model was fitted on generated batches, where such
 * pages are rare; on real papers they are where it split a single document (eval/real/README.md, "Automatic
 * splitting"), sure of a start from the title or caption such a page repeats. Pure.
 */
import type { PageCues } from './pageCues';

export function continuesPrevious(prev: PageCues, next: PageCues): boolean {
  const p = prev.page;
  // Unless this page says it is a page 1: then the numbering contradicts itself, and the boundary model decides.
  if (p?.of !== undefined && p.n < p.of && next.page?.n !== 1) return true;
  return (
    prev.headOnly ||
    prev.introducesEnd ||
    prev.openEnd ||
    next.closingTop ||
    next.refersBackTop ||
    next.addressTailTop ||
    (prev.addressEnd && next.addressListTop) ||
    itemContinues(prev, next) ||
    servesPrevious(prev, next)
  );
}

/** An enumerated item at this page's top is the next of the list the page before ended in ("(c)" then "(d)", "4." then "5."). */
function itemContinues(prev: PageCues, next: PageCues): boolean {
  const [a, b] = [prev.lastItem, next.firstItem];
  return !!a && !!b && a.kind === b.kind && b.n === a.n + 1;
}

/** A proof of service headed with the paper it serves, the page before printing that paper's name (two words or more). */
function servesPrevious(prev: PageCues, next: PageCues): boolean {
  const named = next.serviceOf;
  return named.length >= 2 && named.filter((w) => prev.words.has(w)).length >= Math.ceil((2 * named.length) / 3);
}
