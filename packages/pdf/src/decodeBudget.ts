/**
 * A look at a PDF's streams before PDFium parses it, to refuse decompression, pixel and work bombs
 * with a clean 422 DOCUMENT_TOO_COMPLEX naming the budget, instead of letting PDFium find out by
 * running out of memory (the job's memory ceiling, engine.ts, stays as the backstop).
 *
 * - Every non-image stream is run through its whole filter chain (Flate, LZW, ASCIIHex, ASCII85,
 *   RunLength, in any order and depth; streamFilters.ts), the output counted and thrown away,
 *   stopping at the budget: `maxInflatedBytes`, each and all together.
 * - Indirect values are followed as PDFium follows them: `/Filter 7 0 R`, `/Width 8 0 R`,
 *   `/Height`, `/Length`, from plain objects and from object streams (decoded under the same budget).
 * - Images: the pixel size their dictionary declares (`maxImagePixels` each), and the pixels the
 *   document decodes in all, each image counted once for every page (or form) that uses it,
 *   directly or through a shared resource dictionary (`maxDocumentPixels`): one 144 MP image drawn
 *   on 500 pages is 72 gigapixels of decoding, however small the file.
 * - Content streams (pages, forms): operators counted as they decode (`maxContentOperators`), and
 *   form XObjects' fan-out (a form drawing a form sixteen times, six deep, is 2^24 draws) bounded by
 *   `maxFormDraws`.
 *
 * Stream dictionaries cannot live inside object streams, so each is plain text in the file just
 * before its `stream` keyword.
 */
import { ApiError } from '@wcab/contract';
import { decoderFor, IMAGE_FILTERS } from './streamFilters';

export interface DecodeLimits {
  /** Most bytes the non-image streams may decode to, each and all together. */
  maxInflatedBytes: number;
  /** Largest image, in pixels. */
  maxImagePixels: number;
  /** Most image pixels the whole document decodes (each image times the pages using it). */
  maxDocumentPixels?: number;
  /** Most image pixels a document decodes per page, on average (one big page still gets maxImagePixels). */
  maxPagePixels?: number;
  /** Most content-stream operators in the whole document. */
  maxContentOperators?: number;
  /** Most XObject draws one form or page can fan out to. */
  maxFormDraws?: number;
}

/** Defaults for the budgets added after the first two (engine.ts holds the settings' values). */
export const DEFAULT_WORK_LIMITS = {
  maxDocumentPixels: 6_000_000_000,
  maxPagePixels: 50_000_000,
  maxContentOperators: 10_000_000,
  maxFormDraws: 1_000_000,
};

/** How far back from `stream` a dictionary may start (a dictionary with a long array is still small). */
const DICT_WINDOW = 64 * 1024;
/** Largest object stream decoded to read the objects in it. */
const MAX_OBJECT_STREAM = 32 * 1024 * 1024;
const STREAM = Buffer.from('stream');
const ENDSTREAM = Buffer.from('endstream');

const tooComplex = (message: string) => new ApiError('DOCUMENT_TOO_COMPLEX', message);

