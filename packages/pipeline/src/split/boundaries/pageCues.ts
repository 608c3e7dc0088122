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
  /** Other page numbers the page prints (that disagree with `n`: one of them is misread). */
  also?: number[];
}

/** An enumerated item's label: its kind (a number, a small or a capital letter) and its place (1 for "1.", "(a)", "(A)"). */
export interface ItemLabel {
  kind: 'number' | 'letter' | 'capital';
  n: number;
}

export interface PageCues {
  /** Fewer than a handful of words: a blank page (or the back of a sheet). */
  blank: boolean;
  /**
   * Too few words to read the page (a heading alone, a form whose text is an image): what kind of document it
   * reads like says nothing, and it shows too little to start a document on.
   */
  sparse: boolean;
  /** A case caption near the top: "Applicant", "vs.", "Defendants", "Case No." lines. */
  captionTop: boolean;
  /** A heading near the top: a short line in capitals (a title, a board's name, a letterhead). */
  titleTop: boolean;
  /**
   * A letterhead near the top: a telephone, fax or street address among the first lines (or an e-mail's sender; a bare
   * address in a list of recipients is none), or an address block as printed abroad (a street line over a postcode and town).
   */
  letterheadTop: boolean;
  /** A date line among the first lines (a letter's or report's own date: the date and at most a few words, not a sentence). */
  dateTop: boolean;
  /** A salutation or "RE:" line near the top (a letter starting). */
  salutationTop: boolean;
  /** The first line starts in lower case or mid-sentence: the page continues the one before. */
  continuesTop: boolean;
  /**
   * The first line is running text (a sentence of eight words or more, not in capitals): a page inside a document
   * opens with its body, where a new one opens with a title, a letterhead, a caption or a date.
   */
  proseTop: boolean;
  /**
   * One of the first lines heads the page as an exhibit, attachment, enclosure or appendix ("Exhibit 1",
   * "ATTACHMENT A", "Enclosure"): what a filing or a letter carries behind it, part of the document before.
   */
  attachmentTop: boolean;
  /**
   * The page opens with a heading set directly over running text ("CONCLUSION OF LAW" and its first sentence): a
   * section of a document's body, where a new document's title stands over its parties, date, address or fields.
   */
  sectionTop: boolean;
  /** Among the first lines, a labelled field ("Patient: ...", "Claimant: ...", "Date: ...", "To: ..."): a form's, report's or bill's head. */
  fieldsTop: boolean;
  /** Share of the first lines that are running text: a page inside a document is mostly its body from the top. */
  proseShareTop: number;
  /** A signature, certificate or proof of service at the foot of the page. */
  signoffEnd: boolean;
  /**
   * The page opens with a sign-off ("Respectfully submitted,", "Sincerely,", "/s/ ...", "IN WITNESS WHEREOF", a
   * signature page's heading): the signature block of the document before, carried onto a page of its own. No
   * document starts with its signature.
   */
  closingTop: boolean;
  /**
   * The page's first lines point back at what came before it ("the foregoing Motion", "the foregoing pages"): a
   * certificate of service, a verification or a reporter's certificate attached to the paper it follows.
   */
  refersBackTop: boolean;
  /**
   * The words of the paper a proof of service heading the page names ("PROOF OF SERVICE OF DEPOSITION SUBPENA"):
   * when the page before prints them, it is that paper, and the proof is served with it (continuation.ts).
   */
  serviceOf: string[];
  /**
   * The page is only a pleading's head, cut off: counsel's appearances (a bar number among a few words, at most one
   * line of running text beside a name) ending in an address, a telephone or a bar number. Appearances run onto the
   * next page before the court's name and caption; no document ends there. (A bill's last page, ending in its
   * provider's telephone, prints no bar number.)
   */
  headOnly: boolean;
  /**
   * The page ends by introducing what follows ("1. Continue current medication regimen:", "a true copy to the
   * following:"): a line of five words or more ending in a colon among its last two, so the list goes on overleaf.
   */
  introducesEnd: boolean;
  /**
   * The page ends with a sign-off alone ("Sincerely,", "Respectfully submitted,"), or a section's heading with nothing
   * under it (a Markdown heading as its last line): the signer, or the section, is on the next page. No document ends
   * there.
   */
  openEnd: boolean;
  /**
   * The page's last lines are an address block's end (a town line, a telephone or e-mail line among its last three):
   * a letterhead, a signature block or an entry of a list of addresses (a proof of service's service list).
   */
  addressEnd: boolean;
  /**
   * The page opens with entries of a list of addresses: two address blocks or more (a name, its street, its town line)
   * one under the other from its first line, with no title, date line, salutation, caption or running text before
   * the second. A letter or a form opens with one address (its letterhead) and then its date, addressee or title;
   * a service list's next entry carried onto a page opens it this way.
   */
  addressListTop: boolean;
  /** The label of the last item of an enumerated list the page prints ("(c)", "4."), as a place in its sequence. */
  lastItem?: ItemLabel;
  /** The label of an enumerated item among the page's first lines ("(d) nicotine delivery ..."). */
  firstItem?: ItemLabel;
  /**
   * The page opens with the tail of an address block ("Kansas City, Missouri 64108", "415 693 3000 (voice)"): the
   * letterhead or appearance of the page before, carried over. A letterhead opens with its name, not its town.
   */
  addressTailTop: boolean;
  /** The last line of text stops without closing punctuation: a sentence runs on to the next page. */
  runsOnEnd: boolean;
  /** Lines at its head or foot repeat the page before's (a running header or footer), and were read past. */
  running: boolean;
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
/** Fewer words than this: a sparse page. */
const SPARSE_WORDS = 12;
/** The lines of a page's head, where a document shows its title, fields and parties before its body. */
const HEAD_LINES = 6;
const END_LINES = 12;
/** Lines at each edge of a page where a running header or footer sits. */
const EDGE_LINES = 4;

// A case or claim number as a caption labels it ("Case No. ADJ1234567", "Claim #: 017-96-2260"), not prose
// about one ("the case number on the separator sheet").
const CAPTION = /^\s*(vs?\.|versus)\s*$|\b(case|claim)\s*(no|number|#)s?\.?\s*[:#.]?\s*[a-z]{0,4}[\s-]?\d|^\s*in re\b/i;
/**
 * A caption's role line ends with the party's role ("JOHN DOE, Applicant,"). A sentence that happens to end a line
 * with the word ("VA must notify the claimant") is running text, not a caption.
 */
const ROLE_LINE = /\b(applicant|defendants?|petitioner|respondent|plaintiff|claimant)s?\b[,.]?\s*$/i;

/** A line of a case caption near a page's top: a role line, "vs.", a case or claim number, "In re". */
function isCaptionLine(line: string): boolean {
  return CAPTION.test(line) || (ROLE_LINE.test(line) && !isRunningText(line));
}
const CONTACT =
  /\b(tel(ephone)?|phone|fax|facsimile)\b|\(\d{3}\)\s?\d{3}|\d{3}[-.]\d{3}[-.]\d{4}|^\s*from\s*:.*@[a-z0-9-]+\.[a-z]{2,}|\b(suite|ste\.?|street|st\.|avenue|ave\.?|blvd\.?|boulevard|road|drive)\b.*\b(ca|california)\b/i;
const MONTH = '(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?';
// Also as Europe (15.07.2022) and ISO 8601 (2022-07-15) print a date: a letter or invoice abroad, an e-mail's header.
const DATE = new RegExp(
  `\\b\\d{1,2}\\.\\d{1,2}\\.\\d{4}\\b|\\b\\d{4}-\\d{1,2}-\\d{1,2}\\b|\\b${MONTH}\\s+\\d{1,2},?\\s+\\d{4}\\b|\\b\\d{1,2}[/-]\\d{1,2}[/-]\\d{2,4}\\b|\\b\\d{1,2}\\s+${MONTH}\\s+\\d{4}\\b`,
  'i',
);
// A signature page's heading ("Signature Page 1 of 1", "SIGNATURES", "Signatures of ..."; not a form's "Signature of
// ..." label) or its statement that the record was signed
// electronically is a sign-off too: the document before's signatures, printed after it.
const CLOSING =
  /^\W*(respectfully submitted|sincerely|very truly yours|yours (truly|faithfully|sincerely)|(best|kind|warm) regards|regards,|cordially|in witness whereof|\/s\/)|^\W*(electronic\s+)?signatures?(\s+page\b.*)?$|^\W*signatures\s+of\b[^:_]*$|\bsigned electronically\b/i;
/**
 * Who signed or completed the paper, as its signature block's first line says it ("Assessment completed by: ...",
 * "Electronically signed by ..."): at a page's very top, the end of the document before.
 */
const SIGNED_BY = /^\W*([A-Za-z]+\s+){0,2}(completed|signed|dictated|transcribed|authenticated|attested)\s+by\b/i;
/** How many of a page's first lines a sign-off carried over can sit under (a running header or a date above it). */
const CLOSING_LINES = 3;
/**
 * "Foregoing" names what precedes it, and a proof of service that says it served "this" paper or "the within" one
 * serves the paper it is printed with: a page that points back at it belongs with it.
 */
const REFERS_BACK = /\bforegoing\b|\bserved\s+(the\s+within|this|these)\s+\w/i;
/** A proof of service's heading naming the paper it serves, as a form's reverse prints it. */
const SERVICE_OF = /\b(proof|certificate|declaration)\s+of\s+(personal\s+|electronic\s+)?service\s+(by\s+\w+\s+)?of\s+(?:the\s+)?(.{6,80})$/i;
/** How many of a page's first lines such a heading sits among (under a caption's first lines). */
const SERVICE_OF_LINES = 8;
/** The lines of a page's top where a certificate or verification names the paper it follows (under a caption it repeats). */
const REFERS_BACK_LINES = 20;
/** A telephone, fax or e-mail line alone, its label before it or not. */
const CONTACT_LINE =
  /^((tel(ephone)?|phone|fax|facsimile|e-?mail)\.?\s*:?\s*)?(\(?\d{3}\)?[\s./-]?\d{3}[\s.-]\d{4}\s*(\((voice|fax|facsimile)\))?|\S+@\S+\.[a-z]{2,})$/i;
/** A town line (a town, a state, a ZIP code) or a telephone, fax or e-mail line alone (its label before it or not). */
const ADDRESS_TAIL = new RegExp(String.raw`^[A-Z][A-Za-z .'-]{1,30},\s*[A-Z][A-Za-z. ]{1,20}\s+\d{5}(-\d{4})?$|${CONTACT_LINE.source}`, 'i');
const MARKDOWN_SECTION = /^#{2,6}\s/;
/** A sign-off alone on its line, the signer's name not beside it. */
const SIGN_OFF_ALONE =
  /^\W*(respectfully( submitted)?|sincerely( yours)?|very truly yours|yours (truly|faithfully|sincerely)|(with )?(best|kind|warm(est)?) regards|regards|cordially( yours)?)\W*$/i;
/** A town line: a town, a state (its name or its two letters) and a ZIP code ("Fresno, CA 93721", "OAKLAND CA 94612-1486"). */
const TOWN_LINE = /^[A-Z][A-Za-z .'-]{1,30},?\s+([A-Z]{2}|[A-Z][a-z]+(\s[A-Z][a-z]+)?)\.?,?\s+\d{5}(-\d{4})?$/;
/**
 * An enumerated item opening a line: a number with a stop or a bracket ("4.", "4)", "(4)"), a small letter the same
 * way ("c.", "c)", "(c)"; an OCR read may take the bracket for a brace), a capital letter only in brackets ("(C)":
 * "C. Smith" is an initial). Then the item's text. A bare number is no label: pleading paper numbers its lines.
 */
const ITEM_LABEL = /^[({[]?(\d{1,2}|[a-z])[.)}\]]\s+\S|^[({[]([A-Z])[)}\]]\s+\S/;
/** How many of a page's first lines an item continuing the page before's list can open (under a fax or running header). */
const FIRST_ITEM_LINES = 3;
/** How many of a page's last lines its last list item is looked for in (the item's text runs on under its label). */
const LAST_ITEM_LINES = 25;
/** How many of a page's first lines a list of addresses opening it is read in. */
const ADDRESS_LIST_LINES = 12;
/** Fewer words than this: a page that can be a document's head alone (a letterhead, counsel's appearances). */
const HEAD_ONLY_WORDS = 80;
/** Counsel's bar number, as an appearance prints it ("Cal. Bar no. 127231", "SBN 123456"). */
const BAR_NUMBER = /\b(bar\s*(no|number|#)|sbn)\b\.?\s*:?\s*\d/i;
const SALUTATION = /^\s*(dear\b|re\s*:|to whom|hello\b|subject\s*:)/im;
const SIGNOFF =
  /\b(sincerely|very truly yours|respectfully( submitted)?|best regards|regards,|yours (truly|faithfully)|cordially)\b|^\s*\/s\/|\bdeclare under penalty of perjury\b|\bproof of service\b|\bcertificate of (service|mailing)\b|\bexecuted (on|at)\b|^\s*dated\s*:|^\s*signature\b|_{6,}|\bend of (report|document|transcript)\b|\b(i|we) certify\b|\bcertif(y|ied) (that|under)\b|^\s*(judge|commissioner|presiding)\b.*$|\bworkers'? compensation (administrative law )?judge\s*$/im;
const PAGE_NUMBER =
  /\b(?:page|pg\.?|seite|p[aá]gina)\s*(\d{1,3})\s*(?:of|von|de|\/)\s*(\d{1,3})\b|\b(?:page|seite|p[aá]gina)\s*(\d{1,3})\b|^\s*-\s*(\d{1,3})\s*-\s*$|^\s*(\d{1,3})\s*$/gim;
/** A line that heads an exhibit or attachment: the word, maybe a label ("A", "1", '"B"'), maybe a short title. */
const ATTACHMENT = /^\W*(exhibit|attachment|enclosure|appendix|annex)\b\s*(no\.?\s*)?["'“]?([a-z]{1,2}|\d{1,3})?["'”]?\b[^.]{0,50}$/i;
/** A labelled field: a short label starting in capitals, a colon, a value. */
const FIELD = /^[A-Z][A-Za-z .'/#-]{1,30}:\s*\S/;
const STOPWORDS = new Set(
  'that this with from have will were been your their they there which when what shall said such into upon than then them these those also only other more must each about after before under over page date'.split(
    ' ',
  ),
);

/**
 * The page's lines that hold a letter or digit, as printed: a paper written in Markdown and printed as it is keeps its
 * marks ("## Payment Options", "**Office Hours:**"), which are read past, so a label is read as a label and a
 * section's heading as a heading, not as a new document's title.
 */
function lines(text: string): string[] {
  return text
    .split('\n')
    .map((l) =>
      l
        .trim()
        .replace(/^#{1,6}\s+/, '')
        .replace(/\*\*/g, ''),
    )
    .filter((l) => /[A-Za-z0-9]/.test(l));
}

/** Running text: eight words or more, mostly in lower case (a caption's party line is in capitals). */
function isRunningText(line: string): boolean {
  const words = line.split(/\s+/).filter((w) => /[A-Za-z]{2}/.test(w));
  const letters = line.replace(/[^A-Za-z]/g, '');
  return words.length >= 8 && letters.replace(/[^A-Z]/g, '').length / letters.length < 0.5;
}

/** A table's header row or any row of cells: three or more cells apart by wide gaps, tabs or bars. */
function isTableRow(line: string): boolean {
  // A title printed letter by letter ("N O T I C E   O F   L I E N") has wide gaps too, between its words.
  const tokens = line.trim().split(/\s+/);
  if (tokens.filter((t) => t.length === 1).length > tokens.length / 2) return false;
  return (
    line
      .trim()
      .split(/\s{3,}|\t+|\s*\|\s*/)
      .filter(Boolean).length >= 3
  );
}

/** A street line then a postcode and town ("32 Calle Mayor" / "10115 Berlin"): an address block as letterheads abroad print it. */
function postalAddress(head: string[]): boolean {
  // A house number has at most four digits (a bill's procedure codes have five); a town's words are capitalised
  // ("Frankfurt am Main"), where a service line's description runs on in lower case ("97110 Exercise therapy").
  const street = (l: string) => /^\d{1,4}[a-z]?,?\s+[A-Za-zÀ-ÿ]/.test(l) && l.split(/\s+/).length <= 6 && !/[$€£₹%]|\d[.,]\d/.test(l) && !isTableRow(l);
  const town = (l: string) => {
    const m = /^\d{4,5}\s+([A-ZÀ-Ý][A-Za-zÀ-ÿ'-]*(?:\s[A-Za-zÀ-ÿ'-]+){0,2})$/.exec(l.trim());
    return !!m && m[1]!.split(' ').every((w) => /^[A-ZÀ-Ý]/.test(w) || w.length <= 3);
  };
  return head.some((l, i) => i > 0 && town(l) && street(head[i - 1]!));
}

/** A short line mostly in capitals: a title, a board's or a firm's name (a table's header row is none). */
function isHeading(line: string): boolean {
  if (isTableRow(line)) return false;
  const letters = line.replace(/[^A-Za-z]/g, '');
  if (letters.length < 6 || line.length > 70) return false;
  const upper = letters.replace(/[^A-Z]/g, '').length;
  return upper / letters.length > 0.8 && line.split(/\s+/).length >= 2;
}

/**
 * A line as a running header or footer repeats it from page to page: case, spacing and punctuation aside,
 * and its counters (a page number, "Page 3 of 12") masked. Too short a line (a lone page number) is no key.
 */
export function runningKey(line: string): string {
  const key = line
    .toLowerCase()
    .replace(/\b\d{1,3}\b/g, '#')
    .replace(/[^a-z0-9#]+/g, '');
  return key.replace(/#/g, '').length >= 4 ? key : '';
}

/** The keys of a page's head and foot lines, to recognise them when the next page repeats them. */
export function edgeKeys(text: string): Set<string> {
  const all = lines(text);
  return new Set([...all.slice(0, EDGE_LINES), ...all.slice(-EDGE_LINES)].map(runningKey).filter(Boolean));
}

/** The page's lines without the head and foot lines it shares with the page before (`repeated`). */
function withoutRunning(all: string[], repeated: Set<string>): string[] {
  if (!repeated.size) return all;
  const edge = (i: number) => i < EDGE_LINES || i >= all.length - EDGE_LINES;
  return all.filter((l, i) => !(edge(i) && repeated.has(runningKey(l))));
}

/**
 * A line that is a date standing alone, as a letter, report or order dates itself ("April 2, 2025", "Dated: 3/4/25",
 * "Los Angeles, California, March 3, 2025"): the date and at most three words, no other figure. A table row that
 * starts with a date (a bill's service line, a log entry) has codes and amounts beside it, and is no date line.
 */
function isDateLine(line: string): boolean {
  if (!DATE.test(line)) return false;
  const rest = line
    .replace(DATE, ' ')
    .split(/\s+/)
    .filter((w) => /[A-Za-z0-9]/.test(w));
  return rest.length <= 3 && !rest.some((w) => /\d/.test(w));
}

/** A page's first line as a short title in capitalised words ("Dinner Menu", "Trip Confirmation"), no sentence. */
function isTitleLine(line: string): boolean {
  const words = line.split(/\s+/).filter((w) => /[A-Za-z]/.test(w));
  if (words.length < 2 || words.length > 6 || /[.,;:]$/.test(line) || /\d/.test(line) || isTableRow(line)) return false;
  const small = /^(of|and|the|for|to|in|on|a|an|de|la|y|del)$/;
  return words.every((w) => /^[^a-z]*[A-Z]/.test(w) || small.test(w)) && /^[^a-z]*[A-Z]/.test(words[0]!);
}

/** Lines at each edge of a page where a "Page n of N" is read as the page's own number. */
const PAGE_OF_LINES = 6;
const PAGE_OF = /\b(?:page|pg\.?)\s*(\d{1,3})\s*of\s*(\d{1,3})\b/i;

function pageOfAnywhere(lines: string[]): PageNumber | undefined {
  for (const line of lines) {
    const m = PAGE_OF.exec(line);
    if (m && Number(m[1]) >= 1 && Number(m[1]) <= Number(m[2])) return { n: Number(m[1]), of: Number(m[2]) };
  }
  return undefined;
}

/**
 * The page number the page prints at its head or foot ("Page 2 of 5", "Page 2", "- 2 -", a lone "2"). A number
 * a page says is a page number ("Page", dashes around it) wins over a lone number: pleading paper prints its
 * line numbers (1, 2, 3...) down the margin, so a lone "1" heading such a page is its first line's number, not
 * its page's. A lone number counts only when the page prints no other, and at its very foot before its head.
 * When the page prints other page numbers than the one chosen (a running header's "Page 11" beside a footer's
 * "Page 1 of 11" an OCR slip misread), `also` lists them. With none there, a "Page n of N" in the six lines at
 * either edge is the page's number (a letter's continuation header prints it under the addressee and the date).
 */
export function pageNumber(all: string[]): PageNumber | undefined {
  const head = all.slice(0, 3);
  const foot = all.slice(-3).filter((_, k, footLines) => all.length - footLines.length + k >= head.length);
  const said: PageNumber[] = [];
  const lone: Array<{ n: number; foot: boolean }> = [];
  for (const [line, atFoot] of [...head.map((l) => [l, false] as const), ...foot.map((l) => [l, true] as const)]) {
    const outermost = line === all[0] || line === all.at(-1);
    PAGE_NUMBER.lastIndex = 0;
    for (let m = PAGE_NUMBER.exec(line); m; m = PAGE_NUMBER.exec(line)) {
      if (m[1]) said.push({ n: Number(m[1]), of: Number(m[2]) });
      else if (m[3] ?? m[4]) said.push({ n: Number(m[3] ?? m[4]) });
      else {
        const n = Number(m[5]);
        // A lone number is a page number only at the very foot or head and when it is small.
        if (outermost && n > 0 && n <= 300) lone.push({ n, foot: atFoot });
      }
    }
  }
  if (!said.length) {
    const best = lone.find((l) => l.foot) ?? lone[0];
    if (best) return { n: best.n };
    // "Page 2 of 3" says what it is wherever it stands: a letter's continuation header prints it under the
    // addressee and the date, a form under its title.
    return pageOfAnywhere([...all.slice(0, PAGE_OF_LINES), ...all.slice(-PAGE_OF_LINES)]);
  }
  const first = said.find((x) => x.of !== undefined) ?? said[0]!;
  const also = [...new Set(said.map((x) => x.n).filter((n) => n !== first.n))];
  return also.length ? { ...first, also } : first;
}

/**
 * `repeated`: the head and foot keys of the page before (edgeKeys); lines of this page that repeat them are a
 * running header or footer, not a new title or letterhead, and are read past (the page number is still read).
 */
export function pageCues(text: string, repeated: Set<string> = new Set()): PageCues {
  const printed = lines(text);
  const all = withoutRunning(printed, repeated);
  const top = all.slice(0, TOP_LINES);
  // A signature line of underscores has no letter or digit, so it is no line of `all`; the foot keeps it.
  const foot = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const end = [...all.slice(-END_LINES), ...foot.slice(-END_LINES).filter((l) => /_{6,}/.test(l))].join('\n');
  const last = all.at(-1) ?? '';
  // The last line that is not a page number or running footer decides whether a sentence runs on.
  const lastBody = [...all].reverse().find((l) => !isPageNumberLine(l) && l.split(/\s+/).length >= 4) ?? last;
  const first = all[0] ?? '';
  // The last line that is not a page number ("3", "Page 3 of 4", "- 3 -"), as printed: a sign-off ending two pages in
  // turn (a book of letter templates) is no running footer.
  const lastLine = [...printed].reverse().find((l) => !isPageNumberLine(l)) ?? '';
  const wordCount = text.split(/\s+/).filter((w) => /[A-Za-z0-9]{2}/.test(w)).length;
  const words = new Set(
    text
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length >= 4 && !STOPWORDS.has(w)),
  );
  // The main model's distribution: the boundary model's type shift was fitted on it.
  const classified = classifyDocument([text], undefined, { mainModelOnly: true });
  return {
    blank: wordCount < 4,
    sparse: wordCount < SPARSE_WORDS,
    captionTop: all.slice(0, 16).some(isCaptionLine),
    // The first lines only: further down, a line in capitals is a name in a list or a section of the text.
    // A Markdown heading of the second level or below ("## Payment Options") is a section's, by its own mark.
    titleTop: !MARKDOWN_SECTION.test(text.trimStart()) && (top.slice(0, 4).some(isHeading) || isTitleLine(first)),
    letterheadTop: top.slice(0, 6).some((l) => CONTACT.test(l)) || postalAddress(top.slice(0, 6)),
    dateTop: top.some(isDateLine),
    salutationTop: SALUTATION.test(all.slice(0, 16).join('\n')),
    continuesTop: /^[a-z]/.test(first) || /^[,;:)]/.test(first),
    proseTop: isRunningText(first),
    attachmentTop: top.slice(0, 3).some((l) => ATTACHMENT.test(l)),
    sectionTop: isHeading(first) && isRunningText(all[1] ?? ''),
    fieldsTop: top.slice(0, HEAD_LINES).some((l) => FIELD.test(l)),
    proseShareTop: top.length ? top.slice(0, HEAD_LINES).filter(isRunningText).length / Math.min(HEAD_LINES, top.length) : 0,
    signoffEnd: SIGNOFF.test(end),
    closingTop: all.slice(0, CLOSING_LINES).some((l) => CLOSING.test(l)) || SIGNED_BY.test(first),
    refersBackTop: all.slice(0, REFERS_BACK_LINES).some((l) => REFERS_BACK.test(l)),
    serviceOf: serviceOf(all.slice(0, SERVICE_OF_LINES)),
    addressTailTop: ADDRESS_TAIL.test(first),
    introducesEnd: all.slice(-2).some((l) => /:$/.test(l) && l.split(/\s+/).length >= 5),
    openEnd: SIGN_OFF_ALONE.test(lastLine) || /^#{1,6}\s/.test(lastPrinted(text)),
    addressEnd: all.slice(-3).some((l) => TOWN_LINE.test(l) || CONTACT_LINE.test(l)),
    addressListTop: !all.slice(0, 16).some(isCaptionLine) && addressList(all.slice(0, ADDRESS_LIST_LINES)),
    lastItem: [...all.slice(-LAST_ITEM_LINES)].reverse().map(itemLabel).find(Boolean),
    firstItem: all.slice(0, FIRST_ITEM_LINES).map(itemLabel).find(Boolean),
    headOnly:
      wordCount < HEAD_ONLY_WORDS &&
      all.filter(isRunningText).length <= 1 &&
      all.some((l) => BAR_NUMBER.test(l)) &&
      all.slice(-3).some((l) => CONTACT.test(l) || BAR_NUMBER.test(l)),
    runsOnEnd: /[A-Za-z,;-]$/.test(lastBody) && !isHeading(lastBody),
    running: all.length < printed.length,
    page: pageNumber(printed),
    adj: findAdjNumbers(text),
    applicant: applicantName(text),
    date: documentDate(text),
    types: classified.scores,
    words,
  };
}

/** A line that is only a page number ("3", "Page 3 of 4", "- 3 -"). */
const isPageNumberLine = (line: string) => /^\W*(page\s*)?\d{1,3}(\s*(of|\/)\s*\d{1,3})?\W*$/i.test(line);

/** The page's last line with a letter or digit as printed, its Markdown marks kept. */
function lastPrinted(text: string): string {
  return (
    text
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => /[A-Za-z0-9]/.test(l) && !isPageNumberLine(l))
      .at(-1) ?? ''
  );
}

/**
 * Entries of a list of addresses from a page's first line: two town lines or more, the first within its first four
 * lines (a name, maybe a firm, a street, the town), each entry's lines short, and nothing else before the second
 * town line (no date line, salutation, caption line, running text or bar number: counsel's appearances heading a
 * pleading list addresses too, each under a bar number, over the caption).
 */
function addressList(head: string[]): boolean {
  const towns = head.map((l, i) => (TOWN_LINE.test(l) ? i : -1)).filter((i) => i >= 0);
  if (towns.length < 2 || towns[0]! > 3 || towns[0] === 0) return false;
  const entries = head.slice(0, towns[1]! + 1);
  return entries.every(
    (l) =>
      l.length <= 60 &&
      !isRunningText(l) &&
      !isDateLine(l) &&
      !SALUTATION.test(l) &&
      !isCaptionLine(l) &&
      !BAR_NUMBER.test(l) &&
      !/^\s*(re|subject|attn|attention)\b/i.test(l),
  );
}

/** The label of the enumerated item a line opens with, if it opens with one (ITEM_LABEL). */
export function itemLabel(line: string): ItemLabel | undefined {
  const m = ITEM_LABEL.exec(line.trim());
  if (!m) return undefined;
  if (m[2]) return { kind: 'capital', n: m[2].charCodeAt(0) - 64 };
  const label = m[1]!;
  return /\d/.test(label) ? { kind: 'number', n: Number(label) } : { kind: 'letter', n: label.charCodeAt(0) - 96 };
}

function serviceOf(top: string[]): string[] {
  for (const l of top) {
    const m = SERVICE_OF.exec(l.trim());
    if (m)
      return [
        ...new Set(
          m[4]!
            .toLowerCase()
            .split(/[^a-z]+/)
            .filter((w) => w.length >= 4 && !STOPWORDS.has(w)),
        ),
      ];
  }
  return [];
}

/** Page cues by page text and the running lines read past. */
export type CueCache = Map<string, PageCues>;

/** The cues of `text` read after `before` (the last page read before it, if any), through `cache`. */
export function cuesAfter(text: string, before: string | undefined, cache: CueCache = new Map()): PageCues {
  const previous = before === undefined ? new Set<string>() : edgeKeys(before);
  const repeated = new Set([...edgeKeys(text)].filter((k) => previous.has(k)));
  const key = `${[...repeated].sort().join('\u0001')}\u0000${text}`;
  let cues = cache.get(key);
  if (!cues) {
    cues = pageCues(text, repeated);
    cache.set(key, cues);
  }
  return cues;
}
