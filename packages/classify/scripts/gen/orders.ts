/** court_order: Findings and Award/Order, Orders Approving C&R, Off Calendar, Minutes of Hearing, other orders. */
import type { Rng } from './rng';
import { type Case, addDays, bodyText, doiText, fmtDate, money, upperName } from './context';
import { caption, newPage, paginate } from './layout';
import { PROCEEDINGS } from './pools';
import { type Bank, fill, one, say } from './text';
import type { Template } from './types';

function judgeSig(rng: Rng, cs: Case): string[] {
  return [
    rng.pick([`DATE: ${fmtDate(rng, cs.docDate)}`, `DATED: ${fmtDate(rng, cs.docDate)}`, `Dated: ${fmtDate(rng, cs.docDate)}`, `${cs.city}, California ${fmtDate(rng, cs.docDate)}`]),
    rng.pick([`Hon. ${cs.judge}`, cs.judge.toUpperCase(), `${cs.judge}`]),
    rng.pick(["WORKERS' COMPENSATION ADMINISTRATIVE LAW JUDGE", "Workers' Compensation Judge", 'WORKERS\' COMPENSATION ADMINISTRATIVE', 'WCJ']),
  ];
}
function served(rng: Rng, cs: Case): string {
  return rng.pick([
    `SERVED ON PARTIES SHOWN ON OFFICIAL ADDRESS RECORD ON ${fmtDate(rng, cs.docDate).toUpperCase()}.`,
    `Served by mail on the parties shown on the Official Address Record on ${fmtDate(rng, cs.docDate)} by ${cs.adjuster.first[0]}. ${cs.adjuster.last}.`,
    `Service by: ${rng.pick(['WCAB', 'Applicant', 'Defendant'])} on ${fmtDate(rng, cs.docDate, 2)}`,
    '',
  ]);
}
const OPINION: Bank = [
  'The applicant testified credibly regarding the mechanism of injury, and the testimony is consistent with the medical record.',
  'The report of the panel QME is well reasoned and constitutes substantial medical evidence; it is therefore followed.',
  'Defendant did not present evidence sufficient to rebut the presumption of compensability.',
  'The rating of {PCT}% is based on the formal rating instructions and the recommended rating of the Disability Evaluation Unit.',
  'The undersigned finds that the opinion of the treating physician is not substantial evidence because it relies on an incorrect history.',
  'The lien claimant failed to meet its burden of proving that the treatment was reasonable and necessary.',
  'Attorney fees of 15% are reasonable in light of the services rendered and the results obtained.',
];

const findings: Template = (rng, cs) => {
  const pg = newPage(rng);
  const orderKind = rng.chance(0.3);
  pg.add(...caption(rng, cs, [orderKind ? rng.pick(['FINDINGS AND ORDER', 'FINDINGS OF FACT AND ORDER', 'FINDINGS AND ORDERS']) : rng.pick(['FINDINGS AND AWARD', 'FINDINGS OF FACT AND AWARD', 'JOINT FINDINGS AND AWARD', 'Findings and Award'])]));
  pg.para(rng.pick([
    `The above-entitled matter having been heard and submitted, the Honorable ${cs.judge}, Workers' Compensation Administrative Law Judge, now decides as follows:`,
    'This matter was tried and submitted for decision. Based on the evidence, the undersigned makes the following findings:',
  ]));
  pg.add(rng.pick(['FINDINGS OF FACT', 'FINDINGS']));
  const f = [
    `${cs.applicant.full}, while employed on ${doiText(rng, cs)} as a ${cs.occupation} by ${cs.employer}, whose workers' compensation insurance carrier was ${cs.insurer}, sustained injury arising out of and in the course of employment to ${bodyText(cs)}.`,
    `At the time of injury, the employee's earnings were ${money(rng.int(500, 1800))} per week.`,
    `The injury caused temporary disability from ${fmtDate(rng, cs.doi.start)} through ${fmtDate(rng, addDays(cs.doi.start, rng.int(90, 500)))}.`,
    `The injury caused permanent disability of ${rng.int(4, 70)}%, after apportionment.`,
    'The injury caused need for further medical treatment.',
    `The reasonable value of the services of applicant's attorney is 15% of the permanent disability awarded.`,
    orderKind ? 'Applicant did not sustain injury arising out of and in the course of employment to the claimed psyche.' : 'All liens are deferred and to be adjusted by the parties.',
  ];
  f.forEach((x, i) => {
    if (i < 2 || rng.chance(0.75)) pg.para(`${i + 1}. ${x}`);
  });
  if (orderKind) {
    pg.add('ORDER');
    pg.para(rng.pick(['IT IS ORDERED that applicant take nothing on the claim of injury to the psyche.', 'IT IS ORDERED that the lien of the lien claimant is disallowed.', 'IT IS ORDERED that defendant pay penalties of 25% on the delayed benefits.']));
  } else {
    pg.add('AWARD');
    pg.para(`AWARD IS MADE in favor of ${upperName(cs.applicant)} against ${cs.insurer.toUpperCase()} of: (a) permanent disability of ${rng.int(4, 70)}%, payable at $290.00 per week, less the attorney fee awarded herein; (b) further medical treatment reasonably required to cure or relieve from the effects of the injury; (c) attorney fees as set forth above.`);
  }
  if (rng.chance(0.7)) {
    pg.add(rng.pick(['OPINION ON DECISION', 'OPINION', 'DISCUSSION']));
    pg.para(say(rng, cs, OPINION, 2, 5));
  }
  pg.add(...judgeSig(rng, cs), served(rng, cs));
  const footer = rng.chance(0.5) ? (i: number) => `${cs.adj[0]} ${i}` : undefined;
  return { pages: paginate(rng, pg.lines, footer), variant: orderKind ? 'fo' : 'fa' };
};

