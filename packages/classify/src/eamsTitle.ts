/**
 * The EAMS document title a paper files under (issue 31): California's Electronic Adjudication Management System
 * files each document of a case under a document type (LEGAL DOCS, MEDICAL DOCS, LIENS AND BILLS) and a title
 * from its list ("DECLARATION OF READINESS TO PROCEED", "MINUTES OF HEARING"), as a separator sheet or an e-filing
 * names them. Read from the document's own title (the layout's, else its first heading) and the title the
 * classifier recognised, and only where both agree with the answered type: a clerk's notice rejecting a
 * Declaration of Readiness is no Declaration of Readiness, and a paper of another court or body files nowhere in
 * EAMS. Letters, bills, depositions, subpoenas and out-of-scope papers get none.
 */
import type { DocumentType } from '@wcab/contract';
import { issuerOf } from './scope';

export type EamsDocumentType = 'LEGAL DOCS' | 'MEDICAL DOCS' | 'LIENS AND BILLS';

export interface EamsTitle {
  type: EamsDocumentType;
  title: string;
}

interface EamsRule {
  re: RegExp;
  type: EamsDocumentType;
  /** The EAMS title, or how to build it from the printed title. */
  title: string | ((printed: string) => string);
  /** The answered types this title agrees with. */
  kinds: readonly DocumentType[];
}

const FORM: readonly DocumentType[] = ['wcab_form'];
const ORDER: readonly DocumentType[] = ['court_order'];

/** Petitions the Board hears, by what they ask (the printed title names it). */
const PETITIONS =
  /^(?:verified\s+)?petition\s+(?:for|to)\s+(reconsideration|removal|disqualification|reopen|commutation|penalties|costs|contribution|dismissal)\b/i;

