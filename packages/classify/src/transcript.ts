/**
 * A transcript by its structure (issue 31): a record of what was said is made of speaker turns, each line opening
 * with its speaker in capitals and a colon ("THE COURT:", "MS. GALLAGHER:", "JUSTICE KAPOOR:") or a question and
 * its answer ("Q.", "A:"), several speakers each speaking more than once. An order, minutes or a notice prints
 * labels in capitals too ("JUDGE: KAPOOR", "HEARING DATE: 04/25/2026"), but each once, and what follows is a name
 * or a date, not a sentence; and an order orders ("IT IS ORDERED", "SO ORDERED"), which a transcript does not do
 * in its own voice. Read after the model (structure.ts), not a feature, so the trained weights stand.
 */
import { headingShaped } from './heading';
import { firstPageHead } from './ownHeading';
import { cleanText } from './normalize';

/** A speaker in capitals (up to four words, honorifics with their period) then a colon and what was said. */
const SPEAKER_TURN = /^(?:[A-Z][A-Z'.$-]*\s?){1,4}:\s*(.*)$/;
/** A question or an answer of testimony: "Q. ...", "A: ...", "Q Did you ...". */
const QUESTION_ANSWER = /^([QA])(?:[.:]\s*|\s+)(?=[A-Z])(.*)$/;
/** What was said: words in lower case, ending as a sentence does. */
const UTTERANCE = /[a-z]{2,}.*[a-z]{2}.*[.?!"')]\s*$/;
/** The ordering clause of an order in its own voice. */
export const ORDERING = /\b(?:it\s+is\s+(?:hereby\s+|further\s+)?ordered|so\s+ordered)\b/i;

/** Turns a transcript has at least, and speakers who each take two or more of them. */
const MIN_TURNS = 8;
const MIN_SPEAKERS = 2;
/** The share of the paper's lines that are turns: a record of speech is mostly speech. */
const MIN_SHARE = 0.3;

/**
 * A transcript's line number in its margin ("12  Q. Did you ..."), or the page and line a transcript's excerpt
 * cites its lines by ("[4:12] Q. Did you ...", "14:03 A. Yes.", bare only before a question or an answer, as a time
 * of day opens a line of minutes): the reporter's numbering either way.
 */
const LINE_NUMBER = /^(?:\d{1,2}|\[\d{1,4}:\d{1,2}\])\s+|^\d{1,4}:\d{2}\s+(?=[QA][.:\s])/;

/** Lines a turn's words may wrap onto before the next turn: a reporter's line is short, a speech runs on. */
const MAX_WRAPPED_LINES = 6;
/** Words that end as a sentence does (UTTERANCE's end). */
const ENDS_SENTENCE = /[.?!"')]\s*$/;
/** A line that is only a page or line number, which the layout puts between a turn's wrapped lines. */
const NUMBER_ONLY = /^\d{1,5}$/;

/** The speaker a line opens a turn with and what it says on that line, or undefined. */
function turnHead(numbered: string): { who: string; said: string } | undefined {
  const line = numbered.replace(LINE_NUMBER, '');
  const qa = QUESTION_ANSWER.exec(line);
  if (qa) return { who: qa[1] as string, said: qa[2] as string };
  const turn = SPEAKER_TURN.exec(line);
  if (!turn) return undefined;
  const label = line.slice(0, line.indexOf(':'));
  // An order's own clause in capitals ("IT IS HEREBY ORDERED: ...") is no speaker.
  if (ORDERING.test(label)) return undefined;
  const who = label.replace(/[^A-Z]/g, '');
  return who.length >= 2 ? { who, said: turn[1] as string } : undefined;
}

interface Turns {
  /** Lines that are turns, and of those, lines with a line number in the margin. */
  count: number;
  numbered: number;
  /** Non-empty lines of the paper. */
  lines: number;
  /** Turns by speaker ('Q', 'A' or a name in capitals). */
  bySpeaker: Map<string, number>;
}

function turnsOf(pages: readonly string[]): Turns | undefined {
  const text = cleanText(pages.join('\n'));
  const lines = text
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const heads = lines.map(turnHead);
  // Each turn with the lines its words wrap onto while its sentence runs on (a reporter's 25 short lines a page, a
  // published hearing's paragraphs); a line after a turn's finished sentence is the paper's own again.
  const said: string[][] = [];
  const inTurn = lines.map(() => false);
  heads.forEach((head, i) => {
    if (!head) return;
    const words = [head.said];
    inTurn[i] = true;
    for (let j = i + 1; j < lines.length && j <= i + MAX_WRAPPED_LINES && !heads[j] && !ENDS_SENTENCE.test(words.join(' ')); j++) {
      const next = (lines[j] as string).replace(LINE_NUMBER, '');
      inTurn[j] = true;
      if (!NUMBER_ONLY.test(next)) words.push(next);
    }
    said[i] = words;
  });
  // An order orders in its own voice. The chair's "Without objection, so ordered." is said in a turn, which the
  // record reports: an ordering clause within a speaker's turn does not make the paper an order.
  if (ORDERING.test(lines.filter((_, i) => !inTurn[i]).join('\n'))) return undefined;
  const bySpeaker = new Map<string, number>();
  let count = 0;
  let numbered = 0;
  heads.forEach((head, i) => {
    // What the speaker says, said as a sentence, is a turn.
    if (!head || !UTTERANCE.test((said[i] as string[]).join(' '))) return;
    count++;
    if (LINE_NUMBER.test(lines[i] as string)) numbered++;
    bySpeaker.set(head.who, (bySpeaker.get(head.who) ?? 0) + 1);
  });
  return { count, numbered, lines: lines.length, bySpeaker };
}

function isRecord(t: Turns | undefined): t is Turns {
  if (!t) return false;
  const speakers = [...t.bySpeaker.values()].filter((n) => n >= 2).length;
  return t.count >= MIN_TURNS && speakers >= MIN_SPEAKERS && t.count >= MIN_SHARE * t.lines;
}

/** Whether the paper is a record of what was said: mostly speaker turns, by several speakers, ordering nothing. */
export function speakerTurns(pages: readonly string[]): boolean {
  return isRecord(turnsOf(pages));
}

/**
 * Whether the paper is a record of a proceeding, as a reporter takes one down: speaker turns (speakerTurns) with
 * the reporter's line numbers in the margin beside most of them, or turns of two or more speakers named in
 * capitals ("THE COURT:", "MR. HALE:"). A page of questions and answers printed as "Q:" / "A:" without either (a
 * FAQ, a questionnaire) is turns in form only.
 */
export function proceedingRecord(pages: readonly string[]): boolean {
  const t = turnsOf(pages);
  if (!isRecord(t)) return false;
  const named = [...t.bySpeaker].filter(([who, n]) => who !== 'Q' && who !== 'A' && n >= 2).length;
  return t.numbered >= 0.5 * t.count || named >= MIN_SPEAKERS;
}

/** Lines of the first page searched for its own title: a transcript's cover prints it over the caption. */
const TITLE_LINES = 12;

/**
 * A transcript's own title: the deposition (or examination under oath) of a person, however taken ("VIDEOTAPED
 * DEPOSITION OF ...", "TRANSCRIPT OF THE DEPOSITION OF ..."). A notice or a subpoena of one names itself first
 * ("NOTICE OF TAKING DEPOSITION OF ...", "SUBPOENA TO TESTIFY AT A DEPOSITION"), so a title that opens with
 * anything else is none.
 */
const TESTIMONY_TITLE =
  /^(?:(?:reporter'?s\s+)?transcript\s+of\s+(?:the\s+)?)?(?:(?:oral|videotaped|video|videoconference|remote|telephonic|continued|sworn|virtual|zoom|and)\s+)*(?:deposition|examination\s+under\s+oath)\s+of\s+\S/i;

/**
 * Whether the paper is a deposition by its own title and its body (issue 31, sources round): the first page's
 * heading names it the deposition of someone (TESTIMONY_TITLE) and its body is a record of questions and answers
 * (speakerTurns), which is what a transcript of testimony is whoever took it down and however its lines are
 * numbered. Either alone is not enough: questions and answers under another title are a FAQ or a questionnaire,
 * and a title without them is a notice's or a summary's.
 */
export function titledTestimony(pages: readonly string[]): boolean {
  const head = firstPageHead(pages, TITLE_LINES);
  return head.some((l) => headingShaped(l) && TESTIMONY_TITLE.test(l)) && speakerTurns(pages);
}
