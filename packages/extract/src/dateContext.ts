/**
 * What a date means, decided from the words around it.
 *
 * The left context of a date is cut at the start of its clause (sentence end, blank line, the start of a
 * "Label:" line, the previous date) and every cue phrase found in it is a candidate; the cue that ends
 * closest to the date wins (ties: the longer phrase). This makes the nearest label or verb decide:
 * "Date of Birth: ..." is a birth date even on a line that also says "Patient", and in "the injury
 * caused temporary disability for the period ..." the disability period, not the injury, is meant.
 * A bare "Date:" label looks one clause further back ("has scheduled the evaluation ... as follows:
 * Date: Monday, July 21, 2025"). Dates without any cue are type `other`.
 */
import type { DateType } from '@wcab/contract';
import { WEEKDAY } from './dateParsing';

export type CueCategory = DateType | 'event' | 'generic';

export interface Cue {
  category: CueCategory;
  /** Short description ("Mandatory Settlement Conference", "Date of injury", "Date of birth"). */
  description: string;
  /** Kind of `other` date, used to find the document's own date. */
  role?: OtherRole;
  /** A word of the sentence ("injured", "accident"), not a label: it types only a date printed right after it. */
  loose?: true;
  /** Types only the date printed right after it, with no other word between. */
  tight?: true;
}

/** Why a date is `other`: lets documentDate() pick the letter/report/signing/service date. */
export type OtherRole =
  | 'birth'
  | 'signed'
  | 'dated'
  | 'served'
  | 'service-rendered'
  | 'document'
  | 'taken'
  | 'evaluation'
  | 'disability'
  | 'past-event'
  | 'misc';

interface CueRule {
  re: RegExp;
  cue: (m: RegExpExecArray) => Cue;
}

const other =
  (description: string, role: OtherRole = 'misc') =>
  (): Cue => ({ category: 'other', description, role });
const injury =
  (description = 'Date of injury') =>
  (): Cue => ({ category: 'injury', description });
const deadline = (): Cue => ({ category: 'deadline', description: 'Deadline' });

/**
 * "Hearing" as the sense, not the setting: a hearing loss claim (a common industrial injury), hearing aids, an
 * audiogram's hearing test. Never a calendar event.
 */
const HEARING_SENSE = String.raw`(?:loss|aids?|impair\w*|acuity|thresholds?|tests?|testing|protection|conservation|deficits?|disorders?|disabilit\w*|levels?)\b`;

/** Hearing types in the order they should be tried (longest first). */
const EVENT_TYPES: [RegExp, string, DateType][] = [
  [/rating\s+(?:mandatory\s+settlement\s+conference|msc)/i, 'Rating MSC', 'hearing'],
  [/mandatory\s+settlement\s+conference|\bMSC\b/i, 'Mandatory Settlement Conference', 'hearing'],
  [/status\s+conference/i, 'Status Conference', 'hearing'],
  [/lien\s+conference/i, 'Lien Conference', 'hearing'],
  [/priority\s+conference/i, 'Priority Conference', 'hearing'],
  [/pre-?\s?trial\s+conference/i, 'Pre-Trial Conference', 'hearing'],
  [/settlement\s+conference/i, 'Settlement Conference', 'hearing'],
  [/expedited\s+hearing/i, 'Expedited Hearing', 'hearing'],
  [/lien\s+trial/i, 'Lien Trial', 'trial'],
  [/trial/i, 'Trial', 'trial'],
  [/conference/i, 'Conference', 'hearing'],
  [new RegExp(String.raw`\bhearing(?!\s+${HEARING_SENSE})`, 'i'), 'Hearing', 'hearing'],
];

function eventCue(word: string): Cue {
  for (const [re, description, type] of EVENT_TYPES) if (re.test(word)) return { category: type, description };
  return { category: 'hearing', description: 'Hearing' };
}

// An inspection's own meetings, its opening and closing (exit) conference with the one inspected, are no setting before a
// tribunal: not a hearing ("| Close Conference | 09/10/2025 |" in an inspection record).
const EVENT_WORD = `(?:rating\\s+(?:mandatory\\s+settlement\\s+conference|MSC)|mandatory\\s+settlement\\s+conference|\\bMSC|status\\s+conference|lien\\s+conference|priority\\s+conference|pre-?\\s?trial\\s+conference|settlement\\s+conference|expedited\\s+hearing|lien\\s+trial|(?<!pre-?\\s?)\\btrial(?!\\s+(?:level|court|brief|statement|exhibits?|conference))|(?<!\\b(?:opening|closing|close|exit|entrance)\\s+)\\bconference(?!\\s+statement)|\\bhearing(?!\\s+(?:representative|officer|notice|${HEARING_SENSE})))`;

