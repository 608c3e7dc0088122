/**
 * The WCAB case caption:
 *
 *   MARIA GARCIA,                              Case No. ADJ1234567
 *        Applicant,                            NOTICE OF HEARING
 *   vs.
 *   ACME CORP; ZENITH INSURANCE COMPANY, adjusted by SEDGWICK,
 *        Defendants.
 *
 * In text PDFs the right column comes after the caption; OCR interleaves it line by line
 * ("LUIS CASTILLO, WCAB Case Nos. ADJ9568302,"), and single-line captions exist too
 * ("MARIA GARCIA, Applicant, vs. ACME CORP; ZENITH INSURANCE, Defendants."). The parser therefore
 * anchors on the role words (Applicant / vs. / Defendants) and strips right-column material.
 */
import { findAdjMatches } from './adj';
import { fuzzyPattern } from './fuzzy';
import { normalizeOrgName, normalizePersonName } from './names';
import { looksLikeOrganisation } from './organisations';

export interface Caption {
  applicant?: string;
  /**
   * The first party when the caption prints an organisation there (another court's plaintiff or petitioner: "LVNV
   * FUNDING LLC,\nPlaintiff"), never the applicant, who is a person.
   */
  firstParty?: string;
  /** Defendants in printed order, normalised. */
  defendants: string[];
  /** The first defendant that is not an insurer or claims administrator. */
  employer?: string;
  insurers: string[];
  administrators: string[];
  /** Offset of the caption in the text (for attributing nearby ADJ numbers). */
  index: number;
}

/**
 * Role words of the two sides of a caption in any court or tribunal: the worker's side (applicant,
 * plaintiff, petitioner, claimant, appellant, "Employee/Appellant") and the other (defendant,
 * respondent, appellee, "Employer-Appellee"). "Employee" and "Employer" alone are also form labels,
 * so they count only inline ("Marisol Vega, Employee, v. Ridgeview Poultry, LLC, Employer").
 */
const FIRST_PARTY_ROLE = `(?:(?:employee|claimant|plaintiff|petitioner)[-/ ]?)?appellants?|plaintiffs?|petitioners?|claimants?`;
const SECOND_PARTY_ROLE = `(?:(?:employer|defendant|respondent)[-/ ]?)?appellees?|respondents?`;
const INLINE_FIRST_ROLE = `(?:applicants?|${FIRST_PARTY_ROLE}|employee)`;
const INLINE_SECOND_ROLE = `(?:defendants?|${SECOND_PARTY_ROLE}|employer)`;

/** A name line ending in its role: "DALE PRUITT, Appellant,", "ZENITH INSURANCE COMPANY, Defendants." */
const FIRST_ROLE_AT_END = `\\s*(?:applicants?|${FIRST_PARTY_ROLE})\\s*[,.]?\\s*$`;
const SECOND_ROLE_AT_END = `\\s*(?:defendants?|${SECOND_PARTY_ROLE})\\s*[,.]?\\s*$`;
const TRAILING_FIRST_ROLE = new RegExp(`,${FIRST_ROLE_AT_END}`, 'i');
const TRAILING_SECOND_ROLE = new RegExp(`\\S,${SECOND_ROLE_AT_END}`, 'i');

/** Words that name a kind of paper (or who files it): a capitals line holding one is a title, not a party's name. */
const PAPER_KIND =
  '(?:BRIEF|MOTION|ORDER|NOTICE|ANSWER|REPLY|RESPONSE|MEMORANDUM|PETITION|APPLICATION|OBJECTIONS?|OPPOSITION|DECLARATION|COMPLAINT|SUMMONS|JUDGMENT|STIPULATION|EXHIBIT|COUNSEL|ATTORNEYS?)';

/**
 * A capitals caption's name line with its role at the end and no comma ("MIKELYN EDMONSON        PLAINTIFF": the role
 * set at the right margin, the gap lost in a copy of the page). Only a line without a lower-case letter, never a role
 * after a joining word ("JUDGMENT FOR PLAINTIFF", "NOTICE TO DEFENDANT") or as a lien's ("LIEN CLAIMANT" heads a
 * service list's entry), never a line naming a kind of paper (a title ends in its party's role too: "BRIEF FOR HARPER
 * RESPONDENTS", "MOTION OF DEFENDANTS"), and at least two words before the role.
 */
const capitalsRoleAtEnd = (roles: string) =>
  new RegExp(
    `^(?=[^a-z]*$)(?!.*\\b(?:OF|FOR|BY|TO|THE|AND|ON|AGAINST|FROM|WITH|LIEN)\\s+(?:${roles})\\b)(?!.*\\b${PAPER_KIND}\\b)(?=.*[A-Z]{2}\\S*\\s+\\S*[A-Z].*\\s(?:${roles})\\s*[,.]?\\s*$)`,
  );
