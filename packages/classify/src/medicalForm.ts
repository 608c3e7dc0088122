/**
 * A clinic's form about a patient (issue 31: medical forms must not be taken for out-of-scope papers): an intake,
 * history, screening or measurement form asks for the patient by name and date of birth at its head, and its own
 * headings are clinical (a health questionnaire, a blood pressure log, medications, allergies, a review of
 * systems, symptoms) or it records a clinical measure (mm Hg). A paper outside a WC office's mail rarely asks for a
 * patient's date of birth, and one that does about something else (an authorization to release records, a
 * privacy notice) carries none of these headings. Read from the first page's lines.
 */
import { headingShaped } from './heading';
import { cleanText } from './normalize';

/** The patient asked for: "Patient Name", or a name blank beside a date of birth ("Name ____ DOB ____"). */
const PATIENT = /\bpatient['\u2019]?s?\s+name\b|\bname\b.{0,60}\b(?:DOB|D\.O\.B\.?|date\s+of\s+birth)\b/i;
const BIRTH = /\b(?:DOB|D\.O\.B\.?|date\s+of\s+birth|birth\s*date)\b/i;
/** Clinical headings a form prints over what it asks. */
const CLINICAL_HEADING =
  /\b(?:health\s+questionnaire|blood\s+pressure|medical\s+history|past\s+history|review\s+of\s+systems|systems?\s+review|medications?|allergies|symptoms|vital\s+signs|chief\s+complaint)\b/i;
/** A clinical measure's unit, printed where the form asks for readings. */
const MEASURE = /\bmm\s?Hg\b/i;

export function medicalForm(pages: readonly string[]): boolean {
  const lines = cleanText(pages[0] ?? '')
    .split('\n')
    // A blank's underscores are word characters to a regular expression: "NAME:____DATE OF BIRTH" read as spaces.
    .map((l) => l.replace(/_+/g, ' ').replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  if (!lines.some((l) => PATIENT.test(l)) || !lines.some((l) => BIRTH.test(l))) return false;
  return lines.some((l) => MEASURE.test(l) || (headingShaped(l.replace(/[.:]+/g, ' ')) && CLINICAL_HEADING.test(l)));
}
