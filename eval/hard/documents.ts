/**
 * The documents of the generated hard-case batches: short, WCAB-like, fictitious, one to two pages,
 * each with the answer the service should give for it. The conditions under test are about the
 * separator sheets between them, so the documents are plain and vary only in kind and length.
 */
import type { BatchDocument, Case } from '@wcab/contract';

export interface HardDocument {
  /** Lines per page. */
  pages: string[][];
  /** The known case sent in the request's `cases`. */
  knownCase: Case;
  /** The expected answer, without the page numbers (they depend on where the batch puts it). */
  expect: Omit<BatchDocument, 'start_page' | 'end_page'>;
}

const caption = (applicant: string, employer: string, insurer: string, adj: string) => [
  "WORKERS' COMPENSATION APPEALS BOARD",
  'STATE OF CALIFORNIA',
  `${applicant.toUpperCase()},`,
  '    Applicant,',
  '    vs.',
  `${employer.toUpperCase()};`,
  `${insurer.toUpperCase()},`,
  '    Defendants.',
  `Case Number: ${adj}`,
];

const noticeOfHearing: HardDocument = {
  pages: [
    [
      "WORKERS' COMPENSATION APPEALS BOARD",
      'STATE OF CALIFORNIA',
      'Case No.: ADJ11873452',
      'Applicant: Rosa Delgado',
      'Employer: Harbor Freight Logistics Corp.',
      'Insurance: Zenith Insurance Company',
      'NOTICE OF HEARING',
      'YOU ARE HEREBY NOTIFIED THAT THE ABOVE-ENTITLED CASE HAS BEEN SET FOR',
      'MANDATORY SETTLEMENT CONFERENCE ON JUNE 16, 2025 AT 8:30 AM at the Van Nuys District Office,',
      '6150 Van Nuys Boulevard, Van Nuys, CA 91401.',
      'All parties must appear in person or by an authorized representative with full settlement authority.',
      "SERVICE: This notice was served on May 2, 2025 by the Workers' Compensation Appeals Board",
      'on all parties shown on the Official Address Record.',
      'NOTICE OF HEARING WCAB Form 16 (Rev.) Page 1 of 1',
    ],
  ],
  knownCase: { adj_number: 'ADJ11873452', claimant_name: 'Rosa Delgado', employer: 'Harbor Freight Logistics Corp.' },
  expect: {
    doc_type: 'Notice of Hearing',
    applicant_name: 'Rosa Delgado',
    adj_numbers: ['ADJ11873452'],
    document_date: '20250502',
    suggested_filename: '20250502-notice-of-hearing-delgado.pdf',
    calendar_dates: [{ date: '2025-06-16', time: '08:30', type: 'hearing', location: 'Van Nuys District Office' }],
  },
};

const progressReport: HardDocument = {
  pages: [
    [
      'STATE OF CALIFORNIA',
      "DIVISION OF WORKERS' COMPENSATION",
      "PRIMARY TREATING PHYSICIAN'S PROGRESS REPORT (PR-2)",
      'Patient: Luis Herrera',
      'Employer: Pacific Coast Builders, Inc.',
      'Date of Injury: 11/04/2024',
      'WCAB Case No.: ADJ9034417',
      'SUBJECTIVE COMPLAINTS:',
      'Constant low back pain rated 6/10, worse with lifting and prolonged sitting.',
      'OBJECTIVE FINDINGS:',
      'Tenderness and spasm of the lumbar paraspinals; range of motion reduced by about 25 percent.',
      'DIAGNOSES:',
      '1. M54.16 Radiculopathy, lumbar region',
      'TREATMENT PLAN:',
      'Physical therapy twice a week for four weeks; continue naproxen 550 mg.',
      'Next appointment: May 12, 2025 at 10:15 a.m. for re-evaluation.',
      'DWC Form PR-2 (Rev. 02/2005) Page 1 of 2',
    ],
    [
      'WORK STATUS:',
      'Modified duty: no lifting over 15 pounds through May 12, 2025.',
      'I declare under penalty of perjury that this report is true and correct to the best of my knowledge.',
      'Executed at Santa Ana, California on April 7, 2025.',
      'Helen Park, M.D.',
      'Primary Treating Physician',
      'DWC Form PR-2 (Rev. 02/2005) Page 2 of 2',
    ],
  ],
  knownCase: { adj_number: 'ADJ9034417', claimant_name: 'Luis Herrera', employer: 'Pacific Coast Builders, Inc.' },
  expect: {
    doc_type: 'Medical Report',
    applicant_name: 'Luis Herrera',
    adj_numbers: ['ADJ9034417'],
    document_date: '20250407',
    suggested_filename: '20250407-medical-report-herrera.pdf',
    calendar_dates: [{ date: '2025-05-12', time: '10:15', type: 'appointment', location: '' }],
  },
};

