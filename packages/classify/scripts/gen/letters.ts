/** correspondence: attorney, adjuster, QME-office and employer letters, benefit notices, emails, fax covers. */
import type { Rng } from './rng';
import { type Case, type Person, addDays, fmtDate, mrms, time, weekday } from './context';
import { letterhead, newPage, paginate, reBlock, signature } from './layout';
import { type Bank, fill, one, say } from './text';
import type { Template } from './types';

const AA_TO_CARRIER: Bank = [
  'As you know, this office represents {NAME} in connection with {HIS} claim for workers\' compensation benefits.',
  'Our client has not received temporary disability benefits since {DATE}, although the primary treating physician has kept {HIM} off work. Please reinstate benefits immediately and pay all accrued amounts.',
  'The request for authorization for {PART} surgery submitted by {DR} on {DATE} has not been answered within the time allowed by Labor Code section 4610.',
  'Please provide a copy of the benefit printout, all medical reports in your possession and the employer\'s wage statement for the year before the injury.',
  'If we do not hear from you by {FDATE}, we will file a Declaration of Readiness to Proceed to an expedited hearing and will seek penalties and attorney fees.',
  'We hereby request a panel of qualified medical evaluators in the specialty of {SPEC}.',
  'Enclosed is the report of {DR} dated {DATE}. Please advise whether you will accept the report or object to it.',
  'Our client is entitled to mileage reimbursement for {N2} trips to medical appointments; the itemization is enclosed.',
  'We remind you that all communications regarding this claim must be directed to this office and not to our client.',
  'Please consider this our settlement demand in the amount of {MONEY} by way of Compromise and Release.',
  'Kindly confirm that the supplemental job displacement voucher has been issued.',
  'We object to the utilization review denial dated {DATE} and request independent medical review.',
];
const DA_TO_AA: Bank = [
  'This office represents the defendants in the above-referenced matter.',
  'Please find enclosed a notice of deposition of your client, set for {FDATE} at our office. An interpreter has been requested.',
  'Defendant is willing to resolve this claim by way of Compromise and Release in the amount of {MONEY}, inclusive of all liens.',
  'We are in receipt of your demand. After reviewing the QME report, our client is unable to accept it at this time.',
  'Please have your client sign the enclosed authorizations for release of medical records and return them at your earliest convenience.',
  'We would like to schedule a meet and confer regarding the outstanding discovery before the mandatory settlement conference.',
  'Pursuant to Labor Code section 4062.2, we strike {QME} from the panel.',
  'Please advise whether your client will agree to an agreed medical evaluator in orthopedics.',
  'Our client has authorized the requested treatment; the authorization letter is attached.',
  'Please let us know your availability for a telephone conference next week.',
];
const ADJUSTER: Bank = [
  'We have received the claim form for the injury reported to your employer, {EMP}. We need more information before we can decide whether to accept or deny your claim.',
  'We expect to make a decision no later than {FDATE}. While we make our decision, medical treatment up to $10,000 will be provided.',
  'After investigation, we are denying your claim because the medical evidence does not support that the injury arose out of your employment.',
  'Your claim has been accepted for the {BODY}. Benefits will be provided as required by law.',
  'We are stopping temporary disability payments because your doctor has released you to return to work on {DATE}.',
  'You will receive permanent disability advances of $290.00 per week beginning {FDATE} until the final rating is determined.',
  'If you disagree with this decision, you may contact an Information and Assistance officer of the Division of Workers\' Compensation, or consult an attorney.',
  'You have the right to disagree with decisions affecting your claim. If you have a disagreement, contact your claims administrator first to see if you can resolve it.',
  'Enclosed is a check in the amount of {SMALLMONEY} for mileage reimbursement.',
  'Your employer has offered you regular work at the same wages. Please contact your supervisor within 30 days.',
  'Please complete and return the enclosed wage statement and medical history questionnaire.',
  'This letter is to advise you that your request for reimbursement has been received and is being reviewed.',
  'If you have any questions about this notice, please call me at the number above.',
];
const QME_APPT: Bank = [
  'Please be advised that the panel qualified medical evaluator, {QME}, has scheduled the evaluation of {NAME} for {FDATE} at {TIME}.',
  'The evaluation will take place at the doctor\'s office located at {CITY}. Please arrive 30 minutes early to complete paperwork.',
  'Please advise your client of the appointment and ensure that {HE} brings photo identification and a list of current medications.',
  'An interpreter has been arranged. Transportation can be provided upon request.',
  'Pursuant to 8 CCR section 34, the appointment was scheduled within 60 days of the request.',
  'If the applicant cannot attend, please notify our office at least 6 business days in advance to avoid cancellation fees.',
  'Any records to be reviewed by the evaluator must be served at least 20 days before the appointment.',
];
const COVER: Bank = [
  'Enclosed please find the following documents for filing and service.',
  'Enclosed for your review is a copy of the medical report of {DR} dated {DATE}.',
  'Please find enclosed the signed settlement documents. Kindly forward them to the Board for approval.',
  'As requested, enclosed are copies of the subpoenaed records.',
  'Please file the enclosed documents and return a conformed copy in the envelope provided.',
  'Thank you for your courtesy and cooperation in this matter.',
  'Should you have any questions, please do not hesitate to contact the undersigned.',
];
const TO_CLIENT: Bank = [
  'We wanted to update you on the status of your workers\' compensation case.',
  'Your hearing has been scheduled for {FDATE}. Please call our office so that we can prepare you.',
  'The insurance company has made a settlement offer. Please call us to discuss it; we will not accept any offer without your approval.',
  'Please keep all of your medical appointments and keep a record of your mileage.',
  'Remember not to discuss your case with anyone from the insurance company.',
  'Your deposition has been set for {FDATE}. We will meet one hour before to prepare.',
];
const TO_QME: Bank = [
  'This office represents the applicant. Please accept this letter as the applicant\'s advocacy letter for the upcoming evaluation.',
  'Please address whether the injury to the {BODY} arose out of and in the course of employment.',
  'Please address permanent disability, apportionment under Labor Code sections 4663 and 4664, and the need for future medical care.',
  'Enclosed are the medical records listed on the attached index, served on all parties.',
  'We ask that you comment on the work restrictions and whether the applicant can return to the usual and customary occupation.',
  'Please also address any compensable consequence injuries, including sleep and psyche.',
];
const TO_JUDGE: Bank = [
  'The parties jointly request a continuance of the hearing currently set for {FDATE} because the QME supplemental report is outstanding.',
  'Please accept this letter in lieu of a formal petition regarding the pending discovery dispute.',
  'Applicant\'s counsel has a conflict on the hearing date and respectfully requests that the matter be reset.',
  'Thank you for your consideration of this request.',
];

