/**
 * Scanner images in: a TIFF (one page or many; CCITT G3/G4, LZW, JPEG, Deflate, PackBits or none),
 * a JPEG or a PNG becomes an image-only PDF, one page per image, so it goes through the very
 * pipeline a scanned PDF does (bare-scan fast path, OCR, barcodes, lossless splitting).
 *
 * - Pixels are kept: a JPEG is embedded as it is (DCTDecode, no re-encoding); any other page is
 *   decoded by libvips (sharp: libtiff, libpng) and stored Flate-compressed, bilevel pages (G4 fax
 *   scans, 1-bit PNGs) as 1 bit per pixel. Only a page whose lossless form would be far larger than
 *   it was in the file (a JPEG-compressed TIFF page, whose pixels are already lossy) is stored as a
 *   JPEG at quality 92 instead, so a 50-page colour TIFF does not become a gigabyte of PDF.
 * - Each page has the paper size the image says (its DPI). An image without a usable resolution
 *   (none, or one that makes a page larger than a 17 x 22 inch sheet) is fitted to US Letter.
 * - Limits are checked on the headers, before any pixel is decoded: more pages than the route
 *   allows is 413, a page over MAX_IMAGE_MEGAPIXELS is 422 DOCUMENT_TOO_COMPLEX (and libvips is
 *   told the same limit as a backstop), and so are pages that decode more than MAX_DOCUMENT_MEGAPIXELS
 *   together. A file that cannot be decoded is 400 INVALID_IMAGE.
 * - A page finer than 600 DPI on its sheet (a 12000 x 12000 fax page fitted to Letter is 1400 DPI)
 *   is resampled to 600 DPI as libvips reads it (in strips, never whole in memory): OCR reads nothing
 *   more at higher resolution, and every later stage (PDFium's decode, rendering) costs a fraction.
 *   A page whose decoded samples would still take more than half the job's memory ceiling
 *   (JOB_MEMORY_MB; PDFium decodes the same pixels again) is 422: decoding here happens outside
 *   the PDF engine's ceiling, so it is held to the same one.
 */
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { concatTransformationMatrix, degrees, drawObject, PDFDocument, PDFName, popGraphicsState, pushGraphicsState, type PDFPage } from 'pdf-lib';
import { ApiError } from '@wcab/contract';
import { ACCEPTED_FORMATS, sniffFormat, type ImageFormat } from './sniff';

export interface ImageLimits {
  /** Most pages the route accepts (413 above). */
  maxPages: number;
  /** Largest page, in pixels (422 above). */
  maxImagePixels: number;
  /** Most pixels all pages together (422 above; MAX_DOCUMENT_MEGAPIXELS). */
  maxDocumentPixels?: number;
  /** Most pixels a page on average (MAX_PAGE_MEGAPIXELS; a one-page image still gets maxImagePixels). */
  maxPagePixels?: number;
  /** The job's memory ceiling (JOB_MEMORY_MB): a page's decoded samples may take half of it. */
  jobMemoryBytes?: number;
}

/** The finest resolution kept: finer pages are resampled to it as they are decoded. */
const MAX_KEPT_DPI = 600;

const deflate = promisify(zlib.deflate);
const NAMES: Record<ImageFormat, string> = { tiff: 'TIFF', jpeg: 'JPEG', png: 'PNG' };
/** Largest sheet a scanner's resolution is believed for (inches); past it the DPI is taken as wrong. */
const MAX_SHEET_IN = [17, 22] as const;
const LETTER_IN = [8.5, 11] as const;
/** A decoded page stored losslessly may be this many times its share of the file, at least 2 MB. */
const LOSSLESS_GROWTH = 3;
const LOSSLESS_FLOOR_BYTES = 2 * 1024 * 1024;
/** EXIF orientations a scanner or phone writes instead of turning the pixels, as page rotation. */
const ROTATION: Record<number, number> = { 3: 180, 6: 90, 8: 270 };

// One job's images are decoded once; libvips's operation cache would only hold their memory.
sharp.cache(false);

export async function imageToPdf(bytes: Uint8Array, format: ImageFormat, limits: ImageLimits): Promise<Uint8Array> {
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const pages = await pageHeaders(input, format, limits);
  const doc = await PDFDocument.create();
  doc.setProducer('wcab image intake');
  const share = input.byteLength / pages.length;
  for (let i = 0; i < pages.length; i++) {
    const meta = pages[i]!;
    const page = doc.addPage(pageSize(meta));
    if (format === 'jpeg') await placeJpeg(doc, page, input, meta, limits);
    else await placeDecoded(doc, page, input, i, meta, share, format, limits);
    const rotation = ROTATION[meta.orientation ?? 1];
    if (rotation) page.setRotation(degrees(rotation));
  }
  return doc.save({ useObjectStreams: false });
}

