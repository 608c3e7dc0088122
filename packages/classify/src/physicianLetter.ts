/**
 * A physician's report written as a letter (issue 31): a medical-legal evaluator's supplemental report, a treating
 * physician's answer to counsel's questions. It greets and closes as a letter does, but a physician signs it under
 * their credential and it gives the opinions a report gives: what caused the injury, whether the worker has reached
 * maximum improvement, the impairment, its apportionment, the work the worker may do. The label rules file it as
 * the report it is (a QME's supplemental report is a medical report), not as correspondence.
 */
import { cleanText } from './normalize';

/** Lines from the end of the paper searched for the signer's credential (the close, the signature, its title). */
const SIGNATURE_LINES = 10;

/** A signer's name under their medical degree ("Richard Feldman, M.D."), or an evaluator's title on its own line. */
const CREDENTIALED =
  /^(?:dr\.?\s+)?[A-Z][A-Za-z.'-]*(?:\s+[A-Z][A-Za-z.'-]*){1,4},?\s+(?:M\.\s?D\.?|D\.\s?O\.?|D\.\s?C\.?|Ph\.\s?D\.?|Psy\.\s?D\.?|D\.\s?P\.\s?M\.?|MD|DO|DC)(?:[,\s].*)?$|^(?:qualified|agreed|panel qualified)\s+medical\s+evaluator\b/i;

/** The opinions a medical report gives, each its own kind: a letter needs two kinds to be a report. */
const OPINIONS: readonly RegExp[] = [
  /\bcausation\b|\bindustrially\s+(?:related|caused)\b|\bcaused\s+by\s+(?:the|his|her)\s+(?:work|employment|injury)\b/i,
  /\bmaxim(?:um|al)\s+medical\s+improvement\b|\bMMI\b|\bpermanent\s+and\s+stationary\b/i,
  /\bimpairment\b|\bwhole\s+person\b|\bWPI\b/i,
  /\bapportion(?:ment|ed)?\b/i,
  /\bwork\s+restrictions?\b|\bmodified\s+duty\b|\btemporarily\s+(?:totally\s+)?disabled\b|\breturn\s+to\s+(?:full|regular|modified|usual)\s+(?:duty|work)\b/i,
];

/** Whether `pages` (a paper the model read as a letter) is a physician's report: signed under a medical credential, giving two kinds of opinion. */
export function physicianOpinionLetter(pages: readonly string[]): boolean {
  const lines = cleanText(pages.join('\n'))
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  if (!lines.slice(-SIGNATURE_LINES).some((l) => CREDENTIALED.test(l))) return false;
  const text = lines.join('\n');
  return OPINIONS.filter((o) => o.test(text)).length >= 2;
}

/**
 * Whether `pages` concern a person: a patient, an examinee or a worker, by that word, by name with a title or a date
 * of birth, or as he or she, or a form that asks for them. A medical report is about someone; a health article written to "you" (desk stretches,
 * a clinic's advice sheet) is about no one, whatever its medical words.
 */
export function aboutSomeone(pages: readonly string[]): boolean {
  const text = pages.join('\n');
  // A form asks for its person even before it is filled in: blanks to fill, a name or birth date asked for, yes/no
  // questions (a blood pressure log, a dental history questionnaire, both written to "you").
  if (/_{4,}|\bYes\s*[/ ]\s*No\b|DOB|D\.O\.B|^\s*(?:patient'?s?\s+|full\s+)?name\s*:?\s*$|\?\s*$/im.test(text)) return true;
  return /\b(?:patients?|pt|examinee|applicant|claimant|injured\s+worker|employee|client|resident|member|DOB|D\.O\.B|date\s+of\s+birth|birth\s*date|MRN|Mrs?|Ms|Miss|Mr|he|she|his|her|him)\b/i.test(
    pages.join('\n'),
  );
}

/** How often a paper must speak to its reader ("you", "your") to be written to them: an article's or an advice sheet's voice. */
const READER_ADDRESSED = 2;

/**
 * Whether `pages` speak to their reader (READER_ADDRESSED times "you" or "your"): with no one else concerned
 * (aboutSomeone), the voice of a health article or an advice sheet, never of a report, which speaks of its patient.
 * A report's fragment that names no one (a lab panel's rows, a note's sections) does not speak to "you" either, and
 * stays a report.
 */
export function speaksToReader(pages: readonly string[]): boolean {
  return (pages.join('\n').match(/\byou(?:rs?|rself)?\b/gi)?.length ?? 0) >= READER_ADDRESSED;
}
