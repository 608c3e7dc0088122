/**
 * Name normalisation and comparison for people and organisations.
 *
 * Documents print the same party as "GARCIA, MARIA", "Maria Garcia", "MARIA L. GARCIA" or, after OCR,
 * "Marla Garcia". Output names are made readable (title case for all-caps input, "Last, First" turned
 * around) and comparisons work on folded tokens with an OCR-aware edit distance.
 */
import { foldAccents, ocrDistance } from './fuzzy';
import { isBusinessWord, looksLikeOrganisation } from './organisations';

/**
 * Words that never occur in a person's name but do occur next to names in headings and labels. Words that
 * name a business are organisations.ts's: a name holding one is an organisation's.
 */
const NON_NAME_WORDS = new Set(
  `state california board appeals appeal compensation workers worker case no nos number office court superior
  applicant applicants defendant defendants employer insured company inc llc llp corp notice hearing order re claim
  claims date injury report evaluation subject the of and for to at in on by page dear counsel sincerely very truly
  yours attorney attorneys law dept request authorization records custodian patient account employee unknown none
  address street suite avenue boulevard drive road ca usa treatment physician doctor qme ame panel deposition
  subpoena duces tecum findings award stipulations stipulation release compromise declaration readiness proceed proof
  objection petition lien conference trial status mandatory settlement client above referenced entitled matter et al
  division labor code form rev primary treating progress permanent stationary itemized statement explanation review
  benefits name dob ssn birth sex male female occupation periodic reference file our your his her their this that
  with from as via email mail us fax phone telephone tel regarding dwc wcab eams adj agreed qualified evaluator
  supplemental initial comprehensive vs versus plaintiff respondent petitioner people custodian reporter interpreter
  certified spanish judge administrative honorable hon minutes exhibit exhibits total billed payment payments balance
  due provider code units charge charges description diagnosis diagnoses history subjective objective plan work
  restrictions future apportionment disclosure impairment rating discussion examination appearances present present
  also present thereof herein cc client enclosure enclosures dated signed executed declarant examiner adjuster senior
  manager supervisor unit manual quick start guide ingredients directions recipe serves tip safety instructions
  operation troubleshooting model unified authority mutual indemnity casualty assurance underwriters administrators
  risk pharmacies medicine orthopedic orthopaedic spine physical occupational radiology surgical surgery chiropractic
  copy retrieval legal reporting interpreters offices firm partnership sheriff police fire unified memorial regional
  national american article section chapter amendment clause paragraph subdivision appendix constitution statute
  dissenting concurring opinion circuit district county city department agency commission firstname lastname
  hello greetings regards thanks cordially respectfully alert alerts newsletter bulletin announcement digest reminder
  invitation confirmation memorandum transcript payable receivable resources accounting collections intake
  scheduling admissions appointment appointments confirmed rescheduled cutoff probate administration motion`
    .split(/\s+/)
    .filter(Boolean),
);

const PERSON_SUFFIX = /^(?:jr|sr|ii|iii|iv)\.?$/i;
/** A physician's degree as printed after the name's comma ("M.D.", "MD", "D.O.", "Ph.D.", "Psy.D.", "DPM"), without its last period. */
export const MEDICAL_DEGREE = String.raw`(?:M\.?\s?D|D\.?\s?O|D\.?\s?C|Ph\.?\s?D|Psy\.?\s?D|D\.?P\.?M)`;
const TITLE_PREFIX = /^(?:(?:the\s+)?hon(?:orable|\.)?|mr|mrs|ms|miss|mx|dr|doctor|prof)\.?\s+/i;
const PERSON_TRAILING_NOISE =
  /[,\s]+(?:applicant|claimant|employee|patient|deponent|defendants?|esq|m\.?\s?d|d\.?\s?o|d\.?\s?c|ph\.?\s?d|psy\.?\s?d|q\.?m\.?e|a\.?m\.?e|r\.?n|n\.?p|p\.?a\.?-?c?|d\.?p\.?m|d\.?d\.?s|f\.?a\.?c\.?s|c\.?s\.?r|et\s+al)\.?\s*$/i;
