/**
 * court_order: decisions of a judge, board or court. Workers' compensation findings, approvals and minutes;
 * appellate opinions ("AFFIRMED"); other states' workers' compensation boards; federal and superior court
 * orders on pleading paper; clerk's minute orders; short orders titled only "ORDER" (often letter-spaced).
 */
import { type Case, addDays, fmtDate, person, time } from '../context';
import { caption, newPage, paginate } from '../layout';
import { LAST_NAMES } from '../pools';
import type { Rng } from '../rng';
import { letterSpaced, pleadingPaper, sectionHeading, styledTitle } from '../style';
import type { Template } from '../types';

const STATES = ['Missouri', 'Tennessee', 'Oregon', 'Arizona', 'Nevada', 'Kentucky', 'Iowa', 'Colorado', 'Georgia', 'Indiana', 'New Mexico', 'Minnesota'];

function judgeSig(rng: Rng, cs: Case, role: string): string[] {
  return [
    '',
    rng.pick([`Dated: ${fmtDate(rng, cs.docDate)}`, `${cs.city}, California`, `DATE: ${fmtDate(rng, cs.docDate, 2)}`, '']),
    rng.pick(['', '/s/', 'Signed electronically']),
    rng.pick([cs.judge.toUpperCase(), cs.judge, `HON. ${cs.judge.toUpperCase()}`]),
    role,
  ];
}

function served(rng: Rng, cs: Case): string[] {
  if (rng.chance(0.4)) return [];
  return [
    '',
    rng.pick(['Copies mailed to:', 'SERVICE LIST', 'Distribution:', 'cc:']),
    `${cs.applicant.full}`,
    `${cs.aa.firm}`,
    `${cs.da.firm}`,
    rng.chance(0.5) ? cs.tpa : cs.insurer,
    rng.pick([`By: ${person(rng).full}, Clerk`, `Served ${fmtDate(rng, addDays(cs.docDate, 1))}`, '']),
  ];
}

/** WC findings: numbered findings of fact, then award or order. */
const findings: Template = (rng, cs) => {
  const title = rng.pick(['Findings and Award', 'Findings, Award and Order', 'Findings of Fact and Order', 'Decision', 'Findings and Orders']);
  const lines = caption(rng, cs, styledTitle(rng, title, 0.1));
  lines.push(
    '',
    rng.pick([
      `This matter was tried on ${fmtDate(rng, addDays(cs.docDate, -rng.int(20, 90)))} and submitted for decision.`,
      'The record having closed, the undersigned now decides as follows.',
      'Having considered the evidence and the arguments of counsel, the judge finds:',
    ]),
  );
  lines.push('', sectionHeading(rng, rng.pick(['Findings of Fact', 'Findings', 'The judge finds'])));
  const facts = [
    `${cs.applicant.full}, born ${fmtDate(rng, cs.dob)}, while employed on ${fmtDate(rng, cs.doi.start)} as a ${cs.occupation} by ${cs.employer}, sustained injury arising out of and occurring in the course of that work to the ${cs.bodyParts.join(' and ')}.`,
    `At the time of injury the employer was insured by ${cs.insurer}.`,
    `The injury caused temporary disability from ${fmtDate(rng, addDays(cs.doi.start, 3))} to ${fmtDate(rng, addDays(cs.doi.start, rng.int(60, 400)))}.`,
    `The injury caused permanent disability of ${rng.int(4, 70)}%.`,
    'The applicant will need further medical treatment to cure or relieve the effects of the injury.',
    `The reasonable value of applicant's attorney's services is ${rng.int(12, 15)}% of the permanent disability award.`,
    'The lien claimants have not met their burden of proof.',
  ];
  rng.sample(facts, rng.int(3, 7)).forEach((f, i) => lines.push(`${i + 1}. ${f}`));
  lines.push('', sectionHeading(rng, rng.pick(['Award', 'Order', 'Orders'])));
  lines.push(
    rng.pick([
      `AWARD IS MADE in favor of ${cs.applicant.full.toUpperCase()} against ${cs.insurer.toUpperCase()} of permanent disability and further medical treatment as found above.`,
      `IT IS ORDERED that the lien of ${rng.pick(['Meridian Imaging Center', 'Northstar Urgent Care', 'Sunrise Record Retrieval'])} is disallowed.`,
      'IT IS ORDERED that applicant take nothing further on the claim.',
    ]),
  );
  if (rng.chance(0.6))
    lines.push(
      '',
      sectionHeading(rng, 'Opinion on Decision'),
      `The applicant's testimony was credible and is supported by the reporting of Dr. ${cs.qme.last}.`,
    );
  lines.push(...judgeSig(rng, cs, rng.pick(["WORKERS' COMPENSATION JUDGE", 'Workers Compensation Administrative Law Judge', 'Judge'])), ...served(rng, cs));
  return { pages: paginate(rng, lines), variant: title };
};

