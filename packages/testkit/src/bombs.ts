/**
 * Decompression bombs: small PDFs whose streams inflate to far more than any real document holds.
 * The service must refuse them with a clean 4xx before PDFium tries (and, should one slip through,
 * throw away the engine that choked on it). Built by hand because no PDF library writes a stream
 * it was not given in full, and giving one a gigabyte to compress would take the test's memory.
 */
import zlib from 'node:zlib';
import { assemblePdf } from './rawPdf';

export interface FlateBombOptions {
  /** What the content stream inflates to (default 1 GiB: about 1 MB on disk). */
  inflatedBytes?: number;
  /**
   * Compress the compressed stream again and declare `[/FlateDecode /FlateDecode]`: the file shrinks
   * to a few kilobytes and only a scanner that follows the filter chain sees the size.
   */
  nested?: boolean;
}

/**
 * A one-page PDF whose page content stream is `inflatedBytes` of spaces (valid, empty content),
 * Flate-compressed at about 1000:1.
 */
export function makeFlateBombPdf(opts: FlateBombOptions = {}): Uint8Array {
  const size = opts.inflatedBytes ?? 1024 ** 3;
  let stream = repeatedByteZlib(0x20, size);
  let filter = '/FlateDecode';
  if (opts.nested) {
    stream = zlib.deflateSync(stream, { level: 9 });
    filter = '[/FlateDecode /FlateDecode]';
  }
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << >> /Contents 4 0 R >>',
    { dict: `/Filter ${filter}`, stream: latin1(stream) },
  ]);
}

export interface ImageBombOptions {
  /** Declared pixel size (default 60,000 x 60,000 gray: 3.6 Gpx). */
  width?: number;
  height?: number;
  /** Bytes the image stream really inflates to (default 64 MiB of black: the rest is missing). */
  inflatedBytes?: number;
}

/** A one-page PDF drawing one huge gray image XObject across the page. */
export function makeImageBombPdf(opts: ImageBombOptions = {}): Uint8Array {
  const width = opts.width ?? 60_000;
  const height = opts.height ?? 60_000;
  const data = repeatedByteZlib(0x00, opts.inflatedBytes ?? 64 * 1024 ** 2);
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Im1 5 0 R >> >> /Contents 4 0 R >>',
    { dict: '', stream: 'q 612 0 0 792 0 0 cm /Im1 Do Q' },
    {
      dict: `/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`,
      stream: latin1(data),
    },
  ]);
}

export interface ManyImagesOptions {
  /** Images in the document (default 1,000), spread evenly over the pages. */
  images?: number;
  pages?: number;
  /** Pixel size of each gray image (default 2,048 x 2,560: an 8-bit Letter page scan at about 240 DPI). */
  width?: number;
  height?: number;
}

/**
 * A legitimate but heavy PDF: many large gray images (flat shades, each its own object, so PDFium
 * decodes and caches each one), tiled over each page. Small on disk, large once decoded: the input
 * that grows an engine's heap without being a bomb.
 */
export function makeManyImagesPdf(opts: ManyImagesOptions = {}): Uint8Array {
  const images = opts.images ?? 1000;
  const pages = Math.max(1, Math.min(opts.pages ?? 10, images));
  const width = opts.width ?? 2048;
  const height = opts.height ?? 2560;
  const perPage = Math.ceil(images / pages);
  const grid = Math.ceil(Math.sqrt(perPage));
  const cell = { w: 612 / grid, h: 792 / grid };
  const objects: Array<string | { dict: string; stream: string }> = [];
  const pageRefs: string[] = [];
  // Objects: 1 catalog, 2 page tree, then per page: page, content, its images.
  let next = 3;
  let drawn = 0;
  for (let p = 0; p < pages; p++) {
    const pageObj = next++;
    const contentObj = next++;
    const count = Math.min(perPage, images - drawn);
    const names: string[] = [];
    const draws: string[] = [];
    const imageObjects: Array<{ dict: string; stream: string }> = [];
    for (let i = 0; i < count; i++, drawn++) {
      const ref = next++;
      names.push(`/Im${i} ${ref} 0 R`);
      const x = (i % grid) * cell.w;
      const y = Math.floor(i / grid) * cell.h;
      draws.push(`q ${cell.w.toFixed(2)} 0 0 ${cell.h.toFixed(2)} ${x.toFixed(2)} ${y.toFixed(2)} cm /Im${i} Do Q`);
      imageObjects.push({
        dict: `/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`,
        stream: latin1(repeatedByteZlib(64 + 8 * (drawn % 16), width * height)),
      });
    }
    pageRefs.push(`${pageObj} 0 R`);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << ${names.join(' ')} >> >> /Contents ${contentObj} 0 R >>`,
      { dict: '', stream: draws.join('\n') },
      ...imageObjects,
    );
    if (drawn >= images) break;
  }
  return assemblePdf(['<< /Type /Catalog /Pages 2 0 R >>', `<< /Type /Pages /Kids [${pageRefs.join(' ')}] /Count ${pageRefs.length} >>`, ...objects]);
}

/** Deflated runs of one byte value (by value and length), each ending on a byte boundary with no final block. */
const chunkCache = new Map<string, Buffer>();
const CHUNK = 1024 * 1024;

function deflatedRun(byte: number, length: number): Buffer {
  const key = `${byte}:${length}`;
  let chunk = chunkCache.get(key);
  if (!chunk) {
    chunk = zlib.deflateRawSync(Buffer.alloc(length, byte), { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH });
    chunkCache.set(key, chunk);
  }
  return chunk;
}

/**
 * A zlib stream of `size` copies of `byte`, made from one compressed 1 MiB chunk repeated: raw
 * deflate blocks ended by a sync flush concatenate into one valid stream, and the Adler-32 of a run
 * of one byte has a closed form. Takes milliseconds where compressing a gigabyte takes seconds.
 */
export function repeatedByteZlib(byte: number, size: number): Buffer {
  const chunk = deflatedRun(byte, CHUNK);
  const whole = Math.floor(size / CHUNK);
  const rest = size - whole * CHUNK;
  const parts: Buffer[] = [Buffer.from([0x78, 0xda])];
  for (let i = 0; i < whole; i++) parts.push(chunk);
  if (rest > 0) parts.push(deflatedRun(byte, rest));
  parts.push(Buffer.from([0x03, 0x00])); // an empty final block with fixed codes
  parts.push(adler32OfRun(byte, size));
  return Buffer.concat(parts);
}

/** Adler-32 of `n` bytes all equal to `c`: A = 1 + n*c, B = n + c*n(n+1)/2, both mod 65521. */
function adler32OfRun(c: number, n: number): Buffer {
  const MOD = 65521n;
  const big = BigInt(n);
  const a = (1n + big * BigInt(c)) % MOD;
  const b = (big + (BigInt(c) * big * (big + 1n)) / 2n) % MOD;
  const out = Buffer.alloc(4);
  out.writeUInt32BE(Number((b << 16n) | a));
  return out;
}

function latin1(bytes: Buffer): string {
  return bytes.toString('latin1');
}
