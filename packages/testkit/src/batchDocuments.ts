/**
 * Short documents of several kinds, as page texts, for tests of batch splitting: a notice of hearing,
 * an attorney letter, a medical report over three numbered pages, a proof of service. Each takes the
 * case it is about, so a test can put documents of one case or of several side by side.
 */
export interface FixtureCase {
  applicant: string;
  adj: string;
  employer: string;
}

export function noticeOfHearing(c: FixtureCase, served: string): string[] {
  return [
    [
      "WORKERS' COMPENSATION APPEALS BOARD",
      'STATE OF CALIFORNIA',
      '',
      `${c.applicant.toUpperCase()},`,
      'Applicant,',
      'vs.',
      `${c.employer.toUpperCase()}; STATE COMPENSATION INSURANCE FUND,`,
      'Defendants.',
      `Case No. ${c.adj}`,
      '',
      'NOTICE OF HEARING',
      '',
      'The above case is set for a MANDATORY SETTLEMENT CONFERENCE on June 10, 2025 at 8:30 a.m.',
      'at the Van Nuys District Office, 6150 Van Nuys Boulevard, Van Nuys, CA 91401.',
      'All parties must appear with authority to settle. Failure to appear may result in sanctions.',
      '',
      `SERVICE: This notice was served on ${served} on all parties shown on the official address record.`,
      '',
      "Workers' Compensation Administrative Law Judge",
    ].join('\n'),
  ];
}

export function attorneyLetter(c: FixtureCase, date: string): string[] {
  return [
    [
      'MARSHALL & ORTEGA, LLP',
      '1200 Wilshire Boulevard, Suite 400, Los Angeles, CA 90017',
      'Telephone (213) 555-0142',
      '',
      date,
      '',
      'Claims Examiner',
      'Redwood Claims Services',
      'P.O. Box 4410, Fresno, CA 93744',
      '',
      `RE: ${c.applicant} v. ${c.employer}`,
      `ADJ No.: ${c.adj}`,
      '',
      'Dear Claims Examiner:',
      '',
      'We write on behalf of our client regarding the claim referenced above. Our records show that the',
      'temporary disability payments stopped without notice. Please explain the basis for stopping them and',
      'reinstate the payments retroactively. We also ask that you authorize the physical therapy requested by',
      'the treating physician without further delay.',
      '',
      'Should you have questions, please call me.',
      '',
      'Very truly yours,',
      '',
      '/s/ Daniel Marshall',
      'Daniel Marshall, Esq.',
    ].join('\n'),
  ];
}

export function medicalReport(c: FixtureCase, date: string): string[] {
  const head = (n: number) => (n === 1 ? [] : [`${c.applicant}`, `Page ${n} of 3`, '']);
  const body = [
    'The patient continues to report pain in the lower back radiating to the left leg, worse with prolonged',
    'sitting and lifting. Sleep is disturbed two to three nights a week. Current medications include',
    'ibuprofen and cyclobenzaprine at night. Physical therapy helped for a few weeks and then plateaued, and',
    'the patient would like to try a home exercise program before any injection is considered by the',
  ];
  return [
    [
      'VALLEY ORTHOPAEDIC MEDICAL GROUP',
      '4500 Telegraph Road, Ventura, CA 93003  Phone (805) 555-0177',
      '',
      "PRIMARY TREATING PHYSICIAN'S PROGRESS REPORT (PR-2)",
      '',
      `Patient: ${c.applicant}`,
      `Employer: ${c.employer}`,
      `Case No.: ${c.adj}`,
      `Date of Examination: ${date}`,
      '',
      'HISTORY',
      ...body,
      '',
      'Page 1 of 3',
    ].join('\n'),
    [
      ...head(2),
      'treating team. On examination there is tenderness over the lumbar paraspinal muscles with',
      'guarding. Straight leg raising is positive on the left at 60 degrees. Reflexes are symmetric.',
      '',
      'DIAGNOSES',
      '1. Lumbar sprain and strain.',
      '2. Left lumbar radiculopathy, clinically.',
      '',
      'DISCUSSION',
      'The mechanism of injury described is consistent with the findings. The patient has not reached',
      'maximum medical improvement and remains temporarily partially disabled with restrictions of no lifting',
      'over fifteen pounds and no repetitive bending. Modified work is appropriate if the employer can',
      '',
      'Page 2 of 3',
    ].join('\n'),
    [
      ...head(3),
      'accommodate these restrictions; otherwise the patient is temporarily totally disabled.',
      '',
      'TREATMENT PLAN',
      'Home exercise program. Continue medications. Request authorization for an MRI of the lumbar spine.',
      'Follow up in four weeks.',
      '',
      'I declare under penalty of perjury that the information contained in this report is true and correct.',
      '',
      `Executed on ${date}, at Ventura, California.`,
      '',
      '/s/ Helen Park, M.D.',
      'Helen Park, M.D., Orthopaedic Surgery',
      '',
      'Page 3 of 3',
    ].join('\n'),
  ];
}