const attorneyLetter: HardDocument = {
  pages: [
    [
      'RAMIREZ & STEIN, ATTORNEYS AT LAW',
      '2100 Ventura Boulevard, Suite 200',
      'Encino, California 91436',
      'March 18, 2025',
      'Mark Delgado, Senior Claims Examiner',
      'Intercare Holdings Insurance Services',
      'Applicant: Teresa Nguyen',
      'Employer: Westside Unified School District',
      'Case No.: ADJ14520876',
      'Dear Mr. Delgado:',
      "This office represents Ms. Nguyen in her claim for workers' compensation benefits. Temporary",
      'disability benefits have not been paid since February 21, 2025. Please reinstate them and pay all',
      'accrued amounts with the increase under Labor Code section 4650(d).',
      'Very truly yours,',
      'Monica Ibarra, Esq.',
    ],
  ],
  knownCase: { adj_number: 'ADJ14520876', claimant_name: 'Teresa Nguyen', employer: 'Westside Unified School District' },
  expect: {
    doc_type: 'Correspondence',
    applicant_name: 'Teresa Nguyen',
    adj_numbers: ['ADJ14520876'],
    document_date: '20250318',
    suggested_filename: '20250318-correspondence-nguyen.pdf',
    calendar_dates: [],
  },
};

const declarationOfReadiness: HardDocument = {
  pages: [
    [
      ...caption('Carlos Mendoza', 'Del Amo Hospitality Group', 'State Compensation Insurance Fund', 'ADJ7765120'),
      'DECLARATION OF READINESS TO PROCEED',
      'Type of Proceeding: X Mandatory Settlement Conference',
      'The undersigned declares that the party is ready to proceed on the following issues: temporary',
      'disability, permanent disability, need for further medical treatment.',
      'Objections must be filed and served within 10 days of service of this declaration.',
      'Dated: July 9, 2025',
      'Daniel R. Stein, Esq.',
      'Attorney for Applicant',
      'DWC-CA form 10250.1 (Rev. 11/2008) Page 1',
    ],
  ],
  knownCase: { adj_number: 'ADJ7765120', claimant_name: 'Carlos Mendoza', employer: 'Del Amo Hospitality Group' },
  expect: {
    doc_type: 'Declaration of Readiness',
    applicant_name: 'Carlos Mendoza',
    adj_numbers: ['ADJ7765120'],
    document_date: '20250709',
    suggested_filename: '20250709-declaration-of-readiness-mendoza.pdf',
    calendar_dates: [],
  },
};

const itemizedBill: HardDocument = {
  pages: [
    [
      'STOCKTON PHYSICAL MEDICINE & REHABILITATION',
      '7057 Medical Center Drive, Stockton, CA',
      'ITEMIZED STATEMENT OF SERVICES',
      'Patient: Angela Brooks',
      'Employer: Inland Empire Poultry Co.',
      'WCAB Case No.: ADJ10388204',
      'Date of Injury: September 23, 2024',
      'Statement Date: August 1, 2025',
      'DOS CPT Description Units Charge',
      '06/17/2025 97110 Therapeutic exercise, each 15 min 2 $84.20',
      '06/24/2025 97140 Manual therapy, each 15 min 2 $79.50',
      '07/08/2025 99213 Established patient visit 1 $112.44',
      'TOTAL BILLED: $276.14 PAYMENTS: $0.00 BALANCE DUE: $276.14',
      'Payment is due within 45 days of a paper bill pursuant to Labor Code section 4603.2.',
    ],
  ],
  knownCase: { adj_number: 'ADJ10388204', claimant_name: 'Angela Brooks', employer: 'Inland Empire Poultry Co.' },
  expect: {
    doc_type: 'Billing / Lien',
    applicant_name: 'Angela Brooks',
    adj_numbers: ['ADJ10388204'],
    document_date: '20250801',
    suggested_filename: '20250801-billing-lien-brooks.pdf',
    calendar_dates: [],
  },
};

const proofOfService: HardDocument = {
  pages: [
    [
      ...caption('Samuel Ortiz', 'Sunrise Distribution Center, LLC', 'Employers Compensation Insurance Co.', 'ADJ12093385'),
      'PROOF OF SERVICE',
      'STATE OF CALIFORNIA, COUNTY OF LOS ANGELES',
      'I am employed in the County of Los Angeles, State of California. I am over the age of 18 and not a',
      'party to the within action. My business address is 3480 Torrance Boulevard, Suite 300, Torrance, CA.',
      'On 02/26/2025, I served the foregoing document(s) described as: NOTICE OF TAKING DEPOSITION',
      'OF APPLICANT on the interested parties in this action by U.S. Mail.',
    ],
    [
      'I declare under penalty of perjury under the laws of the State of California that the foregoing is',
      'true and correct.',
      'Executed on February 26, 2025, at Torrance, California.',
      'Jessica Tan, Declarant',
    ],
  ],
  knownCase: { adj_number: 'ADJ12093385', claimant_name: 'Samuel Ortiz', employer: 'Sunrise Distribution Center, LLC' },
  expect: {
    doc_type: 'Proof of Service',
    applicant_name: 'Samuel Ortiz',
    adj_numbers: ['ADJ12093385'],
    document_date: '20250226',
    suggested_filename: '20250226-proof-of-service-ortiz.pdf',
    calendar_dates: [],
  },
};

export const HARD_DOCUMENTS: readonly HardDocument[] = [noticeOfHearing, progressReport, attorneyLetter, declarationOfReadiness, itemizedBill, proofOfService];
