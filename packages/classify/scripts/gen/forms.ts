/** wcab_form: Application, DOR, Notice of Hearing, Stipulations, C&R, Proof of Service, separator sheets, DWC 1... */
import type { Rng } from './rng';
import { type Case, addDays, adjList, bodyText, caseNoLabel, doiText, fmtDate, money, time, upperName, weekday } from './context';
import { caption, newPage, paginate, signature } from './layout';
import { PROCEEDINGS } from './pools';
import { type Bank, fill, one, say } from './text';
import type { Template } from './types';

function attorneySig(rng: Rng, cs: Case, side: 'aa' | 'da'): string[] {
  const l = side === 'aa' ? cs.aa : cs.da;
  return signature(rng, l, [`${l.full}, Esq.`, l.firm, side === 'aa' ? 'Attorney for Applicant' : rng.pick(['Attorney for Defendants', 'Attorneys for Defendant'])]);
}
function formFooter(rng: Rng, form: string): ((i: number, n: number) => string) | undefined {
  if (rng.chance(0.25)) return undefined;
  return (i, n) => rng.pick([`${form} (Rev. 11/2008) Page ${i} of ${n}`, `${form} Page ${i}`, `${form} (Rev. 11/2008)`]);
}
function checks(rng: Rng, items: string[], k: number): string[] {
  const chosen = new Set(rng.sample(items, k));
  return items.map((it) => `${chosen.has(it) ? rng.pick(['X ', '[X] ', '☒ ']) : rng.pick(['', '[ ] ', '☐ '])}${it}`);
}

const appAdj: Template = (rng, cs) => {
  const pg = newPage(rng);
  pg.add('STATE OF CALIFORNIA', "DIVISION OF WORKERS' COMPENSATION", "WORKERS' COMPENSATION APPEALS BOARD");
  if (!rng.chance(0.06)) pg.add(rng.pick(['APPLICATION FOR ADJUDICATION OF CLAIM', 'Application for Adjudication of Claim', 'APPLICATION FOR ADJUDICATION OF CLAIM (AMENDED)']));
  pg.add(`${rng.pick(['Case Number:', 'Case No.', 'EAMS Case No.:'])} ${cs.adj[0]}`);
  if (rng.chance(0.6)) pg.para('Print or type names and addresses of parties. NOTICE: An original Application shall be filed with the WCAB.');
  pg.add(
    `${rng.pick(['INJURED EMPLOYEE', 'EMPLOYEE', 'APPLICANT'])} ${cs.applicant.full} ${cs.city}, CA`,
    `EMPLOYER ${cs.employer}`,
    `INSURANCE CARRIER ${cs.insurer}`,
    `CLAIMS ADMINISTRATOR ${cs.tpa}`,
  );
  pg.add(rng.pick(['IT IS CLAIMED THAT:', 'IT IS CLAIMED THAT', 'The applicant claims:']));
  const items = [
    `The injured employee, born ${fmtDate(rng, cs.dob)}, while employed as a ${cs.occupation}, occupational group number ${rng.int(110, 590)}, at ${cs.city}, California, by the employer, sustained injury arising out of and in the course of employment on ${doiText(rng, cs)} to the following parts of body: ${bodyText(cs)}.`,
    `The injury occurred as follows: ${rng.pick(['while lifting a heavy load the employee felt a sharp pain.', 'repetitive duties over time.', 'slip and fall on a wet floor.', 'struck by a falling object.', 'motor vehicle accident in the course of employment.', 'continuous exposure to work stress.'])}`,
    `Actual earnings at the time of injury were ${money(rng.int(500, 1800))} per week.`,
    `The injury caused disability as follows: ${rng.pick(['temporary total disability from the date of injury and continuing.', 'periods of temporary disability; permanent disability not yet determined.'])}`,
    `Compensation was paid: ${rng.pick(['temporary disability at the rate of ' + money(rng.int(300, 1500)) + ' per week.', 'none.', 'unknown.'])}`,
    `Unemployment insurance or unemployment compensation disability benefits have ${rng.pick(['not ', ''])}been received since the date of injury.`,
    'Medical treatment was furnished by the employer.',
    'Other cases have been filed for industrial injuries by this employee as follows: None known.',
    `This application is filed because of a disagreement regarding: ${rng.sample(['temporary disability', 'permanent disability', 'reimbursement for medical expense', 'medical treatment', 'compensation at proper rate', 'rehabilitation', 'supplemental job displacement benefits', 'penalties'], rng.int(2, 5)).join(', ')}.`,
  ];
  items.forEach((it, i) => {
    if (i < 2 || rng.chance(0.8)) pg.para(`${i + 1}. ${it}`);
  });
  pg.para('Applicant designates the attorney listed below as attorney of record and authorizes release of medical records to said attorney.');
  pg.add(`Dated: ${fmtDate(rng, cs.docDate)}`, ...attorneySig(rng, cs, 'aa'));
  return { pages: paginate(rng, pg.lines, formFooter(rng, rng.pick(['DWC-CA form 10232.1', 'DWC-CA form 1', 'DWC-CA form 10232.1']))), variant: 'app' };
};

