/** A fictitious workers' compensation case, and formatting helpers shared by the document templates. */
import type { Rng } from './rng';
import * as P from './pools';

export interface Person {
  first: string;
  last: string;
  full: string;
  female: boolean;
}
export interface Lawyer extends Person {
  firm: string;
  address: string;
  phone: string;
}
export interface Doctor extends Person {
  degree: string;
  specialty: string;
  clinic: string;
  address: string;
  phone: string;
}
export interface Case {
  applicant: Person;
  employer: string;
  insurer: string;
  tpa: string;
  adj: string[];
  claimNo: string;
  doi: { start: Date; end?: Date };
  occupation: string;
  bodyParts: string[];
  aa: Lawyer;
  da: Lawyer;
  doctor: Doctor;
  qme: Doctor;
  adjuster: Person;
  judge: string;
  office: [string, string];
  city: string;
  docDate: Date;
  dob: Date;
}

export function person(rng: Rng): Person {
  const first = rng.pick(P.FIRST_NAMES);
  const last = rng.pick(P.LAST_NAMES);
  const middle = rng.chance(0.15) ? ` ${String.fromCharCode(65 + rng.int(0, 25))}.` : '';
  return { first, last, full: `${first}${middle} ${last}`, female: P.FEMALE_NAMES.has(first) };
}

export function street(rng: Rng): string {
  return `${rng.int(100, 19999)} ${rng.pick(P.STREETS)}`;
}
export function cityLine(rng: Rng, city = rng.pick(P.CITIES)): string {
  return `${city}, ${rng.pick(['CA', 'California', 'CA'])} ${rng.int(90001, 96162)}`;
}
export function address(rng: Rng): string {
  const suite = rng.chance(0.5) ? `, Suite ${rng.int(1, 19)}${rng.pick(['00', '10', '50', '20'])}` : '';
  return `${street(rng)}${suite}, ${cityLine(rng)}`;
}
export function phone(rng: Rng): string {
  const area = rng.pick(['213', '310', '323', '408', '415', '510', '559', '562', '619', '626', '661', '714', '760', '805', '818', '909', '916', '949']);
  return rng.pick([`(${area}) 555-0${rng.int(100, 199)}`, `${area}-555-0${rng.int(100, 199)}`, `${area}.555.0${rng.int(100, 199)}`]);
}

export function company(rng: Rng): string {
  if (rng.chance(0.12)) return rng.pick(P.PUBLIC_EMPLOYERS);
  const suffix = rng.pick(P.COMPANY_SUFFIXES);
  return `${rng.pick(P.COMPANY_STEMS)} ${rng.pick(P.COMPANY_KINDS)}${suffix ? (suffix === 'Inc.' || suffix === 'LLC' ? ', ' : ' ') + suffix : ''}`;
}

export function lawFirm(rng: Rng): string {
  const [a, b, c] = rng.sample(P.LAW_FIRM_PARTS, 3);
  return rng
    .pick(P.FIRM_TEMPLATES)
    .replace('{A}', a ?? 'Alvarado')
    .replace('{B}', b ?? 'Brennan')
    .replace('{C}', c ?? 'Castro')
    .replace('{S}', rng.pick(P.LAW_FIRM_SUFFIXES));
}

function lawyer(rng: Rng): Lawyer {
  const p = person(rng);
  return { ...p, firm: lawFirm(rng), address: address(rng), phone: phone(rng) };
}

export function doctor(rng: Rng): Doctor {
  const p = person(rng);
  const specialty = rng.pick(P.SPECIALTIES);
  const degree =
    specialty === 'chiropractic'
      ? 'D.C.'
      : specialty === 'psychology'
        ? rng.pick(['Ph.D.', 'Psy.D.'])
        : rng.pick(P.DEGREES.slice(0, 2).concat(P.DEGREES.slice(5)));
  return {
    ...p,
    degree,
    specialty,
    clinic: `${rng.pick(P.COMPANY_STEMS)} ${rng.pick(P.CLINIC_WORDS)}`,
    address: address(rng),
    phone: phone(rng),
  };
}

function digits(rng: Rng, n: number): string {
  let s = String(rng.int(1, 9));
  while (s.length < n) s += String(rng.int(0, 9));
  return s;
}

export function adjNumber(rng: Rng): string {
  return `ADJ${digits(rng, rng.pick([7, 7, 8, 8, 8]))}`;
}

export function claimNumber(rng: Rng): string {
  return rng.pick([
    () => `WC${digits(rng, 8)}`,
    () => `${digits(rng, 8)}-${digits(rng, 3)}`,
    () => `${rng.int(2019, 2025)}-${digits(rng, 6)}-WC`,
    () => `${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}-${digits(rng, 7)}`,
    () => digits(rng, 10),
    () => `${digits(rng, 4)}${String.fromCharCode(65 + rng.int(0, 25))}${digits(rng, 5)}`,
  ])();
}

