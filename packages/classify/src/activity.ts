/**
 * Activity types: law-office software files each document under one of its own labels ("QME Report",
 * "Med-Legal", "Hearing Notice", "Bills"...). matchActivityType picks the caller's label that best fits a
 * classified document.
 *
 * How: both sides are reduced to shared concepts (titles.ts `Concept`). A label's concepts come from keyword
 * patterns ("Billing / Lien" -> billing, lien). A document's concepts form a chain from most to least specific
 * (a PR-2 is ptp_report, then medical_report, then other). The first concept in the chain that some label
 * carries decides; among several such labels the strongest and most specific match wins.
 */
import type { DocumentType } from '@wcab/contract';
import { DEFAULT_ACTIVITY_TYPES } from '@wcab/contract/labels';
import { cleanText, nonEmptyLines, skeleton } from './normalize';
import { hasMatch, phraseRegex } from './phrase';
import { type Concept, findTitle } from './titles';

/** The product's labels, used when a caller gives none: the contract's (also the review page's, in the browser). */
export { DEFAULT_ACTIVITY_TYPES };

export interface ActivityDoc {
  pages: string[];
  document_type: DocumentType;
  /** The title from classifyDocument, if any. */
  title?: string;
  /** A separator sheet's Document Title ("ADJ-MEDICAL DOCS-QME REPORTS") or an activity type from a barcode. */
  hint?: string;
}

const STRONG = 2;
const WEAK = 1;

/** Keyword patterns that put a label (or a hint) under a concept, with the strength of the evidence. */
const LABEL_PATTERNS: Array<[Concept, number, RegExp]> = [
  ['application', STRONG, phraseRegex('application for adjudication', 'app for adj', 'application', 'adj app', 'case opening')],
  ['dor', STRONG, phraseRegex('declaration of readiness', 'dor', 'readiness')],
  [
    'notice_of_hearing',
    STRONG,
    phraseRegex('notice of hearing', 'hearing notice', 'noh', 'notice of conference', 'notice of trial', 'notice of msc', 'conference notice', 'trial notice'),
  ],
  ['minutes', STRONG, phraseRegex('minutes of hearing', 'minutes', 'moh', 'minute order')],
  ['hearing', WEAK, phraseRegex('hearing', 'calendar', 'conference', 'trial', 'msc')],
  ['stipulations', STRONG, phraseRegex('stipulations', 'stipulation', 'stips', 'stip')],
  ['compromise_release', STRONG, phraseRegex('compromise and release', 'compromise release', 'compromise', 'c r', 'c and r', 'cnr')],
  ['settlement', STRONG, phraseRegex('settlement', 'settlements', 'settlement documents')],
  ['proof_of_service', STRONG, phraseRegex('proof of service', 'proofs of service', 'pos')],
  ['proof_of_service', WEAK, phraseRegex('service')],
  ['separator', STRONG, phraseRegex('separator')],
  ['petition', STRONG, phraseRegex('petition', 'motion')],
  ['legal', WEAK, phraseRegex('legal', 'pleading', 'wcab', 'forms', 'form', 'filing', 'filings', 'court documents', 'board', 'dwc')],
  ['claim_form', STRONG, phraseRegex('claim form', 'dwc 1', 'dwc1')],
  ['qme_report', STRONG, phraseRegex('qme', 'ame', 'pqme', 'med legal', 'medical legal', 'medlegal', 'evaluator', 'ime', 'qualified medical')],
  ['ptp_report', STRONG, phraseRegex('ptp', 'treating', 'pr 2', 'pr 4', 'progress report', 'p s report', 'permanent and stationary', 'primary treater')],
  ['medical_report', STRONG, phraseRegex('medical report', 'medical', 'med report', 'med', 'medical records', 'physician', 'doctor', 'health')],
  ['medical_report', WEAK, phraseRegex('report', 'records')],
  ['correspondence', STRONG, phraseRegex('correspondence', 'letter', 'letters', 'corr', 'mail', 'email', 'communication', 'memo')],
  ['correspondence', WEAK, phraseRegex('notice')],
  ['deposition', STRONG, phraseRegex('deposition', 'depo', 'transcript', 'depositions')],
  ['subpoena', STRONG, phraseRegex('subpoena', 'sdt', 'duces tecum', 'subpoenaed records', 'subp')],
  ['order', STRONG, phraseRegex('order', 'court order', 'ruling', 'decision', 'findings', 'award', 'judgment', 'f a', 'f and a', 'oacr')],
  ['findings_award', STRONG, phraseRegex('findings and award', 'findings', 'f a', 'f and a', 'award')],
  ['order_approving_cr', STRONG, phraseRegex('order approving', 'oacr')],
  [
    'billing',
    STRONG,
    phraseRegex(
      'billing',
      'bill',
      'invoice',
      'eor',
      'explanation of review',
      'itemization',
      'statement',
      'payment',
      'financial',
      'charges',
      'cms 1500',
      'ub 04',
      'accounting',
    ),
  ],
  ['lien', STRONG, phraseRegex('lien')],
  [
    'other',
    STRONG,
    phraseRegex('other', 'misc', 'miscellaneous', 'general', 'unknown', 'unclassified', 'uncategorized', 'uncategorised', 'none', 'all other', 'unsorted'),
  ],
];