const oacr: Template = (rng, cs) => {
  const pg = newPage(rng);
  pg.add(...caption(rng, cs, rng.pick([['ORDER APPROVING COMPROMISE', 'AND RELEASE'], ['ORDER APPROVING COMPROMISE AND RELEASE'], ['Order Approving Compromise and Release']])));
  const amt = money(rng.int(50, 3000) * 100);
  pg.para(`The parties hereto have filed a Compromise and Release Agreement for the injury alleged on ${doiText(rng, cs)} in the sum of ${amt}, and the Workers' Compensation Appeals Board, having considered the agreement and the record in this case, finds the agreement to be adequate.`);
  pg.para(`IT IS ORDERED that the Compromise and Release Agreement is APPROVED and that an award issue in favor of ${cs.applicant.full} against ${cs.insurer} in the sum of ${amt}, less permanent disability advances, if any, and less the following:`);
  pg.add('Payee Amount', `${cs.aa.firm} (attorney fee) ${money(rng.int(10, 300) * 100)}`);
  if (rng.chance(0.6)) pg.add(`${rng.pick(['Employment Development Department', 'Medi-Cal', 'Kaiser Foundation Health Plan'])} (lien) ${money(rng.int(5, 90) * 100)}`);
  pg.para(rng.pick(['IT IS FURTHER ORDERED that defendant shall adjust all liens of record, with jurisdiction reserved at the trial level in the event of a dispute.', 'Jurisdiction is reserved over all liens not resolved herein.', 'Any remaining liens shall be adjusted by defendant.']));
  pg.add(...judgeSig(rng, cs), served(rng, cs));
  return { pages: paginate(rng, pg.lines), variant: 'oacr' };
};

const otoc: Template = (rng, cs) => {
  const pg = newPage(rng);
  pg.add(...caption(rng, cs, [rng.pick(['ORDER TAKING OFF CALENDAR', 'ORDER TAKING MATTER OFF CALENDAR', 'Order Taking Off Calendar'])]));
  pg.para(`This matter was set for a ${rng.pick(PROCEEDINGS)} on ${fmtDate(rng, addDays(cs.docDate, 1))} before the undersigned Workers' Compensation Administrative Law Judge at the ${cs.office[0]} District Office.`);
  pg.para(rng.pick(['Discovery is not complete; the parties are awaiting a supplemental report from the Panel QME.', 'The parties represented that they are negotiating a settlement.', 'Applicant is not yet permanent and stationary.', 'Applicant\'s attorney has requested additional time to obtain records.']));
  pg.para(rng.pick(['GOOD CAUSE APPEARING, IT IS ORDERED that this case is taken OFF CALENDAR. Any party may file a new Declaration of Readiness to Proceed when the case is ready.', 'IT IS ORDERED that the matter is taken off calendar.', 'Accordingly, the case is ordered off calendar.']));
  pg.add(...judgeSig(rng, cs));
  if (rng.chance(0.4)) pg.add(`Date of injury: ${doiText(rng, cs)}`);
  return { pages: paginate(rng, pg.lines), variant: 'otoc' };
};

