/**
 * Typed dates of a document: hearings and trials (with the district office), appointments (with the
 * office address when printed), deadlines, injury dates (both ends of a cumulative-trauma period) and
 * everything else as `other` (birth dates, document/service/signing dates, dates of service on bills).
 */
import type { DateEntry, DateType } from '@wcab/contract';
import {
  clauseStart,
  eventNamedAfter,
  isMovedOrVacated,
  COURT_SETTING_BLOCK_AFTER,
  isPastSetting,
  nearestCue,
  nearestCueAt,
  refineDescription,
  RESET_TO,
  resolveEvent,
  rightCue,
  sentenceAfter,
  type Cue,
  type OtherRole,
} from './dateContext';
import { findDateMentions, WEEKDAY, type DateMention } from './dateParsing';
import { appointmentLocationAt, hearingLocationAt } from './locations';
import type { Span } from './spans';
import { normalizeText } from './text';
import { timeNear } from './times';

/** A date entry of the contract plus the time of day when the document gives one. */
export interface ExtractedDate extends DateEntry {
  /** 24-hour "HH:MM". */
  time?: string;
  /** Where the date, its type and its location were read (not part of the contract; evidence is built from it). */
  spans?: DateSpans;
}

/** The spans a date was read from. `date.confidence` is the confidence of the date with its type. */
export interface DateSpans {
  date: Span;
  type?: Span;
  location?: Span;
}

/**
 * How sure a date's type is, by where its cue was: its own label ("Hearing Date:", "by"), a cue near it
 * (a heading above a bare "Date:", the sentence after it, a transcript's question), no cue at all, or a
 * deadline computed from a relative period ("within 20 days of service").
 */
export const DATE_CONFIDENCE = { label: 0.9, near: 0.7, none: 0.6, relative: 0.6 } as const;

export interface DateOptions {
  /** Anchors two-digit years (e.g. the processing date). Optional; results stay deterministic. */
  referenceDate?: Date | string;
  /** Turn "within N days of service" into a deadline when the service date is printed (default true). */
  relativeDeadlines?: boolean;
}

/** One date mention with its meaning; the building block of extractDates() and documentDate(). */
export interface ClassifiedDate {
  mention: DateMention;
  type: DateType;
  description: string;
  /** For `other` dates: which kind (document date, service date, birth date ...). */
  role?: OtherRole;
  time?: string;
  location: string;
  /** The clause before the date that decided its type. */
  clause: string;
  spans: DateSpans;
}

/** The types a date is calendared or tracked by: each must be stated for this case. */
const TYPED_EVENT = new Set<string>(['hearing', 'trial', 'deadline', 'appointment', 'injury']);
/** More than a few words, or another number, between a loose cue and its date. */
const LOOSE_GAP = /\d|^\s*\S+(?:\s+\S+){6,}/;
/**
 * "accident" or "injury" (the noun) after a name of two or more capitalised words or numbers, none a possessive,
 * not after "a" or a possessive ("in a Motor Vehicle accident", "his Work injury" describe the case's own).
 */
