/**
 * The documents the service already knows, as layout sketches: the contrast a lesson is judged against.
 * A correction says what a document is, never what it is not, so the similarity to the corrected document
 * alone cannot tell the rest of an office's template from a sibling genre of the same type (another clinic's
 * progress note, a deposition transcript numbered otherwise). The background can: a document that is much
 * more like a known document of another kind than like any lesson was not what the lesson taught. A lesson
 * applies only where its similarity is at least BACKGROUND_RATIO times the document's best background
 * similarity (measured on the office simulation, docs/learning.md).
 *
 * The shipped background is the generated training families' sketches (hashes of masked word pairs, no
 * text), built by packages/learning/scripts/buildBackground.ts into model/background.bin.
 */
import { readFileSync } from 'node:fs';
import { AccountMemory } from './memory';

/** A lesson applies where its similarity is at least this share of the document's best background similarity. */
export const BACKGROUND_RATIO = 0.6;

/** The generator's seed and size of the shipped background (the office simulation builds its own the same way). */
export const BACKGROUND_SEED = 9001;
export const BACKGROUND_PER_TYPE = 96;

/** Sketches as a count (uint32) then each sketch's length (uint16) and hashes (uint32), little endian. */
export function encodeBackground(sketches: readonly Uint32Array[]): Buffer {
  const size = 4 + sketches.reduce((n, s) => n + 2 + 4 * s.length, 0);
  const out = Buffer.alloc(size);
  let at = out.writeUInt32LE(sketches.length, 0);
  for (const s of sketches) {
    at = out.writeUInt16LE(s.length, at);
    for (const h of s) at = out.writeUInt32LE(h, at);
  }
  return out;
}

/** Throws a RangeError on bytes that are not such a file (truncated, or more than its sketches). */
export function decodeBackground(bytes: Buffer): Uint32Array[] {
  if (bytes.length < 4) throw new RangeError(`${bytes.length} bytes, too short for a background file`);
  const count = bytes.readUInt32LE(0);
  const sketches: Uint32Array[] = [];
  let at = 4;
  for (let i = 0; i < count; i++) {
    const n = bytes.readUInt16LE(at);
    at += 2;
    const s = new Uint32Array(n);
    for (let j = 0; j < n; j++, at += 4) s[j] = bytes.readUInt32LE(at);
    sketches.push(s);
  }
  if (at !== bytes.length) throw new RangeError(`${bytes.length - at} bytes past the ${count} sketches it counts`);
  return sketches;
}

/**
 * Background sketches indexed like an account's lessons (they teach nothing; only their similarity is read), with
 * each document's frame (frame.ts) where given, in the same order.
 */
export function backgroundMemory(sketches: readonly Uint32Array[], frames?: readonly Uint32Array[]): AccountMemory {
  return new AccountMemory(sketches.map((sketch, i) => ({ id: `background-${i}`, createdAt: 0, sketch, ...(frames?.[i] ? { frame: frames[i] } : {}) })));
}

export const SHIPPED_BACKGROUND = new URL('../model/background.bin', import.meta.url);
/** The same documents' frames, in the same order and encoding. */
export const SHIPPED_BACKGROUND_FRAMES = new URL('../model/background-frames.bin', import.meta.url);

/** The shipped background, read once by the process that applies lessons (never by the job threads). */
export function loadShippedBackground(path: URL | string = SHIPPED_BACKGROUND, frames: URL | string = SHIPPED_BACKGROUND_FRAMES): AccountMemory {
  return backgroundMemory(decodeBackground(readFileSync(path)), decodeBackground(readFileSync(frames)));
}

/** A background file's frames file: beside it, `-frames` before its extension (`background.bin`: `background-frames.bin`). */
export function backgroundFramesFile(file: string): string {
  return /\.bin$/.test(file) ? file.replace(/\.bin$/, '-frames.bin') : `${file}-frames`;
}

/**
 * LEARNING_BACKGROUND_FILE: a background written as buildBackground.ts writes the shipped one (its frames beside
 * it, backgroundFramesFile). A file that does not read as one throws, naming the setting and the file.
 */
export function loadBackgroundFile(file: string): AccountMemory {
  const frames = backgroundFramesFile(file);
  try {
    const sketches = decodeBackground(readFileSync(file));
    const frameSketches = decodeBackground(readFileSync(frames));
    if (frameSketches.length !== sketches.length) throw new Error(`${sketches.length} sketches but ${frameSketches.length} frames in ${frames}`);
    return backgroundMemory(sketches, frameSketches);
  } catch (err) {
    throw new Error(`Invalid setting LEARNING_BACKGROUND_FILE: ${file} (with its frames ${frames}) is not a learning background: ${(err as Error).message}`);
  }
}

/** The best similarity of the document to a known document, counted from `floor` (below it, 0). */
export function backgroundSimilarity(background: AccountMemory | undefined, sketch: Uint32Array, floor: number): number {
  return background?.matches(sketch, floor, 1)[0]?.similarity ?? 0;
}