/** Throws ApiError DOCUMENT_TOO_COMPLEX when decoding `bytes` would pass the limits. */
export async function checkDecodeBudget(bytes: Uint8Array, limits: DecodeLimits): Promise<void> {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const budget: Required<DecodeLimits> = {
    maxInflatedBytes: limits.maxInflatedBytes,
    maxImagePixels: limits.maxImagePixels,
    maxDocumentPixels: limits.maxDocumentPixels ?? DEFAULT_WORK_LIMITS.maxDocumentPixels,
    maxPagePixels: limits.maxPagePixels ?? DEFAULT_WORK_LIMITS.maxPagePixels,
    maxContentOperators: limits.maxContentOperators ?? DEFAULT_WORK_LIMITS.maxContentOperators,
    maxFormDraws: limits.maxFormDraws ?? DEFAULT_WORK_LIMITS.maxFormDraws,
  };
  const objects = new ObjectIndex(file);
  const state = { inflateLeft: budget.maxInflatedBytes, operators: 0 };
  const images = new Map<number, number>();
  const forms = new Map<number, { dos: number; dict: string }>();
  const pageDos: number[] = [];

  const all = [...streams(file)];
  // Object streams first: the objects in them may be the indirect values other streams need.
  for (const stream of all.filter((s) => /\/Type\s*\/ObjStm\b/.test(s.dict))) {
    const data = await decodeAll(stream, objects, state, budget, MAX_OBJECT_STREAM);
    if (data) objects.addObjectStream(stream.dict, data, (dict, key) => objects.integer(dict, key));
  }
  for (const stream of all) {
    const { dict } = stream;
    if (/\/Type\s*\/ObjStm\b/.test(dict)) continue;
    if (/\/Subtype\s*\/Image\b/.test(dict)) {
      const pixels = checkImage(dict, objects, budget.maxImagePixels);
      if (pixels !== undefined && stream.number !== undefined) images.set(stream.number, pixels);
      continue;
    }
    const content = isContent(dict);
    const counted = await measure(stream, objects, state, budget, content);
    if (content && counted !== undefined) {
      if (/\/Subtype\s*\/Form\b/.test(dict) && stream.number !== undefined) forms.set(stream.number, { dos: counted.dos, dict });
      else pageDos.push(counted.dos);
    }
  }
  checkPixels(images, objects, pixelAllowance(budget, objects.pageCount()));
  checkFanOut(forms, pageDos, objects, budget.maxFormDraws);
}

/** The image's declared size (indirect values followed); refused above the per-image limit. */
function checkImage(dict: string, objects: ObjectIndex, maxPixels: number): number | undefined {
  const width = objects.integer(dict, 'Width');
  const height = objects.integer(dict, 'Height');
  if (width === undefined || height === undefined) return undefined; // PDFium refuses those itself
  if (width * height > maxPixels) {
    throw tooComplex(`The PDF holds a ${width} x ${height} image; the limit is ${Math.round(maxPixels / 1e6)} megapixels an image (MAX_IMAGE_MEGAPIXELS)`);
  }
  return width * height;
}

/**
 * The image pixels a document may decode: MAX_PAGE_MEGAPIXELS for each page (one big image on one
 * page still gets MAX_IMAGE_MEGAPIXELS), and never more than MAX_DOCUMENT_MEGAPIXELS.
 */
export function pixelAllowance(budget: Required<DecodeLimits>, pages: number): { pixels: number; named: string } {
  const byPages = Math.max(budget.maxImagePixels, Math.max(1, pages) * budget.maxPagePixels);
  return byPages < budget.maxDocumentPixels
    ? {
        pixels: byPages,
        named: `${Math.round(budget.maxPagePixels / 1e6)} megapixels a page over ${Math.max(1, pages)} page${pages === 1 ? '' : 's'} (MAX_PAGE_MEGAPIXELS)`,
      }
    : { pixels: budget.maxDocumentPixels, named: `${Math.round(budget.maxDocumentPixels / 1e6)} megapixels a document (MAX_DOCUMENT_MEGAPIXELS)` };
}

/** Pixels the document decodes: each image once for every page or form that uses it. */
function checkPixels(images: Map<number, number>, objects: ObjectIndex, allowance: { pixels: number; named: string }): void {
  let total = 0;
  for (const [number, pixels] of images) total += pixels * objects.uses(number);
  if (total > allowance.pixels) {
    throw tooComplex(`The PDF's pages decode ${Math.round(total / 1e6)} megapixels of images; the limit is ${allowance.named}`);
  }
}

