/**
 * Letters published as text or markdown (issue 31): open letters and letters to a body, which print no letterhead
 * and often no "Dear ..." (they are written to a community, a company, a board, a commission), read by where such a
 * letter says what it is and to whom: its own title, or an addressee line it opens with. Read after the model
 * (structure.ts), like letter.ts; not features, so the trained weights stand.
 */
import { cleanText } from './normalize';
import { bare, CLOSING, MAX_GREETING_LINE, SALUTATION } from './letter';

/**
 * A paper's own title that names it a letter written to someone: "An Open Letter to NVIDIA", "Open Letter to the
 * NixOS Foundation", "Bug Bounties: An Open Letter to the Community", "An open letter in support of ...". A topic
 * may come first, before a colon; a letter brief is a brief and a letter of credit an instrument, so the title
 * names to, for or from whom the letter is written.
 */
const LETTER_TO_TITLE = /^(?:[^:]{1,60}:\s+)?(?:an?\s+)?(?:open\s+)?letter\s+(?:to|from|in\s+support\s+of|on\s+behalf\s+of|regarding|concerning)\s+\S/i;
/** A front matter key for the page's own title or date ("title: ...", "date: 2024-04-21"). */
const FRONT_MATTER_KEY = /^(title|date)\s*:\s*["']?(.*?)["']?$/i;
/** A line that is only a date: the letter's own date under its title ("2021-03-23", "March 23, 2021", "23 March 2021"). */
export const DATE_LINE =
  /^(?:\d{4}-\d{2}-\d{2}(?:T[\d:.+-]+)?|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2},?\s+\d{4}|\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?,?\s+\d{4})$/i;
/**
 * A line naming the addressee: "To the FSF:", "To: NVIDIA Corporation, ...". A name follows "To" (capitalised, or
 * after "the"): "To add your name:" opens an instruction, not an address.
 */
const ADDRESSEE = /^[Tt][Oo](?:\s*:\s*\S.*|\s+(?:[Tt]he\s+)?[A-Z].{0,56}:)$/;
/** A short greeting line opening a letter's body: one to three words and a comma ("Friends,", "Hi all,"). */
const SHORT_GREETING = /^[A-Za-z][\w'-]*(?:\s+[\w'-]+){0,2},$/;
/** How many lines at the top hold a letter's date and greeting. */
const OPENING_LINES = 24;

/**
 * Whether the paper is a letter by its own title (issue 31): an open letter or a letter to someone published as
 * text or markdown, which prints no letterhead and often no "Dear ..." (it is written to a community, a company, a
 * board). Its own title (the line it opens with, or the `title:` of the front matter it opens with) names it a letter
 * to someone, and it is the letter itself, not a page about it (a README that links to it, instructions for signing
 * or translating it, which may quote its title further down): it is dated at the top, names or greets its
 * addressee, or closes as a letter does ("Signed,", "Regards,").
 */
export function letterByTitle(pages: readonly string[]): boolean {
  const lines = cleanText(pages[0] ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  // Front matter: the block between the '---' lines a markdown page may open with, holding its own title and date.
  const end = /^-{3,}$/.test(lines[0] ?? '') ? lines.findIndex((l, i) => i > 0 && /^-{3,}$/.test(l)) : -1;
  const fenced = end > 0;
  const matter = new Map(
    lines
      .slice(1, Math.max(end, 1))
      .map((l) => FRONT_MATTER_KEY.exec(l))
      .filter((m): m is RegExpExecArray => !!m)
      .map((m) => [m[1]!.toLowerCase(), m[2]!] as const),
  );
  const title = fenced ? matter.get('title') : bare(lines[0] ?? '');
  if (!title || !LETTER_TO_TITLE.test(title)) return false;
  const opening = lines
    .slice(fenced ? end + 1 : 1, OPENING_LINES)
    .map(bare)
    .filter(Boolean);
  const date = matter.get('date');
  const dated = (!!date && DATE_LINE.test(date)) || opening.some((l) => DATE_LINE.test(l));
  const greets = opening.some(
    (l, i) => SALUTATION.test(l) || ADDRESSEE.test(l) || (SHORT_GREETING.test(l) && (opening[i + 1]?.length ?? 0) > MAX_GREETING_LINE),
  );
  const all = cleanText(pages.join('\n')).split('\n').map(bare).filter(Boolean);
  return dated || greets || all.some((l) => CLOSING.test(l));
}

/** An addressee line heading a letter: "To Anti Corruption Commission", "To the Board of Supervisors:". */
const HEAD_ADDRESSEE = /^To\s+(?:the\s+)?[A-Z][\w.&'-]*(?:\s+[\w.&'-]+){0,7}\s*[,:]?$/;

/**
 * Whether the paper opens by naming whom it is written to (issue 31): its first line an addressee ("To Anti
 * Corruption Commission"), then straight into the body's first paragraph, as a letter, an open letter or a
 * petition to a body does when it prints no greeting word and no letterhead. A memo's "TO:" field and a title
 * are not such a line (a colon right after "To", a short line under it).
 */
export function opensWithAddressee(pages: readonly string[]): boolean {
  const lines = cleanText(pages[0] ?? '')
    .split('\n')
    .map(bare)
    .filter(Boolean);
  const [first, next] = lines;
  return !!first && first.length <= MAX_GREETING_LINE && HEAD_ADDRESSEE.test(first) && (next?.length ?? 0) > MAX_GREETING_LINE;
}