/** Order approving a settlement, dismissing a lien, continuing a matter, etc. */
const shortOrder: Template = (rng, cs) => {
  const kinds: Array<[string, string]> = [
    [
      'Order Approving Settlement',
      `The parties have filed an agreement resolving this claim. The agreement is found adequate. IT IS ORDERED that the settlement is approved and the sum of $${rng.int(8, 300)},${rng.int(100, 999)}.00, less attorney fees, shall be paid to the applicant.`,
    ],
    [
      'Order Dismissing Lien Claim',
      'Notice of intention having issued and no objection showing good cause having been received, IT IS ORDERED that the lien claim is dismissed with prejudice.',
    ],
    [
      'Order Continuing Hearing',
      `Good cause appearing, IT IS ORDERED that the ${rng.pick(['conference', 'trial', 'hearing'])} is continued to ${fmtDate(rng, addDays(cs.docDate, rng.int(20, 80)))} at ${time(rng)}.`,
    ],
    [
      'Order Removing Matter from Calendar',
      'The matter is taken off calendar at the request of the moving party. Any party may file a new declaration of readiness.',
    ],
    ['Order Compelling Attendance', 'IT IS ORDERED that the applicant appear for the medical evaluation on the date set by the evaluator.'],
    [
      'Order Appointing Guardian ad Litem',
      'Upon the petition filed and good cause shown, the petitioner is appointed guardian ad litem for the minor dependents.',
    ],
    ['Order Granting Motion', 'The motion is GRANTED. The opposing party shall comply within twenty days of service of this order.'],
  ];
  const [title, body] = rng.pick(kinds);
  const head = rng.pick([['ORDER'], [letterSpaced('ORDER')], styledTitle(rng, title, 0.15), [title.toUpperCase()]]);
  const lines = caption(rng, cs, head);
  lines.push('');
  for (const para of body.split(/(?<=\.) (?=[A-Z])/)) lines.push(para);
  if (rng.chance(0.5)) lines.push('', rng.pick(['IT IS SO ORDERED.', 'SO ORDERED.', 'IT IS FURTHER ORDERED that the parties serve a copy of this order.']));
  lines.push(...judgeSig(rng, cs, rng.pick(['Workers Compensation Judge', 'Presiding Judge', 'Administrative Law Judge'])), ...served(rng, cs));
  return { pages: paginate(rng, lines), variant: title.split(' ')[1] ?? 'order' };
};