const CAPITALS_FIRST_ROLE = capitalsRoleAtEnd('APPLICANTS?|PLAINTIFFS?|PETITIONERS?|CLAIMANTS?|APPELLANTS?');
const CAPITALS_SECOND_ROLE = capitalsRoleAtEnd('DEFENDANTS?|RESPONDENTS?|APPELLEES?');

/**
 * A role printed for one or more ("APPLICANT(S):", "Respondent(s) :") heads the list of names under or beside it, as a
 * label does: the names are not above it as a pleading's caption prints them (parties.ts reads the list).
 */
const NOT_A_LIST_LABEL = `(?!\\s*\\(s\\)\\s*:)`;
/** The role line: "Applicant," alone or followed by right-column text, never a "Applicant:" label. */
const APPLICANT_ROLE = new RegExp(
  `^(?:${fuzzyPattern('applicant')}s?|${FIRST_PARTY_ROLE})(?![:'\\w])${NOT_A_LIST_LABEL}(?!\\s*(?:name|attorney|counsel|address)\\b)`,
  'i',
);
const VS_LINE = /^(?:vs?\.?|versus)(?:\s|$)/i;
const DEFENDANT_ROLE = new RegExp(
  `^(?:${fuzzyPattern('defendant')}s?|${SECOND_PARTY_ROLE})(?![:'\\w])${NOT_A_LIST_LABEL}(?!\\s*(?:name|attorney|counsel|address)\\b)`,
  'i',
);

/** Right-column titles and labels that OCR mixes into caption lines. */
const RIGHT_COLUMN =
  /\b(?:(?:WCAB\s+)?Case\s+(?:No|Number)|ADJ\s*No|NOTICE\s+OF|ORDER\b|FINDINGS|STIPULATIONS?|COMPROMISE|AND\s+RELEASE|DEPOSITION\s+OF|SUBPOENA|DUCES\s+TECUM|DECLARATION|PETITION|MINUTES|APPLICATION\s+FOR|PROOF\s+OF\s+SERVICE|AWARD\b|OPINION|REPORT\b|REQUEST\s+FOR|JOINT\b|PRE-?TRIAL|WITH\s+REQUEST|TAKING\s+OFF|APPROVING|OFF\s+CALENDAR|MOTION\s+(?:TO|FOR)\b|COMPLAINT\b|AFFIDAVIT\b|SUMMONS\b|JUDGMENT\b|ANSWER\s+(?:TO|AND)\b|APPEARANCE\b|(?:CIVIL|Civil)\s+(?:ACTION|Action)\b|\b(?:Court\s+)?File\s+(?:No|Number)\b|\b(?:Assigned\s+)?Judge\s*:?\s+(?:Hon(?:\.|orable)\s+)?[A-Z][a-z]+\s+(?:[A-Z]\.\s+)?[A-Z][a-z]+\b)/;

/** Insurers and claims administrators are defendants too, but never the employer. */
export const INSURER_WORDS =
  /\b(?:insurance(?!\s+(?:agency|brokers?|agents?))|indemnity|casualty|assurance|underwriters|mutual\s+(?:insurance|fire|benefit)|compensation\s+insurance\s+fund|SCIF|ICW\s+group|zenith|travelers|hartford|chubb|AIG|berkshire\s+hathaway|republic\s+indemnity|employers\s+compensation|markel|amtrust|everest\s+(?:national|re)|liberty\s+mutual|state\s+fund)\b/i;
export const ADMINISTRATOR_WORDS =
  /\b(?:claims|sedgwick|gallagher\s+bassett|intercare|tristar|broadspire|corvel|york\s+risk|ESIS|athens|keenan|crawford|acclamation|LWP|administrators?|adjusting|risk\s+management|CompWest|third\s+party)\b/i;

export function parseCaption(text: string): Caption | undefined {
  const head = text.slice(0, 6000);
  return parseSingleLine(head) ?? parseLines(head) ?? parseVersusOnly(head) ?? parseInRe(head);
}

/** Words that open a citation or a sentence, never a party's name ("See Smith v. Jones"). */
const NOT_A_PARTY_START = /^(?:see|cf|in|but|accord|also|compare|citing|quoting|under|as|per|from|and|the)\b/i;
/** Lower-case words a company's name may hold ("Create and Construct", "Bank of the West"). */
const NAME_JOINERS = /^(?:and|of|the|de|del|la|for|dba|d\/b\/a|a|an|at|on|in|&)$/;

/**
 * "Ruben Diaz v. Create and Construct, LLC" as a line of its own, in any case: a person's name, "v.",
 * and a name made of capitalised words (no digits: "Smith v. Jones, 123 Cal.App.4th" is a citation).
 */
