/**
 * The applicant (injured worker) and the employer of a document, with where each was found.
 *
 * Sources, strongest first: the case caption; labelled fields ("Applicant:", "Employee:", "Claimant:",
 * "Injured Worker:", "Patient:", "PATIENT'S NAME", "INJURED EMPLOYEE"); a letter's "RE:" line; the
 * deponent of a transcript; an award "in favor of X"; running footers ("ROBINSON, LINDA - QME Report").
 */
import { parseCaption } from './caption';
import { findFields, LABELS } from './fields';
import { normalizeOrgName, normalizePersonName, samePerson, withoutRoleWords } from './names';
import { isLegalFormWord, looksLikeOrganisation } from './organisations';
import { spanIn, type Span } from './spans';
import { normalizeText, rememberedPerText } from './text';

export type NameSource = 'caption' | 'field' | 'patient' | 're' | 'deponent' | 'award' | 'footer' | 'narrative';

export interface NameMention {
  name: string;
  index: number;
  source: NameSource;
  /** Where the name is printed (the value the extractor read), when it can be told. */
  span?: Span;
}

/**
 * How sure a name is, by where it was found: a caption or a labelled field is what a document says its
 * parties are; a letter's RE: line, a deponent or an award nearly so; a running footer or a name in a
 * sentence outside any caption is the weakest.
 */
export const NAME_CONFIDENCE: Record<NameSource, number> = {
  caption: 0.95,
  field: 0.9,
  patient: 0.85,
  re: 0.8,
  deponent: 0.8,
  award: 0.75,
  footer: 0.6,
  narrative: 0.5,
};
/** Where a caption or field value may lie after the index an extractor reports for it. */
const CAPTION_REACH = 6000;
const FIELD_REACH = 400;

const RANK: Record<NameSource, number> = { caption: 0, field: 1, patient: 2, re: 3, deponent: 4, award: 5, footer: 6, narrative: 7 };

