/**
 * Document -> sparse feature vector: hashed word uni/bi-grams of the body, hashed n-grams of headings, then the
 * named domain cues (cues.ts). The same function is used at training and at run time, so they cannot drift.
 *
 * Words go through the OCR skeleton (normalize.ts), so "HEARlNG" and "HEARING" are one feature, and numbers are
 * reduced to their shape ("#5"), so claim numbers and dates never become vocabulary.
 */
import type { DocumentType } from '@wcab/contract';
import { CUE_NAMES, cueContext, cueValues } from './cues';
import { nonEmptyLines, plainWords, skeleton, upperRatio } from './normalize';

export const HASH_BITS = 16;
export const HASH_DIM = 1 << HASH_BITS;
export const FEATURE_DIM = HASH_DIM + CUE_NAMES.length;
/** How much the heading block weighs against the body block (each is L2-normalised). */
export const HEADING_WEIGHT = 0.7;

export interface SparseVector {
  idx: number[];
  val: number[];
}

/** FNV-1a, 32 bit. */
export function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * token() by word: a document repeats its words many times and the skeleton is the costly part. Emptied when
 * it grows large, so arbitrary input cannot grow it without bound.
 */
const tokenCache = new Map<string, string>();
const TOKEN_CACHE_SIZE = 50_000;

function token(word: string): string {
  let t = tokenCache.get(word);
  if (t === undefined) {
    if (tokenCache.size >= TOKEN_CACHE_SIZE) tokenCache.clear();
    t = wordToken(word);
    tokenCache.set(word, t);
  }
  return t;
}

function wordToken(word: string): string {
  if (!/\d/.test(word)) return skeleton(word).trim();
  if (/^\d+$/.test(word)) return `#${Math.min(word.length, 9)}`;
  if (word.length <= 4) return word; // pr2, pr4, 1a, 24a: form vocabulary
  return `${skeleton(word.replace(/\d+/g, '')).trim()}#`;
}

export function tokenize(text: string): string[] {
  const words = plainWords(text);
  return words === ''
    ? []
    : words
        .split(' ')
        .map(token)
        .filter((t) => t.length > 0);
}

function addGrams(counts: Map<string, number>, tokens: string[], prefix: string): void {
  for (let i = 0; i < tokens.length; i++) {
    const a = tokens[i] as string;
    counts.set(prefix + a, (counts.get(prefix + a) ?? 0) + 1);
    const b = tokens[i + 1];
    if (b !== undefined) {
      const bi = `${prefix}${a} ${b}`;
      counts.set(bi, (counts.get(bi) ?? 0) + 1);
    }
  }
}

/** Hash sublinear term frequencies into `out`, scaled so the block has L2 norm `weight`. */
function hashBlock(counts: Map<string, number>, weight: number, out: Map<number, number>): void {
  const hashed = new Map<number, number>();
  for (const [gram, n] of counts) {
    const h = fnv1a(gram);
    const idx = h & (HASH_DIM - 1);
    // A sign bit from the other end of the hash keeps collisions from adding up in one direction.
    const sign = h >>> 31 ? -1 : 1;
    hashed.set(idx, (hashed.get(idx) ?? 0) + sign * (1 + Math.log(n)));
  }
  let norm = 0;
  for (const v of hashed.values()) norm += v * v;
  if (norm === 0) return;
  const k = weight / Math.sqrt(norm);
  for (const [i, v] of hashed) out.set(i, (out.get(i) ?? 0) + v * k);
}

/** Heading-like lines near the top of page 1: short and mostly capitals. */
export function headingLines(firstPageLines: string[]): string[] {
  return firstPageLines.slice(0, 40).filter((l) => l.length <= 90 && upperRatio(l) >= 0.6 && /[A-Za-z]{3}/.test(l));
}

export function featurize(pages: string[], titleType: DocumentType | undefined): SparseVector {
  const out = new Map<number, number>();
  const body = new Map<string, number>();
  // Each page's lines, cleaned once for the body, the headings and the cues.
  const pageLines = pages.map((page) => nonEmptyLines(page));
  const firstPageLines = pageLines[0] ?? [];
  for (const lines of pageLines) for (const line of lines) addGrams(body, tokenize(line), '');
  hashBlock(body, 1, out);
  const heads = new Map<string, number>();
  for (const line of headingLines(firstPageLines)) addGrams(heads, tokenize(line), 'H|');
  hashBlock(heads, HEADING_WEIGHT, out);

  const idx: number[] = [];
  const val: number[] = [];
  for (const [i, v] of out) {
    if (v !== 0) {
      idx.push(i);
      val.push(v);
    }
  }
  const cues = cueValues(cueContext(pages, titleType, firstPageLines));
  cues.forEach((v, k) => {
    if (v !== 0) {
      idx.push(HASH_DIM + k);
      val.push(v);
    }
  });
  return { idx, val };
}