/** Most specific first; a hint's concepts are tried in this order. */
const SPECIFICITY: Concept[] = [
  'order_approving_cr',
  'findings_award',
  'minutes',
  'notice_of_hearing',
  'application',
  'dor',
  'stipulations',
  'compromise_release',
  'proof_of_service',
  'petition',
  'claim_form',
  'separator',
  'qme_report',
  'ptp_report',
  'deposition',
  'subpoena',
  'lien',
  'billing',
  'correspondence',
  'order',
  'medical_report',
  'settlement',
  'hearing',
  'legal',
  'other',
];

/** From a document's specific concept to ever more general ones. */
const CHAINS: Record<Concept, Concept[]> = {
  application: ['application', 'legal'],
  dor: ['dor', 'legal'],
  notice_of_hearing: ['notice_of_hearing', 'hearing', 'legal'],
  minutes: ['minutes', 'order', 'hearing'],
  stipulations: ['stipulations', 'settlement', 'legal'],
  compromise_release: ['compromise_release', 'settlement', 'legal'],
  settlement: ['settlement', 'legal'],
  hearing: ['hearing', 'legal'],
  proof_of_service: ['proof_of_service', 'legal'],
  separator: ['separator', 'legal'],
  petition: ['petition', 'legal'],
  legal: ['legal'],
  claim_form: ['claim_form', 'legal'],
  qme_report: ['qme_report', 'medical_report'],
  ptp_report: ['ptp_report', 'medical_report'],
  medical_report: ['medical_report'],
  correspondence: ['correspondence'],
  deposition: ['deposition'],
  subpoena: ['subpoena'],
  order: ['order'],
  order_approving_cr: ['order_approving_cr', 'order', 'compromise_release', 'settlement'],
  findings_award: ['findings_award', 'order'],
  billing: ['billing', 'lien'],
  lien: ['lien', 'billing'],
  other: [],
};

const TYPE_CONCEPT: Record<DocumentType, Concept> = {
  medical_report: 'medical_report',
  wcab_form: 'legal',
  correspondence: 'correspondence',
  deposition: 'deposition',
  subpoena: 'subpoena',
  court_order: 'order',
  billing: 'billing',
  unknown: 'other',
};

/** Phrases in the top of the first page that refine a type when no title was recognised (e.g. OCR damage). */
const CONTENT_CUES: Partial<Record<DocumentType, Array<[Concept, RegExp]>>> = {
  medical_report: [
    ['qme_report', phraseRegex('qualified medical evaluator', 'agreed medical evaluator', 'medical legal', 'qme', 'ame', 'pqme')],
    ['ptp_report', phraseRegex('primary treating physician', 'pr 2', 'pr 4', 'permanent and stationary')],
  ],
  wcab_form: [
    ['notice_of_hearing', phraseRegex('notice of hearing', 'has been set for')],
    ['application', phraseRegex('application for adjudication')],
    ['dor', phraseRegex('declaration of readiness')],
    ['stipulations', phraseRegex('stipulations with request for award')],
    ['compromise_release', phraseRegex('compromise and release')],
    ['proof_of_service', phraseRegex('proof of service')],
  ],
  court_order: [
    ['minutes', phraseRegex('minutes of hearing')],
    ['order_approving_cr', phraseRegex('order approving compromise')],
    ['findings_award', phraseRegex('findings and award', 'findings of fact')],
  ],
  billing: [['lien', phraseRegex('lien itemization', 'lien claimant', 'itemization of lien')]],
};

interface LabelInfo {
  label: string;
  /** concept -> strength */
  concepts: Map<Concept, number>;
  strong: Set<Concept>;
}

