/** billing: itemized bills, CMS-1500 and UB-04 claim forms, Explanations of Review, lien itemizations, invoices. */
import type { Rng } from './rng';
import { type Case, addDays, doiText, fmtDate, money, adjList, caseNoLabel } from './context';
import { letterhead, newPage, paginate } from './layout';
import { COPY_SERVICES, DIAGNOSES, PROCEDURES } from './pools';
import type { Template } from './types';

interface Row {
  date: Date;
  code: string;
  desc: string;
  units: number;
  charge: number;
}
function rows(rng: Rng, cs: Case, n: number): Row[] {
  return Array.from({ length: n }, () => {
    const [code, desc, price] = rng.pick(PROCEDURES);
    const units = code.startsWith('97') ? rng.int(1, 4) : 1;
    return { date: addDays(cs.docDate, -rng.int(5, 200)), code, desc, units, charge: Math.round(price * units * 100) / 100 };
  });
}
function total(rs: Row[]): number {
  return Math.round(rs.reduce((a, r) => a + r.charge, 0) * 100) / 100;
}
function rowLine(rng: Rng, r: Row, style: number): string {
  const d = fmtDate(rng, r.date, style === 0 ? rng.int(0, 3) : 2);
  if (style === 0) return `${d} ${r.code} ${r.desc} ${r.units} ${money(r.charge)}`;
  if (style === 1) return `${d} | ${r.code} | ${r.desc} | ${r.units} | ${money(r.charge)}`;
  return `${d}  ${r.code}  ${r.desc.slice(0, 28)}  ${money(r.charge)}`;
}

const itemized: Template = (rng, cs) => {
  const pg = newPage(rng);
  const rs = rows(rng, cs, rng.int(3, 28));
  const style = rng.int(0, 2);
  pg.add(...letterhead(rng, cs.doctor.clinic, cs.doctor.address, cs.doctor.phone));
  if (rng.chance(0.5)) pg.add(`Tax ID ${rng.int(10, 99)}-${rng.int(1000000, 9999999)}`);
  if (!rng.chance(0.08)) pg.add(rng.pick(['ITEMIZED STATEMENT OF SERVICES', 'ITEMIZED BILLING', 'STATEMENT OF CHARGES', 'Itemized Statement', 'BILLING STATEMENT', 'PATIENT LEDGER', 'STATEMENT OF ACCOUNT']));
  pg.add(`Patient: ${cs.applicant.full}`, `Employer: ${cs.employer}`, `${rng.pick(['Claims Administrator', 'Bill To', 'Payer'])}: ${cs.tpa}`, `Claim No.: ${cs.claimNo}`, `Date of Injury: ${doiText(rng, cs)}`);
  if (rng.chance(0.4)) pg.add(`${caseNoLabel(rng, cs)} ${adjList(rng, cs)}`);
  pg.add(`Statement Date: ${fmtDate(rng, cs.docDate)}`);
  pg.add(rng.pick(['DOS CPT Description Units Charge', 'Date of Service | Code | Description | Units | Amount', 'Date Code Description Amount']));
  for (const r of rs) pg.add(rowLine(rng, r, style));
  const t = total(rs);
  const paid = rng.chance(0.3) ? Math.round(t * rng.next() * 50) / 100 : 0;
  pg.add(rng.pick([`TOTAL BILLED: ${money(t)} PAYMENTS: ${money(paid)} BALANCE DUE: ${money(t - paid)}`, `Total Charges ${money(t)}`, `Balance Due: ${money(t - paid)}`]));
  if (rng.chance(0.7)) pg.para(rng.pick([
    'Payment is due within 15 working days of receipt of an electronically submitted bill or 45 days of a paper bill pursuant to Labor Code section 4603.2. Penalty and interest will accrue on late payment.',
    'This bill is submitted in accordance with the Official Medical Fee Schedule. Please remit payment to the address above.',
    'Please include the claim number with your payment. Questions about this statement? Call our billing office.',
  ]));
  return { pages: paginate(rng, pg.lines, rng.chance(0.5) ? (i, n) => `Statement for ${cs.applicant.full} - Page ${i} of ${n}` : undefined), variant: `s${style}` };
};