/** Minutes of a hearing, in table, checkbox or narrative layouts. */
const minutes: Template = (rng, cs) => {
  const lines: string[] = [];
  const style = rng.int(0, 2);
  lines.push(rng.pick(["WORKERS' COMPENSATION APPEALS BOARD", 'DIVISION OF WORKERS COMPENSATION', `${cs.office[0].toUpperCase()} DISTRICT OFFICE`]));
  lines.push(...styledTitle(rng, rng.pick(['Minutes of Hearing', 'Minutes', 'Hearing Minutes and Orders', 'Record of Proceedings', 'Minute Order']), 0.15));
  const hd = addDays(cs.docDate, -rng.int(0, 3));
  if (style === 0) {
    lines.push(
      `Case: ${cs.adj.join(', ')}    Date: ${fmtDate(rng, hd)}    Time: ${time(rng)}`,
      `Applicant: ${cs.applicant.full}`,
      `Defendant(s): ${cs.employer}; ${cs.insurer}`,
      `Hearing type: ${rng.pick(['MSC', 'Status Conference', 'Trial', 'Lien Conference', 'Priority Conference'])}`,
    );
    lines.push(
      `Judge: ${cs.judge}    Reporter: ${rng.pick(['none', person(rng).full])}`,
      '',
      'APPEARANCES:',
      `For applicant: ${cs.aa.full}`,
      `For defendant: ${cs.da.full}`,
      '',
      'DISPOSITION:',
    );
    for (const b of rng.sample(
      [
        '[X] Off calendar',
        '[ ] Continued',
        '[X] Stipulations approved',
        '[ ] Trial set',
        '[X] Order to issue',
        '[ ] Matter submitted',
        '[X] Discovery to close',
      ],
      rng.int(3, 6),
    ))
      lines.push(b);
  } else if (style === 1) {
    lines.push(`${cs.applicant.full} v. ${cs.employer}`, `${cs.adj[0]}`, `Proceeding held ${fmtDate(rng, hd)} before ${cs.judge}.`);
    lines.push(
      '',
      'PRESENT:',
      `${cs.aa.full}, attorney for the applicant; ${cs.da.full}, attorney for defendants. The applicant ${rng.pick(['was present', 'did not appear', 'appeared with an interpreter'])}.`,
    );
    lines.push(
      '',
      'PROCEEDINGS:',
      rng.pick([
        'The parties reported that settlement discussions are ongoing.',
        'Defendant requested time to obtain a supplemental report.',
        'The matter was set for trial; the issues are listed below.',
      ]),
    );
    lines.push(
      '',
      'ORDERS:',
      rng.pick([
        `The matter is continued to ${fmtDate(rng, addDays(hd, rng.int(20, 90)))}.`,
        'The matter is ordered off calendar.',
        'The stipulations are approved as the order of the Board.',
      ]),
    );
  } else {
    lines.push(
      `${rng.pick(['CASE NUMBER', 'Case No.'])}: ${cs.adj[0]}`,
      `${rng.pick(['EMPLOYEE', 'Applicant'])}: ${cs.applicant.full.toUpperCase()}`,
      `${rng.pick(['EMPLOYER', 'Employer'])}: ${cs.employer.toUpperCase()}`,
    );
    lines.push(
      `HEARING DATE: ${fmtDate(rng, hd, 2)}   JUDGE: ${cs.judge.toUpperCase()}`,
      '',
      'ISSUES:',
      rng.pick(['Permanent disability, apportionment, attorney fees.', 'Temporary disability, self-procured treatment.', 'Employment, injury AOE/COE.']),
    );
    lines.push(
      '',
      'WITNESSES:',
      `${cs.applicant.full}, sworn and testified.`,
      '',
      'EXHIBITS ADMITTED:',
      `Applicant's 1: report of Dr. ${cs.qme.last}`,
      `Defendant's A: employment records`,
      '',
      'The matter stands submitted.',
    );
  }
  lines.push(...judgeSig(rng, cs, rng.pick(['Workers Compensation Judge', 'WCJ', 'Judge'])));
  return { pages: paginate(rng, lines), variant: `m${style}` };
};