function analyseLabel(label: string): LabelInfo {
  const sk = skeleton(cleanText(label));
  const concepts = new Map<Concept, number>();
  for (const [c, s, re] of LABEL_PATTERNS) {
    if (hasMatch(re, sk) && (concepts.get(c) ?? 0) < s) concepts.set(c, s);
  }
  const strong = new Set([...concepts].filter(([, s]) => s === STRONG).map(([c]) => c));
  return { label, concepts, strong };
}

/** The label for the first concept of the chain that some label carries, or undefined. */
function pick(infos: LabelInfo[], chain: Concept[]): string | undefined {
  const inChain = new Set(chain);
  for (const c of chain) {
    let best: LabelInfo | undefined;
    let bestKey = -Infinity;
    for (const info of infos) {
      const s = info.concepts.get(c) ?? 0;
      if (s === 0) continue;
      // Weak evidence ("Minutes of Hearing" mentions a hearing) only counts when the label names nothing else.
      if (s === WEAK && [...info.strong].some((x) => !inChain.has(x))) continue;
      const foreign = [...info.strong].filter((x) => !inChain.has(x)).length;
      const key = s * 100 - foreign * 10 - info.strong.size;
      if (key > bestKey) {
        best = info;
        bestKey = key;
      }
    }
    if (best) return best.label;
  }
  return undefined;
}

function contentConcept(pages: string[], type: DocumentType): Concept | undefined {
  const cues = CONTENT_CUES[type];
  if (!cues) return undefined;
  const top = skeleton(
    nonEmptyLines(pages[0] ?? '')
      .slice(0, 40)
      .join('\n'),
  );
  let best: Concept | undefined;
  let bestAt = Infinity;
  for (const [c, re] of cues) {
    re.lastIndex = 0;
    const m = re.exec(top);
    re.lastIndex = 0;
    if (m && m.index < bestAt) {
      best = c;
      bestAt = m.index;
    }
  }
  return best;
}

/** Concepts of a document, most specific first, ending with `other`. */
function documentChain(doc: ActivityDoc): Concept[] {
  // The caller's title helps when the pages alone do not show one (e.g. only a title was kept).
  const title = findTitle(doc.pages) ?? (doc.title ? findTitle([doc.title]) : undefined);
  const typeConcept = TYPE_CONCEPT[doc.document_type];
  // A title counts only when it agrees with the type (a letter whose subject line reads "COMPROMISE AND
  // RELEASE" is still a letter).
  const specific = (title && title.type === doc.document_type ? title.concept : undefined) ?? contentConcept(doc.pages, doc.document_type) ?? typeConcept;
  const chain = [...CHAINS[specific], ...CHAINS[typeConcept]];
  return [...new Set([...chain, 'other' as Concept])];
}

function words(s: string): Set<string> {
  return new Set(
    skeleton(s)
      .trim()
      .split(' ')
      .filter((w) => w.length > 2)
      .map((w) => w.replace(/s$/, '')),
  );
}

/** Last resort: the label sharing most words with the document's title and type. */
function closest(labels: string[], doc: ActivityDoc): string {
  const docWords = words(`${doc.title ?? ''} ${doc.document_type.replace('_', ' ')}`);
  let best = labels[0] as string;
  let bestScore = 0;
  for (const l of labels) {
    const lw = words(l);
    const shared = [...lw].filter((w) => docWords.has(w)).length;
    const score = shared / Math.max(1, lw.size);
    if (score > bestScore) {
      best = l;
      bestScore = score;
    }
  }
  return best;
}

function normLabel(s: string): string {
  return skeleton(s).trim();
}

/** The caller's label that best fits the document; one of `labels` (or of DEFAULT_ACTIVITY_TYPES when empty). */
export function matchActivityType(labels: readonly string[], doc: ActivityDoc): string {
  const list = labels.filter((l) => l.trim() !== '');
  const candidates = list.length > 0 ? list : [...DEFAULT_ACTIVITY_TYPES];
  const infos = candidates.map(analyseLabel);

  if (doc.hint && doc.hint.trim() !== '') {
    // A separator sheet or barcode names the activity: it wins whenever it maps to one of the labels.
    const exact = candidates.find((l) => normLabel(l) === normLabel(doc.hint ?? ''));
    if (exact) return exact;
    const hinted = analyseLabel(doc.hint);
    const chain = SPECIFICITY.filter((c) => hinted.strong.has(c));
    const expanded = [...new Set(chain.flatMap((c) => [c, ...CHAINS[c]]))];
    const viaHint = pick(infos, expanded);
    if (viaHint) return viaHint;
  }
  return pick(infos, documentChain(doc)) ?? closest(candidates, doc);
}
