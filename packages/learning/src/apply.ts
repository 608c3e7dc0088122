/**
 * The learned layer: an answer, changed where the account's lessons say so. Pure; the pipeline's last
 * stage. A lesson applies to documents alike enough to the one it was taught on (LAYOUT_THRESHOLD, see
 * docs/learning.md for how it was chosen); the most alike lesson that speaks of a field decides it.
 */
import type { DateType, DocumentType, LearnedChange } from '@wcab/contract';
import { BACKGROUND_RATIO, backgroundSimilarity } from './background';
import { formSeriesOf, seriesDisowns } from './formCode';
import { frameOf, frameSimilarity } from './frame';
import { dateContextKey, readDate, readText } from './fieldRules';
import { readName, readNameBeforeLabel } from './nameRules';
import type { Lesson } from './lesson';
import type { AccountMemory, Match } from './memory';
import { similarity } from './signature';
import { titleDisowns, titleMarkOf } from './title';

/**
 * Similarity from which a lesson applies without a background to judge it against (background.ts): the
 * lowest value that kept changes on other generator families under 0.5 % on the office simulation.
 */
export const LAYOUT_THRESHOLD = 0.25;
/**
 * Similarity from which a lesson applies when the document is also compared with the background (it must
 * then be at least BACKGROUND_RATIO of the document's best background similarity). Chosen on the office
 * simulation with BACKGROUND_RATIO (docs/learning.md): the background check, not this floor, keeps other
 * families' answers unchanged, so it can sit low enough for a template's varied documents to follow.
 */
export const CONTRASTED_THRESHOLD = 0.1;

/** Lessons considered per document, most alike first (bounds the time of reading taught fields). */
const MOST_ALIKE = 8;

/** The fields of an answer the learned layer reads and may change, whatever the kind of answer. */
export interface LearnableAnswer {
  documentType: DocumentType;
  /** The activity label; undefined when the answer has none (classify without activity_types). */
  label?: string;
  applicant?: string;
  employer?: string;
  /** YYYY-MM-DD */
  documentDate?: string;
  dates: Array<{ date: string; type: DateType; description: string }>;
}

export type LearnedField = LearnedChange['field'];

export interface LearnedOutcome {
  answer: LearnableAnswer;
  changes: Array<Omit<LearnedChange, 'field'> & { field: 'document_type' | 'label' | 'applicant_name' | 'employer' | 'document_date' | 'dates' }>;
}

export interface ApplyInput {
  pages: readonly string[];
  sketch: Uint32Array;
  /** The document's frame (frame.ts); read from `pages` when not given. */
  frame?: Uint32Array;
  answer: LearnableAnswer;
  /** The labels the answer may take (the caller's, or the defaults); a learned label outside them is not used. */
  labels?: readonly string[];
  /** The documents the service knows (background.ts); a lesson applies only where the document is not much more like one of them. */
  background?: AccountMemory;
  threshold?: number;
  ratio?: number;
}

const round = (x: number) => Math.round(x * 1000) / 1000;

/**
 * The matches that hold against the background: a lesson at similarity s stands unless a known document is
 * more than s / ratio alike. Background similarities below threshold / ratio cannot overrule any match, so
 * only those above it are looked for (one inverted-index lookup, the best one).
 */
function contrasted(memory: AccountMemory, matches: Match[], input: ApplyInput, threshold: number): Match[] {
  if (!input.background || matches.length === 0) return matches;
  const ratio = input.ratio ?? BACKGROUND_RATIO;
  const known = backgroundSimilarity(input.background, input.sketch, threshold / ratio);
  const framed = framedGenre(memory, matches, input, ratio);
  const held = matches.filter((m) => m.similarity >= ratio * known || framed(m));
  if (held.length === 0) return held;
  // The document's most alike background documents and its frame, read once for every template check.
  let nearest: Match[] | undefined;
  let frame: Uint32Array | undefined;
  const background = input.background;
  const document: TemplateReader = {
    sketch: input.sketch,
    nearest: () => (nearest ??= background.matches(input.sketch, TEMPLATE_FLOOR, TEMPLATE_LESSONS)),
    frame: () => (frame ??= input.frame ?? frameOf(input.pages)),
  };
  return held.filter((m) => (!m.lesson.label && !m.lesson.documentType) || fitsTemplate(templateOf(memory, m.lesson), document));
}

