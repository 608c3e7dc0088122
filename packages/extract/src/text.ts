import { repairVocabulary, repairWords } from './fuzzy';
import { relinkLabelColumns } from './labelColumns';
import { joinPageTexts } from './pageBreaks';

/**
 * Text clean-up shared by every extractor. Page text arrives either from a PDF text layer (PDFium) or
 * from Tesseract OCR; both need the same light normalisation so the rules downstream see one alphabet.
 */

/** How the pipeline joins page texts into one document text. */
export const PAGE_SEPARATOR = '\n\f\n';

/**
 * How many texts rememberedPerText() keeps: a document's raw text and its normalised passes. Few, because
 * what is kept stays in memory until later documents push it out.
 */
const RECENT_TEXTS = 4;

/**
 * `fn` with its results remembered for the last few texts (oldest forgotten first). extractAll() hands every
 * extractor the same document text, and each of them normalises it and reads the same lines, captions and
 * mentions: computed once per text, not once per extractor. Results are shared between callers, who must not
 * change them. (normalizeText() is not idempotent in general: after one pass page breaks are gone, so
 * transcript line numbers are judged over the whole text. Its passes are therefore remembered, not skipped.)
 */
export function rememberedPerText<T>(fn: (text: string) => T): (text: string) => T {
  const cache = new Map<string, T>();
  return (text) => {
    if (cache.has(text)) return cache.get(text) as T;
    const value = fn(text);
    if (cache.size >= RECENT_TEXTS) cache.delete(cache.keys().next().value!);
    cache.set(text, value);
    return value;
  };
}

/**
 * Unifies look-alike characters and line endings without changing the words:
 * - PDFium reports a soft hyphen at a line-break hyphenation as U+FFFE ("MEDICAL\uFFFELEGAL"),
 * - typographic quotes/dashes become ASCII so regexes need one spelling,
 * - form feeds (page breaks) become blank lines, which every extractor treats as a paragraph break,
 *   unless a sentence runs on over the break (pageBreaks.ts),
 * - OCR digits inside words are read as the letters they stand for ("Emp1oyer", "0ffice"), see repairWords().
 */
export const normalizeText = rememberedPerText(normalise);

function normalise(text: string): string {
  const pages = text
    .replace(/\r\n?/g, '\n')
    .split('\f')
    .map((page) =>
      stripTranscriptLineNumbers(
        page
          .replace(/[\uFFFE\u00AD\u2010\u2011\u2012\u2013\u2014\u2015\u2212]/g, '-')
          .replace(/[\u2018\u2019\u201A\u201B\u2032\u00B4`]/g, "'")
          .replace(/[\u201C\u201D\u201E\u2033]/g, '"')
          .replace(/[\u00A0\u2000-\u200A\u202F\u205F\u3000\t]/g, ' ')
          .replace(/[\u200B-\u200D\u2060\uFEFF]/g, ''),
      ),
    )
    .map((page) => relinkLabelColumns(repairVocabulary(repairWords(page))));
  return joinPageTexts(pages);
}

/**
 * Deposition transcripts number every line 1..25; those numbers would otherwise glue onto dates and
 * names ("2 of time, from July 15, 2018"). Only pages where most lines carry such a number are touched,
 * so numbered lists ("1. Rosa Nguyen, while employed ...") survive.
 */
export function stripTranscriptLineNumbers(page: string): string {
  const lines = page.split('\n');
  const lineNo = /^\s{0,4}(?:[1-9]|1\d|2[0-5])(?=\s|$)/;
  const numbered = lines.filter((l) => lineNo.test(l) && !/^\s*\d+\.\s/.test(l));
  const nonEmpty = lines.filter((l) => l.trim()).length;
  if (numbered.length < 10 || numbered.length < nonEmpty * 0.5) return page;
  return lines.map((l) => (/^\s*\d+\.\s/.test(l) ? l : l.replace(/^\s{0,4}(?:[1-9]|1\d|2[0-5])(?=\s|$) ?/, ''))).join('\n');
}

/** Collapses all whitespace (newlines included) to single spaces: for values that wrap across lines. */
export function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Splits normalised text into lines with their start offsets (needed to map line hits back to text). */
export interface Line {
  text: string;
  start: number;
  index: number;
}

export function toLines(text: string): Line[] {
  const out: Line[] = [];
  let start = 0;
  const parts = text.split('\n');
  parts.forEach((part, index) => {
    out.push({ text: part, start, index });
    start += part.length + 1;
  });
  return out;
}

/** Joins the pages the pipeline hands over (one string per page) into one normalised document text. */
export function joinPages(pages: readonly string[]): string {
  return normalizeText(pages.join(PAGE_SEPARATOR));
}
