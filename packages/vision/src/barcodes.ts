/**
 * Barcode reading with ZXing-C++ (zxing-wasm). The wasm comes from the package's own
 * `reader/zxing_reader.wasm`; without the override zxing-wasm fetches it from a CDN.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { GrayImage } from '@wcab/pdf';
import { prepareZXingModule, type ReaderOptions, type ReadResult, readBarcodes } from 'zxing-wasm/reader';
import { checkedPixels, type PixelRect, withPgmView } from './image';
import { linearStrips, type Region, symbolRegions } from './symbolRegions';
import { averageDown, looksScreened } from './descreen';

export interface Barcode {
  /** ZXing's format name: 'Code39', 'Code128', 'QRCode', 'DataMatrix', 'PDF417', ... */
  format: string;
  text: string;
}

export interface DecodeOptions {
  /** Restrict the search to these ZXing formats (fewer formats: faster, fewer false reads). */
  formats?: ReaderOptions['formats'];
  /** Search the whole page for every code, as before symbolRegions.ts narrowed the search (for comparing the two). */
  wholePage?: boolean;
  /**
   * The caller looks only for the first code this accepts (a batch scan for its separator's value): the search
   * stops after the pass that found one (the linear pass, or a 2D region), and what it returns up to there holds
   * that code as the first accepted, as the whole search's list would. Saves ZXing's 2D reads in the regions
   * (about 6 ms) on a page whose separator is a linear code.
   */
  until?: (text: string) => boolean;
}

/**
 * The separator symbologies plus the common linear and 2D codes seen on legal mail.
 * Not 'AllLinear': it adds EAN-2/5 add-ons and DataBar, which only add false reads on text pages.
 */
const LINEAR_FORMATS: Format[] = ['Code39', 'Code93', 'Code128', 'Codabar', 'ITF', 'EAN13', 'EAN8', 'UPCA', 'UPCE'];
/** Codes whose detectors find them at any angle (finder patterns; PDF417 reads both ways). */
const ANY_ANGLE_FORMATS: Format[] = ['QRCode', 'PDF417', 'Aztec'];
type Format = NonNullable<ReaderOptions['formats']>[number];

let ready: Promise<unknown> | undefined;

function zxing(): Promise<unknown> {
  ready ??= (async () => {
    const path = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
    const bytes = await readFile(path);
    const wasmBinary = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    return prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
  })().catch((err: unknown) => {
    ready = undefined; // retry on the next call rather than failing forever
    throw err;
  });
  return ready;
}

/**
 * Finds every barcode on a grayscale page, skewed, sideways or upside down. Two kinds of pass,
 * because ZXing's tryRotate re-runs every reader on a turned copy of the page while only some need
 * it: QR and Aztec detectors find their finder patterns at any angle and PDF417 reads both ways, but
 * linear codes and DataMatrix (an upside-down 0.011-inch one) are missed without it.
 *
 * Every search starts from symbolRegions.ts: the patches of the page dense enough to hold a symbol (a 0.2-in
 * window at least 30 % ink; none on most pages of text), or undefined for a page too busy to cut up. A 2D
 * symbol is about half ink, and so is a linear code over its bars (bars and spaces of like widths: Code 39 about
 * 55 %, Code 128 about half), so each kind is looked for only there: the 2D detectors (three quarters of ZXing's
 * time on a page of text) in the regions, the linear readers in the regions grown by a quiet zone
 * (LINEAR_QUIET_INCH); a page with no region is not handed to ZXing at all. A page too busy, or carrying a dither
 * or halftone texture (descreen.ts: its paper is a field of dots, so its ink is not the print's), is searched
 * whole as before. Measured on a scanned 200-DPI Letter page of text: 75 ms before the regions, about 20 ms
 * with the 2D detectors in regions, about 10 ms with both (docs/ocr.md). What the regions cannot see is not
 * looked for: a 2D symbol under about 0.2 in, a linear code under about 0.15 in tall (its bars fill under 30 %
 * of a 0.2-in window); separator sheets print theirs far larger. It finds the same codes on the test and
 * hard-case scans (0.011-inch modules, skew, JPEG 50, upside down) and on real pages (`npm run bench --
 * barcodes` compares the narrowed search with the whole-page one).
 */
