/**
 * subpoena: a command to produce records or to appear. Records subpoenas with a custodian's declaration and
 * an attachment describing the records, subpoenas to testify, civil and federal subpoenas, notices to the
 * person whose records are sought.
 */
import { type Case, addDays, address, fmtDate, person, time } from '../context';
import { caption, paginate } from '../layout';
import { COPY_SERVICES, RECORD_HOLDERS } from '../pools';
import type { Rng } from '../rng';
import { exhibitLabel, styledTitle } from '../style';
import type { Template } from '../types';

function holder(rng: Rng): string {
  return rng.pick(RECORD_HOLDERS).replace('{N}', String(rng.int(100, 9999)));
}

function recordsList(rng: Rng, cs: Case): string[] {
  return rng.sample(
    [
      `All medical records, chart notes, test results and imaging concerning ${cs.applicant.full}, date of birth ${fmtDate(rng, cs.dob, 2)}, from ${fmtDate(rng, addDays(cs.doi.start, -1800), 2)} to the present.`,
      'All billing records, ledgers and payment histories.',
      'The complete personnel file, including applications, evaluations, attendance and discipline records.',
      'Payroll records showing wages, hours and deductions.',
      'Pharmacy profiles and prescription records.',
      'X-ray films and digital images, or a statement that none exist.',
      'Claim files for any prior disability claims.',
    ],
    rng.int(2, 4),
  );
}

const records: Template = (rng, cs) => {
  const who = holder(rng);
  const when = addDays(cs.docDate, rng.int(15, 30));
  const lines = caption(
    rng,
    cs,
    styledTitle(rng, rng.pick(['Subpoena Duces Tecum', 'Subpoena for Records', 'Records Subpoena', 'Subpoena to Produce Documents']), 0.1),
    rng.int(0, 4),
  );
  lines.push('', `TO: ${rng.pick(['Custodian of Records', 'Records custodian', 'Keeper of records'])}, ${who}, ${address(rng)}`, '');
  lines.push(
    rng.pick([
      `You are ordered to produce the records described in the attachment on ${fmtDate(rng, when)} at ${time(rng)}, at ${address(rng)}.`,
      `YOU ARE COMMANDED to deliver true copies of the records listed below no later than ${fmtDate(rng, when)}.`,
    ]),
  );
  lines.push(
    rng.pick([
      'You may comply by mailing legible copies with the declaration below instead of appearing in person.',
      'Personal attendance is not required if the records are delivered with a completed declaration.',
    ]),
  );
  lines.push(rng.pick(['Failure to comply may be punished as contempt.', 'Disobeying this subpoena may result in a penalty and damages.']));
  lines.push('', `Issued at the request of ${rng.pick([cs.da.firm, cs.aa.firm])}, by ${rng.pick(COPY_SERVICES)}`, `Date issued: ${fmtDate(rng, cs.docDate)}`);
  const pages = paginate(rng, lines);
  pages.push(
    [
      exhibitLabel(rng, 0),
      rng.pick(['RECORDS TO BE PRODUCED', 'Description of records', 'Documents requested']),
      ...recordsList(rng, cs).map((r, i) => `${i + 1}. ${r}`),
    ].join('\n'),
  );
  if (rng.chance(0.6))
    pages.push(
      [
        rng.pick(['DECLARATION OF CUSTODIAN OF RECORDS', 'Custodian Affidavit', 'Certification of Records']),
        'I am the duly authorized custodian of the records described and have authority to certify them.',
        'The copies are true copies of all the records described, prepared in the ordinary course of business at or near the time of the events.',
        `Number of pages: ____   Date: ________`,
        'Signature of custodian ______________',
      ].join('\n'),
    );
  return { pages, variant: 'records' };
};

