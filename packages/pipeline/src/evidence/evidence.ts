/**
 * Evidence for the fields of one analysed document (`options.evidence`): for each span an extractor
 * read, the page it is on, a snippet of the page's words around it and, on a text-layer page, the box
 * of its characters from PDFium. Spans index the normalised document text; sourceMap() takes them back
 * to the pages as they were read.
 */
import { strongestCueLine } from '@wcab/classify';
import type { DocumentType, Evidence } from '@wcab/contract';
import { sourceMap, type SourceMap, type Span } from '@wcab/extract';
import type { PageTextBoxes, PdfDocument } from '@wcab/pdf';
import type { OcrWord } from '@wcab/vision';
import type { Analysis } from '../analysis/analyze';

/** One page of the document as the analysis read it. */
export interface ReadPage {
  /** 0-based page of the PDF. */
  index: number;
  text: string;
  source: 'text' | 'ocr' | 'unread';
  /** For an OCR'd page: its words' boxes in image pixels, and the render's pixels per point. */
  words?: readonly OcrWord[];
  pxPerPt?: number;
}

/** Characters of the page on either side of the value in a snippet (cut at line ends). */
const SNIPPET_REACH = 40;

export class EvidenceBuilder {
  private readonly map: SourceMap;
  private readonly boxes = new Map<number, PageTextBoxes | undefined>();

  constructor(
    private readonly pdf: PdfDocument,
    private readonly pages: readonly ReadPage[],
    private readonly analysis: Analysis,
  ) {
    this.map = sourceMap(
      pages.map((p) => p.text),
      analysis.text,
    );
  }

  /** Evidence of a span of the normalised text; undefined when it cannot be placed on a page. */
  of(span: Span | undefined): Evidence | undefined {
    if (!span) return undefined;
    const at = this.map.locate(span.start, span.end);
    const page = at && this.pages[at.page];
    if (!at || !page || page.source === 'unread') return undefined;
    const bbox = this.box(page, at.start, at.end);
    return {
      page: page.index + 1,
      text: snippet(page.text, at.start, at.end),
      ...(bbox ? { bbox } : {}),
      source: page.source === 'text' ? 'text_layer' : 'ocr',
      confidence: page.source === 'ocr' ? Math.min(span.confidence, ocrSureness(page, at.start, at.end)) : span.confidence,
    };
  }

  /**
   * The title or heading the document type was recognised by or, for a type decided without a title, the line
   * that counts most for it in the classifier; with the classifier's confidence.
   */
  documentType(type: DocumentType, confidence: number): Evidence | undefined {
    if (type === 'unknown') return undefined;
    const at = this.analysis.titleAt ?? strongestCueLine(this.analysis.pages, type, this.analysis.scores);
    if (!at) return undefined;
    const page = this.pages[at.page];
    if (!page || page.source === 'unread') return undefined;
    const line = lineHolding(page.text, at.line);
    if (!line) return undefined;
    const bbox = this.box(page, line.start, line.end);
    return {
      page: page.index + 1,
      text: page.text.slice(line.start, line.end).replace(/\s+/g, ' ').trim(),
      ...(bbox ? { bbox } : {}),
      source: page.source === 'text' ? 'text_layer' : 'ocr',
      confidence,
    };
  }

  private box(page: ReadPage, start: number, end: number): [number, number, number, number] | undefined {
    return page.source === 'text' ? this.textBox(page, start, end) : ocrBox(page, start, end);
  }

  /** Union of the boxes of the characters [start, end) of a text-layer page, rounded to 0.1 pt. */
  private textBox(page: ReadPage, start: number, end: number): [number, number, number, number] | undefined {
    if (!this.boxes.has(page.index)) {
      const read = this.pdf.pageTextBoxes(page.index);
      // The boxes belong to the text the analysis read only if it is the same text.
      this.boxes.set(page.index, read.text === page.text ? read : undefined);
    }
    const layer = this.boxes.get(page.index);
    if (!layer) return undefined;
    let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
    for (let i = start; i < end; i++) {
      const bx0 = layer.boxes[i * 4]!;
      if (Number.isNaN(bx0)) continue;
      x0 = Math.min(x0, bx0);
      y0 = Math.min(y0, layer.boxes[i * 4 + 1]!);
      x1 = Math.max(x1, layer.boxes[i * 4 + 2]!);
      y1 = Math.max(y1, layer.boxes[i * 4 + 3]!);
    }
    if (x0 === Infinity) return undefined;
    const r = (v: number) => Math.round(v * 10) / 10;
    return [r(x0), r(y0), r(x1), r(y1)];
  }
}

