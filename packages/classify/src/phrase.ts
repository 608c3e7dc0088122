/**
 * OCR-tolerant phrase matching over skeleton text (see normalize.ts).
 * A phrase such as "subpoena duces tecum" becomes a regex over the skeleton in which every word break may also be
 * missing, because OCR often merges words ("SUBPOENADUCES TECUM").
 */
import { skeleton } from './normalize';

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Compile phrases (plain text, any case) to one global regex over skeletons. */
export function phraseRegex(...phrases: string[]): RegExp {
  // Longest first, so that at one position the most specific phrase is the one matched.
  const alts = phrases
    .map((p) => skeleton(p).trim())
    .sort((a, b) => b.length - a.length)
    .map((p) => p.split(' ').map(escape).join(' ?'));
  // A trailing "s" is tolerated: plurals and possessives ("EVALUATOR'S" skeletonises to "evaluators").
  return new RegExp(`(?<![a-z0-9])(?:${alts.join('|')})s?(?![a-z0-9])`, 'g');
}

export function countMatches(re: RegExp, text: string): number {
  re.lastIndex = 0;
  let n = 0;
  while (re.exec(text) !== null) n++;
  re.lastIndex = 0;
  return n;
}

export function hasMatch(re: RegExp, text: string): boolean {
  re.lastIndex = 0;
  const hit = re.test(text);
  re.lastIndex = 0;
  return hit;
}
