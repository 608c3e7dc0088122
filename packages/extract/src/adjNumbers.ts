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
import { normalizeText } from './text';

export function extractAdjNumbers(rawText: string): AdjNumber[] {
  const text = normalizeText(rawText);
  const first = new Map<string, number>();
  for (const m of findAdjMatches(text)) if (!first.has(m.number)) first.set(m.number, m.index);
  if (first.size === 0) return [];

  const applicants = applicantMentions(text);
  const employers = employerMentions(text);
  const docApplicant = bestMention(applicants)?.name ?? '';
  const docEmployer = (employers.find((e) => e.source === 'caption') ?? employers.find((e) => e.source === 'field') ?? employers[0])?.name ?? '';
  const strong = distinctApplicants(applicants).length >= 2
    ? applicants.filter((a) => a.source === 'caption' || a.source === 'field' || a.source === 'patient')
    : [];
  const strongEmployers = employers.filter((e) => e.source !== 'narrative');

  return [...first.entries()].map(([number, index]) => {
    if (strong.length === 0) return { number, claimant_name: docApplicant, employer: docEmployer };
    return {
      number,
      claimant_name: nearest(strong, index)?.name ?? docApplicant,
      employer: nearest(strongEmployers, index)?.name ?? docEmployer,
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
