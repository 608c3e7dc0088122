/**
 * The widths the page asks its page images at, in image pixels: the strip's thumbnails and the evidence view's
 * page (sharp on a HiDPI screen). A module of their own, without the DOM, so the browser test reads them too.
 */
export const THUMB_WIDTH = 240;
export const SHEET_WIDTH = 1200;
