/**
 * ADJ numbers with the claimant and employer each belongs to.
 *
 * A document normally concerns one applicant, and every ADJ number it prints (consolidated cases)
 * gets the document's applicant and employer. When a document names several different applicants
 * (a lien list, a multi-case proof of service), each ADJ number takes the applicant and employer
 * mentioned closest before it (or, failing that, right after it).
 */
import type { AdjNumber } from '@wcab/contract';
import { findAdjMatches } from './adj';
import { applicantMentions, bestMention, distinctApplicants, employerMentions, type NameMention, type OrgMention } from './applicant';
import type { Span } from './spans';
import { normalizeText } from './text';

export function extractAdjNumbers(rawText: string): AdjNumber[] {
  return locateAdjNumbers(rawText).map((l) => l.adj);
}

/** An ADJ number with where it, its claimant and its employer were read. */
export interface LocatedAdj {
  adj: AdjNumber;
  number: Span;
  claimant?: Span;
  employer?: Span;
}

/** A number printed as it reads is surer than one whose prefix or digits were repaired from OCR confusions. */
export const ADJ_CONFIDENCE = { printed: 0.95, repaired: 0.6 } as const;

/** extractAdjNumbers() with the spans each value was read from. */
export function locateAdjNumbers(rawText: string): LocatedAdj[] {
  const text = normalizeText(rawText);
  const first = new Map<string, { index: number; end: number }>();
  for (const m of findAdjMatches(text)) if (!first.has(m.number)) first.set(m.number, m);
  if (first.size === 0) return [];

  const applicants = applicantMentions(text);
  const employers = employerMentions(text);
  const docApplicant = bestMention(applicants);
  const docEmployer = employers.find((e) => e.source === 'caption') ?? employers.find((e) => e.source === 'field') ?? employers[0];
  const strong =
    distinctApplicants(applicants).length >= 2 ? applicants.filter((a) => a.source === 'caption' || a.source === 'field' || a.source === 'patient') : [];
  const strongEmployers = employers.filter((e) => e.source !== 'narrative');

  return [...first.entries()].map(([number, m]) => {
    const printed = text.slice(m.index, m.end);
    const asPrinted = /^ADJ/i.test(printed) && printed.replace(/\D/g, '') === number.slice(3);
    const span: Span = { start: m.index, end: m.end, confidence: asPrinted ? ADJ_CONFIDENCE.printed : ADJ_CONFIDENCE.repaired };
    const claimant = (strong.length > 0 && nearest(strong, m.index)) || docApplicant;
    const employer = (strong.length > 0 && nearest(strongEmployers, m.index)) || docEmployer;
    return {
      adj: { number, claimant_name: claimant?.name ?? '', employer: employer?.name ?? '' },
      number: span,
      claimant: claimant?.span,
      employer: employer?.span,
    };
  });
}

/** The mention closest before `index`; else the closest one after it. */
function nearest<T extends NameMention | OrgMention>(mentions: T[], index: number): T | undefined {
  let before: T | undefined;
  let after: T | undefined;
  for (const m of mentions) {
    if (m.index <= index) before = m;
    else if (!after) after = m;
  }
  if (before && after && index - before.index > 2000 && after.index - index < 400) return after;
  return before ?? after;
}