const dor: Template = (rng, cs) => {
  const pg = newPage(rng);
  const title = rng.pick([['DECLARATION OF READINESS TO', 'PROCEED'], ['DECLARATION OF READINESS TO PROCEED'], ['DECLARATION OF READINESS TO PROCEED', 'TO EXPEDITED HEARING'], ['Declaration of Readiness to Proceed']]);
  pg.add(...caption(rng, cs, title));
  pg.add(rng.pick(['Type of Proceeding:', 'Request is made for:', 'The undersigned requests the following proceeding:']));
  pg.add(...checks(rng, ['Mandatory Settlement Conference', 'Status Conference', 'Rating MSC', 'Priority Conference', 'Expedited Hearing', 'Lien Conference', 'Trial'], 1));
  pg.para(`The undersigned declares that the party is ready to proceed to a ${rng.pick(PROCEEDINGS)} on the following issues: ${rng.sample(['temporary disability', 'permanent disability', 'need for further medical treatment', 'attorney fees', 'penalties', 'employment', 'injury AOE/COE', 'self-procured treatment', 'liens'], rng.int(2, 5)).join(', ')}.`);
  pg.para(one(rng, cs, [
    'Under penalty of perjury, I declare that I have made the following good faith effort to resolve the above issues: on {DATE} counsel sent a settlement demand to {TPA}; the adjuster has not responded.',
    'Good faith efforts to resolve the dispute: telephone conferences with defense counsel on {DATE} and a written offer, which was rejected.',
    'Discovery is closed. The parties have been unable to agree on the permanent disability rating despite good faith efforts, including correspondence dated {DATE}.',
  ]));
  if (rng.chance(0.5)) pg.para(one(rng, cs, ['Applicant is not working and is not receiving temporary disability indemnity. An expedited hearing is necessary to avoid undue hardship.', 'Medical reports on which the declarant relies are listed below and have been served on all parties.', 'The case is ready for a settlement conference; the primary treating physician has found the applicant permanent and stationary.']));
  pg.para('Objections to this Declaration of Readiness to Proceed must be filed and served within 10 days of service of this declaration.');
  pg.add(`Dated: ${fmtDate(rng, cs.docDate)}`, ...attorneySig(rng, cs, rng.chance(0.7) ? 'aa' : 'da'));
  return { pages: paginate(rng, pg.lines, formFooter(rng, 'DWC-CA form 10250.1')), variant: 'dor' };
};

