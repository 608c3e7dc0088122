/**
 * A laboratory report by its structure (issue 31, photographs round): rows of an analyte, its result, a unit and
 * the reference range the result is read against ("HAEMOGLOBIN 14.2 g/dL 13.0 - 17.0", "Neutrophils 58 % 40-80",
 * "TSH 2.1 uIU/mL 0.4-4.0"), one row a line, as a scan or a photo of the report reads. The reference range is what
 * makes the row a result: a nutrition label has nutrients, amounts and units but percentages of a daily value, no
 * range; a price list has names and numbers but no range either. Rows of several different analytes are asked for,
 * so a program's output that prints one result over and over is none.
 *
 * OCR is the normal case: a range's dash may come out as a tilde or an en dash, a percent sign may follow either
 * bound ("40%-80%"), a flag or an arrow may sit between the result and the range, and the unit may be lost. A
 * range is two numbers, the lower first, neither part of a date ("12-05-2024"). A lab report is a clinical record
 * (medical_report). Read after the model (structure.ts), for a paper the model put outside the domain, not as a
 * feature.
 */
import { cleanText } from './normalize';
import { word } from './ocrWord';

const NUM = String.raw`\d{1,5}(?:[.,]\d{1,3})?`;
/** A reference range: "13.0 - 17.0", "40%-80%", "(2.0-7.0)", "0.4 ~ 4.0", not inside a date. */
const RANGE = new RegExp(String.raw`(?<![\d/.-])(${NUM})\s*%?\s*[-~]\s*(${NUM})\s*%?(?![\d/]|-\d)`, 'g');
/** A bound: "< 200", "<=3.0", "> 40", "up to 5". */
const BOUND = new RegExp(String.raw`(?:[<>]=?|\bup\s+to)\s*${NUM}`, 'i');
/** The analyte's name at the line's start: three characters or more, with the words, brackets and dots names carry (a digit OCR put for a letter kept). */
const NAME = /^[\s\W]{0,3}(\p{L}[\p{L}\d().'/ -]{2,}?)(?=\s*[:\s]\s*[<>]?\d)/u;
/** A result: a number after the name and before the range. */
const RESULT = new RegExp(String.raw`(?:^|\s|[:(])${NUM}(?=\s|$|[A-Za-z%*])`);

/** Different analytes a lab report's rows give at least. */
const MIN_ANALYTES = 4;
/** The most pages read for the rows (a lab report runs long; its first pages show its table). */
const MAX_PAGES = 6;

const num = (s: string) => Number.parseFloat(s.replace(',', '.'));

/** The analyte a line reports a result of against a reference range ("haemoglobin"), or undefined. */
export function resultRow(line: string): string | undefined {
  const name = NAME.exec(line);
  if (!name) return undefined;
  const rest = line.slice((name.index ?? 0) + name[0].length);
  let rangeAt = -1;
  for (const m of rest.matchAll(RANGE)) {
    if (num(m[1] as string) < num(m[2] as string)) {
      rangeAt = m.index ?? -1;
      break;
    }
  }
  if (rangeAt < 0) {
    const bound = BOUND.exec(rest);
    rangeAt = bound ? bound.index : -1;
  }
  if (rangeAt <= 0) return undefined;
  // The result sits between the name and the range.
  if (!RESULT.test(rest.slice(0, rangeAt))) return undefined;
  const key = word(name[1] as string)
    .split(' ')
    .filter((w) => w.length >= 2)
    .slice(0, 2)
    .join(' ');
  return key.length >= 3 ? key : undefined;
}

/** Whether `pages` are a lab report: result rows of MIN_ANALYTES different analytes, each against its range. */
export function labReport(pages: readonly string[]): boolean {
  if (pages.length === 0) return false;
  const analytes = new Set<string>();
  for (const line of cleanText(pages.slice(0, MAX_PAGES).join('\n')).split('\n')) {
    const row = resultRow(line);
    if (row) analytes.add(row);
    if (analytes.size >= MIN_ANALYTES) return true;
  }
  return false;
}