/** Form XObjects drawing forms: the draws one use of a form costs, and a page's worst case. */
function checkFanOut(forms: Map<number, { dos: number; dict: string }>, pageDos: number[], objects: ObjectIndex, maxDraws: number): void {
  const memo = new Map<number, number>();
  const draws = (number: number, depth: number): number => {
    const known = memo.get(number);
    if (known !== undefined) return known;
    const form = forms.get(number);
    if (!form || depth > 64) return 1;
    memo.set(number, 1); // a cycle counts once (PDFium stops recursion)
    const children = objects.referencesFrom(form.dict).filter((n) => forms.has(n));
    const worstChild = Math.max(1, ...children.map((n) => draws(n, depth + 1)));
    const total = Math.min(1e15, 1 + form.dos * worstChild);
    memo.set(number, total);
    return total;
  };
  let worst = 1;
  for (const number of forms.keys()) worst = Math.max(worst, draws(number, 0));
  const pageWorst = Math.max(0, ...pageDos) * worst;
  const most = Math.max(worst, pageWorst);
  if (most > maxDraws) {
    throw tooComplex(`The PDF's forms fan out to ${formatCount(most)} drawings; the limit is ${formatCount(maxDraws)} (MAX_FORM_DRAWS)`);
  }
}

const formatCount = (n: number) => (n >= 1e6 ? `${Math.round(n / 1e5) / 10} million` : String(Math.round(n)));

/** Page contents and forms (not fonts, metadata, cross-reference or object streams, ICC profiles). */
function isContent(dict: string): boolean {
  if (/\/Subtype\s*\/Form\b/.test(dict)) return true;
  if (/\/(Subtype|Type)\s*\//.test(dict)) return false;
  return !/\/(Length[123]|N|BBox|FunctionType|ShadingType|PatternType)\b/.test(dict);
}

interface RawStream {
  dict: string;
  data: Buffer;
  /** The object number, when `N G obj` precedes the dictionary. */
  number?: number;
}

/** The decoders of the stream's filter chain; undefined when it holds a filter only an image uses, or an unknown one. */
function chainOf(dict: string, objects: ObjectIndex): Array<(cap?: number) => import('node:stream').Transform> | undefined {
  const names = objects.names(dict, 'Filter');
  const chain = [];
  for (const name of names) {
    if (IMAGE_FILTERS.has(name)) return undefined;
    const decoder = decoderFor(name);
    if (!decoder) return undefined; // an unknown filter: PDFium cannot decode it either
    chain.push(decoder);
  }
  return chain;
}

/** Decodes a stream counting bytes (and, for content, operators), throwing past a budget. */
async function measure(
  stream: RawStream,
  objects: ObjectIndex,
  state: { inflateLeft: number; operators: number },
  budget: Required<DecodeLimits>,
  content: boolean,
): Promise<{ dos: number } | undefined> {
  const chain = chainOf(stream.dict, objects);
  if (!chain) return undefined;
  const counter = new OperatorCounter();
  const size = await run(stream.data, chain, state.inflateLeft, (chunk) => {
    if (!content) return true;
    state.operators += counter.count(chunk);
    return state.operators <= budget.maxContentOperators;
  });
  state.operators += counter.end();
  const dos = counter.dos;
  if (state.operators > budget.maxContentOperators) {
    throw tooComplex(`The PDF's content streams hold more than ${formatCount(budget.maxContentOperators)} operators (MAX_CONTENT_OPERATORS)`);
  }
  if (size > state.inflateLeft) {
    throw tooComplex(`The PDF's compressed streams expand past the ${mb(budget.maxInflatedBytes)} MB limit (MAX_INFLATED_MB; a decompression bomb?)`);
  }
  state.inflateLeft -= size;
  return { dos };
}

/** Decodes a stream whole (an object stream), under the same budget; undefined when it cannot. */
async function decodeAll(
  stream: RawStream,
  objects: ObjectIndex,
  state: { inflateLeft: number; operators: number },
  budget: Required<DecodeLimits>,
  cap: number,
): Promise<Buffer | undefined> {
  const chain = chainOf(stream.dict, objects);
  if (!chain) return undefined;
  const parts: Buffer[] = [];
  let kept = 0;
  const size = await run(stream.data, chain, state.inflateLeft, (chunk) => {
    if (kept + chunk.length <= cap) parts.push(chunk);
    kept += chunk.length;
    return true;
  });
  if (size > state.inflateLeft) {
    throw tooComplex(`The PDF's compressed streams expand past the ${mb(budget.maxInflatedBytes)} MB limit (MAX_INFLATED_MB; a decompression bomb?)`);
  }
  state.inflateLeft -= size;
  return kept <= cap ? Buffer.concat(parts) : undefined;
}

/**
 * Bytes `data` decodes to through `chain`, stopping once past `limit` (or when `onChunk` says
 * stop). A damaged stream counts what came out before the damage, as PDFium reads it.
 */
function run(
  data: Buffer,
  chain: Array<(cap?: number) => import('node:stream').Transform>,
  limit: number,
  onChunk: (chunk: Buffer) => boolean,
): Promise<number> {
  if (chain.length === 0) {
    onChunk(data);
    return Promise.resolve(data.length);
  }
  return new Promise((resolve) => {
    const stages = chain.map((make) => make(limit + 1));
    const last = stages.at(-1)!;
    let total = 0;
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      for (const stage of stages) stage.destroy();
      resolve(total);
    };
    for (let i = 0; i < stages.length - 1; i++) stages[i]!.pipe(stages[i + 1]!);
    for (const stage of stages) stage.on('error', finish);
    last.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (!onChunk(chunk) || total > limit) finish();
    });
    last.on('end', finish);
    stages[0]!.end(data);
  });
}

