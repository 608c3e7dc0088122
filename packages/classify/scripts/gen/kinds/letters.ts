/**
 * correspondence: a message from someone to someone. Attorney and adjuster letters, benefit notices, agency
 * letters (a filing rejected, a form to resubmit), appointment letters, e-mails printed to paper, fax covers,
 * memos and Spanish letters. Letterheads, dates, addressees, salutations and "Re:" lines come and go.
 */
import { type Case, addDays, address, fmtDate, person, phone, time } from '../context';
import { letterhead, newPage, paginate, reBlock } from '../layout';
import type { Rng } from '../rng';
import { styledTitle } from '../style';
import type { Template } from '../types';

function salutation(rng: Rng, name: string): string {
  return rng.pick([
    `Dear ${name}:`,
    `Dear ${name},`,
    'To whom it may concern:',
    `${name}:`,
    'Dear Counsel:',
    'Dear Sir or Madam:',
    `Hello ${name.split(' ')[0]},`,
  ]);
}
function closing(rng: Rng): string {
  return rng.pick(['Sincerely,', 'Very truly yours,', 'Respectfully,', 'Best regards,', 'Regards,', 'Thank you,', 'Cordially,', 'Yours faithfully,']);
}

const ATTY_PARAS = [
  'We write on behalf of our client regarding the claim referenced above.',
  'Enclosed is a copy of the report we received last week; please review it before the conference.',
  'We ask that you authorize the treatment requested by the treating doctor without further delay.',
  'Our records show that the temporary disability payments stopped on {D}. Please explain the basis for stopping them.',
  "We propose to resolve the case for the amount discussed at the last hearing. Kindly let us know your client's position.",
  'Please confirm that the deposition will go forward as noticed, or propose another date.',
  'We have not received a response to our letter of {D}. If we do not hear from you within ten days we will file a petition.',
  'The applicant has moved; the new mailing address is shown below.',
  'We object to the proposed evaluator and request a new panel.',
  'Kindly forward all future correspondence to our office.',
];
const ADJ_PARAS = [
  'We have completed our investigation of the claim you filed.',
  'Benefits will be paid every two weeks at the rate of {M} per week.',
  'Your claim is accepted for the {P}; treatment for other body parts is under review.',
  'We are unable to decide your claim yet because we are waiting for medical records.',
  'A decision will be made no later than {F}.',
  'If you disagree with this decision, you may contact an Information and Assistance officer or consult an attorney.',
  'Your payments of temporary disability ended because your doctor released you to work.',
  'Please sign and return the enclosed authorization so that we can request your records.',
];

function para(rng: Rng, cs: Case, s: string): string {
  return s
    .replace(/\{D\}/g, fmtDate(rng, addDays(cs.docDate, -rng.int(10, 90))))
    .replace('{F}', fmtDate(rng, addDays(cs.docDate, rng.int(20, 90))))
    .replace('{M}', `$${rng.int(230, 1620)}.${rng.int(10, 99)}`)
    .replace('{P}', rng.pick(cs.bodyParts));
}

function letterBody(rng: Rng, cs: Case, bank: string[], from: string, fromLines: string[], to: string[], name: string, title?: string): string[] {
  const pg = newPage(rng);
  pg.add(...fromLines, '');
  if (rng.chance(0.8)) pg.add(fmtDate(rng, cs.docDate), '');
  if (rng.chance(0.4)) pg.add(rng.pick(['VIA EMAIL', 'Via U.S. Mail and Fax', 'BY CERTIFIED MAIL', 'Sent electronically']));
  if (rng.chance(0.85)) pg.add(...to, '');
  if (title) pg.add(...styledTitle(rng, title, 0.2));
  if (rng.chance(0.8)) pg.add(...reBlock(rng, cs), '');
  if (rng.chance(0.9)) pg.add(salutation(rng, name), '');
  for (const s of rng.sample(bank, rng.int(2, 5))) pg.para(para(rng, cs, s)).blank(rng, 0.8);
  // Benefit notices and agency letters often carry a checklist of what applies.
  if (rng.chance(0.2))
    for (const c of rng.sample(
      [
        '[X] Your claim is accepted.',
        '[ ] Your claim is denied.',
        '[X] Payment enclosed.',
        '[ ] More information is needed from you.',
        '[X] Please return the signed form.',
      ],
      rng.int(2, 4),
    ))
      pg.add(c);
  if (rng.chance(0.6))
    pg.para(
      rng.pick([
        'Should you have questions, please call me.',
        'Feel free to reach me at the number above.',
        'Thank you for your prompt attention.',
        'I look forward to hearing from you.',
      ]),
    );
  pg.add('', closing(rng), '', from);
  if (rng.chance(0.4)) pg.add(rng.pick(['cc: client', `cc: ${cs.aa.firm}`, 'Enclosures', 'Encl.: as stated', `bcc: file`]));
  return paginate(rng, pg.lines);
}