/** A setting moved to a new date: what follows is the new date. */
export const RESET_TO = /\b(?:continued|rescheduled|reset|postponed|moved|re-?calendared)\s+(?:to|for|until|on)\b/i;

const RULES: CueRule[] = [
  // ---- hearings and trials ------------------------------------------------------------------
  {
    re: new RegExp(
      // "trial beginning on Friday, March 4, 2022": the event's start is the event's date.
      `${EVENT_WORD}\\b(?:\\s+(?:is|has\\s+been|was|will\\s+be|shall\\s+be))?(?:\\s+(?:set|scheduled|calendared|continued|reset|rescheduled))?(?:\\s+(?:beginning|commencing|starting))?(?:\\s+(?:for|on|to|at))?`,
      'gi',
    ),
    cue: (m) => eventCue(m[0]),
  },
  { re: /\b(?:hearing|trial)\s+date\b|\bdate\s+of\s+(?:hearing|trial)\b/gi, cue: (m) => eventCue(m[0]) },

  // ---- appointments -------------------------------------------------------------------------
  {
    re: /\bnext\s+(?:visit|exam(?:ination)?|evaluation|office\s+visit|follow[- ]?up)\b|\b(?:next\s+)?(?:appointment|appt\.?)(?:\s+(?:date|is|has\s+been|will\s+be))?(?:\s+(?:set|scheduled|made|confirmed))?(?:\s+(?:for|on))?/gi,
    cue: () => ({ category: 'appointment', description: 'Appointment' }),
  },
  {
    // "We have scheduled an AME with Dr. Patel for ...": the evaluator's kind alone names the evaluation.
    // (A whole word: "Pacific Medical-Legal Evaluations" is a letterhead, not an appointment.)
    re: /\b(?:scheduled|set|arranged|booked)\s+(?:the\s+|an?\s+|your\s+|his\s+|her\s+)?(?:(?:QME|AME|PQME|IME)\b(?:\s+(?:evaluation|examination|exam|re-?evaluation|appointment))?|(?:(?:panel|medical|medical-legal|independent)\s+)?(?:evaluation|examination|exam|re-?evaluation|appointment|visit|consultation)\b)/gi,
    cue: () => ({ category: 'appointment', description: 'Evaluation' }),
  },
  {
    re: /\b(?:QME|AME|PQME|IME|panel|medical[- ]legal)\s+(?:re-?evaluation|evaluation|examination|exam|appointment)\b(?:\s+(?:is|has\s+been|will\s+be))?(?:\s+(?:set|scheduled))?(?:\s+(?:for|on))?/gi,
    cue: () => ({ category: 'appointment', description: 'Evaluation' }),
  },
  {
    // RTC: "return to clinic", the chart's abbreviation.
    re: /\b(?:re-?evaluation|follow[- ]?up(?:\s+(?:visit|appointment|exam(?:ination)?))?|return\s+(?:visit|to\s+(?:the\s+)?clinic|appointment)|RTC\b)(?:\s+(?:is|will\s+be))?(?:\s+(?:scheduled|set))?(?:\s+(?:for|on))?/gi,
    cue: () => ({ category: 'appointment', description: 'Follow-up appointment' }),
  },
  {
    re: /\b(?:to\s+be|will\s+be|is\s+scheduled\s+to\s+be)\s+(?:seen|evaluated|examined|re-?evaluated)\b(?:[^.\n]{0,60}?\b(?:on|for))?/gi,
    cue: () => ({ category: 'appointment', description: 'Appointment' }),
  },
  {
    re: /\bdeposition\b[^.\n]{0,60}?\b(?:will\s+(?:be\s+taken|take\s+place|commence|proceed|go\s+forward)|is\s+(?:hereby\s+)?(?:set|scheduled|noticed)|has\s+been\s+(?:set|scheduled|noticed))(?:\s+(?:for|on))?/gi,
    cue: () => ({ category: 'appointment', description: 'Deposition' }),
  },

  // ---- deadlines ----------------------------------------------------------------------------
  // A "Deadline ...:" label names what is due before its colon ("Deadline to file the Declaration of Readiness:").
  // "Due to" before a noun gives a cause ("intubated due to respiratory failure", "postponed due to the holiday"),
  // nothing owed; "due to be" is still a setting ("due to be filed on").
  {
    re: /on\s+or\s+before\b|(?:\bno|not)\s+later\s+than\b|\bdeadline\b(?:[^:\n.]{0,60}:|(?:\s+(?:is|to\s+\w+(?:\s+\w+)?))?\s*:?)|\bdue\b(?!\s+(?:between|during|from)\b|\s+to\b(?!\s+be\b))(?:\s+(?:date|on|by|before))?/gi,
    cue: deadline,
  },
  {
    re: /\bmust\s+be\s+(?:received|filed|served|submitted|returned|completed|produced|postmarked|paid)\s+(?:by|before)\b|\b(?:respond|reply|response|objections?|comments?|answer|payment)\s+(?:is\s+|are\s+|must\s+be\s+)?(?:due\s+)?(?:by|before)\b|\bexpir(?:es|ation\s+date|ation)\b(?:\s+on)?|\blast\s+day\s+to\s+\w+(?:\s+\w+)?(?:\s+is)?/gi,
    cue: deadline,
  },

  // A scheduling order's cut-off ("Discovery Cutoff: October 22, 2025", "the discovery cut-off date of ...") is the
  // last day to do what it names.
  // It types only a date printed right after it: "Leave After Discovery Cutoff from February 11" names a motion.
  {
    re: /\b(?:discovery\s+|motion\s+|filing\s+)?cut-?\s?off(?:\s+date)?(?:\s+(?:is|was|of|on|(?:passed|elapsed|expired|closed|falls|fell)\s+on))?/gi,
    cue: () => ({ category: 'deadline', description: 'Cut-off', tight: true }),
  },

  // ---- injuries -----------------------------------------------------------------------------
  {
    re: /\bdate\s*\(?s?\)?\s*of\s*(?:the\s+)?(?:(?:alleged|claimed|specific)\s+)?(?:injur(?:y|ies)|accident|loss|incident|current\s+illness(?:\s*\/\s*injury)?|illness\s*\/\s*injury)(?:\s*\(?s?\)?)?(?:\s+was)?|\binjury\s+date\b/gi,
    cue: injury(),
  },
  { re: /\bDOI\b|\bD\.O\.I\.?(?![A-Za-z])|\bD\/O\/I\b|\bD\/I\b|\bdate\s+of\s+inj\.?/gi, cue: injury() },
  {
    // "CT" is the claim's abbreviation where a period or the injury follows it ("CT: 1/1/2019 - 6/30/2023", "CT
    // injury from ...", "CT dates"), not a scan's name ("CT Chest with contrast", "CT of the spine", "prior CT
    // 2025-10-02 for comparison", "Modality: CT") nor part of a code ("ACC-CT-2025-0801").
    re: /\b(?:cumulative|continuous)\s+trauma\b(?:\s+(?:injury|period))?(?:\s+(?:from|of|during|between))?|(?<!\b(?:[Pp]rior|[Pp]revious|[Rr]ecent|[Rr]epeat|[Mm]odality:?)\s+)(?<![\w-])CT(?![\w-])(?=\s*$|\s*[:(\d-]|\s+(?:[Ii]njury|[Pp]eriod|[Dd]ates?|[Cc]laim|[Ff]rom|[Bb]eginning)\b)(?:\s+(?:[Ii]njury|[Pp]eriod|[Dd]ates?|[Cc]laim)\b)?\s*:?/g,
    cue: injury('Cumulative trauma'),
  },
  { re: /\b(?:cumulative|continuous)\s+trauma\b/gi, cue: injury('Cumulative trauma') },
  // A cumulative period by its ends, the Application's and the Findings' wording: "during a cumulative period
  // ending X, beginning Y", "sustained injury during the period beginning X and ending Y". Not a disability or
  // benefit period that merely follows an injury ("the injury caused temporary disability for the period ...").
  {
    re: /\b(?:cumulative|continuous)\s+(?:trauma\s+)?(?:injury\s+)?period\b(?:\s+(?:of\s+)?(?:beginning|commencing|starting|ending|from))?(?:\s+on)?|(?<!\b(?:treat\w*|disab\w*|paid|benefits?|care)\b[^.;]{0,40})\b(?:cumulative|continuous|injur(?:y|ies|ed))\b(?:(?!disab|TTD|TPD|benefit|paid|payable|indemnity|treat)[^.;]){0,80}?\bperiod\s+(?:of\s+)?(?:beginning|commencing|starting|ending)(?:\s+on)?/gi,
    cue: injury('Cumulative trauma'),
  },
  {
    re: /\binjur(?:y|ies|ed)\b|\baccident\b|\b(?:fell|slipped|tripped|was\s+hurt|got\s+hurt)\b|\bover\s+a\s+period\b/gi,
    cue: () => ({ category: 'injury', description: 'Date of injury', loose: true }),
  },
  // The Findings formula: "X, while employed [as a bus operator] on/during/from/between DATE ..., sustained injury".
  {
    re: /\b(?:while\s+)?employed\s+(?:on|during)\b|\bwhile\s+employed\b[^.;]{0,60}?\b(?:on|during|from|between)\b|\bcourse\s+of\s+(?:(?:his|her|their|the|said)\s+)?employment\s+on\b/gi,
    cue: injury(),
  },

  // ---- other dates (never calendared) -------------------------------------------------------
  { re: /\bdate\s+of\s+birth\b|\bbirth\s*date\b|\bD\.?O\.?B\.?(?![A-Za-z])|\bborn(?:\s+on)?\b/gi, cue: other('Date of birth', 'birth') },
  {
    re: /\b(?:dated|date\s+signed|signed(?:\s+(?:this|on))?|executed\b(?:[^.\n]{0,60}?\bon)?)(?:\s+(?:day\s+of|the))?/gi,
    cue: (m) =>
      /^dated/i.test(m[0]) ? { category: 'other', description: 'Dated', role: 'dated' } : { category: 'other', description: 'Signed', role: 'signed' },
  },
  { re: /\bsignature\b[^\n]{0,80}/gi, cue: other('Signed', 'signed') },
  {
    re: /\b(?:served|mailed|faxed|e-?served)\b(?:[^.\n]{0,80}?\bon)?|\bdate\s+(?:of\s+)?served\b|\bproof\s+of\s+service\b/gi,
    cue: other('Served', 'served'),
  },
  {
    re: /\bDOS\b|\bdates?\s*\(?s?\)?\s*of\s*service\b|\bservice\s+dates?\b|\bfrom\s+date\b|\bvisit\s+date\b/gi,
    cue: other('Date of service', 'service-rendered'),
  },
  // A hospital admission is the patient's visit (the real set's rule: an admission is listed as an appointment); the
  // discharge that ends it is not.
  { re: /\badmission\s+date\b|\bdate\s+of\s+admission\b/gi, cue: () => ({ category: 'appointment', description: 'Hospital admission' }) },
  {
    re: /\b(?:statement|review|report|invoice|bill(?:ing)?|print(?:ed)?|letter|notice|order|issue|entry|filing|received|evaluation|exam(?:ination)?|study|transcription|dictation|discharge|document)\s+date\b|\bdate\s+(?:issued|filed)\b|\bdate\s+of\s+(?:the\s+)?(?:report|review|evaluation|exam(?:ination)?|visit|this\s+(?:report|letter|notice|order)|letter|notice|order|dictation|transcription|discharge|statement|bill|invoice)\b/gi,
    cue: (m) => ({ category: 'other', description: labelCase(m[0]), role: /evaluation|exam|visit|study/i.test(m[0]) ? 'evaluation' : 'document' }),
  },
  {
    re: /\b(?:(?:was|were)\s+)?(?:evaluated|examined|seen|treated|interviewed)\b(?:[^.\n]{0,60}?\bon)?|\b(?:I|we)\s+saw\b(?:[^.\n]{0,60}?\bon)?|\blast\s+(?:seen|visit|evaluated)\b/gi,
    cue: other('Prior evaluation', 'evaluation'),
  },
  {
    re: /\btemporar(?:y|ily)\s+(?:total(?:ly)?\s+|partial(?:ly)?\s+)?disab\w*(?:\s+(?:benefits|indemnity))?(?:\s+(?:from|since|through|for\s+the\s+period))?|\bTTD\b|\bTPD\b|\boff\s+work\b|\bmodified\s+duty\b|\breturn(?:ed)?\s+to\s+(?:full\s+|regular\s+|modified\s+)?(?:duty|work)\b/gi,
    cue: other('Temporary disability', 'disability'),
  },
  { re: /\bmaximum\s+medical\s+improvement\b|\bpermanent\s+and\s+stationary\b|\bMMI\b|\bP\s?&\s?S\b/gi, cue: other('Permanent and stationary / MMI') },
  { re: /\b(?:taken|commenced)\s+on\b|\bdeposition\s+(?:date|taken)\b/gi, cue: other('Deposition taken', 'taken') },
  {
    re: /\b(?:since|beginning|commencing|starting|effective|as\s+of|payable|paid|filed|received|sent|issued|entered|submitted|denied|approved|authorized|requested|held|heard|occurred|conducted|took\s+place|completed|performed|reported|dictated|transcribed)\b(?:[^.\n]{0,40}?\bon)?/gi,
    cue: (m) => ({ category: 'other', description: labelCase(m[0].split(/\s/)[0]!), role: 'misc' }),
  },
  { re: /\b(?:doctor's\s+)?first\s+report\s+of\s+(?:occupational\s+)?injury(?:\s+or\s+illness)?\b/gi, cue: other("Doctor's First Report", 'misc') },
  {
    re: /\b(?:letter|correspondence|report|request|notice|denial|decision|order|award|petition|declaration|stipulations?|records?)\s+(?:of|dated|from)\b/gi,
    cue: other('Referenced document', 'misc'),
  },

  // ---- neutral labels and generic scheduling words -----------------------------------------
  {
    re: new RegExp(String.raw`\b(?:date|when|day|time|date\s+and\s+time|date\/time)\s*:\s*(?:${WEEKDAY},?\s*)?(?:the\s+)?$`, 'gi'),
    cue: () => ({ category: 'generic', description: 'Date' }),
  },
  { re: /^\s*DATE\s*$/g, cue: () => ({ category: 'generic', description: 'Date' }) },
  {
    re: /\b(?:is|are|has\s+been|have\s+been|will\s+be)\s+(?:set|scheduled|calendared)\s+(?:for|on)\b|\b(?:set|scheduled|calendared)\s+(?:for|on)\b|\bwill\s+(?:be\s+held|take\s+place|proceed|commence|go\s+forward)(?:\s+on)?\b/gi,
    cue: () => ({ category: 'event', description: 'Scheduled' }),
  },
  // "The hearing previously set for March 1 has been continued to April 2": the new date of whatever the
  // sentence is about (resolved with the sentence before the old date, see dates.ts).
  { re: new RegExp(RESET_TO.source, 'gi'), cue: () => ({ category: 'event', description: 'Scheduled' }) },
];

const LABEL_TAIL = new RegExp(String.raw`^(?:\s*(?:\/|&|and)\s*time\b)?[\s:.,\-#]*(?:${WEEKDAY},?\s*)?(?:the\s+)?`, 'i');

/** "by" right before the date: a deadline ("please respond by March 3, 2025"). */
const ADJACENT_BY = new RegExp(String.raw`\bby\s*(?:${WEEKDAY},?\s*)?(?:the\s+)?$`, 'i');

function labelCase(s: string): string {
  const t = s.replace(/\s+/g, ' ').trim().toLowerCase();
  return t.charAt(0).toUpperCase() + t.slice(1);
}

interface Candidate {
  cue: Cue;
  start: number;
  end: number;
  length: number;
}

/** A cue and the stretch of its window that names it ("Hearing Date:"), for evidence of a date's type. */
export interface PlacedCue {
  cue: Cue;
  start: number;
  end: number;
}

/** The cue ending closest to the end of `window` (ties: the one starting first, so "Hearing Date and Time:" beats "Date and Time:"), or undefined. */
export function nearestCue(window: string): Cue | undefined {
  return nearestCueAt(window)?.cue;
}

/** nearestCue() with where in `window` the cue is printed. */
export function nearestCueAt(window: string): PlacedCue | undefined {
  let best: Candidate | undefined;
  for (const rule of RULES) {
    rule.re.lastIndex = 0;
    for (const m of window.matchAll(rule.re)) {
      // A label's colon, "/Time" and a weekday belong to the label: "Review Date: Monday, " and "Appointment
      // Date/Time: " end at the date.
      const rawEnd = m.index + m[0].length;
      const end = rawEnd + (LABEL_TAIL.exec(window.slice(rawEnd))?.[0].length ?? 0);
      const cand: Candidate = { cue: rule.cue(m as RegExpExecArray), start: m.index, end, length: end - m.index };
      if (!best || end > best.end || (end === best.end && cand.length > best.length)) best = cand;
    }
  }
  const by = ADJACENT_BY.exec(window);
  if (by && (!best || best.end < window.trimEnd().length - 2)) {
    return { cue: { category: 'deadline', description: 'Deadline' }, start: by.index, end: by.index + by[0].length };
  }
  // The label as printed, without the blanks LABEL_TAIL took up to the date.
  return best && { cue: best.cue, start: best.start, end: best.start + window.slice(best.start, best.end).trimEnd().length };
}

const ABBREVIATIONS =
  /(?:\b(?:No|Nos|Inc|Co|Corp|Ltd|Dr|Mr|Mrs|Ms|St|Ave|Blvd|Jr|Sr|vs|Esq|Hon|Dept|Rev|Ste|Mt|Ft|approx|etc|Fig|Bros|Assn|Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)|\b[A-Z]|\b(?:a\.m|p\.m|M\.D|D\.O|D\.C|Ph\.D|U\.S))\.$/i;

/**
 * A line that looks like "Label:" but ends a sentence wrapped onto it ("...has scheduled the evaluation of
 * Patricia\nMorales as follows:"): the colon introduces what follows, the line is no field label.
 */
const INTRODUCES_LIST = /^[ \t]*[^\n:]*\b(?:as\s+follows|the\s+following|as\s+set\s+forth\s+below|below)[ \t]*:/i;

/** Offset in `s` where the clause containing its end begins. */
export function clauseStart(s: string): number {
  let start = 0;
  // A field's label starts a line, in plain text or in Markdown's bold ("**Date Created:**", "- **Name:**"), and so
  // does a key of a front matter or a record in lower case ("generated: 2026-02-25T16:00:15Z", under "agent: Client
  // Follow-up Coordinator"); a plain bullet's line ("- Cardiology: ... (2025-01-22)") stays under the heading above it.
  // A sentence's end before a Markdown heading ("...more than you were due.\n### What Our Records Show\nYou reduced
  // ... on November 5, 1996") ends the clause as it does before a capital: the heading's "#" is no continuation.
  const boundary =
    /\n[ \t]*\n|[.!?;]["')\]]*\s+(?=[A-Z0-9("']|#{1,6}[ \t])|\?\s*|\n(?=[ \t]*(?:(?:[-*+][ \t]+)?(?:\*\*|__))?(?:[A-Z][A-Za-z0-9'()#/ .&-]{0,40}:|\d{1,2}\.\s|[A-Z]\.\s))|\n(?=[ \t]*[a-z][a-z_]{1,24}:[ \t])/g;
  for (const m of s.matchAll(boundary)) {
    const before = s.slice(0, m.index + 1);
    if (/^[.]/.test(m[0]) && ABBREVIATIONS.test(before)) continue;
    if (m[0] === '\n' && INTRODUCES_LIST.test(s.slice(m.index + 1))) continue;
    start = m.index + m[0].length;
  }
  return start;
}

/**
 * The injured worker, named or by role, right after the date, then the injury formula. Case-sensitive for the
 * name (capitalised words), so "On 3/4/2025 I examined the patient who, while employed..." is no injury date.
 */
const NAMED_INJURY_FORMULA = new RegExp(
  String.raw`^[\s,]*(?:(?:[Tt]he\s+)?(?:[Aa]pplicant|APPLICANT|[Ee]mployee|EMPLOYEE|[Cc]laimant|CLAIMANT)|(?:[A-Z][A-Za-z.'-]*\s+){0,3}[A-Z][A-Za-z.'-]*),?\s+` +
    String.raw`(?:(?:while|WHILE)\s+(?:employed|EMPLOYED)\b|(?:sustained|SUSTAINED)\s+(?:an?\s+|AN?\s+)?(?:(?:industrial|specific|cumulative(?:\s+trauma)?|INDUSTRIAL|SPECIFIC|CUMULATIVE(?:\s+TRAUMA)?)\s+)?(?:injur|INJUR))`,
);

/** Right-hand cues: "On 05/21/2024, the day it happened", "3/3/2025 for a Status Conference". */
export function rightCue(after: string): Cue | undefined {
  const head = after.slice(0, 90).split(/[.?!]\s|\n\s*\n/)[0] ?? '';
  if (
    /^[\s,]*(?:the\s+day\s+(?:it|this|the\s+(?:injury|accident))\s+(?:happened|occurred)|when\s+(?:I|he|she|they)\s+(?:was|were|got)\s+(?:hurt|injured))/i.test(
      head,
    )
  ) {
    return { category: 'injury', description: 'Date of injury' };
  }
  if (/^\s*\(?\s*(?:date\s+of\s+injury|DOI)\b/i.test(head)) return { category: 'injury', description: 'Date of injury' };
  // "On 05/11/2022, Rosa Nguyen, while employed as ..., sustained injury": the formula follows the date.
  if (NAMED_INJURY_FORMULA.test(head)) return { category: 'injury', description: 'Date of injury' };
  if (/^[,\s]*(?:I|we)\s+(?:served|mailed|caused)\b/i.test(head)) return { category: 'other', description: 'Served', role: 'served' };
  // "3/3/2025 for a Status Conference", "on March 4, 2022, for a de novo bench trial": the event's own words may
  // qualify it, never another verb's object ("for a motion to set trial").
  const ev =
    new RegExp(`^[^.]{0,45}?\\bfor\\s+(?:an?\\s+|the\\s+)?(${EVENT_WORD})`, 'i').exec(head) ??
    new RegExp(`^[^.]{0,45}?\\bfor\\s+(?:an?\\s+|the\\s+)?(?:(?!(?:to|of|and|or|by|with|a|an|the)\\s)[a-z][\\w-]*\\s+){1,3}(${EVENT_WORD})`, 'i').exec(head);
  if (ev) return eventCue(ev[1]!);
  // "on Thursday, November 13, 2025, at 9:00 a.m., in Department R12 of the Superior Court": a court's department
  // (its courtroom) named as where the date is kept is a setting before the court.
  // (Read past the head: "a.m." ends no sentence.)
  if (COURT_ROOM_AFTER.test(after.slice(0, 90))) return { category: 'hearing', description: 'Hearing' };
  return undefined;
}

/**
 * A court setting's label block, as a pleading's caption prints it beside the title: "DATE: 6/18/2024" followed by
 * "TIME: 8:30 AM" and "DEPT: F41" (or a courtroom), each a label of its own. The date is the setting's (a hearing).
 */
export const COURT_SETTING_BLOCK_AFTER =
  /^[^\n]{0,12}?(?:\n[^\n:]{0,40}?)?\b(?:TIME|Time)\s*:\s*[^\n]{0,30}?(?:\n[^\n:]{0,40}?)?\b(?:DEPT|Dept|DEPARTMENT|Department|COURTROOM|Courtroom|CTRM|Ctrm)\.?\s*:?\s*[A-Z0-9]/;

/** The time and a court's department or courtroom printed right after a date. */
const COURT_ROOM_AFTER =
  /^[\s,]*(?:at\s+\d{1,2}(?::\d{2})?\s*(?:[ap]\.?\s?m\.?)?[\s,]*)?(?:in|before)\s+(?:the\s+)?(?:\*\*|__)?(?:Dept\.?|Department|Courtroom|Court\s+Room)\s+[A-Z0-9]/i;

/**
 * An event named right after a date, as the date's own ("the firm July 13, 2026 trial setting", "the 3/3/2026
 * hearing"), not the label of the next field ("... Trial Date:").
 */
export function eventNamedAfter(after: string): Cue | undefined {
  const m = new RegExp(`^\\s*(${EVENT_WORD})(?!\\s*(?:dates?|days?)\\s*:)(?!\\s*:)`, 'i').exec(after);
  return m ? eventCue(m[1]!) : undefined;
}

/** Resolves "scheduled for" / "Date:" by the subject matter around it. */
export function resolveEvent(context: string): Cue {
  const t = context;
  if (/(?<!pre-?\s?)\btrial\b(?!\s+(?:level|court))/i.test(t)) return { category: 'trial', description: 'Trial' };
  for (const [re, description, type] of EVENT_TYPES) {
    if (type === 'hearing' && re.test(t)) return { category: 'hearing', description };
  }
  if (/\b(?:district\s+office|WCAB|appeals\s+board|judge|WCJ)\b/i.test(t)) return { category: 'hearing', description: 'Hearing' };
  if (/\b(?:QME|AME|PQME|IME|evaluation|examination|exam|appointment|clinic|Dr\.|M\.D\.|physician|doctor)\b/i.test(t)) {
    return { category: 'appointment', description: /\bQME\b/.test(t) ? 'QME evaluation' : /\bAME\b/.test(t) ? 'AME evaluation' : 'Appointment' };
  }
  if (/\bdeposition\b/i.test(t)) return { category: 'appointment', description: 'Deposition' };
  return { category: 'other', description: 'Scheduled', role: 'misc' };
}

/** Words that take a setting off the calendar. */
const OFF_CALENDAR_WORDS = String.raw`vacated|taken\s+off\s+(?:of\s+)?calendar|off\s+calendar|cancel+ed`;
const OFF_CALENDAR = new RegExp(String.raw`\b(?:${OFF_CALENDAR_WORDS})\b`, 'i');
/** ... before a date, with "continued from", which names the old date ("continued from 3/3/2026"). */
const VACATED = new RegExp(String.raw`\b(?:${OFF_CALENDAR_WORDS}|continued\s+from)\b`, 'i');
/**
 * Said of the date just printed: it was vacated or moved ("... on 3/3/2026 has been continued to 4/4/2026"),
 * in a finished form (a letter's "must be cancelled 48 hours ahead" or "will be rescheduled if ..." moves
 * nothing); "continued from" after a date speaks of the date after it ("set for 5/5/2026, continued from ...").
 */
const MOVED_AFTER = new RegExp(
  String.raw`\b(?:is|are|was|were|has\s+been|have\s+been)\s+(?:hereby\s+)?(?:${OFF_CALENDAR_WORDS}|continued|rescheduled|reset|postponed|moved|re-?calendared)\b(?!\s+from)`,
  'i',
);

/** A setting described in the past ("This matter was set for an MSC on ...") or vacated is not a calendar event. */
export function isPastSetting(clause: string, after: string): boolean {
  if (/\b(?:was|were|had\s+been)\s+(?:previously\s+|originally\s+)?(?:set|scheduled|calendared|noticed)\b/i.test(clause)) return true;
  // Orders and minutes say it tersely: "The MSC of 3/3/2026, off calendar."
  return OFF_CALENDAR.test(sentenceAfter(after)) || isMovedOrVacated(clause, after);
}

/**
 * A setting vacated, taken off calendar or moved to another date. For appointments only this counts: a
 * letter's "your evaluation was scheduled for ..." is still ahead.
 */
export function isMovedOrVacated(clause: string, after: string): boolean {
  // "The MSC set for 3/3/2025 is vacated and reset for trial on 4/4/2025": the second date is the new setting.
  const vacatedBefore = VACATED.exec(clause);
  const resetAfterVacate = vacatedBefore && /\b(?:reset|rescheduled|continued\s+to|re-?calendared)\b/i.test(clause.slice(vacatedBefore.index));
  return (
    /\b(?:previously|originally|formerly)\s+(?:set|scheduled|calendared|noticed)\b/i.test(clause) ||
    (!!vacatedBefore && !resetAfterVacate) ||
    MOVED_AFTER.test(sentenceAfter(after))
  );
}

/** The start of the sentence after a date, up to 80 characters. */
export function sentenceAfter(after: string): string {
  return (after.split(/[.!?](?:\s|$)/)[0] ?? '').slice(0, 80);
}

/** A more specific description from the words around the date ("QME evaluation", "Objections due"). */
export function refineDescription(cue: Cue, context: string): string {
  if (cue.category === 'appointment') {
    if (cue.description === 'Hospital admission') return cue.description;
    if (/\bdeposition\b/i.test(context) && cue.description === 'Deposition') return 'Deposition';
    if (/\bAME\b|agreed\s+medical/i.test(context)) return 'AME evaluation';
    if (/\b(?:P?QME|panel)\b|qualified\s+medical/i.test(context)) return 'QME evaluation';
    if (/\bIME\b/.test(context)) return 'IME evaluation';
    if (/\b(?:next|follow[- ]?up|re-?evaluation|return)\b/i.test(context)) return 'Follow-up appointment';
    return 'Medical appointment';
  }
  if (cue.category === 'deadline' && cue.description === 'Deadline') {
    if (/\bobject/i.test(context)) return 'Objections due';
    if (/\bproduc|\bcustodian|\brecords\b/i.test(context)) return 'Production of records due';
    if (/\bdecision|\bdecide/i.test(context)) return 'Decision due';
    if (/\brespon|\breply|\banswer/i.test(context)) return 'Response due';
    if (/\bpay/i.test(context)) return 'Payment due';
    if (/\bfil(?:e|ed|ing)\b/i.test(context)) return 'Filing deadline';
    if (/\bserv(?:e|ed|ice)\b/i.test(context)) return 'Service deadline';
  }
  return cue.description;
}