/** What a template check reads of the document, each once: its sketch, its most alike background documents, its frame. */
interface TemplateReader {
  sketch: Uint32Array;
  nearest: () => Match[];
  frame: () => Uint32Array;
}

/**
 * A genre's lesson that the background overrules on words still holds where the document is framed as the
 * lesson's document was, and not as the known documents that overrule it. Messages of one genre share their
 * body's words (an attorney letter, a memo and a printed e-mail can carry the same paragraphs), so a firm's
 * letter can be more like a known e-mail in word pairs than like the office's letters of other firms; its
 * frame (frame.ts: letterhead, addressee, salutation, signature) is like theirs and unlike the e-mail's. Only
 * for a genre (lessons of a label alike in nothing, or a single one): a template's lessons are judged as a
 * whole (fitsTemplate). Lessons stored before frames were kept, and a background without frames, rescue
 * nothing.
 */
function framedGenre(memory: AccountMemory, matches: readonly Match[], input: ApplyInput, ratio: number): (m: Match) => boolean {
  const background = input.background!;
  let frame: Uint32Array | undefined;
  let overruling: Match[] | undefined;
  return (m) => {
    if (!m.lesson.frame || templateOf(memory, m.lesson).coherent) return false;
    frame ??= input.frame ?? frameOf(input.pages);
    // The known documents that overrule this match on words: more alike than similarity / ratio (read once, from the lowest bar).
    overruling ??= background.matches(input.sketch, Math.min(...matches.map((x) => x.similarity)) / ratio);
    const against = overruling.filter((b) => b.similarity > m.similarity / ratio);
    if (against.length === 0 || against.some((b) => !b.lesson.frame)) return false;
    const own = frameSimilarity(frame, m.lesson.frame);
    return against.every((b) => own > frameSimilarity(frame!, b.lesson.frame!));
  };
}

/** Lessons of one label and type read as its template at most (the newest). */
const TEMPLATE_LESSONS = 8;
/**
 * A document's mean similarity to a template's lessons must be at least this share of its mean similarity to as
 * many background documents. Chosen on the office simulation's tuned families: the highest share that keeps
 * every document they followed before (0.6, the single-lesson ratio, lost two transcripts of dep_numbered);
 * measured then on the validation families (docs/learning.md).
 */
export const TEMPLATE_RATIO = 0.55;
/** Background similarities below this count as none in a template's contrast. */
const TEMPLATE_FLOOR = 0.01;

interface Template {
  lessons: Lesson[];
  /** Whether its lessons are alike at all (one layout), not a genre of unlike documents (letters of many firms). */
  coherent: boolean;
}

/** Per memory (rebuilt on every change of the account's corrections), per label and type. */
const templates = new WeakMap<AccountMemory, Map<string, Template>>();

/**
 * The lessons the office gave this lesson's label and type, newest first, and whether they are one layout: their
 * mean pairwise similarity reaches CONTRASTED_THRESHOLD, the bar from which two documents count as alike at all.
 */
