/**
 * A PDF "scanned" to the image files scanners and phones write: a multi-page TIFF (CCITT G4 bilevel,
 * LZW or JPEG gray), or one page as a JPEG or PNG, each carrying its resolution, as sharp (libvips,
 * libtiff) writes them. Pages are rendered through @wcab/pdf.
 */
import { openPdf } from '@wcab/pdf';
import sharp, { type Sharp } from 'sharp';
import { halftone, type HalftoneMode } from './halftone';

export type ScanImageFormat = 'tiff-g4' | 'tiff-lzw' | 'tiff-jpeg' | 'jpeg' | 'png';

export interface ScanImageOptions {
  format: ScanImageFormat;
  dpi?: number;
  /** Write this resolution into the file (default: the scan's); `null` writes none. */
  declaredDpi?: number | null;
  /** For jpeg and png: which page (0-based, default 0). */
  page?: number;
  /** For tiff-g4: the scanner's 1-bit mode (halftone.ts) instead of a plain threshold. */
  halftone?: HalftoneMode;
  /** With `halftone`: the scanner's reading of toner (halftone.ts `ink`; lighter toner, lighter dots). */
  halftoneInk?: number;
}

export async function scanToImage(pdfBytes: Uint8Array, opts: ScanImageOptions): Promise<Uint8Array> {
  const dpi = opts.dpi ?? 200;
  const source = await openPdf(pdfBytes);
  const rasters: Uint8Array[] = [];
  let width = 0;
  let height = 0;
  try {
    const single = opts.format === 'jpeg' || opts.format === 'png';
    const indices = single ? [opts.page ?? 0] : [...Array(source.pageCount).keys()];
    for (const i of indices) {
      const img = await source.renderPage(i, { dpi });
      if (rasters.length && (img.width !== width || img.height !== height)) throw new Error('pages of one TIFF must share a size here');
      width = img.width;
      height = img.height;
      rasters.push(opts.halftone ? halftone(img, opts.halftone, opts.halftoneInk === undefined ? {} : { ink: opts.halftoneInk }).data : img.data);
    }
  } finally {
    source.close();
  }
  const joined = Buffer.concat(rasters);
  const declared = opts.declaredDpi === undefined ? dpi : opts.declaredDpi;
  const image = sharp(joined, { raw: { width, height: height * rasters.length, channels: 1, pageHeight: height }, limitInputPixels: false });
  // TIFF takes its resolution in pixels per millimetre; JPEG and PNG through withDensity (withMetadata would make them sRGB).
  const res = declared === null ? {} : { xres: declared / 25.4, yres: declared / 25.4 };
  const density = (img: Sharp) => (declared === null ? img : img.withDensity(declared));
  switch (opts.format) {
    case 'tiff-g4':
      return image
        .threshold(160)
        .toColourspace('b-w')
        .tiff({ compression: 'ccittfax4', bitdepth: 1, ...res })
        .toBuffer();
    case 'tiff-lzw':
      return image
        .toColourspace('b-w')
        .tiff({ compression: 'lzw', ...res })
        .toBuffer();
    case 'tiff-jpeg':
      return image
        .toColourspace('b-w')
        .tiff({ compression: 'jpeg', quality: 80, ...res })
        .toBuffer();
    case 'jpeg':
      return density(image.toColourspace('b-w')).jpeg({ quality: 80 }).toBuffer();
    case 'png':
      return density(image.toColourspace('b-w')).png().toBuffer();
  }
}
