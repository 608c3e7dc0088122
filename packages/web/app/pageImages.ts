/**
 * The batch's pages as images: GET /v1/jobs/{id}/pages/{n}.png, rendered by the service (on its job threads)
 * from the documents the job kept, fetched with the key as a header (an <img src> cannot carry one) and shown
 * from an object URL. Each image is fetched once a tab; two at a time, so a strip of hundreds of pages does not
 * queue hundreds of renders ahead of the person's own click on "Where?".
 */
import { call } from './api';

const images = new Map<string, Promise<string>>();
const waiting: Array<() => void> = [];
let running = 0;
const AT_ONCE = 2;

async function slot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/** An object URL of page `page` of the job, `width` pixels wide; a failed fetch is tried again next time. */
export function pageImage(jobId: string, page: number, width: number): Promise<string> {
  const key = `${jobId}/${page}/${width}`;
  let image = images.get(key);
  if (!image) {
    image = slot(async () => {
      const res = await call(`/v1/jobs/${encodeURIComponent(jobId)}/pages/${page}.png?width=${width}`);
      return URL.createObjectURL(await res.blob());
    });
    images.set(key, image);
    image.catch(() => images.delete(key));
  }
  return image;
}
