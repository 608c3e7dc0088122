/**
 * People and organisations in party roles: applicant, employer, insurers and claims administrators,
 * attorneys and law firms, physicians (authors of medical reports), deponents, lien claimants and
 * billing providers. Judges, court reporters and interpreters are not parties and are left out.
 */
import { applicantMentions, bestMention, employerMentions } from './applicant';
import { formLabel, isAdministrator, isInsurer, parseCaption, ROLE_LABEL_LINE, splitAdministrator } from './caption';
import { addressees } from './addressee';
import { findFields, LABELS } from './fields';
import { MEDICAL_DEGREE, normalizeOrgName, normalizePersonName, partyKey, withoutRoleWords } from './names';
import { looksLikeOrganisation } from './organisations';
import { asPartyName } from './partyShape';
import { spanIn, type Span } from './spans';
import { normalizeText, toLines } from './text';

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
  /** Where each name above was first read (by the exact name string). */
  spans: Map<string, Span>;
}

/**
 * How sure a party is, by how it was found: the caption, a labelled field ("Insurer:"), a name with the
 * mark of its role printed beside it ("Esq.", "M.D.", a law firm's form), or a line read by its place
 * (a letterhead, the line above "Claims Examiner"). The applicant and employer keep their own.
 */
const PARTY_CONFIDENCE = { caption: 0.95, field: 0.9, marked: 0.75, placed: 0.6 } as const;
type PartyHow = keyof typeof PARTY_CONFIDENCE;
/** How far after the index an extractor reports a value may be printed. */
const REACH = { caption: 6000, field: 400, marked: 300, placed: 300 } as const;

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
/** The roles a court's docket prints before a party's name ("Debtor In Possession Avamere NPS Stables LLC"). */
const LITIGATION_ROLE =
  /^(?:(?:debtors?(?:\s+in\s+possession)?|joint\s+debtors?|creditors?|plaintiffs?|defendants?|appellees?|appellants?|petitioners?|respondents?|movants?|intervenors?|interested\s+part(?:y|ies)|other|u\.?\s?s\.?\s+trustee|trustee)\s+)+/i;
/** A party's role standing where a name would ("the Petitioner", "Defendants", "Employer"). */
const ROLE_ONLY =
  /^(?:the\s+)?(?:debtors?(?:\s+in\s+possession)?|creditors?|plaintiffs?|defendants?|appellees?|appellants?|petitioners?|respondents?|movants?|intervenors?|interested\s+part(?:y|ies)|trustees?|applicants?|claimants?|employers?|employees?|clients?|part(?:y|ies)|owners?)(?:\s*\(s\))?$/i;