const CLOSINGS = ['Sincerely,', 'Very truly yours,', 'Respectfully,', 'Best regards,', 'Yours truly,', 'Regards,', 'Cordially,', 'Thank you,'];

function addressee(rng: Rng, p: Person, org: string, addr: string): string[] {
  return rng.pick([
    [p.full, org, ...addr.split(', ').slice(0, 1), addr.split(', ').slice(1).join(', ')],
    [`${p.full}, Esq.`, org, addr],
    [org, `Attn: ${p.full}`, addr],
    [p.full, addr],
  ]);
}

type Sender = 'aa' | 'da' | 'adjuster' | 'qme_office' | 'employer' | 'aa_client' | 'aa_qme' | 'aa_judge' | 'cover';

function letter(rng: Rng, cs: Case, sender: Sender): string[] {
  const pg = newPage(rng);
  const s = sender;
  const me =
    s === 'adjuster' ? { org: cs.tpa, addr: `P.O. Box ${rng.int(1000, 99999)}, ${rng.pick(['Lexington, KY 40512', 'Sacramento, CA 95812', 'Irvine, CA 92623', 'Fresno, CA 93755', 'Rancho Cordova, CA 95670'])}`, phone: `(800) 555-0${rng.int(100, 199)}`, who: cs.adjuster, role: rng.pick(['Claims Examiner', 'Senior Claims Adjuster', 'Workers\' Compensation Claims Representative', 'Claims Specialist']) }
      : s === 'qme_office' && rng.chance(0.5) ? { org: `Office of ${cs.qme.full}, ${cs.qme.degree}`, addr: cs.qme.address, phone: cs.qme.phone, who: cs.adjuster, role: 'Scheduling Coordinator' }
        : s === 'qme_office' ? { org: cs.da.firm, addr: cs.da.address, phone: cs.da.phone, who: cs.da as Person, role: 'Attorney for Defendants' }
        : s === 'employer' ? { org: cs.employer, addr: `${rng.int(100, 9999)} ${rng.pick(['Industrial Way', 'Commerce Drive', 'Main Street'])}, ${cs.city}, CA`, phone: '(555) 555-0100', who: cs.adjuster, role: rng.pick(['Human Resources Manager', 'Return-to-Work Coordinator', 'Risk Manager']) }
          : s === 'da' ? { org: cs.da.firm, addr: cs.da.address, phone: cs.da.phone, who: cs.da as Person, role: 'Attorney for Defendants' }
            : { org: cs.aa.firm, addr: cs.aa.address, phone: cs.aa.phone, who: cs.aa as Person, role: rng.pick(['Attorney at Law', 'Attorney for Applicant', '']) };
  pg.add(...letterhead(rng, me.org, me.addr, me.phone));
  if (s === 'adjuster' && rng.chance(0.5)) pg.add("Workers' Compensation Claims");
  pg.blank(rng);
  pg.add(fmtDate(rng, cs.docDate));
  if (rng.chance(0.35)) pg.add(rng.pick(['VIA EMAIL AND U.S. MAIL', 'Via Facsimile and First Class Mail', 'SENT VIA ELECTRONIC MAIL', 'VIA CERTIFIED MAIL', 'By fax and mail']));
  // Addressee
  if (s === 'aa' || s === 'aa_judge') pg.add(...(s === 'aa_judge' ? [`Honorable ${cs.judge}`, "Workers' Compensation Appeals Board", `${cs.office[0]} District Office`, cs.office[1]] : addressee(rng, cs.adjuster, cs.tpa, `P.O. Box ${rng.int(1000, 99999)}, Sacramento, CA 95812`)));
  else if (s === 'da' || s === 'qme_office' || s === 'cover') pg.add(...addressee(rng, cs.aa, cs.aa.firm, cs.aa.address));
  else if (s === 'aa_qme') pg.add(...addressee(rng, cs.qme, cs.qme.clinic, cs.qme.address));
  else pg.add(cs.applicant.full, `${rng.int(100, 9999)} ${rng.pick(['Elm Street', 'Oak Avenue', 'Maple Drive'])}`, `${cs.city}, CA`);
  pg.blank(rng);
  pg.add(...reBlock(rng, cs));
  const subject: Partial<Record<Sender, string[]>> = {
    adjuster: ['NOTICE OF DELAY - ADDITIONAL INFORMATION NEEDED', 'NOTICE REGARDING DELAY IN DECISION', 'NOTICE OF DENIAL OF CLAIM', 'NOTICE REGARDING TEMPORARY DISABILITY BENEFITS', 'NOTICE REGARDING PERMANENT DISABILITY BENEFITS', 'Acceptance of Claim', 'NOTICE OF OFFER OF REGULAR WORK', 'Request for Information'],
    qme_office: ['NOTICE OF PANEL QME APPOINTMENT', 'APPOINTMENT NOTIFICATION', 'QME APPOINTMENT CONFIRMATION', 'Notice of Appointment'],
    aa: ['Demand for Benefits', 'Request for QME Panel', 'Penalty Demand', 'REQUEST FOR AUTHORIZATION', 'Settlement Demand'],
    da: ['Settlement Offer', 'Deposition of Applicant', 'Meet and Confer'],
    cover: ['Documents Enclosed', 'Transmittal'],
    aa_qme: ['Advocacy Letter', 'Applicant\'s Letter to Panel QME'],
  };
  const subj = subject[s];
  if (subj && rng.chance(s === 'adjuster' || s === 'qme_office' ? 0.85 : 0.3)) pg.add(rng.pick(subj));
  pg.blank(rng);
  const dearName = s === 'adjuster' || s === 'employer' || s === 'aa_client' ? `${mrms(cs.applicant)} ${cs.applicant.last}` : s === 'aa' ? `${mrms(cs.adjuster)} ${cs.adjuster.last}` : s === 'aa_judge' ? `Judge ${cs.judge.split(' ').slice(-1)[0]}` : s === 'aa_qme' ? `Dr. ${cs.qme.last}` : `${mrms(cs.aa)} ${cs.aa.last}`;
  if (rng.chance(0.9)) pg.add(rng.pick([`Dear ${dearName}:`, 'Dear Counsel:', `Dear ${dearName},`, 'To Whom It May Concern:', `Dear ${cs.applicant.first}:`].slice(0, s === 'aa_client' ? 5 : 4)));
  const bank: Bank = { aa: AA_TO_CARRIER, da: DA_TO_AA, adjuster: ADJUSTER, qme_office: QME_APPT, employer: ADJUSTER.slice(9), aa_client: TO_CLIENT, aa_qme: TO_QME, aa_judge: TO_JUDGE, cover: COVER }[s];
  const nPara = rng.int(1, 5);
  for (let i = 0; i < nPara; i++) {
    pg.para(say(rng, cs, bank, 1, 3));
    pg.blank(rng, 0.6);
  }
  if (s === 'qme_office' && rng.chance(0.6)) {
    const d = addDays(cs.docDate, rng.int(20, 60));
    pg.add(`Date: ${weekday(d)}, ${fmtDate(rng, d)}`, `Time: ${time(rng)}`, `Location: ${cs.qme.address}`);
  }
  if (rng.chance(0.5)) pg.para(one(rng, cs, COVER.slice(5)));
  pg.add(...signature(rng, me.who, [s === 'adjuster' || s === 'qme_office' || s === 'employer' ? me.who.full : `${me.who.full}, Esq.`, me.role, me.org].filter(Boolean), rng.pick(CLOSINGS)));
  if (rng.chance(0.4)) pg.add(rng.pick([`cc: ${cs.da.firm}`, 'cc: Client', `cc: ${cs.tpa}`, 'Enclosures', 'Encl.: as stated', `cc: ${cs.aa.firm}`]));
  const footer = s === 'adjuster' && rng.chance(0.5) ? (i: number, n: number) => `Claim ${cs.claimNo} | Page ${i} of ${n}` : undefined;
  return paginate(rng, pg.lines, footer);
}