/** A person's name as printed in running text: two to four capitalised words. */
const PERSON = `[A-Z][A-Za-z.'\\-]+(?:[ \\t]+[A-Z][A-Za-z.'\\-]*){1,3}`;
/** Any letter case, inside a pattern whose names must stay case-sensitive. */
const anyCase = (word: string) => word.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`);
/** What a settlement or agreement calls the injured worker. */
const WORKER_ROLE = `(?:${['applicant', 'employee', 'claimant', 'injured worker', 'worker', 'petitioner'].map((r) => r.split(' ').map(anyCase).join('\\s+')).join('|')})`;
/** An organisation's name in running text: capitalised words, with "and", "of", "&" and a legal form. */
const ORG = `[A-Z][A-Za-z0-9&.'\\-]*(?:[ \\t]+(?:[A-Z0-9&][A-Za-z0-9&.'\\-]*|and|of|the|de|la))*(?:,?[ \\t]+(?:Inc|LLC|L\\.L\\.C|Corp|Co|Ltd|LP|LLP)\\.?)?`;
/** A subpoena or request for the records an employer keeps about a worker. */
const PERSONNEL_RECORDS = /\b(?:personnel|payroll|employment|wage|earnings)\s+(?:file|files|records?|history|statements?)\b|\btime\s*cards?\b/i;

/** A name, not a sentence: an organisation's cues, or a few capitalised words ("Olive Tree Bakery", "ACME"). */
function readsAsOrgName(value: string): boolean {
  const words = value.replace(/[.,]+$/, '').split(/\s+/);
  if (words.length > 8 || /^(?:you|the\s+custodian|to|are|is|for|and|or|who|shall|must)\b/i.test(value)) return false;
  return looksLikeOrganisation(value) || words.every((w) => /^[A-Z0-9&]/.test(w) || /^(?:and|of|the|de|la)$/.test(w));
}

/** Cuts what follows a name in a field value: addresses, "v. Employer", "/ ADJ...", "(DOB ...)". */
export function cleanNameValue(value: string): string {
  // A marker in brackets before the name ("[TEST] John Smith", "[DRAFT] ...") tags the record, not the name.
  value = value.replace(/^\s*\[[A-Z][A-Z ]{1,15}\]\s*/, '');
  // A given name and a family name alone, a scan's two spaces between them: one name, not a name cut at a gap.
  const spaced = /^([A-Z][a-z'\-]+)\s{2,}([A-Z][A-Za-z'\-]+)\s*$/.exec(value.trim());
  if (spaced) return `${spaced[1]} ${spaced[2]}`;
  return (value.split(/\s+(?:v\.?|vs\.?|versus)\s+|[/;|(\[]|\s\d|\s{2,}|\s-\s|,\s*(?:ADJ|Case|Claim|DOB|D\.O\.B|SSN|Date|WCAB|EAMS)\b/i)[0] ?? '').trim();
}

/** Every place the document names its applicant, in document order. */
export function applicantMentions(rawText: string): NameMention[] {
  return [...applicantMentionsIn(normalizeText(rawText))];
}

/** applicantMentions() of a normalised text; the applicant, the ADJ numbers and the parties all need them. */
const applicantMentionsIn = rememberedPerText((text: string): NameMention[] => {
  const out: NameMention[] = [];
  const add = (raw: string | undefined, index: number, source: NameSource) => {
    if (!raw) return;
    // A role printed before the name in a label's value ("APPLICANT(S):" / "Renter Alma Reyes") is no part of it.
    const cleaned = withoutRoleWords(cleanNameValue(raw));
    const name = normalizePersonName(cleaned);
    if (name) out.push({ name, index, source, span: spanIn(text, index, index + FIELD_REACH, cleaned, NAME_CONFIDENCE[source]) });
  };
  for (const { caption: c, offset } of captionsOf(text)) {
    if (!c?.applicant) continue;
    const at = offset + c.index;
    out.push({ name: c.applicant, index: at, source: 'caption', span: spanIn(text, at, at + CAPTION_REACH, c.applicant, NAME_CONFIDENCE.caption) });
  }
  for (const h of [...findFields(text, LABELS.applicant), ...findFields(text, LABELS.applicantTable, { capsWithoutColon: true })]) {
    // "Lien Claimant:" names a lien claimant, not the injured worker.
    if (/lien\s*$/i.test(text.slice(Math.max(0, h.index - 8), h.index))) continue;
    add(h.value, h.index, /patient/i.test(h.label) ? 'patient' : 'field');
  }
  // A record's "Patient Information" section names the patient under a plain "Name:" label.
  for (const h of findFields(text, /(?:full\s+)?name/)) if (underPatientHeading(text, h.index)) add(h.value, h.index, 'patient');
  for (const h of findFields(text, LABELS.re)) {
    const v = h.value.replace(
      /^(?:(?:our\s+)?client|applicant|claimant|employee|patient|injured\s+worker|(?:the\s+)?(?:claim|matter|case)\s+of|in\s+re)\s*[:\-]?\s*/i,
      '',
    );
    add(v, h.index, 're');
  }
  for (const m of text.matchAll(/\bDEPOSITION\s+OF\s+([A-Z][A-Za-z.'\- ]{3,40}?)\s*(?:\n|,|$)/g)) add(m[1], m.index, 'deponent');
  for (const m of text.matchAll(/\bin\s+favor\s+of\s+([A-Z][A-Za-z.'\- ]{3,40}?)\s+against\b/gi)) add(m[1], m.index, 'award');
  for (const m of text.matchAll(/(?:^|\n)\s*([A-Z][A-Z'\-]+,\s+[A-Z][A-Z'\-]+(?:\s+[A-Z]\.?)?)\s+-\s+[A-Za-z&]/g)) add(m[1], m.index, 'footer');
  // "Statement for Linda Robinson - Page 2", "Invoice for Linda Robinson" as a heading or running line.
  for (const m of text.matchAll(/(?:^|\n)[ \t]*(?:Statement|Bill|Invoice|Account)\s+for\s+([A-Z][A-Za-z.'\- ]{3,40}?)[ \t]*(?=\s-\s|,|\n|$)/g))
    add(m[1], m.index, 'footer');
  for (const m of text.matchAll(/(?:^|\n)\s*([A-Z][a-z]+(?:\s+[A-Z]\.?)?\s+[A-Z][A-Za-z'\-]+)\s+\|\s+[A-Za-z&]+[^\n]*\|\s*Page\b/g))
    add(m[1], m.index, 'footer');
  for (const m of text.matchAll(/\b(?:evaluation|examination)\s+of\s+([A-Z][a-z]+(?:\s+[A-Z]\.?)?\s+[A-Z][A-Za-z'\-]+)\b/g)) add(m[1], m.index, 'narrative');
  // "records pertaining to Maria Lopez, ...": a person's name before the comma; not a business's, its legal form after
  // the comma ("pertaining to Kingston Pharma, LLC, for the lack of ...").
  for (const m of text.matchAll(/\bpertaining\s+to\s+([A-Z][a-z]+(?:\s+[A-Z]\.?)?\s+[A-Z][A-Za-z'\-]+),[ \t]*([A-Za-z.]*)/g))
    if (!isLegalFormWord(m[2] ?? '')) add(m[1], m.index, 'narrative');
  // Agreements and settlements name the worker in their own sentences: a defined term ("Maria Lopez
  // (the "Employee")"), an apposition ("the injured worker, Maria Lopez,") or the first person ("I, Maria
  // Lopez, the applicant").
  for (const m of text.matchAll(new RegExp(`(${PERSON})\\s*\\(\\s*(?:the\\s+|hereinafter\\s+)?["“']?${WORKER_ROLE}["”']?\\s*\\)`, 'g')))
    add(m[1], m.index, 'narrative');
  for (const m of text.matchAll(new RegExp(`\\b(?:the\\s+)?(?:undersigned\\s+|injured\\s+)*${WORKER_ROLE},\\s+(${PERSON}),`, 'gi')))
    add(m[1], m.index, 'narrative');
  for (const m of text.matchAll(new RegExp(`\\bI,\\s+(${PERSON}),\\s+(?:am\\s+)?(?:the\\s+)?(?:undersigned\\s+|injured\\s+)*${WORKER_ROLE}\\b`, 'gi')))
    add(m[1], m.index, 'narrative');
  return out.sort((a, b) => a.index - b.index);
});