const NAMED_EVENT =
  /(?:^|[a-z,;](?<!\b(?:an?|his|her|its|their|your|my|our))\s+)(?:(?:[A-Z][A-Za-z-]*|\d+)(?<!'s)\s+){1,5}(?:[A-Z][A-Za-z-]*|\d+)(?<!'s)\s+(?:accident|injury|injuries)$/;
/** A date's own lead-in, part of how it is written ("Sunday the 1st of January 1950"). */
const DATE_LEAD = new RegExp(String.raw`(?:${WEEKDAY},?\s*)?(?:the\s+)?$`, 'i');
/** "on or after", "prior to", "before" right before a date: it bounds a period, it is no event's date. */
const BOUND_BEFORE = /\b(?:on\s+or\s+(?:after|before)|prior\s+to|before|after|since)\s*$/i;
/** What a sentence that sets a deadline asks of someone ("due to" before a noun gives a cause, it asks nothing). */
const DIRECTIVE =
  /\b(?:must|shall|required?|requires|due(?!\s+to\b(?!\s+be\b))|please|(?:are|is)\s+to|to\s+be|need|needs|should|deadline|submit|return|respond|reply|produce|serve|file|pay|complete|appear|provide|send|object|postmark(?:ed)?|no\s+later)\b/i;

/** What a bill, an invoice or an account statement prints about its balance, above its payment due date. */
const BILL_TERMS =
  /\b(?:minimum\s+payment(?:\s+due)?|new\s+balance|previous\s+balance|statement\s+balance|balance\s+due|amount\s+(?:due|owed|payable)|total\s+(?:due|amount|charges)|sub-?\s?total|invoice\s*(?:#|no\b|number|date)|billing\s+period|statement\s+(?:date|period|closing\s+date)|account\s+summary|credit\s+limit)\b/i;
/**
 * What a case asks by a date, beside paying: a due date that names one of these ("Due Date: 06/01/2026 for the
 * Answer to the Petition") is the case's deadline even under a balance.
 */
const CASE_ACTION =
  /\b(?:appeal|review|reconsider\w*|object\w*|respon\w+|reply|answer|fil(?:e|ed|ing)|serv(?:e|ed|ice)|produc\w+|submit\w*|disput\w+|contest\w*|hearing|petition|motion|records?)\b/i;
/**
 * A date a form's instructions give as an example of how to fill a field ("Date of injury (e.g. 01/02/2023):",
 * "Example: Hearing Date: 01/01/2020", "such as 12/31/2024"): printed on the same line before the date.
 */
const EXAMPLE_BEFORE = /(?:\be\.\s?g\.?|\bfor\s+(?:example|instance)|\bexamples?\b)[^\n]{0,40}$|\bsuch\s+as\s*$/i;
/**
 * A form's code opening the line the date is printed on ("CAO NCA 1-2 07/01/2017", "UD-105 [Rev. September 1, 2025]",
 * "FL-300 Rev. 07/2016"): the footer's form number and the form's revision date, no date of the case.
 */
const FORM_CODE_BEFORE = /^\s*(?:[A-Z]{2,6}[\s-]+){1,3}\d{1,4}(?:[-.][0-9A-Z]{1,4})*[A-Z]?\s*(?:\[?\s*(?:[Rr]ev(?:ised|\.)?|[Ee]ff(?:ective|\.)?)\s*)?$/;
/**
 * A sentence about another case, cited by its name ("In Smith v. Jones, the applicant fell on ...", "See Brown v.
 * Acme, 123 F.3d 456") or by its reporter ("(2005) 70 Cal.Comp.Cases 604", "123 F.3d 456", "2019 WCAB LEXIS 12"):
 * its dates are that case's, not this document's.
 */
const CITED_CASE = new RegExp(
  [
    String.raw`\b(?:[Ii]n|[Ss]ee|[Cc]f\.|[Cc]iting|[Uu]nder|court\s+in|Board\s+in|held\s+in)\s+(?:re\s+)?[A-Z][\w.'&-]*(?:\s+[A-Z][\w.'&-]*){0,4},?\s+vs?\.\s+[A-Z]`,
    String.raw`\(\d{4}\)\s+\d{1,3}\s+Cal\.`,
    String.raw`\b\d{1,4}\s+(?:F\.\s?(?:2d|3d|4th|Supp\.?(?:\s?\dd)?)|U\.\s?S\.|S\.\s?Ct\.|L\.\s?Ed\.|Cal\.\s?(?:App\.\s?)?(?:2d|3d|4th|5th)|Cal\.\s?Comp\.\s?Cases|Cal\.\s?Rptr\.(?:\s?(?:2d|3d))?|Vet\.\s?App\.)\s+\d`,
    String.raw`\bWCAB\s+LEXIS\b|\bCal\.\s?Wrk\.\s?Comp\.`,
  ].join('|'),
);
/** The start of the sentence a date is printed in, within `left` (the text before it): a full stop and a capital, or a blank line. */
function sentenceBefore(left: string): string {
  let start = 0;
  for (const m of left.matchAll(/\n[ \t]*\n|[.!?]["')\]]*\s+(?=[A-Z])/g)) {
    // "v." and "Cal." and initials do not end a sentence.
    if (m[0].startsWith('.') && /(?:\b[A-Za-z]{1,3}|\bvs|\bCal|\bApp|\bSupp|\bCir|\bEd|\bCt|\bNo|\bInc|\bCo|\bCorp)\.$/.test(left.slice(0, m.index + 1)))
      continue;
    start = m.index + m[0].length;
  }
  return left.slice(start);
}
/**
 * Words a form prints between a date's label and the date that qualify the date, not another field ("Date of Hearing:
 * On 04/07/2026", "DATE OF INJURY: CONTINUOUS TRAUMA 01/01/2020 - ...", "Date of Injury: Various 03/03/2023"), in any
 * case: a scan's form prints them in capitals.
 */
const DATE_QUALIFIERS = (
  'on or about approx approximately ct cumulative continuous various specific from beginning between through thru during ' + 'est estimated starting commencing'
).split(' ');
/** An alternation of `words` that matches them in any letter case. */
function anyCase(words: readonly string[]): string {
  return words.map((w) => w.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`)).join('|');
}
/**
 * A label's colon, then another field's words before the date: the label was left blank and the date is another
 * field's ("Date of Injury:   Printed 10/10/2024", "Date of Injury: Date of Request: 03/03/2020").
 */
const OTHER_FIELD_BETWEEN = new RegExp(
  String.raw`^(?:(?:[ \t]{2,}|[ \t]*\n[ \t]*)(?!(?:${anyCase(DATE_QUALIFIERS)})\b)[A-Z][A-Za-z]+|[^\n:]{0,40}?\b[A-Z][A-Za-z'#.]*(?:\s+(?:[A-Za-z'#.]+)){0,4}\s?:)`,
);
/** A field whose label names a date of its own and holds none ("Hearing Date:" alone on its line): a blank, no heading over the next "Date:". */
const BLANK_DATE_LABEL = /\bdate\b[^:\n]{0,30}:\s*$|^\s*date\s+of\b[^:\n]{0,30}:\s*$/i;

/** Between the two ends of a range: a dash or word, then perhaps the second end's weekday or "the". */
/** A field line beside a date's label that says nothing of what is scheduled ("Time: 9am", "Room: 4"). */
const SIBLING_LABEL = /^\s*(?:time|room|courtroom|dept\.?|department|judge|place|location|floor|suite|matter(?:\s+to\s+be\s+heard)?)\s*:[^\n]*$/i;
const RANGE_JOIN = new RegExp(String.raw`^\s*,?\s*(?:-|\u2013|\u2014|to|through|thru|until|till|and)\s*(?:${WEEKDAY},?\s*)?(?:the\s+)?$`, 'i');
/** A period given by its two ends, in either order: "beginning X and ending Y", "ending X, beginning Y". */
const PERIOD_END_BEFORE = /\b(?:beginning|commencing|starting|ending)(?:\s+on)?\s*$/i;
const PERIOD_JOIN = /^\s*,?\s*(?:and\s+)?(?:beginning|commencing|starting|ending)(?:\s+on)?\s*$/i;
/** A clock time right after a date ("21/07/2025 10:18", "03/14/2025 4:05 PM"). */
const CLOCK_AFTER = /^\s*(?:at\s+)?\d{1,2}:\d{2}\b/i;

function refDate(d: Date | string | undefined): Date | undefined {
  if (!d) return undefined;
  const r = d instanceof Date ? d : new Date(d);
  return Number.isNaN(r.getTime()) ? undefined : r;
}

/** The first two numbers of an all-numeric date as printed ("10/11/2024" -> [10, 11]); undefined for "Nov 10, 2024". */
function numericParts(m: DateMention): [number, number] | undefined {
  const n = /^\s*(\d{1,2})[/.\-](\d{1,2})[/.\-]\d{2,4}\s*$/.exec(m.text);
  return n ? [Number(n[1]), Number(n[2])] : undefined;
}

/** A numeric date whose first two numbers could each be the month ("10/11/2024", not "13/11/2024" or "5/5/2024"). */
function ambiguousNumeric(m: DateMention): boolean {
  const n = numericParts(m);
  return !!n && n[0] <= 12 && n[1] <= 12 && n[0] !== n[1];
}

function dayFirstReading(m: DateMention): DateMention {
  const [month, day] = [m.day, m.month];
  return { ...m, month, day, iso: `${m.year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` };
}

/**
 * Whether the text prints its numeric dates day first: one can only be read day first ("13/11/2024", "25.12.2024")
 * and none only month first ("10/15/2024"). A text that prints both ways keeps the month first (the way of the
 * papers the service files): one misread digit on a scan ("11/05" read "17/05") must not turn every other date
 * of a US paper, its hearing among them, into another day.
 */
function printsDayFirst(mentions: readonly DateMention[]): boolean {
  let dayFirst = false;
  for (const m of mentions) {
    const n = numericParts(m);
    if (!n) continue;
    const [first, second] = n;
    if (second > 12 && first <= 12) return false;
    if (first > 12 && second <= 12) dayFirst = true;
  }
  return dayFirst;
}

/** Every complete date in the text with its type, description, time and location. */
export function analyzeDates(rawText: string, opts: DateOptions = {}): ClassifiedDate[] {
  const text = normalizeText(rawText);
  const found = findDateMentions(text, { referenceDate: refDate(opts.referenceDate) });
  // A document prints its numeric dates one way: where one can only be read day first ("13/11/2024"), its
  // "10/11/2024" is 10 November too, not October 11.
  const mentions = printsDayFirst(found) ? found.map((m) => (ambiguousNumeric(m) ? dayFirstReading(m) : m)) : found;
  const out: ClassifiedDate[] = [];
  const words = withoutEmphasis(text);
  const reportsAnEvent = EVENT_REPORT_TITLE.test(text.slice(0, 2000));
  for (let i = 0; i < mentions.length; i++) {
    const m = mentions[i]!;
    const prevEnd = i > 0 ? mentions[i - 1]!.end : 0;
    const next = mentions[i + 1];
    const between = next ? text.slice(m.end, next.start) : '';
    const before = text.slice(prevEnd, m.start);
    const isRange =
      !!next &&
      ((between.length <= 30 && RANGE_JOIN.test(between) && (!/and/i.test(between) || /between\s*$/i.test(before))) ||
        (between.length <= 24 && PERIOD_JOIN.test(between) && PERIOD_END_BEFORE.test(before)));
    const unitEnd = isRange ? next.end : m.end;
    const nextStart = mentions[isRange ? i + 2 : i + 1]?.start ?? text.length;
    const prevStart = i > 0 ? mentions[i - 1]!.start : -1;
    const read = classify(words, m.start, unitEnd, prevStart, prevEnd, nextStart);
    const { clause, distance } = read;
    // Cumulative trauma is a period: a single date printed with its clock time after it ("CT - 21/07/2025 10:18",
    // a clerk's or a printer's stamp) is when something was done, not the trauma's start or end.
    const stamped =
      !isRange && read.cue.category === 'injury' && /^Cumulative trauma/.test(read.cue.description) && CLOCK_AFTER.test(text.slice(m.end, m.end + 16));
    let cue: typeof read.cue = stamped ? { category: 'other', description: 'Date' } : read.cue;
    // A report of an accident or incident, by its own title, gives the event's date and time in its head: that date is
    // the accident's, the injury of its own case ("Aviation Accident Final Report" ... "Date & Time: 12/08/2007, 1730"),
    // not the report's own date (a plain date label reads as that) nor a birth, a signature or a service.
    if (
      reportsAnEvent &&
      !isRange &&
      cue.category === 'other' &&
      (!cue.role || cue.role === 'dated' || cue.role === 'misc') &&
      EVENT_TIME_LABEL.test(lineBefore(words, m.start))
    )
      cue = { category: 'injury', description: 'Date of the accident' };
    // The words that typed it are then no evidence of its type.
    const typeSpan = stamped ? undefined : read.typeSpan;
    const units = isRange ? [m, next] : [m];
    units.forEach((u, k) => {
      let description = cue.description;
      // The earlier end is the start, whichever the document names first.
      if (isRange && cue.category === 'injury') description = u.iso <= units[1 - k]!.iso ? 'Cumulative trauma start' : 'Cumulative trauma end';
      const spans: DateSpans = { date: { start: u.start, end: u.end, confidence: DATE_CONFIDENCE[distance] } };
      if (typeSpan) spans.type = { ...typeSpan, confidence: DATE_CONFIDENCE[distance] };
      const entry: ClassifiedDate = { mention: u, type: cue.category as DateType, description, role: cue.role, location: '', clause, spans };
      if (cue.category === 'hearing' || cue.category === 'trial' || cue.category === 'appointment' || cue.category === 'deadline') {
        const after = text.slice(unitEnd, nextStart);
        // The words before the date, past its clause: a "Time:" line may sit above the "Date:" line.
        entry.time = timeNear(after, text.slice(Math.max(prevEnd, m.start - 160), m.start));
        const place =
          cue.category === 'appointment'
            ? appointmentLocationAt(text.slice(0, nextStart + 200), unitEnd)
            : cue.category !== 'deadline'
              ? hearingLocationAt(text, m.start, unitEnd)
              : undefined;
        if (place) {
          entry.location = place.value;
          // The document's district office named far from the date is a weaker location than one beside it.
          const near = place.start >= m.start - 200 && place.start <= unitEnd + 320;
          entry.spans.location = { start: place.start, end: place.end, confidence: near ? 0.85 : 0.6 };
        }
        if (!entry.time) delete entry.time;
      }
      out.push(entry);
    });
    if (isRange) i++;
  }
  return out;
}

/**
 * The text with Markdown's emphasis marks blanked inside its lines ("Date: **Thursday, November 13, 2025**" reads
 * "Date:   Thursday, November 13, 2025  "): a label and its value are the same words bold or not. The mark that opens
 * a line (after a bullet) stays: it tells a bold field's label ("- **Name:** ...") from a plain bullet's line
 * (clauseStart). Same length, so every offset still indexes the text.
 */
function withoutEmphasis(text: string): string {
  if (!text.includes('**') && !text.includes('__')) return text;
  return text.replace(/(^|\n)([ \t]*(?:[-*+][ \t]+)?)(\*\*|__)|\*\*|__/g, (_m, line?: string, lead?: string, opening?: string) =>
    opening ? `${line}${lead}${opening}` : '  ',
  );
}

type CueDistance = 'label' | 'near' | 'none';

interface Classified {
  cue: Cue;
  clause: string;
  /** Where the words that decided the type are printed. */
  typeSpan?: { start: number; end: number };
  distance: CueDistance;
}

/**
 * Whether the words at `cueStart` are the row of the date before, not a label of the date at `start`: that date
 * opens its line (after a row number at most), the words follow it on that line, and this date is on a later line
 * ("02/24/2025 Awaiting Hearing\n01/21/2025 Awaiting Trial", a bill's "05/02/2025 72125 CT Cervical Spine
 * $1,400.00\n05/02/2025 80053 ...", whose CT scan is no cumulative trauma). What a row says after its date is that row's.
 */
function rowOfPreviousDate(text: string, prevStart: number, prevEnd: number, cueStart: number, start: number): boolean {
  if (prevStart < 0 || cueStart < prevEnd) return false;
  const rowStart = text.lastIndexOf('\n', prevStart - 1) + 1;
  if (!/^[ \t]*(?:\d{1,4}[ \t]+)?$/.test(text.slice(rowStart, prevStart))) return false;
  return !text.slice(prevEnd, cueStart).includes('\n') && text.slice(cueStart, start).includes('\n');
}

/** Decides the meaning of the date (or date range) at [start, end). */
function classify(text: string, start: number, end: number, prevStart: number, prevEnd: number, nextStart: number): Classified {
  const leftStart = Math.max(prevEnd, start - 260);
  const left = text.slice(leftStart, start);
  // "Description of the incident, including ... injury ...:\nOn January 10, 2015, the agency received a report":
  // a sentence that opens with its date under a label is the label's answer; the label does not type the date.
  const answer = /:[ \t]*\n[ \t]*On[ \t]+$/.exec(left);
  const cs = answer ? answer.index + answer[0].search(/On/) : clauseStart(left);
  const clause = left.slice(cs);
  const after = text.slice(end, Math.min(nextStart, end + 160));
  let placed = nearestCueAt(clause);
  let typeSpanAfter: { start: number; end: number } | undefined;
  if (placed && rowOfPreviousDate(text, prevStart, prevEnd, leftStart + cs + placed.start, start)) placed = undefined;
  // A word of the sentence ("accident", "injured") types only a date printed right after it, not one past another
  // number or a run of other words ("an accident after takeoff from Soekarno- VerDate Sep<11>2014 16:21 Aug 05, 2020").
  if (placed?.cue.loose && LOOSE_GAP.test(clause.slice(placed.end).replace(DATE_LEAD, ''))) placed = undefined;
  if (placed?.cue.tight && /[A-Za-z]/.test(clause.slice(placed.end).replace(DATE_LEAD, ''))) placed = undefined;
  // An accident known by its own name ("the Lion Air Flight 610 accident on October 29, 2018") is a public event the
  // document cites, not an injury of its own case, which is never named so.
  if (placed?.cue.loose && NAMED_EVENT.test(clause.slice(0, placed.end))) placed = undefined;
  // A label left blank: another field's words stand between its colon and the date.
  if (placed && !placed.cue.loose && /:\s*$/.test(clause.slice(placed.start, placed.end)) && OTHER_FIELD_BETWEEN.test(clause.slice(placed.end))) {
    placed = undefined;
  }
  // An event named right after the date is the date's own ("the Motion's hearing date, and the firm July 13, 2026
  // trial setting"), over a cue further left; a label right before the date ("Hearing Date: 3/3/2026 Trial ...") stays.
  const namedAfter = eventNamedAfter(after);
  if (namedAfter && (!placed || /[A-Za-z]/.test(clause.slice(placed.end).replace(DATE_LEAD, '')))) {
    const at = after.search(/\S/);
    placed = { cue: namedAfter, start: -1, end: -1 };
    typeSpanAfter = { start: end + at, end: end + at + (after.slice(at).match(/^\S+(?:\s+\S+)?/)?.[0].length ?? 0) };
  }
  let cue = placed?.cue;
  let typeSpan: { start: number; end: number } | undefined =
    typeSpanAfter ?? (placed && { start: leftStart + cs + placed.start, end: leftStart + cs + placed.end });
  let distance: CueDistance = typeSpanAfter ? 'near' : placed ? 'label' : 'none';
  /** The words that refine the description: the clause and what precedes it, wider for a moved setting. */
  let before = left.slice(-300);
  if (cue && (cue.category === 'generic' || cue.category === 'event')) {
    // A bare "Date:" or "scheduled for": the clause before says what is scheduled
    // ("... has scheduled the evaluation of X as follows:\nDate: Monday, July 21, 2025"), past sibling label
    // lines that name nothing ("STATUS CONFERENCE\nTime: 9am\nDate: ...").
    let earlier = left.slice(0, cs).replace(/\s+$/, '');
    let prevClause = earlier.slice(clauseStart(earlier));
    let prevCue = nearestCue(prevClause);
    // A sibling field's own words name no setting ("Matter to be heard: ...": "heard" is no event): passed over too.
    for (let hop = 0; (!prevCue || (prevCue.category === 'other' && prevCue.role === 'misc')) && hop < 2 && SIBLING_LABEL.test(prevClause); hop++) {
      earlier = earlier.slice(0, earlier.length - prevClause.length).replace(/\s+$/, '');
      prevClause = earlier.slice(clauseStart(earlier));
      prevCue = nearestCue(prevClause);
    }
    // An injury heading counts only when it is a short heading right above ("Injury:\nDate: 3/3/2024"), not a sentence
    // ("Patient was injured at work.").
    // "Hearing Date:" left blank above "Date: ..." is another field, no heading over it.
    const blankAbove = BLANK_DATE_LABEL.test(prevClause);
    if (blankAbove) prevCue = undefined;
    const specific =
      prevCue &&
      (['hearing', 'trial', 'appointment', 'deadline'].includes(prevCue.category) ||
        (prevCue.category === 'injury' && prevClause.trim().length < 40 && !/[a-z][.!]\s*$/.test(prevClause)));
    if (cue.category === 'generic' && prevCue && specific) {
      cue = prevCue;
      // A heading above a bare "Date:": the type comes from a line of its own, not the date's label.
      const prevStart = leftStart + earlier.length - prevClause.length;
      const at = nearestCueAt(prevClause);
      typeSpan = at ? { start: prevStart + at.start, end: prevStart + at.end } : { start: prevStart, end: leftStart + earlier.length };
      distance = 'near';
    } else if (cue.category === 'event') {
      // "scheduled for": the label is the date's own, what is scheduled is read from around it.
      distance = 'near';
      cue = resolveEvent(`${prevClause} ${clause} ${after.slice(0, 120)}`);
      // "The hearing previously set for 3/1/2026 has been continued to 4/2/2026": what is moved is named
      // before the old date, beyond this date's clause (which starts after the old date).
      if (cue.category === 'other' && RESET_TO.test(clause)) {
        const sentence = text.slice(Math.max(0, start - 260), start);
        before = sentence.slice(clauseStart(sentence));
        cue = resolveEvent(`${before} ${after.slice(0, 120)}`);
      }
    } else {
      const resolved =
        !blankAbove && /\b(?:scheduled|appointment|evaluation|hearing|conference|trial)\b/i.test(prevClause)
          ? resolveEvent(`${prevClause} ${after.slice(0, 120)}`)
          : undefined;
      cue = resolved && resolved.category !== 'other' ? resolved : { category: 'other', description: 'Dated', role: 'dated' };
      if (resolved && resolved.category !== 'other') distance = 'near';
      // "DATE: 6/18/2024 / TIME: 8:30 AM / DEPT: F41": a court setting's block of labels.
      else if (COURT_SETTING_BLOCK_AFTER.test(after)) {
        cue = { category: 'hearing', description: 'Hearing' };
        distance = 'near';
      }
    }
  }
  if (!cue) {
    cue = rightCue(after);
    if (cue) {
      typeSpan = { start: end, end: end + Math.min(after.length, after.slice(0, 90).split(/[.?!]\s|\n\s*\n/)[0]!.length) };
      distance = 'near';
    }
  }
  // A transcript answer ("Q. When were you injured?\nA. March 3, 2024.") means what its question asks.
  if (!cue && /^\s*A\s*[.:]\s/.test(clause)) {
    const earlier = left.slice(0, cs).replace(/\s+$/, '');
    const question = earlier.slice(clauseStart(earlier.replace(/\?$/, '')));
    if (/^\s*Q\s*[.:]/.test(question) || /\?$/.test(earlier)) {
      const q = nearestCue(question.replace(/\?\s*$/, ' '));
      if (q && q.category !== 'generic' && q.category !== 'event') cue = q;
      else if (/\bwhen\b[^?]*\b(?:injur|hurt|accident|happen)/i.test(question)) cue = { category: 'injury', description: 'Date of injury' };
      if (cue) {
        typeSpan = { start: leftStart + earlier.length - question.length, end: leftStart + earlier.length };
        distance = 'near';
      }
    }
  }
  cue ??= { category: 'other', description: 'Date', role: 'misc' };
  // A bound, not a date of this case: a form's instruction or a rule ("for injuries occurring on or after
  // January 1, 2013", "if you were injured before ...") speaks of every case on one side of the date.
  // The same for a setting: "Hearings set on or after January 1, 2020 will be held by video" is a rule for every case.
  if (cue.category !== 'deadline' && TYPED_EVENT.has(cue.category) && BOUND_BEFORE.test(clause))
    cue = { category: 'other', description: 'Bound', role: 'misc' };
  if (TYPED_EVENT.has(cue.category)) {
    // The date's line before it, its last 120 characters.
    const before = lineBefore(text, start).slice(-120);
    // A form's example of how to write a date is no date of this case.
    if (EXAMPLE_BEFORE.test(before)) cue = { category: 'other', description: 'Example', role: 'misc' };
    else if (FORM_CODE_BEFORE.test(before)) cue = { category: 'other', description: 'Form revision', role: 'misc' };
    // A date of a case the sentence cites is that case's.
    else if (CITED_CASE.test(sentenceBefore(text.slice(Math.max(0, start - 400), start)))) cue = { category: 'other', description: 'Cited case', role: 'misc' };
  }
  // "on or before" is a deadline where the sentence asks for something by then ("must be filed on or before"), not
  // where it states a condition ("claims pending before the Board on or before August 4, 2014").
  if (
    cue.category === 'deadline' &&
    typeSpan &&
    /^on\s+or\s+before\b/i.test(text.slice(typeSpan.start, typeSpan.end)) &&
    !DIRECTIVE.test(`${clause} ${after.slice(0, 120)}`)
  ) {
    cue = { category: 'other', description: 'On or before', role: 'misc' };
  }
  // "Last updated by 03/03/2025", "Form completed by ...": a past participle before "by" dates what was done (a
  // stamp), it asks nothing; "must be completed by", "to be returned by" still do.
  if (cue.category === 'deadline' && typeSpan && /^by\b/i.test(text.slice(typeSpan.start, typeSpan.end)) && !DIRECTIVE.test(clause)) {
    const beforeBy = text.slice(Math.max(0, typeSpan.start - 40), typeSpan.start);
    if (/\b(?!(?:need|due|requir)ed\b)[a-z]+ed\s+$/i.test(beforeBy) && !/\b(?:be|been|being)\s+[a-z]+ed\s+$/i.test(beforeBy)) {
      cue = { category: 'other', description: 'Done by', role: 'misc' };
    }
  }
  // A bill's or an account statement's payment terms ("Payment due date: 05/20/22", "mail it no later than ..." under
  // the statement's balance, an invoice's bare "Due Date 12/03/2017" under its total) ask the account holder to pay
  // that bill: no deadline of a case.
  if (
    cue.category === 'deadline' &&
    (/\bpay(?:ment|able)?\b/i.test(clause) || (/\bdue\b/i.test(clause) && !CASE_ACTION.test(`${clause} ${sentenceAfter(after)}`))) &&
    BILL_TERMS.test(text.slice(Math.max(0, start - 1500), start))
  ) {
    cue = { category: 'other', description: 'Payment due', role: 'misc' };
  }
  // "Next Due Date", "next due": the next turn of a recurring schedule (a surveillance log's next check, a vaccine's
  // next dose, a subscription's next renewal) repeats whatever the case does; a case's deadline is due once.
  if (cue.category === 'deadline' && typeSpan && /\bnext\s+(?:[a-z]+\s+)?$/i.test(text.slice(Math.max(0, typeSpan.start - 30), typeSpan.start))) {
    cue = { category: 'other', description: 'Next due', role: 'misc' };
  }
  const past =
    cue.category === 'appointment' ? isMovedOrVacated(clause, after) : (cue.category === 'hearing' || cue.category === 'trial') && isPastSetting(clause, after);
  if (past) {
    cue = { category: 'other', description: `Previously set: ${cue.description}`, role: 'past-event' };
  }
  const context = `${before} ${after.slice(0, 120)}`;
  return { cue: { ...cue, description: refineDescription(cue, cue.category === 'deadline' ? clause : context) }, clause, typeSpan, distance };
}

/** Days to add for "within N days" written in words. */
const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  fifteen: 15,
  twenty: 20,
  'twenty-one': 21,
  thirty: 30,
  'forty-five': 45,
  fortyfive: 45,
  sixty: 60,
  ninety: 90,
};
const RELATIVE =
  /\bwithin\s+(\d{1,3}|[a-z]+(?:-[a-z]+)?)\s*(?:\(\d+\)\s*)?(calendar\s+|business\s+|working\s+|court\s+)?days?\s+(?:of|from|after)\s+(?:the\s+)?(?:date\s+of\s+)?(service|this\s+(?:letter|notice|order|declaration|request|petition))\b/gi;

function addDays(iso: string, n: number, businessDays: boolean): string {
  const d = new Date(`${iso}T00:00:00Z`);
  if (!businessDays) d.setUTCDate(d.getUTCDate() + n);
  else {
    let left = n;
    while (left > 0) {
      d.setUTCDate(d.getUTCDate() + 1);
      const wd = d.getUTCDay();
      if (wd !== 0 && wd !== 6) left--;
    }
  }
  return d.toISOString().slice(0, 10);
}

/**
 * "Objections ... within 10 days of service" -> a deadline, but only when the service date (or, for
 * "of this letter/notice", the document's own date) is printed in the document; never guessed.
 */
function relativeDeadlines(text: string, dates: ClassifiedDate[], documentDay: string | undefined): ExtractedDate[] {
  const out: ExtractedDate[] = [];
  const served = [...new Set(dates.filter((d) => d.role === 'served').map((d) => d.mention.iso))];
  for (const m of text.matchAll(RELATIVE)) {
    const n = /^\d+$/.test(m[1]!) ? Number(m[1]) : NUMBER_WORDS[m[1]!.toLowerCase()];
    if (!n) continue;
    const anchor = /^service/i.test(m[3]!) ? (served.length === 1 ? served[0] : undefined) : documentDay;
    if (!anchor) continue;
    const sentenceStart = Math.max(text.lastIndexOf('.', m.index) + 1, m.index - 160);
    const sentence = text.slice(sentenceStart, m.index + m[0].length);
    const description = /objection/i.test(sentence)
      ? 'Objections due'
      : /respon|reply|answer/i.test(sentence)
        ? 'Response due'
        : /review|reconsideration|appeal/i.test(sentence)
          ? 'Request for review due'
          : 'Deadline';
    // The period is the evidence: the date itself is computed, never printed.
    const span = { start: m.index, end: m.index + m[0].length, confidence: DATE_CONFIDENCE.relative };
    out.push({
      date: addDays(anchor, n, /business|working|court/i.test(m[2] ?? '')),
      type: 'deadline',
      description,
      location: '',
      spans: { date: span, type: span },
    });
  }
  return out;
}

/**
 * Typed dates of a document, one entry per (date, type), in document order. Time is present only when
 * printed; location is the district office for hearings/trials and the office address for appointments.
 */
export function extractDates(rawText: string, opts: DateOptions = {}): ExtractedDate[] {
  const text = normalizeText(rawText);
  // The spans index the normalised text, which this function's callers never see: extractAll() gives both.
  return datesFromAnalysis(text, analyzeDates(text, opts), opts).map(({ spans: _spans, ...entry }) => entry);
}

/** extractDates() from an existing analysis of the same (normalised) text. */
export function datesFromAnalysis(text: string, classified: ClassifiedDate[], opts: DateOptions = {}): ExtractedDate[] {
  const entries: ExtractedDate[] = classified.map((c) => {
    const e: ExtractedDate = { date: c.mention.iso, type: c.type, description: c.description, location: c.location, spans: c.spans };
    if (c.time) e.time = c.time;
    return e;
  });
  const documentDay = pickDocumentDate(classified, text);
  // The document's own date gets a telling description instead of the generic one.
  for (const e of entries) if (e.type === 'other' && e.date === documentDay && e.description === 'Date') e.description = 'Document date';
  if (opts.relativeDeadlines !== false) entries.push(...relativeDeadlines(text, classified, documentDay));
  return dedupe(entries);
}

function dedupe(entries: ExtractedDate[]): ExtractedDate[] {
  const byKey = new Map<string, ExtractedDate>();
  for (const e of entries) {
    const key = `${e.date}|${e.type}`;
    const prev = byKey.get(key);
    if (!prev) {
      byKey.set(key, { ...e });
      continue;
    }
    if (!prev.time && e.time) prev.time = e.time;
    if (!prev.location && e.location) {
      prev.location = e.location;
      if (prev.spans && e.spans?.location) prev.spans = { ...prev.spans, location: e.spans.location };
    }
    if (prev.type === 'other' && prev.description === 'Date' && e.description !== 'Date') prev.description = e.description;
  }
  return [...byKey.values()];
}

/** Score of an `other` date as the document's own date (0 = not a candidate). */
function documentDateScore(c: ClassifiedDate, text: string, lineIndex: number): number {
  if (c.type !== 'other') return 0;
  const lineStart = text.lastIndexOf('\n', c.mention.start - 1) + 1;
  const lineEndRaw = text.indexOf('\n', c.mention.end);
  const line = text.slice(lineStart, lineEndRaw < 0 ? text.length : lineEndRaw).trim();
  const alone =
    line === c.mention.text.trim() ||
    new RegExp(`^(?:${WEEKDAY},?\\s*|[A-Z][A-Za-z .]+,\\s*(?:CA|Calif\\.?|California),?\\s*)?(?:the\\s+)?${escapeRe(c.mention.text.trim())}\\.?$`, 'i').test(
      line,
    );
  switch (c.role) {
    case 'misc':
      // A date alone on a line near the top of the first page: the letter or report date.
      return alone && lineIndex < 30 && c.description === 'Date' ? 100 - lineIndex : 0;
    case 'document':
      return 90;
    case 'dated':
      // "Dated:" / "DATE:" as a label (line start or its own column), not "a letter dated ...".
      return new RegExp(String.raw`(?:^|\n|\s{2,})\s*(?:dated|date)\s*:?\s*(?:${WEEKDAY},?\s*)?(?:the\s+)?$`, 'i').test(c.clause) ||
        /^\s*(?:dated|date)\b/i.test(c.clause)
        ? 85
        : 5;
    case 'signed':
      return 80;
    case 'served':
      return 70;
    case 'taken':
      return 65;
    case 'evaluation':
      return 20;
    case 'service-rendered':
      // "Date of Service: ..." as a report's own label (not a bill's table of services).
      return /^\s*(?:DOS|dates?\s+of\s+service)\s*:?\s*$/i.test(c.clause) ? 10 : 0;
    default:
      return 0;
  }
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Picks the document's own date from classified dates (see documentDate()). */
export function pickDocumentDate(classified: ClassifiedDate[], text: string): string | undefined {
  return pickDocumentDateEntry(classified, text)?.mention.iso;
}

/** pickDocumentDate() as the classified date it picked, with where it was read. */
export function pickDocumentDateEntry(classified: ClassifiedDate[], text: string): ClassifiedDate | undefined {
  let best: { entry: ClassifiedDate; score: number } | undefined;
  for (const c of classified) {
    // Only dates near the top can be a letter date; counting lines further down is wasted work.
    const lineIndex =
      c.mention.start < 5000
        ? text
            .slice(0, c.mention.start)
            .split('\n')
            .filter((l) => l.trim()).length
        : 999;
    const score = documentDateScore(c, text, lineIndex);
    if (score <= 0) continue;
    if (!best || score > best.score) best = { entry: c, score };
  }
  return best?.entry ?? minutesDate(classified, text);
}

/**
 * A report of an accident or an incident opens with its title saying so, on a line of its own within its first lines,
 * in a title's capitals ("Aviation Accident Final Report", "Accident Report Detail and Inspection Detail", "INCIDENT
 * REPORT"); not a sentence that mentions one ("file an accident report").
 */
const EVENT_REPORT_TITLE =
  /^(?:[^\n]*\n){0,6}?[ \t#*]*(?:(?:[A-Z][A-Za-z&/-]*|[-\u2013\u2014:|])[ \t]+){0,5}(?:Accident|ACCIDENT|Incident|INCIDENT|Occurrence|OCCURRENCE)(?:[ \t]+[A-Z][A-Za-z&/-]*){0,2}[ \t]+(?:Report|REPORT)\b(?:[ \t]+(?:[A-Z][A-Za-z&/-]*|and|of|AND|OF)){0,4}[ \t*]*(?:\n|$)/;
/** The label a report gives the event's own date and time at its head ("Date & Time:", "Event Date:", "Date/Time:"). */
const EVENT_TIME_LABEL = /(?:^|[\s|*(—-])(?:date[ \t]*(?:&|and|\/)[ \t]*time|event[ \t]+date|date[ \t]+of[ \t]+(?:the[ \t]+)?event)[ \t*]*:?[ \t*|]*$/i;

/** The words on the date's line before it. */
function lineBefore(text: string, start: number): string {
  return text.slice(text.lastIndexOf('\n', start - 1) + 1, start);
}

/** Minutes of a hearing ("MINUTES OF HEARING", "Minute Order", "Record of Proceedings") open with their title. */
const MINUTES_TITLE = /^(?:[^\n]*\n){0,12}?[ \t]*(?:MINUTES(?:\s+OF\s+HEARING)?|MINUTE\s+ORDER|HEARING\s+MINUTES|RECORD\s+OF\s+PROCEEDINGS)\b/i;

/**
 * Minutes are the record of the hearing they minute and carry its date, printed as the date of hearing
 * ("DATE OF HEARING: 05/28/2025"), often with no other date of their own: that date is theirs.
 */
function minutesDate(classified: ClassifiedDate[], text: string): ClassifiedDate | undefined {
  if (!MINUTES_TITLE.test(text.slice(0, 2000))) return undefined;
  return classified.find((c) => c.type === 'hearing' && /\b(?:date\s+of\s+hearing|hearing\s+date)\s*:?\s*$/i.test(c.clause));
}
