/**
 * The hard negatives automatic splitting meets in real mail: one document of many pages. Court opinions,
 * agency decisions, medical-legal reports and multi-page invoices run on for pages whose tops show no new
 * document (a paragraph, a section heading, a table carried over), whose bodies mention other dates, names
 * and kinds of papers (so a page alone may read like another type), and which print the same running header
 * or footer on every page (the title, the case, "Page 3 of 12"), sometimes with a blank back after each
 * sheet (a duplex scan). Built from the generator's own families, so held-out families stay held out.
 */
import type { Case } from '../../classify/scripts/gen/context';
import type { Rng } from '../../classify/scripts/gen/rng';
import type { Template } from '../../classify/scripts/gen/types';

/** Lines a first page spends on its top (caption, letterhead, title) and a last page on its foot (signature). */
const TOP = 10;
const FOOT = 6;

const lines = (page: string) => page.split('\n');

/**
 * Lines that open a document rather than run on inside one (a salutation, an addressee or e-mail header, a
 * telephone or address block, a date standing alone): a page in the middle of a long document has none.
 */
/** A caption's parts and page numbers: a document's first page prints them, its middle pages do not. */
const PARTS =
  /\b(applicants?|defendants?|petitioner|respondent|plaintiff|claimant)\b[,.]?\s*$|^\s*(vs?\.|versus)\s*$|\b(case|claim)\s*(no|number|#)|\bpage\s*\d|^\W*\d{1,3}\W*$/i;
const OPENING =
  /^\s*(dear\b|re\s*:|to whom|hello\b|hi\b|good morning|subject\s*:|from\s*:|to\s*:|sent\s*:|cc\s*:|attn)|\b(tel|telephone|phone|fax)\b|\(\d{3}\)|\d{3}[-.]\d{3}[-.]\d{4}|@|\b(suite|street|avenue|blvd|boulevard|road|drive)\b|^\W*\w+\.? \d{1,2}, \d{4}\W*$|^\W*\d{1,2}\/\d{1,2}\/\d{2,4}\W*$/i;

/** A line of running text or a section heading in capitals: what the middle of a long document is made of. */
function runsOn(line: string): boolean {
  if (OPENING.test(line) || PARTS.test(line)) return false;
  const words = line.trim().split(/\s+/).length;
  // A section heading: a few words in capitals, no date, number or closing stop (not a judge's name, "SO ORDERED.").
  const heading = words >= 2 && words <= 5 && line === line.toUpperCase() && /[A-Z]{4}/.test(line) && !/[\d.:]/.test(line);
  return words >= 6 || heading;
}

/**
 * The body of another document of the same case, without its top and foot: what a continuation page of a
 * long document reads like (prose, a section heading, dates and names, another kind's vocabulary).
 */
function bodyPages(rng: Rng, cs: Case, pool: Template[], wanted: number): string[][] {
  const body: string[] = [];
  // A kind with little running text (a menu, a form) gives a shorter document, never an endless search.
  for (let tries = 0; body.length < wanted * 40 && tries < wanted * 20; tries++) {
    const pages = rng.pick(pool)(rng, cs).pages;
    const all = pages.flatMap(lines);
    body.push(...all.slice(TOP, Math.max(TOP, all.length - FOOT)).filter(runsOn));
  }
  const perPage = rng.int(30, 50);
  return Array.from({ length: wanted }, (_, k) => body.slice(k * perPage, (k + 1) * perPage)).filter((p) => p.length > 3);
}

/**
 * `pages` grown into a long document: continuation pages go between its first page and its end, so it still
 * opens with its own top and ends with its own signature.
 */
export function lengthen(rng: Rng, cs: Case, pages: string[], pool: Template[], extra: number): string[] {
  const middle = bodyPages(rng, cs, pool, extra).map((p) => p.join('\n'));
  if (pages.length === 1) {
    // Its one page split in two: the top on the first page, the foot on the last.
    const all = lines(pages[0]!);
    const cut = Math.max(1, Math.floor(all.length / 2));
    return [all.slice(0, cut).join('\n'), ...middle, all.slice(cut).join('\n')];
  }
  return [pages[0]!, ...pages.slice(1, -1), ...middle, pages.at(-1)!];
}

/**
 * A running header on every page, the first included: the document's own first line (its title, a court's
 * or firm's name), the case, or a short citation line, sometimes with the page number beside it.
 */
export function runningHeader(rng: Rng, cs: Case, pages: string[]): string[] {
  const first =
    lines(pages[0] ?? '')
      .find((l) => l.trim().length > 5)
      ?.trim() ?? cs.applicant.full;
  const header = rng.pick([
    first,
    first.toUpperCase(),
    `${cs.applicant.full} v. ${cs.employer}`,
    `${cs.adj[0] ?? cs.claimNo}`,
    `Case No. ${cs.adj[0] ?? cs.claimNo}`,
  ]);
  const withNumber = rng.chance(0.4);
  return pages.map((page, i) => `${header}${withNumber ? `    Page ${i + 1}` : ''}\n${page}`);
}