const SHORT_EMAIL: Bank = [
  'Please confirm the TD rate. Based on the wage statement it should be higher than what is being paid.',
  'Can we move the deposition of {NAME} to next Thursday? Our client has a medical appointment.',
  'Attached is the QME report. Please let me know if you intend to object.',
  'Following up on the RFA for the MRI. Has UR issued a decision?',
  'We received the benefit printout, thanks. Please send the wage statement as well.',
  'Is the carrier willing to discuss settlement before the MSC on {FDATE}?',
  'The applicant will need an interpreter for the evaluation. Please arrange one.',
  'Please send the mileage check to our office.',
];
const email: Template = (rng, cs) => {
  const pg = newPage(rng);
  const from = rng.pick([cs.aa, cs.da]);
  if (rng.chance(0.5)) {
    // Short messages: a couple of lines, few domain words.
    pg.add(`From: ${from.full}`, rng.pick([`Date: ${fmtDate(rng, cs.docDate)}`, `Sent: ${fmtDate(rng, cs.docDate)} ${time(rng)}`]), `To: ${rng.pick([cs.adjuster.full, cs.da.full, cs.aa.full])}`);
    if (rng.chance(0.4)) pg.add(`Cc: ${rng.pick([cs.aa.full, cs.da.full])}`);
    pg.add(`Subject: ${rng.pick([`${cs.applicant.last} / ${cs.adj[0]}`, `${cs.applicant.full} - claim ${cs.claimNo}`, `RE: ${cs.applicant.last}`, 'TD rate', 'Depo'])}`, '');
    pg.add(rng.pick([`${cs.adjuster.first},`, 'Hi,', 'Counsel,', '']));
    pg.para(say(rng, cs, SHORT_EMAIL, 1, 2));
    pg.add(rng.pick(['Thanks,', 'Thank you,', 'Best,', '']), from.first);
    return { pages: paginate(rng, pg.lines), variant: 'email_short' };
  }
  pg.add(`From: ${from.full} <${from.last.toLowerCase()}@${from.firm.split(/[ ,&]/)[0]?.toLowerCase() ?? 'firm'}law.com>`, `Sent: ${weekday(cs.docDate)}, ${fmtDate(rng, cs.docDate)} ${time(rng)}`, `To: ${cs.adjuster.full}`, `Subject: ${rng.pick(['RE:', 'FW:', ''])} ${cs.applicant.full} / ${cs.claimNo}`);
  pg.blank(rng, 0.9);
  pg.add(rng.pick([`${cs.adjuster.first},`, `Hi ${cs.adjuster.first},`, `Dear ${mrms(cs.adjuster)} ${cs.adjuster.last}:`]));
  pg.para(say(rng, cs, rng.pick([AA_TO_CARRIER, DA_TO_AA]), 1, 4));
  pg.add(rng.pick(['Thanks,', 'Thank you,', 'Best,', 'Regards,']), from.full, from.firm, from.phone);
  if (rng.chance(0.4)) pg.add('CONFIDENTIALITY NOTICE: This e-mail may contain privileged attorney-client information. If you received it in error, please delete it.');
  return { pages: paginate(rng, pg.lines), variant: 'email' };
};

