/**
 * Ties a document to the caller's known cases (`Case[]` from the request).
 *
 * Decisions (PRODUCT.md "cases"):
 * - ADJ number printed and equal (after normalisation) to a known case's: the case's claimant and
 *   employer are used. The caller's record is the canonical spelling, so it also replaces an OCR-noisy
 *   or differently formatted name from the document; the document's value is kept only where the case
 *   leaves a field empty.
 * - ADJ number printed but unknown: if it differs from a known case's number by one digit and the
 *   document's claimant is that case's claimant, it was misread and the known number is used.
 * - No ADJ number printed: the cases of the document's claimant (same person: order, case, middle
 *   initials and small OCR errors tolerated, a different first name is a different person) are added,
 *   all of them when the claimant has several. With no claimant name, an employer that belongs to
 *   exactly one known claimant identifies that claimant's cases.
 * - A document that prints ADJ numbers never gets other cases added, even of the same claimant.
 * - Added numbers are reported in `inferredAdjNumbers`, apart from the printed ones.
 */
import type { AdjNumber, Case } from '@wcab/contract';
import { normalizeAdj } from './adj';
import { levenshtein } from './fuzzy';
import { sameOrg, samePerson } from './names';

export interface DocumentIdentity {
  adjNumbers: AdjNumber[];
  applicantName?: string;
  employer?: string;
}

export interface MatchResult extends DocumentIdentity {
  /**
   * ADJ numbers of known cases added because the document printed none but names their claimant.
   * Kept apart from `adjNumbers` (printed numbers) so each endpoint can decide: the dev corpus expects
   * classify's adj_numbers to list printed numbers only, and batch documents to include these.
   */
  inferredAdjNumbers: AdjNumber[];
  /** Known cases the document was matched to. */
  matchedCases: Case[];
  /** Printed ADJ numbers replaced by the known case number they misread (printed -> known). */
  corrections: Record<string, string>;
}

interface KnownCase {
  adj: string;
  source: Case;
}

export function matchCases(found: DocumentIdentity, cases: readonly Case[] | undefined): MatchResult {
  const known: KnownCase[] = [];
  for (const c of cases ?? []) {
    const adj = normalizeAdj(c.adj_number);
    if (adj) known.push({ adj, source: c });
  }
  const result: MatchResult = {
    adjNumbers: found.adjNumbers.map((a) => ({ ...a })),
    applicantName: found.applicantName,
    employer: found.employer,
    inferredAdjNumbers: [],
    matchedCases: [],
    corrections: {},
  };
  if (known.length === 0) return result;

  const matched: KnownCase[] = [];
  for (const a of result.adjNumbers) {
    let k = known.find((c) => c.adj === a.number);
    if (!k) {
      const claimant = a.claimant_name || found.applicantName;
      const near = known.filter((c) => closeNumber(c.adj, a.number) && !!claimant && samePerson(claimant, c.source.claimant_name ?? ''));
      if (near.length === 1) {
        k = near[0]!;
        result.corrections[a.number] = k.adj;
        a.number = k.adj;
      }
    }
    if (!k) continue;
    matched.push(k);
    if (k.source.claimant_name) a.claimant_name = k.source.claimant_name;
    if (k.source.employer) a.employer = k.source.employer;
  }

  if (result.adjNumbers.length === 0) {
    let byClaimant: KnownCase[] = [];
    if (found.applicantName) {
      byClaimant = known.filter((c) => samePerson(found.applicantName!, c.source.claimant_name ?? ''));
      // The same person at two employers: the document's employer decides when it names one.
      if (found.employer && byClaimant.some((c) => sameOrg(found.employer!, c.source.employer ?? ''))) {
        byClaimant = byClaimant.filter((c) => sameOrg(found.employer!, c.source.employer ?? ''));
      }
    } else if (found.employer) {
      const byEmployer = known.filter((c) => sameOrg(found.employer!, c.source.employer ?? ''));
      const first = byEmployer[0];
      if (first && byEmployer.every((c) => samePerson(c.source.claimant_name ?? '', first.source.claimant_name ?? ''))) {
        byClaimant = byEmployer;
      }
    }
    for (const k of byClaimant) {
      if (result.inferredAdjNumbers.some((a) => a.number === k.adj)) continue;
      matched.push(k);
      result.inferredAdjNumbers.push({
        number: k.adj,
        claimant_name: k.source.claimant_name || found.applicantName || '',
        employer: k.source.employer || found.employer || '',
      });
    }
  }

  // De-duplicate (a corrected number may now equal another printed one).
  const seen = new Set<string>();
  result.adjNumbers = result.adjNumbers.filter((a) => (seen.has(a.number) ? false : (seen.add(a.number), true)));
  result.matchedCases = [...new Set(matched.map((m) => m.source))];
  const firstCase = matched[0]?.source;
  if (firstCase) {
    if (firstCase.claimant_name && (!result.applicantName || samePerson(result.applicantName, firstCase.claimant_name))) {
      result.applicantName = firstCase.claimant_name;
    }
    if (firstCase.employer && (!result.employer || sameOrg(result.employer, firstCase.employer))) result.employer = firstCase.employer;
  }
  return result;
}

/** Same length (or one apart) and at most one digit different: an OCR misreading of the same number. */
function closeNumber(a: string, b: string): boolean {
  return Math.abs(a.length - b.length) <= 1 && levenshtein(a, b) === 1;
}
