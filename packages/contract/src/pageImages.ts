/**
 * Page images for a person (the review page, /app): GET /v1/jobs/{id}/pages/{n}.png draws page n of a
 * finished batch job (n as in the answer: the batch's own page numbers) from the documents the job kept,
 * through a `render` job (jobs.ts RenderJobParams) on the same threads and workers as every other job.
 */
import { z } from 'zod';

/** The review page's page images (GET /v1/jobs/{id}/pages/{n}.png): the widest and narrowest a caller may ask for. */
export const PAGE_IMAGE_MIN_WIDTH = 100;
export const PAGE_IMAGE_MAX_WIDTH = 1600;
export const PAGE_IMAGE_DEFAULT_WIDTH = 800;
/** Most pixels of one page image: a page far taller than wide (a receipt roll) is drawn narrower than asked. */
export const PAGE_IMAGE_MAX_PIXELS = 4_000_000;

/** The query of GET /v1/jobs/{id}/pages/{n}.png: only `width`, a plain number (`0800`, `8e2` name no width). */
export const PageImageQuery = z
  .object({
    width: z
      .string()
      .regex(/^[1-9][0-9]{0,3}$/, `must be a whole number of pixels from ${PAGE_IMAGE_MIN_WIDTH} to ${PAGE_IMAGE_MAX_WIDTH}`)
      .transform(Number)
      .pipe(z.number().int().min(PAGE_IMAGE_MIN_WIDTH).max(PAGE_IMAGE_MAX_WIDTH))
      .optional()
      .describe(
        `Width of the image in pixels, ${PAGE_IMAGE_MIN_WIDTH} to ${PAGE_IMAGE_MAX_WIDTH} (default ${PAGE_IMAGE_DEFAULT_WIDTH}); a page far taller than wide comes narrower, at most ${PAGE_IMAGE_MAX_PIXELS} pixels in all`,
      ),
  })
  .strict()
  .meta({ id: 'PageImageQuery' });
export type PageImageQuery = z.infer<typeof PageImageQuery>;

/** What a render job answers (its outcome's `data`): the PNG, as base64 so it crosses Redis as JSON. */
export const RenderedPage = z.object({
  png_base64: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type RenderedPage = z.infer<typeof RenderedPage>;
