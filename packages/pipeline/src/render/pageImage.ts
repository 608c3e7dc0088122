/**
 * A page drawn for a person (the review page's page images, GET /v1/jobs/{id}/pages/{n}.png): rendered by
 * PDFium on the job's thread like every page the pipeline reads, at the width asked (never past
 * PAGE_IMAGE_MAX_PIXELS), in gray (the raster the pipeline reads: text, stamps and scans stay legible, and
 * a gray PNG is a third of a colour one), encoded as PNG by sharp (libvips, already the service's image
 * library). Exact rendering: a scan is resampled to the width asked, not handed back at its own resolution.
 */
import sharp from 'sharp';
import { ApiError, PAGE_IMAGE_MAX_PIXELS, type JobOutcome, type RenderedPage, type RenderJobParams } from '@wcab/contract';
import { recycleRaster, type PdfDocument } from '@wcab/pdf';

sharp.cache(false);

export async function renderPageImage(doc: PdfDocument, params: RenderJobParams): Promise<JobOutcome> {
  if (params.page > doc.pageCount) throw new ApiError('NOT_FOUND', `No page ${params.page}: the document has ${doc.pageCount} pages`);
  const index = params.page - 1;
  const { widthPt, heightPt } = doc.pageImageInfo(index);
  if (!(widthPt > 0 && heightPt > 0)) throw new ApiError('INVALID_PDF', `Page ${params.page} has no size to draw`);
  const scale = Math.min(params.width / widthPt, Math.sqrt(PAGE_IMAGE_MAX_PIXELS / (widthPt * heightPt)));
  const image = await doc.renderPage(index, { dpi: 72 * scale, exact: true });
  // A copy for libvips (it reads the pixels after this call returns); the raster goes back to the thread's pool.
  const pixels = Buffer.from(image.data.subarray(0, image.width * image.height));
  recycleRaster(image);
  const png = await sharp(pixels, { raw: { width: image.width, height: image.height, channels: 1 } })
    .png({ compressionLevel: 6 })
    .toBuffer();
  const data: RenderedPage = { png_base64: png.toString('base64'), width: image.width, height: image.height };
  return { ok: true, data, pages: 1 };
}
