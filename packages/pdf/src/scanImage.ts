/**
 * Fast path for bare scans: when a page is one upright image filling the page at about the wanted
 * resolution, decoding that image is the rendering, and it skips PDFium's resampling pass
 * (measured 15-40 ms instead of 80-170 ms for a 200-DPI Letter JPEG page). A bare JPEG scan is first
 * offered to scanJpeg.ts, which decodes it natively; this path is for what that one declines.
 */
import { FPDF_OBJ, FPDFBitmap, type RawPdfium, withHeap } from './pdfium';
import { rasterBytes } from './rasters';
import type { GrayImage } from './types';

/** The scan's own resolution may differ from the requested one by this share and still be used. */
const DPI_TOLERANCE = 0.1;
/** Slack, in points, between the image's placement and the page box. */
const PLACEMENT_SLACK_PT = 2;

export function nativeScanImage(mod: RawPdfium, page: number, dpi: number): GrayImage | undefined {
  const obj = bareScanImage(mod, page);
  if (!obj) return undefined;
  const widthPt = mod._FPDF_GetPageWidthF(page);
  const heightPt = mod._FPDF_GetPageHeightF(page);
  const bitmap = mod._FPDFImageObj_GetBitmap(obj); // decoded pixels, Decode arrays and palettes applied
  if (!bitmap) return undefined;
  try {
    const width = mod._FPDFBitmap_GetWidth(bitmap);
    const height = mod._FPDFBitmap_GetHeight(bitmap);
    const nativeDpi = scanDpi(width, height, widthPt, heightPt);
    if (!nearDpi(nativeDpi, dpi)) return undefined;
    const format = mod._FPDFBitmap_GetFormat(bitmap);
    const stride = mod._FPDFBitmap_GetStride(bitmap);
    const buffer = mod._FPDFBitmap_GetBuffer(bitmap);
    const src = mod.HEAPU8.subarray(buffer, buffer + stride * height);
    const data = toGray(src, width, height, stride, format);
    return data && { width, height, data, dpi: nativeDpi };
  } finally {
    mod._FPDFBitmap_Destroy(bitmap);
  }
}

/**
 * The page's one image object when the page is a bare scan: unrotated, a single image placed upright
 * over the whole page. Its pixels, decoded, are then the page rendered at the image's own resolution.
 */
export function bareScanImage(mod: RawPdfium, page: number): number | undefined {
  if (mod._FPDFPage_GetRotation(page) !== 0) return undefined;
  if (mod._FPDFPage_CountObjects(page) !== 1) return undefined;
  const obj = mod._FPDFPage_GetObject(page, 0);
  if (!obj || mod._FPDFPageObj_GetType(obj) !== FPDF_OBJ.IMAGE) return undefined;
  const widthPt = mod._FPDF_GetPageWidthF(page);
  const heightPt = mod._FPDF_GetPageHeightF(page);
  const placed = withHeap(mod, 24, (ptr) => {
    if (!mod._FPDFPageObj_GetMatrix(obj, ptr)) return false;
    const [a = 0, b = 0, c = 0, d = 0] = new Float32Array(mod.HEAPU8.buffer, ptr, 6);
    // Upright (no rotation, shear or flip) and the size of the page. Placement offsets are not
    // checked against the crop box: PDFium reports the box size only, and scanners put images at 0,0.
    return (
      a > 0 && d > 0 && Math.abs(b) < 1e-3 && Math.abs(c) < 1e-3 && Math.abs(a - widthPt) <= PLACEMENT_SLACK_PT && Math.abs(d - heightPt) <= PLACEMENT_SLACK_PT
    );
  });
  return placed ? obj : undefined;
}

/** The resolution of a `width` x `height` pixel image covering a page of the given size in points. */
export function scanDpi(width: number, height: number, widthPt: number, heightPt: number): number {
  return Math.sqrt((width * height) / ((widthPt / 72) * (heightPt / 72)));
}

/** Whether a scan at `nativeDpi` may stand for a render at `dpi`. */
export function nearDpi(nativeDpi: number, dpi: number): boolean {
  return Math.abs(nativeDpi - dpi) <= dpi * DPI_TOLERANCE;
}

/** Copies rows out of the wasm heap as gray; BGRA (possible transparency) is left to the renderer. */
function toGray(src: Uint8Array, width: number, height: number, stride: number, format: number) {
  const out = rasterBytes(width * height);
  if (format === FPDFBitmap.Gray) {
    for (let y = 0; y < height; y++) out.set(src.subarray(y * stride, y * stride + width), y * width);
    return out;
  }
  if (format !== FPDFBitmap.BGR && format !== FPDFBitmap.BGRx) return undefined;
  const bpp = format === FPDFBitmap.BGR ? 3 : 4;
  for (let y = 0; y < height; y++) {
    let s = y * stride;
    let o = y * width;
    for (let x = 0; x < width; x++, s += bpp) {
      // ITU-R BT.601 luma in integer arithmetic: 0.114 B + 0.587 G + 0.299 R.
      out[o++] = (117 * src[s]! + 601 * src[s + 1]! + 306 * src[s + 2]! + 512) >> 10;
    }
  }
  return out;
}
