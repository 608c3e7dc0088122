/**
 * wcab_form: filings and notices of a workers' compensation case that are neither a decision nor a letter.
 * Applications and claim forms with boxes, clerk's notices of a hearing, petitions and declarations on
 * line-numbered pleading paper (often with an exhibit list and exhibits), settlement agreements, proofs of
 * service, separator and cover sheets, and Spanish versions of notices and claim forms.
 */
import { addDays, address, fmtDate, person, time } from '../context';
import { caption, paginate } from '../layout';
import { PROCEEDINGS } from '../pools';
import type { Rng } from '../rng';
import { exhibitLabel, pleadingPaper, styledTitle, twoColumns } from '../style';
import type { Template } from '../types';

/**
 * The printed footer of an official form: its number, revision, page. Most forms carry one. A page number it
 * prints is the page's own (`page` of `of`): a form numbers its pages truthfully, and a "Page 1 of 2" on a form
 * of one page would say the document goes on where it ends.
 */
function formFooter(rng: Rng, page: number, of: number): string {
  const no = rng.pick([
    `DWC-CA form 10${rng.int(100, 299)}${rng.chance(0.5) ? `.${rng.int(1, 3)}` : ''}`,
    `WCAB Form ${rng.int(1, 45)}`,
    `DWC Form ${rng.pick(['1', 'RFA', 'AD', '105', '31'])}`,
    `Form ${rng.pick(['DIR', 'DWC'])}-${rng.int(100, 999)}`,
  ]);
  const revised = `${no} (Rev. ${rng.int(1, 12)}/${rng.int(2008, 2024)})`;
  // The two draws the page number once took at random, still made in their place: every document generated
  // after this one (so every dataset and batch a seed gives) stays as it was, but for the page numbers.
  rng.int(1, 2);
  rng.int(2, 4);
  const revisedFirst = `Rev. ${rng.int(2010, 2024)}   ${no}`;
  return rng.pick([revised, `${no}   Page ${page} of ${of}`, no, revisedFirst]);
}

/** Adds the form footer to the last page, most of the time, and to other pages now and then. */
function withFooter(rng: Rng, pages: string[]): string[] {
  if (!rng.chance(0.65) || pages.length === 0) return pages;
  const last = pages.length - 1;
  return pages.map((p, i) => (i === last || rng.chance(0.4) ? `${p}\n${formFooter(rng, i + 1, pages.length)}` : p));
}

function box(rng: Rng, on: boolean): string {
  return rng.pick([on ? '[X]' : '[ ]', on ? '☒' : '☐', on ? 'X' : '_']);
}

const application: Template = (rng, cs) => {
  const lines = caption(
    rng,
    cs,
    styledTitle(rng, rng.pick(['Application for Adjudication of Claim', 'Application for Adjudication', 'Claim Application', 'Case Opening Application']), 0.2),
    rng.int(0, 4),
  );
  const items = [
    `The injured employee, born ${fmtDate(rng, cs.dob)}, whose address is ${address(rng)},`,
    `while employed as a ${cs.occupation} by ${cs.employer} at ${cs.city}, California,`,
    `sustained injury on ${fmtDate(rng, cs.doi.start)} to the ${cs.bodyParts.join(', ')}.`,
    `The injury occurred as follows: ${rng.pick(['lifting heavy boxes', 'repetitive duties over time', 'fall from equipment', 'struck by a moving object'])}.`,
    `Actual earnings at the time of injury: $${rng.int(400, 1900)} per week.`,
    `The injury caused disability beginning ${fmtDate(rng, addDays(cs.doi.start, rng.int(1, 20)))}.`,
    `Compensation was paid: ${box(rng, true)} yes ${box(rng, false)} no. Medical treatment was received: ${box(rng, true)} yes.`,
    `Other cases filed for the same person: ${rng.pick(['none', cs.adj.slice(1).join(', ') || 'none'])}.`,
    `The employee asks for: ${box(rng, true)} temporary disability ${box(rng, true)} permanent disability ${box(rng, rng.chance(0.5))} rehabilitation ${box(rng, true)} medical treatment.`,
  ];
  items.forEach((t, i) => lines.push(`${i + 1}. ${t}`));
  lines.push('', `Dated: ${fmtDate(rng, cs.docDate)}`, `${cs.aa.full}, attorney for the applicant`, cs.aa.firm);
  return { pages: withFooter(rng, paginate(rng, lines)), variant: 'app' };
};