const NOH_BODY: Bank = [
  'The hearing will be held before a Workers\' Compensation Administrative Law Judge. All parties must appear in person or by an authorized representative with settlement authority.',
  'Failure to appear may result in the case being ordered off calendar, dismissed, or proceeding in your absence.',
  'If you need an interpreter, notify the Board at least 10 days before the hearing.',
  'All parties shall bring all medical reports and other evidence not previously filed.',
  'Parties may appear remotely only if authorized by the judge. Check the DWC website for the conference line instructions.',
  'Continuances are not favored and will be granted only upon a showing of good cause.',
  'Any party who fails to appear may be subject to sanctions under Labor Code section 5813.',
  'Hearings may be conducted by conference line. Dial-in instructions are posted on the DWC website for each judge.',
  'If you do not have an attorney, you may contact an Information and Assistance officer at the district office.',
  'Bring all witnesses and documentary evidence you intend to present. Exhibits must be filed in EAMS before the hearing.',
  'Lien claimants must appear or have a representative with authority to resolve the lien.',
];
const noh: Template = (rng, cs) => {
  const pg = newPage(rng);
  const proceeding = rng.pick(PROCEEDINGS);
  const title = rng.chance(0.75) ? [rng.pick(['NOTICE OF HEARING', 'NOTICE OF HEARING', 'Notice of Hearing', `NOTICE OF HEARING - ${proceeding.toUpperCase()}`])] : [`NOTICE OF ${proceeding.toUpperCase()}`];
  const style = rng.int(0, 2);
  if (style === 2) {
    pg.add('STATE OF CALIFORNIA', "DIVISION OF WORKERS' COMPENSATION", "WORKERS' COMPENSATION APPEALS BOARD", rng.pick(['TO ALL PARTIES ON THE OFFICIAL ADDRESS RECORD', 'TO: ALL PARTIES', '']));
    pg.add(`RE: ${cs.applicant.full} vs. ${cs.employer}`, `${caseNoLabel(rng, cs)} ${adjList(rng, cs)}`, ...title);
  } else pg.add(...caption(rng, cs, title));
  const d = addDays(cs.docDate, rng.int(20, 80));
  const [office, addr] = cs.office;
  if (style === 1 || (style === 2 && rng.chance(0.5))) {
    pg.para(rng.pick(['The above case has been set for hearing as follows:', 'PLEASE TAKE NOTICE that a hearing has been scheduled:', 'This case is set for:']));
    pg.add(`${rng.pick(['TYPE OF HEARING', 'Hearing type', 'PROCEEDING'])}: ${proceeding}`, `DATE: ${rng.chance(0.5) ? weekday(d) + ', ' : ''}${fmtDate(rng, d)}`, `TIME: ${time(rng)}`, `${rng.pick(['LOCATION', 'PLACE', 'Location'])}: ${office} District Office, ${addr}`);
    if (rng.chance(0.4)) pg.add(`JUDGE: ${cs.judge}`);
  } else {
    pg.para(rng.pick([
      `YOU ARE HEREBY NOTIFIED THAT THE ABOVE-ENTITLED CASE HAS BEEN SET FOR ${proceeding.toUpperCase()} ON ${fmtDate(rng, d).toUpperCase()} AT ${time(rng).toUpperCase()} at the ${office} District Office, ${addr}.`,
      `PLEASE TAKE NOTICE that this matter is set for ${proceeding} on ${weekday(d)}, ${fmtDate(rng, d)}, at ${time(rng)}, ${office} District Office, ${addr}.`,
      `Notice is given that a ${proceeding} will be held on ${fmtDate(rng, d)} at ${time(rng)} before the Workers' Compensation Appeals Board, ${office}, ${addr}.`,
      `The Workers' Compensation Appeals Board has scheduled a ${proceeding} in this case for ${fmtDate(rng, d)} at ${time(rng)}. Location: ${office} District Office, ${addr}.`,
    ]));
  }
  pg.para(say(rng, cs, NOH_BODY, 1, 4));
  pg.para(rng.pick([
    `SERVICE: This notice was served on ${fmtDate(rng, cs.docDate)} by the Workers' Compensation Appeals Board on all parties shown on the Official Address Record.`,
    `Served by mail on ${fmtDate(rng, cs.docDate)} on the parties listed on the Official Address Record.`,
    `Date served: ${fmtDate(rng, cs.docDate)}`,
    `This notice is served by ${rng.pick(['applicant', 'defendant'])} at the direction of the WCAB (designated service) on ${fmtDate(rng, cs.docDate)}.`,
    `Notice date: ${fmtDate(rng, cs.docDate)}. Served by: WCAB.`,
  ]));
  if (rng.chance(0.6)) pg.add(`${office.toUpperCase()} DISTRICT OFFICE`);
  const footer = rng.chance(0.5) ? (i: number, n: number) => rng.pick([`NOTICE OF HEARING WCAB Form 16 (Rev.) Page ${i} of ${n}`, `WCAB Form 16 Page ${i}`, `Notice of Hearing - Page ${i} of ${n}`]) : undefined;
  return { pages: paginate(rng, pg.lines, footer), variant: `noh${style}` };
};

