/**
 * Papers that are no case's paper by their own structure (issue 31, new sources round): pages of a published book,
 * and an office's procedures document. Both share a WC office's words (a book of impairment ratings reads like a
 * medical-legal report, a claims manual quotes the letters it prescribes) and are none of the seven kinds.
 */

/**
 * The stamp an e-book platform prints on every page it prints: where and when the page was made ("Created from
 * <library> on 2024-08-18 04:49:42.").
 */
const EBOOK_STAMP = /\bcreated\s+from\s+\S[^\n]{0,80}?\s+on\s+(?:19|20)\d{2}-\d{2}-\d{2}[ T]\d{1,2}:\d{2}\b/i;

/** A published work's copyright notice: "Copyright © 2007. <Publisher>. All rights reserved." */
const COPYRIGHT_NOTICE = /\bcopyright\s*(?:©|\(c\))?\s*(?:19|20)\d{2}\b[^\n]{0,160}?\ball\s+rights\s+reserved\b/i;

/**
 * The work's own citation as a book prints it in its running foot: authors and title, then "Place: Publisher; Year."
 * (the place, a colon, the publisher, a semicolon, the year closing the line).
 */
const BOOK_CITATION = /^[^\n]{10,240}\.\s+[A-Z][A-Za-z .'-]{1,40}:\s*[^\n:;]{3,90};\s*(?:19|20)\d{2}\.?\s*$/m;

/** A page of a published book: the e-book stamp, or the work's copyright notice with its own citation. */
function bookPage(page: string): boolean {
  return EBOOK_STAMP.test(page) || (COPYRIGHT_NOTICE.test(page) && BOOK_CITATION.test(page));
}

/**
 * Pages of a published book (at least half the readable pages print a book page's foot: the e-book platform's stamp,
 * or the book's copyright notice beside its citation): a reference work's pages, whatever its subject. A report that
 * cites a book does so in its text, never under the book's copyright on its own pages.
 */
export function publishedBookPages(pages: readonly string[]): boolean {
  const readable = pages.filter((p) => /[A-Za-z]{3}/.test(p));
  const book = readable.filter(bookPage).length;
  return book > 0 && book * 2 >= readable.length;
}

/** Markdown heading marks, a section's number ("1.", "I.", "Section 2:", "Article I:") and emphasis, around a heading. */
const HEADING_DECOR = /^(?:#{1,6}\s*)?(?:(?:section|article|part)\s+[0-9ivx]+[.:)]?\s*|[0-9ivx]{1,4}[.)]\s*)?[*_]*\s*|\s*[*_:]*\s*$/gi;

/** The sections a procedures document opens with: its purpose or overview, its scope, its definitions. */
const PURPOSE = /^(?:overview|purpose|purpose\s+and\s+scope|overview\s*\/\s*purpose|policy\s+statement)$/i;
const SCOPE = /^(?:scope|applicability|scope\s+and\s+applicability)$/i;
const DEFINITIONS = /^(?:definitions|terms\s+and\s+definitions)$/i;

/** A letter's greeting ("Dear ...,", "To whom it may concern"). */
const GREETING = /^\s*(?:dear\b|to\s+whom\s+it\s+may\s+concern\b)/i;

/**
 * An office's policy or procedures document (a claims manual, a standard, a policy): before any letter's greeting,
 * its first pages head sections as a procedure does, its scope with its purpose (or overview) or its definitions.
 * It may quote the letters it prescribes as its templates; it is written to no one itself. A letter heads no
 * section "Scope" and "Definitions" before it greets its reader.
 */
export function proceduresDocument(pages: readonly string[]): boolean {
  const lines = pages.slice(0, 2).join('\n').split('\n');
  const found = { purpose: false, scope: false, definitions: false };
  for (const raw of lines) {
    if (GREETING.test(raw)) break;
    if (raw.trim().length > 60) continue;
    const heading = raw.trim().replace(HEADING_DECOR, '').trim();
    if (PURPOSE.test(heading)) found.purpose = true;
    else if (SCOPE.test(heading)) found.scope = true;
    else if (DEFINITIONS.test(heading)) found.definitions = true;
  }
  return found.scope && (found.purpose || found.definitions);
}