export async function decodeBarcodes(img: GrayImage, opts: DecodeOptions = {}): Promise<Barcode[]> {
  checkedPixels(img); // a malformed image is refused, whether or not any of it reaches ZXing
  await zxing();
  const wanted = (formats: Format[]) => (opts.formats ? opts.formats.filter((f) => formats.includes(f)) : formats);
  const linear = wanted(LINEAR_FORMATS);
  const turned2d = wanted(['DataMatrix']);
  // Any other format asked for (MicroQR, MaxiCode, ...) is searched like the 2D codes that need no turning.
  const anyAngle = opts.formats ? opts.formats.filter((f) => !LINEAR_FORMATS.includes(f) && f !== 'DataMatrix') : ANY_ANGLE_FORMATS;
  const enough = (results: ReadResult[]) => opts.until !== undefined && results.some((r) => r.isValid && opts.until!(r.text));
  let screened: boolean | undefined;
  const isScreened = () => (screened ??= looksScreened(img));
  const regions = opts.wholePage || linear.length + turned2d.length + anyAngle.length === 0 ? undefined : symbolRegions(img);
  // A page too busy for regions, or screened (its dots are not the print's ink), has its linear codes searched whole.
  const linearWhole = linear.length > 0 && (regions === undefined || isScreened());
  const results =
    regions === undefined
      ? await readWhole(img, linear, turned2d, anyAngle)
      : await readRegions(img, regions, linearWhole ? [] : linear, turned2d, anyAngle, enough, linearWhole ? await read(img, linear, true, NO_DOWNSCALE) : []);
  const found = results.filter((r) => r.isValid);
  // A dithered or halftone 1-bit scan (descreen.ts): nothing read, the page's dot texture averaged away, its linear codes read again.
  if (found.length === 0 && linear.length > 0 && isScreened()) {
    for (const factor of DESCREEN_FACTORS) {
      const again = (await read(averageDown(img, factor), linear, true, NO_DOWNSCALE)).filter((r) => r.isValid);
      if (again.length > 0) return again.map((r) => ({ format: r.format, text: r.text }));
    }
  }
  return found.map((r) => ({ format: r.format, text: r.text }));
}

/**
 * Blocks averaged for a screened page, tried in turn: 3 x 3 read Code 39 in every dithered and halftone
 * case measured (200 and 300 DPI), 2 x 2 read a 300-DPI halftone Code 128 that 3 x 3 blurred too far.
 */
const DESCREEN_FACTORS = [3, 2];

/** The page searched whole for every format (a page too busy to cut into regions, or asked so). */
async function readWhole(img: GrayImage, linear: Format[], turned2d: Format[], anyAngle: Format[]): Promise<ReadResult[]> {
  return [...(await read(img, [...linear, ...turned2d], true, PAGE_DOWNSCALE)), ...(await read(img, anyAngle, false, PAGE_DOWNSCALE))];
}

