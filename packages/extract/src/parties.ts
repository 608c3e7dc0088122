/**
 * People and organisations in party roles: applicant, employer, insurers and claims administrators,
 * attorneys and law firms, physicians (authors of medical reports), deponents, lien claimants and
 * billing providers. Judges, court reporters and interpreters are not parties and are left out.
 */
import { applicantMentions, bestMention, employerMentions } from './applicant';
import { isAdministrator, isInsurer, parseCaption, splitAdministrator } from './caption';
import { findFields, LABELS } from './fields';
import { normalizeOrgName, normalizePersonName, partyKey } from './names';
import { normalizeText } from './text';

export interface Parties {
  applicant?: string;
  employer?: string;
  insurers: string[];
  administrators: string[];
  attorneys: string[];
  lawFirms: string[];
  physicians: string[];
  deponents: string[];
  lienClaimants: string[];
  providers: string[];
  /** Other named parties (records custodians served with a subpoena, claims examiners). */
  others: string[];
}

const CAP_WORD = "(?:[A-Z][A-Za-z.'\\-]*|&)";
/** Words that start a line or phrase before a firm name but are not part of it. */
const LEADING_NOISE = /^(?:(?:At|By|BY|To|For|From|cc|CC|Re|RE|Attn|Via|Payee|Amount|Party|Address|Method|Esq\.?|and)\b[.:]?\s+)+/;
/** "Solov & Teitell, A Law Corporation", "Mullen & Filippi, LLP", "Law Offices of Ramirez & Stein". */
const LAW_FIRM = new RegExp(
  [
    `${CAP_WORD}(?:[ ,]+${CAP_WORD}){0,6},?[ \\t]+(?:LLP|L\\.L\\.P\\.|APC|A\\.P\\.C\\.|APLC|A\\s+(?:Professional\\s+)?Law\\s+Corporation|A\\s+Professional\\s+Corporation)\\b\\.?`,
    `Law[ \\t]+Offices?[ \\t]+of[ \\t]+${CAP_WORD}(?:[ \\t]+(?:&|and|${CAP_WORD})){0,4}`,
    `(?:${CAP_WORD}[ \\t]+){1,5}Law[ \\t]+(?:Group|Firm|Center|Corporation|Offices?)\\b`,
    `(?:${CAP_WORD}[ \\t]+){1,4}&[ \\t]+Associates\\b`,
  ].join('|'),
  'g',
);
const LAW_FIRM_CI = new RegExp(LAW_FIRM.source, 'gi');
/**
 * Every LAW_FIRM match contains one of these words. LAW_FIRM backtracks over the words after each capital
 * letter of the text, so a text without any of them skips it.
 */
