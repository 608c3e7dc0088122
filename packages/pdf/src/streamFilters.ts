/**
 * Streaming decoders for the PDF stream filters PDFium applies to non-image data, used only to
 * measure what a stream decodes to (decodeBudget.ts): Flate (zlib), LZW, ASCIIHex, ASCII85 and
 * RunLength. Each is a Transform, so a chain decodes in constant memory whatever the stream holds.
 * Predictors (DecodeParms) change the size by at most one byte a row and are ignored.
 */
import { Transform, type TransformCallback } from 'node:stream';
import zlib from 'node:zlib';

/**
 * Filter names as written in a dictionary (full or abbreviated) -> decoder, or undefined for an
 * image codec. A decoder stops producing past `cap` bytes (the caller's budget): one LZW or
 * RunLength chunk of input can stand for hundreds of megabytes, which must never exist at once.
 */
export function decoderFor(name: string): ((cap?: number) => Transform) | undefined {
  switch (name) {
    case 'FlateDecode':
    case 'Fl':
      return () => zlib.createInflate({ chunkSize: 1024 * 1024 });
    case 'LZWDecode':
    case 'LZW':
      return (cap = Infinity) => new LzwDecoder(cap);
    case 'ASCIIHexDecode':
    case 'AHx':
      return () => new AsciiHexDecoder();
    case 'ASCII85Decode':
    case 'A85':
      return () => new Ascii85Decoder();
    case 'RunLengthDecode':
    case 'RL':
      return (cap = Infinity) => new RunLengthDecoder(cap);
    default:
      return undefined;
  }
}

/** Filters that end in pixels (the image's declared size is what PDFium allocates). */
export const IMAGE_FILTERS = new Set(['DCTDecode', 'DCT', 'JPXDecode', 'CCITTFaxDecode', 'CCF', 'JBIG2Decode']);

class AsciiHexDecoder extends Transform {
  private half = -1;
  private done = false;
  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    const out = Buffer.allocUnsafe(Math.ceil(chunk.length / 2) + 1);
    let n = 0;
    for (const byte of chunk) {
      if (this.done) break;
      if (byte === 0x3e) {
        // '>' ends the data; an odd last digit is followed by an implied 0.
        if (this.half >= 0) out[n++] = this.half << 4;
        this.half = -1;
        this.done = true;
        break;
      }
      const v = hexValue(byte);
      if (v < 0) continue;
      if (this.half < 0) this.half = v;
      else {
        out[n++] = (this.half << 4) | v;
        this.half = -1;
      }
    }
    done(null, out.subarray(0, n));
  }
}

function hexValue(b: number): number {
  if (b >= 0x30 && b <= 0x39) return b - 0x30;
  if (b >= 0x41 && b <= 0x46) return b - 0x37;
  if (b >= 0x61 && b <= 0x66) return b - 0x57;
  return -1;
}

class Ascii85Decoder extends Transform {
  private group: number[] = [];
  private ended = false;
  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    const out: number[] = [];
    for (const byte of chunk) {
      if (this.ended) break;
      if (byte === 0x7e) {
        this.ended = true; // '~>'
        break;
      }
      if (byte === 0x7a && this.group.length === 0) {
        out.push(0, 0, 0, 0); // 'z'
        continue;
      }
      if (byte < 0x21 || byte > 0x75) continue;
      this.group.push(byte - 0x21);
      if (this.group.length === 5) {
        const value = this.group.reduce((acc, d) => acc * 85 + d, 0) >>> 0;
        out.push(value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff);
        this.group = [];
      }
    }
    done(null, Buffer.from(out));
  }
  override _flush(done: TransformCallback): void {
    const n = this.group.length;
    if (n < 2) {
      done();
      return;
    }
    while (this.group.length < 5) this.group.push(84);
    const value = this.group.reduce((acc, d) => acc * 85 + d, 0) >>> 0;
    done(null, Buffer.from([value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff].slice(0, n - 1)));
  }
}

class RunLengthDecoder extends Transform {
  /** Bytes still to copy literally, or to repeat once the next byte arrives. */
  private literal = 0;
  private repeat = 0;
  private ended = false;
  private produced = 0;
  constructor(private readonly cap: number) {
    super();
  }
  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    const parts: Buffer[] = [];
    let i = 0;
    while (i < chunk.length && !this.ended) {
      if (this.produced > this.cap) {
        this.ended = true;
        break;
      }
      if (this.literal > 0) {
        const take = Math.min(this.literal, chunk.length - i);
        parts.push(chunk.subarray(i, i + take));
        this.produced += take;
        this.literal -= take;
        i += take;
      } else if (this.repeat > 0) {
        parts.push(Buffer.alloc(this.repeat, chunk[i]!));
        this.produced += this.repeat;
        this.repeat = 0;
        i++;
      } else {
        const length = chunk[i++]!;
        if (length === 128) this.ended = true;
        else if (length < 128) this.literal = length + 1;
        else this.repeat = 257 - length;
      }
    }
    done(null, Buffer.concat(parts));
  }
}

/** LZW as PDF uses it (variable code width 9-12 bits, EarlyChange 1). */
class LzwDecoder extends Transform {
  private bits = 0;
  private bitCount = 0;
  private width = 9;
  private table: Buffer[] = [];
  private previous: Buffer | undefined;
  private ended = false;
  private produced = 0;

  constructor(private readonly cap: number) {
    super();
    this.reset();
  }

  private reset(): void {
    this.table = Array.from({ length: 258 }, (_, i) => Buffer.from([i & 0xff]));
    this.width = 9;
    this.previous = undefined;
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    let parts: Buffer[] = [];
    let pending = 0;
    for (const byte of chunk) {
      if (this.ended) break;
      // Handed on a megabyte at a time, and no more once past the cap.
      if (pending >= 1024 * 1024) {
        this.push(Buffer.concat(parts));
        parts = [];
        pending = 0;
      }
      if (this.produced > this.cap) {
        this.ended = true;
        break;
      }
      this.bits = ((this.bits << 8) | byte) & 0xffffff;
      this.bitCount += 8;
      while (this.bitCount >= this.width && !this.ended) {
        const code = (this.bits >>> (this.bitCount - this.width)) & ((1 << this.width) - 1);
        this.bitCount -= this.width;
        if (code === 256) {
          this.reset();
          continue;
        }
        if (code === 257) {
          this.ended = true;
          break;
        }
        let entry: Buffer;
        if (code < this.table.length) entry = this.table[code]!;
        else if (this.previous) entry = Buffer.concat([this.previous, this.previous.subarray(0, 1)]);
        else {
          this.ended = true; // damaged: PDFium stops here too
          break;
        }
        parts.push(entry);
        pending += entry.length;
        this.produced += entry.length;
        if (this.previous && this.table.length < 4096) this.table.push(Buffer.concat([this.previous, entry.subarray(0, 1)]));
        this.previous = entry;
        const next = this.table.length + 1; // EarlyChange
        if (next >= 1 << this.width && this.width < 12) this.width++;
      }
    }
    done(null, Buffer.concat(parts));
  }
}