const PERSON_LEADING_LABEL = /^(?:re|applicant|claimant|employee|injured\s+(?:employee|worker)|patient|deponent|name|by|attn|attention|to|from|cc)\s*[:\-]\s*/i;

/** "MARIA GARCIA" -> "Maria Garcia"; handles Mc/Mac prefixes, O'/D' and hyphenated parts. */
export function titleCasePersonWord(word: string): string {
  if (PERSON_SUFFIX.test(word)) {
    const w = word.replace(/\./g, '').toUpperCase();
    return w === 'JR' || w === 'SR' ? w[0] + w.slice(1).toLowerCase() + '.' : w;
  }
  return word
    .toLowerCase()
    .replace(/(^|[-'\s])([a-z\u00e0-\u00fe])/g, (_, sep: string, c: string) => sep + c.toUpperCase())
    .replace(/^Mc([a-z])/, (_, c: string) => 'Mc' + c.toUpperCase())
    .replace(/'S$/, "'s");
}

function isAllCaps(s: string): boolean {
  const letters = s.replace(/[^A-Za-z\u00c0-\u00ff]/g, '');
  return letters.length > 1 && letters === letters.toUpperCase();
}

function isAllLower(s: string): boolean {
  const letters = s.replace(/[^A-Za-z\u00c0-\u00ff]/g, '');
  return letters.length > 1 && letters === letters.toLowerCase();
}

/**
 * Cleans a person's name as printed: drops labels, titles, degrees and role words, turns
 * "GARCIA, MARIA L." into "Maria L. Garcia" and all-caps into title case.
 * Returns undefined when what is left does not look like a person's name.
 */
export function normalizePersonName(raw: string): string | undefined {
  let s = raw.replace(/\s+/g, ' ').trim();
  for (let i = 0; i < 3; i++) s = s.replace(PERSON_LEADING_LABEL, '');
  s = s.replace(TITLE_PREFIX, '');
  for (let i = 0; i < 4; i++) s = s.replace(PERSON_TRAILING_NOISE, '').trim();
  s = s.replace(/^[\s,;:.\-|*]+|[\s,;:|*\-]+$/g, '');
  // A name read from prose in the possessive ("the examination of Maria Garcia's shoulder") is the name itself.
  s = s.replace(/['’]s$/i, '');
  // "GARCIA, MARIA" -> "MARIA GARCIA", but "JOHN SMITH, JR." stays.
  const parts = s
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 2 && !PERSON_SUFFIX.test(parts[1]!)) s = `${parts[1]} ${parts[0]}`;
  else if (parts.length === 3 && PERSON_SUFFIX.test(parts[2]!)) s = `${parts[1]} ${parts[0]} ${parts[2]}`;
  else if (parts.length === 2) s = `${parts[0]} ${parts[1]}`;
  s = s.replace(TITLE_PREFIX, '');
  if (/\.$/.test(s) && !/(?:\b[A-Za-z]|\bJr|\bSr)\.$/i.test(s)) s = s.slice(0, -1);
  // "JOHN JR. MCDONALD" (from "MCDONALD, JOHN JR.") -> generational suffix goes last.
  const words = s.split(' ');
  const suffixAt = words.findIndex((w, i) => i > 0 && i < words.length - 1 && PERSON_SUFFIX.test(w));
  if (suffixAt > 0) s = [...words.slice(0, suffixAt), ...words.slice(suffixAt + 1), words[suffixAt]!].join(' ');
  if (isAllCaps(s) || isAllLower(s)) s = s.split(' ').map(titleCasePersonWord).join(' ');
  // Single-letter initials get their period back ("Maria L Garcia" -> "Maria L. Garcia").
  s = s.replace(/\b([A-Z])(?=\s)/g, '$1.');
  return isPlausiblePersonName(s) ? s : undefined;
}

/** Two to five name-like words, no digits, none of them a heading or label word. */
export function isPlausiblePersonName(s: string): boolean {
  if (!s || s.length > 48 || /\d/.test(s)) return false;
  const tokens = s.split(/\s+/).filter(Boolean);
  if (tokens.length < 2 || tokens.length > 5) return false;
  let long = 0;
  for (const t of tokens) {
    if (!/^[A-Za-z\u00c0-\u00ff][A-Za-z\u00c0-\u00ff'\-]*\.?$/.test(t)) return false;
    const bare = foldAccents(t).toLowerCase().replace(/[.']/g, '');
    if (NON_NAME_WORDS.has(bare) || isBusinessWord(bare)) return false;
    if (bare.replace(/-/g, '').length >= 2 && !PERSON_SUFFIX.test(bare)) long++;
  }
  // Names start with a capital letter (after normalisation); lower-case words are sentence text.
  if (tokens.some((t) => /^[a-z]/.test(t) && !/^(?:de|del|della|la|las|los|van|von|der|den|da|di|le|du|dos|das|y|e|bin|ibn|al)$/.test(t))) return false;
  return long >= 2 && !looksLikeOrganisation(s);
}

/**
 * Roles printed with a party's name in its label's list ("Renter Alma Reyes", "Residential Rental Provider Harbor
 * Lettings Pty Ltd", "Alma Reyes First Respondent"): what the party is in the matter, not its name. Only at the name's
 * start or end, with their qualifiers ("Residential", "Joint", "First"), and only beside a name.
 */
const ROLE_NOUN =
  /^(?:renters?|tenants?|landlords?|lessors?|lessees?|(?:rental\s+)?providers?|owners?|agents?|representatives?|guardians?|trustees?|executors?|executrix|buyers?|sellers?|purchasers?|vendors?|borrowers?|lenders?|debtors?|creditors?|insureds?|policyholders?|beneficiar(?:y|ies)|plaintiffs?|defendants?|petitioners?|respondents?|applicants?|appellants?|appellees?|claimants?)$/i;
const ROLE_QUALIFIER =
  /^(?:residential|commercial|rental|joint|co|first|second|third|named|additional|principal|primary|secondary|former|current|new|sole|managing|authorised|authorized)$/i;

/** How many words of a line's start are a role before the name (0 when none). */
function rolePrefixWords(value: string): number {
  const words = value.trim().split(/\s+/);
  let k = 0;
  while (k < words.length - 1 && k < 4 && ROLE_QUALIFIER.test(words[k]!)) k++;
  // "Rental Provider": a role of two words.
  const two = words.slice(k, k + 2).join(' ');
  const n = ROLE_NOUN.test(two) && k + 2 < words.length ? 2 : ROLE_NOUN.test(words[k] ?? '') && k + 1 < words.length ? 1 : 0;
  return n ? k + n : 0;
}

/** How many words of a value's end are a role after the name ("... Kresner First Defendant": 2; 0 when none). */
function roleSuffixWords(value: string): number {
  const words = value.trim().split(/\s+/);
  const last = words.length - 1;
  // "Rental Provider" at the end: a role of two words.
  let n = last >= 2 && ROLE_NOUN.test(words.slice(last - 1).join(' ')) ? 2 : last >= 1 && ROLE_NOUN.test(words[last]!) ? 1 : 0;
  if (!n) return 0;
  while (words.length - n > 1 && n < 5 && ROLE_QUALIFIER.test(words[last - n]!)) n++;
  return n;
}

/**
 * A name without the role printed before or after it ("Renter Alma Reyes", "Alma Reyes First Respondent" -> "Alma
 * Reyes"); the name as it is otherwise.
 */
export function withoutRoleWords(value: string): string {
  const words0 = value.trim().split(/\s+/);
  let words = words0;
  const k = rolePrefixWords(value);
  if (k) {
    const rest = words.slice(k).join(' ');
    // Only where what is left is a name itself: a person's, or an organisation's by its marks after a role of two words
    // or more ("Residential Rental Provider Harbour Lettings Pty Ltd"); a single role word may begin an organisation's
    // name ("Landlord Holdings LLC", "Agent Freight Inc").
    if (normalizePersonName(rest) || (k >= 2 && looksLikeOrganisation(rest))) words = words.slice(k);
  }
  const j = roleSuffixWords(words.join(' '));
  if (j) {
    const rest = words.slice(0, words.length - j).join(' ');
    // A role after a person's name with its qualifier ("First Defendant", "Second Respondent"); a role word alone may
    // end a name ("Harbour Property Owners").
    if (j >= 2 && normalizePersonName(rest)) words = words.slice(0, words.length - j);
  }
  return words === words0 ? value : words.join(' ');
}

/** Lower-case, accent-free name tokens without initials, titles and generational suffixes. */
export function personTokens(name: string): string[] {
  const normal = normalizePersonName(name) ?? name;
  return foldAccents(normal)
    .toLowerCase()
    .replace(/[^a-z\s\-']/g, ' ')
    .replace(/[-']/g, ' ')
    .split(/\s+/)
    .filter((t) => t.length > 1 && !PERSON_SUFFIX.test(t));
}

function tokenEq(x: string, y: string): boolean {
  if (x === y) return true;
  const len = Math.min(x.length, y.length);
  if (len < 4) return false;
  return ocrDistance(x, y) <= (len >= 6 ? 1 : 0.5);
}

/**
 * Same person? Tolerates order ("Garcia, Maria" / "GARCIA MARIA"), case, middle names or initials,
 * compound surnames and small OCR errors; a shared surname with a different first name is a
 * different person (Juan Robinson is not Rosa Robinson).
 */
export function samePerson(a: string, b: string): boolean {
  const A = personTokens(a);
  const B = personTokens(b);
  if (A.length < 2 || B.length < 2) return false;
  const [short, long] = A.length <= B.length ? [A, B] : [B, A];
  const firstS = short[0]!;
  const lastS = short[short.length - 1]!;
  const firstL = long[0]!;
  const restL = long.slice(1);
  if (tokenEq(firstS, firstL) && restL.some((t) => tokenEq(t, lastS))) return true;
  // Reversed order without a comma: "GARCIA MARIA" vs "Maria Garcia".
  const lastL = long[long.length - 1]!;
  return tokenEq(firstS, lastL) && tokenEq(lastS, firstL);
}

/** Legal-form and filler words ignored when comparing organisation names. */
const ORG_NOISE = new Set([
  'inc',
  'incorporated',
  'llc',
  'llp',
  'lp',
  'lllp',
  'pllc',
  'corp',
  'corporation',
  'co',
  'company',
  'ltd',
  'limited',
  'pc',
  'apc',
  'plc',
  'the',
  'a',
  'dba',
  'of',
  'and',
  // A firm named for its founder keeps the founder's suffix or not ("Law Offices of Ann Roe, Jr.").
  'jr',
  'sr',
]);

/** Comparison key of an organisation: folded words without legal suffixes and punctuation. */
export function orgKey(name: string): string {
  return (
    foldAccents(name)
      .toLowerCase()
      // A California firm's form ("Ann Roe, A Law Corporation", "A Professional Corporation"): like "Inc.", no part of its name.
      .replace(/\ba\s+(?:professional\s+)?(?:law\s+)?corporation\b/g, ' ')
      .replace(/&/g, ' and ')
      .replace(/[^a-z0-9\s]/g, ' ')
      .split(/\s+/)
      .filter((w) => w && !ORG_NOISE.has(w))
      .join(' ')
  );
}

/** Same organisation? Ignores case, punctuation, legal suffixes and small OCR errors. */
export function sameOrg(a: string, b: string): boolean {
  const x = orgKey(a);
  const y = orgKey(b);
  if (!x || !y) return false;
  if (x === y) return true;
  const len = Math.min(x.length, y.length);
  if (len >= 8 && ocrDistance(x, y) <= Math.max(1, Math.floor(len * 0.08))) return true;
  // "Del Amo Hospitality Group" vs "Del Amo Hospitality": one is a whole-word prefix of the other.
  const [s, l] = x.length <= y.length ? [x, y] : [y, x];
  return s.length >= 10 && s.split(' ').length >= 2 && (l + ' ').startsWith(s + ' ');
}

/** Words kept in capitals when an all-caps organisation name is title-cased. */
const ORG_ACRONYMS = new Set(
  `llc llp lp lllp pc apc pllc plc na usa us ica icw scif edd aig cna ups dhl cvs ucla usc lausd bnsf ymca abm adp
  at&t pg&e csu uc ii iii iv hmo ppo qme ame mri pt hr it ppg ibm ge ucsf ucsd kp esis`
    .split(/\s+/)
    .filter(Boolean),
);
const ORG_SMALL = new Set(['of', 'and', 'the', 'for', 'at', 'in', 'on', 'by', 'a', 'an', 'de', 'del', 'la', 'to', 'dba']);

function titleCaseOrgWord(word: string, first: boolean): string {
  const bare = word.toLowerCase().replace(/[.,;:()]/g, '');
  if (ORG_ACRONYMS.has(bare)) return word.toUpperCase();
  if (!first && ORG_SMALL.has(bare)) return word.toLowerCase();
  // No vowel and short: an acronym ("PMG", "BNSF").
  if (/^[A-Z&]{2,5}$/.test(word) && !/[AEIOUY]/.test(word)) return word;
  return titleCasePersonWord(word);
}

const ORG_TRAILING_NOISE =
  /(?:[,;\s]+(?:defendants?|respondents?|employers?|applicants?|et\s+al\.?|a\s+california\s+(?:corporation|limited\s+liability\s+company)|(?:permissibly|legally)\s+(?:self[-\s]?insured|uninsured)|psi|\((?:attorney\s+fee|lien|employer|insurer|defendant)s?\)))+\s*[,;.]*\s*$/i;

/**
 * Cleans an organisation name as printed, keeping its legal suffix text ("Sunrise Distribution
 * Center, LLC", "Pacific Coast Builders, Inc."). All-caps names are title-cased.
 */
export function normalizeOrgName(raw: string): string | undefined {
  // A template's blank in brackets or braces ("[Company Name]", "{{INSURER}}") stands where a name goes: no name.
  if (TEMPLATE_BLANK.test(raw)) return undefined;
  let s = raw.replace(/\s+/g, ' ').trim();
  for (let i = 0; i < 3; i++) s = s.replace(ORG_TRAILING_NOISE, '').trim();
  s = s.replace(/^[\s,;:.\-|*[\]]+/, '').replace(/[\s,;:|*[\]\-]+$/, '');
  s = s.replace(/\.{2,}/g, '.').replace(/\s+,/g, ',');
  // A trailing period stays only after an abbreviation ("Inc.", "Co.", "Corp.", "L.L.C.").
  if (/\.$/.test(s) && !/(?:\b(?:Inc|Co|Corp|Ltd|Bros|Assn|Assoc|Intl|Dept|Cos)|\b[A-Za-z]\.[A-Za-z])\.$/i.test(s)) {
    s = s.slice(0, -1);
  }
  if (isAllCaps(s))
    s = s
      .split(' ')
      .map((w, i) => titleCaseOrgWord(w, i === 0))
      .join(' ');
  // OCR of a scanned "Services, Inc." ends it "Ing", "Inge", "lnc" or "NC".
  s = s.replace(/,\s*(?:ing|inge|lnc|1nc|nc)\.?$/i, ', Inc.');
  const letters = s.replace(/[^A-Za-z]/g, '');
  if (letters.length < 3 || s.length > 120 || readsAsSentence(s) || isPlaceholder(s) || madeOf(s, FIELD_LABEL_WORDS) || madeOf(s, ROLE_WORDS)) return undefined;
  // A value ending in the number sign is the next field's label read as a value ("Adjuster Phone #", "Policy #"):
  // a form asks for a number there, and no name ends in "#".
  if (NUMBER_LABEL_AT_END.test(raw.trim())) return undefined;
  return s;
}

/** A form's label for a number at the end of a value: "Phone #", "Claim No. #", "#". */
const NUMBER_LABEL_AT_END = /#\s*$/;

/**
 * The words a blank form prints as its fields' labels ("Street address", "City, State, Zip", "Policy number",
 * "Name and address"): a label read where a value should be (a blank box, the next line under a label), never a
 * name.
 */
const FIELD_LABEL_WORDS = new Set(
  `name names address addresses street city state zip zipcode code postal mailing county country apt suite unit
  phone telephone tel fax cell email e-mail policy number no id ssn dob date signature title and or of include
  including if any`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * A party's role where its name would be ("The Copyright Owner", "Rights Holder", "the Complainant",
 * "Self-Insured"): what the party is, not who.
 */
const ROLE_WORDS = new Set(
  `the a an my our your copyright rights right trademark intellectual property holder holders owner owners
  complainant complainants reporting party parties client clients agent agents authorized representative
  representatives undersigned claimant claimants self insured self-insured permissibly legally uninsured employer
  employers company`
    .split(/\s+/)
    .filter(Boolean),
);

/** Every word of `s` (without punctuation, in lower case) is one of `words`. */
function madeOf(s: string, words: ReadonlySet<string>): boolean {
  const ws = s
    .toLowerCase()
    .split(/[\s,;:/()&]+/)
    .map((w) => w.replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, ''))
    .filter(Boolean);
  return ws.length > 0 && ws.every((w) => words.has(w));
}

/** A value that is all a template's blank: "[Company Name]", "{{CLIENT_NAME}}", "<Employer>". */
const TEMPLATE_BLANK = /^\s*(?:\[[^\]\n]+\]|\{\{[^}\n]+\}\}|<[^>\n]+>)\s*[.,;:]?\s*$/;

/** A template's or an anonymised copy's stand-in for a name ("FirstName LastName", "XXX, LLC"), never a party. */
function isPlaceholder(s: string): boolean {
  return /\b(?:first\s?name|last\s?name)\b/i.test(s) || /^x{3,}\b/i.test(s);
}

/** The small words an organisation's name may print in lower case ("Bank of America", "Kaiser dba ..."). */
const ORG_CONNECTORS = new Set([
  'of',
  'and',
  'the',
  'for',
  'on',
  'in',
  'at',
  'by',
  'to',
  'de',
  'del',
  'la',
  'los',
  'las',
  'y',
  'et',
  'dba',
  'c/o',
  'aka',
  'fka',
  'nka',
]);

/**
 * A label's value that is a sentence, not a name: a form's instruction printed after its label ("Claims
 * Administrator: Please complete the boxes below.") opens with an instruction word or holds two or more
 * lower-case words that are not an organisation name's small words.
 */
function readsAsSentence(s: string): boolean {
  if (/^(?:please|if|when|you|your|must|should|do|does|see|enter|complete|attach|print|sign|check|list|describe|provide|indicate)\b/i.test(s)) return true;
  // A salutation where a name should be ("Dear Claims Administrator", "Hello Mr. Lopez").
  if (/^(?:dear|hello|hi|greetings|good\s+(?:morning|afternoon|day)|to\s+whom)\b/i.test(s)) return true;
  return s.split(' ').filter((w) => /^[a-z]/.test(w) && !ORG_CONNECTORS.has(w.replace(/[^a-z/]/g, ''))).length >= 2;
}

/** Key for de-duplicating a list of names of either kind: "Garcia, Maria" and "MARIA GARCIA" collide. */
export function partyKey(name: string): string {
  const person = normalizePersonName(name);
  if (person) return 'p:' + personTokens(person).join(' ');
  return 'o:' + orgKey(name);
}