const FIRM_WORD = /LLP|L\.L\.P\.|APC|A\.P\.C\.|APLC|Law|Professional|Associates/;
const PHYSICIAN = /\b([A-Z][A-Za-z.'\-]+(?:[ \t]+[A-Z][A-Za-z.'\-]*){1,3}),[ \t]*(?:M\.?\s?D|D\.?\s?O|D\.?\s?C|Ph\.?\s?D|Psy\.?\s?D|D\.?P\.?M)\b\.?/g;
const DR_NAME = /\bDr\.?[ \t]+([A-Z][a-z]+(?:[ \t]+[A-Z]\.)?[ \t]+[A-Z][A-Za-z'\-]+)\b/g;
const ATTORNEY = /\b([A-Z][A-Za-z.'\-]+(?:[ \t]+[A-Z][A-Za-z.'\-]*){1,3}),?[ \t]+Esq\b\.?/g;

export function findParties(rawText: string): Parties {
  const text = normalizeText(rawText);
  const p: Parties = {
    insurers: [],
    administrators: [],
    attorneys: [],
    lawFirms: [],
    physicians: [],
    deponents: [],
    lienClaimants: [],
    providers: [],
    others: [],
  };
  const org = (list: string[], raw: string | undefined) => {
    const n = raw ? normalizeOrgName(raw) : undefined;
    if (n) list.push(n);
  };
  const person = (list: string[], raw: string | undefined) => {
    const n = raw ? normalizePersonName(raw) : undefined;
    if (n) list.push(n);
  };

  const applicants = applicantMentions(text);
  p.applicant = bestMention(applicants)?.name;
  const employers = employerMentions(text);
  p.employer = (employers.find((e) => e.source === 'caption') ?? employers.find((e) => e.source === 'field') ?? employers[0])?.name;

  // Caption defendants other than the employer.
  const caption = parseCaption(text);
  if (caption) {
    p.insurers.push(...caption.insurers);
    p.administrators.push(...caption.administrators);
    for (const d of caption.defendants) if (d !== caption.employer && !caption.insurers.includes(d)) p.others.push(d);
  }
  // "Insurance: Zenith Insurance Company (Sedgwick ...)", "Claims Administrator: X for Y", "Insured: ICW Group".
  for (const h of [...findFields(text, LABELS.insurer), ...findFields(text, LABELS.insurerTable, { capsWithoutColon: true })]) {
    if (/insured'?s/i.test(h.label)) continue;
    const [main, admin] = splitAdministrator(h.value.split(/\s{2,}|\s\|\s|\s(?=P\.?\s?O\.?\s+Box)|\s\d{2,6}\s/)[0] ?? '');
    org(p.insurers, main);
    org(p.administrators, admin);
  }
  for (const h of findFields(text, LABELS.administrator, { capsWithoutColon: true })) {
    const value = h.value.split(/\s(?=P\.?\s?O\.?\s+Box)|\s\d{2,6}\s/)[0] ?? '';
    const m = /^(.*?)\s+(?:for|on\s+behalf\s+of|as\s+administrator\s+for)\s+(.+)$/i.exec(value);
    if (m) {
      org(p.administrators, m[1]);
      org(p.insurers, m[2]);
    } else org(isInsurer(value) && !isAdministrator(value) ? p.insurers : p.administrators, value);
  }
  // "CompAlliance Bill Review on behalf of Gallagher Bassett\nServices, Inc." (a wrapped name continues).
  for (const m of text.matchAll(/\bon\s+behalf\s+of\s+([A-Z][A-Za-z&.,' -]{3,80})(?:\n[ \t]*\n?[ \t]*([A-Za-z][A-Za-z&.,' -]{2,60})(?=\n|$))?/g)) {
    const cont = m[2] && !/^[A-Z &.,'-]+$/.test(m[2]) && !m[2].includes(':') ? ` ${m[2]}` : '';
    org(p.administrators, m[1] + cont);
  }
  for (const m of text.matchAll(/\bin\s+favor\s+of\s+[A-Z][A-Za-z.' -]{3,40}?\s+against\s+([A-Z][A-Za-z&.,' ]{3,80}?)\s+(?:in\s+the\s+sum|of:)/g)) org(p.insurers, m[1]);

  // Attorneys and law firms.
  for (const m of text.matchAll(ATTORNEY)) person(p.attorneys, m[1]);
  for (const m of FIRM_WORD.test(text) ? text.matchAll(LAW_FIRM) : []) {
    const firm = m[0].replace(LEADING_NOISE, '').replace(/\s+(?:BY|By)$/, '');
    if (/^Attorneys?\s+at\s+Law/i.test(firm)) continue;
    org(p.lawFirms, firm);
  }
  for (const line of text.split('\n')) {
    if (/^\s*[A-Z][A-Z&.,' ]{6,}$/.test(line) && LAW_FIRM_CI.test(line.trim())) org(p.lawFirms, line);
    LAW_FIRM_CI.lastIndex = 0;
  }
  const lines = text.split('\n').map((l) => l.trim());
  lines.forEach((l, i) => {
    // "For the Applicant:\n Pacific Injured Workers Law Group", "cc: Client\n Mullen & Filippi, LLP".
    if (/^For\s+(?:the\s+)?(?:Applicants?|Defendants?|Lien\s+Claimants?|Employer|Insurer|Respondents?)\s*:?$/i.test(l)) {
      const next = lines[i + 1];
      if (next && isOrgLine(next)) org(p.lawFirms, next);
    }
    // The firm line under an attorney's signature ("Karen T. Whitfield, Esq.\nAttorney for Defendants\nHanna Brophy ...").
    if (/,?\s+Esq\.?$/.test(l)) {
      let j = i + 1;
      if (/^Attorneys?\s+for\b/i.test(lines[j] ?? '')) j++;
      const next = lines[j];
      if (next && isOrgLine(next) && !/,?\s+Esq\.?$/.test(next)) org(p.lawFirms, next);
    }
    if (/^cc\s*:/i.test(l)) {
      for (let j = i; j < Math.min(lines.length, i + 4); j++) {
        const v = (j === i ? l.replace(/^cc\s*:\s*/i, '') : lines[j]!).trim();
        if (v && !/^client$/i.test(v) && isOrgLine(v)) org(isInsurer(v) || isAdministrator(v) ? p.administrators : p.lawFirms, v);
      }
    }
    // Payees of a settlement order: "Solov & Teitell (attorney fee) $3,150.00", "EDD (lien) $2,902.00".
    const payee = /^[[|]?\s*(.+?)\s*\((attorney\s+fee|lien)\)/i.exec(l);
    if (payee) org(/lien/i.test(payee[2]!) ? p.lienClaimants : p.lawFirms, payee[1]);
  });

  // Physicians and other medical authors.
  for (const m of text.matchAll(PHYSICIAN)) person(p.physicians, m[1]);
  for (const m of text.matchAll(DR_NAME)) person(p.physicians, m[1]);

  for (const m of text.matchAll(/\bDEPOSITION\s+OF\s+([A-Z][A-Za-z.'\- ]{3,40}?)\s*(?:\n|,|$)/g)) person(p.deponents, m[1]);
  for (const h of findFields(text, LABELS.lienClaimant)) org(p.lienClaimants, h.value);
  for (const h of findFields(text, LABELS.provider, { capsWithoutColon: false })) org(p.providers, h.value.split(/\s\d/)[0]);
  // A bill's letterhead: "STOCKTON PHYSICAL MEDICINE & REHABILITATION".
  const first = lines.find((l) => l);
  if (
    first &&
    /^[A-Z][A-Z&.,' ]{8,}$/.test(first) &&
    /MEDIC|CLINIC|ORTHOP|REHAB|HOSPITAL|SPINE|CHIROPRACT|IMAGING|RADIOLOG|THERAP|SURG|HEALTH\s+(?:CENTER|CARE|SERVICES)/.test(first) &&
    !/FORM|CLAIM|REPORT|STATEMENT|EXPLANATION|NOTICE|REQUEST/.test(first)
  ) {
    org(p.providers, first);
  }
  for (const m of text.matchAll(/CUSTODIAN\s+OF\s+RECORDS,\s+([A-Z][A-Z0-9&.,'# \n-]{3,60}?)\s*(?:\n[A-Z ]{0,3}\n|\n(?=YOU|[A-Z][a-z])|$)/g)) {
    org(p.others, m[1]!.replace(/\n/g, ' '));
  }
  // Claims examiners signing for the administrator ("Samuel Ochoa\nClaims Examiner").
  lines.forEach((l, i) => {
    if (/^(?:Senior\s+)?Claims?\s+(?:Examiner|Adjuster|Representative|Specialist)$/i.test(l) && i > 0) person(p.others, lines[i - 1]);
  });

  for (const key of Object.keys(p) as (keyof Parties)[]) {
    const v = p[key];
    if (Array.isArray(v)) (p as unknown as Record<string, string[]>)[key] = dedupeNames(v);
  }
  return p;
}

/** A line that reads as an organisation name (not an address, phone line or sentence). */
function isOrgLine(l: string): boolean {
  return /^[A-Z][A-Za-z&.,' \-]{3,80}$/.test(l) && !/\b(?:Suite|Street|Boulevard|Avenue|P\.?O\.? Box|CA \d{5})\b/i.test(l) && !/[a-z]{3,}\s+[a-z]{3,}\s+[a-z]{3,}/.test(l);
}

export function dedupeNames(names: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const n of names) {
    const k = partyKey(n);
    if (!k || k === 'o:' || k === 'p:' || seen.has(k)) continue;
    seen.add(k);
    out.push(n);
  }
  return out;
}

/** All party names, de-duplicated ("Garcia, Maria" == "Maria Garcia"), most important roles first. */
export function extractParties(rawText: string): string[] {
  const p = findParties(rawText);
  return dedupeNames([
    ...(p.applicant ? [p.applicant] : []),
    ...(p.employer ? [p.employer] : []),
    ...p.insurers,
    ...p.administrators,
    ...p.attorneys,
    ...p.lawFirms,
    ...p.physicians,
    ...p.deponents,
    ...p.lienClaimants,
    ...p.providers,
    ...p.others,
  ]);
}