/** A clerk's notice of a hearing or conference. */
const hearingNotice: Template = (rng, cs) => {
  const when = addDays(cs.docDate, rng.int(20, 90));
  const what = rng.pick(PROCEEDINGS);
  const style = rng.pick([0, 0, 1, 2]);
  const title = rng.pick(['Notice of Hearing', `Notice of ${what}`, 'Hearing Notice', 'Notice of Conference', 'Notice of Proceeding']);
  const lines =
    style === 0
      ? caption(rng, cs, styledTitle(rng, title, 0.25))
      : [rng.pick(["WORKERS' COMPENSATION APPEALS BOARD", 'DIVISION OF WORKERS COMPENSATION']), ...styledTitle(rng, title, 0.25)];
  if (style !== 0)
    lines.push(
      ...twoColumns(
        rng,
        [`Case: ${cs.adj.join(', ')}`, `Applicant: ${cs.applicant.full}`, `Employer: ${cs.employer}`],
        [`Date: ${fmtDate(rng, when)}`, `Time: ${time(rng)}`, `Place: ${cs.office[0]} District Office`],
      ),
    );
  lines.push('');
  lines.push(
    rng.pick([
      `The case named above is set for a ${what} on ${fmtDate(rng, when)} at ${time(rng)} at ${cs.office[1]}.`,
      `A ${what.toLowerCase()} will take place on ${fmtDate(rng, when)} at ${time(rng)}. Parties must attend with authority to resolve the issues.`,
      `You are notified that a ${what} in this matter has been calendared for ${fmtDate(rng, when)}, ${time(rng)}.`,
    ]),
  );
  for (const s of rng.sample(
    [
      'Parties and attorneys must appear in person unless excused by the judge.',
      'If you do not appear, the case may be dismissed or decided without you.',
      'Bring all medical reports and records that you intend to use.',
      'Interpreters are provided at no cost if requested in advance.',
      'The hearing may be held by video conference; connection details will be sent separately.',
      'Continuances are granted only for good cause shown.',
    ],
    rng.int(2, 4),
  ))
    lines.push(s);
  lines.push('', rng.pick([`Issued ${fmtDate(rng, cs.docDate)} by the clerk`, `Date: ${fmtDate(rng, cs.docDate, 2)}`, `By ${person(rng).full}, Deputy Clerk`]));
  if (rng.chance(0.6)) lines.push('', rng.pick(['SERVICE LIST', 'Served on:', 'Mailed to:']), cs.applicant.full, cs.aa.firm, cs.da.firm, cs.tpa);
  return { pages: withFooter(rng, paginate(rng, lines)), variant: `n${style}` };
};

/** Petition or declaration on pleading paper, verified, often with an exhibit list and exhibits. */
const pleading: Template = (rng, cs) => {
  const doc = rng.pick([
    'Petition for Penalties',
    'Declaration of Readiness to Proceed',
    'Petition to Compel Attendance',
    'Petition for Reconsideration',
    'Petition for Change of Treating Physician',
    'Petition to Reopen',
    'Petition for Attorney Fees',
    'Trial Brief',
    'Points and Authorities',
    'Objection to Medical Report',
    'Request for Expedited Hearing',
    'Answer to Petition',
  ]);
  const w = rng.pick([cs.aa, cs.da]);
  const lines = [
    `${w.full}, ${rng.pick(['SBN', 'State Bar No.'])} ${rng.int(100000, 350000)}`,
    w.firm,
    w.address,
    `Tel: ${w.phone}`,
    `Attorneys for ${w === cs.aa ? 'Applicant' : 'Defendants'}`,
    '',
  ];
  lines.push(...caption(rng, cs, styledTitle(rng, doc, 0.05), rng.pick([0, 3])), '');
  const paras = [
    `${w === cs.aa ? 'Applicant' : 'Defendant'} respectfully ${rng.pick(['petitions', 'requests', 'moves'])} for the relief described below and in support states:`,
    `1. ${cs.applicant.full} claims injury on ${fmtDate(rng, cs.doi.start)} while employed by ${cs.employer}.`,
    `2. ${rng.pick(['Benefits were delayed without reasonable cause.', 'Discovery is complete and the case is ready for a conference.', 'The treating doctor has refused to see the applicant.', 'The judge relied on a report that is not substantial evidence.'])}`,
    `3. ${rng.pick(['Efforts to resolve the dispute informally have failed; see the letters attached as exhibits.', 'Opposing counsel was contacted on ' + fmtDate(rng, addDays(cs.docDate, -14)) + ' without result.'])}`,
    `WHEREFORE, ${rng.pick(['petitioner asks that the petition be granted', 'the party asks that the matter be set for hearing', 'it is requested that the relief be granted'])}.`,
    '',
    'VERIFICATION',
    `I am the ${rng.pick(['attorney', 'petitioner'])} in this matter and have read the foregoing. The matters stated are true of my own knowledge. I declare under penalty of perjury under the laws of California that this is so.`,
    `Executed on ${fmtDate(rng, cs.docDate)} at ${cs.city}, California.`,
    w.full,
  ];
  const exhibits = rng.chance(0.6);
  if (exhibits) {
    paras.push('', rng.pick(['EXHIBIT LIST', 'INDEX OF EXHIBITS', 'Exhibits attached:']));
    for (let i = 0; i < rng.int(2, 5); i++)
      paras.push(
        `${exhibitLabel(rng, i)}  ${rng.pick(['Letter to defense counsel', 'Report of Dr. ' + cs.qme.last, 'Payment history', 'Request for authorization', 'Email exchange', 'Denial letter'])} dated ${fmtDate(rng, addDays(cs.docDate, -rng.int(10, 200)))}`,
      );
  }
  const body: string[] = [];
  for (const p of paras) body.push(...(p.length > 66 ? (p.match(/.{1,64}(\s|$)/g) ?? [p]).map((s) => s.trim()) : [p]));
  const pages = rng.chance(0.75) ? pleadingPaper(rng, [...lines, ...body], doc) : paginate(rng, [...lines, ...body]);
  if (exhibits && rng.chance(0.7))
    pages.push(
      `${exhibitLabel(rng, 0)}\n\n${fmtDate(rng, addDays(cs.docDate, -40))}\n\nDear Counsel:\n\nPlease advise when benefits will resume.\n\n${w.full}`,
    );
  return { pages, variant: exhibits ? 'exhibits' : 'plain' };
};

