/**
 * Issue 35's bombs that went around the first decode pre-check: filter chains it did not follow
 * (LZW, ASCIIHex or ASCII85 in front of Flate), indirect /Filter and /Width, content streams of
 * hundreds of megabytes of tiny operators, form XObjects fanning out to 2^24 draws, and many pages
 * sharing one huge image. Each is small on disk; every one must be refused with 422 before PDFium
 * decodes it.
 */
import zlib from 'node:zlib';
import { repeatedByteZlib } from './bombs';
import { assemblePdf, type RawObject } from './rawPdf';

const CATALOG = '<< /Type /Catalog /Pages 2 0 R >>';
const PAGES = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';
const page = (resources = '<< >>') => `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources ${resources} /Contents 4 0 R >>`;
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

/** One page whose content stream is `stream` under `filter` (plus extra objects from 5 on). */
function onePage(filter: string, stream: Buffer, extra: RawObject[] = [], resources?: string): Uint8Array {
  return assemblePdf([CATALOG, PAGES, page(resources), { dict: `/Filter ${filter}`, stream: latin1(stream) }, ...extra]);
}

/** Spaces, `bytes` of them, LZW-coded (PDF's variable-width LZW, EarlyChange 1): about 2,600:1. */
export function lzwRun(bytes: number): Buffer {
  const out: number[] = [];
  let acc = 0;
  let bits = 0;
  const put = (code: number, width: number) => {
    acc = (acc << width) | code;
    bits += width;
    while (bits >= 8) {
      out.push((acc >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
    acc &= (1 << bits) - 1;
  };
  // The decoder's code width once its table holds n entries.
  const widthFor = (n: number) => Math.min(12, Math.max(9, (n + 1).toString(2).length));
  // After a clear the decoder's table holds 258 entries; the k-th code after it (k >= 2) names the
  // entry it is about to create (a run of k spaces: the KwKwK case) and the table grows by one.
  let left = bytes;
  let tableSize = 258;
  let width = 9;
  while (left > 0) {
    put(256, width);
    tableSize = 258;
    put(0x20, widthFor(tableSize));
    left -= 1;
    for (let k = 2; left >= k && tableSize < 4094; k++) {
      put(256 + k, widthFor(tableSize));
      tableSize++;
      left -= k;
    }
    width = widthFor(tableSize);
    if (left > 0 && left < 4094) left = 0; // the bomb need not be exact
  }
  put(257, widthFor(tableSize));
  if (bits > 0) out.push((acc << (8 - bits)) & 0xff);
  return Buffer.from(out);
}

export function lzwBombPdf(bytes = 512 * 1024 ** 2): Uint8Array {
  return onePage('/LZWDecode', lzwRun(bytes));
}

export function asciiHexFlateBombPdf(bytes = 512 * 1024 ** 2): Uint8Array {
  return onePage('[/ASCIIHexDecode /FlateDecode]', Buffer.from(repeatedByteZlib(0x20, bytes).toString('hex') + '>', 'latin1'));
}

export function ascii85FlateBombPdf(bytes = 512 * 1024 ** 2): Uint8Array {
  return onePage('[/ASCII85Decode /FlateDecode]', Buffer.from(ascii85(repeatedByteZlib(0x20, bytes)), 'latin1'));
}

/** `/Filter 5 0 R`, object 5 being `/FlateDecode`. */
export function indirectFilterBombPdf(bytes = 512 * 1024 ** 2): Uint8Array {
  return onePage('5 0 R', repeatedByteZlib(0x20, bytes), ['/FlateDecode']);
}

/** An image whose /Width and /Height are indirect objects: 100,000 x 100,000. */
export function indirectWidthBombPdf(): Uint8Array {
  return assemblePdf([
    CATALOG,
    PAGES,
    page('<< /XObject << /Im1 5 0 R >> >>'),
    { dict: '', stream: 'q 612 0 0 792 0 0 cm /Im1 Do Q' },
    {
      dict: '/Type /XObject /Subtype /Image /Width 6 0 R /Height 7 0 R /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode',
      stream: latin1(repeatedByteZlib(0, 1024 * 1024)),
    },
    '100000',
    '100000',
  ]);
}

/** A content stream of `bytes` of `unit` repeated (tiny path operators, or text shows), Flate-compressed. */
export async function operatorFloodPdf(unit: string, bytes: number): Promise<Uint8Array> {
  const chunk = Buffer.from(unit.repeat(Math.ceil((1024 * 1024) / unit.length)), 'latin1');
  const deflate = zlib.createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (d: Buffer) => parts.push(d));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  for (let written = 0; written < bytes; written += chunk.length) {
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  const font = '<< /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >>';
  return onePage('/FlateDecode', Buffer.concat(parts), [], font);
}

/** 200 MB of `0 0 m 1 1 l` path pieces. */
export const pathFloodPdf = () => operatorFloodPdf('0 0 m\n', 200 * 1024 ** 2);
/** 100 MB of `(a) Tj` text shows. */
export const textShowFloodPdf = () => operatorFloodPdf('(a) Tj\n', 100 * 1024 ** 2);

/** Form XObjects seven deep, each but the last drawing the next sixteen times: 16^6 = 2^24 draws from one page. */
export function formFanOutPdf(levels = 7, fanOut = 16): Uint8Array {
  const objects: RawObject[] = [CATALOG, PAGES, page('<< /XObject << /X 5 0 R >> >>'), { dict: '', stream: '/X Do' }];
  for (let level = 0; level < levels; level++) {
    const number = 5 + level;
    const last = level === levels - 1;
    objects.push({
      dict: `/Type /XObject /Subtype /Form /BBox [0 0 10 10] /Resources << /XObject << /X ${number + 1} 0 R >> >>`,
      stream: last ? '0 0 m 1 1 l S' : '/X Do '.repeat(fanOut),
    });
    void number;
  }
  return assemblePdf(objects);
}

/** `pages` pages each drawing the same 12,000 x 12,000 one-bit image (144 megapixels). */
export function sharedHugeImagePdf(pages: number): Uint8Array {
  const side = 12_000;
  const kids = Array.from({ length: pages }, (_, i) => `${4 + i} 0 R`).join(' ');
  const imageRef = 3;
  const objects: RawObject[] = [
    CATALOG,
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    {
      dict: `/Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 1 /Filter /FlateDecode`,
      stream: latin1(repeatedByteZlib(0xff, (side / 8) * side)),
    },
  ];
  const contents = 4 + pages;
  for (let i = 0; i < pages; i++) {
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Im ${imageRef} 0 R >> >> /Contents ${contents} 0 R >>`);
  }
  objects.push({ dict: '', stream: 'q 612 0 0 792 0 0 cm /Im Do Q' });
  return assemblePdf(objects);
}

function ascii85(data: Buffer): string {
  let out = '';
  for (let i = 0; i < data.length; i += 4) {
    const n = Math.min(4, data.length - i);
    let value = 0;
    for (let j = 0; j < 4; j++) value = value * 256 + (j < n ? data[i + j]! : 0);
    if (value === 0 && n === 4) {
      out += 'z';
      continue;
    }
    const digits: string[] = [];
    for (let j = 0; j < 5; j++) {
      digits.unshift(String.fromCharCode((value % 85) + 33));
      value = Math.floor(value / 85);
    }
    out += digits.slice(0, n + 1).join('');
  }
  return `${out}~>`;
}

/**
 * A `pages`-page TIFF, each page declaring `side` x `side` one-bit G4 pixels over a few bytes of
 * data (the 1.6 KB blank 12,000 x 12,000 fax page, thirty times): every page within the per-image
 * limit, the document far over what its pages may decode together.
 */
export function multiPageTiffBomb(pages = 30, side = 12_000): Uint8Array {
  const entryCount = 9;
  const ifdSize = 2 + entryCount * 12 + 4;
  const dataBytes = 16;
  const pageBytes = ifdSize + dataBytes;
  const out = Buffer.alloc(8 + pages * pageBytes);
  out.write('II', 0, 'latin1');
  out.writeUInt16LE(42, 2);
  out.writeUInt32LE(8, 4);
  for (let p = 0; p < pages; p++) {
    const ifd = 8 + p * pageBytes;
    const data = ifd + ifdSize;
    const entries: [number, number, number][] = [
      [256, 4, side],
      [257, 4, side],
      [258, 3, 1],
      [259, 3, 4],
      [262, 3, 0],
      [273, 4, data],
      [277, 3, 1],
      [278, 4, side],
      [279, 4, dataBytes],
    ];
    out.writeUInt16LE(entryCount, ifd);
    entries.forEach(([tag, type, value], i) => {
      const at = ifd + 2 + i * 12;
      out.writeUInt16LE(tag, at);
      out.writeUInt16LE(type, at + 2);
      out.writeUInt32LE(1, at + 4);
      if (type === 3) out.writeUInt16LE(value, at + 8);
      else out.writeUInt32LE(value, at + 8);
    });
    out.writeUInt32LE(p + 1 < pages ? ifd + pageBytes : 0, ifd + 2 + entryCount * 12);
  }
  return new Uint8Array(out);
}