const attorneyLetter: Template = (rng, cs) => {
  const [w, other] = rng.chance(0.5) ? [cs.aa, cs.da] : [cs.da, cs.aa];
  return {
    pages: letterBody(
      rng,
      cs,
      ATTY_PARAS,
      `${w.full}${rng.chance(0.5) ? ', Esq.' : ''}`,
      letterhead(rng, w.firm, w.address, w.phone),
      [`${other.full}, Esq.`, other.firm, other.address],
      `${rng.pick(['Mr.', 'Ms.'])} ${other.last}`,
    ),
    variant: 'attorney',
  };
};

const adjusterLetter: Template = (rng, cs) => {
  const title = rng.chance(0.5)
    ? rng.pick(['Notice Regarding Your Claim', 'Benefit Notice', 'Claim Decision', 'Important Information About Your Benefits', 'Notice of Delay'])
    : undefined;
  return {
    pages: letterBody(
      rng,
      cs,
      ADJ_PARAS,
      `${cs.adjuster.full}\n${rng.pick(['Claims Examiner', 'Senior Claims Adjuster', 'Claims Representative'])}\n${phone(rng)}`,
      letterhead(rng, rng.pick([cs.tpa, cs.insurer]), address(rng), phone(rng)),
      [cs.applicant.full, address(rng)],
      cs.applicant.full,
      title,
    ),
    variant: title ? 'titled' : 'plain',
  };
};

/** An agency writes that a filing was rejected: talks about forms and separator sheets, is a letter. */
const agencyLetter: Template = (rng, cs) => {
  const pg = newPage(rng);
  pg.add(
    rng.pick(['STATE OF CALIFORNIA', 'DEPARTMENT OF INDUSTRIAL RELATIONS']),
    rng.pick(["Division of Workers' Compensation", "Workers' Compensation Appeals Board"]),
    `${cs.office[0]} District Office`,
    '',
  );
  pg.add(fmtDate(rng, cs.docDate), '', cs.aa.firm, cs.aa.address, '');
  pg.add(...styledTitle(rng, rng.pick(['Notice of Rejected Filing', 'Document Returned', 'Notice of Deficiency', 'Filing Not Accepted']), 0.3));
  pg.add(`Re: ${cs.applicant.full}; ${cs.adj[0]}`, '');
  pg.add(salutation(rng, 'Filer'));
  pg.para(
    rng
      .pick([
        'The documents you submitted on {D} cannot be filed for the reason checked below. Please correct the problem and resubmit.',
        'Your recent filing was received but could not be processed. The items listed below need your attention.',
      ])
      .replace('{D}', fmtDate(rng, addDays(cs.docDate, -rng.int(3, 30)))),
  );
  for (const r of rng.sample(
    [
      '[X] Each document must be preceded by a document separator sheet.',
      '[ ] The document cover sheet is missing or incomplete.',
      '[X] The case number on the separator sheet does not match the document.',
      '[ ] The filing is not legible.',
      '[X] A proof of service was not attached.',
      '[ ] The form is not the current version.',
    ],
    rng.int(2, 4),
  ))
    pg.add(r);
  pg.para('Separator sheets and cover sheets are available on the Division website. Documents filed without them will be returned.');
  pg.add('', closing(rng), person(rng).full, rng.pick(['Legal Assistant', 'Case Clerk', 'Filing Unit']));
  return { pages: paginate(rng, pg.lines), variant: 'agency' };
};