const cms1500: Template = (rng, cs) => {
  const pg = newPage(rng);
  const rs = rows(rng, cs, rng.int(1, 6));
  pg.add(rng.pick(['HEALTH INSURANCE CLAIM FORM', 'HEALTH INSURANCE CLAIM FORM CMS-1500']), 'APPROVED BY NATIONAL UNIFORM CLAIM COMMITTEE (NUCC) 02/12');
  pg.add('1. MEDICARE MEDICAID TRICARE CHAMPVA GROUP FECA OTHER [X]');
  pg.add(`1a. INSURED'S I.D. NUMBER: ${cs.claimNo}`);
  pg.add(`2. PATIENT'S NAME: ${cs.applicant.last.toUpperCase()}, ${cs.applicant.first.toUpperCase()} 3. PATIENT'S BIRTH DATE: ${fmtDate(rng, cs.dob, 2)} SEX ${cs.applicant.female ? 'F' : 'M'}`);
  pg.add(`4. INSURED'S NAME: ${cs.employer.toUpperCase()} 7. INSURED'S ADDRESS: ${cs.city.toUpperCase()}, CA`);
  pg.add('10a. IS PATIENT\'S CONDITION RELATED TO: EMPLOYMENT? (CURRENT OR PREVIOUS) [X] YES', `11c. INSURANCE PLAN NAME: ${cs.insurer.toUpperCase()}`);
  pg.add(`14. DATE OF CURRENT ILLNESS, INJURY: ${fmtDate(rng, cs.doi.start, 2)} QUAL 431`);
  pg.add(`21. DIAGNOSIS OR NATURE OF ILLNESS OR INJURY (ICD Ind. 0): ${rng.sample(DIAGNOSES, 2).map(([c], i) => `${'AB'[i]}. ${c}`).join(' ')}`);
  pg.add('24A. DATE(S) OF SERVICE D. PROCEDURES, SERVICES OR SUPPLIES CPT/HCPCS F. $ CHARGES G. DAYS OR UNITS');
  for (const r of rs) pg.add(`${fmtDate(rng, r.date, 2)} ${r.code} ${rng.chance(0.5) ? r.desc + ' ' : ''}${money(r.charge)} ${r.units}`);
  pg.add(`25. FEDERAL TAX I.D. NUMBER ${rng.int(10, 99)}-${rng.int(1000000, 9999999)} 26. PATIENT'S ACCOUNT NO. ${rng.int(10000, 99999)} 28. TOTAL CHARGE ${money(total(rs))} 29. AMOUNT PAID $0.00`);
  pg.add(`31. SIGNATURE OF PHYSICIAN OR SUPPLIER: ${cs.doctor.full}, ${cs.doctor.degree} DATE ${fmtDate(rng, cs.docDate, 2)}`);
  pg.add(`32. SERVICE FACILITY LOCATION INFORMATION: ${cs.doctor.clinic.toUpperCase()} 33. BILLING PROVIDER INFO & PH # NPI ${rng.int(1000000000, 1999999999)}`);
  pg.add(rng.pick(['NUCC Instruction Manual available at: www.nucc.org PLEASE PRINT OR TYPE APPROVED OMB-0938-1197 FORM 1500 (02-12)', 'FORM CMS-1500 (02-12)', '']));
  return { pages: paginate(rng, pg.lines), variant: 'cms' };
};

const ub04: Template = (rng, cs) => {
  const pg = newPage(rng);
  pg.add(`1 ${cs.doctor.clinic.toUpperCase()}`, `${cs.doctor.address}`, '4 TYPE OF BILL 0131', `5 FED. TAX NO. ${rng.int(10, 99)}-${rng.int(1000000, 9999999)}`, `6 STATEMENT COVERS PERIOD FROM ${fmtDate(rng, addDays(cs.docDate, -30), 2)} THROUGH ${fmtDate(rng, cs.docDate, 2)}`);
  pg.add(`8 PATIENT NAME ${cs.applicant.last.toUpperCase()}, ${cs.applicant.first.toUpperCase()}`, `10 BIRTHDATE ${fmtDate(rng, cs.dob, 2)}`, '42 REV. CD. 43 DESCRIPTION 44 HCPCS/RATE 45 SERV. DATE 46 SERV. UNITS 47 TOTAL CHARGES');
  const rs = rows(rng, cs, rng.int(2, 8));
  for (const r of rs) pg.add(`${rng.pick(['0320', '0420', '0450', '0510', '0610', '0250'])} ${r.desc.toUpperCase()} ${r.code} ${fmtDate(rng, r.date, 2)} ${r.units} ${money(r.charge)}`);
  pg.add(`0001 TOTAL ${money(total(rs))}`, `50 PAYER NAME ${cs.insurer.toUpperCase()} WORKERS COMP`, `60 INSURED'S UNIQUE ID ${cs.claimNo}`, `67 PRIN. DIAG. CD. ${rng.pick(DIAGNOSES)[0]}`, 'UB-04 CMS-1450 APPROVED OMB NO. 0938-0997 NUBC');
  return { pages: paginate(rng, pg.lines), variant: 'ub' };
};

