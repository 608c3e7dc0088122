/**
 * The hostile corpus: broken and hostile PDFs and requests, each with the answer the service owes
 * it. A case is data (route, body, headers, expected status and code, a generous time bound), so
 * the same corpus runs against the embedded service and the fleet. Bodies are built lazily: the
 * Flate bomb takes a second to compress and huge JSON bodies are megabytes.
 *
 * Expected answers follow the README's error table. A file that a PDF reader can still open
 * (a looping /Prev, a wrong startxref, active content) owes the same answer as the same page
 * without the damage: `sameAsPlain`.
 */
import zlib from 'node:zlib';
import { makeFlateBombPdf, makeImageBombPdf } from './bombs';
import { makeEncryptedPdf, makeTruncatedPdf, makeZeroPagePdf } from './brokenPdfs';
import * as h from './hostilePdfs';
import * as img from './hostileImages';
import * as w from './workBombs';

export type HostileRoute = '/v1/classify' | '/v1/analyze-batch';

export interface HostileExpectation {
  status: number;
  /** The error code; absent for a 200. */
  code?: string;
  /** A 200 must equal the plain text page's answer (plainTextPdf) on a fresh process. */
  sameAsPlain?: boolean;
  /** A 200 must report this many pages. */
  pageCount?: number;
  /** The error message must match (e.g. a wrong type is named as such, not as missing). */
  message?: RegExp;
  /** Headers the answer must carry (name -> pattern). */
  headers?: Record<string, RegExp>;
}

export interface HostileCase {
  name: string;
  route: HostileRoute;
  method?: 'POST' | 'GET' | 'PUT' | 'DELETE';
  /** The raw request body (JSON text unless a header says otherwise). */
  body: () => Promise<string | Uint8Array> | string | Uint8Array;
  headers?: Record<string, string>;
  expect: HostileExpectation;
  /** Generous bound on the answer time, in milliseconds. */
  maxMs: number;
  /**
   * The case makes the PDF engine decode or render (bombs, huge pages, recursion): follow it with a
   * scanned batch (render, barcodes, OCR) as well as a text classify.
   */
  engine?: boolean;
}

/** The options every PDF case and its plain baseline are classified with. */
export const HOSTILE_OPTIONS = { extract_adj: true, extract_dates: true } as const;

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const withDoc = (bytes: Uint8Array, extra: Record<string, unknown> = {}) => JSON.stringify({ document: b64(bytes), options: HOSTILE_OPTIONS, ...extra });
/** A batch's body: its own options (the classify options are unknown keys there, refused by name). */
const batchWithDoc = (bytes: Uint8Array) => JSON.stringify({ document: b64(bytes) });
const withRaw = (document: unknown) => JSON.stringify({ document, options: HOSTILE_OPTIONS });

const INVALID_PDF = { status: 400, code: 'INVALID_PDF' };
const INVALID_IMAGE = { status: 400, code: 'INVALID_IMAGE' };
const ENCRYPTED = { status: 400, code: 'PDF_ENCRYPTED' };
const BAD_REQUEST = { status: 400, code: 'BAD_REQUEST' };
const INVALID_JSON = { status: 400, code: 'INVALID_JSON' };
const INVALID_BASE64 = { status: 400, code: 'INVALID_BASE64' };
const TOO_LARGE = { status: 413, code: 'DOCUMENT_TOO_LARGE' };
const PLAIN = { status: 200, sameAsPlain: true };
/** A pixel or decompression bomb is refused before the engine decodes it. */
const TOO_COMPLEX = { status: 422, code: 'DOCUMENT_TOO_COMPLEX' };