const stips: Template = (rng, cs) => {
  const pg = newPage(rng);
  pg.add(...caption(rng, cs, [rng.pick(['STIPULATIONS WITH REQUEST FOR AWARD', 'Stipulations with Request for Award', 'STIPULATIONS WITH REQUEST FOR AWARD (Permanent Disability)'])]));
  pg.para('The parties hereto stipulate to the issuance of an Award and Order, based upon the following facts, and waive the right to notice of hearing:');
  const facts = [
    `${cs.applicant.full}, born ${fmtDate(rng, cs.dob)}, while employed on ${doiText(rng, cs)} as a ${cs.occupation}, sustained injury arising out of and in the course of employment to ${bodyText(cs)}.`,
    `The injury caused temporary disability for the period ${fmtDate(rng, cs.doi.start)} through ${fmtDate(rng, addDays(cs.doi.start, rng.int(60, 400)))}, payable at ${money(rng.int(300, 1400))} per week.`,
    `The injury caused permanent disability of ${rng.int(5, 60)}%, payable at ${money(rng.int(230, 290))} per week, less credit for advances.`,
    'There is need for medical treatment to cure or relieve from the effects of this injury.',
    `The reasonable value of applicant's attorney's services is ${rng.pick(['12%', '15%', '$' + rng.int(2, 12) + ',000.00'])}, to be commuted from the far end of the award.`,
    'Liens not resolved herein shall be adjusted by defendant, with the WCAB to retain jurisdiction.',
    `Employer's insurance carrier at the time of injury was ${cs.insurer}.`,
  ];
  facts.forEach((f, i) => {
    if (i < 3 || rng.chance(0.75)) pg.para(`${i + 1}. ${f}`);
  });
  pg.add(`Dated: ${fmtDate(rng, cs.docDate)}`, `Applicant: ${cs.applicant.full}`, ...attorneySig(rng, cs, 'aa'), ...attorneySig(rng, cs, 'da'));
  if (rng.chance(0.3)) pg.add('AWARD', `AWARD IS MADE in favor of ${upperName(cs.applicant)} against ${cs.insurer.toUpperCase()} per the above stipulations.`);
  return { pages: paginate(rng, pg.lines, formFooter(rng, 'DWC-CA form 10214(c)')), variant: 'stips' };
};

const cr: Template = (rng, cs) => {
  const pg = newPage(rng);
  pg.add(...caption(rng, cs, [rng.pick(['COMPROMISE AND RELEASE', 'Compromise and Release', 'COMPROMISE AND RELEASE AGREEMENT'])]));
  pg.para(`The employee claims that while employed as a ${cs.occupation} on ${doiText(rng, cs)} by ${cs.employer}, ${cs.applicant.female ? 'she' : 'he'} sustained injury arising out of and in the course of employment to ${bodyText(cs)}.`);
  pg.para(one(rng, cs, [
    'Upon approval of this compromise agreement by the Workers\' Compensation Appeals Board and payment in accordance with the provisions hereof, the employee releases and forever discharges the employer and insurance carrier from all claims on account of the injury.',
    'The parties agree to settle the above claims on account of the injury by payment of the sum of {MONEY}, less any permanent disability advances.',
    'This agreement is limited to settlement of the body parts, conditions or systems and for the dates of injury set forth herein.',
  ]));
  pg.add(`${rng.pick(['Paragraph 8. Settlement amount:', 'Total consideration:', 'The total amount of this settlement is'])} ${fill(rng, cs, '{MONEY}')}`);
  pg.add(`Less attorney fee: ${fill(rng, cs, '{MONEY}')}`, `Less permanent disability advances: ${fill(rng, cs, '{SMALLMONEY}')}`);
  pg.para('The parties represent that the employee has read this agreement, understands its contents and has signed it voluntarily. Medicare\'s interests have been considered.');
  pg.add(`Dated: ${fmtDate(rng, cs.docDate)}`, `Employee signature: ${cs.applicant.full}`, ...attorneySig(rng, cs, 'aa'), ...attorneySig(rng, cs, 'da'));
  return { pages: paginate(rng, pg.lines, formFooter(rng, 'DWC-CA form 10214(a)')), variant: 'cr' };
};

