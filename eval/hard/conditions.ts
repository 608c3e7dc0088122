/**
 * The scan conditions issue #5 asks to measure on separator sheets, one generated batch each: thin
 * barcodes (0.011 inch modules, scanned at 200 and 300 DPI), skew of +-3 degrees, JPEG quality 50,
 * separator sheets fed upside down, and all of them at once. Each factor alone first, so a failure
 * of a combination can be traced to its cause.
 */
export interface HardCondition {
  name: string;
  /** Scan resolution (the corpus scans at 200 DPI). */
  dpi: number;
  /** Module width of every separator barcode; undefined = the testkit default (0.015 in linear, 0.03 in 2D). */
  moduleWidthInch?: number;
  skewDeg: number;
  jpegQuality: number;
  /** Separator sheets turned 180 degrees (content pages stay upright). */
  separatorsUpsideDown: boolean;
}

/** What a scanner does when nothing is hard: as the dev corpus scans, minus its small rotation. */
const PLAIN: Omit<HardCondition, 'name'> = { dpi: 200, skewDeg: 0, jpegQuality: 75, separatorsUpsideDown: false };
const THIN = 0.011;

export const HARD_CONDITIONS: readonly HardCondition[] = [
  { ...PLAIN, name: '0.011 in modules, 200 DPI', moduleWidthInch: THIN },
  { ...PLAIN, name: '0.011 in modules, 300 DPI', moduleWidthInch: THIN, dpi: 300 },
  { ...PLAIN, name: 'skew +3 deg', skewDeg: 3 },
  { ...PLAIN, name: 'skew -3 deg', skewDeg: -3 },
  { ...PLAIN, name: 'JPEG quality 50', jpegQuality: 50 },
  { ...PLAIN, name: 'separators upside down', separatorsUpsideDown: true },
  { name: 'all: 0.011 in, 200 DPI, +3 deg, JPEG 50, upside down', moduleWidthInch: THIN, dpi: 200, skewDeg: 3, jpegQuality: 50, separatorsUpsideDown: true },
  { name: 'all: 0.011 in, 300 DPI, -3 deg, JPEG 50, upside down', moduleWidthInch: THIN, dpi: 300, skewDeg: -3, jpegQuality: 50, separatorsUpsideDown: true },
];