/** An appellate opinion from another state's court. */
const appellate: Template = (rng, cs) => {
  const state = rng.pick(STATES);
  const pg = newPage(rng);
  const court = rng.pick([
    `IN THE ${state.toUpperCase()} COURT OF APPEALS`,
    `COURT OF APPEALS OF ${state.toUpperCase()}`,
    `SUPREME COURT OF ${state.toUpperCase()}`,
    `IN THE COURT OF APPEALS OF THE STATE OF ${state.toUpperCase()}`,
  ]);
  pg.add(court, rng.pick([`${rng.pick(['EASTERN', 'WESTERN', 'SOUTHERN'])} DISTRICT`, `DIVISION ${rng.pick(['ONE', 'TWO', 'THREE'])}`, 'AT NASHVILLE', '']));
  const appellant = cs.applicant.full.toUpperCase();
  const appellee = rng.chance(0.5) ? cs.employer.toUpperCase() : `${cs.employer.toUpperCase()}, ET AL.`;
  pg.add(
    `${appellant},`,
    rng.pick(['Appellant,', 'Claimant-Appellant,', 'Employee/Appellant,']),
    'v.',
    `${appellee},`,
    rng.pick(['Respondent.', 'Appellees.', 'Employer-Respondent.']),
  );
  pg.add(
    `No. ${rng.pick(['WD', 'ED', 'SD', 'M'])}${rng.int(10000, 99999)}${rng.chance(0.5) ? `-COA-R3-CV` : ''}`,
    rng.pick([`Filed: ${fmtDate(rng, cs.docDate)}`, `Opinion filed ${fmtDate(rng, cs.docDate)}`]),
  );
  pg.add(
    rng.pick([
      `Appeal from the ${rng.pick(['Labor and Industrial Relations Commission', 'Circuit Court of ' + rng.pick(['Greene', 'Boone', 'Knox', 'Marion']) + ' County', "Workers' Compensation Board"])}`,
      `On appeal from the ${state} ${rng.pick(['Industrial Commission', 'Workers Compensation Commission'])}`,
    ]),
  );
  pg.add('', ...styledTitle(rng, rng.pick(['Opinion', 'Memorandum Opinion', 'Opinion and Judgment']), 0.3));
  pg.para(
    `${cs.applicant.full} ("Claimant") appeals the ${rng.pick(['final award', 'decision', 'judgment'])} denying ${rng.pick(['permanent total disability benefits', 'compensation for an occupational disease', 'future medical care', 'benefits for a shoulder injury'])}. Claimant argues the ${rng.pick(['Commission', 'Board', 'trial court'])} erred in ${rng.pick(['finding the expert testimony more persuasive', 'applying the statute of limitations', 'concluding the injury did not arise out of employment'])}.`,
  );
  pg.add(sectionHeading(rng, rng.pick(['Background', 'Factual and Procedural Background', 'Facts'])));
  pg.para(
    `Claimant worked as a ${cs.occupation} for ${cs.employer}. On ${fmtDate(rng, cs.doi.start)}, ${rng.pick(['Claimant felt a pop in the shoulder lifting a crate', 'Claimant fell from a loading dock', 'Claimant reported gradually worsening pain in both wrists'])}. ${rng.pick(['Two physicians testified by deposition.', 'The administrative law judge heard live testimony.', 'The employer disputed notice.'])}`,
  );
  pg.add(sectionHeading(rng, rng.pick(['Standard of Review', 'Analysis', 'Discussion'])));
  pg.para(
    `We review the ${rng.pick(['Commission', 'Board'])}'s decision to determine whether it is supported by competent and substantial evidence on the whole record. We defer to its findings on the credibility of witnesses and the weight given to conflicting medical opinions. ${rng.pick(['Point I is denied.', 'The argument is without merit.', 'We find no error.', 'The point is granted in part.'])}`,
  );
  if (rng.chance(0.5))
    pg.para(
      `See ${rng.pick(LAST_NAMES)} v. ${rng.pick(LAST_NAMES)} ${rng.pick(['Corp.', 'Co.', 'Inc.'])}, ${rng.int(100, 999)} S.W.3d ${rng.int(10, 900)}, ${rng.int(100, 999)} (${rng.int(1995, 2023)}).`,
    );
  pg.add(sectionHeading(rng, rng.pick(['Conclusion', 'Decision'])));
  pg.add(
    rng.pick([
      'The award of the Commission is AFFIRMED.',
      'AFFIRMED.',
      'The judgment is affirmed.',
      'REVERSED AND REMANDED for further proceedings consistent with this opinion.',
      'Affirmed in part, reversed in part, and remanded.',
    ]),
  );
  pg.add(
    '',
    `${rng.pick(LAST_NAMES)}, ${rng.pick(['J.', 'Judge', 'P.J.'])}, ${rng.pick(['writing for the court', ''])}`,
    rng.pick([`${rng.pick(LAST_NAMES)}, P.J., and ${rng.pick(LAST_NAMES)}, J., concur.`, 'All concur.', '']),
  );
  return { pages: paginate(rng, pg.lines), variant: state };
};

