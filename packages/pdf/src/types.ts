import type { PageTextBoxes } from './charBoxes';

/**
 * An 8-bit grayscale raster, one byte per pixel, rows top to bottom, no padding (stride = width).
 * Rendered pages keep their pixels in shared, recycled memory (rasters.ts).
 */
export interface GrayImage {
  width: number;
  height: number;
  data: Uint8Array;
  /** Resolution of the raster, when known (OCR uses it; a native scan may differ from the request). */
  dpi?: number;
}

export interface RenderOptions {
  /** Dots per inch; 72 renders one pixel per PDF point. */
  dpi: number;
  /**
   * Render at exactly `dpi`. By default a bare scan (one upright full-page image) whose own
   * resolution is within 10% of `dpi` is returned at its native resolution, decoded rather than
   * resampled (several times faster); `GrayImage.dpi` then tells the resolution actually used.
   */
  exact?: boolean;
}

/** What a page is made of, cheaply, for fast paths that can skip rendering or OCR. */
export interface PageImageInfo {
  /** Page size in PDF points (1/72 inch), after the page's /Rotate. */
  widthPt: number;
  heightPt: number;
  /** Share of the page (0-1) covered by its largest image: near 1 for scans, also with a text stamp. */
  imageCoverage: number;
  /** The page holds exactly one image covering (almost) all of it and no text or vector art: a scan. */
  singleFullPageImage: boolean;
  /** Pixel size and resolution of that image, when `singleFullPageImage`. */
  image?: { widthPx: number; heightPx: number; dpi: number };
}

/** A page's text layer and image info, read with one load of the page. */
export interface PageContent {
  text: string;
  info: PageImageInfo;
}

export interface PdfDocument {
  readonly pageCount: number;
  /** Text layer of page `index` (0-based), lines separated by `\n`; '' for image-only pages. */
  pageText(index: number): string;
  /**
   * pageText() and pageImageInfo() of page `index` from one load of the page (loading is most of the cost):
   * what a caller deciding between the text layer and OCR needs.
   */
  pageContent(index: number): PageContent;
  /**
   * The text layer of page `index` with each character's box in points (top-left origin, see charBoxes.ts),
   * for evidence; costs a second pass over the page's characters, so only pages that evidence points to are asked.
   */
  pageTextBoxes(index: number): PageTextBoxes;
  /** Renders page `index` (0-based) to grayscale. Only this page's pixels are held. */
  renderPage(index: number, options: RenderOptions): Promise<GrayImage>;
  pageImageInfo(index: number): PageImageInfo;
  /** Frees the document's wasm memory. Idempotent; the document is unusable afterwards. */
  close(): void;
}