/** The words around [start, end) of a page: the value's line(s), cut to SNIPPET_REACH characters either side, whitespace squashed. */
export function snippet(text: string, start: number, end: number): string {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const lineEndAt = text.indexOf('\n', end);
  const lineEnd = lineEndAt < 0 ? text.length : lineEndAt;
  let from = Math.max(lineStart, start - SNIPPET_REACH);
  let to = Math.min(lineEnd, end + SNIPPET_REACH);
  // Whole words only.
  if (from > lineStart) from = text.indexOf(' ', from) + 1 || start;
  if (from > start) from = start;
  if (to < lineEnd) {
    const space = text.lastIndexOf(' ', to);
    to = space >= end ? space : to;
  }
  return text.slice(from, to).replace(/\s+/g, ' ').trim();
}

/** The first line of `text` that reads as `line` once whitespace is squashed (how the classifier read its lines). */
function lineHolding(text: string, line: string): { start: number; end: number } | undefined {
  const want = line.replace(/\s+/g, '').toLowerCase();
  let start = 0;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const one = lines[i]!;
    const two = `${one}${lines[i + 1] ?? ''}`;
    if (one.replace(/\s+/g, '').toLowerCase() === want) return { start, end: start + one.length };
    if (two.replace(/\s+/g, '').toLowerCase() === want) return { start, end: start + one.length + 1 + (lines[i + 1]?.length ?? 0) };
    start += one.length + 1;
  }
  return undefined;
}

/**
 * The words of an OCR'd page that hold [start, end) of its text. Tesseract's words come in the order its
 * text prints them: each is found in the text after the one before. Worked out per call (a page's few
 * hundred words, for a handful of fields): nothing is kept beside the page between jobs.
 */
function ocrWordsAt(page: ReadPage, start: number, end: number): OcrWord[] {
  if (!page.words?.length) return [];
  const found: OcrWord[] = [];
  let cursor = 0;
  for (const word of page.words) {
    const w = word.text.trim();
    if (!w) continue;
    const at = page.text.indexOf(w, cursor);
    // A word the text does not hold there (the text was normalised apart from its words): skip it, keep the place.
    if (at < 0 || at - cursor > 200) continue;
    if (at + w.length > start && at < end) found.push(word);
    cursor = at + w.length;
    if (at >= end) break;
  }
  return found;
}

/** The union of the boxes of the OCR's words holding [start, end), in points. */
function ocrBox(page: ReadPage, start: number, end: number): [number, number, number, number] | undefined {
  const words = ocrWordsAt(page, start, end);
  if (!words.length || !page.pxPerPt) return undefined;
  const r = (v: number) => Math.round((v / page.pxPerPt!) * 10) / 10;
  return [
    r(Math.min(...words.map((w) => w.bbox.x0))),
    r(Math.min(...words.map((w) => w.bbox.y0))),
    r(Math.max(...words.map((w) => w.bbox.x1))),
    r(Math.max(...words.map((w) => w.bbox.y1))),
  ];
}

/**
 * How sure the OCR was of the words a value was read from: Tesseract's confidence (0-100) of the least
 * sure of them, as 0-1. A value is never surer than its least sure word; 1 when the words are not known
 * (no limit to apply).
 */
function ocrSureness(page: ReadPage, start: number, end: number): number {
  const words = ocrWordsAt(page, start, end);
  return words.length ? Math.round(Math.min(...words.map((w) => w.confidence))) / 100 : 1;
}
