import type { DocumentType } from '@wcab/contract';
import type { Case } from './context';
import type { Rng } from './rng';

/** One generated document: its pages and a layout variant id (used to hold out unseen layouts). */
export type Template = (rng: Rng, cs: Case) => { pages: string[]; variant: string };

export interface GenDoc {
  label: DocumentType;
  /** The template that wrote it: one family of documents (layout, wording, author style). */
  kind: string;
  variant: string;
  pages: string[];
  /** The case's applicant (every document is about one case; whether its text names them is the template's). */
  applicant?: string;
}
