/**
 * What a document says it is, in its own words, for its summary: the court or tribunal it prints at
 * the top ("IN THE MISSOURI COURT OF APPEALS, EASTERN DISTRICT"), its heading ("MEMORANDUM OPINION",
 * "O R D E R", "Clinic Note"), and what matters in it as printed: a decision's disposition ("AFFIRMED",
 * "reversed and remanded") or a clinical note's assessment. Read from the text only; nothing here is
 * inferred, so a summary built on it never names a court, agency or fact the document does not print.
 */

export interface PrintedHeading {
  /** The issuing court, tribunal, board or agency as printed (title case), e.g. "Missouri Court of Appeals, Eastern District". */
  court?: string;
  /** The document's own heading, e.g. "Memorandum Opinion", "Progress Note". */
  heading?: string;
  /** A decision's outcome in its own words, e.g. "affirmed", "reversed and remanded". */
  disposition?: string;
  /** A clinical document's assessment, impression or diagnosis line, e.g. "Lumbar strain". */
  assessment?: string;
}

/** Lines searched for the court and heading: the top of the first page. */
const TOP_LINES = 30;

/** Bodies that issue decisions and notices: any court, tribunal, board, commission, bureau or division. */
const COURT =
  /\b(?:court|tribunal|appeals?\s+board|board\s+of\s+\w+|commission|compensation\s+board|bureau\s+of|division\s+of\s+workers|office\s+of\s+administrative\s+hearings)\b/i;
/** A court line's continuation: its district, division or seat. */
const COURT_SEAT = /^(?:(?:[A-Z]+\s+)?(?:district|division|circuit|department|county)\b|at\s+[A-Z]|for\s+the\s+|[A-Z]+\s+(?:DISTRICT|DIVISION|CIRCUIT)\b)/i;

/** Nouns that name a kind of document: a heading holding one says what the document is. */
const DOCUMENT_NOUN =
  /\b(?:opinion|order|decision|judgment|judgement|ruling|award|findings|memorandum|mandate|notice|petition|motion|brief|report|note|notes|summary|consultation|evaluation|examination|assessment|letter|statement|invoice|receipt|bill|transcript|subpoena|minutes|stipulations?|agreement|release|application|declaration|certificate|record|records|history\s+and\s+physical|visit)\b/i;

/** Outcomes a court prints, longest first ("reversed and remanded" before "reversed"). */
const DISPOSITION =
  /\b((?:affirmed|reversed|vacated|modified)(?:\s+in\s+part)?(?:(?:,\s*|\s+and\s+)(?:affirmed|reversed|vacated|remanded|modified)(?:\s+in\s+part)?)*|remanded|dismissed|denied|granted)\b/i;

/** Section labels under which a clinical note states what is wrong. */
const ASSESSMENT =
  /^(?:\d+\.\s*)?(?:assessment(?:\s+and\s+plan)?|impression|diagnos[ie]s|clinical\s+impression|final\s+diagnosis|conclusions?)\s*[:\-]\s*(.*)$/i;

export function printedHeading(pages: string[]): PrintedHeading {
  const lines = (pages[0] ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, TOP_LINES);
  const out: PrintedHeading = {};
  const court = courtLine(lines);
  if (court) out.court = court;
  const heading = headingLine(lines);
  if (heading) out.heading = heading;
  const disposition = dispositionOf(pages.join('\n'));
  if (disposition) out.disposition = disposition;
  const assessment = assessmentOf(pages.join('\n'));
  if (assessment) out.assessment = assessment;
  return out;
}

/** Collapses letter-spaced headings ("O R D E R" -> "ORDER", "M E M O R A N D U M  O P I N I O N"). */
export function unspace(line: string): string {
  if (!/^(?:\S\s){2,}\S(?:\s{2,}(?:\S\s)+\S)*$/.test(line)) return line;
  return line
    .split(/\s{2,}/)
    .map((w) => w.replace(/\s/g, ''))
    .join(' ');
}

function isShortLine(line: string, maxWords: number): boolean {
  const words = line.split(/\s+/).length;
  return words <= maxWords && !/[.;]$/.test(line) && !/\b(?:v|vs)\.?\s/i.test(line) && !/^[^A-Za-z]*$/.test(line);
}