const minutes: Template = (rng, cs) => {
  const pg = newPage(rng);
  const form = rng.chance(0.5);
  if (form) {
    pg.add("WORKERS' COMPENSATION APPEALS BOARD", rng.pick(['MINUTES OF HEARING', 'MINUTES OF HEARING AND SUMMARY OF EVIDENCE', 'Minutes of Hearing']));
    pg.add(`${rng.pick(['Case No.', 'ADJ'])}: ${cs.adj.join(', ')}`, `Applicant: ${cs.applicant.full}`, `Defendant: ${cs.employer}; ${cs.insurer}`, `Hearing Date: ${fmtDate(rng, cs.docDate)}`, `Type of Hearing: ${rng.pick(PROCEEDINGS)}`, `Judge: ${cs.judge}`, `Reporter: ${rng.pick(['None', 'Digital recording'])}`);
  } else {
    pg.add(...caption(rng, cs, [rng.pick(['MINUTES OF HEARING', 'MINUTES OF HEARING AND SUMMARY OF EVIDENCE', 'MINUTE ORDER'])]));
  }
  pg.add('APPEARANCES:', `Applicant: ${cs.applicant.full}, present with ${cs.aa.full}, Esq.`, `Defendant: ${cs.da.full}, Esq.`);
  pg.add(rng.pick(['DISPOSITION:', 'Disposition']));
  pg.add(...rng.sample(['[X] Continued', '[ ] Off Calendar', '[ ] Submitted', '[X] Order issued', '[ ] Trial set', '[X] Stipulations approved', '[ ] Discovery ordered'], 4));
  pg.para(one(rng, cs, [
    'The matter is continued to {FDATE} for further proceedings. Parties to complete discovery.',
    'ORDER: Defendant to issue a new QME panel in orthopedics within 15 days.',
    'The matter is submitted on the record. The parties stipulate to the admission of exhibits A through F.',
    'IT IS ORDERED that the matter is set for trial on {FDATE}. Discovery is closed except for the supplemental QME report.',
    'Stipulations with Request for Award approved. Award to issue.',
  ]));
  if (rng.chance(0.4)) {
    pg.add('SUMMARY OF EVIDENCE');
    pg.para(`${cs.applicant.full}, called as a witness on ${rng.pick(['her', 'his'])} own behalf, testified that ${rng.pick(['the pain began while lifting boxes', 'the employer did not offer modified work', 'the treatment helped only temporarily'])}. On cross-examination, the witness testified that ${rng.pick(['there were no prior injuries', 'the injury was reported the same day', 'a second job was held in 2020'])}.`);
  }
  pg.add(...judgeSig(rng, cs));
  return { pages: paginate(rng, pg.lines), variant: form ? 'moh_form' : 'moh_cap' };
};