/** Most specific first: the first rule whose pattern the title holds decides. */
const RULES: EamsRule[] = [
  {
    re: /\bobjection\s+to\s+(?:the\s+)?declaration\s+of\s+readiness\b/i,
    type: 'LEGAL DOCS',
    title: 'OBJECTION TO DECLARATION OF READINESS TO PROCEED',
    kinds: ['wcab_form', 'correspondence'],
  },
  {
    re: /\bdeclaration\s+of\s+readiness\b.*\bexpedited\b/i,
    type: 'LEGAL DOCS',
    title: 'DECLARATION OF READINESS TO PROCEED TO EXPEDITED HEARING',
    kinds: FORM,
  },
  { re: /\bdeclaration\s+of\s+readiness\b/i, type: 'LEGAL DOCS', title: 'DECLARATION OF READINESS TO PROCEED', kinds: FORM },
  { re: /\banswer\s+to\s+(?:the\s+)?application\b/i, type: 'LEGAL DOCS', title: 'ANSWER TO APPLICATION FOR ADJUDICATION OF CLAIM', kinds: FORM },
  { re: /\bapplication\s+for\s+adjudication\b/i, type: 'LEGAL DOCS', title: 'APPLICATION FOR ADJUDICATION OF CLAIM', kinds: FORM },
  { re: /\border\s+approving\s+compromise\s+and\s+release\b/i, type: 'LEGAL DOCS', title: 'ORDER APPROVING COMPROMISE AND RELEASE', kinds: ORDER },
  { re: /^compromise\s+and\s+release\b/i, type: 'LEGAL DOCS', title: 'COMPROMISE AND RELEASE', kinds: FORM },
  { re: /\bstipulations?\s+with\s+request\s+for\s+(?:an\s+)?award\b/i, type: 'LEGAL DOCS', title: 'STIPULATIONS WITH REQUEST FOR AWARD', kinds: FORM },
  { re: /\bproof\s+of\s+(?:electronic\s+)?service\b/i, type: 'LEGAL DOCS', title: 'PROOF OF SERVICE', kinds: FORM },
  { re: /\bsubstitution\s+of\s+attorneys?\b/i, type: 'LEGAL DOCS', title: 'SUBSTITUTION OF ATTORNEY', kinds: FORM },
  { re: /\bnotice\s+of\s+representation\b/i, type: 'LEGAL DOCS', title: 'NOTICE OF REPRESENTATION', kinds: ['wcab_form', 'correspondence'] },
  { re: /\bpre-?\s?trial\s+conference\s+statement\b/i, type: 'LEGAL DOCS', title: 'PRE-TRIAL CONFERENCE STATEMENT', kinds: FORM },
  {
    re: PETITIONS,
    type: 'LEGAL DOCS',
    title: (t) => `PETITION ${/\bto\s+reopen\b/i.test(t) ? 'TO REOPEN' : `FOR ${PETITIONS.exec(t)![1]!.toUpperCase()}`}`,
    kinds: FORM,
  },
  {
    re: /^notice\s+of\s+(?:(?:mandatory\s+settlement|status|lien|priority|pre-?\s?trial)\s+conference|(?:expedited\s+)?hearing|trial|conference)\b/i,
    type: 'LEGAL DOCS',
    title: 'NOTICE OF HEARING',
    kinds: ['wcab_form', 'correspondence', 'court_order'],
  },
  { re: /\bminutes\s+of\s+hearing\b|\bminute\s+order\b|\bminutes\s+and\s+order\b/i, type: 'LEGAL DOCS', title: 'MINUTES OF HEARING', kinds: ORDER },
  { re: /\bjoint\s+findings\s+and\s+award\b/i, type: 'LEGAL DOCS', title: 'JOINT FINDINGS AND AWARD', kinds: ORDER },
  { re: /\bfindings(?:\s+of\s+fact)?,?\s+and\s+award\b|\bfindings,\s+award\b/i, type: 'LEGAL DOCS', title: 'FINDINGS AND AWARD', kinds: ORDER },
  { re: /\bfindings(?:\s+of\s+fact)?\s+and\s+orders?\b/i, type: 'LEGAL DOCS', title: 'FINDINGS AND ORDER', kinds: ORDER },
  {
    re: /\border\s+(?:taking|to\s+take)\s+(?:the\s+)?(?:matter\s+|case\s+)?off\s+calendar\b/i,
    type: 'LEGAL DOCS',
    title: 'ORDER TAKING OFF CALENDAR',
    kinds: ORDER,
  },
  { re: /\bnotice\s+of\s+intention\b/i, type: 'LEGAL DOCS', title: 'NOTICE OF INTENTION', kinds: ORDER },
  { re: /\breport\s+and\s+recommendation\b/i, type: 'LEGAL DOCS', title: 'REPORT AND RECOMMENDATION ON PETITION FOR RECONSIDERATION', kinds: ORDER },
  { re: /\bdecision\s+after\s+reconsideration\b/i, type: 'LEGAL DOCS', title: 'OPINION AND DECISION AFTER RECONSIDERATION', kinds: ORDER },
  { re: /\bopinion\s+and\s+order\b/i, type: 'LEGAL DOCS', title: 'OPINION AND ORDER', kinds: ORDER },
  { re: /^order\b/i, type: 'LEGAL DOCS', title: 'ORDER', kinds: ORDER },
  {
    re: /\b(?:notice\s+and\s+)?request\s+for\s+allowance\s+of\s+lien\b|^lien\s+claim\b/i,
    type: 'LIENS AND BILLS',
    title: 'NOTICE AND REQUEST FOR ALLOWANCE OF LIEN',
    kinds: ['wcab_form', 'billing'],
  },
  // A medical report files by who wrote it: an agreed or a qualified medical evaluator, or a treating physician.
  { re: /\bagreed\s+medical\b|\bAME\b/i, type: 'MEDICAL DOCS', title: 'AME REPORTS', kinds: ['medical_report'] },
  { re: /\bqualified\s+medical\b|\bP?QME\b/i, type: 'MEDICAL DOCS', title: 'QME REPORTS', kinds: ['medical_report'] },
  {
    re: /\btreating\s+physician|\bPTP\b|\bPR-?\s?[24]\b|\bdoctor'?s\s+first\s+report\b|\bprogress\s+report\b/i,
    type: 'MEDICAL DOCS',
    title: 'TREATING PHYSICIAN REPORTS',
    kinds: ['medical_report'],
  },
];

export interface EamsInput {
  /** The answered type (after every stage that may change it). */
  documentType: DocumentType;
  /** The document's own printed title (the layout's, else its first heading line). */
  ownTitle?: string;
  /** The title the classifier recognised (its canonical spelling). */
  knownTitle?: string;
  /** The page texts: a paper whose first page prints another court or body as its issuer files nowhere in EAMS. */
  pages: readonly string[];
}

/** The EAMS document type and title `input`'s document files under, or undefined where it is none of EAMS's kinds. */
export function eamsTitle(input: EamsInput): EamsTitle | undefined {
  const { documentType } = input;
  if (documentType === 'unknown' || issuerOf(input.pages).other) return undefined;
  for (const printed of [input.ownTitle, input.knownTitle]) {
    const title = printed?.replace(/\s+/g, ' ').trim();
    if (!title) continue;
    const rule = RULES.find((r) => r.re.test(title));
    if (!rule) continue;
    // The title names a kind the answer is not (a letter about a Declaration of Readiness): not this one's title.
    if (!rule.kinds.includes(documentType)) return undefined;
    return { type: rule.type, title: typeof rule.title === 'string' ? rule.title : rule.title(title) };
  }
  // A medical report whose title names no author's role still files as a medical report.
  return documentType === 'medical_report' ? { type: 'MEDICAL DOCS', title: 'MEDICAL REPORTS' } : undefined;
}