/** Cases whose bytes reach the PDF engine, on /v1/classify. */
function pdfCases(): HostileCase[] {
  const pdf = (name: string, bytes: () => Promise<Uint8Array> | Uint8Array, expect: HostileExpectation, maxMs = 15_000): HostileCase => ({
    name,
    route: '/v1/classify',
    body: async () => withDoc(await bytes()),
    expect,
    maxMs,
  });
  const heavy = (c: HostileCase): HostileCase => ({ ...c, engine: true });
  const cutPlain = (keep: number) => () => {
    const full = h.plainTextPdf();
    return full.slice(0, Math.floor(full.byteLength * keep));
  };
  return [
    pdf('truncated to its first 10% (pdf-lib, compressed xref)', () => makeTruncatedPdf(0.1), INVALID_PDF),
    pdf('truncated to its first 60% (pdf-lib, compressed xref)', () => makeTruncatedPdf(0.6), INVALID_PDF),
    pdf('truncated to its first 95% (pdf-lib, compressed xref)', () => makeTruncatedPdf(0.95), INVALID_PDF),
    pdf('truncated inside the trailer (objects intact, no root left)', cutPlain(0.97), INVALID_PDF),
    pdf('truncated in the middle of the content stream', cutPlain(0.5), INVALID_PDF),
    pdf('the header and nothing else', () => new Uint8Array(Buffer.from('%PDF-1.7\n')), INVALID_PDF),
    pdf('zero pages (/Count 0, no kids)', () => makeZeroPagePdf(), INVALID_PDF),
    pdf('xref /Prev pointing at itself', () => h.xrefPrevLoopPdf(), PLAIN),
    pdf('startxref past the end of the file', () => h.badStartxrefPdf(), PLAIN),
    pdf("page-tree loop (two nodes, each the other's kid)", () => h.pageTreeLoopPdf(), INVALID_PDF),
    pdf('page tree naming its root among its kids', () => h.pageTreeSelfKidPdf(), INVALID_PDF),
    pdf('page tree 5,000 levels deep', () => h.deepPageTreePdf(5000), INVALID_PDF),
    pdf('array nested 100,000 deep in the page', () => h.nestedArrayPdf(100_000), PLAIN),
    pdf('dictionary nested 100,000 deep in the page', () => h.nestedDictPdf(100_000), PLAIN),
    heavy(pdf('100,000 unbalanced q operators', () => h.nestedSaveStatePdf(100_000), PLAIN)),
    heavy(pdf('form XObject that draws itself', () => h.recursiveFormPdf(), PLAIN)),
    pdf('stream /Length 999999999', () => h.wrongLengthPdf(), PLAIN),
    pdf('/Count 1000000 on a one-page file', () => h.lyingCountPdf(), { status: 200, pageCount: 1 }),
    pdf('201 real pages on /v1/classify (limit 200)', () => h.manyPagesPdf(201), TOO_LARGE),
    heavy(pdf('Flate image bomb 100,000 x 100,000', () => h.imageBombPdf('flate'), TOO_COMPLEX, 15_000)),
    heavy(pdf('CCITT image bomb 100,000 x 100,000', () => h.imageBombPdf('ccitt'), TOO_COMPLEX, 15_000)),
    heavy(pdf('JBIG2 image bomb 100,000 x 100,000', () => h.imageBombPdf('jbig2'), TOO_COMPLEX, 15_000)),
    heavy(pdf('uncompressed image declaring 100,000 x 100,000 RGB', () => h.imageBombPdf('raw'), TOO_COMPLEX, 15_000)),
    heavy(pdf('inline image declaring 60,000 x 60,000', () => h.inlineImageBombPdf(), PLAIN, 30_000)),
    heavy(pdf('14,400 x 14,400-point page', () => h.hugePagePdf(), PLAIN, 30_000)),
    heavy(pdf('14,400-point page with /UserUnit 75', () => h.hugePagePdf(75), PLAIN, 30_000)),
    pdf('JavaScript OpenAction and names tree', () => h.javascriptPdf(), PLAIN),
    pdf('Launch action on open and in a link', () => h.launchActionPdf(), PLAIN),
    pdf('encrypted, RC4 128-bit', () => makeEncryptedPdf({ pdfVersion: '1.4' }), ENCRYPTED),
    pdf('encrypted, AES-128', () => makeEncryptedPdf({ pdfVersion: '1.7' }), ENCRYPTED),
    pdf('encrypted, AES-256', () => makeEncryptedPdf({ pdfVersion: '1.7ext3' }), ENCRYPTED),
    // Scanner images are accepted wherever a PDF is (sniffed by magic number): a damaged one is
    // INVALID_IMAGE, a pixel bomb 422 before any pixel is decoded, too many pages 413.
    pdf('a PNG named .pdf with no pixel data (IHDR, no IDAT)', () => h.pngBytes(), INVALID_IMAGE),
    pdf('a TIFF cut in half (libtiff writes its directory last: none left)', () => img.truncatedTiff(0.5), INVALID_IMAGE),
    pdf('a TIFF cut short mid-page (directory first, strip past the end)', () => img.tiffBomb(1700, 2200, 50_000), INVALID_IMAGE),
    heavy(pdf('TIFF declaring 100,000 x 100,000 pixels over 16 bytes of G4', () => img.tiffBomb(), TOO_COMPLEX)),
    heavy(pdf('PNG declaring 100,000 x 100,000 pixels', () => img.pngBomb(), TOO_COMPLEX)),
    heavy(pdf('JPEG whose frame header declares 65,000 x 65,000', () => img.jpegBomb(), TOO_COMPLEX)),
    pdf('201-page TIFF on /v1/classify (limit 200)', () => img.manyPageTiff(201), TOO_LARGE),
    // Issue 35: what went around the first pre-check, each refused before PDFium decodes it, naming its budget.
    heavy(pdf('LZW content stream decoding to 512 MB', () => w.lzwBombPdf(), { ...TOO_COMPLEX, message: /MAX_INFLATED_MB/ }, 60_000)),
    heavy(pdf('[/ASCIIHexDecode /FlateDecode] bomb', () => w.asciiHexFlateBombPdf(), { ...TOO_COMPLEX, message: /MAX_INFLATED_MB/ }, 60_000)),
    heavy(pdf('[/ASCII85Decode /FlateDecode] bomb', () => w.ascii85FlateBombPdf(), { ...TOO_COMPLEX, message: /MAX_INFLATED_MB/ }, 60_000)),
    heavy(pdf('Flate bomb behind an indirect /Filter', () => w.indirectFilterBombPdf(), { ...TOO_COMPLEX, message: /MAX_INFLATED_MB/ }, 60_000)),
    heavy(pdf('image bomb behind an indirect /Width and /Height', () => w.indirectWidthBombPdf(), { ...TOO_COMPLEX, message: /MAX_IMAGE_MEGAPIXELS/ })),
    heavy(pdf('200 MB of tiny path operators', () => w.pathFloodPdf(), { ...TOO_COMPLEX, message: /MAX_CONTENT_OPERATORS/ }, 60_000)),
    heavy(pdf('100 MB of Tj', () => w.textShowFloodPdf(), { ...TOO_COMPLEX, message: /MAX_CONTENT_OPERATORS/ }, 60_000)),
    heavy(pdf('form XObjects fanning out to 2^24 draws', () => w.formFanOutPdf(), { ...TOO_COMPLEX, message: /MAX_FORM_DRAWS/ })),
    heavy(pdf('20 pages sharing one 12,000 x 12,000 image', () => w.sharedHugeImagePdf(20), { ...TOO_COMPLEX, message: /MAX_PAGE_MEGAPIXELS/ })),
    heavy(pdf('30-page TIFF of blank 12,000 x 12,000 G4 pages', () => w.multiPageTiffBomb(30), { ...TOO_COMPLEX, message: /MAX_PAGE_MEGAPIXELS/ })),
    {
      name: 'a real PNG scan uploaded as multipart file "scan.pdf" typed application/pdf',
      route: '/v1/classify',
      body: async () => multipartBody(await img.scannedPagePng(), 'scan.pdf', 'application/pdf'),
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      expect: { status: 200, pageCount: 1 },
      maxMs: 30_000,
    },
    {
      name: 'a TIFF pixel bomb as a raw body typed application/pdf',
      route: '/v1/classify',
      body: () => img.tiffBomb(),
      headers: { 'content-type': 'application/pdf' },
      expect: TOO_COMPLEX,
      maxMs: 15_000,
      engine: true,
    },
    pdf('a ZIP named .pdf', () => h.zipBytes(), INVALID_PDF),
    heavy(pdf('Flate bomb: 1 GiB content stream in about 1 MB', () => makeFlateBombPdf(), TOO_COMPLEX, 60_000)),
    heavy(pdf('nested Flate bomb: 1 GiB behind two filters in a few KB', () => makeFlateBombPdf({ nested: true }), TOO_COMPLEX, 60_000)),
    heavy(pdf('image XObject of 3.6 gigapixels that inflates to 64 MiB', () => makeImageBombPdf(), TOO_COMPLEX, 60_000)),
    {
      name: 'Flate bomb on /v1/analyze-batch',
      route: '/v1/analyze-batch',
      body: () => batchWithDoc(makeFlateBombPdf()),
      expect: TOO_COMPLEX,
      maxMs: 60_000,
      engine: true,
    },
    {
      // 831 KB once held a batch thread until the 900 s deadline (issue 35).
      name: '500 pages sharing one 12,000 x 12,000 image on /v1/analyze-batch',
      route: '/v1/analyze-batch',
      body: () => batchWithDoc(w.sharedHugeImagePdf(500)),
      expect: { ...TOO_COMPLEX, message: /MAX_DOCUMENT_MEGAPIXELS/ },
      maxMs: 30_000,
      engine: true,
    },
  ];
}

