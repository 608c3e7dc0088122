import type { GrayImage } from '@wcab/pdf';

/** Dark pixels in the top and bottom halves of a page: tells an upright page from one turned over. */
export function inkByHalf(img: GrayImage): { top: number; bottom: number } {
  let top = 0;
  let bottom = 0;
  const half = (img.height >> 1) * img.width;
  for (let i = 0; i < img.data.length; i++) if (img.data[i]! < 128) i < half ? top++ : bottom++;
  return { top, bottom };
}
