/**
 * The fastest way to a bare JPEG scan's pixels: its JPEG decoded by libjpeg-turbo (sharp, native,
 * SIMD) on libuv's thread pool instead of by PDFium's wasm decoder on the page's own thread.
 * Measured on the 200-DPI Letter pages of `npm run bench -- batch`: about 22 ms of CPU a page
 * instead of about 90, and the page's thread is free meanwhile (a batch scan renders the next page
 * while barcodes are decoded: rendering was half of separator detection).
 *
 * Only where the JPEG alone is the page (bareScanImage, as for PDFium's own fast path): one
 * DCTDecode filter and no other, one or three components, the pixel size the PDF declares and about
 * the resolution asked for. What PDFium would apply and this path cannot see (a /Decode array that
 * inverts the samples, an exotic colour space) is caught by the result: a page that comes out mostly
 * dark is handed back to PDFium's decoder, which is always right, only slower. Of three components
 * the green one is kept: on paper mail (dark print on light paper) it is the luma within a few levels,
 * and extracting it costs nothing where libvips' colour conversion costs more than the decode.
 * Anything refused or failing returns undefined, and the caller renders with PDFium as before.
 */
import sharp from 'sharp';
import { bareScanImage, nearDpi, scanDpi } from './scanImage';
import { type RawPdfium, withHeap } from './pdfium';
import { rasterBytes } from './rasters';
import type { GrayImage } from './types';

export interface ScanJpeg {
  jpeg: Buffer;
  width: number;
  height: number;
  dpi: number;
}

/** Pages darker than this on average are not what a JPEG scan of mail looks like: PDFium decodes them. */
const DARKEST_MEAN = 128;
/** libvips holds no decoded images for reuse: each page is decoded once (as imageInput.ts also says). */
sharp.cache(false);

/** The page's JPEG, copied out of PDFium's heap, when the page is a bare JPEG scan near `dpi`. */
export function scanJpegOf(mod: RawPdfium, page: number, dpi: number): ScanJpeg | undefined {
  const obj = bareScanImage(mod, page);
  if (!obj || mod._FPDFImageObj_GetImageFilterCount(obj) !== 1 || filterName(mod, obj) !== 'DCTDecode') return undefined;
  const size = withHeap(mod, 8, (ptr) =>
    mod._FPDFImageObj_GetImagePixelSize(obj, ptr, ptr + 4) ? [...new Uint32Array(mod.HEAPU8.buffer, ptr, 2)] : undefined,
  );
  if (!size) return undefined;
  const [width = 0, height = 0] = size;
  const dpiOfScan = scanDpi(width, height, mod._FPDF_GetPageWidthF(page), mod._FPDF_GetPageHeightF(page));
  if (!width || !height || !nearDpi(dpiOfScan, dpi)) return undefined;
  const length = mod._FPDFImageObj_GetImageDataRaw(obj, 0, 0);
  // A JPEG larger than its pixels uncompressed is not a scan's JPEG.
  if (length <= 0 || length > width * height * 3 + (1 << 20)) return undefined;
  const jpeg = withHeap(mod, length, (ptr) =>
    mod._FPDFImageObj_GetImageDataRaw(obj, ptr, length) === length ? Buffer.from(mod.HEAPU8.subarray(ptr, ptr + length)) : undefined,
  );
  return jpeg && { jpeg, width, height, dpi: dpiOfScan };
}

/** The scan's pixels as gray, or undefined when this path should not be trusted with it. */
export async function decodeScanJpeg(scan: ScanJpeg): Promise<GrayImage | undefined> {
  try {
    // The pixel limit is the size the PDF declares: a frame header claiming more is refused before decoding.
    const input = () => sharp(scan.jpeg, { limitInputPixels: scan.width * scan.height, failOn: 'error' });
    const meta = await input().metadata();
    if (meta.width !== scan.width || meta.height !== scan.height || (meta.channels !== 1 && meta.channels !== 3)) return undefined;
    const { data, info } = await input()
      .extractChannel(meta.channels === 3 ? 1 : 0)
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 1 || data.length !== scan.width * scan.height || meanOf(data) < DARKEST_MEAN) return undefined;
    const gray = rasterBytes(data.length);
    gray.set(data);
    return { width: scan.width, height: scan.height, data: gray, dpi: scan.dpi };
  } catch {
    return undefined;
  }
}

function filterName(mod: RawPdfium, obj: number): string {
  return withHeap(mod, 32, (ptr) => {
    const n = mod._FPDFImageObj_GetImageFilter(obj, 0, ptr, 32);
    return n > 1 && n <= 32 ? Buffer.from(mod.HEAPU8.subarray(ptr, ptr + n - 1)).toString('latin1') : '';
  });
}

/** Mean gray level, from every 16th pixel (plenty to tell a light page from a dark one). */
function meanOf(data: Uint8Array): number {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < data.length; i += 16, n++) sum += data[i]!;
  return n ? sum / n : 0;
}
