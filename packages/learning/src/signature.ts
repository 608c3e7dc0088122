/**
 * A document's layout-and-wording signature: what stays the same between two documents of one office's
 * template (its headings, labels, boilerplate) and differs between templates. The features are the
 * template's word pairs and whole lines with every digit masked, hashed; names, numbers and dates change
 * from one document to the next and only add noise, which the similarity threshold absorbs.
 *
 * Only a bounded sketch is kept: the SKETCH_SIZE smallest hashes (a bottom-k sketch), so a signature is
 * at most 1 KB whatever the document's length, and the overlap of two sketches estimates the overlap of
 * the full feature sets. Hashes, not words, are stored: a signature does not hold the document's text.
 */

/** Hashes kept per document. 256 measured as precise enough (see docs/learning.md), 1 KB a correction. */
export const SKETCH_SIZE = 256;
/** The start of a document carries its layout; later pages are mostly its body. */
const PAGES_READ = 2;
const CHARS_READ = 8000;

export interface Signature {
  /** Sorted ascending, unique, at most SKETCH_SIZE. */
  sketch: Uint32Array;
}

/** FNV-1a, 32 bits. */
export function hashText(text: string, seed = 0x811c9dc5): number {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** Lower case, digits masked, punctuation dropped but for the shape of a line. */
export function normalizeLine(line: string): string {
  return line
    .toLowerCase()
    .replace(/\d/g, '#')
    .replace(/[^a-z#:/&.,\s-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The line's words as features: lower case, digits masked, and a capitalised word ("Garcia", "Fresno")
 * masked as N: names and places change from one document to the next, a template's labels and headings
 * (in capitals or lower case) do not. Measured on the office simulation: this separated families better
 * than plain words, character n-grams, line starts or label keys (docs/learning.md).
 */
function words(line: string): string[] {
  return line
    .split(/\s+/)
    .map((w) =>
      /^[A-Z][a-z]/.test(w)
        ? 'N'
        : w
            .toLowerCase()
            .replace(/\d+/g, '#')
            .replace(/[^a-z#]/g, ''),
    )
    .filter(Boolean);
}

export function signatureOf(pages: readonly string[]): Signature {
  const text = pages.slice(0, PAGES_READ).join('\n').slice(0, CHARS_READ);
  const features = new Set<number>();
  let previous = '';
  for (const raw of text.split(/\r?\n/)) {
    for (const w of words(raw)) {
      if (previous) features.add(hashText(`${previous} ${w}`));
      previous = w;
    }
  }
  const sorted = Uint32Array.from(features).sort();
  return { sketch: sorted.length > SKETCH_SIZE ? sorted.slice(0, SKETCH_SIZE) : sorted };
}

/**
 * Jaccard similarity of two documents, estimated from their sketches: of the SKETCH_SIZE smallest hashes
 * of the union, the share both hold (0 when they share fewer than MIN_SHARED).
 */
export function similarity(a: Uint32Array, b: Uint32Array): number {
  const k = Math.min(SKETCH_SIZE, Math.max(a.length, b.length));
  if (k === 0) return 0;
  let i = 0;
  let j = 0;
  let seen = 0;
  let both = 0;
  while (seen < k && (i < a.length || j < b.length)) {
    const x = i < a.length ? a[i]! : Infinity;
    const y = j < b.length ? b[j]! : Infinity;
    if (x === y) {
      both++;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
    seen++;
  }
  // Fewer shared features than MIN_SHARED are no evidence of a shared layout (see there).
  return both < Math.min(MIN_SHARED, k) ? 0 : both / seen;
}

/**
 * Word pairs two documents must share before their overlap counts: any two documents share a few generic
 * ones ("N N" of any two names, "of the"), and over short documents a few make a large share (a six-line
 * notice and a six-line letter of one case: 6 shared of 39, 0.15, as alike as a template's long documents).
 * A document shorter than this is compared on all it has (an identical one is still alike). Chosen on the
 * office simulation: 8 keeps every figure (docs/learning.md).
 */
const MIN_SHARED = 8;

export function encodeSketch(sketch: Uint32Array): string {
  return Buffer.from(sketch.buffer, sketch.byteOffset, sketch.byteLength).toString('base64');
}

export function decodeSketch(encoded: string): Uint32Array {
  const bytes = Buffer.from(encoded, 'base64');
  const copy = new Uint8Array(bytes.length - (bytes.length % 4));
  copy.set(bytes.subarray(0, copy.length));
  return new Uint32Array(copy.buffer);
}