/** Every page's header, checked against the limits before anything is decoded. */
async function pageHeaders(input: Buffer, format: ImageFormat, limits: ImageLimits): Promise<Metadata[]> {
  const first = await header(input, format, 0);
  const count = format === 'tiff' ? (first.pages ?? 1) : 1;
  if (count > limits.maxPages) {
    throw new ApiError('DOCUMENT_TOO_LARGE', `The ${NAMES[format]} has ${count} pages; the limit is ${limits.maxPages}`);
  }
  const pages = [first];
  for (let i = 1; i < count; i++) pages.push(await header(input, format, i));
  const total = pages.reduce((sum, meta) => sum + meta.width * meta.height, 0);
  const byPages = limits.maxPagePixels === undefined ? Infinity : Math.max(limits.maxImagePixels, count * limits.maxPagePixels);
  const allowance = Math.min(byPages, limits.maxDocumentPixels ?? Infinity);
  if (total > allowance) {
    const named =
      allowance === byPages
        ? `${Math.round(limits.maxPagePixels! / 1e6)} megapixels a page (MAX_PAGE_MEGAPIXELS)`
        : `${Math.round(allowance / 1e6)} megapixels a document (MAX_DOCUMENT_MEGAPIXELS)`;
    throw new ApiError(
      'DOCUMENT_TOO_COMPLEX',
      `The ${NAMES[format]}'s ${count} page${count === 1 ? '' : 's'} decode ${Math.round(total / 1e6)} megapixels; the limit is ${named}`,
    );
  }
  pages.forEach((meta, i) => {
    if (meta.width * meta.height > limits.maxImagePixels) {
      const where = count > 1 ? `page ${i + 1} of the ${NAMES[format]}` : `the ${NAMES[format]}`;
      throw new ApiError(
        'DOCUMENT_TOO_COMPLEX',
        `${capitalise(where)} is ${meta.width} x ${meta.height} pixels; the limit is ${Math.round(limits.maxImagePixels / 1e6)} megapixels`,
      );
    }
  });
  return pages;
}

async function header(input: Buffer, format: ImageFormat, page: number): Promise<Metadata> {
  try {
    const meta = await sharp(input, { page, limitInputPixels: false }).metadata();
    if (!meta.width || !meta.height) throw new Error('no dimensions');
    return meta;
  } catch {
    throw invalid(format, page);
  }
}

/** Points for the page: the image's physical size at its DPI, or fitted to Letter when that is not credible. */
function pageSize(meta: Metadata): [number, number] {
  const { width, height } = meta;
  const dpi = meta.density;
  const landscape = width > height;
  const [maxW, maxH] = landscape ? [MAX_SHEET_IN[1], MAX_SHEET_IN[0]] : MAX_SHEET_IN;
  const believable = dpi !== undefined && dpi >= 50 && width / dpi <= maxW && height / dpi <= maxH;
  const [letterW, letterH] = landscape ? [LETTER_IN[1], LETTER_IN[0]] : LETTER_IN;
  const perInch = believable ? dpi : Math.max(width / letterW, height / letterH);
  return [(width * 72) / perInch, (height * 72) / perInch];
}

/** A JPEG goes in as it is; it is decoded once (at 1/8 scale, cheap) only to refuse a damaged one. */
async function placeJpeg(doc: PDFDocument, page: PDFPage, input: Buffer, meta: Metadata, limits: ImageLimits): Promise<void> {
  try {
    await sharp(input, { limitInputPixels: limits.maxImagePixels, failOn: 'error' })
      .resize({ width: Math.max(1, Math.floor(meta.width / 8)) })
      .raw()
      .toBuffer();
  } catch (error) {
    throw decodeFailure(error, 'jpeg', 0);
  }
  const image = await doc.embedJpg(input);
  page.drawImage(image, { x: 0, y: 0, width: page.getWidth(), height: page.getHeight() });
}

