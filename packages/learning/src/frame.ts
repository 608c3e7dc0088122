/**
 * A document's frame: the shape of the short lines around its body (a letterhead's name, address and phone
 * lines, the date, the addressee's block, a salutation, a closing and its signature; a memo's TO/FROM/RE, an
 * e-mail's From/Sent/Subject), each line reduced to the kinds of its first words, and which follows which.
 *
 * The layout signature (signature.ts) reads word pairs, and messages of one genre share their body's words:
 * an attorney letter, a memo and a printed e-mail can carry the very same paragraphs. What tells a firm's
 * letter from an e-mail is how it is framed, which the word pairs mostly mask (every capitalised word is a
 * name to them: "Dear", "Sincerely", "Esq."). A frame keeps no word at all, only line shapes: "Dear Mr.
 * Ortiz:" is `A A. A:`, "Very truly yours," `A a a,`, "1234 Elm Street, Suite 5" `# A A, A`.
 *
 * Hashes only, as the signature: at most FRAME_SIZE of them.
 */
import { hashText } from './signature';

/** The frame's hashes kept per document (a frame has a few dozen; the bound only caps a pathological page). */
export const FRAME_SIZE = 256;
/** A line of more words than this is the body's prose, not its frame (a letter's wrapped paragraph has 12 or more). */
const FRAME_LINE_WORDS = 8;
/** Words of a line whose kinds make its shape: a line's start says what it is (a label, a salutation, an address). */
const SHAPE_WORDS = 4;
/** As the signature: the first two pages, at most this much text. */
const PAGES_READ = 2;
const CHARS_READ = 8000;

/** The kind of a word: a number, an e-mail address, a word in capitals, a capitalised word, a lower-case word; with its closing mark. */
function wordKind(word: string): string {
  const mark = /[:,.;]$/.test(word) ? word.slice(-1) : '';
  const core = word.replace(/[^A-Za-z0-9@]/g, '');
  if (!core) return '';
  const kind = core.includes('@') ? '@' : /\d/.test(core) ? '#' : /^[A-Z]{2,}$/.test(core) ? 'C' : /^[A-Z]/.test(core) ? 'A' : 'a';
  return kind + mark;
}

/** A short line's shape: its first words' kinds, a run of the same kind (without a mark) written once with `+`. */
export function lineShape(line: string): string {
  const shape: string[] = [];
  for (const kind of line.trim().split(/\s+/).map(wordKind)) {
    if (!kind) continue;
    const last = shape[shape.length - 1];
    if (last !== undefined && last.replace(/\+$/, '') === kind && !/[:,.;]$/.test(kind)) shape[shape.length - 1] = `${kind}+`;
    else shape.push(kind);
  }
  return shape.slice(0, SHAPE_WORDS).join(' ');
}

/**
 * The frame's features: each short line's shape, and each pair of consecutive lines' shapes, a run of body lines
 * counting as one line `P` (so a salutation before the body and a closing after it are pairs too).
 */
export function frameOf(pages: readonly string[]): Uint32Array {
  const shapes: string[] = [];
  for (const line of pages.slice(0, PAGES_READ).join('\n').slice(0, CHARS_READ).split(/\r?\n/)) {
    const words = line.trim().split(/\s+/).filter(Boolean).length;
    if (words === 0) continue;
    const shape = words > FRAME_LINE_WORDS ? 'P' : lineShape(line);
    if (!shape || (shape === 'P' && shapes[shapes.length - 1] === 'P')) continue;
    shapes.push(shape);
  }
  const features = new Set<number>();
  shapes.forEach((shape, i) => {
    if (shape !== 'P') features.add(hashText(shape));
    if (i > 0) features.add(hashText(`${shapes[i - 1]}|${shape}`));
  });
  const sorted = Uint32Array.from(features).sort();
  return sorted.length > FRAME_SIZE ? sorted.slice(0, FRAME_SIZE) : sorted;
}

/** Jaccard similarity of two frames (their sorted hashes). */
export function frameSimilarity(a: Uint32Array, b: Uint32Array): number {
  let i = 0;
  let j = 0;
  let both = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      both++;
      i++;
      j++;
    } else if (a[i]! < b[j]!) i++;
    else j++;
  }
  const union = a.length + b.length - both;
  return union ? both / union : 0;
}
