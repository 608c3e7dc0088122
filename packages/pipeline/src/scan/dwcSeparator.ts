/**
 * DWC-CA form 10232.2 "DOCUMENT SEPARATOR SHEET", recognised by what the form IS, not by what a page
 * mentions: its title block (the heading "DOCUMENT SEPARATOR SHEET", or the form number) together
 * with the form's field labels (Case Number, Document Type, Document Title, Document Date, Author) on
 * an otherwise sparse page. A letter that talks about separator sheets (a WCAB notice rejecting a
 * filing) has neither the labels nor the empty page, and stays a document. Works on the text layer
 * or OCR, so tolerant of OCR noise. The Document Title it carries (e.g.
 * "ADJ-MEDICAL DOCS-QME REPORTS") hints the type of the document that follows.
 */

/** Letters and digits only, upper case: OCR noise in spacing and punctuation does not matter. */
const squash = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]+/g, '');
/** squash() with the digits OCR reads for letters read back as letters ("D0CUMENT", "SHEE7"). */
const squashLetters = (text: string) =>
  squash(text).replace(/[0-9]/g, (d) => ({ '0': 'O', '1': 'I', '5': 'S', '8': 'B', '7': 'T', '6': 'G', '2': 'Z' })[d] ?? d);
const TITLE = 'DOCUMENTSEPARATORSHEET';

/** The form's field labels, at the start of a line (OCR may read 1/l/I for one another). */
const FIELD_LABELS: readonly RegExp[] = [
  /^\W{0,3}case\s*(?:number|no\b|#)/i,
  /^\W{0,3}document\s*type\b/i,
  /^\W{0,3}document\s*tit[l1iI|]e\b/i,
  /^\W{0,3}document\s*date\b/i,
  /^\W{0,3}author\b/i,
];

/**
 * Words of running text a separator sheet may carry besides its title and fields: the form prints a
 * one- or two-line instruction and a footer, about 25 words. A page with more to say than this is a
 * document with content; a one-page letter always has more.
 */
const SPARSE_WORDS = 45;

export type DwcVerdict =
  /** The page is a DWC separator sheet. */
  | { kind: 'separator'; fields: DwcFields }
  /** Looks partly like the form (its title or labels) but holds content: kept in a document, with a warning. */
  | { kind: 'uncertain'; reason: string }
  | { kind: 'content' };

interface FormParts {
  /** A line that is the form's heading (not a sentence that contains the words). */
  titleLine: boolean;
  formNumber: boolean;
  /** Distinct field labels found at line starts. */
  labels: number;
  /** Words of the page outside the title, field and form-number lines. */
  otherWords: number;
}

function formParts(text: string): FormParts {
  let titleLine = false;
  let formNumber = false;
  const labels = new Set<number>();
  let otherWords = 0;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const s = squashLetters(line);
    // The heading stands alone: the title and at most a stray OCR token or two beside it.
    if (s.includes(TITLE) && s.length <= TITLE.length + 6) {
      titleLine = true;
      continue;
    }
    if (/10232\.?2/.test(line)) {
      formNumber = true;
      continue;
    }
    const label = FIELD_LABELS.findIndex((re) => re.test(line));
    if (label >= 0) {
      labels.add(label);
      continue;
    }
    otherWords += line.split(/\s+/).filter((w) => /[A-Za-z]{2}/.test(w)).length;
  }
  return { titleLine, formNumber, labels: labels.size, otherWords };
}

/** Whether `text` (one page, text layer or OCR) is a DWC separator sheet, is content, or is in doubt. */
export function judgeDwcSeparator(text: string): DwcVerdict {
  const p = formParts(text);
  const titled = p.titleLine || p.formNumber;
  const sparse = p.otherWords <= SPARSE_WORDS;
  if (titled && p.labels >= 2 && sparse) return { kind: 'separator', fields: dwcFields(text) };
  // The form's title block with its fields, or its bare title on an empty page: too much like the
  // form to ignore, too little (or too much content) to drop the page.
  if ((titled && p.labels >= 2) || (p.titleLine && sparse)) {
    const why = sparse ? 'its field labels were not all read' : `it also holds ${p.otherWords} words of other text`;
    return { kind: 'uncertain', reason: `looks like a DWC-CA 10232.2 document separator sheet but ${why}` };
  }
  return { kind: 'content' };
}

/**
 * Whether a quick, rough read of a page (ocr.ts glanceImage) shows anything of the form: its title
 * (or the words of it, however spaced), its form number, or two of its field labels. Generous on
 * purpose: a page it lets through is read properly and judged by judgeDwcSeparator(); a page it
 * stops is content, so no page the proper read would call a separator sheet, or a doubt, may stop here.
 */
export function mayBeDwcSeparator(text: string): boolean {
  const p = formParts(text);
  return p.titleLine || p.formNumber || p.labels >= 2 || /SEPARAT/.test(squashLetters(text));
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
