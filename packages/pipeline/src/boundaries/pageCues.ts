/**
 * What one page says about where it sits in a document, read from its text alone (text layer or OCR):
 * how it begins (a caption, a title, a letterhead, a date), how it ends (a signature, a proof of
 * service, a sentence running on), the page number it prints, and who and what it is about (ADJ
 * numbers, applicant, the document's own date, the kind of document the page reads like). Pure.
 * Each cue is a general trait of documents of a kind, never a phrase of one template.
 */
import { classifyDocument } from '@wcab/classify';
import type { DocumentType } from '@wcab/contract';
import { applicantName, documentDate, findAdjNumbers } from '@wcab/extract';

export interface PageNumber {
  n: number;
  /** The "of N" total, when printed. */
  of?: number;
}

export interface PageCues {
  /** Fewer than a handful of words: a blank page (or the back of a sheet). */
  blank: boolean;
  /** A case caption near the top: "Applicant", "vs.", "Defendants", "Case No." lines. */
  captionTop: boolean;
  /** A heading near the top: a short line in capitals (a title, a board's name, a letterhead). */
  titleTop: boolean;
  /** A letterhead near the top: a telephone, fax, street address or e-mail among the first lines. */
  letterheadTop: boolean;
  /** A date line among the first lines (a letter's or report's own date: the date and at most a few words, not a sentence). */
  dateTop: boolean;
  /** A salutation or "RE:" line near the top (a letter starting). */
  salutationTop: boolean;
  /** The first line starts in lower case or mid-sentence: the page continues the one before. */
  continuesTop: boolean;
  /** A signature, certificate or proof of service at the foot of the page. */
  signoffEnd: boolean;
  /** The last line of text stops without closing punctuation: a sentence runs on to the next page. */
  runsOnEnd: boolean;
  page?: PageNumber;
  adj: string[];
  applicant?: string;
  date?: string;
  /** The classifier's type probabilities for this page alone. */
  types: Record<DocumentType, number>;
  /** Distinct content words, for how much two pages share their vocabulary. */
  words: Set<string>;
}

const TOP_LINES = 10;
const END_LINES = 12;

const CAPTION = /\b(applicant|defendants?|petitioner|respondent|plaintiff|claimant)s?\b[,.]?\s*$|^\s*(vs?\.|versus)\s*$|\b(case|claim)\s*(no|number|#)|^\s*in re\b/im;
const CONTACT = /\b(tel(ephone)?|phone|fax|facsimile)\b|\(\d{3}\)\s?\d{3}|\d{3}[-.]\d{3}[-.]\d{4}|@[a-z0-9-]+\.[a-z]{2,}|\b(suite|ste\.?|street|st\.|avenue|ave\.?|blvd\.?|boulevard|road|drive)\b.*\b(ca|california)\b/i;
const MONTH = '(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?';
const DATE = new RegExp(`\\b${MONTH}\\s+\\d{1,2},?\\s+\\d{4}\\b|\\b\\d{1,2}[/-]\\d{1,2}[/-]\\d{2,4}\\b|\\b\\d{1,2}\\s+${MONTH}\\s+\\d{4}\\b`, 'i');
const SALUTATION = /^\s*(dear\b|re\s*:|to whom|hello\b|subject\s*:)/im;
const SIGNOFF = /\b(sincerely|very truly yours|respectfully( submitted)?|best regards|regards,|yours (truly|faithfully)|cordially)\b|^\s*\/s\/|\bdeclare under penalty of perjury\b|\bproof of service\b|\bcertificate of (service|mailing)\b|\bexecuted (on|at)\b|^\s*dated\s*:|^\s*signature\b|_{6,}|\bend of (report|document|transcript)\b|\b(i|we) certify\b|\bcertif(y|ied) (that|under)\b|^\s*(judge|commissioner|presiding)\b.*$|\bworkers'? compensation (administrative law )?judge\s*$/im;
const PAGE_NUMBER = /\bpage\s*(\d{1,3})\s*(?:of|\/)\s*(\d{1,3})\b|\bpage\s*(\d{1,3})\b|^\s*-\s*(\d{1,3})\s*-\s*$|^\s*(\d{1,3})\s*$/gim;
const STOPWORDS = new Set('that this with from have will were been your their they there which when what shall said such into upon than then them these those also only other more must each about after before under over page date'.split(' '));

function lines(text: string): string[] {
  return text.split('\n').map((l) => l.trim()).filter((l) => /[A-Za-z0-9]/.test(l));
}

/** A short line mostly in capitals: a title, a board's or a firm's name. */
function isHeading(line: string): boolean {
  const letters = line.replace(/[^A-Za-z]/g, '');
  if (letters.length < 6 || line.length > 70) return false;
  const upper = letters.replace(/[^A-Z]/g, '').length;
  return upper / letters.length > 0.8 && line.split(/\s+/).length >= 2;
}

/** The page number the page prints at its head or foot ("Page 2 of 5", "- 2 -", a lone "2"). */
export function pageNumber(all: string[]): PageNumber | undefined {
  const edges = [...all.slice(0, 3), ...all.slice(-3)];
  for (const line of edges) {
    const outermost = line === all[0] || line === all.at(-1);
    PAGE_NUMBER.lastIndex = 0;
    const m = PAGE_NUMBER.exec(line);
    if (!m) continue;
    if (m[1]) return { n: Number(m[1]), of: Number(m[2]) };
    const n = Number(m[3] ?? m[4] ?? m[5]);
    // A lone number is a page number only at the very foot or head and when it is small.
    if (m[5] && (!outermost || n === 0 || n > 300)) continue;
    return { n };
  }
  return undefined;
}

export function pageCues(text: string): PageCues {
  const all = lines(text);
  const top = all.slice(0, TOP_LINES);
  const end = all.slice(-END_LINES).join('\n');
  const last = all.at(-1) ?? '';
  // The last line that is not a page number or running footer decides whether a sentence runs on.
  const lastBody = [...all].reverse().find((l) => !/^\W*(page\s*)?\d{1,3}(\s*(of|\/)\s*\d{1,3})?\W*$/i.test(l) && l.split(/\s+/).length >= 4) ?? last;
  const first = all[0] ?? '';
  const words = new Set(
    text
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length >= 4 && !STOPWORDS.has(w)),
  );
  const classified = classifyDocument([text]);
  return {
    blank: text.split(/\s+/).filter((w) => /[A-Za-z0-9]{2}/.test(w)).length < 4,
    captionTop: CAPTION.test(all.slice(0, 16).join('\n')),
    titleTop: top.slice(0, 6).some(isHeading),
    letterheadTop: top.slice(0, 6).some((l) => CONTACT.test(l)),
    dateTop: top.some((l) => DATE.test(l) && l.replace(DATE, '').split(/\s+/).filter((w) => /[A-Za-z]{2}/.test(w)).length <= 3),
    salutationTop: SALUTATION.test(all.slice(0, 16).join('\n')),
    continuesTop: /^[a-z]/.test(first) || /^[,;:)]/.test(first),
    signoffEnd: SIGNOFF.test(end),
    runsOnEnd: /[A-Za-z,;-]$/.test(lastBody) && !isHeading(lastBody),
    page: pageNumber(all),
    adj: findAdjNumbers(text),
    applicant: applicantName(text),
    date: documentDate(text),
    types: classified.scores,
    words,
  };
}