/** Settlement agreements: numbered paragraphs, boxes, amounts, signatures of the parties. */
const settlement: Template = (rng, cs) => {
  const title = rng.pick(['Compromise and Release', 'Stipulations with Request for Award', 'Settlement Agreement', 'Agreed Settlement', 'Stipulated Award']);
  const lines = caption(rng, cs, styledTitle(rng, title, 0.15), rng.int(0, 4));
  const paras = [
    `The parties agree to settle the claims listed above for the sum of $${rng.int(5, 250)},${rng.int(100, 999)}.`,
    `The employee claims injury to the ${cs.bodyParts.join(' and ')} on ${fmtDate(rng, cs.doi.start)}.`,
    `Permanent disability is stipulated at ${rng.int(3, 60)}%, payable at $${rng.int(160, 290)} per week.`,
    `${box(rng, true)} Future medical care is ${rng.pick(['resolved by this agreement', 'left open'])}.`,
    `Attorney fees of $${rng.int(1, 40)},${rng.int(100, 999)} are requested.`,
    'Liens are to be adjusted by defendants, with the Board to retain jurisdiction.',
    'The employee has read this agreement and understands its effect, including the release of future benefits.',
    "Medicare's interests have been considered.",
  ];
  rng.sample(paras, rng.int(4, 8)).forEach((p, i) => lines.push(`${i + 1}. ${p}`));
  lines.push(
    '',
    `Dated ${fmtDate(rng, cs.docDate)}`,
    `${cs.applicant.full}, employee`,
    `${cs.aa.full}, attorney for employee`,
    `${cs.da.full}, for defendants`,
  );
  return { pages: withFooter(rng, paginate(rng, lines)), variant: title.split(' ')[0] ?? 'cr' };
};

const service: Template = (rng, cs) => {
  const lines = [...styledTitle(rng, rng.pick(['Proof of Service', 'Declaration of Service', 'Certificate of Service', 'Proof of Service by Mail']), 0.1)];
  if (rng.chance(0.4)) lines.unshift(...caption(rng, cs, []));
  else if (rng.chance(0.5)) lines.unshift(`${cs.applicant.full} v. ${cs.employer}   ${cs.adj[0]}`);
  lines.push(
    rng.pick([
      'I am employed in the county where the mailing took place. I am 18 or older and not a party to this case.',
      'I, the undersigned, am over eighteen years of age and have no interest in this proceeding.',
    ]),
    `On ${fmtDate(rng, cs.docDate)} I served the following: ${rng.pick(['Declaration of Readiness to Proceed', 'medical report of ' + cs.qme.full, 'Petition for Penalties', 'Notice of Deposition', 'Subpoena'])}`,
    rng.pick([
      'by placing a true copy in a sealed envelope with postage paid, addressed as follows:',
      'by electronic transmission to the addresses listed:',
      'by personal delivery to:',
    ]),
  );
  for (const p of rng.sample([cs.aa.firm, cs.da.firm, cs.tpa, cs.insurer, cs.applicant.full, 'Meridian Imaging Center'], rng.int(2, 5)))
    lines.push(`${p}, ${address(rng)}`);
  lines.push(`I declare under penalty of perjury that the above is true and correct. Executed ${fmtDate(rng, cs.docDate)}, ${cs.city}.`, person(rng).full);
  return { pages: withFooter(rng, paginate(rng, lines)), variant: 'pos' };
};