function mixedCaseVersus(line: string): Caption | undefined {
  const m = /^([A-Z][^\s,]*(?:\s+[A-Z][^\s,]*){1,4}),?\s+(?:v\.|vs\.?|versus)\s+([A-Z][^\n]{2,150})$/.exec(line);
  if (!m || NOT_A_PARTY_START.test(m[1]!) || /\d/.test(m[2]!) || /[;:!?]/.test(line)) return undefined;
  const words = m[2]!
    .replace(/[.,]+$/, '')
    .split(/[\s,]+/)
    .filter(Boolean);
  if (words.length > 12 || words.some((w) => /^[a-z]/.test(w) && !NAME_JOINERS.test(w))) return undefined;
  const applicant = normalizePersonName(m[1]!);
  return applicant ? build(applicant, splitDefendants([m[2]!]), 0) : undefined;
}

/** "In re Marisol Vega", "IN RE THE CLAIM OF MARISOL VEGA": the person the proceeding is about. */
function parseInRe(text: string): Caption | undefined {
  const lines = text.split('\n').slice(0, 60);
  for (const l of lines) {
    const m = /^\s*in\s+re(?:\s+the)?(?:\s+(?:matter|claim|application|appeal|petition)\s+of)?\s*:?\s+(.{3,60}?)[,:]?\s*(?:\(.*\))?\s*$/i.exec(l);
    const name = m && normalizePersonName(stripRightColumn(m[1]!).split(',')[0] ?? '');
    if (name) return build(name, [], 0);
  }
  return undefined;
}

/**
 * Captions without role words: "KIMBERLY TRAN\nvs.\nORCHARD SUPPLY HARDWARE, LLC; SENTRY INSURANCE"
 * or "KIMBERLY TRAN vs. ORCHARD SUPPLY HARDWARE, LLC". Only all-caps party names count, so
 * sentences that happen to contain "v." are not read as captions.
 */
function parseVersusOnly(text: string): Caption | undefined {
  const lines = text.split('\n').map((l) => l.trim());
  for (let i = 0; i < Math.min(lines.length, 60); i++) {
    const inline = /^([A-Z][A-Z .'\-]{3,40}?),?\s+(?:VS?\.?|v\.|versus)\s+([A-Z0-9][A-Z0-9 &.,;'\-]{3,200})$/.exec(stripRightColumn(lines[i]!));
    if (inline) {
      const applicant = normalizePersonName(inline[1]!);
      if (applicant) return build(applicant, splitDefendants([inline[2]!]), 0);
    }
    const mixed = mixedCaseVersus(stripRightColumn(lines[i]!));
    if (mixed) return mixed;
    if (!VS_LINE.test(lines[i]!) || lines[i]!.replace(VS_LINE, '').trim()) continue;
    let applicant: string | undefined;
    for (let j = i - 1; j >= Math.max(0, i - 3) && !applicant; j--) {
      const l = stripRightColumn(lines[j]!);
      if (l && l === l.toUpperCase()) applicant = normalizePersonName(l.split(',')[0] ?? '');
    }
    if (!applicant) continue;
    const block: string[] = [];
    for (let j = i + 1; j < Math.min(lines.length, i + 8); j++) {
      const l = stripRightColumn(lines[j]!);
      if (!l) {
        if (block.length) break;
        continue;
      }
      if (l !== l.toUpperCase() && !/^(?:adjusted|administered)\b/i.test(l)) break;
      block.push(l);
    }
    return build(applicant, splitDefendants(block), 0);
  }
  return undefined;
}

/**
 * "MARIA GARCIA, Applicant, vs. ACME CORP; ZENITH INSURANCE, Defendants." on one line, and its kin in
 * other courts: "Marisol Vega, Employee, v. Ridgeview Poultry, LLC, Employer", "Dale Pruitt (Appellant)
 * v. Hargrove Freight Lines, Inc. (Respondent)".
 */
const SINGLE_LINE = new RegExp(
  `(?:^|\\n)[ \\t]*([^\\n]{3,80}?),?[ \\t]+\\(?${INLINE_FIRST_ROLE}\\)?[,.;]?[ \\t]+(?:vs?\\.?|versus)[ \\t]+([^\\n]{3,300}?),?[ \\t]+\\(?${INLINE_SECOND_ROLE}\\)?(?![\\w'])`,
  'i',
);
function parseSingleLine(text: string): Caption | undefined {
  const m = SINGLE_LINE.exec(text);
  if (!m) return undefined;
  const applicant = normalizePersonName(m[1]!);
  const defs = splitDefendants([m[2]!]);
  return build(applicant, defs, m.index);
}