/** A medical office confirms an appointment. */
const appointment: Template = (rng, cs) => {
  const ev = cs.qme;
  const pg = newPage(rng);
  pg.add(...letterhead(rng, ev.clinic, ev.address, ev.phone), fmtDate(rng, cs.docDate), '');
  pg.add(cs.applicant.full, address(rng), '');
  pg.add(...styledTitle(rng, rng.pick(['Appointment Confirmation', 'Your Upcoming Evaluation', 'Appointment Notice', 'Scheduling Letter']), 0.4));
  pg.add(salutation(rng, cs.applicant.full));
  const when = addDays(cs.docDate, rng.int(14, 60));
  pg.para(
    `${rng.pick(['You are scheduled to see', 'An appointment has been made for you with', 'This confirms your evaluation with'])} ${ev.full}, ${ev.degree}, on ${fmtDate(rng, when)} at ${time(rng)}, at ${address(rng)}.`,
  );
  pg.para(
    rng.pick([
      'Please arrive 30 minutes early and bring photo identification, your medications and any X-rays.',
      'If you need an interpreter, tell our office at least five days before the visit.',
      'If you cannot attend, call us at once to reschedule; a missed appointment may delay your claim.',
    ]),
  );
  pg.add('', closing(rng), rng.pick(['Scheduling Department', `${person(rng).full}, Office Manager`]));
  if (rng.chance(0.5)) pg.add(`cc: ${cs.aa.firm}; ${cs.adjuster.full}, ${cs.tpa}`);
  return { pages: paginate(rng, pg.lines), variant: 'appointment' };
};

/** An e-mail printed to paper. */
const email: Template = (rng, cs) => {
  const a = rng.pick([cs.aa, cs.da]);
  const b = rng.pick([cs.adjuster, cs.da, cs.aa]);
  const lines = [
    rng.pick(['From:', 'FROM:']) + ` ${a.full} <${a.last.toLowerCase()}@${a.last.toLowerCase()}law.com>`,
    `Sent: ${fmtDate(rng, cs.docDate, 10)} ${time(rng)}`,
    `To: ${b.full} <${b.first.toLowerCase()}.${b.last.toLowerCase()}@example.com>`,
    rng.chance(0.5) ? `Cc: ${person(rng).full}` : '',
    `Subject: ${rng.pick(['RE: ', 'FW: ', ''])}${cs.applicant.last} - ${rng.pick(['settlement', 'records', 'depo', 'status', 'QME'])}`,
    '',
    `${rng.pick(['Hi', 'Hello', 'Good morning'])} ${b.first},`,
    '',
  ];
  for (const s of rng.sample(ATTY_PARAS, rng.int(1, 3))) lines.push(para(rng, cs, s));
  lines.push('', rng.pick(['Thanks,', 'Best,', 'Regards,']), a.first, a.firm, a.phone);
  if (rng.chance(0.4))
    lines.push('', 'CONFIDENTIALITY NOTICE: this message may contain privileged information. If you received it in error, please delete it.');
  return { pages: paginate(rng, lines), variant: 'email' };
};

/** Fax cover or transmittal sheet. */
const fax: Template = (rng, cs) => {
  const a = rng.pick([cs.aa, cs.da]);
  const lines = [
    a.firm,
    ...styledTitle(rng, rng.pick(['Fax', 'Facsimile Transmittal', 'Fax Cover Sheet', 'Transmission']), 0.1),
    `To: ${rng.pick([cs.adjuster.full, cs.doctor.clinic])}    Fax: ${phone(rng)}`,
    `From: ${a.full}    Phone: ${a.phone}`,
    `Date: ${fmtDate(rng, cs.docDate)}    Pages (incl. cover): ${rng.int(2, 30)}`,
    `Re: ${cs.applicant.full}, claim ${cs.claimNo}`,
    '',
    rng.pick(['[X] Urgent  [ ] For review  [ ] Please reply', 'Urgent / For Review / Please Comment / Please Reply']),
    '',
    rng.pick([
      'Attached please see the records requested.',
      'Please see the attached and call with any questions.',
      'Sending the signed authorization as discussed.',
    ]),
    '',
    'The information in this transmission is confidential and intended only for the recipient named above.',
  ];
  return { pages: paginate(rng, lines), variant: 'fax' };
};

/** Internal memo or file note. */
const memo: Template = (rng, cs) => {
  const lines = [
    ...styledTitle(rng, rng.pick(['Memorandum', 'Memo', 'File Note', 'Internal Memo']), 0.1),
    `TO: ${person(rng).full}`,
    `FROM: ${person(rng).full}`,
    `DATE: ${fmtDate(rng, cs.docDate)}`,
    `RE: ${cs.applicant.full} v. ${cs.employer}`,
    '-'.repeat(40),
  ];
  for (const s of rng.sample(ATTY_PARAS, rng.int(2, 4))) lines.push(para(rng, cs, s));
  return { pages: paginate(rng, lines), variant: 'memo' };
};

