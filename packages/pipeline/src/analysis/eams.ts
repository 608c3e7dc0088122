/**
 * The EAMS document title of an answer (@wcab/classify eamsTitle), for the type as finally answered: the LLM stage
 * or the account's corrections may change the type after the analysis, and the title follows the type.
 */
import type { DocumentType } from '@wcab/contract';
import { eamsTitle } from '@wcab/classify';
import type { Analysis } from './analyze';

export interface EamsFields {
  eams_document_type?: 'LEGAL DOCS' | 'MEDICAL DOCS' | 'LIENS AND BILLS';
  eams_document_title?: string;
}

export function eamsFields(documentType: DocumentType, analysis: Pick<Analysis, 'pages' | 'documentTitle' | 'title'>): EamsFields {
  const eams = eamsTitle({ documentType, ownTitle: analysis.documentTitle, knownTitle: analysis.title, pages: analysis.pages });
  return eams ? { eams_document_type: eams.type, eams_document_title: eams.title } : {};
}

/** `result` with the EAMS fields of its own (final) type, any earlier ones dropped. */
export function withEams<T extends { document_type: DocumentType } & EamsFields>(result: T, analysis: Pick<Analysis, 'pages' | 'documentTitle' | 'title'>): T {
  return withEamsOf(result, result.document_type, analysis);
}

/**
 * `answer` with the EAMS fields of `documentType`, any earlier ones dropped: for a batch document, which
 * carries no `document_type` of its own, when a later stage changes the type its fields were computed for.
 */
export function withEamsOf<T extends EamsFields>(answer: T, documentType: DocumentType, analysis: Pick<Analysis, 'pages' | 'documentTitle' | 'title'>): T {
  const { eams_document_type: _t, eams_document_title: _d, ...rest } = answer;
  return { ...rest, ...eamsFields(documentType, analysis) } as T;
}