const fax: Template = (rng, cs) => {
  const pg = newPage(rng);
  const from = rng.pick([cs.aa, cs.da]);
  pg.add(from.firm, from.address, rng.pick(['FAX COVER SHEET', 'FACSIMILE TRANSMITTAL', 'Fax']));
  pg.add(`To: ${cs.adjuster.full}`, `Company: ${cs.tpa}`, `Fax: (800) 555-0${rng.int(100, 199)}`, `From: ${from.full}`, `Date: ${fmtDate(rng, cs.docDate, 2)}`, `Pages (including cover): ${rng.int(2, 30)}`, `Re: ${cs.applicant.full}; Claim ${cs.claimNo}`);
  pg.para(rng.pick(['Please see attached.', 'Attached is the signed authorization. Please call with any questions.', 'Urgent: please review and respond today.']));
  pg.para('The information contained in this facsimile is confidential and intended only for the addressee. If you received this fax in error, notify us immediately by telephone.');
  return { pages: paginate(rng, pg.lines), variant: 'fax' };
};

function letterTemplate(sender: Sender): Template {
  return (rng, cs) => ({ pages: letter(rng, cs, sender), variant: `${sender}${rng.int(0, 2)}` });
}

export const LETTERS: Array<[string, Template, number]> = [
  ['aa_letter', letterTemplate('aa'), 2.5],
  ['da_letter', letterTemplate('da'), 1.5],
  ['adjuster_letter', letterTemplate('adjuster'), 3],
  ['qme_appt_letter', letterTemplate('qme_office'), 2],
  ['employer_letter', letterTemplate('employer'), 0.7],
  ['client_letter', letterTemplate('aa_client'), 0.7],
  ['qme_advocacy', letterTemplate('aa_qme'), 1],
  ['judge_letter', letterTemplate('aa_judge'), 0.5],
  ['cover_letter', letterTemplate('cover'), 1],
  ['email', email, 0.8],
  ['fax', fax, 0.4],
];