/**
 * Counts operator tokens in decoded content, chunk by chunk, in one pass over the bytes: a token of
 * 1-3 letters (or ' " *, digits after the first) that starts after white space or a delimiter and
 * ends at one; names (`/Im1`), numbers and longer words do not count. Short words inside strings
 * do: an overestimate, which a budget can afford. `Do` tokens are counted apart (form fan-out).
 */
class OperatorCounter {
  dos = 0;
  /** Length of the token being read; -1 when it cannot be an operator; 0 between tokens. */
  private length = 0;
  private first = 0;
  private second = 0;

  count(chunk: Buffer): number {
    let operators = 0;
    let length = this.length;
    for (let i = 0; i < chunk.length; i++) {
      const b = chunk[i]!;
      const letter = (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a) || b === 0x27 || b === 0x22;
      if (letter || (length > 0 && ((b >= 0x30 && b <= 0x39) || b === 0x2a))) {
        if (length === 0) {
          if (!letter) {
            length = -1;
            continue;
          }
          length = 1;
          this.first = b;
        } else if (length > 0) {
          length++;
          if (length === 2) this.second = b;
        }
        continue;
      }
      if (length > 0 && length <= 3) {
        operators++;
        if (length === 2 && this.first === 0x44 && this.second === 0x6f) this.dos++;
      }
      // White space and delimiters end a token; anything else (a name's slash, a digit, a dot) starts a non-operator.
      length =
        b === 0x20 ||
        b === 0x0a ||
        b === 0x0d ||
        b === 0x09 ||
        b === 0x0c ||
        b === 0x00 ||
        b === 0x5b ||
        b === 0x5d ||
        b === 0x28 ||
        b === 0x29 ||
        b === 0x3c ||
        b === 0x3e ||
        b === 0x7b ||
        b === 0x7d
          ? 0
          : -1;
    }
    this.length = length;
    return operators;
  }

  /** The last token, if the stream ended on one. */
  end(): number {
    const last = this.length > 0 && this.length <= 3 ? 1 : 0;
    if (last && this.length === 2 && this.first === 0x44 && this.second === 0x6f) this.dos++;
    this.length = 0;
    return last;
  }
}

