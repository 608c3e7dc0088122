/** Rendering one loaded page straight into an 8-bit gray bitmap. */
import { FPDF_ANNOT, FPDF_GRAYSCALE, FPDFBitmap, type RawPdfium, withHeap } from './pdfium';
import { rasterBytes } from './rasters';
import type { GrayImage } from './types';

/**
 * Upper bound on one rendered page. A hostile PDF can declare a page of 200 x 200 inches; at 200 DPI
 * that is 1.6 Gpx and would exhaust the wasm heap. Past this we lower the DPI, keeping the aspect.
 * 40 Mpx is Tabloid (11x17 in) at 330 DPI, far above what OCR or barcode reading need.
 */
const MAX_PIXELS = 40_000_000;

export function renderGray(mod: RawPdfium, page: number, dpi: number): GrayImage {
  if (!(dpi > 0) || !Number.isFinite(dpi)) throw new RangeError(`Invalid DPI: ${dpi}`);
  const widthPt = mod._FPDF_GetPageWidthF(page);
  const heightPt = mod._FPDF_GetPageHeightF(page);
  let scale = dpi / 72;
  const pixels = widthPt * heightPt * scale * scale;
  if (pixels > MAX_PIXELS) scale *= Math.sqrt(MAX_PIXELS / pixels);
  const width = Math.max(1, Math.round(widthPt * scale));
  const height = Math.max(1, Math.round(heightPt * scale));

  // PDFium draws into a Gray bitmap (format 1, one byte per pixel) in our own buffer with
  // stride = width, so the result is copied out as-is: no BGRA pass, no per-pixel JS loop.
  return withHeap(mod, width * height, (ptr) => {
    const bitmap = mod._FPDFBitmap_CreateEx(width, height, FPDFBitmap.Gray, ptr, width);
    if (!bitmap) throw new RangeError(`PDFium could not create a ${width}x${height} bitmap`);
    try {
      mod._FPDFBitmap_FillRect(bitmap, 0, 0, width, height, 0xffffffff); // paper is white
      // ANNOT: stamps, signatures and filled form fields are part of what a person sees.
      mod._FPDF_RenderPageBitmap(bitmap, page, 0, 0, width, height, 0, FPDF_ANNOT | FPDF_GRAYSCALE);
      const data = rasterBytes(width * height);
      data.set(mod.HEAPU8.subarray(ptr, ptr + width * height));
      return { width, height, data, dpi: scale * 72 };
    } finally {
      mod._FPDFBitmap_Destroy(bitmap);
    }
  });
}
