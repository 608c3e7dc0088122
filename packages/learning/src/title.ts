/**
 * A document's own title as a lesson's evidence: a correction says what one layout is, and a document whose
 * own title names another kind of document than the lesson taught (and is not the title the lesson's document
 * had) is not of that layout, however alike its frame. Court forms share a frame (a caption box, a form
 * number, "FOR COURT USE ONLY") and differ by title: a correction of one subpoena form must not turn a proof
 * of service into a subpoena. The title is found as the classifier finds it (@wcab/classify's titles) and kept
 * as a hash with the kind it names, never as text.
 */
import type { DocumentType } from '@wcab/contract';
import { findTitle } from '@wcab/classify/titles';
import { hashText } from './signature';

export interface TitleMark {
  /** Hash of the title as found (lower case). */
  key: number;
  /** The kind of document the title names. */
  type: DocumentType;
}

/** The document's title mark, or null when it has no title the classifier finds. */
export function titleMarkOf(pages: readonly string[]): TitleMark | null {
  const title = findTitle([...pages]);
  return title ? { key: hashText(title.title.toLowerCase()), type: title.type } : null;
}

/**
 * Whether the document's own title disowns a lesson: it names a kind other than the one the lesson taught
 * (its corrected type, else its own document's title's kind) and is not its document's title. A lesson's
 * `title` is null where its document had none, and absent in a lesson stored before titles were kept: such a
 * lesson is never disowned (its document may have had this very title).
 */
export function titleDisowns(doc: TitleMark | undefined, lesson: { documentType?: DocumentType; title?: TitleMark | null }): boolean {
  if (!doc || lesson.title === undefined || lesson.title?.key === doc.key) return false;
  const taught = lesson.documentType ?? lesson.title?.type;
  return taught !== undefined && taught !== doc.type;
}