/** Each `<< ... >> stream` in the file: its dictionary text, its raw data, its object number. */
function* streams(file: Buffer): Generator<RawStream> {
  let at = 0;
  for (;;) {
    const keyword = file.indexOf(STREAM, at);
    if (keyword < 0) return;
    at = keyword + STREAM.length;
    if (file[keyword - 1] === 0x64 /* d: endstream */) continue;
    const found = dictionaryBefore(file, keyword);
    if (found === undefined) continue;
    const { dict, start: dictStart } = found;
    let start = at;
    if (file[start] === 0x0d) start++;
    if (file[start] === 0x0a) start++;
    const length = integerIn(dict, 'Length') ?? indirectLength(file, dict);
    let end = length !== undefined && start + length <= file.length ? start + length : file.indexOf(ENDSTREAM, start);
    if (end < 0) end = file.length;
    const header = /(\d+)\s+\d+\s+obj\s*$/.exec(file.toString('latin1', Math.max(0, dictStart - 32), dictStart));
    yield { dict, data: file.subarray(start, end), number: header ? Number(header[1]) : undefined };
    at = Math.max(at, end);
  }
}

/** `/Length 9 0 R`: the integer object 9 holds, read from the file directly (it is never in an object stream before use... usually). */
function indirectLength(file: Buffer, dict: string): number | undefined {
  const ref = /\/Length\s+(\d+)\s+(\d+)\s+R/.exec(dict);
  if (!ref) return undefined;
  const header = Buffer.from(`${ref[1]} ${ref[2]} obj`);
  let at = file.indexOf(header);
  while (at > 0 && !isSpace(file[at - 1]!)) at = file.indexOf(header, at + 1);
  if (at < 0) return undefined;
  const value = /^\s*(\d+)\s/.exec(file.toString('latin1', at + header.length, at + header.length + 32));
  return value ? Number(value[1]) : undefined;
}

/** The dictionary that ends just before `keyword` (only white space between), and where it starts. */
function dictionaryBefore(file: Buffer, keyword: number): { dict: string; start: number } | undefined {
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
      if (depth === 0) return { dict: text.slice(i), start: from + i };
    }
  }
  return undefined;
}

function integerIn(dict: string, key: string): number | undefined {
  const match = new RegExp(`/${key}\\s+(\\d+)(?![\\d.]|\\s+\\d+\\s+R)`).exec(dict);
  return match ? Number(match[1]) : undefined;
}

/**
 * The file's objects by number, for the indirect values PDFium would follow: plain `N G obj`
 * objects (the last definition wins, as an incremental update's does) and those in object streams.
 */
class ObjectIndex {
  private readonly plain = new Map<number, number>();
  private readonly packed = new Map<number, string>();
  private referrers: Map<number, number[]> | undefined;
  private readonly texts = new Map<number, string>();

  constructor(private readonly file: Buffer) {
    const text = file.toString('latin1');
    for (const match of text.matchAll(/(?<![\d])(\d+)\s+(\d+)\s+obj\b/g)) this.plain.set(Number(match[1]), match.index! + match[0].length);
  }

  /** Objects of an object stream (`/N` pairs of number and offset, then the objects from `/First`). */
  addObjectStream(dict: string, data: Buffer, integer: (dict: string, key: string) => number | undefined): void {
    const n = integer(dict, 'N');
    const first = integer(dict, 'First');
    if (n === undefined || first === undefined || first > data.length) return;
    const header = data.toString('latin1', 0, first).trim().split(/\s+/).map(Number);
    for (let i = 0; i < Math.min(n, header.length / 2); i++) {
      const number = header[2 * i]!;
      const offset = first + header[2 * i + 1]!;
      const next = i + 1 < n && 2 * i + 3 < header.length ? first + header[2 * i + 3]! : data.length;
      if (!this.packed.has(number) && offset < data.length) this.packed.set(number, data.toString('latin1', offset, Math.min(next, offset + DICT_WINDOW)));
    }
  }

  /** The object's text (its value; for a stream, its dictionary), at most DICT_WINDOW characters. */
  text(number: number): string | undefined {
    const cached = this.texts.get(number);
    if (cached !== undefined) return cached;
    let value = this.packed.get(number);
    const at = this.plain.get(number);
    if (at !== undefined) {
      const raw = this.file.toString('latin1', at, Math.min(this.file.length, at + DICT_WINDOW));
      const end = raw.search(/\bendobj\b|\bstream\b/);
      value = end >= 0 ? raw.slice(0, end) : raw;
    }
    if (value !== undefined) this.texts.set(number, value);
    return value;
  }