async function placeDecoded(
  doc: PDFDocument,
  page: PDFPage,
  input: Buffer,
  index: number,
  meta: Metadata,
  share: number,
  format: ImageFormat,
  limits: ImageLimits,
): Promise<void> {
  const gray = meta.bitsPerSample === 1 || (meta.channels ?? 3) <= 2;
  const target = keptSize(meta, page);
  if (limits.jobMemoryBytes !== undefined && target.width * target.height * (gray ? 1 : 3) * 2 > limits.jobMemoryBytes) {
    throw new ApiError(
      'DOCUMENT_TOO_COMPLEX',
      `Page ${index + 1} of the ${NAMES[format]} needs more memory to decode than one job may use (JOB_MEMORY_MB ${Math.round(limits.jobMemoryBytes / (1024 * 1024))})`,
    );
  }
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    let image = sharp(input, { page: index, limitInputPixels: limits.maxImagePixels, failOn: 'error', sequentialRead: true }).flatten({
      background: '#ffffff',
    });
    if (target.width < meta.width) {
      image = image.resize({ width: target.width, height: target.height, fit: 'fill', kernel: 'lanczos3' });
      // A fax page stays black and white: one bit a pixel in the PDF, as before resampling.
      if (meta.bitsPerSample === 1) image = image.threshold(128);
    }
    pixels = await image
      .toColourspace(gray ? 'b-w' : 'srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw decodeFailure(error, format, index);
  }
  const { width, height, channels } = pixels.info;
  const bilevel = channels === 1 && isBilevel(pixels.data);
  const samples = bilevel ? packBits(pixels.data, width, height) : pixels.data;
  const compressed = await deflate(samples);
  if (!bilevel && compressed.byteLength > Math.max(LOSSLESS_FLOOR_BYTES, LOSSLESS_GROWTH * share)) {
    const jpeg = await sharp(pixels.data, { raw: { width, height, channels } }).jpeg({ quality: 92, chromaSubsampling: '4:4:4' }).toBuffer();
    const image = await doc.embedJpg(jpeg);
    page.drawImage(image, { x: 0, y: 0, width: page.getWidth(), height: page.getHeight() });
    return;
  }
  const stream = doc.context.stream(compressed, {
    Type: 'XObject',
    Subtype: 'Image',
    Width: width,
    Height: height,
    ColorSpace: channels === 1 ? 'DeviceGray' : 'DeviceRGB',
    BitsPerComponent: bilevel ? 1 : 8,
    Filter: 'FlateDecode',
  });
  const name = page.node.newXObject('Scan', doc.context.register(stream));
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(page.getWidth(), 0, 0, page.getHeight(), 0, 0),
    drawObject(name instanceof PDFName ? name : PDFName.of(String(name))),
    popGraphicsState(),
  );
}

/** The page's pixel size once resampled to at most MAX_KEPT_DPI on its sheet (unchanged when already coarser). */
function keptSize(meta: Metadata, page: PDFPage): { width: number; height: number } {
  const maxWidth = Math.ceil((page.getWidth() / 72) * MAX_KEPT_DPI);
  const maxHeight = Math.ceil((page.getHeight() / 72) * MAX_KEPT_DPI);
  if (meta.width <= maxWidth && meta.height <= maxHeight) return { width: meta.width, height: meta.height };
  const scale = Math.min(maxWidth / meta.width, maxHeight / meta.height);
  return { width: Math.max(1, Math.round(meta.width * scale)), height: Math.max(1, Math.round(meta.height * scale)) };
}

/** Only black and white: a fax-coded or 1-bit page, kept at 1 bit per pixel. */
function isBilevel(data: Buffer): boolean {
  for (let i = 0; i < data.length; i++) {
    const v = data[i]!;
    if (v !== 0 && v !== 255) return false;
  }
  return true;
}

/** 8-bit 0/255 samples to PDF's 1-bit rows (1 = white in DeviceGray), each row padded to a byte. */
function packBits(data: Buffer, width: number, height: number): Buffer {
  const stride = Math.ceil(width / 8);
  const out = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const outRow = y * stride;
    for (let x = 0; x < width; x++) {
      if (data[row + x]! >= 128) out[outRow + (x >> 3)]! |= 0x80 >> (x & 7);
    }
  }
  return out;
}

function decodeFailure(error: unknown, format: ImageFormat, page: number): ApiError {
  // libvips's own pixel limit: the backstop behind the header check.
  if (/pixel limit/i.test(String((error as Error)?.message ?? error))) {
    return new ApiError('DOCUMENT_TOO_COMPLEX', `The ${NAMES[format]} is larger than the image size limit`);
  }
  return invalid(format, page);
}

function invalid(format: ImageFormat, page: number): ApiError {
  const where = page > 0 ? ` (page ${page + 1})` : '';
  return new ApiError('INVALID_IMAGE', `The document is a ${NAMES[format]} image that cannot be decoded${where}: damaged or truncated`);
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The document as a PDF: a PDF as it is, a TIFF, JPEG or PNG converted (see above), anything else
 * refused with INVALID_PDF. Sniffed from the bytes, whatever the caller called them.
 */
export async function documentAsPdf(bytes: Uint8Array, limits: ImageLimits): Promise<Uint8Array> {
  const format = sniffFormat(bytes);
  if (format === 'pdf') return bytes;
  if (format === undefined) throw new ApiError('INVALID_PDF', `The document is not a ${ACCEPTED_FORMATS} file`);
  return imageToPdf(bytes, format, limits);
}
