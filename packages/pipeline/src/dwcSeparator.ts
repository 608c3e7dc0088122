/**
 * DWC-CA form 10232.2 "DOCUMENT SEPARATOR SHEET", recognised by its printed text (text layer or
 * OCR, so tolerant of OCR noise), and the Document Title it carries (e.g.
 * "ADJ-MEDICAL DOCS-QME REPORTS"), which hints the type of the document that follows.
 */

/** Letters only, upper case: OCR noise in spacing and punctuation does not matter. */
const squash = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]+/g, '');

export function isDwcSeparatorText(text: string): boolean {
  const s = squash(text);
  if (s.includes('DOCUMENTSEPARATORSHEET')) return true;
  // OCR may break the title; the form number plus the form's own instruction still identify it.
  return /10232\.?2/.test(text) && s.includes('SEPARATE');
}

export interface DwcFields {
  documentTitle?: string;
  documentType?: string;
  caseNumber?: string;
}

/** Reads the labelled fields of the sheet ("Document Title: ADJ-LEGAL DOCS-NOTICE OF HEARING"). */
export function dwcFields(text: string): DwcFields {
  const field = (label: RegExp) => {
    const m = new RegExp(`${label.source}\\s*[:.;]?\\s*(.+)`, 'i').exec(text);
    const value = m?.[1]?.split('\n')[0]?.trim();
    return value && !/^(document|case|author)\b/i.test(value) ? value : undefined;
  };
  const fields: DwcFields = {};
  const title = field(/Document\s*Tit[l1I]e/);
  if (title) fields.documentTitle = title.replace(/[_\s]+$/g, '');
  const type = field(/Document\s*Type/);
  if (type) fields.documentType = type;
  const caseNo = /ADJ\s*\d{6,9}/i.exec(text)?.[0]?.replace(/\s+/g, '').toUpperCase();
  if (caseNo) fields.caseNumber = caseNo;
  return fields;
}