async function readRegions(
  img: GrayImage,
  regions: Region[],
  linear: Format[],
  turned: Format[],
  anyAngle: Format[],
  enough: (found: ReadResult[]) => boolean,
  found: ReadResult[],
): Promise<ReadResult[]> {
  if (enough(found)) return found;
  // Linear codes first, as the whole-page pass came first: a caller stopping at its first code gets the same one.
  if (linear.length > 0 && regions.length > 0) {
    const strips = linearStrips(regions, Math.round((img.dpi && img.dpi > 0 ? img.dpi : 200) * LINEAR_MARGIN_INCH), img);
    // Rows first: a separator sheet's code is upright or upside down far more often than sideways.
    const reads: Array<[Region, boolean]> = [
      ...strips.rows.map((r) => [r, false] as [Region, boolean]),
      ...strips.columns.map((r) => [r, true] as [Region, boolean]),
    ];
    for (const [strip, turned] of reads) {
      // A code in both a row strip and a column strip (a region as wide as the code) is the page's once.
      const fresh = (r: ReadResult) => !found.some((f) => f.format === r.format && f.text === r.text);
      found.push(...(await read(img, linear, turned, NO_DOWNSCALE, strip)).filter(fresh));
      if (enough(found)) return found;
    }
  }
  for (const region of regions) {
    found.push(...(await read(img, turned, true, REGION_DOWNSCALE, region)), ...(await read(img, anyAngle, false, REGION_DOWNSCALE, region)));
    if (enough(found)) break;
  }
  return found;
}

/**
 * Rows (or columns) added on each side of a region for the linear readers, in inches: a linear code's ink is
 * uneven along it (a run of narrow bars and wide spaces may fall under the regions' 30 %), so its region may hold
 * only part of its height; the strip runs the page's whole width, so its ends and quiet zones are in it.
 */
const LINEAR_MARGIN_INCH = 0.3;

/**
 * What each linear symbology can spell, as ZXing returns its text (upper case; Codabar with its start and stop
 * characters). Code 39 (read in its full-ASCII mode), Code 93 and Code 128 spell anything, and so do 2D codes.
 */
const SPELLS: Partial<Record<Format, RegExp>> = {
  Codabar: /^[0-9\-$:/.+ABCDTN*E]*$/,
  ITF: /^[0-9]*$/,
  EAN13: /^[0-9]*$/,
  EAN8: /^[0-9]*$/,
  UPCA: /^[0-9]*$/,
  UPCE: /^[0-9]*$/,
};

/**
 * The formats searched by default that can carry a code whose text (upper-cased) equals or starts with one of
 * `texts`: a caller that wants only such codes (a separator's PATCHT or SEP...) need not run the readers of
 * digit-only symbologies, about a fifth of the linear pass (14.5 -> 11.3 ms of CPU a page, the office barcode
 * batch, the same Code 39/93/128 codes on every page). Every default format when `texts` is empty or holds "".
 */
export function formatsSpelling(texts: string[]): Format[] {
  const wanted = texts.map((t) => t.toUpperCase());
  const can = (f: Format) => wanted.length === 0 || wanted.some((t) => SPELLS[f]?.test(t) ?? true);
  return [...LINEAR_FORMATS.filter(can), 'DataMatrix', ...ANY_ANGLE_FORMATS];
}

/**
 * Downscaled copies help only large 2D symbols (an Aztec code of 0.04-inch modules is found on a copy
 * a third the size, never at full size) and cost a fifth of a whole page's time, so: none for linear
 * codes, ZXing's own default for a page searched whole, and down to a region's size for a region
 * (ZXing's default threshold of 500 pixels would never shrink one).
 */
type Downscale = Pick<ReaderOptions, 'tryDownscale' | 'downscaleThreshold'>;
const NO_DOWNSCALE: Downscale = { tryDownscale: false };
const PAGE_DOWNSCALE: Downscale = { tryDownscale: true };
const REGION_DOWNSCALE: Downscale = { tryDownscale: true, downscaleThreshold: 100 };

/** ZXing's read of `img`, or of the part of it in `rect`: its positions are then the part's. */
function read(img: GrayImage, formats: Format[], tryRotate: boolean, downscale: Downscale, rect?: PixelRect): Promise<ReadResult[]> {
  if (formats.length === 0) return Promise.resolve([]);
  return withPgmView(img, rect, (pgm) =>
    readBarcodes(pgm, {
      formats,
      tryHarder: true,
      tryRotate,
      ...downscale,
      tryInvert: false, // white-on-black codes do not occur on paper mail; saves 20-40% of the time
      maxNumberOfSymbols: 16,
    }),
  );
}
