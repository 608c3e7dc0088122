/**
 * Sentences and field layouts in which documents of a workers' compensation file print a date of each type:
 * hearings and trials (notices, minutes, letters), appointments (evaluation letters, clinic notes, deposition
 * notices), deadlines (letters, subpoenas, orders), injury dates (claim forms, reports, applications) and the
 * document's own date (letterheads, report headers, signature blocks, declarations). Written from what such
 * documents say, in several registers each (prose, "Label:" fields, all-caps forms, time before the date).
 */
import type { DateType } from '@wcab/contract';

export interface DateContext {
  id: string;
  type: DateType;
  /** Hearings, trials and appointments go on the calendar (with their time). */
  calendar: boolean;
  /** The date is the document's own date (document_date). */
  documentDate?: boolean;
  /** The text around the date `d`, with the time `t` where the context prints one (calendar only). */
  render(d: string, t?: string): string;
}

const CAPTION = `WORKERS' COMPENSATION APPEALS BOARD
STATE OF CALIFORNIA

ELENA MARQUEZ, Applicant,
vs.
HARBOR VIEW LOGISTICS; SUMMIT CASUALTY, Defendants.

Case No. ADJ10987654
`;
const CLINIC = `Coastal Orthopedic Medical Group
2100 Harbor Blvd, Suite 200
Costa Mesa, CA 92627

Patient: Daniel Okafor
Claim No. 44-817203
`;
const LETTER_HEAD = `LAW OFFICES OF PRIYA NANDAKUMAR
801 K Street, Suite 1400
Sacramento, CA 95814
`;

const at = (t: string | undefined, lead = ' at ') => (t ? `${lead}${t}` : '');

const ctx = (id: string, type: DateType, render: (d: string, t?: string) => string, extra: Partial<DateContext> = {}): DateContext => ({
  id,
  type,
  calendar: type === 'hearing' || type === 'trial' || type === 'appointment',
  render,
  ...extra,
});