export function date(rng: Rng, fromYear = 2019, toYear = 2026): Date {
  return new Date(Date.UTC(rng.int(fromYear, toYear), rng.int(0, 11), rng.int(1, 28)));
}
export function addDays(d: Date, n: number): Date {
  return new Date(d.getTime() + n * 86400000);
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A date in one of the styles seen in law-office paper. */
export function fmtDate(rng: Rng, d: Date, style = rng.int(0, 13)): string {
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + 1;
  const day = d.getUTCDate();
  const mm = String(m).padStart(2, '0');
  const dd = String(day).padStart(2, '0');
  switch (style) {
    case 0:
    case 1:
      return `${MONTHS[m - 1]} ${day}, ${y}`;
    case 2:
      return `${mm}/${dd}/${y}`;
    case 3:
      return `${m}/${day}/${y}`;
    case 4:
      return `${m}-${day}-${String(y).slice(2)}`;
    case 5:
      return `${MONTHS[m - 1]?.slice(0, 3)}. ${day}, ${y}`;
    case 6:
      return `${day} ${MONTHS[m - 1]} ${y}`;
    case 8:
      return `${dd}.${mm}.${y}`;
    case 9:
      return `${y}-${mm}-${dd}`;
    case 10:
      return `${DAYS[d.getUTCDay()]}, ${MONTHS[m - 1]} ${day}, ${y}`;
    case 11:
      return `${dd}-${MONTHS[m - 1]?.slice(0, 3).toUpperCase()}-${y}`;
    case 12:
      return `${day}/${m}/${String(y).slice(2)}`;
    default:
      return `${MONTHS[m - 1]?.toUpperCase()} ${day}, ${y}`;
  }
}
export function weekday(d: Date): string {
  return DAYS[d.getUTCDay()] ?? 'Monday';
}
export function time(rng: Rng): string {
  const h = rng.pick([8, 8, 9, 9, 10, 10, 11, 13, 13, 14, 15]);
  const m = rng.pick(['00', '00', '15', '30', '30', '45']);
  const h12 = h > 12 ? h - 12 : h;
  return rng.pick([`${h12}:${m} ${h < 12 ? 'a.m.' : 'p.m.'}`, `${h12}:${m} ${h < 12 ? 'AM' : 'PM'}`, `${h12}:${m} ${h < 12 ? 'am' : 'pm'}`]);
}
export function money(n: number): string {
  return `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export function doiText(rng: Rng, cs: Case): string {
  if (cs.doi.end) {
    return rng.pick([
      `CT ${fmtDate(rng, cs.doi.start)} to ${fmtDate(rng, cs.doi.end)}`,
      `${fmtDate(rng, cs.doi.start)} - ${fmtDate(rng, cs.doi.end)} (CT)`,
      `CT: ${fmtDate(rng, cs.doi.start, 2)} - ${fmtDate(rng, cs.doi.end, 2)}`,
      `cumulative trauma through ${fmtDate(rng, cs.doi.end)}`,
    ]);
  }
  return fmtDate(rng, cs.doi.start);
}

export function makeCase(rng: Rng): Case {
  const nAdj = rng.pick([1, 1, 1, 1, 2, 2, 3]);
  const start = date(rng, 2015, 2024);
  const ct = rng.chance(0.3);
  const docDate = addDays(start, rng.int(120, 1400));
  const last = rng.pick(P.JUDGE_FIRST);
  return {
    applicant: person(rng),
    employer: company(rng),
    insurer: rng.pick(P.INSURERS),
    tpa: rng.pick(P.TPAS),
    adj: Array.from({ length: nAdj }, () => adjNumber(rng)),
    claimNo: claimNumber(rng),
    doi: ct ? { start, end: addDays(start, rng.int(200, 2000)) } : { start },
    occupation: rng.pick(P.OCCUPATIONS),
    bodyParts: rng.sample(P.BODY_PARTS, rng.int(1, 3)),
    aa: lawyer(rng),
    da: lawyer(rng),
    doctor: doctor(rng),
    qme: doctor(rng),
    adjuster: person(rng),
    judge: `${last} ${String.fromCharCode(65 + rng.int(0, 25))}. ${rng.pick(P.LAST_NAMES)}`,
    office: rng.pick(P.DISTRICT_OFFICES),
    city: rng.pick(P.CITIES),
    docDate,
    dob: date(rng, 1955, 2000),
  };
}

export function adjList(rng: Rng, cs: Case): string {
  const sep = rng.pick([', ', '; ', ' / ', ' and ', ', ']);
  return cs.adj.join(sep);
}
export function caseNoLabel(rng: Rng, cs: Case): string {
  const many = cs.adj.length > 1;
  return rng.pick(
    many
      ? ['Case Nos.:', 'WCAB Case Nos.', 'Case No(s).:', 'ADJ Nos.:', 'WCAB Nos.:', 'Case Numbers:']
      : ['Case No.:', 'WCAB Case No.', 'Case Number:', 'ADJ No.:', 'WCAB No.:', 'Case No(s).:'],
  );
}
export function mrms(p: Person): string {
  return p.female ? 'Ms.' : 'Mr.';
}
export function upperName(p: Person): string {
  return p.full.toUpperCase();
}
export function pronoun(p: Person, kind: 'he' | 'his' | 'him'): string {
  if (kind === 'he') return p.female ? 'she' : 'he';
  if (kind === 'his') return p.female ? 'her' : 'his';
  return p.female ? 'her' : 'him';
}
export function bodyText(cs: Case): string {
  const b = cs.bodyParts;
  return b.length <= 1 ? (b[0] ?? 'lumbar spine') : `${b.slice(0, -1).join(', ')} and ${b[b.length - 1]}`;
}
