/**
 * The line a type decided without a title was most strongly read from, for evidence of the type: the line
 * whose removal narrows the type's lead over the runner-up most, in the model itself (features and all).
 * Trying every line would featurise the document once per line, so the lines tried are the top of page 1
 * (where headings, letter openings and most named cues are) and the lines whose words weigh most for the type
 * (the model is linear over hashed word grams, features.ts, so each gram's share of the score, split evenly
 * over the lines that print it, ranks the lines cheaply); and a long document is judged by its first pages.
 */
import type { DocumentType } from '@wcab/contract';
import { featurize, fnv1a, HASH_DIM, HEADING_WEIGHT, headingLines, tokenize } from './features';
import { logits, type Model } from './model';
import { findTitle } from './titles';
import { nonEmptyLines } from './normalize';

/** Where the strongest line is printed: page (0-based) and the line as read. */
export interface LineAt {
  page: number;
  line: string;
}

interface Line extends LineAt {
  /** Which line of its page (of the page's text split at line ends). */
  index: number;
  body: string[];
  heading: string[];
}

/** The line of `pages` that weighs most for `type` against `runnerUp`; undefined when no line weighs for it. */
export function strongestLine(document: readonly string[], model: Model, type: DocumentType, runnerUp: DocumentType): LineAt | undefined {
  const pages = document.slice(0, FIRST_PAGES);
  const c = model.classes.indexOf(type);
  const r = model.classes.indexOf(runnerUp);
  if (c < 0 || r < 0) return undefined;
  const headings = new Set(headingLines(nonEmptyLines(pages[0] ?? '')));
  // Each line's grams, as featurize() counts them: every line in the body block, page 1's headings in the heading block too.
  const lines: Line[] = [];
  pages.forEach((text, page) => {
    text.split('\n').forEach((raw, index) => {
      const clean = nonEmptyLines(raw)[0];
      if (!clean) return;
      const tokens = tokenize(clean);
      lines.push({ page, index, line: raw.trim(), body: grams(tokens, ''), heading: page === 0 && headings.has(clean) ? grams(tokens, 'H|') : [] });
    });
  });
  const body = blockShares(
    lines.map((l) => l.body),
    1,
  );
  const heading = blockShares(
    lines.map((l) => l.heading),
    HEADING_WEIGHT,
  );
  // A gram's weight for the type over the runner-up, signed as features.ts hashes it.
  const weight = (gram: string) => {
    const h = fnv1a(gram);
    const base = (h & (HASH_DIM - 1)) * model.classes.length;
    return (h >>> 31 ? -1 : 1) * model.hashScale * (model.hash[base + c]! - model.hash[base + r]!);
  };
  const byWords = lines
    .map((l, i) => ({ i, score: l.body.reduce((s, g) => s + body(g) * weight(g), 0) + l.heading.reduce((s, g) => s + heading(g) * weight(g), 0) }))
    .filter((l) => l.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, WORD_CANDIDATES)
    .map((l) => l.i);
  const top = lines.flatMap((l, i) => (l.page === 0 ? [i] : [])).slice(0, TOP_CANDIDATES);
  const lead = (texts: readonly string[]) => {
    const z = logits(model, featurize([...texts], findTitle([...texts])?.type));
    return z[c]! - z[r]!;
  };
  const whole = lead(pages);
  let best: { i: number; drop: number } | undefined;
  for (const i of new Set([...top, ...byWords])) {
    const drop = whole - lead(without(pages, lines[i]!));
    if (drop > 0 && (!best || drop > best.drop)) best = { i, drop };
  }
  return best && { page: lines[best.i]!.page, line: lines[best.i]!.line };
}

/** Lines tried from the top of page 1, and from the ranking by words; pages of a long document looked at. */
const TOP_CANDIDATES = 20;
const WORD_CANDIDATES = 5;
const FIRST_PAGES = 3;

/** `pages` without the line `l` (its page's `index`-th line). */
function without(pages: readonly string[], l: Line): string[] {
  return pages.map((text, page) =>
    page === l.page
      ? text
          .split('\n')
          .filter((_, k) => k !== l.index)
          .join('\n')
      : text,
  );
}

/** Uni- and bigrams of a line's tokens, as featurize() counts them. */
function grams(tokens: string[], prefix: string): string[] {
  return tokens.flatMap((t, i) => [prefix + t, ...(i + 1 < tokens.length ? [`${prefix}${t} ${tokens[i + 1]}`] : [])]);
}

/**
 * The value one printing of a gram adds to its block (features.ts hashBlock: sublinear frequency, the block
 * scaled to L2 norm `weight`), split evenly over its printings.
 */
function blockShares(lineGrams: string[][], weight: number): (gram: string) => number {
  const counts = new Map<string, number>();
  for (const gs of lineGrams) for (const g of gs) counts.set(g, (counts.get(g) ?? 0) + 1);
  const hashed = new Map<number, number>();
  for (const [g, n] of counts) {
    const h = fnv1a(g);
    const idx = h & (HASH_DIM - 1);
    hashed.set(idx, (hashed.get(idx) ?? 0) + (h >>> 31 ? -1 : 1) * (1 + Math.log(n)));
  }
  const norm = Math.sqrt([...hashed.values()].reduce((s, v) => s + v * v, 0));
  const k = norm ? weight / norm : 0;
  return (g) => {
    const n = counts.get(g) ?? 1;
    return (k * (1 + Math.log(n))) / n;
  };
}
