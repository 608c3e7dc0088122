/**
 * Hostile and broken PDFs: what a buggy scanner, a damaged upload or an attacker sends. Each one is
 * built from its recipe (no stored files), small on the wire, and aimed at one weakness of a PDF
 * engine: loops in the cross-reference or page tree, nesting that recurses, images and streams that
 * expand to gigabytes, pages too large to render, active content, and page counts that lie.
 * The text page they carry is a real WCAB notice, so a file that opens must classify like one.
 */
import zlib from 'node:zlib';
import { assemblePdf, type RawObject } from './rawPdf';

export const HOSTILE_TEXT_LINES = [
  "WORKERS' COMPENSATION APPEALS BOARD",
  'STATE OF CALIFORNIA',
  'Case Number: ADJ7654321',
  'NOTICE OF HEARING',
  'The above entitled case is set for a mandatory settlement conference',
  'on June 9, 2025 at 8:30 AM at the Van Nuys District Office.',
];

const CATALOG = '<< /Type /Catalog /Pages 2 0 R >>';
const HELVETICA = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';

/** A content stream writing `lines` in Helvetica from the top left of a Letter page. */
export function textContent(lines: string[] = HOSTILE_TEXT_LINES, top = 708): string {
  const shown = lines.map((line) => `(${line.replace(/[\\()]/g, (c) => `\\${c}`)}) Tj T*`);
  return ['BT', '/F1 11 Tf', '14 TL', `72 ${top} Td`, ...shown, 'ET'].join('\n');
}

export interface OnePageOptions {
  catalog?: string;
  pages?: string;
  /** Entries added to the page dictionary (after /Resources). */
  pageExtra?: string;
  /** Entries added to /Resources (after /Font). */
  resources?: string;
  mediaBox?: string;
  content?: string | Uint8Array;
  contentDict?: string;
  /** Objects 5 onwards. */
  more?: RawObject[];
}

/** One text page, objects 1-4 (catalog, pages, page, content), the building block of most recipes. */
export function onePagePdf(o: OnePageOptions = {}): Uint8Array {
  return assemblePdf([
    o.catalog ?? CATALOG,
    o.pages ?? '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox ${o.mediaBox ?? '[0 0 612 792]'} /Resources << /Font << /F1 ${HELVETICA} >> ${o.resources ?? ''} >> /Contents 4 0 R ${o.pageExtra ?? ''} >>`,
    { dict: o.contentDict ?? '', stream: o.content ?? textContent() },
    ...(o.more ?? []),
  ]);
}

/** The same one text page with nothing hostile in it: what a hostile variant must answer like. */
export function plainTextPdf(): Uint8Array {
  return onePagePdf();
}

/** A trailer whose /Prev points back at its own cross-reference section. */
export function xrefPrevLoopPdf(): Uint8Array {
  return assemblePdf([CATALOG, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', pageDict(), { dict: '', stream: textContent() }], {
    trailerExtra: (xref) => `/Prev ${xref}`,
  });
}

/** startxref points far past the end of the file (a reader must rebuild the table or give up). */
export function badStartxrefPdf(): Uint8Array {
  const bytes = Buffer.from(plainTextPdf());
  const text = bytes.toString('latin1').replace(/startxref\n\d+/, 'startxref\n999999999');
  return new Uint8Array(Buffer.from(text, 'latin1'));
}