export const DATE_CONTEXTS: readonly DateContext[] = [
  // ---- hearings ----------------------------------------------------------------------------------
  ctx(
    'hearing: notice prose',
    'hearing',
    (d, t) =>
      `${CAPTION}\nNOTICE OF HEARING\n\nYou are notified that this case is set for a Mandatory Settlement Conference on ${d}${at(t)} at the Oakland District Office, 1515 Clay Street, Oakland, CA 94612. Failure to appear may result in dismissal.`,
  ),
  ctx(
    'hearing: label fields',
    'hearing',
    (d, t) => `${CAPTION}\nType of Hearing: Status Conference\nHearing Date: ${d}\n${t ? `Hearing Time: ${t}\n` : ''}Location: Van Nuys District Office`,
  ),
  ctx(
    'hearing: minutes continued to',
    'hearing',
    (d, t) => `${CAPTION}\nMINUTES OF HEARING\n\nDisposition: The case is continued to ${d}${at(t)} for a Status Conference. Parties to complete discovery.`,
  ),
  ctx(
    'hearing: letter will be held',
    'hearing',
    (d, t) =>
      `${LETTER_HEAD}\nDear Counsel:\n\nPlease be advised that the lien conference in this matter will be held on ${d}${at(t, ', at ')}, before the assigned judge. Kindly confirm your availability.`,
  ),
  ctx(
    'hearing: time before date',
    'hearing',
    (d, t) => `${CAPTION}\nA Priority Conference is scheduled${t ? ` at ${t} on ${d}` : ` on ${d}`} in the Santa Rosa District Office.`,
  ),
  ctx(
    'hearing: all-caps form',
    'hearing',
    (d, t) => `${CAPTION}\nHEARING: EXPEDITED HEARING\nDATE: ${d}\n${t ? `TIME: ${t}\n` : ''}PLACE: SAN DIEGO DISTRICT OFFICE`,
  ),
  ctx(
    'hearing: e-mail at-sign',
    'hearing',
    (d, t) => `From: calendar clerk\nSubject: Hearing setting\n\nThe MSC has been calendared for ${d}${at(t, ' @ ')}. Please diary accordingly.`,
  ),
  ctx(
    'hearing: as follows block',
    'hearing',
    (d, t) =>
      `${CAPTION}\nNotice is given that a hearing in the above case has been scheduled as follows:\n\nDATE: ${d}\n${t ? `TIME: ${t}\n` : ''}PLACE: Workers' Compensation Appeals Board, 464 West 4th Street, San Bernardino, CA 92401`,
  ),
  ctx(
    'hearing: time label above date label',
    'hearing',
    (d, t) => `${CAPTION}\nSTATUS CONFERENCE\n${t ? `Time: ${t}\n` : ''}Date: ${d}\nDistrict Office: Fresno`,
  ),
  ctx(
    'hearing: set before the Board',
    'hearing',
    (d, t) =>
      `${CAPTION}\nYour case has been set for a Lien Conference before the Workers' Compensation Appeals Board on ${d}${at(t, ', at ')}. Bring all evidence.`,
  ),
  ctx(
    'hearing: heading then date and time',
    'hearing',
    (d, t) => `${CAPTION}\nMANDATORY SETTLEMENT CONFERENCE\n\nDate and Time: ${d}${t ? `, ${t}` : ''}\nJudge: Hon. R. Delgado`,
  ),

  // ---- trials ------------------------------------------------------------------------------------
  ctx('trial: set for trial', 'trial', (d, t) => `${CAPTION}\nORDER\n\nThis matter is set for trial on ${d}${at(t)} in the Santa Ana District Office.`),
  ctx('trial: label fields', 'trial', (d, t) => `${CAPTION}\nTRIAL DATE: ${d}\n${t ? `TIME: ${t}\n` : ''}JUDGE: HON. M. OKONKWO`),
  ctx('trial: time before date', 'trial', (d, t) => `${CAPTION}\nTrial will commence${t ? ` at ${t} on ${d}` : ` on ${d}`}. All witnesses must be present.`),
  ctx(
    'trial: lien trial scheduled',
    'trial',
    (d, t) => `${LETTER_HEAD}\nRe: Lien claimant Valley Imaging\n\nThe lien trial has been scheduled for ${d}${at(t, ', ')}.`,
  ),
  ctx('trial: Trial label', 'trial', (d, t) => `${CAPTION}\nDisposition: Trial: ${d}${t ? ` ${t}` : ''}\nIssues: AOE/COE, temporary disability`),
  ctx(
    'trial: set to begin',
    'trial',
    (d, t) => `${LETTER_HEAD}\nDear Client:\n\nYour trial is set to begin on ${d}${at(t, ', ')}. We will meet beforehand to prepare your testimony.`,
  ),
  ctx('trial: parties shall appear', 'trial', (d, t) => `${CAPTION}\nIT IS ORDERED that the parties shall appear for trial on ${d}${at(t)} with all exhibits.`),

  // ---- appointments ------------------------------------------------------------------------------
  ctx(
    'appointment: QME letter',
    'appointment',
    (d, t) =>
      `${LETTER_HEAD}\nDear Mr. Okafor:\n\nYour Panel QME evaluation with Dr. Helen Cho has been scheduled for ${d}${at(t)}. Please arrive 15 minutes early and bring photo identification.`,
  ),
  ctx(
    'appointment: label fields',
    'appointment',
    (d, t) => `${CLINIC}\nAppointment Date: ${d}\n${t ? `Appointment Time: ${t}\n` : ''}Location: 2100 Harbor Blvd, Suite 200, Costa Mesa, CA 92627`,
  ),
  ctx(
    'appointment: clinic follow-up',
    'appointment',
    (d, t) => `${CLINIC}\nPLAN: Continue home exercise program. The patient will return for a follow-up visit on ${d}${at(t)}.`,
  ),
  ctx('appointment: next appointment', 'appointment', (d, t) => `${CLINIC}\nWork status: modified duty.\nNext appointment: ${d}${at(t, ' @ ')}`),
  ctx(
    'appointment: deposition notice',
    'appointment',
    (d, t) =>
      `${CAPTION}\nNOTICE OF TAKING DEPOSITION\n\nThe deposition of the applicant will be taken on ${d}${at(t, ', commencing at ')}, at 400 Capitol Mall, Suite 900, Sacramento, CA 95814.`,
  ),
  ctx(
    'appointment: to be seen by',
    'appointment',
    (d, t) => `${LETTER_HEAD}\nYou are scheduled to be seen by Dr. Marcus Lee on ${d}${at(t)} for a medical-legal evaluation.`,
  ),
  ctx(
    'appointment: confirmed for',
    'appointment',
    (d, t) => `${CLINIC}\nThis confirms your appointment is confirmed for ${d}${at(t)}. Call 48 hours ahead to cancel.`,
  ),
  ctx('appointment: Appt short label', 'appointment', (d, t) => `${CLINIC}\nAppt: ${d}${t ? ` ${t}` : ''}\nProvider: Dr. A. Rahman`),
  ctx(
    'appointment: examination will take place',
    'appointment',
    (d, t) => `${LETTER_HEAD}\nThe examination will take place on ${d}${at(t)} at the office of Dr. Teresa Wong, 1200 Main Street, Orange, CA 92868.`,
  ),
  ctx('appointment: RTC', 'appointment', (d, t) => `${CLINIC}\nPLAN: Physical therapy twice weekly. RTC ${d}${at(t)}.`),
  ctx(
    'appointment: time before date',
    'appointment',
    (d, t) => `${LETTER_HEAD}\nThe AME re-evaluation with Dr. Samuel Ortiz is set${t ? ` for ${t} on ${d}` : ` for ${d}`}.`,
  ),

  // ---- deadlines ---------------------------------------------------------------------------------
  ctx('deadline: on or before', 'deadline', (d) => `${CAPTION}\nObjections to the proposed rating must be filed on or before ${d}.`),
  ctx('deadline: no later than', 'deadline', (d) => `${LETTER_HEAD}\nDear Claims Examiner:\n\nPlease provide your written response no later than ${d}.`),
  ctx('deadline: produced by', 'deadline', (d) => `SUBPOENA DUCES TECUM\n\nThe records described below must be produced by ${d}.`),
  ctx('deadline: label', 'deadline', (d) => `${CAPTION}\nDeadline to file the Declaration of Readiness: ${d}`),
  ctx('deadline: submit by', 'deadline', (d) => `${LETTER_HEAD}\nPlease sign and submit the enclosed authorization by ${d}.`),
  ctx('deadline: Response Due label', 'deadline', (d) => `REQUEST FOR INFORMATION\n\nResponse Due: ${d}\nReturn to: Claims Unit`),
  ctx('deadline: offer expires', 'deadline', (d) => `${LETTER_HEAD}\nThis settlement offer expires on ${d}.`),
  ctx('deadline: payment due', 'deadline', (d) => `INVOICE\n\nBalance: $1,240.00\nPayment due by ${d}.`),

  // ---- injuries ----------------------------------------------------------------------------------
  ctx('injury: label', 'injury', (d) => `${CAPTION}\nDate of Injury: ${d}\nBody parts: lumbar spine`),
  ctx('injury: DOI', 'injury', (d) => `${CLINIC}\nDOI: ${d}\nEmployer: Harbor View Logistics`),
  ctx(
    'injury: sustained injury on',
    'injury',
    (d) => `${CLINIC}\nHISTORY: The applicant sustained an injury to the lower back on ${d} while lifting a pallet.`,
  ),
  ctx(
    'injury: date first, then the fall',
    'injury',
    (d) => `${CLINIC}\nHISTORY OF INJURY: On ${d}, the employee slipped on a wet floor and fell onto her right side.`,
  ),
  ctx('injury: was injured at work', 'injury', (d) => `${CLINIC}\nThe claimant reports that she was injured at work on ${d}.`),
  ctx(
    'injury: Findings formula',
    'injury',
    (d) =>
      `${CAPTION}\nFINDINGS OF FACT\n\n1. Elena Marquez, while employed on ${d} as a forklift operator by Harbor View Logistics, sustained injury arising out of and in the course of employment to her left knee.`,
  ),
  ctx('injury: on or about', 'injury', (d) => `${CLINIC}\nThe patient was injured on or about ${d} when a box fell from a shelf.`),
  ctx('injury: fell from a ladder', 'injury', (d) => `${CLINIC}\nHISTORY: Mr. Okafor fell from a ladder on ${d} and struck his head.`),
  ctx('injury: specific injury of', 'injury', (d) => `${CAPTION}\nApplicant claims a specific injury of ${d} to the right shoulder.`),

  // ---- the document's own date -------------------------------------------------------------------
  ctx(
    'document: letter date on top',
    'other',
    (d) =>
      `${LETTER_HEAD}\n${d}\n\nVIA U.S. MAIL\n\nSierra Claims Services\nP.O. Box 2290\nFresno, CA 93720\n\nRe: Elena Marquez v. Harbor View Logistics\n\nDear Ms. Chen:\n\nEnclosed please find the medical records you requested.`,
    { documentDate: true },
  ),
  ctx(
    'document: Dated label',
    'other',
    (d) => `${CAPTION}\nPETITION FOR PENALTIES\n\nApplicant requests that penalties be assessed.\n\nDated: ${d}\n\nPriya Nandakumar\nAttorney for Applicant`,
    { documentDate: true },
  ),
  ctx('document: report date label', 'other', (d) => `${CLINIC}\nDate of Report: ${d}\n\nPRIMARY TREATING PHYSICIAN'S PROGRESS REPORT`, { documentDate: true }),
  ctx(
    'document: executed on',
    'other',
    (d) =>
      `DECLARATION OF CUSTODIAN OF RECORDS\n\nI declare under penalty of perjury under the laws of the State of California that the foregoing is true and correct. Executed on ${d}, at Fresno, California.`,
    { documentDate: true },
  ),
  ctx(
    'document: Date Signed label',
    'other',
    (d) =>
      `AUTHORIZATION FOR RELEASE OF MEDICAL RECORDS\n\nI authorize release of my records to the claims administrator.\n\nSignature: ____________\nDate Signed: ${d}`,
    { documentDate: true },
  ),
  ctx(
    'document: proof of service',
    'other',
    (d) => `PROOF OF SERVICE\n\nOn ${d}, I served the foregoing document on all parties on the attached service list by U.S. mail.`,
    { documentDate: true },
  ),
  ctx('document: Date label on a memo', 'other', (d) => `MEMORANDUM\n\nDate: ${d}\nTo: File\nFrom: Claims Unit\n\nThe claim file was reviewed.`, {
    documentDate: true,
  }),

  // ---- a date that is none of the above ----------------------------------------------------------
  ctx('other: date of birth', 'other', (d) => `${CLINIC}\nDate of Birth: ${d}\nOccupation: warehouse associate`),
];

/** Two-date contexts (a cumulative-trauma period): both ends come back as injury dates. */
export interface RangeContext {
  id: string;
  type: DateType;
  render(range: string): string;
}

export const RANGE_CONTEXTS: readonly RangeContext[] = [
  { id: 'injury: cumulative trauma period', type: 'injury', render: (r) => `${CAPTION}\nCumulative trauma: ${r}\nBody parts: both wrists` },
  { id: 'injury: during the period', type: 'injury', render: (r) => `${CAPTION}\nApplicant sustained a cumulative trauma injury ${r} to the neck and back.` },
];
