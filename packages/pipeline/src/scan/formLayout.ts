/**
 * The DWC-CA 10232.2 separator sheet told by its layout, from pixels alone (issue 36): a sparse page
 * (pageLayout.ts) whose print is a title block at the top and, under it, a column of boxed or
 * underlined fields: three or more long horizontal rules of one length, at one left edge, evenly
 * spaced, with little else on the page. Such a page need not be read whole to be judged: the block
 * from the title down to the last field (`rows`) holds everything the verdict and the answer need
 * (the heading, the field labels, the document title and case number), and it is read alone, at the
 * resolution the page was rendered at. A page without this layout (a form printed another way, a page
 * fed upside down) is judged as before, from a glance or a whole read: this is a shortcut, never the
 * only way a sheet is found.
 */
import type { GrayImage } from '@wcab/pdf';
import { printedLineCount, SPARSE_PAGE_LINES } from './pageLayout';

/** Rows [top, bottom) of a (straightened) page image. */
export interface Rows {
  top: number;
  bottom: number;
}

interface Rule {
  top: number;
  bottom: number;
  left: number;
  length: number;
}

/** A rule is a dark run at least this share of the page's width (a field's underline or box edge; words have gaps). */
const RULE_SHARE = 0.25;
/** Fewest field rules the block must have (the form has five fields). */
const MIN_RULES = 3;
const MAX_RULES = 12;
/** Most lines of print under the last field (the form has a two-line instruction and its number at the foot). */
const MAX_LINES_BELOW = 3;
/**
 * Darker than this is a rule's pixel: forms print their rules thin and often gray, which a scan's
 * JPEG and a straightening blur to mid-gray (measured on the form at 200 DPI, 1 degree fed crooked:
 * 130-180; paper with the scanner's noise stays above 225).
 */
const RULE_DARK = 192;

/**
 * The rows of the form's title-and-fields block when `page` (straightened, as preparePage() leaves it) has
 * the separator sheet's layout; undefined otherwise.
 */
export function dwcFieldBlock(page: GrayImage): Rows | undefined {
  const dpi = page.dpi ?? 200;
  if (printedLineCount(page, SPARSE_PAGE_LINES) > SPARSE_PAGE_LINES) return undefined;
  const rules = horizontalRules(page, dpi);
  if (rules.length < MIN_RULES || rules.length > MAX_RULES) return undefined;
  // The field column: rules of one length, starting at one left edge, evenly spaced.
  const lengths = rules.map((r) => r.length);
  const lengthMid = median(lengths);
  if (lengths.some((l) => Math.abs(l - lengthMid) > 0.2 * lengthMid)) return undefined;
  const leftMid = median(rules.map((r) => r.left));
  if (rules.some((r) => Math.abs(r.left - leftMid) > 0.2 * dpi)) return undefined;
  const gaps = rules.slice(1).map((r, i) => r.top - rules[i]!.top);
  const gapMid = median(gaps);
  if (gapMid < 0.2 * dpi || gaps.some((g) => Math.abs(g - gapMid) > 0.25 * gapMid)) return undefined;
  // The title block: print above the first field, apart from it by more than a field's spacing.
  const first = rules[0]!;
  const last = rules.at(-1)!;
  const inkTop = firstInkRow(page, 0, first.top);
  if (inkTop === undefined || first.top - inkTop < 1.2 * gapMid) return undefined;
  const margin = Math.round(0.1 * dpi);
  const bottom = Math.min(page.height, last.bottom + margin);
  // Little print under the fields (the form's instruction and its number): a page with more to say there is
  // judged whole, which may keep it in its document with a warning, as before.
  if (printedLineCount({ ...page, height: page.height - bottom, data: page.data.subarray(bottom * page.width) }, MAX_LINES_BELOW) > MAX_LINES_BELOW)
    return undefined;
  return { top: Math.max(0, inkTop - margin), bottom };
}

/** Long horizontal rules, top to bottom: runs of rows whose longest dark run (small breaks bridged) is long. */
function horizontalRules(page: GrayImage, dpi: number): Rule[] {
  const minLength = RULE_SHARE * page.width;
  const maxThickness = Math.max(3, Math.round(0.04 * dpi));
  const bridge = Math.max(2, Math.round(dpi / 100)); // JPEG and noise break a printed rule for a pixel or two
  const rules: Rule[] = [];
  let current: Rule | undefined;
  for (let y = 0; y < page.height; y++) {
    const run = longestRun(page, y, bridge);
    if (run.length >= minLength) {
      if (current && y === current.bottom) {
        current.bottom = y + 1;
        if (run.length > current.length) Object.assign(current, { left: run.left, length: run.length });
      } else {
        if (current) rules.push(current);
        current = { top: y, bottom: y + 1, left: run.left, length: run.length };
      }
    }
  }
  if (current) rules.push(current);
  // A band thicker than a rule is a filled bar or a block of ink, not a field's line.
  return rules.filter((r) => r.bottom - r.top <= maxThickness);
}

function longestRun(page: GrayImage, y: number, bridge: number): { left: number; length: number } {
  const row = y * page.width;
  let best = { left: 0, length: 0 };
  let start = -1;
  let lastDark = -1;
  for (let x = 0; x < page.width; x++) {
    if (page.data[row + x]! >= RULE_DARK) continue;
    if (start < 0 || x - lastDark > bridge + 1) start = x;
    lastDark = x;
    if (lastDark - start + 1 > best.length) best = { left: start, length: lastDark - start + 1 };
  }
  return best;
}

/** First row in [from, to) holding a few dark pixels (specks of noise aside). */
function firstInkRow(page: GrayImage, from: number, to: number): number | undefined {
  const minDark = Math.max(3, Math.round(page.width / 400));
  for (let y = from; y < to; y++) {
    const row = y * page.width;
    let dark = 0;
    for (let x = 0; x < page.width && dark < minDark; x += 2) if (page.data[row + x]! < 128) dark++;
    if (dark >= minDark) return y;
  }
  return undefined;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}
