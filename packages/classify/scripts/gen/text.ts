/** Sentence banks with {TOKENS} filled from the case, so one sentence yields many surface forms. */
import type { Rng } from './rng';
import { type Case, addDays, bodyText, doiText, fmtDate, money, mrms, pronoun, time } from './context';
import { MEDICATIONS } from './pools';

export type Bank = readonly string[];

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function fill(rng: Rng, cs: Case, s: string): string {
  return s.replace(/\{([A-Za-z0-9]+)\}/g, (_m, k: string) => {
    switch (k) {
      case 'NAME':
        return cs.applicant.full;
      case 'FIRST':
        return cs.applicant.first;
      case 'LAST':
        return cs.applicant.last;
      case 'MR':
        return mrms(cs.applicant);
      case 'HE':
        return pronoun(cs.applicant, 'he');
      case 'He':
        return cap(pronoun(cs.applicant, 'he'));
      case 'HIS':
        return pronoun(cs.applicant, 'his');
      case 'His':
        return cap(pronoun(cs.applicant, 'his'));
      case 'HIM':
        return pronoun(cs.applicant, 'him');
      case 'BODY':
        return bodyText(cs);
      case 'PART':
        return cs.bodyParts[0] ?? 'lumbar spine';
      case 'OCC':
        return cs.occupation;
      case 'EMP':
        return cs.employer;
      case 'DOI':
        return doiText(rng, cs);
      case 'DATE':
        return fmtDate(rng, addDays(cs.docDate, -rng.int(5, 400)));
      case 'FDATE':
        return fmtDate(rng, addDays(cs.docDate, rng.int(10, 90)));
      case 'DOCDATE':
        return fmtDate(rng, cs.docDate);
      case 'N1':
        return String(rng.int(2, 9));
      case 'N2':
        return String(rng.int(10, 60));
      case 'PCT':
        return String(rng.pick([5, 10, 15, 20, 25, 30, 35, 40, 50, 60, 70, 75, 80, 85, 90]));
      case 'WPI':
        return String(rng.int(2, 28));
      case 'MED':
        return rng.pick(MEDICATIONS);
      case 'DR':
        return `Dr. ${cs.doctor.last}`;
      case 'DRFULL':
        return `${cs.doctor.full}, ${cs.doctor.degree}`;
      case 'QME':
        return `Dr. ${cs.qme.last}`;
      case 'INS':
        return cs.insurer;
      case 'TPA':
        return cs.tpa;
      case 'AA':
        return `${cs.aa.full}, Esq.`;
      case 'DA':
        return `${cs.da.full}, Esq.`;
      case 'FIRM':
        return cs.aa.firm;
      case 'DAFIRM':
        return cs.da.firm;
      case 'OFFICE':
        return `${cs.office[0]} District Office`;
      case 'ADJ':
        return cs.adj[0] ?? 'ADJ0000000';
      case 'CLAIM':
        return cs.claimNo;
      case 'JUDGE':
        return cs.judge;
      case 'MONEY':
        return money(rng.int(15, 900) * 100);
      case 'SMALLMONEY':
        return money(rng.int(50, 9000) + rng.int(0, 99) / 100);
      case 'CITY':
        return cs.city;
      case 'ADJUSTER':
        return cs.adjuster.full;
      case 'SPEC':
        return cs.qme.specialty;
      case 'TIME':
        return time(rng);
      default:
        return k;
    }
  });
}

/** k distinct sentences from a bank, filled. */
export function say(rng: Rng, cs: Case, bank: Bank, lo = 1, hi = lo): string {
  return rng
    .sample(bank, rng.int(lo, hi))
    .map((s) => fill(rng, cs, s))
    .join(' ');
}

export function one(rng: Rng, cs: Case, bank: Bank): string {
  return fill(rng, cs, rng.pick(bank));
}

/** A heading in one of the usual typographic styles. */
export function heading(rng: Rng, text: string, style = rng.int(0, 3)): string {
  if (style === 0) return text.toUpperCase();
  if (style === 1) return `${text.toUpperCase()}:`;
  if (style === 2) return text.replace(/\b([a-z])/g, (m) => m.toUpperCase());
  return `${text.replace(/\b([a-z])/g, (m) => m.toUpperCase())}:`;
}