/** Two page-tree nodes that are each other's only kid. */
export function pageTreeLoopPdf(): Uint8Array {
  return assemblePdf([CATALOG, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Pages /Parent 2 0 R /Kids [2 0 R] /Count 1 >>']);
}

/** A page tree whose Kids name the root itself next to a real page. */
export function pageTreeSelfKidPdf(): Uint8Array {
  return onePagePdf({ pages: '<< /Type /Pages /Kids [3 0 R 2 0 R] /Count 2 >>' });
}

/** A chain of `depth` intermediate page-tree nodes above one page. */
export function deepPageTreePdf(depth = 5000): Uint8Array {
  const objects: RawObject[] = [CATALOG];
  // Object n (2..depth+1) is a Pages node whose only kid is n+1; the page is depth+2, its content depth+3.
  for (let n = 2; n <= depth + 1; n++) {
    objects.push(`<< /Type /Pages ${n > 2 ? `/Parent ${n - 1} 0 R ` : ''}/Kids [${n + 1} 0 R] /Count 1 >>`);
  }
  objects.push(`<< /Type /Page /Parent ${depth + 1} 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${HELVETICA} >> >> /Contents ${depth + 3} 0 R >>`);
  objects.push({ dict: '', stream: textContent() });
  return assemblePdf(objects);
}

/** An array nested `depth` levels deep inside the page dictionary. */
export function nestedArrayPdf(depth = 100_000): Uint8Array {
  return onePagePdf({ pageExtra: `/Deep ${'['.repeat(depth)}${']'.repeat(depth)}` });
}

/** A dictionary nested `depth` levels deep inside the page dictionary. */
export function nestedDictPdf(depth = 100_000): Uint8Array {
  return onePagePdf({ pageExtra: `/Deep ${'<< /A '.repeat(depth)}1${' >>'.repeat(depth)}` });
}

/** A content stream that saves the graphics state `depth` times without restoring it. */
export function nestedSaveStatePdf(depth = 100_000): Uint8Array {
  return onePagePdf({ content: `${'q\n'.repeat(depth)}${textContent()}` });
}

/** A form XObject that draws itself (endless recursion unless the engine stops it). */
export function recursiveFormPdf(): Uint8Array {
  return onePagePdf({
    resources: '/XObject << /Fm1 5 0 R >>',
    content: `${textContent()}\n/Fm1 Do`,
    more: [{ dict: '/Type /XObject /Subtype /Form /BBox [0 0 612 792] /Resources << /XObject << /Fm1 5 0 R >> >>', stream: '/Fm1 Do' }],
  });
}

/** A page that declares /Count 1000000 in its page tree but holds one page. */
export function lyingCountPdf(count = 1_000_000): Uint8Array {
  return onePagePdf({ pages: `<< /Type /Pages /Kids [3 0 R] /Count ${count} >>` });
}

/** `pages` real pages sharing one content stream (a document over a route's page limit). */
export function manyPagesPdf(pages: number): Uint8Array {
  const first = 3;
  const contentRef = first + pages;
  const kids = Array.from({ length: pages }, (_, i) => `${first + i} 0 R`).join(' ');
  const objects: RawObject[] = [CATALOG, `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`];
  for (let i = 0; i < pages; i++) objects.push(pageDict(contentRef));
  objects.push({ dict: '', stream: textContent() });
  return assemblePdf(objects);
}

/** A stream that claims a /Length far beyond the end of the file. */
export function wrongLengthPdf(): Uint8Array {
  return onePagePdf({ contentDict: '/Length 999999999' });
}

/**
 * An image XObject of `side` x `side` pixels drawn over the whole page, whose few bytes of data
 * expand (or would have to be padded) to side^2 pixels: the renderer must not allocate them.
 * `filter` picks the decoder the bomb aims at.
 */
export function imageBombPdf(filter: 'flate' | 'ccitt' | 'jbig2' | 'raw', side = 100_000): Uint8Array {
  const head = `/Type /XObject /Subtype /Image /Width ${side} /Height ${side}`;
  const dict = {
    flate: `${head} /BitsPerComponent 8 /ColorSpace /DeviceGray /Filter /FlateDecode`,
    ccitt: `${head} /BitsPerComponent 1 /ColorSpace /DeviceGray /Filter /CCITTFaxDecode /DecodeParms << /K -1 /Columns ${side} /Rows ${side} /BlackIs1 false >>`,
    jbig2: `${head} /BitsPerComponent 1 /ColorSpace /DeviceGray /Filter /JBIG2Decode`,
    raw: `${head} /BitsPerComponent 8 /ColorSpace /DeviceRGB`,
  }[filter];
  const data = {
    flate: zlib.deflateSync(Buffer.alloc(4 * 1024 * 1024)), // 4 MB of zeros in ~4 KB; the rest is missing
    ccitt: Buffer.alloc(2048, 0x00), // G4 all-zero codes: every row a copy of the one above
    jbig2: jbig2PageHeader(side),
    raw: Buffer.alloc(1024, 0x80),
  }[filter];
  return onePagePdf({
    resources: '/XObject << /Im1 5 0 R >>',
    content: `${textContent()}\nq 612 0 0 792 0 0 cm /Im1 Do Q`,
    more: [{ dict, stream: data }],
  });
}

/** An inline image (BI ... ID ... EI) that declares 60,000 x 60,000 pixels and carries a few. */
export function inlineImageBombPdf(side = 60_000): Uint8Array {
  return onePagePdf({ content: `${textContent()}\nq 612 0 0 792 0 0 cm\nBI /W ${side} /H ${side} /BPC 8 /CS /G ID\n${'x'.repeat(64)}\nEI Q` });
}

/** A JBIG2 embedded stream's first segment: page information for a side x side page. */
function jbig2PageHeader(side: number): Buffer {
  const seg = Buffer.alloc(11 + 19);
  seg.writeUInt32BE(0, 0); // segment number
  seg.writeUInt8(48, 4); // type 48: page information
  seg.writeUInt8(0, 5); // no referred-to segments
  seg.writeUInt8(1, 6); // page association
  seg.writeUInt32BE(19, 7); // data length
  seg.writeUInt32BE(side, 11); // width
  seg.writeUInt32BE(side, 15); // height
  seg.writeUInt32BE(0, 19); // x resolution
  seg.writeUInt32BE(0, 23); // y resolution
  seg.writeUInt8(0, 27); // flags
  seg.writeUInt16BE(0, 28); // striping
  return seg;
}

/** A page of 14,400 x 14,400 points (200 inches, the largest PDF allows), optionally with /UserUnit. */
export function hugePagePdf(userUnit?: number): Uint8Array {
  return onePagePdf({ mediaBox: '[0 0 14400 14400]', content: textContent(HOSTILE_TEXT_LINES, 14300), pageExtra: userUnit ? `/UserUnit ${userUnit}` : '' });
}

/** JavaScript that runs on open, in the catalog's OpenAction and its names tree. */
export function javascriptPdf(): Uint8Array {
  return onePagePdf({
    catalog: '<< /Type /Catalog /Pages 2 0 R /OpenAction 5 0 R /Names << /JavaScript << /Names [(init) 5 0 R] >> >> >>',
    more: ['<< /Type /Action /S /JavaScript /JS (app.alert\\("hello"\\); this.exportDataObject\\({cName: "x", nLaunch: 2}\\);) >>'],
  });
}

/** A Launch action on open and a link annotation that launches a program. */
export function launchActionPdf(): Uint8Array {
  return onePagePdf({
    catalog: '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /Launch /F (cmd.exe) /Win << /F (cmd.exe) /P (/c calc) >> >> >>',
    pageExtra: '/Annots [5 0 R]',
    more: ['<< /Type /Annot /Subtype /Link /Rect [0 0 612 792] /A << /S /Launch /F (/bin/sh) >> >>'],
  });
}

/** A PNG's signature and header chunk: an image saved with a .pdf name. */
export function pngBytes(): Uint8Array {
  const ihdr = Buffer.from('0000000d49484452000000100000001008000000003a98a0bd', 'hex');
  return new Uint8Array(Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), ihdr, Buffer.from('0000000049454e44ae426082', 'hex')]));
}

/** The start of a ZIP archive (a stored file's local header and data) with a .pdf name. */
export function zipBytes(): Uint8Array {
  const name = Buffer.from('notice.txt');
  const data = Buffer.from('NOTICE OF HEARING\n');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0); // local file header signature, PK\x03\x04
  local.writeUInt16LE(10, 4); // version needed
  local.writeUInt32LE(zlib.crc32(data), 14);
  local.writeUInt32LE(data.length, 18); // compressed size (stored)
  local.writeUInt32LE(data.length, 22); // uncompressed size
  local.writeUInt16LE(name.length, 26);
  return new Uint8Array(Buffer.concat([local, name, data]));
}

function pageDict(contentRef = 4): string {
  return `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${HELVETICA} >> >> /Contents ${contentRef} 0 R >>`;
}