/** Two-column claim forms (employee claim, request for authorization, vocational forms). */
const twoColumnForm: Template = (rng, cs) => {
  const title = rng.pick([
    "Employee's Claim for Workers' Compensation Benefits",
    'Request for Authorization',
    'Request for Qualified Medical Evaluator Panel',
    'Supplemental Job Displacement Form',
    'Employer Report of Injury',
  ]);
  const lines = [rng.pick(['State of California', 'Department of Industrial Relations', 'DWC FORM ' + rng.int(1, 105)]), ...styledTitle(rng, title, 0.15)];
  lines.push(
    ...twoColumns(
      rng,
      [
        `Name: ${cs.applicant.full}`,
        `Home address: ${address(rng)}`,
        `Date of birth: ${fmtDate(rng, cs.dob, 2)}`,
        `Date of injury: ${fmtDate(rng, cs.doi.start, 2)}`,
        `Body parts: ${cs.bodyParts.join(', ')}`,
      ],
      [
        `Employer: ${cs.employer}`,
        `Insurer: ${cs.insurer}`,
        `Claim number: ${cs.claimNo}`,
        `Occupation: ${cs.occupation}`,
        `Specialty requested: ${cs.qme.specialty}`,
      ],
    ),
  );
  lines.push(
    '',
    rng.pick(['Describe what happened:', 'Requested treatment:', 'Reason for request:']),
    rng.pick(['Lifting at work, felt immediate pain.', 'MRI and 12 sessions of therapy.', 'Dispute over the treating report.']),
  );
  lines.push(
    `${box(rng, true)} Employee  ${box(rng, false)} Employer  ${box(rng, rng.chance(0.5))} Attorney`,
    '',
    `Signature ______________________   Date ${fmtDate(rng, cs.docDate, 2)}`,
  );
  if (rng.chance(0.4)) lines.push('', 'Instructions: complete all items. Give a copy to the employee within one working day.');
  return { pages: withFooter(rng, paginate(rng, lines)), variant: 'two_col' };
};

/** Separator and cover sheets that precede a filed document. */
const separator: Template = (rng, cs) => {
  const lines = [
    ...styledTitle(rng, rng.pick(['Document Separator Sheet', 'Document Cover Sheet', 'Filing Cover Sheet']), 0.05),
    `${rng.pick(['Case Number', 'ADJ number'])}: ${cs.adj[0]}`,
    `Document Type: ${rng.pick(['Medical', 'Legal', 'Correspondence', 'Lien'])}`,
    `Document Title: ${rng.pick(['Medical Report', 'Petition', 'Letter', 'Lien'])}`,
    `Document Date: ${fmtDate(rng, cs.docDate, 2)}`,
    `Author: ${rng.pick([cs.aa.firm, cs.doctor.full])}`,
  ];
  return { pages: withFooter(rng, [lines.join('\n')]), variant: 'sep' };
};

const spanish: Template = (rng, cs) => {
  const when = addDays(cs.docDate, rng.int(20, 90));
  const lines = [
    rng.pick(['JUNTA DE APELACIONES DE COMPENSACIÓN DE TRABAJADORES', 'DIVISIÓN DE COMPENSACIÓN DE TRABAJADORES']),
    ...styledTitle(rng, rng.pick(['Aviso de Audiencia', 'Formulario de Reclamo', 'Aviso de Conferencia', 'Solicitud de Evaluador Médico']), 0.2),
  ];
  lines.push(`Número de caso: ${cs.adj[0]}`, `Solicitante: ${cs.applicant.full}`, `Empleador: ${cs.employer}`, '');
  lines.push(
    rng.pick([
      `Se le notifica que su caso ha sido fijado para una conferencia el ${fmtDate(rng, when, 6)} a las ${time(rng)}.`,
      `Llene este formulario y entréguelo a su empleador. Fecha de la lesión: ${fmtDate(rng, cs.doi.start, 6)}.`,
    ]),
  );
  for (const s of rng.sample(
    [
      'Debe presentarse en persona.',
      'Si no comparece, el caso puede ser desestimado.',
      'Traiga todos los informes médicos.',
      'Tiene derecho a un intérprete sin costo.',
      'Parte del cuerpo lesionada: ' + rng.pick(['espalda', 'hombro', 'rodilla']),
    ],
    rng.int(2, 4),
  ))
    lines.push(s);
  lines.push('', `Firma ____________  Fecha ${fmtDate(rng, cs.docDate, 2)}`);
  return { pages: withFooter(rng, paginate(rng, lines)), variant: 'es' };
};

export const FORMS: Array<[string, Template, number]> = [
  ['form_application', application, 2],
  ['form_hearing_notice', hearingNotice, 3],
  ['form_pleading', pleading, 3],
  ['form_settlement', settlement, 2.5],
  ['form_service', service, 2],
  ['form_two_column', twoColumnForm, 1.5],
  ['form_separator', separator, 0.5],
  ['form_spanish', spanish, 1],
];