const FIRM_WORD = /LLP|L\.L\.P\.|APC|A\.P\.C\.|APLC|Law|Professional|Associates/;
const PHYSICIAN = new RegExp(String.raw`\b([A-Z][A-Za-z.'\-]+(?:[ \t]+[A-Z][A-Za-z.'\-]*){1,3}),[ \t]*${MEDICAL_DEGREE}\b\.?`, 'g');
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
    spans: new Map(),
  };
  const place = (name: string, raw: string, from: number, how: PartyHow) => {
    if (p.spans.has(name)) return;
    const span = spanIn(text, from, from + REACH[how], raw.trim(), PARTY_CONFIDENCE[how]);
    if (span) p.spans.set(name, span);
  };
  const org = (list: string[], raw: string | undefined, from = 0, how: PartyHow = 'marked') => {
    const n = raw ? normalizeOrgName(raw) : undefined;
    if (n) {
      list.push(n);
      place(n, raw!, from, how);
    }
  };
  const person = (list: string[], raw: string | undefined, from = 0, how: PartyHow = 'marked') => {
    const n = raw ? normalizePersonName(raw) : undefined;
    if (n) {
      list.push(n);
      place(n, raw!, from, how);
    }
  };

  const applicants = applicantMentions(text);
  const applicant = bestMention(applicants);
  p.applicant = applicant?.name;
  if (applicant?.span) p.spans.set(applicant.name, applicant.span);
  const employers = employerMentions(text);
  const employer = employers.find((e) => e.source === 'caption') ?? employers.find((e) => e.source === 'field') ?? employers[0];
  p.employer = employer?.name;
  if (employer?.span && !p.spans.has(employer.name)) p.spans.set(employer.name, employer.span);

  // Caption defendants other than the employer.
  const caption = parseCaption(text);
  if (caption) {
    // The caption's names come normalised already: kept as they are, placed where the caption prints them.
    const add = (list: string[], name: string) => {
      list.push(name);
      place(name, name, caption.index, 'caption');
    };
    for (const i of caption.insurers) add(p.insurers, i);
    for (const a of caption.administrators) add(p.administrators, a);
    for (const d of caption.defendants) if (d !== caption.employer && !caption.insurers.includes(d)) add(p.others, d);
    if (caption.firstParty) add(p.others, caption.firstParty);
  }
  // A court form's caption as a label column: "PLAINTIFF/PETITIONER: VELOCITY INVESTMENTS LLC" over
  // "DEFENDANT/RESPONDENT: PAUL FERNANDEZ" (repeated on each page: read once).
  const headLines = toLines(text).slice(0, 400);
  for (const { text: line, start } of headLines) {
    const l = line.trim();
    // (The applicant's own labels are read as the applicant's field: applicant.ts.)
    if (!ROLE_LABEL_LINE.test(l) || /^\|?\s*applicants?\b/i.test(l)) continue;
    const label = /^\|?[^:|]*[:|]/.exec(l)![0];
    const value = roleValue(l.slice(label.length));
    if (!value) continue;
    if (normalizePersonName(value)) person(p.others, value, start, 'field');
    else org(p.others, value, start, 'field');
  }
  // A role label over or beside its list of names: "APPLICANT(S):" / "Renter Alma Reyes" / "Tomas Reyes", "Plaintiffs
  // Ada Moss" over "Ben Moss" in a label column, "Application against (respondent)" over the respondents (roleLists).
  for (const v of roleLists(headLines)) {
    if (normalizePersonName(v.name)) person(p.others, v.name, v.start, 'field');
    else org(p.others, v.name, v.start, 'field');
  }
  // The labels over their values, as a form's label column prints them when the values are typed below: the first
  // party's label, its name, the other party's label, its name ("PLAINTIFF/PETITIONER : For Production of Business
  // Records" / "MOHAMAD ABDALLAH" / "DEFENDANT/RESPONDENT", its colon lost to a scan / ". NAGEHAM HANNA, et al"). Only
  // the whole alternation: under a blank form's label stands its title, or its next label.
  const filled = headLines.filter((n) => n.text.trim());
  for (let k = 0; k + 3 < filled.length; k++) {
    const [label1, value1, label2, value2] = filled.slice(k, k + 4).map((n) => n.text.trim()) as [string, string, string, string];
    if (!FIRST_FORM_LABEL.test(label1) || !SECOND_FORM_LABEL.test(label2) || ROLE_LABEL_LINE.test(label2)) continue;
    const values = [value1, value2].map((v) => (FORM_ROLE_LABEL.test(v) ? '' : roleValue(v.replace(/^[.,;:\s]+/, ''))));
    // Only names: a person's, or an organisation's by its marks.
    if (!values.every((v) => v && (normalizePersonName(v) || looksLikeOrganisation(v)))) continue;
    for (const [v, line] of [
      [values[0]!, filled[k + 1]!],
      [values[1]!, filled[k + 3]!],
    ] as const) {
      if (normalizePersonName(v)) person(p.others, v, line.start, 'field');
      else org(p.others, v, line.start, 'field');
    }
  }
  // "Insurance: Zenith Insurance Company (Sedgwick ...)", "Claims Administrator: X for Y", "Insured: ICW Group".
  for (const h of [...findFields(text, LABELS.insurer), ...findFields(text, LABELS.insurerTable, { capsWithoutColon: true })]) {
    if (/insured'?s/i.test(h.label)) continue;
    const [main, admin] = splitAdministrator(h.value.split(/\s{2,}|\s\|\s|\s(?=P\.?\s?O\.?\s+Box)|\s\d{2,6}\s/)[0] ?? '');
    org(p.insurers, main, h.index, 'field');
    // "Medicare Part B (verified)", "Kaiser Permanente (Verified)": a note on the coverage, no administrator's name.
    if (admin && !COVERAGE_NOTE.test(admin.trim())) org(p.administrators, admin, h.index, 'field');
  }
  for (const h of findFields(text, LABELS.administrator, { capsWithoutColon: true })) {
    const value = h.value.split(/\s(?=P\.?\s?O\.?\s+Box)|\s\d{2,6}\s/)[0] ?? '';
    const m = /^(.*?)\s+(?:for|on\s+behalf\s+of|as\s+administrator\s+for)\s+(.+)$/i.exec(value);
    if (m) {
      org(p.administrators, m[1], h.index, 'field');
      org(p.insurers, m[2], h.index, 'field');
    } else org(isInsurer(value) && !isAdministrator(value) ? p.insurers : p.administrators, value, h.index, 'field');
  }
  // "CompAlliance Bill Review on behalf of Gallagher Bassett\nServices, Inc." (a wrapped name continues).
  for (const m of text.matchAll(/\bon\s+behalf\s+of\s+([A-Z][A-Za-z&.,' -]{3,80})(?:\n[ \t]*\n?[ \t]*([A-Za-z][A-Za-z&.,' -]{2,60})(?=\n|$))?/g)) {
    const cont = m[2] && !/^[A-Z &.,'-]+$/.test(m[2]) && !m[2].includes(':') ? ` ${m[2]}` : '';
    // A court's notice names the party with its role in the case ("on behalf of Debtor Brittany Cunningham",
    // "on behalf of Appellee Commissioner ..."): the role is not part of the name, and the party is no administrator.
    const value = nameAhead(m[1] + cont);
    // "ON BEHALF OF PETITIONER", "on behalf of Defendant": a role, no name (a transcript's appearances, a blank form).
    if (!value || ROLE_ONLY.test(value.replace(/[.,;:]+$/, ''))) continue;
    const role = LITIGATION_ROLE.exec(value);
    if (role) {
      const name = value.slice(role[0].length);
      if (normalizePersonName(name)) person(p.others, name, m.index);
      else org(p.others, name, m.index);
    } else org(p.administrators, value, m.index);
  }
  for (const m of text.matchAll(/\bin\s+favor\s+of\s+[A-Z][A-Za-z.' -]{3,40}?\s+against\s+([A-Z][A-Za-z&.,' ]{3,80}?)\s+(?:in\s+the\s+sum|of:)/g))
    org(p.insurers, m[1], m.index);

  // Attorneys and law firms.
  // Named where counsel is printed (a line of its own or nearly: a signature, a letterhead, an appearance), or
  // in prose right after the role; not a firm or an attorney a sentence only mentions ("Amicus brief of X, Esq.").
  for (const m of text.matchAll(ATTORNEY)) if (printedAsCounsel(text, m.index, m[0].length)) person(p.attorneys, m[1], m.index);
  for (const m of FIRM_WORD.test(text) ? text.matchAll(LAW_FIRM) : []) {
    if (!printedAsCounsel(text, m.index, m[0].length)) continue;
    const firm = m[0].replace(LEADING_NOISE, '').replace(/\s+(?:BY|By)$/, '');
    if (/^Attorneys?\s+at\s+Law/i.test(firm)) continue;
    org(p.lawFirms, firm, m.index);
  }
  const textLines = toLines(text);
  for (const { text: line, start } of textLines) {
    if (/^\s*[A-Z][A-Z&.,' ]{6,}$/.test(line) && LAW_FIRM_CI.test(line.trim())) org(p.lawFirms, line, start);
    LAW_FIRM_CI.lastIndex = 0;
  }
  const lines = textLines.map((l) => l.text.trim());
  const lineAt = (i: number) => textLines[i]?.start ?? 0;
  lines.forEach((l, i) => {
    // "For the Applicant:\n Pacific Injured Workers Law Group", "cc: Client\n Mullen & Filippi, LLP".
    if (/^For\s+(?:the\s+)?(?:Applicants?|Defendants?|Lien\s+Claimants?|Employer|Insurer|Respondents?)\s*:?$/i.test(l)) {
      const next = lines[i + 1];
      if (next && isOrgLine(next)) org(p.lawFirms, next, lineAt(i + 1), 'placed');
    }
    // The firm line under an attorney's signature ("Karen T. Whitfield, Esq.\nAttorney for Defendants\nHanna Brophy ...").
    if (/,?\s+Esq\.?$/.test(l)) {
      let j = i + 1;
      if (/^Attorneys?\s+for\b/i.test(lines[j] ?? '')) j++;
      const next = lines[j];
      if (next && isOrgLine(next) && FIRM_NAME.test(next) && !/,?\s+Esq\.?$/.test(next)) org(p.lawFirms, next, lineAt(j), 'placed');
    }
    if (/^cc\s*:/i.test(l)) {
      for (let j = i; j < Math.min(lines.length, i + 4); j++) {
        const v = (j === i ? l.replace(/^cc\s*:\s*/i, '') : lines[j]!).trim();
        // A copy's recipient is a party only where the name carries its role (an insurer's, an administrator's or a
        // firm's): "cc: Dr. Howard Lee" names someone the document does not say is a party.
        if (!v || /^client$/i.test(v) || !isOrgLine(v)) continue;
        if (isInsurer(v) || isAdministrator(v)) org(p.administrators, v, lineAt(j), 'field');
        else if (FIRM_NAME.test(v)) org(p.lawFirms, v, lineAt(j), 'field');
      }
    }
    // Payees of a settlement order: "Solov & Teitell (attorney fee) $3,150.00", "EDD (lien) $2,902.00".
    const payee = /^[[|]?\s*(.+?)\s*\((attorney\s+fee|lien)\)/i.exec(l);
    if (payee) org(/lien/i.test(payee[2]!) ? p.lienClaimants : p.lawFirms, payee[1], lineAt(i));
  });

  // Physicians and other medical authors: named where a party is printed (a letterhead, a signature, a label's
  // value: a line of its own), or in prose in their role for this case; not a doctor a decision or letter only
  // mentions ("Dr. Marier testified that ...").
  for (const m of text.matchAll(PHYSICIAN)) if (physicianInRole(text, m.index, m[0].length)) person(p.physicians, m[1], m.index);
  for (const m of text.matchAll(DR_NAME)) if (physicianInRole(text, m.index, m[0].length)) person(p.physicians, m[1], m.index);

  for (const m of text.matchAll(/\bDEPOSITION\s+OF\s+([A-Z][A-Za-z.'\- ]{3,40}?)\s*(?:\n|,|$)/g)) person(p.deponents, m[1], m.index);
  for (const h of findFields(text, LABELS.lienClaimant)) org(p.lienClaimants, h.value, h.index, 'field');
  // "Provider: Stanford Health Care - Emergency Dept": what follows a dash qualifies the name (a department, a
  // location), as it does an applicant's field value (cleanNameValue).
  // A clinic's department as the provider ("Provider: Cardiology Department", "Meridian Oncology Department") is a unit of
  // the organisation, not its name.
  for (const h of findFields(text, LABELS.provider, { capsWithoutColon: false })) {
    const value = h.value.split(/\s\d|\s[-\u2013\u2014]\s/)[0];
    if (!DEPARTMENT_ONLY.test(value ?? '')) org(p.providers, value, h.index, 'field');
  }
  // A bill's letterhead: "STOCKTON PHYSICAL MEDICINE & REHABILITATION".
  const firstIndex = lines.findIndex((l) => l);
  const first = lines[firstIndex];
  if (
    first &&
    /^[A-Z][A-Z&.,' ]{8,}$/.test(first) &&
    /MEDIC|CLINIC|ORTHOP|REHAB|HOSPITAL|SPINE|CHIROPRACT|IMAGING|RADIOLOG|THERAP|SURG|HEALTH\s+(?:CENTER|CARE|SERVICES)/.test(first) &&
    !/FORM|CLAIM|REPORT|STATEMENT|EXPLANATION|NOTICE|REQUEST/.test(first) &&
    // A title ends in the kind of paper it is ("PATIENT MEDICAL RECORD", "DISCHARGE SUMMARY"); a provider's name in
    // what it is ("... MEDICAL CENTER", "... CLINIC").
    !DOCUMENT_KIND_AT_END.test(first)
  ) {
    org(p.providers, first, lineAt(firstIndex), 'placed');
  }
  for (const m of text.matchAll(/CUSTODIAN\s+OF\s+RECORDS,\s+([A-Z][A-Z0-9&.,'# \n-]{3,60}?)\s*(?:\n[A-Z ]{0,3}\n|\n(?=YOU|[A-Z][a-z])|$)/g)) {
    org(p.others, m[1]!.replace(/\n/g, ' '), m.index);
  }
  // One who appears for a party, or for itself ("Tonja Ruiz appeared on behalf of Acme Homes, Inc.", "Dana Roe
  // (Plaintiff) appeared pro se").
  for (const m of text.matchAll(APPEARED_FOR)) person(p.others, m[1], m.index);
  // An opinion's appearances: counsel's name in capitals at the head of its paragraph, their office and city, and the
  // party they appear for; and those it says "also represented" that party (appearances()).
  for (const a of appearances(text)) person(p.attorneys, a.name, a.index, 'placed');
  // A letter's addressee: the person its "To:" line names and its greeting greets ("To: Rosa Castillo" ... "Dear Ms.
  // Castillo,"); a notice's list of recipients greets no one of them.
  const greeted = GREETING.exec(text)?.[1];
  if (greeted) {
    for (const h of findFields(text, /to/)) {
      const name = normalizePersonName(h.value.split(/\s*[(<]|,|\s{2,}/)[0]!.replace(/\*\*|__/g, ''));
      const words = name?.toLowerCase().split(/\s+/) ?? [];
      if (name && (words[words.length - 1] === greeted.toLowerCase() || words[0] === greeted.toLowerCase())) person(p.others, name, h.index, 'field');
    }
    // Or the person its inside address names on a line of its own, above the greeting that greets them by surname
    // ("Brenda Dolan" / "Records Officer" / "Office of ..." / "Dear Ms. Dolan:"): the nearest such line.
    const g = lines.findIndex((l) => GREETING.test(l));
    for (let j = g - 1, seen = 0; j >= 0 && seen < INSIDE_ADDRESS_LINES; j--) {
      if (!lines[j]) continue;
      seen++;
      const name = nameLine(lines[j]!);
      if (name && name.split(' ').pop()!.toLowerCase() === greeted.toLowerCase()) {
        person(p.others, name, lineAt(j), 'placed');
        break;
      }
    }
  }
  // A letter's sender: the person who signs it, a line of its own among the first lines under the complimentary close
  // ("Sincerely," / a scrawl / "Alexis R. Graves" / "Records Officer"); not a court's or a tribunal's own staff signing
  // for it (a clerk, a judge), who is no party.
  lines.forEach((l, i) => {
    if (!COMPLIMENTARY_CLOSE.test(l)) return;
    // The first printed line under the close that is no scrawl: the signer's name alone, or there is no signer to read
    // (a firm, an office, "/s/ ...", a name with its degrees, an electronic signature's note).
    const signer = lines
      .slice(i + 1, i + 1 + SIGNATURE_LINES + 2)
      .map((t, k) => ({ t, k: i + 1 + k }))
      .filter(({ t }) => t)
      .slice(0, SIGNATURE_LINES)
      .find(({ t }) => !SCRAWL.test(t));
    if (!signer || !nameLine(signer.t) || TRIBUNAL_STAFF.test(lines[signer.k + 1] ?? '') || TRIBUNAL_STAFF.test(signer.t)) return;
    person(p.others, signer.t, lineAt(signer.k), 'placed');
  });
  // A party who signs for itself, its role under its name ("Michael James Romero\nPlaintiff in Pro Per", "Jane Roe\n
  // Defendant, pro se").
  lines.forEach((l, i) => {
    if (i > 0 && SELF_REPRESENTED.test(l)) person(p.others, lines[i - 1]!.replace(/\*\*|__/g, ''), lineAt(i - 1), 'placed');
  });
  // Claims examiners signing for the administrator ("Samuel Ochoa\nClaims Examiner").
  lines.forEach((l, i) => {
    if (/^(?:Senior\s+)?Claims?\s+(?:Examiner|Adjuster|Representative|Specialist)$/i.test(l) && i > 0) person(p.others, lines[i - 1], lineAt(i - 1), 'placed');
  });

  // A letter's addressee: the organisation and the person an "Attention:" line marks (addressee.ts).
  for (const a of addressees(lines)) {
    if (a.person) person(p.others, a.person.name, lineAt(a.person.line), 'placed');
    for (const o of a.orgs) org(p.others, o.name, lineAt(o.line), 'placed');
  }

  // A place is no party: a value that is an address's city line ("Los Angeles, CA 90013"), or a name that is only
  // the city of an address the document prints ("Fresno" over "Claims Examiner" where the letterhead reads "Fresno,
  // CA 93721"). "City of Fresno" is a name and stays.
  const cities = addressCities(text);
  // Nor is a court's list or registry a caption's heading names ("Residential Tenancies List", "Commercial List").
  const place_ = (n: string) => ADDRESS_LINE.test(n) || cities.has(n.toLowerCase().replace(/[.,]+$/, '')) || COURT_LIST.test(n);
  if (p.applicant && place_(p.applicant)) p.applicant = undefined;
  if (p.employer && place_(p.employer)) p.employer = undefined;
  for (const key of Object.keys(p) as (keyof Parties)[]) {
    const v = p[key];
    if (Array.isArray(v)) (p as unknown as Record<string, string[]>)[key] = dedupeNames(v.filter((n) => !place_(n)));
  }
  return p;
}

/**
 * The party a caption's role label gives on its line, without the print after it: the right column (a case number's
 * label, a title, after a run of spaces), "an individual", "et al.", "and DOES 1 through 10". Empty when the label
 * is left blank or another label follows it.
 */
function roleLabelValue(raw: string): string {
  let v = (raw.split(/\s{2,}|\t|\s+(?:CASE\s+(?:NO|NUMBER)|Case\s+(?:No|Number))\b|\s*[|]/)[0] ?? '')
    .replace(/,?\s+(?:et\.?\s+al\.?|and\s+does\b.*|an\s+individual\b.*|individually\b.*)$/i, '')
    .replace(/[,;]+$/, '')
    .trim();
  // A name has no number: a case number or a form's code run into the line ("JOSHUA ANDERSON 23CHLC26147", "CIV-105")
  // ends it.
  const words: string[] = [];
  for (const w of v.split(/\s+/)) {
    if (/\d/.test(w)) break;
    words.push(w);
  }
  // "Strata Plan No 13385": the number's own label goes with it.
  if (words.length < v.split(/\s+/).length && /^(?:no\.?|nos?\.?|#)$/i.test(words[words.length - 1] ?? '')) words.pop();
  v = words.join(' ').replace(/[,;]+$/, '');
  if (!v || v.includes(':') || /_/.test(v) || !/[A-Za-z]{2}/.test(v) || ROLE_ONLY.test(v) || NO_NAME.test(v)) return '';
  // A blank form's own print run onto the label's line: its title ("PROOF OF SERVICE OF NOTICE ...", "Notice of Change
  // of Address"), a court's words, a citation in brackets.
  if (FORM_PRINT.test(v)) return '';
  // A name opens with no preposition: "For Production of Business Records" is the form's subtitle beside the label.
  if (/^(?:for|to|of|in|on|by|at|from|with|re)\b/i.test(v)) return '';
  // A name a scan broke into pieces ("JOSH UA AN D ERSON"): two pieces of one or two letters in a row, neither a
  // name's small word ("of", "as", "N.A.") nor an initial, are no name.
  const piece = (w: string) => /^[A-Za-z]{1,2},?$/.test(w) && !/^(?:of|as|and|de|la|du|le|el|y|et|st|jr|sr|[A-Z])$/i.test(w.replace(/,$/, ''));
  const ws = v.split(/\s+/);
  if (ws.some((w, i) => i > 0 && piece(w) && piece(ws[i - 1]!))) return '';
  // A sentence, not a name: lower-case words other than a name's small words.
  if (v.split(/\s+/).some((w) => /^[a-z]/.test(w) && !/^(?:of|and|the|as|de|la|for|dba|aka|fka)$/.test(w))) return '';
  return v;
}

/** A role label's value as a name: the value reader's cut, without the role words around the name. */
function roleValue(raw: string): string {
  return withoutRoleWords(roleLabelValue(raw));
}

/**
 * A court's list, registry or docket as a caption's heading names it: a division of the court's work ("Residential
 * Tenancies List", "Commercial List", "Civil Claims Registry"), never a party. Three words or more, or a qualifier
 * before it ("Commercial", "Tenancies"), so a person's surname ("Amanda List") stays a name.
 */
const COURT_LIST = /^(?:[A-Za-z&'-]+\s+){2,}(?:List|Registry|Docket|Calendar)$|^[A-Za-z'-]*(?:al|ies|ive|ic)\s+(?:List|Registry|Docket|Calendar)$/i;

/** The party roles a label names, one party or several ("Respondent(s)", "PLAINTIFFS"). */
const LIST_ROLES = 'plaintiffs?|petitioners?|defendants?|respondents?|applicants?|appellants?|appellees?|claimants?';
/**
 * A party's role as a label at a line's start: the role, for one or more ("APPLICANT(S)", "Plaintiffs"), or two
 * ("Plaintiff/Petitioner"), perhaps with what the party is in brackets ("Respondent (Renter/s)"), or a phrase that
 * names the role in brackets ("Application against (respondent)"); then a colon, the line's end, or a column's gap
 * before the value.
 */
const ROLE_LIST_LABEL = new RegExp(
  `^(?:\\|\\s*)?(?:(?:${LIST_ROLES})(?:\\s*\\(s\\))?(?:\\s*\\/\\s*(?:${LIST_ROLES})(?:\\s*\\(s\\))?)?(?:\\s*\\([A-Za-z][A-Za-z /-]{1,40}\\))?|[A-Z][A-Za-z]*(?:\\s+[a-z]+){0,4}\\s*\\((?:${LIST_ROLES})(?:\\s*\\(s\\))?\\))\\s*(?::\\s*|$|\\s{2,}|\\t+)`,
  'i',
);
/** A label for one or more parties: a plural role ("Respondents", "APPLICANT(S)"). */
const PLURAL_ROLE = /(?:s|\(s\)|\/s)\s*\)?\s*:?$/i;

/**
 * The names a role label heads: its value beside it (after a colon or a column's gap) and the lines under it, one name
 * a line, up to the first line that is no name (the next label, an address, a sentence, a blank line after a name).
 * Under a label for one party ("Respondent:") the lines after its first name are read only as people's names; under
 * a plural one ("Respondents", "APPLICANT(S)") as any party's name. A role printed before a name ("Renter Alma Reyes")
 * is no part of it.
 */
function roleLists(lines: readonly { text: string; start: number }[]): { name: string; start: number }[] {
  const out: { name: string; start: number }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!.text.trim();
    const m = ROLE_LIST_LABEL.exec(l);
    if (!m) continue;
    const labelText = m[0].trim().replace(/^\|\s*/, '');
    const plural = PLURAL_ROLE.test(labelText.replace(/:$/, '').trim());
    const beside = l.slice(m[0].length).trim();
    const isName = (v: string, first: boolean) =>
      !!v && (!!normalizePersonName(v) || ((first || plural) && looksLikeOrganisation(v) && !ADDRESS_WORDS.test(v)));
    const named: { name: string; start: number }[] = [];
    if (!beside) {
      const colon = /:$/.test(labelText);
      const prev = lines
        .slice(Math.max(0, i - 3), i)
        .map((n) => n.text.trim())
        .filter(Boolean)
        .pop();
      // Two roles as one label ("PLAINTIFF/PETITIONER:") over its name are a court form's label column, read above only
      // as the whole alternation of both labels and names.
      if (/\//.test(labelText.replace(/\([^)]*\)/g, ''))) continue;
      // A label with its colon under another label left blank is one of a blank form's stacked labels ("BRANCH NAME:" /
      // "PLAINTIFF:" / "DEFENDANT:" / the form's title): blank too.
      if (colon && prev && BLANK_LABEL.test(prev)) continue;
      // A role alone, without a colon, under a blank for its party's name, a name ending in the caption's comma or a "v."
      // is a pleading's role line under the name ("________" / "Defendant(s)" / "EVICTION SUMMONS"), not a label over
      // names.
      if (!colon && BARE_ROLE_LABEL.test(labelText) && prev && /^[_\s]+$|,$|^(?:v|vs|versus)\.?$/i.test(prev)) continue;
    } else {
      // A value beside a label without a colon is read only as a column's: set apart by a gap.
      const v = roleValue(beside);
      if (!isName(v, true)) continue;
      named.push({ name: v, start: lines[i]!.start });
    }
    for (let j = i + 1, blanks = 0; j < lines.length; j++) {
      const t = lines[j]!.text.trim();
      if (!t) {
        // One blank line between the label and its first name, none between names.
        if (named.length || ++blanks > 1) break;
        continue;
      }
      if (ROLE_LIST_LABEL.test(t) || ROLE_LABEL_LINE.test(t) || /:/.test(t)) break;
      const v = roleValue(t);
      // A title under a blank label ("DISCOVERY MANAGEMENT REPORT", "EVICTION SUMMONS--RESIDENTIAL") names the paper, no
      // party.
      if (PAPER_TITLE_END.test(v) || (!/[a-z]/.test(t) && PAPER_KIND_WORD.test(t))) break;
      // Only the whole line as a name: a line the value reader had to cut (an address, a number, a sentence) ends it.
      if (!isName(v, named.length === 0) || v.split(/\s+/).length < withoutRoleWords(t.replace(/[,;]+$/, '')).split(/\s+/).length) break;
      named.push({ name: v, start: lines[j]!.start });
    }
    out.push(...named);
  }
  return out;
}

/** A role alone as a label prints it ("Defendant(s)", "RESPONDENTS"), no phrase around it. */
const BARE_ROLE_LABEL = new RegExp(`^(?:${LIST_ROLES})(?:\\s*\\(s\\))?$`, 'i');
/** A kind of paper named in a capitals line: its title. */
const PAPER_KIND_WORD =
  /\b(?:REPORT|STATEMENT|ORDER|NOTICE|MOTION|PETITION|APPLICATION|SUBPOENA|SUMMONS|COMPLAINT|JUDGMENT|DECLARATION|STIPULATION|BRIEF|MEMORANDUM|ANSWER|RESPONSE|REQUEST|FORM|INFORMATION)S?\b/;
/** A label alone on its line, its value left blank ("DEFENDANT:", "BRANCH NAME:"). */
const BLANK_LABEL = /^[A-Za-z][A-Za-z ()/'.]{1,40}:$/;
/** The last word of a paper's title: the kind of paper it is ("... REPORT", "NOTICE", "... STATEMENT"). */
const PAPER_TITLE_END =
  /\b(?:report|statement|order|notice|motion|petition|application|subpoena|summons|complaint|judgment|declaration|stipulation|brief|memorandum|answer|response|request|form)s?$/i;

/** An address's words: a name line holding one is a place. */
const ADDRESS_WORDS = /\b(?:street|st\.|avenue|ave\.|road|rd\.|boulevard|blvd|suite|floor|box|drive|lane|way|highway|plaza)\b/i;

const FIRST_FORM_LABEL = formLabel('plaintiffs?|petitioners?');
const SECOND_FORM_LABEL = formLabel('defendants?|respondents?');
const FORM_ROLE_LABEL = formLabel('plaintiffs?|petitioners?|defendants?|respondents?');

/** A label's answer that names no one ("Yes", "N/A", "Pro Se", "Self-represented"). */
const NO_NAME =
  /^(?:yes|no|n\/?a|none|unknown|same|self|self[- ]represented|pro\s+se|in\s+pro\s+per|tbd|see\s+(?:above|below|attached)|(?:the\s+)?(?:above|below)|x)$/i;

/** What a court form prints beside its party labels, never a party's name. */
const FORM_PRINT =
  /[()§]|\bcourt'?s?\b|\b(?:notice|proof|request|order|declaration|petition|motion|application|summons|complaint|judgment|objection|subpoena|stipulation|memorandum|recovery|fees|costs)\s+(?:of|for|to|and|re)\b|\bchange\s+of\s+address\b/i;

/** "Tonja Ruiz appeared on behalf of ...", "Dana Roe (Plaintiff) appeared pro se". */
const APPEARED_FOR =
  /\b([A-Z][a-z]+(?:[ \t]+[A-Z]\.)?(?:[ \t]+[A-Z][A-Za-z'\-]+){1,2})(?:,[ \t]+(?:Jr|Sr)\.?,?)?(?:[ \t]*\([A-Za-z ]{3,20}\))?[ \t]+appeared[ \t]+(?:on[ \t]+behalf[ \t]+of|for[ \t]+(?:the[ \t]+)?[A-Z]|pro[ \t]+se|in[ \t]+pro[ \t]+per)/g;
/** A name in capitals, as an opinion's appearances print counsel's ("CONSTANCE E. TRAVANTY", "JOHN A. ROE, JR."). */
const CAPS_NAME = String.raw`[A-Z][A-Z'\-]+(?:[ \t]+[A-Z]\.|[ \t]+[A-Z][A-Z'\-]+){1,4}(?:,[ \t]+(?:JR|SR|II|III|IV)\.?)?`;
/** A party's role in a case, as counsel appear for it ("respondent", "plaintiffs-appellants", "defendant-cross-appellee"). */
const CASE_ROLE =
  '(?:plaintiffs?|defendants?|petitioners?|respondents?|appellants?|appellees?|intervenors?|movants?|claimants?)(?:-(?:cross-)?(?:appellants?|appellees?|petitioners?|respondents?))*';
/**
 * One paragraph of an opinion's appearances, as the federal courts of appeals print them: counsel's name in capitals at
 * the head of its line, their office and city, "for" the party's role, and the ones "Also represented by" ("CONSTANCE
 * E. TRAVANTY, Office of the General Counsel, ..., Washington, DC, for respondent. Also represented by KATHERINE
 * MICHELLE SMITH."). The paragraph ends where the next one begins (another name in capitals and a comma at the head
 * of a line). Counsel for an amicus ("for amicus curiae ...") appear for no party's role, and are not read.
 */
const APPEARANCE = new RegExp(
  String.raw`(?:^|\n)[ \t]*(${CAPS_NAME}),[ \t]+(?:[^\n]|\n(?![ \t]*${CAPS_NAME},)){0,300}?\bfor[ \t\n]+(?:the[ \t]+)?${CASE_ROLE}\b(?:[^.\n]|\n(?![ \t]*${CAPS_NAME},)){0,120}?\.(?:[ \t\n]+Also[ \t\n]+represented[ \t\n]+by[ \t\n]+((?:[^.]|(?<=\b[A-Z])\.){3,300}?)(?<!\b[A-Z])\.(?=\s|$))?`,
  'g',
);
/** The counsel an opinion's appearances name (APPEARANCE): the one at the head of each paragraph and those also representing. */
function appearances(text: string): { name: string; index: number }[] {
  const out: { name: string; index: number }[] = [];
  for (const m of text.matchAll(APPEARANCE)) {
    out.push({ name: m[1]!, index: m.index });
    const also = (m[2] ?? '').replace(/\s+/g, ' ').split(/,\s*(?:and\s+)?|\s+and\s+/);
    for (const [k, n] of also.entries()) {
      // "NICHOLAS THEODORE MATICH, IV": the suffix after a comma belongs to the name before it.
      if (/^(?:JR|SR|II|III|IV)\.?$/.test(n.trim())) continue;
      const suffix = /^(?:JR|SR|II|III|IV)\.?$/.exec(also[k + 1]?.trim() ?? '')?.[0];
      if (/^[A-Z][A-Z.'\- ]+$/.test(n.trim())) out.push({ name: suffix ? `${n.trim()}, ${suffix}` : n.trim(), index: m.index });
    }
  }
  return out;
}
/** A letter's greeting of one person ("Dear Ms. Castillo,", "Dear Kenji,"): the name greeted. */
const GREETING = /(?:^|\n)[ \t]*Dear[ \t]+(?:(?:Mr|Mrs|Ms|Miss|Dr)\.?[ \t]+)?([A-Z][A-Za-z'\-]+)[ \t]*[,:]/;
/**
 * How far above the greeting (in printed lines) a letter's inside address reaches: the name, a title, an office, a
 * street, a city, a delivery line, the subject line.
 */
const INSIDE_ADDRESS_LINES = 10;
/** A letter's complimentary close on a line of its own ("Sincerely,", "Very truly yours,", "Respectfully submitted,"). */
const COMPLIMENTARY_CLOSE =
  /^(?:Sincerely(?:\s+yours)?|(?:Very\s+)?(?:truly|cordially|respectfully|faithfully)\s+yours|Yours\s+(?:very\s+)?(?:truly|sincerely|faithfully)|Respectfully(?:\s+submitted)?|Cordially)\s*,?$/i;
/** A courtesy title before a name ("Ms.", "Hon."). */
const COURTESY_TITLE = /^(?:(?:Mr|Mrs|Ms|Miss|Mx|Dr|Hon|Honorable|Prof)\.?\s+)/i;
/** The person's name a line is, alone (after a courtesy title), as it prints it: nothing else on the line. */
function nameLine(line: string): string | undefined {
  const bare = line.replace(/\s+/g, ' ').trim().replace(COURTESY_TITLE, '');
  const name = normalizePersonName(bare);
  return name && name === bare && !OFFICE_WORD.test(name) ? name : undefined;
}
/** A title's or a place's words, that a name alone never has ("Deputy Director", "Onyx Tower"). */
const OFFICE_WORD =
  /\b(?:Director|Deputy|Acting|Chief|Officer|Manager|President|Secretary|Commissioner|Administrator|Supervisor|Coordinator|Counsel|Attorney|Assistant|Associate|Chair(?:man|woman|person)?|Tower|Building|Plaza|Center|Centre|Office|Department|Division)\b/i;
/** A scanned signature's noise or an electronic signature's note on the lines under a close, no name. */
const SCRAWL = /[\d~%/;|_#@*^=<>{}\\[\]]|^[^A-Za-z]*$|^(?:\S{1,3}\s*){1,4}$/;
/** The lines under a close a signature may take: a scrawl or a scanned signature's noise, then the name. */
const SIGNATURE_LINES = 3;
/** A court's or tribunal's own staff under a signature: they sign for it and are no party. */
const TRIBUNAL_STAFF = /\b(?:Clerk|Judge|Justice|Magistrate|Court|Tribunal|Reporter|Referee|Hearing\s+(?:Officer|Representative)|Board\s+Member)\b/i;
/** A note on an insurance's coverage in brackets after its name ("(verified)", "(Active)", "(primary)"), not a second name. */
const COVERAGE_NOTE = /^(?:[A-Za-z]+ed|active|inactive|primary|secondary|pending|current|on\s+file|in[- ]network|out[- ]of[- ]network)$/i;
/** A department's name alone ("Cardiology Department", "Meridian Oncology Dept."). */
const DEPARTMENT_ONLY = /\b(?:Department|Dept\.?)\s*$/i;
/** A party's role line under its own signature when it has no counsel. */
const SELF_REPRESENTED =
  /^(?:\*\*|__)?(?:Plaintiffs?|Defendants?|Petitioners?|Respondents?|Applicants?|Claimants?|Appellants?|Appellees?),?\s+(?:in\s+pro\s+per(?:sona)?|pro\s+se|in\s+propria\s+persona|self-represented)\b\.?(?:\*\*|__)?$/i;

const STATE = '(?:CA|Calif\\.?|California|[A-Z]{2})';
/** The last word of a document's title: the kind of paper it is, never how a provider's name ends. */
const DOCUMENT_KIND_AT_END = /\b(?:RECORDS?|SUMMARY|NOTES?|HISTORY|RESULTS?|BILL|INVOICE|RECEIPT|LETTER|CHART|LOG)\s*$/;

/** A value that ends in a state and ZIP code: an address's last line, not a name. */
const ADDRESS_LINE = new RegExp(`,\\s*${STATE}\\.?\\s+\\d{5}(?:-\\d{4})?$`);
/** The cities of the addresses a text prints ("Fresno, CA 93721", "Oakland, California 94612"), in lower case. */
function addressCities(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(
    new RegExp(`(?:^|[\\n,:]|\\s)[ \\t]*([A-Z][A-Za-z.'\\-]*(?:[ \\t][A-Z][A-Za-z.'\\-]*){0,2}),[ \\t]*${STATE}\\.?[ \\t]+\\d{5}`, 'gm'),
  )) {
    // "1515 Clay Street Oakland, CA": the city is one of the last few capitalised words before the state.
    const words = m[1]!.toLowerCase().split(/[ \t]+/);
    for (let i = 0; i < words.length; i++) out.add(words.slice(i).join(' '));
  }
  return out;
}

/** The role of a physician in a workers' compensation case, printed just before the name in its sentence. */
const PHYSICIAN_ROLE =
  /\b(?:(?:panel\s+)?qualified\s+medical\s+evaluator|agreed\s+medical\s+evaluator|medical\s+evaluator|evaluating\s+physician|P?QME|AME|(?:primary\s+)?treating\s+(?:physician|doctor|provider)|PTP|appointment(?:\s+has\s+been\s+(?:made|scheduled))?\s+(?:for\s+you\s+)?with)\b[^.;\n]{0,40}$/i;

/**
 * Whether a physician's name at `index` (`length` characters) is printed as a party: on a line of its own or
 * nearly (at most four other words: "Signed:", "Treating physician:", a letterhead), or in prose right after
 * its role in the case; never on a copy's "cc:" line.
 */
function physicianInRole(text: string, index: number, length: number): boolean {
  const lineStart = text.lastIndexOf('\n', index - 1) + 1;
  // A copy's recipient ("cc: Dr. Howard Lee"): the document sends it a copy, it does not print its role.
  if (/^\s*cc\s*:/i.test(text.slice(lineStart, index))) return false;
  if (inRoster(text, lineStart)) return false;
  const lineEnd = text.indexOf('\n', index + length);
  const rest = `${text.slice(lineStart, index)} ${text.slice(index + length, lineEnd < 0 ? text.length : lineEnd)}`;
  if (rest.split(/\s+/).filter((w) => /[A-Za-z]{2}/.test(w)).length <= 4) return true;
  const before = text.slice(Math.max(0, index - 120), index).replace(/\s+/g, ' ');
  return PHYSICIAN_ROLE.test(before);
}

/**
 * A roster's line: a name, a comma, then the seat it holds, a kind of seat and its designation ("Dr. Claudia Folska,
 * District E", "Ward 3", "Seat IV"). A panel's list prints a specialty there ("Dr. Anne Park, Orthopedic Surgery"):
 * its doctors are the case's candidates, not a body's members.
 */
const ROSTER_LINE =
  /^\s*[*-]?\s*(?:[^,\n]{0,30}[\u2013\u2014-]\s+)?(?:(?:Dr|Mr|Mrs|Ms|Hon)\.?\s+)?[A-Z][A-Za-z.'-]*(?:\s+[A-Z][A-Za-z.'-]*){1,3},\s*([A-Z][a-z]+)\s+(?:[A-Z]|\d{1,3}|[IVX]{1,4})\s*$/;

/**
 * Whether the line at `lineStart` is one of a roster: it and the lines beside it each print a name and the same kind
 * of seat after its comma (a board's members by district, a committee by office). A doctor listed among a body's
 * members holds a seat, not a physician's role in the case.
 */
function inRoster(text: string, lineStart: number): boolean {
  const lines = text.split('\n');
  const at = text.slice(0, lineStart).split('\n').length - 1;
  const seat = ROSTER_LINE.exec(lines[at] ?? '')?.[1];
  if (!seat) return false;
  const same = (k: number) => ROSTER_LINE.exec(lines[k] ?? '')?.[1] === seat;
  return [at - 2, at - 1, at + 1, at + 2].filter(same).length >= 2;
}

/** Abbreviations a name's words end in ("Inc.", "Co.", "L.L.C.", an initial): no sentence ends there. */
const NAME_ABBREVIATION =
  /^(?:inc|co|corp|ltd|llc|l\.l\.c|l\.p|n\.a|bros|assn|assoc|intl|natl|dept|univ|hosp|ctr|mfg|prof|jr|sr|st|mt|dr|mr|mrs|ms|[A-Z])\.,?$/i;
const NAME_CONNECTOR = /^(?:of|and|&|the|de|del|la|dba|d\/b\/a|fka|aka|for|y)$/;

/**
 * The name at the start of `run` ("Brightline Media Ltd. I have a good faith belief ..." -> "Brightline Media
 * Ltd."): capitalised words and a name's small words, up to where the sentence goes on (a lower-case word, the
 * end of a sentence).
 */
function nameAhead(run: string): string {
  const out: string[] = [];
  for (const w of run.trim().split(/\s+/)) {
    if (!/^[A-Z&]/.test(w) && !NAME_CONNECTOR.test(w)) break;
    out.push(w);
    // A sentence's full stop (not an abbreviation's) ends the name.
    if (/\.$/.test(w) && !NAME_ABBREVIATION.test(w)) break;
  }
  // "Acme Widgets, Inc. Please remove ...": a capitalised word after the name's own abbreviation opens a sentence
  // when a lower-case word follows it.
  const rest = run.trim().split(/\s+/).slice(out.length);
  if (out.length > 1 && /\.$/.test(out[out.length - 2]!) && rest.length && /^[a-z]/.test(rest[0]!)) out.pop();
  while (out.length && NAME_CONNECTOR.test(out[out.length - 1]!)) out.pop();
  // "on behalf of My Client", "Our Company": a role told by a pronoun, not a name.
  if (/^(?:my|our|your|his|her|their|its|this|these|those|all|any|each)$/i.test(out[0] ?? '')) return '';
  return out.join(' ').replace(/,$/, '');
}

/**
 * What a firm's name carries: a partnership's "&" or "and" between names, a firm's form (LLP, APC, "Law"), or
 * "Associates". The line under an attorney's signature is the firm only then, not the document's next heading
 * ("WITNESSES AT HEARING ON APPEAL") or another person's line ("C. Ryan, Associate Counsel").
 */
const FIRM_NAME = /&|\band\b|\b(?:LLP|L\.L\.P|APC|A\.P\.C|APLC|PC|P\.C|LLC|Law|Associates|Group|Corporation)\b/i;

/** The role of counsel printed before a name ("Attorneys for Applicant", "represented by:", "Counsel for"). */
const COUNSEL_ROLE =
  /\b(?:attorneys?|counsel|represented|representing|appearing|appearances?|law\s+firm)\b(?:\s+(?:for|of|by|at))?[^.;\n]{0,40}$|\bby\s*:?\s*$/i;

/**
 * Whether counsel's name at `index` (`length` characters) is printed as counsel: on a line of its own or nearly
 * (at most three other words: "Managing Attorney,", "For the Applicant:"), or right after its role ("served by", "By:").
 */
function printedAsCounsel(text: string, index: number, length: number): boolean {
  const lineStart = text.lastIndexOf('\n', index - 1) + 1;
  const lineEnd = text.indexOf('\n', index + length);
  const after = text.slice(index + length, lineEnd < 0 ? text.length : lineEnd);
  const rest = `${text.slice(lineStart, index)} ${after}`;
  const phrase = inSentence(after);
  if (rest.split(/\s+/).filter((w) => /[A-Za-z]{2}/.test(w)).length <= 3 && !phrase) return true;
  // In a phrase of its own line ("Voted Best Injury Law Firm in the Valley"), the role must be on that line.
  return COUNSEL_ROLE.test(text.slice(phrase ? lineStart : Math.max(0, index - 120), index).replace(/\s+/g, ' '));
}

/**
 * Whether the words after a name on its line make it part of a sentence, not a name printed as one: a sentence's
 * full stop right after it (the end of a sentence wrapped onto a line: "... my capacity at the\nNational Consumer
 * Law Center.") or the sentence going on in lower case ("No. 1 Plaintiff Employment Law Firm in the U.S."); a
 * role after the name ("LLP, attorneys for Applicant") does not.
 */
function inSentence(after: string): boolean {
  if (/^\.(?:\s|$)/.test(after)) return true;
  const next = /^[\s,]*([a-z][a-z]*)\b/.exec(after)?.[1];
  return !!next && !/^(?:attorneys?|counsel|by|for|esq|of\s+counsel)$/.test(next);
}

/** A line that reads as an organisation name (not an address, phone line or sentence). */
function isOrgLine(l: string): boolean {
  return (
    /^[A-Z][A-Za-z&.,' \-]{3,80}$/.test(l) &&
    !/\b(?:Suite|Street|Boulevard|Avenue|P\.?O\.? Box|CA \d{5})\b/i.test(l) &&
    !/[a-z]{3,}\s+[a-z]{3,}\s+[a-z]{3,}/.test(l)
  );
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
  return locateParties(rawText).map((p) => p.name);
}

/** extractParties() with where each name was read (a span in the normalised text); each a name (partyShape.ts). */
export function locateParties(rawText: string): { name: string; span?: Span }[] {
  const p = findParties(rawText);
  const located = new Map<string, Span | undefined>();
  for (const read of partiesAsRead(p)) {
    const name = asPartyName(read);
    if (name && !located.has(name)) located.set(name, p.spans.get(read));
  }
  return dedupeNames([...located.keys()]).map((name) => ({ name, span: located.get(name) }));
}

/** Every role's names as read, most important roles first. */
function partiesAsRead(p: Parties): string[] {
  return [
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
  ];
}
