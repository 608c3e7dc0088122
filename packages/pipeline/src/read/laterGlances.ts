/**
 * The glances of readPlan.ts readLaterEvents (issue 36), made of only the lines a document has not shown yet.
 * A page of a document often restates what an earlier page printed (a notice's caption and hearing on every
 * page, a letter's boilerplate): a line of the same print as one already read or glanced at holds no date the
 * document has not shown, so it is not read again. Each page's lines are found from its ink (@wcab/vision
 * inkLines) and compared with the lines of the pages before it; the lines left are stacked into one image,
 * read with the quick model at half resolution. A page whose top part was read glances at its rest only.
 * Tesseract's cost is its lines (its LSTM reads each at a fixed height), so fewer lines is what saves.
 */
import type { GrayImage, PdfDocument } from '@wcab/pdf';
import { halveGray, inkLines, sameInk, topPartRows, type InkLine } from '@wcab/vision';
import { preparedRender, releasePreparedRender, SURE_GLANCE, type OcrContext, type OcrGlance, type PreparedRender } from './ocr';

/** A page to glance at, and whether its top part was read already (then only its rest is glanced at). */
export interface GlanceTarget {
  index: number;
  topRead: boolean;
}

/** Paper between two stacked lines and around them (inches): Tesseract finds them as separate lines. */
const GAP_INCH = 0.08;

/**
 * Glances in flight at once: two run (one a worker), two more wait beside them, which a worker that frees takes in
 * one process (the OCR pool groups reads waiting side by side: several small glances cost one process start).
 */
const GLANCES_IN_FLIGHT = 4;

/**
 * A glance at least this tall (inches of its half-resolution image: about 9 stacked lines of print) is read by the
 * pool's workers at once, in bands cut where its print balances (PreparedPage.shared), as a classify's top part is:
 * the glance at a dense first page's rest (14 lines of the bench's notice, 0.6 s of CPU in one process) is on the
 * answer's path, the other worker idle or on a later page's few new lines. A band more costs a process start
 * (about 0.05-0.1 s of CPU), more than a shorter glance would save; and a glance asked while another is in flight is
 * read whole, the two workers each on one. Only the last page's glance is banded: a glance with pages after it
 * leaves the other worker to their new lines (the bench's 3-page classify: page 1's rest in bands, then pages 2 and 3
 * in one more process with a worker idle, 2.5 s a classify; page 1's rest whole beside them, 2.2 s, 2026-12-01).
 */
const SHARED_GLANCE_INCH = 2;

/**
 * Glances at `targets` (document order): their images are made one page after another (each page's lines are
 * compared with every page's before it), and each is read as soon as it is made, while the next pages are
 * rendered and compared. A page with no line new to the document reads as empty, with nothing to be unsure of.
 */
export async function glanceLaterPages(
  ctx: OcrContext,
  pdf: PdfDocument,
  targets: GlanceTarget[],
  prepared: ReadonlyMap<number, PreparedRender> = new Map(),
): Promise<OcrGlance[]> {
  const seen: InkLine[] = [];
  const looks: OcrGlance[] = targets.map(() => ({ text: '', unsure: false }));
  const reads: Array<Promise<void>> = [];
  const inFlight = new Set<Promise<void>>();
  try {
    for (const [i, { index, topRead }] of targets.entries()) {
      // A page whose top part was read is still at hand, prepared (pageText.ts): not rendered and straightened again.
      const kept = prepared.get(index);
      const render = kept ?? (await preparedRender(ctx, pdf, index));
      const image = render.page && unseenLines(render.page.image, topRead, seen);
      if (!kept) releasePreparedRender(render);
      if (!image) continue;
      while (inFlight.size >= GLANCES_IN_FLIGHT) await Promise.race(inFlight);
      // In bands only when no other glance is in flight or to come: with one, the other worker has a glance to read.
      const last = i === targets.length - 1;
      const shared = last && inFlight.size === 0 && image.height >= SHARED_GLANCE_INCH * (image.dpi ?? 100);
      const read = (async () => {
        const read = await ctx.telemetry.timeStage('ocr', () => ctx.ocr({ image, skewDeg: 0, rows: { top: 0, bottom: image.height }, use: 'quick', shared }));
        looks[i] = { text: read.text, unsure: read.confidence < SURE_GLANCE };
      })();
      const settled: Promise<void> = read.catch(() => undefined).finally(() => inFlight.delete(settled));
      inFlight.add(settled);
      reads.push(read);
    }
  } finally {
    // Every read started is waited for (a failure among them, or in making the next image, is thrown after).
    await Promise.allSettled(reads);
  }
  await Promise.all(reads);
  return looks;
}

/**
 * The lines of `page` (a page prepared for OCR: straightened; below its top part when that was read) that no line
 * of `seen` carries, stacked at half resolution; undefined when there are none. Adds the page's lines, all of
 * them, to `seen`.
 */
export function unseenLines(page: GrayImage, topRead: boolean, seen: InkLine[]): GrayImage | undefined {
  const cut = topRead ? (topPartRows(page)?.bottom ?? page.height) : 0;
  const lines = inkLines(page);
  const fresh = lines.filter((line) => line.top >= cut && !seen.some((old) => sameInk(line, old)));
  seen.push(...lines);
  return fresh.length ? halveGray(stackLines(page, fresh)) : undefined;
}

/** The rows of `lines` of `img` one under another, paper between them, cut to the columns they print in. */
export function stackLines(img: GrayImage, lines: InkLine[]): GrayImage {
  const gap = Math.max(4, Math.round((img.dpi ?? 200) * GAP_INCH));
  const left = Math.max(0, Math.min(...lines.map((l) => l.left)) - gap);
  const right = Math.min(img.width, Math.max(...lines.map((l) => l.right)) + gap);
  const width = right - left;
  const height = lines.reduce((h, l) => h + l.bottom - l.top + gap, gap);
  const data = new Uint8Array(width * height).fill(255);
  let y = gap;
  for (const line of lines) {
    for (let row = line.top; row < line.bottom; row++, y++) {
      data.set(img.data.subarray(row * img.width + left, row * img.width + right), y * width);
    }
    y += gap;
  }
  return { width, height, data, dpi: img.dpi };
}