const pos: Template = (rng, cs) => {
  const pg = newPage(rng);
  if (rng.chance(0.7)) pg.add(...caption(rng, cs, [rng.pick(['PROOF OF SERVICE', 'Proof of Service', 'PROOF OF SERVICE BY MAIL', 'PROOF OF ELECTRONIC SERVICE'])]));
  else pg.add(rng.pick(['PROOF OF SERVICE', 'DECLARATION OF SERVICE']), `${caseNoLabel(rng, cs)} ${adjList(rng, cs)}`, `${cs.applicant.full} v. ${cs.employer}`);
  pg.add(`STATE OF CALIFORNIA, COUNTY OF ${rng.pick(['LOS ANGELES', 'ORANGE', 'FRESNO', 'SAN DIEGO', 'ALAMEDA', 'RIVERSIDE'])}`);
  const server = rng.pick([cs.aa, cs.da]);
  pg.para(`I am employed in the County aforesaid. I am over the age of 18 and not a party to the within action. My business address is ${server.firm}, ${server.address}.`);
  pg.para(`On ${fmtDate(rng, cs.docDate)}, I served the foregoing document(s) described as: ${rng.pick(['NOTICE OF TAKING DEPOSITION OF APPLICANT', 'DECLARATION OF READINESS TO PROCEED', 'PETITION FOR PENALTIES', 'MEDICAL REPORT OF DR. ' + cs.doctor.last.toUpperCase(), 'SUBPOENA DUCES TECUM', 'OBJECTION TO DECLARATION OF READINESS', 'SETTLEMENT DOCUMENTS'])} on the interested parties in this action as follows:`);
  for (const p of rng.sample([`${cs.aa.firm} ${cs.aa.address}`, `${cs.da.firm} ${cs.da.address}`, `${cs.tpa} P.O. Box ${rng.int(1000, 99999)}`, 'Employment Development Department P.O. Box 826880, Sacramento, CA 94280', `${cs.applicant.full} ${cs.city}, CA`], rng.int(2, 4))) {
    pg.add(`${p} ${rng.pick(['U.S. Mail', 'Electronic service', 'Personal delivery', ''])}`);
  }
  pg.add(...checks(rng, ['BY MAIL: I deposited such envelope in the mail with postage thereon fully prepaid.', 'BY ELECTRONIC SERVICE: I caused the documents to be sent to the persons at the electronic service addresses listed.', 'BY PERSONAL SERVICE: I caused such envelope to be delivered by hand.'], 1));
  pg.para('I declare under penalty of perjury under the laws of the State of California that the foregoing is true and correct.');
  pg.add(`Executed on ${fmtDate(rng, cs.docDate)}, at ${cs.city}, California.`, rng.pick(['Declarant', '']), fill(rng, cs, '{ADJUSTER}'));
  return { pages: paginate(rng, pg.lines), variant: 'pos' };
};

const separator: Template = (rng, cs) => {
  const pg = newPage(rng);
  const [type, title] = rng.pick([
    ['LEGAL DOCS', 'NOTICE OF HEARING'], ['MEDICAL DOCS', 'QME REPORTS'], ['MEDICAL DOCS', 'PTP REPORTS'], ['LEGAL DOCS', 'CORRESPONDENCE'],
    ['LEGAL DOCS', 'DEPOSITION TRANSCRIPT'], ['LIENS AND BENEFITS', 'LIEN'], ['LEGAL DOCS', 'PETITION'],
  ]);
  pg.add('DOCUMENT SEPARATOR SHEET', '', `Case Number: ${cs.adj[0]}`, `Document Type: ${type}`, `Document Title: ADJ-${type}-${title}`, `Document Date: ${fmtDate(rng, cs.docDate)}`, `Author: ${cs.aa.firm}`);
  pg.para('Use this sheet to separate each document filed in paper. Each document separator sheet must be followed by only one document.');
  pg.add('DWC-CA form 10232.2 (Rev. 11/2008)');
  return { pages: [pg.lines.join('\n')], variant: 'sep' };
};

