/**
 * A look at a PDF's streams before PDFium parses it, to refuse decompression and pixel bombs with a
 * clean 422 instead of letting PDFium find out by running out of memory.
 *
 * - Image XObjects: the pixel size their dictionary declares. PDFium decodes an image whole
 *   (width x height x components), whatever the stream holds.
 * - Every other Flate stream (page contents, forms, fonts, object and cross-reference streams):
 *   inflated here with the output counted and thrown away, stopping at the limit. PDFium inflates
 *   these whole into its heap. A 1 MB stream can hold a gigabyte (deflate reaches about 1000:1);
 *   a chain of Flate filters multiplies that.
 *
 * Stream dictionaries cannot live inside object streams, so each is plain text in the file just
 * before its `stream` keyword. Anything this scan cannot read (other filters, a dictionary it
 * cannot find) is left to the engine's memory ceiling (engine.ts), which is the backstop.
 */
import zlib from 'node:zlib';
import { ApiError } from '@wcab/contract';

export interface DecodeLimits {
  /** Most bytes the non-image Flate streams may inflate to, each and all together. */
  maxInflatedBytes: number;
  /** Largest image, in pixels. */
  maxImagePixels: number;
}

/** How far back from `stream` a dictionary may start (a dictionary with a long array is still small). */
const DICT_WINDOW = 64 * 1024;
const STREAM = Buffer.from('stream');
const ENDSTREAM = Buffer.from('endstream');

/** Throws ApiError DOCUMENT_TOO_COMPLEX when decoding `bytes` would pass the limits. */
export async function checkDecodeBudget(bytes: Uint8Array, limits: DecodeLimits): Promise<void> {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let budget = limits.maxInflatedBytes;
  for (const stream of streams(file)) {
    const { dict } = stream;
    if (/\/Subtype\s*\/Image\b/.test(dict)) {
      checkImage(dict, limits.maxImagePixels);
      continue;
    }
    const flateStages = flateChain(dict);
    if (flateStages === 0) continue;
    const inflated = await inflatedSize(stream.data, flateStages, budget);
    if (inflated > budget) {
      throw new ApiError(
        'DOCUMENT_TOO_COMPLEX',
        `The PDF's compressed streams expand past the ${mb(limits.maxInflatedBytes)} MB limit (a decompression bomb?)`,
      );
    }
    budget -= inflated;
  }
}

function checkImage(dict: string, maxPixels: number): void {
  const width = integer(dict, 'Width');
  const height = integer(dict, 'Height');
  if (width === undefined || height === undefined) return; // PDFium refuses those itself
  if (width * height > maxPixels) {
    throw new ApiError(
      'DOCUMENT_TOO_COMPLEX',
      `The PDF holds a ${width} x ${height} image; the limit is ${Math.round(maxPixels / 1e6)} megapixels`,
    );
  }
}

interface RawStream {
  dict: string;
  data: Buffer;
}

/** Each `<< ... >> stream` in the file: its dictionary text and its raw data. */
function* streams(file: Buffer): Generator<RawStream> {
  let at = 0;
  for (;;) {
    const keyword = file.indexOf(STREAM, at);
    if (keyword < 0) return;
    at = keyword + STREAM.length;
    if (file[keyword - 1] === 0x64 /* d: endstream */) continue;
    const dict = dictionaryBefore(file, keyword);
    if (dict === undefined) continue;
    let start = at;
    if (file[start] === 0x0d) start++;
    if (file[start] === 0x0a) start++;
    const length = integer(dict, 'Length');
    let end = length !== undefined && start + length <= file.length ? start + length : file.indexOf(ENDSTREAM, start);
    if (end < 0) end = file.length;
    yield { dict, data: file.subarray(start, end) };
    at = Math.max(at, end);
  }
}

/** The dictionary that ends just before `keyword` (only white space between), or undefined. */
function dictionaryBefore(file: Buffer, keyword: number): string | undefined {
  let end = keyword - 1;
  while (end >= 0 && isSpace(file[end]!)) end--;
  if (end < 1 || file[end] !== 0x3e || file[end - 1] !== 0x3e) return undefined; // '>>'
  const from = Math.max(0, end + 1 - DICT_WINDOW);
  const text = file.toString('latin1', from, end + 1);
  // Walk back balancing << >> to the dictionary's opening.
  let depth = 0;
  for (let i = text.length - 1; i > 0; i--) {
    if (text[i] === '>' && text[i - 1] === '>') {
      depth++;
      i--;
    } else if (text[i] === '<' && text[i - 1] === '<') {
      depth--;
      i--;
      if (depth === 0) return text.slice(i);
    }
  }
  return undefined;
}

/** How many Flate filters the stream's filter chain starts with (0: not Flate, or another filter first). */
function flateChain(dict: string): number {
  const match = /\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+)/.exec(dict);
  if (!match) return 0;
  const names = match[1]!.match(/\/[A-Za-z0-9]+/g) ?? [];
  let stages = 0;
  for (const name of names) {
    if (name !== '/FlateDecode' && name !== '/Fl') break;
    stages++;
  }
  return stages;
}

function integer(dict: string, key: string): number | undefined {
  const match = new RegExp(`/${key}\\s+(\\d+)(?![\\d.]|\\s+\\d+\\s+R)`).exec(dict);
  return match ? Number(match[1]) : undefined;
}

/**
 * Bytes `data` inflates to through `stages` Flate filters, counting without keeping the output and
 * stopping once past `limit` (then some number above it). A damaged stream counts what came out
 * before the damage, as PDFium reads it.
 */
function inflatedSize(data: Buffer, stages: number, limit: number): Promise<number> {
  return new Promise((resolve) => {
    const chain = Array.from({ length: stages }, () => zlib.createInflate({ chunkSize: 1024 * 1024 }));
    const last = chain.at(-1)!;
    let total = 0;
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      for (const stage of chain) stage.destroy();
      resolve(total);
    };
    for (let i = 0; i < chain.length - 1; i++) chain[i]!.pipe(chain[i + 1]!);
    for (const stage of chain) stage.on('error', finish);
    last.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) finish();
    });
    last.on('end', finish);
    chain[0]!.end(data);
  });
}

function isSpace(byte: number): boolean {
  return byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0c || byte === 0x00;
}

function mb(bytes: number): number {
  return Math.round(bytes / (1024 * 1024));
}
