/**
 * Page texts back into one document text. A page break usually ends a paragraph, and the pages are
 * joined with a blank line (a paragraph break for every extractor). But a sentence may run on over the
 * break, with the page's furniture in between:
 *
 *   ...your response to this objection must be served no later than
 *   Page 1 of 2
 *   <form feed>
 *   Maria Garcia            (running header: words printed earlier in the document)
 *   ADJ12345678
 *   October 20, 2025. Thank you...
 *
 * Read as two paragraphs, the date loses the clause that gives it its meaning (a deadline). When the
 * page's last line of text stops mid-sentence (a lower-case word or a comma, in a line of several
 * words) and the next page's text does not open with a heading, the page-number lines under it and
 * the header lines at the top of the next page are dropped and the sentence is joined up again.
 * Header lines are recognised only as short lines whose text the document has already printed, in a
 * block closed by a blank line, so nothing is lost by dropping them.
 */

/** Page-number and footer lines skipped at the foot of a page; running-header lines at the top of the next. */
const MAX_FURNITURE_LINES = 2;
const MAX_HEADER_LINES = 4;
const MAX_HEADER_LENGTH = 60;

/** A line that is only a page number: "Page 2", "Page 2 of 5", "2 of 5", "- 2 -", "2". */
const PAGE_NUMBER_LINE = /^\s*(?:page\s*\d{1,3}(?:\s*(?:of|\/)\s*\d{1,3})?|-\s*\d{1,3}\s*-|\d{1,3}(?:\s*(?:of|\/)\s*\d{1,3})?)\s*$/i;
/** A running footer ending in its page number ("Garcia, Maria - QME Report    Page 1 of 2"); capital P, so "see page 3" is text. */
const FOOTER_LINE = /\b(?:Page|PAGE)\s*\d{1,3}(?:\s*(?:of|OF|\/)\s*\d{1,3})?\s*$/;
/**
 * A body line broken mid-sentence: four words or more, ending in a comma or a lower-case word ("no
 * later than", "pre-existing degenerative"). A capitalised last word is a name, a list item or a
 * table cell ("Ana Ruiz, Certified Spanish Interpreter"), too often the end of its block.
 */
function midSentence(line: string): boolean {
  const words = line.split(/\s+/);
  return words.length >= 4 && /^[a-z][a-z'\-]*$|,$/.test(words[words.length - 1]!);
}

/** A heading in capitals ("EXAMINATION", "DIAGNOSES") starts a block of its own, whatever came before. */
function isHeading(line: string): boolean {
  const letters = line.replace(/[^A-Za-z]/g, '');
  return letters.length >= 4 && letters === letters.toUpperCase();
}

const isFurniture = (line: string) => PAGE_NUMBER_LINE.test(line) || (line.length <= 100 && FOOTER_LINE.test(line));

/** A line without its trailing page number ("ADJ15504960 1" -> "ADJ15504960"); undefined when it ends in none. */
function withoutPageNumber(line: string): string | undefined {
  const m = /^(.{4,100}?)\s+\d{1,3}\s*$/.exec(line.trim());
  return m?.[1];
}

/** The last line of text among `lines`. */
function lastLine(lines: readonly string[]): string {
  for (let i = lines.length - 1; i >= 0; i--) if (lines[i]!.trim()) return lines[i]!.trim();
  return '';
}

/**
 * Joins normalised page texts: a blank line between pages, or the sentence joined up (see above). Only
 * the block the last page break left (its pages since) is split into lines to look at its foot, not
 * the whole text so far: a long document is joined in one pass.
 */
export function joinPageTexts(pages: readonly string[]): string {
  const blocks = [pages[0] ?? ''];
  for (let i = 1; i < pages.length; i++) {
    const joined = runOn(blocks[blocks.length - 1]!, pages[i]!, () => blocks.join('\n\n'));
    if (joined === undefined) blocks.push(pages[i]!);
    else blocks[blocks.length - 1] = joined;
  }
  return blocks.join('\n\n');
}

/**
 * The last block and the next page joined mid-sentence, without the furniture between; undefined when
 * the break ends a paragraph. `printed()` is the text so far, read only to recognise a running header.
 */
function runOn(block: string, page: string, printed: () => string): string | undefined {
  const tail = block.split('\n');
  const head = page.split('\n');
  // A running footer also shows as the same line at the foot of the next page, with the next number.
  const nextFooter = withoutPageNumber(lastLine(head));
  const footer = (line: string) => isFurniture(line) || (nextFooter !== undefined && withoutPageNumber(line) === nextFooter);
  let end = tail.length;
  let furniture = 0;
  while (end > 0) {
    const line = tail[end - 1]!;
    if (line.trim() === '') end--;
    else if (furniture < MAX_FURNITURE_LINES && footer(line.trim())) {
      furniture++;
      end--;
    } else break;
  }
  if (end === 0 || !midSentence(tail[end - 1]!.trim())) return undefined;

  const blank = (i: number) => head[i]!.trim() === '';
  let start = 0;
  while (start < head.length && blank(start)) start++;
  // A running header: page numbers and short lines the document printed before, closed by a blank
  // line. Lines of that kind running straight into the text are the text ("October 20, 2025" over
  // "at 9:00 a.m."): then only page numbers at the very top go.
  let close = start;
  let header = 0;
  let soFar: string | undefined;
  const printedBefore = (line: string) => (soFar ??= printed()).includes(line);
  while (close < head.length && !blank(close)) {
    const line = head[close]!.trim();
    if (isFurniture(line)) close++;
    else if (header < MAX_HEADER_LINES && line.length <= MAX_HEADER_LENGTH && printedBefore(line)) {
      header++;
      close++;
    } else break;
  }
  if (close < head.length && blank(close)) start = close;
  else while (start < head.length && isFurniture(head[start]!.trim())) start++;
  while (start < head.length && blank(start)) start++;
  if (start === head.length || isHeading(head[start]!)) return undefined;
  return `${tail.slice(0, end).join('\n')}\n${head.slice(start).join('\n')}`;
}
