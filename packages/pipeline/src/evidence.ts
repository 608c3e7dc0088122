/**
 * Evidence for the fields of one analysed document (`options.evidence`): for each span an extractor
 * read, the page it is on, a snippet of the page's words around it and, on a text-layer page, the box
 * of its characters from PDFium. Spans index the normalised document text; sourceMap() takes them back
 * to the pages as they were read.
 */
import type { DocumentType, Evidence } from '@wcab/contract';
import { sourceMap, type SourceMap, type Span } from '@wcab/extract';
import type { PageTextBoxes, PdfDocument } from '@wcab/pdf';
import type { Analysis } from './analyze';

/** One page of the document as the analysis read it. */
export interface ReadPage {
  /** 0-based page of the PDF. */
  index: number;
  text: string;
  source: 'text' | 'ocr' | 'unread';
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
    const bbox = page.source === 'text' ? this.textBox(page, at.start, at.end) : undefined;
    return {
      page: page.index + 1,
      text: snippet(page.text, at.start, at.end),
      ...(bbox ? { bbox } : {}),
      source: page.source === 'text' ? 'text_layer' : 'ocr',
      confidence: span.confidence,
    };
  }

  /** The title or heading the document type was recognised by, with the classifier's confidence. */
  documentType(type: DocumentType, confidence: number): Evidence | undefined {
    const at = this.analysis.titleAt;
    if (!at || type === 'unknown') return undefined;
    const page = this.pages[at.page];
    if (!page || page.source === 'unread') return undefined;
    const line = lineHolding(page.text, at.line);
    if (!line) return undefined;
    const bbox = page.source === 'text' ? this.textBox(page, line.start, line.end) : undefined;
    return {
      page: page.index + 1,
      text: page.text.slice(line.start, line.end).replace(/\s+/g, ' ').trim(),
      ...(bbox ? { bbox } : {}),
      source: page.source === 'text' ? 'text_layer' : 'ocr',
      confidence,
    };
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