  /** Page objects (`/Type /Page`) in the file. */
  pageCount(): number {
    let pages = 0;
    for (const number of new Set([...this.plain.keys(), ...this.packed.keys()])) if (/\/Type\s*\/Page(?![s\w])/.test(this.text(number) ?? '')) pages++;
    return pages;
  }

  /** An integer entry, direct or through one indirect reference. */
  integer(dict: string, key: string): number | undefined {
    const direct = integerIn(dict, key);
    if (direct !== undefined) return direct;
    const ref = new RegExp(`/${key}\\s+(\\d+)\\s+\\d+\\s+R`).exec(dict);
    if (!ref) return undefined;
    const value = /^\s*(\d+)(?![\d.])/.exec(this.text(Number(ref[1])) ?? '');
    return value ? Number(value[1]) : undefined;
  }

  /** The names of a name-or-array entry (`/Filter /A` or `[/A /B]`), direct or indirect. */
  names(dict: string, key: string): string[] {
    let value = new RegExp(`/${key}\\s*(\\[[^\\]]*\\]|/[A-Za-z0-9]+|\\d+\\s+\\d+\\s+R)`).exec(dict)?.[1];
    if (value && /^\d/.test(value)) value = this.text(Number(value.split(/\s+/)[0]))?.trim();
    if (!value) return [];
    const names: string[] = [];
    for (const match of value.matchAll(/\/([A-Za-z0-9]+)|(\d+)\s+\d+\s+R/g)) {
      if (match[1]) names.push(match[1]);
      else names.push(this.text(Number(match[2]))?.trim().replace(/^\//, '') ?? '');
    }
    return names;
  }

  /** Object numbers referenced (`N G R`) in `text`, and in the dictionaries those name directly (a form's /Resources). */
  referencesFrom(text: string): number[] {
    const direct = [...text.matchAll(/(\d+)\s+\d+\s+R\b/g)].map((m) => Number(m[1]));
    const nested = direct.flatMap((n) => [...(this.text(n) ?? '').matchAll(/(\d+)\s+\d+\s+R\b/g)].map((m) => Number(m[1])));
    return [...new Set([...direct, ...nested])];
  }

  /**
   * How many times an image is decoded: once for each page or form referring to it, and through a
   * shared dictionary (a /Resources or /XObject dictionary of its own) once for each page referring
   * to that. At least once.
   */
  uses(number: number): number {
    const referrers = this.referrerIndex();
    let uses = 0;
    for (const from of referrers.get(number) ?? []) {
      const text = this.text(from) ?? '';
      if (isPageOrForm(text)) uses++;
      else uses += Math.max(1, (referrers.get(from) ?? []).filter((r) => isPageOrForm(this.text(r) ?? '')).length);
    }
    return Math.max(1, uses);
  }

  private referrerIndex(): Map<number, number[]> {
    if (this.referrers) return this.referrers;
    const index = new Map<number, number[]>();
    for (const number of new Set([...this.plain.keys(), ...this.packed.keys()])) {
      for (const target of new Set([...(this.text(number) ?? '').matchAll(/(\d+)\s+\d+\s+R\b/g)].map((m) => Number(m[1])))) {
        if (target === number) continue;
        const list = index.get(target);
        if (list) list.push(number);
        else index.set(target, [number]);
      }
    }
    return (this.referrers = index);
  }
}

function isPageOrForm(text: string): boolean {
  return /\/Type\s*\/Page(?![s\w])/.test(text) || /\/Subtype\s*\/Form\b/.test(text);
}

function isSpace(byte: number): boolean {
  return byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0c || byte === 0x00;
}

function mb(bytes: number): number {
  return Math.round(bytes / (1024 * 1024));
}