function parseLines(text: string): Caption | undefined {
  const lines = text.split('\n');
  const trimmed = lines.map((l) => l.trim());
  // A role line holds the role word and at most right-column capitals ("Applicant, NOTICE OF HEARING"),
  // never sentence text ("Applicant, through counsel, requests ...").
  // Right-column print beside it ("Plaintiff,        Case No.") is not part of the role line.
  // A role word followed by page numbers only is an entry of a transcript's index ("Defendant 20 20": the pages an
  // exhibit was marked and admitted on), no caption's role line.
  const roleLine = (re: RegExp, line: string) => {
    const l = stripRightColumn(line) || line;
    const rest = l.replace(re, '').replace(/\(s\)/g, '');
    return re.test(l) && !/[a-z]{2,}/.test(rest) && !/^[\s,.]*\d+(?:\s+\d+)*\s*$/.test(rest);
  };
  // A name line ending in its role ("IRA TOLES, Plaintiff,"), not a sentence wrapped at its role ("... completion of
  // Defendant's deposition, Plaintiff").
  const trailingRole = (re: RegExp, line: string) => re.test(line) && !hasSentenceWord(line.replace(re, ''));
  const iA = trimmed.findIndex((l, i) => i < 120 && (roleLine(APPLICANT_ROLE, l) || trailingRole(TRAILING_FIRST_ROLE, l) || CAPITALS_FIRST_ROLE.test(l)));
  const iD = trimmed.findIndex(
    (l, i) => i > Math.max(iA, 0) && i < 140 && (roleLine(DEFENDANT_ROLE, l) || trailingRole(TRAILING_SECOND_ROLE, l) || CAPITALS_SECOND_ROLE.test(l)),
  );
  if (iA < 0 && iD < 0) return undefined;
  if (iD >= 0 && iA >= 0 && iD - iA > 16) return undefined;
  // The first party's role is a court form's label (below): its name is beside or under it, read by parties.ts.
  if (iA >= 0 && FIRST_PARTY_LABEL.test(trimmed[iA]!)) return undefined;

  let applicant: string | undefined;
  let firstParty: string | undefined;
  if (iA >= 0) ({ applicant, firstParty } = firstPartyBefore(trimmed, iA));
  // A blank form's caption: the first party's role is printed with no name for it (a blank line, the court's
  // heading above). What stands on the other side is then the form's own print (a department, a title, an
  // instruction, a city), not a party's name.
  if (iA >= 0 && !applicant && !firstPartyNamed(trimmed, iA)) return undefined;

  let defs: string[] = [];
  if (iD >= 0) {
    const vsIdx = trimmed.findIndex((l, i) => i > Math.max(iA, iD - 12) && i < iD && VS_LINE.test(l));
    // The other side's role alone, with no first party's role or "v." before it and a name beside or under it
    // ("RESPONDENTS" over "Orla Brennan", "Respondents      Orla Brennan"): a label over its list of names, not a role
    // under them (parties.ts reads the list).
    if (iA < 0 && vsIdx < 0 && labelOverNames(lines, iD)) return undefined;
    const start = vsIdx >= 0 ? vsIdx : iA >= 0 ? iA + 1 : headerEnd(trimmed, iD);
    const block: string[] = [];
    for (let i = start; i < iD; i++) {
      let l = trimmed[i]!;
      if (i === vsIdx) l = l.replace(VS_LINE, '').trim();
      if (i === iA) continue;
      block.push(l);
    }
    // A court form's label column ("PLAINTIFF/PETITIONER:" over its name, then "DEFENDANT/RESPONDENT:"): the names
    // stand after their labels, not above their roles as a pleading prints them, so what is above the second label is
    // the first party's (parties.ts reads each label's value).
    if (block.some((l) => FIRST_PARTY_LABEL.test(l))) return undefined;
    // "ZENITH INSURANCE COMPANY, Defendants." - the last defendant may share the role line; a compound role's first
    // half ("DEFENDANT/" of "DEFENDANT/RESPONDENT") is no name.
    const shared = new RegExp(`^(.*?),?${SECOND_ROLE_AT_END}`, 'i').exec(trimmed[iD]!);
    if (shared?.[1] && !nameless(shared[1])) block.push(shared[1]);
    defs = splitDefendants(block.map(stripRightColumn).filter(Boolean));
  }
  if (!applicant && !firstParty && defs.length === 0) return undefined;
  const offset = lines.slice(0, Math.max(0, iA >= 0 ? iA - 1 : iD)).join('\n').length;
  return { ...build(applicant, defs, offset), ...(firstParty ? { firstParty } : {}) };
}