const eor: Template = (rng, cs) => {
  const pg = newPage(rng);
  const rs = rows(rng, cs, rng.int(2, 12));
  pg.add(`${rng.pick(['CompAlliance Bill Review', 'Medata Bill Review', 'Mitchell Bill Review Services', 'Coventry Review Center', 'CorVel Bill Review', 'Precision Bill Review'])} on behalf of ${cs.tpa}`);
  pg.add(rng.pick(['EXPLANATION OF REVIEW', 'EXPLANATION OF BILL REVIEW', 'Explanation of Review (EOR)']));
  pg.add(`Provider: ${cs.doctor.clinic}`, `Patient: ${cs.applicant.full}`, `Employer: ${cs.employer}`, `Claim #: ${cs.claimNo}`, `Date of Injury: ${doiText(rng, cs)}`, `Review Date: ${fmtDate(rng, cs.docDate)}`);
  pg.add(rng.pick(['DOS Code Billed Allowed Reason', 'Date of Service Procedure Charge Allowance Explanation']));
  for (const r of rs) {
    const allowed = Math.round(r.charge * rng.pick([1, 0.82, 0.9, 0, 0.65]) * 100) / 100;
    pg.add(`${fmtDate(rng, r.date, rng.int(0, 3))} ${r.code} ${money(r.charge)} ${money(allowed)} ${allowed === r.charge ? '' : rng.pick(['R22', 'R15', 'D04', 'N1'])}`);
  }
  pg.para(rng.pick([
    'REASON CODES: R22 - Reduced per the Official Medical Fee Schedule (OMFS), 8 CCR section 9789.10 et seq. D04 - Denied, no authorization on file.',
    'Explanation codes: N1 - The charge exceeds the fee schedule allowance. R15 - Duplicate billing.',
  ]));
  pg.para('If you disagree with the amount paid, you may request a second bill review within 90 days of service of this explanation of review. If you remain dissatisfied, you may request Independent Bill Review (IBR).');
  pg.add(`Total billed ${money(total(rs))}`, `EOR ${rng.int(100000, 999999)} Page 1 of 1`);
  return { pages: paginate(rng, pg.lines), variant: 'eor' };
};

const lienItem: Template = (rng, cs) => {
  const pg = newPage(rng);
  const rs = rows(rng, cs, rng.int(3, 20));
  pg.add(rng.pick(["WORKERS' COMPENSATION APPEALS BOARD", cs.doctor.clinic]));
  pg.add(rng.pick(['LIEN ITEMIZATION', 'ITEMIZATION OF LIEN', 'ITEMIZED STATEMENT IN SUPPORT OF LIEN', 'Lien Claimant Itemization']));
  pg.add(`Lien Claimant: ${cs.doctor.clinic}`, `Applicant: ${cs.applicant.full}`, `${caseNoLabel(rng, cs)} ${adjList(rng, cs)}`, `Employer: ${cs.employer}`, `Defendant: ${cs.insurer}`);
  pg.add('Date of Service Code Description Billed Paid Balance');
  let balance = 0;
  for (const r of rs) {
    const paid = rng.chance(0.4) ? Math.round(r.charge * 0.6 * 100) / 100 : 0;
    balance += r.charge - paid;
    pg.add(`${fmtDate(rng, r.date, 2)} ${r.code} ${r.desc} ${money(r.charge)} ${money(paid)} ${money(r.charge - paid)}`);
  }
  pg.add(`TOTAL LIEN BALANCE: ${money(balance)}`);
  pg.para('The lien claimant requests allowance of the lien in the amount stated, plus penalties and interest pursuant to Labor Code section 4603.2. A lien activation fee has been paid.');
  pg.add(`Dated: ${fmtDate(rng, cs.docDate)}`, `${cs.adjuster.full}, Lien Representative`);
  return { pages: paginate(rng, pg.lines), variant: 'lien' };
};