function templateOf(memory: AccountMemory, lesson: Lesson): Template {
  let byKey = templates.get(memory);
  if (!byKey) templates.set(memory, (byKey = new Map()));
  const key = JSON.stringify([lesson.label ?? null, lesson.documentType ?? null]);
  let t = byKey.get(key);
  if (!t) {
    const lessons: Lesson[] = [];
    for (let i = memory.lessons.length - 1; i >= 0 && lessons.length < TEMPLATE_LESSONS; i--) {
      const l = memory.lessons[i]!;
      if (l.label === lesson.label && l.documentType === lesson.documentType) lessons.push(l);
    }
    let sum = 0;
    let pairs = 0;
    for (let i = 0; i < lessons.length; i++) for (let j = i + 1; j < lessons.length; j++, pairs++) sum += similarity(lessons[i]!.sketch, lessons[j]!.sketch);
    t = { lessons, coherent: pairs > 0 && sum / pairs >= CONTRASTED_THRESHOLD };
    byKey.set(key, t);
  }
  return t;
}

/**
 * Where an office's lessons of a label are one layout, the document must be like that layout as a whole, not
 * only like one of its documents: its mean similarity to them at least TEMPLATE_RATIO times its mean similarity
 * to as many background documents (its most alike) in words, and in words and frame (frame.ts) together. A sibling layout sharing
 * the template's wording (another transcript format over the same questions) can be as like one lesson as the
 * template's own documents are, but is less like all of them than like its own kind; where the words alone do not
 * tell (a condensed transcript's questions are a plain transcript's), the lines' shapes do. A genre of unlike
 * documents (one lesson, or lessons alike in nothing) keeps the single-lesson rule alone. The frames are compared
 * only where every lesson and background document read has one (lessons stored before frames were kept have none).
 */
function fitsTemplate(t: Template, doc: TemplateReader): boolean {
  if (!t.coherent) return true;
  const n = t.lessons.length;
  const known = doc.nearest().slice(0, n);
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / n;
  const words = mean(t.lessons.map((l) => similarity(doc.sketch, l.sketch)));
  const knownWords = mean(known.map((k) => k.similarity));
  if (words < TEMPLATE_RATIO * knownWords) return false;
  if (known.length === 0 || !t.lessons.every((l) => l.frame) || !known.every((k) => k.lesson.frame)) return true;
  // Words and frame weigh alike: the two shares' product (their geometric mean squared) must reach TEMPLATE_RATIO
  // squared, so a document far more like the template in words (a form whose scan broke its lines) still follows.
  const frame = doc.frame();
  const frames = mean(t.lessons.map((l) => frameSimilarity(frame, l.frame!)));
  const knownFrames = mean(known.map((k) => frameSimilarity(frame, k.lesson.frame!)));
  return words * frames >= TEMPLATE_RATIO * TEMPLATE_RATIO * knownWords * knownFrames;
}

/** Distinct field rules read from kin lessons at most (bounds the time at 10,000 corrections of one label). */
const KIN_RULES = 8;

const ruleKey = (l: Lesson) => JSON.stringify([l.applicant, l.employer, l.documentDate]);

/**
 * The kin of the most alike lesson: the account's other lessons with its label and type, newest first, one
 * per distinct set of field rules. A template prints the applicant under more than one label ("Patient:",
 * "Pt:", "Claimant:"), and the document that matched one lesson of it may print it as another lesson of it
 * taught: once the document is recognised as the template (a lesson matched, against the background too),
 * every place the office showed for that template is read, the matched lessons' first.
 */
function kinOf(memory: AccountMemory, matches: readonly Match[], sketch: Uint32Array): Match[] {
  const top = matches[0]?.lesson;
  if (!top?.label) return [];
  const seen = new Set(matches.map((m) => ruleKey(m.lesson)));
  const kin: Match[] = [];
  for (let i = memory.lessons.length - 1; i >= 0 && kin.length < KIN_RULES; i--) {
    const l = memory.lessons[i]!;
    if (l.label !== top.label || l.documentType !== top.documentType || !(l.applicant || l.employer || l.documentDate)) continue;
    const key = ruleKey(l);
    if (seen.has(key)) continue;
    seen.add(key);
    kin.push({ lesson: l, similarity: similarity(sketch, l.sketch) });
  }
  return kin;
}