/** A section heading that says whose details follow: "## Patient Information", "PATIENT DETAILS", "Patient Demographics:". */
const PATIENT_HEADING = /^[ \t#*]*patient(?:'?s)?\s+(?:information|info|details|demographics|data|identification)[ \t*]*:?[ \t*]*$/i;

/**
 * A "Name:" label that opens its line (after a bullet) in the section a patient heading opens: the heading is
 * the nearest heading line above, within a few lines, with only other labelled lines between ("Patient ID: ...").
 * "Clinician Information" or "Insured" sections name someone else.
 */
function underPatientHeading(text: string, index: number): boolean {
  const lineStart = text.lastIndexOf('\n', index - 1) + 1;
  if (!/^[ \t]*(?:[-*•][ \t]+)?(?:\*\*)?$/.test(text.slice(lineStart, index))) return false;
  const above = text
    .slice(Math.max(0, lineStart - 600), lineStart)
    .split('\n')
    .slice(0, -1)
    .reverse();
  for (const line of above.slice(0, 6)) {
    if (PATIENT_HEADING.test(line)) return true;
    // Any other heading or unlabelled line ends the section.
    if (!/:/.test(line) || /^[ \t]*#/.test(line)) return false;
  }
  return false;
}

/** The caption of each part of a text (see captionParts()), for both the applicant and the employer. */
const captionsOf = rememberedPerText((text: string) => captionParts(text).map((part) => ({ caption: parseCaption(part.text), offset: part.offset })));

/** Pages or sections that may each carry a caption (page breaks, "WORKERS' COMPENSATION APPEALS BOARD"). */
function captionParts(text: string): { text: string; offset: number }[] {
  const parts: { text: string; offset: number }[] = [];
  const re = /WORKERS'?\s*COMPENSATION\s+APPEALS\s+BOARD/gi;
  const starts = [...text.matchAll(re)].map((m) => m.index);
  if (starts.length === 0 || starts[0]! > 0) starts.unshift(0);
  starts.forEach((s, i) => parts.push({ text: text.slice(s, starts[i + 1] ?? text.length), offset: s }));
  return parts;
}

/** The applicant's name: the strongest mention, or undefined when the document names none. */
export function applicantName(rawText: string): string | undefined {
  return bestMention(applicantMentions(rawText))?.name;
}

export function bestMention(mentions: NameMention[]): NameMention | undefined {
  let best: NameMention | undefined;
  for (const m of mentions) if (!best || RANK[m.source] < RANK[best.source]) best = m;
  return best;
}

/** Distinct applicants named by strong sources (caption, applicant fields), in order. */
export function distinctApplicants(mentions: NameMention[]): NameMention[] {
  const out: NameMention[] = [];
  for (const m of mentions) {
    if (m.source !== 'caption' && m.source !== 'field' && m.source !== 'patient') continue;
    if (!out.some((o) => samePerson(o.name, m.name))) out.push(m);
  }
  return out;
}

export interface OrgMention {
  name: string;
  index: number;
  source: 'caption' | 'field' | 'narrative';
  /** Where the name is printed, when it can be told. */
  span?: Span;
}

/** Cleans an employer field value: stops at a street address or trailing OCR junk. */
function cleanOrgValue(value: string): string {
  let v = value.split(/\s+\d{1,6}\s+[A-Z][a-z]|\s+P\.?\s?O\.?\s+Box\b|\s{2,}|\s\|\s|\(/)[0] ?? '';
  // "HARBOR FREIGHT LOGISTICS CORP. Tics": an all-caps name followed by a stray mixed-case token.
  const words = v.trim().split(/\s+/);
  const capsWords = words.filter((w) => /^[A-Z0-9&.,'\-]{2,}$/.test(w)).length;
  if (capsWords >= 2) {
    while (words.length > 1 && !/^[A-Z0-9&.,'\-]+$/.test(words[words.length - 1]!)) words.pop();
    v = words.join(' ');
  }
  return v.trim();
}

/**
 * The party after "v." in a case name as a subject line prints it, without what follows the name: a court's
 * e-mail subject goes on with the entry's title ("Autrey v. Harrigan Lumber Co., Inc. et al Notice of
 * Settlement", "Vargas v. Facebook, Inc. "Correspondence/Letter to Court"", "Noem, et al. 25-2120 - Motion").
 * "et al" closes a party list, so the name never runs past it.
 */
export function caseNameParty(value: string): string {
  return (value.split(/[/;|("“]|\s{2,}|\s[-–—]\s|,?\s+et\.?\s+al\b|,\s*(?:ADJ|Case|Claim|WCAB)\b|\s(?=\d+[-:]\d)/i)[0] ?? '').trim();
}

/** Every place the document names the employer, in document order. */
export function employerMentions(rawText: string): OrgMention[] {
  return [...employerMentionsIn(normalizeText(rawText))];
}

/** employerMentions() of a normalised text; the employer, the ADJ numbers and the parties all need them. */
const employerMentionsIn = rememberedPerText((text: string): OrgMention[] => {
  const out: OrgMention[] = [];
  const add = (raw: string | undefined, index: number, source: OrgMention['source']) => {
    if (!raw) return;
    const cleaned = cleanOrgValue(raw);
    const name = normalizeOrgName(cleaned);
    if (name && !/^(?:n\/?a|none|unknown|same|self|tbd)$/i.test(name)) {
      out.push({ name, index, source, span: spanIn(text, index, index + FIELD_REACH, cleaned, NAME_CONFIDENCE[source]) });
    }
  };
  for (const { caption: c, offset } of captionsOf(text)) {
    if (!c?.employer) continue;
    const at = offset + c.index;
    out.push({ name: c.employer, index: at, source: 'caption', span: spanIn(text, at, at + CAPTION_REACH, c.employer, NAME_CONFIDENCE.caption) });
  }
  for (const h of findFields(text, LABELS.employer, { capsWithoutColon: true })) add(h.value, h.index, 'field');
  // "Re: Howard Lee v. Orchard Supply Hardware" names the employer after "v.".
  for (const h of findFields(text, LABELS.re)) {
    const m = /\s(?:v\.?|vs\.?|versus)\s+(.+)$/i.exec(h.value);
    if (m) add(caseNameParty(m[1]!), h.index, 'field');
  }
  for (const h of findFields(text, LABELS.cmsInsuredName)) add(h.value, h.index + 1, 'narrative');
  // "while employed as a cook by Olive Tree Bakery, when ...": the name ends where the sentence goes on.
  for (const m of text.matchAll(
    /\bemployed\b[^.]{0,200}?\bby\s+([A-Z][^;\n]{2,80}?),?\s+(?:whose|who|sustained|and\s+sustained|when|while|on|from|since|until|where|at\s+(?:its|their|the))\b/g,
  )) {
    if (!/^the\s+employer/i.test(m[1]!)) add(m[1], m.index, 'narrative');
  }
  for (const m of text.matchAll(/\byour\s+employer,\s+([A-Z][^\n]{2,80}?)\.(?:\s|$)/g)) add(m[1], m.index, 'narrative');
  // A defined term: "Create and Construct, LLC (the "Employer")".
  for (const m of text.matchAll(new RegExp(`(${ORG})\\s*\\(\\s*(?:the\\s+|hereinafter\\s+)?["“']?${anyCase('employer')}["”']?\\s*\\)`, 'g')))
    add(m[1], m.index, 'narrative');
  // A subpoena for personnel or payroll records is served on the employer's custodian of records.
  if (PERSONNEL_RECORDS.test(text)) {
    for (const m of text.matchAll(/\bcustodian\s+of\s+records\b[ \t]*(?:,|of|for|at|-|:)?[ \t]*(?:\n[ \t]*)?([A-Z][^\n]{2,80})/gi)) {
      const served = m[1]!.split(/,\s*(?=\d)|\s+-\s+|\s+attn\b|\s{2,}/i)[0]!.trim();
      if (readsAsOrgName(served)) add(served, m.index, 'narrative');
    }
  }
  // A transcript's question about the employer and its answer ("Q. Who were you working for? A. Olive Tree Bakery.").
  for (const m of text.matchAll(
    /\b(?:employer|work(?:ing|ed)?\s+for|employed\s+by)\b[^\n?]{0,60}\?\s*\n?\s*A\.?\s+(?:I\s+(?:work|worked|was\s+working)\s+(?:for|at)\s+)?([A-Z][^\n]{2,80}?)\.(?:\s|$)/g,
  )) {
    if (readsAsOrgName(m[1]!)) add(m[1], m.index, 'narrative');
  }
  return out.sort((a, b) => a.index - b.index);
});

/** The employer's name: caption first, then an "Employer:" field, then narrative mentions. */
export function employerName(rawText: string): string | undefined {
  const ms = employerMentions(rawText);
  return (ms.find((m) => m.source === 'caption') ?? ms.find((m) => m.source === 'field') ?? ms[0])?.name;
}