/**
 * Walks up from the "Applicant," line to the line holding the name: a person's is the applicant; an organisation's
 * right above its role ("LVNV FUNDING LLC,\nPlaintiff") is the first party, and nothing above it is (the court's
 * heading, "CHATSWORTH COURTHOUSE", is no one).
 */
function firstPartyBefore(lines: string[], iA: number): { applicant?: string; firstParty?: string } {
  const line = lines[iA]!;
  const inline = new RegExp(`^(.*?),?${FIRST_ROLE_AT_END}`, 'i').exec(line);
  if (inline?.[1]?.trim()) {
    const name = normalizePersonName(stripRightColumn(inline[1]).split(',')[0] ?? '');
    if (name) return { applicant: name };
  }
  for (let i = iA - 1; i >= Math.max(0, iA - 5); i--) {
    const l = lines[i]!;
    if (!l) continue;
    // The court's heading over the caption ends the walk: its lines name the court and its seat, no party.
    if (COURT_HEADING_LINE.test(l)) break;
    // The name ends at the first comma, except before a generational suffix ("JOHN SMITH, JR.,").
    const first = /^(.*?(?:,\s*(?:JR|SR|II|III|IV)\b\.?)?)(?:,|\s{3,}|$)/i.exec(stripRightColumn(l))?.[1] ?? '';
    // A caption prints its parties' names capitalised; a line in lower case is the prose around them
    // ("... on behalf of all others similarly situated, Plaintiffs,").
    if (!first || findAdjMatches(first).length || !/[A-Z]/.test(first)) continue;
    // "MARISOL FUENTES and DEREK ONG," names two: the first is the caption's first party.
    const name = normalizePersonName(first.split(/\s+and\s+|\s*&\s*|;/i)[0]!);
    if (name) return { applicant: name };
    if (/^(?:STATE OF CALIFORNIA|WORKERS' COMPENSATION APPEALS BOARD|IN RE\b)/i.test(l)) break;
    // An organisation's name right above the role (its legal form, or a line ending in the caption's comma): the
    // first party is that organisation; a name further up would be the heading's.
    let whole = stripRightColumn(l).replace(/,\s*$/, '');
    // A long name wrapped onto its last line ("CAVALRY SPV I, LLC, AS ASSIGNEE OF\nCITIBANK, N.A.,"): the line above
    // ending in a joining word holds its start.
    // So does a capitals line above it with no comma of its own ("NEW JERSEY TURNPIKE\nAUTHORITY,"), under the heading.
    for (
      let j = i - 1;
      j >= Math.max(0, i - 2) &&
      (/\b(?:OF|AND|FOR|THE|AS|&)\s*$/i.test(stripRightColumn(lines[j] ?? '')) ||
        (/^[A-Z][A-Z&.' -]{2,}$/.test(stripRightColumn(lines[j] ?? '')) && !COURT_HEADING_LINE.test(lines[j]!) && !COURT_HEADING.test(lines[j]!)));
      j--
    ) {
      whole = `${stripRightColumn(lines[j]!)} ${whole}`;
    }
    // (Not the tail of a sentence wrapped onto the line: "... in his\nofficial capacity as Speaker of the North\nCarolina
    // House of Representatives, et al.," describes the person further up.)
    const above =
      lines
        .slice(Math.max(0, i - 2), i)
        .reverse()
        .find((x) => x) ?? '';
    if (i >= iA - 2 && !/[a-z]{3,}\s+[a-z]{2,}/.test(above) && /,\s*$|\b(?:LLC|L\.L\.C|INC|CORP|CO|LTD|LLP|L\.P|N\.A|BANK|COMPANY|TRUST)\b\.?/i.test(l)) {
      whole = whole.replace(/,?\s+et\.?\s+al\.?,?$/i, '');
      // A name that goes on past the role line ("REWARD GROVE LLC, TRUSTEE OF THE" over "Plaintiff,") is read up to its
      // last comma, the part that is whole.
      if (/\b(?:OF|THE|AND|FOR|AS|&)\s*$/i.test(whole)) whole = whole.includes(',') ? whole.slice(0, whole.lastIndexOf(',')) : '';
      // A person's office after the name ("MOORE, IN HIS OFFICIAL CAPACITY AS SPEAKER OF ..."), or a phrase wrapped
      // from the line above ("IN HIS OFFICIAL CAPACITY ..."), is no organisation's name: the walk goes on to the name.
      // An organisation's name carries the marks of one (a legal form, a business's word: "FUNDING", "BANK",
      // "AUTHORITY"); a right column's words ("JURY TRIAL DEMANDED,") do not.
      const org =
        !nameless(whole) &&
        !COURT_HEADING.test(whole) &&
        !hasSentenceWord(whole) &&
        !PERSON_OFFICE.test(whole) &&
        (looksLikeOrganisation(whole) || /\b(?:AUTHORITY|ASSOCIATION|AGENCY|FOUNDATION|SOCIETY)\b/i.test(whole))
          ? normalizeOrgName(whole)
          : undefined;
      if (org) return { firstParty: org };
    }
  }
  return {};
}

/** A role printed alone, as a label prints it: no caption's comma or full stop after it. */
const BARE_ROLE = new RegExp(`^(?:${fuzzyPattern('defendant')}s?|${SECOND_PARTY_ROLE})(?:\\s*\\(s\\))?$`, 'i');

/** Whether the role line at `at` is a bare role with a name beside it (after a column's gap) or on the next line. */
function labelOverNames(lines: string[], at: number): boolean {
  const line = lines[at]!.trim();
  const role = /^(\S+(?:\s*\(s\))?)(?:\s{2,}|\t+)(.+)$/i.exec(line);
  if (!BARE_ROLE.test(role ? role[1]! : line)) return false;
  const next = role
    ? role[2]!
    : lines
        .slice(at + 1, at + 3)
        .map((l) => l.trim())
        .find((l) => l);
  const v = next?.replace(/[,;]+$/, '').trim();
  return !!v && !VS_LINE.test(v) && (!!normalizePersonName(v) || looksLikeOrganisation(v));
}

/** A person's office printed with the name in a caption, or the wrapped words of one. */
const PERSON_OFFICE =
  /^(?:in|as|on|by|for|of|to|and|with|his|her|its|their|an?|individually|dba|d\/b\/a|aka|fka)\b|\ba\s+minor\b|\bby\s+and\s+through\b|\bin\s+(?:his|her|its|their)\s+(?:official\s+)?capacit|\bcapacity\s+as\b/i;

/**
 * A court's heading line over a caption: the court, its county or district, its courthouse or branch ("SUPERIOR
 * COURT OF CALIFORNIA", "COUNTY OF LOS ANGELES, NORTH VALLEY JUDICIAL DISTRICT", "CHATSWORTH COURTHOUSE").
 */
const COURT_HEADING_LINE =
  /^(?:.*\b(?:COURT(?:HOUSE)?|JUDICIAL\s+DISTRICT|DIVISION|BRANCH|TRIBUNAL)\b.*|[A-Z .,'&-]+\s(?:LIST|REGISTRY)|(?:IN\s+AND\s+)?(?:FOR\s+THE\s+)?COUNTY\s+OF\s+[A-Z .'-]+(?:[,-].*)?|[A-Z .'-]+\s+(?:COUNTY|PARISH))$/;

/**
 * A court form's party label with its value on the line ("PLAINTIFF/PETITIONER: VELOCITY INVESTMENTS LLC",
 * "Defendant/Respondent: JOSHUA ANDERSON, an individual"), or a table's row ("| Plaintiff | The Owners - Strata Plan").
 */
export const ROLE_LABEL_LINE =
  /^(?:\|\s*)?(?:(?:first|second|third)\s+)?(?:(?:plaintiffs?|petitioners?|defendants?|respondents?|applicants?|appellants?|appellees?)(?:\s*\(s\))?(?:\s*\/\s*(?:plaintiffs?|petitioners?|defendants?|respondents?)(?:\s*\(s\))?)?)\s*[:|]\s*[^\s|]/i;

/**
 * A court form's party label at a line's start, its value beside or below it: two roles as one label
 * ("PLAINTIFF/PETITIONER:", "DEFENDANT/RESPONDENT", the colon perhaps lost to a scan), and with `single` one role and
 * its colon ("Respondent:"); never a pleading's role line under a name ("Defendant/Respondent.", "Plaintiff,"), which
 * ends in its punctuation.
 */
export const formLabel = (roles: string, single = true) =>
  new RegExp(`^(?:(?:${roles})\\s*\\/\\s*(?:${roles})\\s*(?::|$)${single ? `|(?:${roles})(?:\\s*\\(s\\))?\\s*:` : ''})`, 'i');

/**
 * The first party's label as only a form prints it: both first roles as one ("PLAINTIFF/PETITIONER", a party being one
 * of the two). Not a single role with a colon: a pleading may rule its caption's columns with colons ("Petitioner :").
 */
const FIRST_PARTY_LABEL = formLabel('plaintiffs?|petitioners?', false);

/** A court's or a form's heading above a caption, never a party's name. */
const COURT_HEADING =
  /\b(?:court|courthouse|commonwealth|state\s+of|county\s+of|department|division|tribunal|board|district|circuit|judicial|trial|probate|small\s+claims|in\s+the\s+matter|in\s+re)\b/i;

/** Whether an organisation's name stands for the first party above its role line ("ACME CORP,\nPlaintiff,"). */
function firstPartyNamed(lines: string[], iA: number): boolean {
  const inline = new RegExp(`^(.*?),?${FIRST_ROLE_AT_END}`, 'i').exec(lines[iA]!)?.[1]?.trim();
  const candidates = inline ? [inline] : [];
  // The name is the line right above its role (past one blank line at most), not a heading further up.
  for (let i = iA - 1; i >= Math.max(0, iA - 2) && !candidates.length; i--) if (lines[i]) candidates.push(lines[i]!);
  return candidates.some((c) => {
    const v = stripRightColumn(c).replace(/,$/, '');
    return !!v && !COURT_HEADING.test(v) && !nameless(v) && !!normalizeOrgName(v);
  });
}

/** Without an applicant line, the defendants block starts after the court heading or "IN RE ..." line. */
function headerEnd(lines: string[], iD: number): number {
  for (let i = iD - 1; i >= Math.max(0, iD - 12); i--) {
    if (/STATE OF CALIFORNIA|APPEALS BOARD|^IN RE\b/i.test(lines[i]!)) return i + 1;
  }
  return Math.max(0, iD - 6);
}

/** Removes right-column material (case number labels, ADJ numbers, document titles) from a caption line. */
function stripRightColumn(line: string): string {
  let l = line;
  const adj = findAdjMatches(l)[0];
  if (adj) l = l.slice(0, adj.index);
  const title = RIGHT_COLUMN.exec(l);
  if (title) l = l.slice(0, title.index);
  // A pleading caption rules its two columns with ")" ("DAVID JOHNSON; and LAWRENCE )  Case No."): the names end there.
  const rule = /(?:^|\s)\)(?:\s|$)/.exec(l);
  if (rule) l = l.slice(0, rule.index);
  return l.replace(/\s{3,}.*$/, '').trim();
}

/**
 * Splits the defendants block into parties: ";" separates defendants (OCR may print ":" at a line
 * end); "X, adjusted by Y" names an insurer and its administrator. Without semicolons, line-final
 * commas separate defendants, and legal suffixes ("INC.,") or "adjusted by" lines continue the previous one.
 */
export function splitDefendants(blockLines: string[]): string[] {
  // A label line ("Docket Text:") heads what follows and names no one; a capitals line's final ":" is OCR's ";".
  // A page's number printed between a caption's lines ("Page 2 of 3") is no part of a name.
  const joined = blockLines
    .filter((l) => !(/:\s*$/.test(l) && /[a-z]/.test(l)) && !/^page\s+\d+(?:\s+of\s+\d+)?$/i.test(l.trim()))
    .map((l) => l.replace(/:\s*$/, ';'))
    .join('\n');
  let parts: string[];
  if (joined.includes(';')) parts = joined.split(';');
  // One party a line, each ending in the caption's comma, or in its joining "and" printed in lower case between names in
  // capitals ("BILLY J. PRINCE JR. and\nACME COMPANY"; not "PRESIDENT AND\nCHAIRMAN OF ...", one description wrapped).
  else if (blockLines.length > 1) parts = mergeContinuations(joined.split(/,\s*\n|(?<=^[^a-z\n]*[A-Z][^a-z\n]*)\s+and\s*\n/m));
  else parts = mergeContinuations(joined.split(/,\s*/));
  // A company's legal form ends its name: "... LOAN SERVICING, LLC, ACTIVATE FINANCIAL, LLC" is two defendants
  // (not before "adjusted by", "c/o", "dba" or "a California corporation", which go on about the same one).
  parts = parts.flatMap((p) => p.split(AFTER_LEGAL_FORM));
  return parts
    .map((p) =>
      p
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/^and\s+/i, '')
        // A public officer sued as such: the person's name, not the office ("PHILIP MERRILL IN HIS OFFICIAL CAPACITY AS ...").
        .replace(OFFICIAL_CAPACITY, ''),
    )
    .filter((p) => /[A-Za-z]{3}/.test(p));
}

const OFFICIAL_CAPACITY = /,?\s+in\s+(?:his|her|its|their)\s+(?:(?:official|individual)\s+(?:and\s+(?:official|individual)\s+)?)?capacit(?:y|ies)\b.*$/i;

const AFTER_LEGAL_FORM =
  /(?<=\b(?:LLC|L\.L\.C\.|INC\.?|CORP\.?|LTD\.?|LLP|L\.P\.|P\.C\.)),\s*(?=[A-Z][A-Za-z])(?!(?:adjusted|administered|handled|c\/o|by|for|dba|d\/b\/a|fka|aka|a\s+california|its|their|et\s+al)\b)/i;

function mergeContinuations(parts: string[]): string[] {
  const out: string[] = [];
  for (const p of parts) {
    const t = p.trim();
    const cont =
      /^(?:inc|llc|llp|lp|corp|co|ltd|l\.l\.c|p\.c|apc|n\.a)\b\.?/i.test(t) || /^(?:adjusted|administered|c\/o|by|for|dba|a\s+california)\b/i.test(t);
    if (cont && out.length) out[out.length - 1] += ', ' + t;
    else out.push(t);
  }
  return out;
}

/**
 * What a blank form's caption prints where a party's name goes: the blank's label ("Name of Defendant"), its
 * instruction in brackets ("(name)", "(print)"), a role or a joining word ("Petitioner and Respondent").
 */
const FORM_WORD =
  /^(?:and|or|of|the|a|an|name|names|full|print|printed|type|address|if|any|party|parties|plaintiffs?|defendants?|petitioners?|respondents?|appellants?|appellees?|applicants?|employers?|employees?|claimants?|county|city|state|court|person|company|corporation|other|s|vs?)$/i;
const nameless = (name: string) => name.split(/[\s/(),.]+/).every((w) => !w || FORM_WORD.test(w));

function build(applicant: string | undefined, rawDefs: string[], index: number): Caption {
  const defendants: string[] = [];
  const insurers: string[] = [];
  const administrators: string[] = [];
  for (const raw of rawDefs) {
    const [named, admin0] = splitAdministrator(raw);
    // "VERVENT, INC. fka FIRST ASSOCIATES LOAN SERVICING, LLC": one party under its name and another it is or was
    // known by; the caption's name is the one it leads with.
    const main = named.replace(ALSO_KNOWN_AS, '');
    const admin = admin0 && !nameless(admin0) ? admin0 : undefined;
    const name = nameless(main) ? undefined : normalizeOrgName(main);
    // A party's name holds no sentence words: a docket line ending in a role ("MOTION for Judicial Notice filed
    // by Appellee National TPS Alliance, Appellee") is no caption.
    if (name && hasSentenceWord(name)) continue;
    // A blank's underline ("_ _") or a ruled column's stray mark joined into the block is no part of a name: the
    // block ran over print that is not a party's.
    if (name && /_/.test(main)) continue;
    if (name) defendants.push(name);
    if (admin) {
      const a = normalizeOrgName(admin);
      if (a) administrators.push(a);
      if (name && !isAdministrator(name)) insurers.push(name);
    } else if (name && isAdministrator(name)) administrators.push(name);
    else if (name && isInsurer(name)) insurers.push(name);
  }
  // The caption lists the employer first; an insurer or administrator listed first is skipped.
  const employer = defendants.find((d) => !isInsurer(d) && !isAdministrator(d) && !insurers.includes(d)) ?? defendants[0];
  return { applicant, defendants, employer, insurers, administrators, index };
}

const ALSO_KNOWN_AS = /,?\s+(?:fka|f\/k\/a|aka|a\/k\/a|nka|n\/k\/a|formerly\s+known\s+as|also\s+known\s+as)\s.*$/i;

/** Lower-case words a party's name may print ("Bank of the West", "Vervent, Inc. fka First Associates"). */
const NAME_SMALL_WORDS = /^(?:and|of|the|for|de|del|la|los|las|y|et|dba|d\/b\/a|fka|aka|nka|c\/o|a|an|at|on|in|to|&)$/;

function hasSentenceWord(name: string): boolean {
  return name.split(/\s+/).some((w) => /^[a-z]/.test(w) && !NAME_SMALL_WORDS.test(w.replace(/[.,;:]+$/, '')));
}

/** "ZENITH INSURANCE COMPANY, adjusted by INTERCARE ..." -> [insurer, administrator]. */
export function splitAdministrator(raw: string): [string, string | undefined] {
  const m = /^(.*?)[,\s]+(?:adjusted|administered|handled)\s+by\s+(.+)$/i.exec(raw) ?? /^(.*?)\s*\((.+)\)\s*$/.exec(raw);
  if (m) return [m[1]!, m[2]!];
  const c = /^(.*?),?\s+c\/o\s+(.+)$/i.exec(raw);
  if (c) return [c[1]!, c[2]!];
  return [raw, undefined];
}

export function isInsurer(name: string): boolean {
  return INSURER_WORDS.test(name);
}

/** Words only an insurer's own name carries (an administrator may still be "... Insurance Services"). */
const INSURER_ONLY = /\b(?:indemnity|casualty|insurance\s+(?:company|co\b|exchange)|fund|mutual|assurance|underwriters)\b/i;

export function isAdministrator(name: string): boolean {
  return ADMINISTRATOR_WORDS.test(name) && !INSURER_ONLY.test(name);
}