const otherOrder: Template = (rng, cs) => {
  const pg = newPage(rng);
  const [title, body] = rng.pick([
    ['ORDER DISMISSING LIEN CLAIM', 'The lien claimant having failed to appear at the lien conference after notice, and good cause appearing, IT IS ORDERED that the lien of the lien claimant is DISMISSED with prejudice.'],
    ['ORDER APPROVING STIPULATIONS WITH REQUEST FOR AWARD', 'The Stipulations with Request for Award having been filed and found adequate, IT IS ORDERED that the stipulations are approved and an award issue in accordance therewith.'],
    ['ORDER CONTINUING HEARING', 'Good cause appearing, IT IS ORDERED that the hearing is continued to {FDATE}.'],
    ['ORDER FOR REPLACEMENT PANEL', 'The parties having shown good cause, IT IS ORDERED that the Medical Unit issue a replacement panel of qualified medical evaluators in the specialty of {SPEC}.'],
    ['ORDER GRANTING PETITION FOR CHANGE OF VENUE', 'Good cause appearing, IT IS ORDERED that venue is changed to the {OFFICE}.'],
    ['NOTICE OF INTENTION TO DISMISS APPLICATION', 'NOTICE IS HEREBY GIVEN that the Application for Adjudication will be dismissed for lack of prosecution unless an objection showing good cause is filed within 15 days.'],
    ['ORDER OF CONSOLIDATION', 'IT IS ORDERED that the above cases are consolidated for all purposes, with the master file designated as {ADJ}.'],
    ['ORDER VACATING SUBMISSION', 'It appearing that the record requires further development, IT IS ORDERED that submission is vacated and the matter is returned to the trial calendar.'],
    ['AMENDED ORDER', 'IT IS ORDERED that the order dated {DATE} is amended to correct a clerical error in the amount of the attorney fee.'],
    ['ORDER ALLOWING ATTORNEY FEE', 'IT IS ORDERED that applicant\'s attorney is allowed a fee of {MONEY}, payable from the permanent disability award.'],
  ]);
  pg.add(...caption(rng, cs, [title]));
  pg.para(one(rng, cs, [body]));
  if (rng.chance(0.5)) pg.para(rng.pick(['Any party aggrieved by this order may file a petition for reconsideration within 20 days plus 5 days for mailing.', 'IT IS FURTHER ORDERED that the parties shall serve a copy of this order on all lien claimants.']));
  pg.add(...judgeSig(rng, cs), served(rng, cs));
  return { pages: paginate(rng, pg.lines), variant: 'other' };
};

const reconsideration: Template = (rng, cs) => {
  const pg = newPage(rng);
  const board = rng.chance(0.5);
  pg.add(...caption(rng, cs, [board ? rng.pick(['OPINION AND ORDER DENYING PETITION FOR RECONSIDERATION', 'OPINION AND ORDER GRANTING PETITION FOR RECONSIDERATION AND DECISION AFTER RECONSIDERATION', 'ORDER DENYING RECONSIDERATION']) : rng.pick(["REPORT AND RECOMMENDATION ON PETITION FOR RECONSIDERATION", "WCJ'S REPORT AND RECOMMENDATION ON PETITION FOR RECONSIDERATION"])]));
  if (board) {
    pg.para(`We have considered the allegations of the Petition for Reconsideration and the contents of the report of the workers' compensation administrative law judge (WCJ) with respect thereto. Based on our review of the record, and for the reasons stated in the WCJ's report, which we adopt and incorporate, we will ${rng.pick(['deny', 'grant'])} reconsideration.`);
    pg.para(say(rng, cs, OPINION, 1, 3));
    pg.para(`For the foregoing reasons, IT IS ORDERED that the Petition for Reconsideration is ${rng.pick(['DENIED', 'GRANTED'])}.`);
    pg.add("WORKERS' COMPENSATION APPEALS BOARD", `/s/ ${rng.pick(['KATHERINE A. ZALEWSKI', 'JOSE H. RAZO', 'CRAIG SNELLINGS', 'ANNE SCHMITZ'])}, COMMISSIONER`, `/s/ ${rng.pick(['PATRICIA A. GARCIA', 'KATHERINE WILLIAMS DODD'])}, DEPUTY COMMISSIONER`, `DATED AND FILED AT SAN FRANCISCO, CALIFORNIA ${fmtDate(rng, cs.docDate).toUpperCase()}`, served(rng, cs));
  } else {
    pg.add('I', 'INTRODUCTION');
    pg.para(`${rng.pick(['Defendant', 'Applicant'])}, by and through counsel, has filed a timely, verified Petition for Reconsideration of the decision issued on ${fill(rng, cs, '{DATE}')}.`);
    pg.add('II', 'FACTS');
    pg.para(say(rng, cs, OPINION, 2, 3));
    pg.add('III', 'RECOMMENDATION');
    pg.para('It is respectfully recommended that the Petition for Reconsideration be denied.');
    pg.add(...judgeSig(rng, cs));
  }
  return { pages: paginate(rng, pg.lines), variant: board ? 'recon_board' : 'recon_wcj' };
};

export const ORDERS: Array<[string, Template, number]> = [
  ['findings', findings, 3],
  ['oacr', oacr, 2],
  ['otoc', otoc, 2],
  ['minutes', minutes, 2],
  ['other_order', otherOrder, 2],
  ['reconsideration', reconsideration, 1],
];