const dwc1: Template = (rng, cs) => {
  const pg = newPage(rng);
  pg.add(rng.pick(["Workers' Compensation Claim Form (DWC 1) & Notice of Potential Eligibility", "WORKERS' COMPENSATION CLAIM FORM (DWC 1)"]));
  pg.para('If you are injured or become ill because of your job, you may be entitled to workers\' compensation benefits. Use the attached form to file a workers\' compensation claim with your employer.');
  pg.add('Employee: complete the "Employee" section and give the form to your employer.');
  const fields = [
    `1. Name: ${cs.applicant.full} Today's Date: ${fmtDate(rng, cs.docDate, 2)}`,
    `2. Home Address: ${cs.city}, CA`,
    `4. Date of Injury: ${fmtDate(rng, cs.doi.start, 2)} Time of Injury: ${time(rng)}`,
    `5. Address and description of where injury happened: ${cs.employer}, ${cs.city}`,
    `6. Describe injury and part of body affected: ${bodyText(cs)}`,
    '8. Signature of employee:',
    'Employer—complete this section and see note below.',
    `10. Name of employer: ${cs.employer}`,
    `12. Date employer first knew of injury: ${fmtDate(rng, cs.doi.start, 2)}`,
    `13. Date claim form was provided to employee: ${fmtDate(rng, cs.doi.start, 2)}`,
    `15. Claims Administrator: ${cs.tpa}`,
    `16. Insurance Policy Number: ${rng.int(1000000, 9999999)}`,
    '17. Signature of employer representative:',
  ];
  for (const f of fields) pg.para(f);
  pg.add('Rev. 1/1/2016');
  return { pages: paginate(rng, pg.lines), variant: 'dwc1' };
};

