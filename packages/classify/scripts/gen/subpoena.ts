/** subpoena: WCAB subpoenas duces tecum (records), subpoenas to appear, civil deposition subpoenas for records. */
import type { Rng } from './rng';
import { type Case, addDays, fmtDate, time } from './context';
import { caption, newPage, paginate, signature } from './layout';
import { COPY_SERVICES, RECORD_HOLDERS } from './pools';
import { one } from './text';
import type { Template } from './types';

function holder(rng: Rng): string {
  return rng.pick(RECORD_HOLDERS).replace('{N}', String(rng.int(1000, 9999)));
}
const RECORDS = [
  'Any and all medical records, including but not limited to charts, notes, X-rays, MRI films and reports, laboratory results, correspondence, billing and payment records pertaining to {NAME}',
  'The complete personnel file, including applications, job descriptions, performance evaluations, disciplinary records, payroll and time records of {NAME}',
  'All pharmacy records, prescription profiles and payment records for {NAME}',
  'All claim files, benefit printouts and correspondence regarding {NAME}',
  'All records of unemployment and state disability insurance claims filed by {NAME}',
  'Any and all diagnostic films, images and radiology reports concerning {NAME}',
];

const sdt: Template = (rng, cs) => {
  const pg = newPage(rng);
  const who = holder(rng);
  const style = rng.int(0, 2);
  const title = style === 2 ? ['SUBPOENA'] : [rng.pick(['SUBPOENA DUCES TECUM', 'Subpoena Duces Tecum', 'SUBPOENA DUCES TECUM (Records Only)'])];
  pg.add(...caption(rng, cs, title));
  pg.para(`THE PEOPLE OF THE STATE OF CALIFORNIA, TO: ${rng.pick(['CUSTODIAN OF RECORDS', 'Custodian of Records', 'PERSON MOST KNOWLEDGEABLE'])}, ${who.toUpperCase()}`);
  if (style === 2) {
    const d = addDays(cs.docDate, rng.int(15, 50));
    pg.para(`YOU ARE ORDERED TO APPEAR as a witness in this action at the ${cs.office[0]} District Office, ${cs.office[1]}, on ${fmtDate(rng, d)} at ${time(rng)}, and to testify.`);
  } else {
    const d = addDays(cs.docDate, rng.int(15, 40));
    const cs2 = rng.pick(COPY_SERVICES);
    pg.para(rng.pick([
      `YOU ARE ORDERED TO PRODUCE the business records described in the attached declaration on or before ${fmtDate(rng, d)} at ${time(rng)}, by delivering a true, legible and durable copy of the records, together with the affidavit of the custodian of records, to: ${cs2}, ${cs.da.address}.`,
      `You are commanded to produce the records described below to ${cs2} no later than ${fmtDate(rng, d)}. You may comply by mailing copies with a completed affidavit.`,
      `YOU ARE ORDERED to produce the documents and things described in the declaration below at the time and place shown: ${fmtDate(rng, d)}, ${time(rng)}, ${cs2}.`,
    ]));
  }
  pg.para(rng.pick([
    'Disobedience of this subpoena may be punished as contempt by the Workers\' Compensation Appeals Board. You will also be liable for the sum of one hundred dollars and all damages resulting from your failure to obey.',
    'Failure to comply with this subpoena may subject you to punishment for contempt and to liability for damages.',
  ]));
  pg.add(`Dated: ${fmtDate(rng, cs.docDate)}`, "WORKERS' COMPENSATION APPEALS BOARD");
  pg.add(...signature(rng, cs.da, [`Issued by attorney: ${cs.da.full}, Esq.`, cs.da.firm]));
  const p1 = paginate(rng, pg.lines, rng.chance(0.6) ? (i) => `WCAB Form ${rng.pick(['30', '32'])} (Rev.) SUBPOENA DUCES TECUM Page ${i}` : undefined, 200);
  const pages = [...p1];
  if (rng.chance(0.8)) {
    const dec = newPage(rng);
    dec.add(rng.pick(['DECLARATION FOR SUBPOENA DUCES TECUM', 'AFFIDAVIT FOR SUBPOENA DUCES TECUM', 'Declaration in Support of Subpoena Duces Tecum']));
    dec.para(`The undersigned states: that ${rng.pick(['he', 'she'])} is the attorney of record for ${rng.pick(['defendants', 'applicant'])} in the above-entitled action; that ${who} has in its possession or under its control the following documents:`);
    dec.para(`${one(rng, cs, RECORDS)}, for the period from ${rng.pick(['five', 'ten', 'seven'])} years prior to the date of injury to the present.`);
    dec.para(one(rng, cs, ['These records are material to the issues in this case because applicant alleges injury to the same body parts and the records will establish whether there is pre-existing disability subject to apportionment.', 'The records are relevant to the claimed earnings and to the issue of temporary disability.', 'The records are necessary to evaluate the claim of cumulative trauma and prior injuries.']));
    dec.para('I declare under penalty of perjury that the foregoing is true and correct.');
    dec.add(`${cs.da.full}, Esq.`, 'Attorney for Defendants');
    pages.push(dec.lines.join('\n'));
  }
  if (rng.chance(0.3)) pages.push(['NOTICE TO CONSUMER OR EMPLOYEE', `TO: ${cs.applicant.full}`, 'PLEASE TAKE NOTICE that records pertaining to you are being sought by the subpoena attached. If you object, you must file papers with the Board before the date specified for production.'].join('\n'));
  return { pages, variant: `s${style}` };
};

const civil: Template = (rng, cs) => {
  const pg = newPage(rng);
  pg.add('SUBP-010', `ATTORNEY OR PARTY WITHOUT ATTORNEY: ${cs.da.full}, ${cs.da.firm}`, `SUPERIOR COURT OF CALIFORNIA, COUNTY OF ${cs.city.toUpperCase()}`, `PLAINTIFF/PETITIONER: ${cs.applicant.full}`, `DEFENDANT/RESPONDENT: ${cs.employer}`);
  pg.add(rng.pick(['DEPOSITION SUBPOENA FOR PRODUCTION OF BUSINESS RECORDS', 'DEPOSITION SUBPOENA FOR PERSONAL APPEARANCE AND PRODUCTION OF DOCUMENTS']), `CASE NUMBER: ${rng.int(10, 99)}STCV${rng.int(10000, 99999)}`);
  pg.para(`THE PEOPLE OF THE STATE OF CALIFORNIA, TO (name, address): Custodian of Records, ${holder(rng)}`);
  pg.para(`1. YOU ARE ORDERED TO PRODUCE THE BUSINESS RECORDS described in item 3, as follows: To (name of deposition officer): ${rng.pick(COPY_SERVICES)} On (date): ${fmtDate(rng, addDays(cs.docDate, 20), 2)} At (time): ${time(rng)}`);
  pg.para(`3. The documents to be produced are: ${one(rng, cs, RECORDS)}.`);
  pg.para('DISOBEDIENCE OF THIS SUBPOENA MAY BE PUNISHED AS CONTEMPT BY THIS COURT. YOU WILL ALSO BE LIABLE FOR THE SUM OF FIVE HUNDRED DOLLARS AND ALL DAMAGES RESULTING FROM YOUR FAILURE TO OBEY.');
  pg.add(`Date issued: ${fmtDate(rng, cs.docDate)}`, `${cs.da.full}`, '(SIGNATURE OF PERSON ISSUING SUBPOENA)');
  return { pages: paginate(rng, pg.lines), variant: 'civil' };
};

export const SUBPOENAS: Array<[string, Template, number]> = [
  ['sdt', sdt, 4],
  ['civil_subpoena', civil, 1],
];
