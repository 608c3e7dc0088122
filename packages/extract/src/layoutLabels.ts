/**
 * The label vocabulary of WCAB forms, captions and letters, for reading labels that carry no colon from
 * the layout ("Applicant" over "Maria Garcia", "Patient      Maria Garcia", a header row "Case Number(s) |
 * Applicant | Employer"). A segment is a label only when the whole of it is one of these (after a box
 * number such as "2."), so a name or a sentence is never taken for one.
 */
import { fuzzyPattern } from './fuzzy';

const f = (w: string) => fuzzyPattern(w);
const PERSON_ROLE = `(?:${f('injured')}\\s+)?(?:${f('applicant')}|${f('claimant')}|${f('employee')}|${f('patient')}|${f('worker')}|${f('examinee')}|${f('deponent')})`;
const NAME = `(?:'?s)?(?:\\s+(?:full\\s+)?${f('name')})?`;

const VOCABULARY = [
  `${PERSON_ROLE}${NAME}`,
  `${f('name')}\\s+of\\s+(?:${f('injured')}\\s+)?(?:${f('employee')}|${f('worker')}|${f('applicant')}|${f('patient')})`,
  `${f('employer')}${NAME}`,
  `(?:${f('insurance')}\\s+)?(?:${f('carrier')}|${f('company')})${NAME}|${f('insurer')}${NAME}|${f('insurance')}`,
  `(?:${f('claims')}\\s+)?(?:${f('administrator')}|${f('adjuster')}|${f('examiner')})|${f('third party administrator')}|TPA`,
  `(?:(?:${f('applicant')}|${f('defense')}|${f('defendant')})(?:'?s)?\\s+)?${f('attorney')}(?:\\s+for\\s+\\w+)?|${f('law firm')}|${f('counsel')}`,
  `(?:(?:WCAB|EAMS|ADJ)\\s+)?(?:${f('case')}\\s+)?(?:${f('number')}(?:\\(s\\)|s)?|No\\.?s?|#)|${f('claim')}\\s+(?:${f('number')}|No\\.?|#)|ADJ`,
  `${f('date')}(?:\\(s\\))?(?:\\s+of\\s+(?:${f('injury')}|${f('birth')}|${f('hearing')}|${f('service')}|${f('exam')}|${f('examination')}|${f('report')}|${f('visit')}|${f('trial')}|${f('deposition')}))?`,
  `D\\.?O\\.?I\\.?|D\\.?O\\.?B\\.?|${f('date')}\\s+(?:${f('served')}|${f('signed')}|${f('filed')})|(?:${f('hearing')}|${f('report')}|${f('service')}|${f('exam')}|${f('trial')}|${f('appointment')}|${f('exam')}|${f('visit')}|${f('conference')}|${f('issue')})\\s+(?:${f('date')}|${f('time')})`,
  `${f('date')}\\s+(?:${f('issued')}|${f('mailed')}|${f('received')})`,
  `${f('time')}|(?:${f('hearing')}\\s+)?${f('location')}|${f('courtroom')}|${f('room')}|${f('department')}|${f('address')}|${f('phone')}|${f('place')}|(?:${f('hearing')}\\s+)?${f('type')}(?:\\s+of\\s+${f('hearing')})?|${f('judge')}|${f('signature')}|${f('requesting party')}|${f('served by')}|${f('physician')}|${f('provider')}`,
].join('|');

const LABEL = new RegExp(`^(?:\\d{1,2}[a-z]?\\.\\s*)?(?:${VOCABULARY})$`, 'i');

export function isFieldLabel(text: string): boolean {
  return LABEL.test(text.trim());
}