const pleading: Template = (rng, cs) => {
  const pg = newPage(rng);
  const kind = rng.int(0, 5);
  const titles = [
    [rng.pick(['PETITION FOR PENALTIES', 'PETITION FOR AUTHORIZATION OF MEDICAL TREATMENT', 'PETITION TO COMPEL ATTENDANCE AT DEPOSITION', 'PETITION FOR CHANGE OF TREATING PHYSICIAN', 'PETITION FOR ATTORNEY FEES'])],
    ['SUBSTITUTION OF ATTORNEY'],
    ['ANSWER TO APPLICATION FOR ADJUDICATION OF CLAIM'],
    ['DOCUMENT COVER SHEET'],
    [rng.pick(['PETITION FOR RECONSIDERATION', 'VERIFIED PETITION FOR RECONSIDERATION', 'PETITION FOR REMOVAL'])],
    [rng.pick(['OBJECTION TO DECLARATION OF READINESS TO PROCEED', 'PRE-TRIAL CONFERENCE STATEMENT'])],
  ][kind] ?? ['PETITION'];
  if (kind === 3) {
    pg.add("STATE OF CALIFORNIA, DIVISION OF WORKERS' COMPENSATION", ...titles, `Case Number: ${cs.adj[0]}`, `Injured Worker: ${cs.applicant.full}`, `Employer: ${cs.employer}`, `Product Delivery Unit: ${rng.pick(['Case Opening', 'Case', 'Lien', 'Settlement'])}`, `Document Type: ${rng.pick(['LEGAL DOCS', 'MEDICAL DOCS'])}`, `Filing Date: ${fmtDate(rng, cs.docDate, 2)}`, 'DWC-CA form 10232.1 (Rev. 11/2008)');
    return { pages: [pg.lines.join('\n')], variant: 'cover' };
  }
  pg.add(...caption(rng, cs, titles));
  if (kind === 0) {
    pg.para(`${cs.applicant.full}, applicant herein, by and through ${rng.pick(['her', 'his', 'the'])} attorneys of record, hereby petitions the Workers' Compensation Appeals Board for an order as follows:`);
    pg.para(one(rng, cs, ['Defendant unreasonably delayed payment of temporary disability benefits from {DATE} to {FDATE}. Applicant requests a penalty pursuant to Labor Code section 5814.', 'The primary treating physician requested authorization for surgery on {DATE}; defendant has failed to respond within the time required.', 'Applicant failed to appear for a properly noticed deposition on {DATE}. Defendant requests an order compelling attendance.']));
    pg.para('WHEREFORE, petitioner prays that the Board grant the relief requested herein and such other relief as the Board deems just.');
    pg.add('VERIFICATION', 'I declare under penalty of perjury that the foregoing is true and correct.');
  } else if (kind === 1) {
    pg.para(`The applicant, ${cs.applicant.full}, hereby substitutes ${cs.aa.firm}, ${cs.aa.address}, as attorney of record in place of ${cs.da.firm}.`);
    pg.add(`Dated: ${fmtDate(rng, cs.docDate)}`, `Applicant: ${cs.applicant.full}`, 'I consent to this substitution.', `Former attorney: ${cs.da.full}`, 'I accept this substitution.', `New attorney: ${cs.aa.full}`);
  } else if (kind === 4) {
    pg.para(`${rng.pick(['Defendant', 'Applicant'])} petitions for reconsideration of the ${rng.pick(['Findings and Award', 'Findings and Order', 'Order'])} dated ${fill(rng, cs, '{DATE}')} on the grounds that the evidence does not justify the findings of fact and that the findings do not support the order, decision or award (Labor Code section 5903).`);
    pg.para(one(rng, cs, ['The WCJ relied on a QME report that is not substantial medical evidence because it fails to explain apportionment.', 'The WCJ erred in finding injury to the psyche without a predominant-cause analysis.', 'The permanent disability rating failed to account for the vocational evidence.']));
    pg.para('WHEREFORE, petitioner requests that reconsideration be granted and the decision be rescinded.');
    pg.add('VERIFICATION', 'I am the attorney for petitioner. I have read the foregoing petition and declare under penalty of perjury that it is true and correct.');
  } else if (kind === 5) {
    if (titles[0]?.startsWith('OBJECTION')) {
      pg.para(`${rng.pick(['Defendant', 'Applicant'])} objects to the Declaration of Readiness to Proceed filed on ${fill(rng, cs, '{DATE}')} on the grounds that discovery is not complete: the deposition of applicant has not been taken and the QME supplemental report is outstanding.`);
      pg.para('Good faith efforts to resolve the issues are ongoing. The objecting party requests that the matter not be set.');
    } else {
      pg.add('STIPULATIONS:', `1. ${cs.applicant.full}, born ${fmtDate(rng, cs.dob)}, while employed as a ${cs.occupation} on ${doiText(rng, cs)} by ${cs.employer}, claims to have sustained injury to ${bodyText(cs)}.`, `2. At the time of injury the employer's carrier was ${cs.insurer}.`);
      pg.add('ISSUES:', ...rng.sample(['Injury arising out of and in the course of employment', 'Parts of body injured', 'Earnings', 'Temporary disability', 'Permanent and stationary date', 'Permanent disability', 'Apportionment', 'Need for further medical treatment', 'Attorney fees', 'Liens'], rng.int(3, 6)).map((x, i) => `${i + 1}. ${x}`));
      pg.add('EXHIBITS:', `Applicant's A: Report of Dr. ${cs.doctor.last}`, `Defendant's A: Report of Dr. ${cs.qme.last}`, 'WITNESSES:', `Applicant; ${cs.adjuster.full}`);
      pg.add('Trial date requested; estimated time 2 hours.');
    }
  } else {
    pg.para(`Defendants ${cs.employer} and ${cs.insurer} answer the Application for Adjudication of Claim as follows: defendants admit that applicant was employed as alleged, and deny that applicant sustained injury arising out of and in the course of employment.`);
    pg.para('Defendants raise the following affirmative defenses: statute of limitations, post-termination claim, lack of medical evidence, and credit for benefits paid.');
  }
  pg.add(`Dated: ${fmtDate(rng, cs.docDate)}`, ...attorneySig(rng, cs, kind === 2 ? 'da' : 'aa'));
  return { pages: paginate(rng, pg.lines, kind === 5 && rng.chance(0.5) ? (i) => `DWC-CA form 10252.1 Page ${i}` : undefined), variant: `pl${kind}` };
};

export const FORMS: Array<[string, Template, number]> = [
  ['app_adj', appAdj, 2],
  ['dor', dor, 2],
  ['noh', noh, 3],
  ['stips', stips, 2],
  ['cr', cr, 2],
  ['pos', pos, 2],
  ['separator', separator, 0.5],
  ['dwc1', dwc1, 0.7],
  ['pleading', pleading, 1.8],
];