/** A decision of another state's workers' compensation appeals board or commission. */
const boardOtherState: Template = (rng, cs) => {
  const state = rng.pick(STATES);
  const pg = newPage(rng);
  pg.add(
    rng.pick([
      `${state.toUpperCase()} WORKERS' COMPENSATION APPEALS BOARD`,
      `BEFORE THE ${state.toUpperCase()} WORKERS' COMPENSATION COMMISSION`,
      `${state.toUpperCase()} INDUSTRIAL COMMISSION`,
      `STATE OF ${state.toUpperCase()} WORKERS' COMPENSATION BOARD`,
    ]),
  );
  pg.add(
    `${cs.applicant.full}`,
    rng.pick(['Employee,', 'Claimant,', 'Petitioner,']),
    'v.',
    `${cs.employer}, ${rng.pick(['Employer,', 'and'])}`,
    `${cs.insurer}, ${rng.pick(['Carrier.', 'Insurer.'])}`,
  );
  pg.add(
    `${rng.pick(['Docket No.', 'Claim No.', 'File No.', 'Injury No.'])} ${rng.int(2015, 2024)}-${rng.int(10, 99)}-${rng.int(1000, 9999)}`,
    `${rng.pick(['State File No.', 'WCC No.'])} ${rng.int(10000, 99999)}-${rng.int(2015, 2024)}`,
  );
  pg.add(
    rng.pick([
      `Appeal from the Court of Workers' Compensation Claims, ${person(rng).full}, Judge`,
      `Review of the award of Administrative Law Judge ${person(rng).full}`,
    ]),
    '',
  );
  pg.add(
    ...styledTitle(
      rng,
      rng.pick(['Opinion Affirming and Certifying as Final', 'Final Award', 'Opinion Vacating and Remanding', 'Decision on Review', 'Order of the Board']),
      0.2,
    ),
  );
  pg.para(
    `In this ${rng.pick(['interlocutory', 'compensation'])} appeal, the employee contends the trial court erred in ${rng.pick(['denying temporary disability benefits', 'finding the claim time-barred', 'relying on the authorized treating physician', 'awarding permanent partial disability of ' + rng.int(5, 40) + '%'])}. Having carefully reviewed the record, we ${rng.pick(['affirm', 'affirm the decision and certify it as final', 'vacate the order and remand the case'])}.`,
  );
  pg.add(sectionHeading(rng, rng.pick(['Factual and Procedural Background', 'Facts'])));
  pg.para(
    `The employee, a ${cs.occupation}, reported ${rng.pick(['a back injury while lifting a patient', 'pain in the right knee after a fall', 'hearing loss from noise exposure'])} on ${fmtDate(rng, cs.doi.start)}. The employer ${rng.pick(['accepted the claim and provided a panel of physicians', 'denied the claim', 'paid benefits for a time'])}.`,
  );
  pg.add(sectionHeading(rng, 'Analysis'));
  pg.para(
    rng.pick([
      'The statute affords a presumption of correctness to the opinion of the treating physician selected from the panel. The employee offered no expert proof to rebut it.',
      'A preponderance of the evidence supports the findings. We decline to reweigh the medical proof.',
      'The trial court did not make sufficient findings for meaningful review; a remand is required.',
    ]),
  );
  pg.add(sectionHeading(rng, 'Conclusion'));
  pg.para(
    rng.pick([
      'The decision of the trial court is affirmed and the case is certified as final. Costs on appeal are taxed to the employee.',
      'The order is vacated and the case is remanded.',
      'The award is affirmed.',
    ]),
  );
  pg.add(
    '',
    `${person(rng).full}, ${rng.pick(['Presiding Judge', 'Chair', 'Commissioner'])}`,
    `${person(rng).full}, ${rng.pick(['Judge', 'Commissioner', 'Member'])}`,
  );
  if (rng.chance(0.5))
    pg.add(
      '',
      sectionHeading(rng, 'Certificate of Service'),
      `I certify that a copy of the foregoing was sent to the parties on ${fmtDate(rng, addDays(cs.docDate, 1))}.`,
    );
  return { pages: paginate(rng, pg.lines), variant: state };
};