const appear: Template = (rng, cs) => {
  const lines = caption(
    rng,
    cs,
    styledTitle(rng, rng.pick(['Subpoena', 'Subpoena to Appear', 'Subpoena to Testify at Hearing', 'Witness Subpoena']), 0.1),
    rng.int(0, 4),
  );
  const w = person(rng);
  lines.push('', `TO: ${w.full}, ${address(rng)}`, '');
  lines.push(
    `YOU ARE ORDERED TO APPEAR as a witness in this case at the date, time and place below, unless the party who asked for the subpoena agrees otherwise.`,
  );
  lines.push(`Date: ${fmtDate(rng, addDays(cs.docDate, rng.int(15, 60)))}   Time: ${time(rng)}   Place: ${cs.office[0]} District Office`);
  lines.push(
    rng.pick(['Witness fees and mileage are payable on demand.', 'You are entitled to witness fees as allowed by law.']),
    'If you have questions about the time or date, contact the person named below before the date listed.',
  );
  lines.push('', `Requested by ${cs.aa.full}, ${cs.aa.firm}`, `Issued ${fmtDate(rng, cs.docDate)}`, rng.pick(['By the Clerk', 'Deputy Clerk', '']));
  return { pages: paginate(rng, lines), variant: 'appear' };
};

const civil: Template = (rng, cs) => {
  const federal = rng.chance(0.4);
  const lines = federal
    ? [
        `UNITED STATES DISTRICT COURT`,
        `for the ${rng.pick(['Central', 'Eastern', 'Northern'])} District of California`,
        `${cs.applicant.full} v. ${cs.employer}`,
        `Civil Action No. ${rng.int(1, 9)}:${rng.int(20, 25)}-cv-${rng.int(1000, 9999)}`,
        ...styledTitle(rng, 'Subpoena to Produce Documents, Information, or Objects', 0.05),
      ]
    : [
        `SUPERIOR COURT OF CALIFORNIA, COUNTY OF ${rng.pick(['KERN', 'ALAMEDA', 'VENTURA', 'PLACER'])}`,
        `${cs.applicant.full} v. ${cs.employer}`,
        `Case No. ${rng.int(20, 25)}CV${rng.int(10000, 99999)}`,
        ...styledTitle(rng, rng.pick(['Deposition Subpoena for Production of Business Records', 'Civil Subpoena']), 0.05),
      ];
  lines.push('', `To: ${holder(rng)}`, '');
  lines.push(
    `YOU ARE COMMANDED to produce at the time, date and place set forth below the following documents, and to permit their inspection and copying: ${recordsList(rng, cs)[0]}`,
  );
  lines.push(`Place: ${address(rng)}   Date and Time: ${fmtDate(rng, addDays(cs.docDate, 20))} ${time(rng)}`);
  lines.push(
    'The provisions relating to the place of compliance, the protection of a person subject to a subpoena, and the duty to respond are attached.',
    `Date: ${fmtDate(rng, cs.docDate)}`,
    rng.pick(['CLERK OF COURT', "Attorney's signature"]),
    person(rng).full,
  );
  return { pages: paginate(rng, lines), variant: federal ? 'federal' : 'state' };
};

const consumerNotice: Template = (rng, cs) => {
  const lines = [
    ...styledTitle(
      rng,
      rng.pick(['Notice to Consumer or Employee and Objection', 'Notice to Person Whose Records Are Subpoenaed', 'Notice of Records Subpoena']),
      0.1,
    ),
    `${cs.applicant.full} v. ${cs.employer}     ${cs.adj[0]}`,
    `TO: ${cs.applicant.full}`,
    `Records about you are being sought from ${holder(rng)} by a subpoena served on ${fmtDate(rng, cs.docDate)}.`,
    'If you object to the production of these records, you must file a written objection before the date the records are due.',
    'You may wish to consult an attorney about your rights.',
    rng.pick(['OBJECTION: I object to the production of the following records: ____________', '']),
    `Served by ${rng.pick(COPY_SERVICES)} on behalf of ${cs.da.firm}`,
  ];
  return { pages: paginate(rng, lines), variant: 'consumer' };
};

export const SUBPOENAS: Array<[string, Template, number]> = [
  ['sub_records', records, 4],
  ['sub_appear', appear, 1.5],
  ['sub_civil', civil, 1.5],
  ['sub_consumer', consumerNotice, 1],
];
