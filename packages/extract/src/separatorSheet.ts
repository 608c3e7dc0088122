/**
 * DWC-CA form 10232.2 "DOCUMENT SEPARATOR SHEET" pages: recognised by their printed text (OCR too);
 * their fields hint the following document's case number, type and date.
 */
import { findAdjNumbers } from './adj';
import { findDateMentions } from './dateParsing';
import { findFields } from './fields';
import { fuzzyPattern } from './fuzzy';
import { normalizeText } from './text';

export interface SeparatorSheet {
  caseNumber?: string;
  documentType?: string;
  /** e.g. "ADJ-MEDICAL DOCS-QME REPORTS" */
  documentTitle?: string;
  /** YYYY-MM-DD */
  documentDate?: string;
  author?: string;
}

const TITLE = new RegExp(fuzzyPattern('document separator sheet', { gaps: true }), 'i');

/** The sheet's fields when the page is a DWC separator sheet, else undefined. */
export function parseSeparatorSheet(pageText: string): SeparatorSheet | undefined {
  const text = normalizeText(pageText);
  if (!TITLE.test(text) && !/10232\.2/.test(text)) return undefined;
  const field = (label: RegExp) => findFields(text, label)[0]?.value.trim() || undefined;
  const sheet: SeparatorSheet = {};
  const caseNo = field(/case\s+(?:number|no\.?)/);
  sheet.caseNumber = (caseNo && findAdjNumbers(caseNo)[0]) ?? caseNo;
  sheet.documentType = field(/document\s+type/);
  sheet.documentTitle = field(/document\s+title/);
  const date = field(/document\s+date/);
  sheet.documentDate = date ? findDateMentions(date)[0]?.iso : undefined;
  sheet.author = field(/author/);
  for (const k of Object.keys(sheet) as (keyof SeparatorSheet)[]) if (sheet[k] === undefined) delete sheet[k];
  return sheet;
}
