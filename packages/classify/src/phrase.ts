/**
 * OCR-tolerant phrase matching over skeleton text (see normalize.ts).
 * A phrase such as "subpoena duces tecum" becomes a regex over the skeleton in which every word break may also be
 * missing, because OCR often merges words ("SUBPOENADUCES TECUM").
 */
import { skeleton } from './normalize';

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Compile phrases (plain text, any case) to one global regex over skeletons. */
export function phraseRegex(...phrases: string[]): RegExp {
  // Longest first, so that at one position the most specific phrase is the one matched.
  const alts = phrases
    .map((p) => skeleton(p).trim())
    .sort((a, b) => b.length - a.length)
    .map((p) => p.split(' ').map(escapeRegExp).join(' ?'));
  // A trailing "s" is tolerated: plurals and possessives ("EVALUATOR'S" skeletonises to "evaluators").
  const body = `(?:${alts.join('|')})s?(?![a-z0-9])`;
  const re = new RegExp(`(?<![a-z0-9])${body}`, 'g');
  COUNTING.set(re, new RegExp(`(?:^|[^a-z0-9])${body}`, 'g'));
  return re;
}

/**
 * For counting and testing only, each phrase regex has a twin that consumes the character before a phrase
 * instead of looking behind at it: V8 cannot scan quickly for a pattern that opens with a lookbehind, and
 * the cues run some fifty of them over the whole text. The twin finds the same phrases, only its matches
 * start one character early: a match ends on a letter or digit, so the character the next one consumes is
 * never part of it. Positions and lengths differ, so callers that need them use the regex itself.
 */
const COUNTING = new WeakMap<RegExp, RegExp>();

export function countMatches(re: RegExp, text: string): number {
  const twin = COUNTING.get(re) ?? re;
  twin.lastIndex = 0;
  let n = 0;
  while (twin.exec(text) !== null) n++;
  twin.lastIndex = 0;
  return n;
}

export function hasMatch(re: RegExp, text: string): boolean {
  const twin = COUNTING.get(re) ?? re;
  twin.lastIndex = 0;
  const hit = twin.test(text);
  twin.lastIndex = 0;
  return hit;
}