export function applyLessons(memory: AccountMemory | undefined, input: ApplyInput): LearnedOutcome {
  const answer: LearnableAnswer = { ...input.answer, dates: input.answer.dates.map((d) => ({ ...d })) };
  const changes: LearnedOutcome['changes'] = [];
  if (!memory || memory.size === 0) return { answer, changes };
  // The most alike lessons decide; past a handful, more of the same layout add time, not answers.
  const threshold = input.threshold ?? (input.background ? CONTRASTED_THRESHOLD : LAYOUT_THRESHOLD);
  let matches = contrasted(memory, memory.matches(input.sketch, threshold, MOST_ALIKE), input, threshold);
  if (matches.length === 0) return { answer, changes };
  // A document whose own title names another kind than a lesson taught is not that lesson's layout (title.ts).
  const title = titleMarkOf(input.pages) ?? undefined;
  matches = matches.filter((m) => !titleDisowns(title, m.lesson));
  // A form whose own number is of a series none of the label's lessons printed is another form (formCode.ts).
  const series = formSeriesOf(input.pages);
  if (series !== null) matches = matches.filter((m) => !seriesDisowns(series, templateOf(memory, m.lesson).lessons));
  if (matches.length === 0) return { answer, changes };
  const record = (field: LearnedOutcome['changes'][number]['field'], m: Match) =>
    changes.push({ field, correction_id: m.lesson.id, similarity: round(m.similarity) });
  const first = <T>(pick: (m: Match) => T | undefined, among: readonly Match[] = matches): [T, Match] | undefined => {
    for (const m of among) {
      const value = pick(m);
      if (value !== undefined) return [value, m];
    }
    return undefined;
  };

  const type = first((m) => m.lesson.documentType);
  if (type && type[0] !== answer.documentType) {
    answer.documentType = type[0];
    record('document_type', type[1]);
  }
  if (answer.label !== undefined) {
    // A label is the office's name for a kind of document: taught on one type, it never moves another type's answer.
    const label = first((m) =>
      m.lesson.label && (!input.labels || input.labels.includes(m.lesson.label)) && (!m.lesson.documentType || m.lesson.documentType === answer.documentType)
        ? m.lesson.label
        : undefined,
    );
    if (label && label[0] !== answer.label) {
      answer.label = label[0];
      record('label', label[1]);
    }
  }
  // Where fields are printed: the matched lessons first, then the rules of their kin.
  const readers = [...matches, ...kinOf(memory, matches, input.sketch)];
  // The places the office showed first, every lesson's; only then a name standing before a label that followed it.
  const applicant =
    first((m) => (m.lesson.applicant ? readName(input.pages, m.lesson.applicant) : undefined), readers) ??
    first((m) => (m.lesson.applicant ? readNameBeforeLabel(input.pages, m.lesson.applicant) : undefined), readers);
  if (applicant && applicant[0] !== answer.applicant) {
    answer.applicant = applicant[0];
    record('applicant_name', applicant[1]);
  }
  const employer = first((m) => (m.lesson.employer ? readText(input.pages, m.lesson.employer) : undefined), readers);
  if (employer && employer[0] !== answer.employer) {
    answer.employer = employer[0];
    record('employer', employer[1]);
  }
  const date = first((m) => (m.lesson.documentDate ? readDate(input.pages, m.lesson.documentDate) : undefined), readers);
  if (date && date[0] !== answer.documentDate) {
    answer.documentDate = date[0];
    record('document_date', date[1]);
  }
  let retyped: Match | undefined;
  for (const d of answer.dates) {
    const key = dateContextKey(d.description);
    const learned = first((m) => m.lesson.dateTypes?.find((t) => t.key === key)?.type);
    if (learned && learned[0] !== d.type) {
      d.type = learned[0];
      retyped ??= learned[1];
    }
  }
  if (retyped) record('dates', retyped);
  return { answer, changes };
}