/** A letter in Spanish to the injured worker. */
const spanish: Template = (rng, cs) => {
  const pg = newPage(rng);
  pg.add(...letterhead(rng, rng.pick([cs.tpa, cs.aa.firm, cs.insurer]), address(rng), phone(rng)), fmtDate(rng, cs.docDate, 6), '');
  pg.add(cs.applicant.full, address(rng), '');
  if (rng.chance(0.5)) pg.add(...styledTitle(rng, rng.pick(['Aviso sobre su reclamo', 'Aviso de beneficios', 'Notificación']), 0.2));
  pg.add(
    `Re: ${rng.pick(['Reclamo', 'Número de reclamo'])} ${cs.claimNo}`,
    '',
    rng.pick([`Estimado/a ${cs.applicant.full}:`, `Estimado Sr./Sra. ${cs.applicant.last}:`]),
  );
  for (const s of rng.sample(
    [
      'Le escribimos en relación con su reclamo de compensación de trabajadores.',
      'Hemos recibido el informe de su médico y estamos revisando la información.',
      `Sus pagos por incapacidad temporal continuarán hasta el ${fmtDate(rng, addDays(cs.docDate, 30), 6)}.`,
      'Si no está de acuerdo con esta decisión, puede comunicarse con un oficial de Información y Asistencia.',
      'Por favor firme y devuelva el formulario adjunto.',
      'Si tiene preguntas, llámenos al número indicado arriba.',
    ],
    rng.int(2, 4),
  ))
    pg.para(s);
  pg.add('', rng.pick(['Atentamente,', 'Cordialmente,', 'Saludos cordiales,']), cs.adjuster.full);
  return { pages: paginate(rng, pg.lines), variant: 'es' };
};

/** An automatic notice from an e-filing or case-management system: a docket entry, sent as e-mail. */
const efiling: Template = (rng, cs) => {
  const system = rng.pick(['Electronic Case Filing', 'EFS', 'e-Filing Service', 'Case Management System']);
  const lines = [
    rng.pick(['From:', 'Sender:']) + ` ${rng.pick(['noreply', 'efile-notice', 'do-not-reply'])}@${rng.pick(['courts', 'dir', 'efiling'])}.example.gov`,
    `To: ${rng.pick([cs.aa, cs.da]).full}`,
    `Subject: ${rng.pick(['Activity in Case', 'Filing Accepted', 'Notice of Electronic Filing', 'Document Received'])} ${cs.adj[0]} ${cs.applicant.last} v. ${cs.employer}`,
    '',
    ...(rng.chance(0.5)
      ? [`This is an automatic e-mail message generated by the ${system}. Please DO NOT RESPOND to this e-mail because the mail box is unattended.`]
      : []),
    `The following transaction was ${rng.pick(['entered', 'received', 'accepted'])} on ${fmtDate(rng, cs.docDate)} at ${time(rng)}.`,
    `Case Name: ${cs.applicant.full} v. ${cs.employer}`,
    `Case Number: ${cs.adj[0]}`,
    `Filer: ${rng.pick([cs.aa.firm, cs.da.firm])}`,
    `Document Number: ${rng.int(1, 180)}`,
    `Docket Text: ${rng.pick(['ORDER granting motion to continue', 'PETITION for penalties filed', 'NOTICE of appearance', 'MINUTE ENTRY for proceedings held', 'REPORT of medical evaluator received'])} ${rng.chance(0.5) ? `(${person(rng).first.toLowerCase()})` : ''}`,
    '',
    `Notice has been electronically mailed to:`,
    `${cs.aa.full}   ${cs.aa.last.toLowerCase()}@example.com`,
    `${cs.da.full}   ${cs.da.last.toLowerCase()}@example.com`,
    rng.chance(0.5) ? 'Notice will be delivered by other means to: the applicant' : '',
    rng.chance(0.5) ? `Document description: Main Document  Original filename: ${rng.pick(['order', 'petition', 'notice'])}.pdf` : '',
  ];
  return { pages: paginate(rng, lines), variant: 'efiling' };
};

export const LETTERS: Array<[string, Template, number]> = [
  ['let_efiling', efiling, 1],
  ['let_attorney', attorneyLetter, 3],
  ['let_adjuster', adjusterLetter, 3],
  ['let_agency', agencyLetter, 1.5],
  ['let_appointment', appointment, 1.5],
  ['let_email', email, 1.5],
  ['let_fax', fax, 1],
  ['let_memo', memo, 1],
  ['let_spanish', spanish, 1],
];
