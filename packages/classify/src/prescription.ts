/**
 * A prescription by its structure (issue 31, scans round): a prescriber's order of medicines for a patient, a short
 * paper (a pad's page, a printed form, a screenshot of one typed) that names its patient on a label line
 * ("Patient: ...", "Patient name: ..."), its prescriber ("Dr. ...", a degree, a licence or registration number, a
 * signature line) and its medicines, each a line with a dose or a dosage form and directions ("Metformin 500mg -
 * Take twice daily", "Tab. Azithromycin 500 mg 1 tablet once daily for 7 days"). A prescription is a clinical
 * record (medical_report). A pharmacy's receipt or price list names medicines and doses too, but no directions and
 * no patient so labelled; a drug leaflet gives directions but for no named patient.
 *
 * Read after the model (structure.ts), for a paper the model put outside the domain, not as a feature.
 */
import { cleanText } from './normalize';

/** The patient named on a label line: "Patient: ...", "Patient Name: ...", "Pt: ..." (not a blank). */
const PATIENT = /^\W*(?:patient(?:['\u2019]s)?(?:\s+name)?|pt\.?)\s*[:;]\s*[A-Za-z]/im;
/** The prescriber: a doctor's name, a degree, a licence or registration number, a prescriber's signature line. */
const PRESCRIBER =
  /\bDr\.?\s+[A-Z]|\bM\.?B\.?B\.?S\b|\bM\.?\s?D\.?(?=[\s,)]|$)|\blicen[cs]e\b|\breg(?:istration)?\.?\s*no\b|\bsignature\b|\bprescriber\b|\bD\.?E\.?A\.?\s*(?:no|#)/im;
/** A dose ("500mg", "30 / 5 ML", "10 mcg") or a dosage form ("tablet", "Tab.", "capsules", "syrup"). */
const DOSE = /\d\s?(?:mg|mcg|µg|ml|iu|units?)\b|\b(?:tab(?:let)?s?|cap(?:sule)?s?|syp|syrup|drops|puffs?|inhalers?|ointment|cream)\b/i;
/** Directions: how and when to take it. */
const DIRECTIONS =
  /\b(?:take|apply|inhale|instil|daily|once|twice|thrice|times\s+a\s+day|a\s+day|every\s+\d+\s+hours?|at\s+bedtime|at\s+night|as\s+needed|before\s+(?:food|meals?)|after\s+(?:food|meals?)|bid|tid|qid|qhs|prn|for\s+\d+\s+days?)\b/i;
/** Medicine lines a prescription lists at least. */
const MIN_MEDICINES = 2;
/** The most pages a prescription runs to. */
const MAX_PAGES = 2;

/** Whether `pages` are a prescription: a patient named, a prescriber, and MIN_MEDICINES lines of a dose with directions. */
export function prescription(pages: readonly string[]): boolean {
  if (pages.length === 0 || pages.length > MAX_PAGES) return false;
  const text = cleanText(pages.join('\n'));
  if (!PATIENT.test(text) || !PRESCRIBER.test(text)) return false;
  return text.split('\n').filter((l) => DOSE.test(l) && DIRECTIONS.test(l)).length >= MIN_MEDICINES;
}