function courtLine(lines: string[]): string | undefined {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.replace(/[,:]+$/, '');
    if (!isShortLine(line, 12) || !COURT.test(line) || /:/.test(line)) continue;
    // Printed in capitals or Title Case as a heading; a sentence that mentions a court is not one.
    if (/\b[a-z]{4,}\s+[a-z]{4,}\s+[a-z]{4,}\b/.test(line.replace(/\b(?:of|the|and|for|in)\b/g, ''))) continue;
    let court = tidy(line.replace(/^in\s+the\s+/i, ''));
    // Its seat ("EASTERN DISTRICT"), or the body within it ("BUREAU OF ..." then "APPEALS BOARD").
    const next = lines[i + 1]?.replace(/[,:]+$/, '');
    if (next && isShortLine(next, 8) && !/:/.test(next) && (COURT_SEAT.test(next) || COURT.test(next))) court += `, ${tidy(next.replace(/^in\s+the\s+/i, ''))}`;
    return court;
  }
  return undefined;
}

function headingLine(lines: string[]): string | undefined {
  for (const raw of lines) {
    const line = unspace(raw).replace(/[:\s]+$/, '');
    if (!isShortLine(line, 8) || COURT.test(line) || /:\s/.test(line) || /\d{3,}/.test(line)) continue;
    // A heading stands out: capitals, or every main word capitalised ("Clinic Note").
    const words = line.split(/\s+/).filter((w) => !/^(?:of|and|the|for|to|in|on|a|an|with|after)$/i.test(w));
    const headingCase = line === line.toUpperCase() || words.every((w) => /^[A-Z0-9(&'"-]/.test(w));
    if (headingCase && DOCUMENT_NOUN.test(line)) return tidy(line);
  }
  return undefined;
}

function dispositionOf(text: string): string | undefined {
  // A line that is the disposition, or the court's own sentence ("The award of the Commission is affirmed").
  for (const line of text.split('\n')) {
    const t = line.trim().replace(/[.\s]+$/, '');
    // On a line of its own, in capitals or Title Case ("AFFIRMED.", "Reversed and Remanded").
    if (t && /^[A-Z]/.test(t) && t.split(/\s+/).length <= 6) {
      const m = DISPOSITION.exec(t);
      if (m && m.index === 0 && m[0].length === t.length) return m[1]!.toLowerCase();
    }
  }
  const sentence =
    /\b(?:the\s+(?:judgment|decision|order|award|ruling)(?:\s+of\s+the\s+[\w\s']{3,60}?)?\s+is(?:\s+hereby)?|we\s+(?:therefore\s+)?(?:hereby\s+)?)\s+((?:affirmed|reversed|vacated|modified|remanded)(?:\s+in\s+part)?(?:(?:,\s*|\s+and\s+)(?:affirmed|reversed|vacated|remanded|modified)(?:\s+in\s+part)?)*)\b/i.exec(
      text,
    );
  return sentence?.[1]?.toLowerCase();
}

function assessmentOf(text: string): string | undefined {
  const lines = text.split('\n').map((l) => l.trim());
  for (let i = 0; i < lines.length; i++) {
    const m = ASSESSMENT.exec(lines[i]!);
    if (!m) continue;
    // The value on the label's line, or the first line under a label that stands alone.
    const value = (m[1] || lines.slice(i + 1).find((l) => l) || '').replace(/^(?:\d+[.)]|[-*•])\s*/, '');
    const first = value.split(/(?<=[a-z)])\.\s|;\s/)[0]!.replace(/[.\s]+$/, '');
    if (/[A-Za-z]{3}/.test(first) && first.length <= 120) return first;
  }
  return undefined;
}

/** Title case for a line printed in capitals; anything else as printed. */
export function tidy(line: string): string {
  const s = line.replace(/\s+/g, ' ').trim();
  if (s !== s.toUpperCase()) return s;
  const small = new Set(['of', 'and', 'the', 'for', 'to', 'in', 'on', 'at', 'a', 'an']);
  return s
    .toLowerCase()
    .split(' ')
    .map((w, i) => (i > 0 && small.has(w) ? w : w.replace(/(^|[-'(])([a-z])/g, (_, p: string, c: string) => p + c.toUpperCase())))
    .join(' ')
    .replace(/'S\b/g, "'s");
}