const invoice: Template = (rng, cs) => {
  const pg = newPage(rng);
  const kind = rng.int(0, 2);
  const vendor = kind === 0 ? rng.pick(COPY_SERVICES) : kind === 1 ? rng.pick(['Certified Interpreting Services', 'LanguageLink Interpreters', 'Accurate Interpreting LLC']) : `${cs.qme.full}, ${cs.qme.degree}`;
  pg.add(vendor, `${rng.int(100, 9999)} Commerce Drive, ${cs.city}, CA`, rng.pick(['INVOICE', 'Invoice', 'MEDICAL-LEGAL INVOICE', 'INVOICE / BILL']));
  pg.add(`Invoice No.: ${rng.int(10000, 999999)}`, `Invoice Date: ${fmtDate(rng, cs.docDate)}`, `Bill To: ${cs.tpa}`, `Re: ${cs.applicant.full}`, `Claim No.: ${cs.claimNo}`);
  const items: Array<[string, number]> = kind === 0
    ? [['Records retrieval - ' + rng.pick(['Kaiser Permanente', 'U.S. HealthWorks', 'employer personnel file']), 75], ['Subpoena preparation and service', 45], ['Copies, per page (' + rng.int(20, 400) + ' pages)', rng.int(10, 120)], ['Certificate of no records', 15], ['Witness fee', 15]]
    : kind === 1
      ? [['Interpreter services at QME evaluation, ' + rng.int(2, 4) + ' hours minimum', rng.int(200, 400)], ['Mileage', rng.int(20, 80)], ['Interpreter at deposition', rng.int(250, 500)]]
      : [['ML104 Complex comprehensive medical-legal evaluation', 2600], ['ML106 Supplemental report', 250], ['Record review, additional pages', rng.int(100, 900)], ['ML-PRR prompt report submission', 0]];
  let t = 0;
  for (const [d, a] of rng.sample(items, rng.int(2, items.length))) {
    t += a;
    pg.add(`${d} ${money(a)}`);
  }
  pg.add(`Amount Due: ${money(t)}`, rng.pick(['Payment due within 60 days per 8 CCR 9793 and 9794.', 'Please remit to the address above. Thank you for your business.', 'Terms: Net 30']));
  return { pages: paginate(rng, pg.lines), variant: `inv${kind}` };
};

const sbr: Template = (rng, cs) => {
  const pg = newPage(rng);
  pg.add('State of California', "Division of Workers' Compensation", rng.pick(['REQUEST FOR SECOND BILL REVIEW', 'Request for Second Review (SBR-1)']));
  pg.add(`Provider: ${cs.doctor.clinic}`, `Employee: ${cs.applicant.full}`, `Claim Number: ${cs.claimNo}`, `Claims Administrator: ${cs.tpa}`, `Date of EOR: ${fmtDate(rng, cs.docDate, 2)}`);
  const rs = rows(rng, cs, rng.int(1, 5));
  pg.add('Date of Service Billing Code Amount Billed Amount Paid Amount in Dispute');
  for (const r of rs) pg.add(`${fmtDate(rng, r.date, 2)} ${r.code} ${money(r.charge)} ${money(r.charge * 0.5)} ${money(r.charge * 0.5)}`);
  pg.para('Basis for the request: the services were authorized and billed in accordance with the Official Medical Fee Schedule; the reduction was improper.');
  pg.add('SBR-1 (Rev. 01/2013)');
  return { pages: paginate(rng, pg.lines), variant: 'sbr' };
};

export const BILLING: Array<[string, Template, number]> = [
  ['itemized', itemized, 3],
  ['cms1500', cms1500, 2],
  ['ub04', ub04, 0.7],
  ['eor', eor, 2],
  ['lien_item', lienItem, 1.2],
  ['invoice', invoice, 1.2],
  ['sbr', sbr, 0.5],
];
