/** Cheap structural look at a page: how much of it is image, and is it a bare scan? */
import { FPDF_OBJ, type RawPdfium, withHeap } from './pdfium';
import type { PageImageInfo } from './types';

/** An image covering at least this share of the page counts as full-page (scanner margins, crops). */
const FULL_PAGE_COVERAGE = 0.9;

/** Walks the page's top-level objects only (images nested in form XObjects are not seen). */
export function pageImageInfo(mod: RawPdfium, page: number): PageImageInfo {
  const widthPt = mod._FPDF_GetPageWidthF(page);
  const heightPt = mod._FPDF_GetPageHeightF(page);
  const pageArea = widthPt * heightPt;
  const count = mod._FPDFPage_CountObjects(page);

  return withHeap(mod, 16, (ptr) => {
    let largest: { obj: number; area: number } | undefined;
    for (let i = 0; i < count; i++) {
      const obj = mod._FPDFPage_GetObject(page, i);
      if (!obj || mod._FPDFPageObj_GetType(obj) !== FPDF_OBJ.IMAGE) continue;
      if (!mod._FPDFPageObj_GetBounds(obj, ptr, ptr + 4, ptr + 8, ptr + 12)) continue;
      const [left = 0, bottom = 0, right = 0, top = 0] = new Float32Array(mod.HEAPU8.buffer, ptr, 4);
      const area = Math.max(0, right - left) * Math.max(0, top - bottom);
      if (!largest || area > largest.area) largest = { obj, area };
    }
    const imageCoverage = largest && pageArea > 0 ? Math.min(1, largest.area / pageArea) : 0;
    const info: PageImageInfo = { widthPt, heightPt, imageCoverage, singleFullPageImage: false };
    if (!largest || count !== 1 || imageCoverage < FULL_PAGE_COVERAGE) return info;

    if (!mod._FPDFImageObj_GetImagePixelSize(largest.obj, ptr, ptr + 4)) return info;
    const [widthPx = 0, heightPx = 0] = new Uint32Array(mod.HEAPU8.buffer, ptr, 2);
    // Area-based so it holds whether or not the image is drawn rotated by 90 degrees.
    const dpi = Math.sqrt((widthPx * heightPx) / (largest.area / (72 * 72)));
    return { ...info, singleFullPageImage: true, image: { widthPx, heightPx, dpi: Math.round(dpi) } };
  });
}