/** A federal or superior court order on pleading paper. */
const courtOrderPleading: Template = (rng, cs) => {
  const federal = rng.chance(0.5);
  const court = federal
    ? [`UNITED STATES DISTRICT COURT`, `${rng.pick(['CENTRAL', 'EASTERN', 'NORTHERN', 'SOUTHERN'])} DISTRICT OF CALIFORNIA`]
    : [`SUPERIOR COURT OF THE STATE OF CALIFORNIA`, `FOR THE COUNTY OF ${rng.pick(['FRESNO', 'KERN', 'ALAMEDA', 'ORANGE', 'SAN DIEGO', 'SACRAMENTO'])}`];
  const motion = rng.pick([
    'Motion to Dismiss',
    'Motion for Summary Judgment',
    'Petition for Writ of Mandate',
    'Motion to Compel',
    'Demurrer',
    'Motion to Remand',
  ]);
  const ruling = rng.pick(['Granting', 'Denying', 'Granting in Part and Denying in Part', 'on']);
  const lines = [
    ...court,
    '',
    `${cs.applicant.full.toUpperCase()},`,
    `${rng.pick(['Plaintiff', 'Petitioner'])},`,
    'v.',
    `${cs.employer.toUpperCase()}, et al.,`,
    `${rng.pick(['Defendants', 'Respondents'])}.`,
    `Case No. ${rng.int(1, 2)}:${rng.int(19, 25)}-cv-${rng.int(10000, 99999)}-${rng.pick(['JLS', 'KJM', 'DMG', 'AB'])}`,
    ...styledTitle(rng, `Order ${ruling} ${motion}`, 0.05),
    '',
  ];
  const body = [
    `Before the Court is ${rng.pick(['Defendant', 'Plaintiff', 'Respondent'])}'s ${motion.toLowerCase()} (ECF No. ${rng.int(5, 90)}). The matter was ${rng.pick(['submitted on the papers', 'heard on ' + fmtDate(rng, addDays(cs.docDate, -20))])}. Having considered the briefing, the Court rules as follows.`,
    `I. BACKGROUND`,
    `Plaintiff alleges that ${rng.pick(['the employer retaliated after a work injury was reported', 'benefits were wrongfully terminated', 'a disability accommodation was refused'])}.`,
    `II. LEGAL STANDARD`,
    rng.pick([
      'A complaint must contain sufficient factual matter, accepted as true, to state a claim that is plausible on its face.',
      'Summary judgment is appropriate when there is no genuine dispute as to any material fact.',
    ]),
    `III. DISCUSSION`,
    rng.pick([
      'The exclusive remedy provisions of the workers compensation law bar the claim as pleaded.',
      'Plaintiff has alleged facts sufficient at this stage.',
      'The record does not show a triable issue.',
    ]),
    `IV. CONCLUSION`,
    `For the reasons above, the ${motion.toLowerCase()} is ${rng.pick(['GRANTED', 'DENIED', 'GRANTED with leave to amend'])}.`,
    'IT IS SO ORDERED.',
    '',
    `Dated: ${fmtDate(rng, cs.docDate)}`,
    person(rng).full.toUpperCase(),
    federal ? rng.pick(['UNITED STATES DISTRICT JUDGE', 'United States Magistrate Judge']) : 'JUDGE OF THE SUPERIOR COURT',
  ];
  for (const b of body) lines.push(...(b.length > 70 ? (b.match(/.{1,68}(\s|$)/g) ?? [b]) : [b]).map((s) => s.trim()));
  return { pages: pleadingPaper(rng, lines, `Order ${ruling} ${motion}`.slice(0, 60)), variant: federal ? 'federal' : 'superior' };
};

/** A clerk's minute order of a superior court department. */
const minuteOrder: Template = (rng, cs) => {
  const pg = newPage(rng);
  pg.add(`SUPERIOR COURT OF CALIFORNIA, COUNTY OF ${rng.pick(['LOS ANGELES', 'RIVERSIDE', 'SANTA CLARA', 'TULARE', 'MONTEREY'])}`);
  pg.add(
    `Dept. ${rng.int(1, 99)}   ${fmtDate(rng, cs.docDate)}   ${time(rng)}`,
    `Honorable ${person(rng).full}, Judge`,
    `Clerk: ${person(rng).full}   Court reporter: ${rng.pick(['none', person(rng).full])}`,
  );
  pg.add(`${rng.int(19, 25)}${rng.pick(['CV', 'STCV', 'CECG'])}${rng.int(10000, 99999)}`, `${cs.applicant.full.toUpperCase()} vs ${cs.employer.toUpperCase()}`);
  pg.add(...styledTitle(rng, rng.pick(['Minute Order', 'Ruling on Submitted Matter', 'Tentative Ruling', 'Proceedings']), 0.2));
  pg.add(
    `Nature of proceedings: ${rng.pick(['Hearing on Motion to Compel', 'Case Management Conference', 'Order to Show Cause re: Dismissal', 'Hearing on Demurrer'])}`,
  );
  pg.para(
    rng.pick([
      'The court having read and considered the papers, the motion is granted. Responses are due within 30 days.',
      "No appearances. The matter is continued on the court's own motion.",
      'The demurrer is overruled. Defendant to answer within 10 days.',
      'The order to show cause is discharged.',
    ]),
  );
  pg.para(rng.pick(['Moving party to give notice.', 'Clerk to give notice.', 'Notice is waived.']));
  pg.add('', rng.pick([`CLERK'S CERTIFICATE OF MAILING: I certify that I served a copy of this minute order on ${fmtDate(rng, cs.docDate, 2)}.`, '']));
  return { pages: paginate(rng, pg.lines), variant: 'minute' };
};

export const ORDERS: Array<[string, Template, number]> = [
  ['ord_findings', findings, 2.5],
  ['ord_short', shortOrder, 2.5],
  ['ord_minutes', minutes, 2],
  ['ord_appellate', appellate, 2],
  ['ord_board_state', boardOtherState, 1.5],
  ['ord_pleading', courtOrderPleading, 1.5],
  ['ord_minute_order', minuteOrder, 1],
];