const BOUNDARY = 'wcab-hostile-boundary';

/** A multipart/form-data body with the document as its `file` part. */
function multipartBody(bytes: Uint8Array, filename: string, type: string): Uint8Array {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  const options = `\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="options"\r\n\r\n${JSON.stringify(HOSTILE_OPTIONS)}\r\n--${BOUNDARY}--\r\n`;
  return new Uint8Array(Buffer.concat([Buffer.from(head), bytes, Buffer.from(options)]));
}

/** Cases refused before any PDF work: base64, JSON, field types and sizes. */
function requestCases(): HostileCase[] {
  const req = (name: string, body: () => string | Uint8Array, expect: HostileExpectation, headers?: Record<string, string>, maxMs = 10_000): HostileCase => ({
    name,
    route: '/v1/classify',
    body,
    expect,
    headers,
    maxMs,
  });
  const plain = () => b64(h.plainTextPdf());
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  return [
    req('base64 with characters outside both alphabets', () => withRaw('JVBERi0xLjcK*&^%$#@!'), INVALID_BASE64),
    req('base64 of impossible length (4n+1)', () => withRaw('JVBERi0xL'), INVALID_BASE64),
    req('base64 with non-ASCII letters', () => withRaw('JVBERi0xLjcKé'), INVALID_BASE64),
    req('base64 with padding in the middle', () => withRaw('JVBE==Ri0xLjcK'), INVALID_BASE64),
    req('document of whitespace only', () => withRaw('  \r\n\t '), BAD_REQUEST),
    req('document is null', () => withRaw(null), { ...BAD_REQUEST, message: /document/ }),
    req('document is a number (wrong type named as such)', () => withRaw(42), { ...BAD_REQUEST, message: /^(?!.*required).*document.*string/i }),
    req('document is an object', () => withRaw({ base64: 'JVBERi0=' }), { ...BAD_REQUEST, message: /^(?!.*required).*document/i }),
    req('options is a string', () => JSON.stringify({ document: plain(), options: 'all' }), { ...BAD_REQUEST, message: /^(?!.*required).*options/i }),
    req('malformed JSON: cut off inside a string', () => '{"document": "JVBERi0xLjcK', INVALID_JSON),
    req('malformed JSON: trailing comma', () => `{"document": "${plain()}",}`, INVALID_JSON),
    req('malformed JSON: single quotes', () => "{'document': 'JVBERi0='}", INVALID_JSON),
    req('malformed JSON: NaN', () => '{"document": NaN}', INVALID_JSON),
    req('malformed JSON: bad escape', () => '{"document": "\\x41"}', INVALID_JSON),
    req('a JSON string instead of an object', () => '"JVBERi0xLjcK"', INVALID_JSON),
    req('a JSON array instead of an object', () => '[{"document": "JVBERi0="}]', BAD_REQUEST),
    req('an empty body', () => '', BAD_REQUEST),
    req('JSON nested 100,000 deep in cases', () => `{"document": "${plain()}", "cases": ${nested(100_000)}}`, BAD_REQUEST),
    req(
      'JSON nested 100,000 deep in an unknown field (refused by name)',
      () => `{"document": "${plain()}", "options": ${JSON.stringify(HOSTILE_OPTIONS)}, "extra": ${nested(100_000)}}`,
      { ...BAD_REQUEST, message: /Unknown field "extra"/ },
    ),
    req(
      '10,001 cases (limit 10,000)',
      () => withDoc(h.plainTextPdf(), { cases: Array.from({ length: 10_001 }, (_, i) => ({ adj_number: `ADJ${1_000_000 + i}` })) }),
      BAD_REQUEST,
    ),
    req(
      '300,000 cases in a 20 MB body',
      () => withDoc(h.plainTextPdf(), { cases: Array.from({ length: 300_000 }, (_, i) => ({ adj_number: `ADJ${1_000_000 + i}`, claimant_name: 'A' })) }),
      BAD_REQUEST,
      undefined,
      30_000,
    ),
    req(
      'a case with a 1 MB claimant name',
      () => withDoc(h.plainTextPdf(), { cases: [{ adj_number: 'ADJ7654321', claimant_name: 'A'.repeat(1024 * 1024) }] }),
      BAD_REQUEST,
    ),
    req('201 activity types (limit 200)', () => withDoc(h.plainTextPdf(), { activity_types: Array.from({ length: 201 }, (_, i) => `Type ${i}`) }), BAD_REQUEST),
    req(
      '200,000 activity types',
      () => withDoc(h.plainTextPdf(), { activity_types: Array.from({ length: 200_000 }, (_, i) => `Type ${i}`) }),
      BAD_REQUEST,
      undefined,
      30_000,
    ),
    req('an activity type of 1 MB', () => withDoc(h.plainTextPdf(), { activity_types: ['x'.repeat(1024 * 1024)] }), BAD_REQUEST),
    req(
      '__proto__ and constructor keys are plain data, refused by name',
      () =>
        `{"__proto__": {"success": false}, "constructor": {"prototype": {"polluted": true}}, "document": "${plain()}", "options": ${JSON.stringify(HOSTILE_OPTIONS)}}`,
      { ...BAD_REQUEST, message: /Unknown fields "__proto__", "constructor"/ },
    ),
    req('base64 with line breaks and a data: URL prefix', () => withRaw(`data:application/pdf;base64,${plain().replace(/(.{76})/g, '$1\r\n')}`), PLAIN),
    req('Content-Type text/plain', () => withDoc(h.plainTextPdf()), { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' }, { 'content-type': 'text/plain' }),
    req(
      'JSON in Latin-1 (a charset JSON does not allow)',
      () => withDoc(h.plainTextPdf()),
      { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
      { 'content-type': 'application/json; charset=iso-8859-1' },
    ),
    req('JSON labelled UTF-16 but sent as UTF-8', () => withDoc(h.plainTextPdf()), INVALID_JSON, { 'content-type': 'application/json; charset=utf-16' }),
    req('JSON really in UTF-16 (with its byte-order mark)', () => Buffer.from(`\ufeff${withDoc(h.plainTextPdf())}`, 'utf16le'), PLAIN, {
      'content-type': 'application/json; charset=utf-16',
    }),
    req('Content-Encoding: br on a body that is not brotli', () => withDoc(h.plainTextPdf()), BAD_REQUEST, { 'content-encoding': 'br' }),
    req('Content-Encoding: br, really brotli', () => zlib.brotliCompressSync(withDoc(h.plainTextPdf())), PLAIN, { 'content-encoding': 'br' }),
    req(
      'Content-Encoding: compress (not supported)',
      () => withDoc(h.plainTextPdf()),
      { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
      { 'content-encoding': 'compress' },
    ),
    req('Content-Encoding: deflate on a truncated stream', () => zlib.deflateSync(withDoc(h.plainTextPdf())).subarray(0, 200), BAD_REQUEST, {
      'content-encoding': 'deflate',
    }),
    req('Content-Encoding: gzip on a body that is not gzip', () => withDoc(h.plainTextPdf()), BAD_REQUEST, { 'content-encoding': 'gzip' }),
    req('Content-Encoding: gzip, really gzipped', () => zlib.gzipSync(withDoc(h.plainTextPdf())), PLAIN, { 'content-encoding': 'gzip' }),
    req('a gzip bomb body (200 MB of JSON inflated)', () => gzipBombJson(200), TOO_LARGE, { 'content-encoding': 'gzip' }, 30_000),
    {
      name: 'GET /v1/classify answers 405 with the rate-limit headers',
      route: '/v1/classify',
      method: 'GET',
      body: () => '',
      expect: { status: 405, code: 'METHOD_NOT_ALLOWED', headers: { allow: /POST/, 'x-ratelimit-limit': /^\d+$/, 'x-ratelimit-remaining': /^\d+$/ } },
      maxMs: 5_000,
    },
    {
      name: 'PUT /v1/analyze-batch answers 405',
      route: '/v1/analyze-batch',
      method: 'PUT',
      body: () => withDoc(h.plainTextPdf()),
      expect: { status: 405, code: 'METHOD_NOT_ALLOWED', headers: { allow: /POST/ } },
      maxMs: 5_000,
    },
  ];
}

/**
 * A gzip body that inflates to `mb` megabytes of JSON (a document of 'A's): gzip members may be
 * concatenated, so one compressed megabyte repeated makes the bomb without holding it inflated.
 */
function gzipBombJson(mb: number): Uint8Array {
  const megabyte = zlib.gzipSync(Buffer.alloc(1024 * 1024, 'A'), { level: 9 });
  const members = [zlib.gzipSync('{"document": "'), ...Array.from({ length: mb }, () => megabyte), zlib.gzipSync('"}')];
  return new Uint8Array(Buffer.concat(members));
}

export function hostileCorpus(): HostileCase[] {
  return [...pdfCases(), ...requestCases()];
}
