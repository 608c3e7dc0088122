/**
 * Splitting a stretch of pages (a sheetless batch, or the pages between two separator sheets) where a
 * new document starts, from the pages themselves. Pure: page texts in, documents and warnings out.
 *
 * Every boundary between two read pages gets the boundary model's calibrated probability
 * (boundaries/). At or above the threshold, and with cues that agree on a start (hasStartEvidence: a
 * page inside a long document shows at most one), the stretch is split there; otherwise, from half the threshold up, it is not split but reported, so a
 * person can look. A page that says it goes on with the one before (boundaries/continuation.ts: "Page 1 of 2" before
 * it, a sign-off or "the foregoing" at its top) is neither. A change of ADJ number always splits:
 * two cases never share a document. A page that was not read (past the OCR budget) gives no evidence,
 * so no boundary is placed on either side of it. Blank pages stay with the document before them, so
 * no page is lost. A page's cues are read after the page before it, so a running header they share is
 * not taken for a new title.
 */
import { boundaryFeatures, adjChanged, hasStartEvidence, sameAdj } from './boundaries/features';
import { boundaryProbability, committedBoundaryModel, type BoundaryModel } from './boundaries/model';
import { continuesPrevious } from './boundaries/continuation';
import { cuesAfter, type CueCache, type PageCues } from './boundaries/pageCues';
import type { PageKind, Segment } from './segment';

export type SplitBy = 'separator' | 'content';

export interface SplitSegment extends Segment {
  /** How the document's start was found: a separator sheet (or the batch's start), or its content. */
  splitBy: SplitBy;
  /** For a content split: the calibrated probability that a document starts there. */
  confidence?: number;
}

export interface BoundaryPage {
  kind: PageKind;
  /** The page's text; undefined when it was not read. */
  text?: string;
}

export interface UncertainBoundary {
  /** 1-based page that might start a new document. */
  page: number;
  confidence: number;
}

export interface ContentSplit {
  segments: SplitSegment[];
  uncertain: UncertainBoundary[];
}

export interface ContentSplitOptions {
  /** Probability at or above which a boundary splits. */
  threshold: number;
  /** The committed model unless given (the training script scores candidates). */
  model?: BoundaryModel;
  /** Cues already computed (the training script scores many thresholds on the same pages). */
  cache?: CueCache;
  /** Called with every boundary weighed (analysis scripts): its 1-based page, features, probability and whether it split. */
  onBoundary?: (page: number, x: number[], p: number, split: boolean) => void;
}

/** Chosen at training on the calibration families: the best F1 whose precision stays at 0.985 or more. */
export function defaultSplitThreshold(): number {
  return committedBoundaryModel().threshold ?? 0.5;
}

/** Splits each stretch of `segments` (found at separator sheets) where its content shows a new document. */
export function splitByContent(pages: BoundaryPage[], segments: Segment[], options: ContentSplitOptions): ContentSplit {
  const cache = options.cache ?? new Map();
  // A page's cues depend on the page read before it (the running header or footer they share).
  const cuesOf = (i: number, before: number | undefined) => cuesAfter(pages[i]!.text ?? '', before === undefined ? undefined : pages[before]!.text, cache);
  const out: ContentSplit = { segments: [], uncertain: [] };
  for (const segment of segments) splitStretch(pages, segment, options, cuesOf, out);
  return out;
}

function splitStretch(
  pages: BoundaryPage[],
  segment: Segment,
  options: ContentSplitOptions,
  cuesOf: (i: number, before: number | undefined) => PageCues,
  out: ContentSplit,
): void {
  let current: SplitSegment = { ...segment, splitBy: 'separator' };
  out.segments.push(current);
  let prev: PageCues | undefined;
  let prevIndex: number | undefined;
  let docAdj: string[] = [];
  let blankBetween = false;
  // Boundaries passed since the document last printed one of its ADJ numbers: when a page prints
  // another case's number, the document ended at the likeliest of them, not necessarily right here.
  let sinceAdj: Array<{ index: number; p: number }> = [];
  const startAt = (index: number, p: number) => {
    current.endPage = index; // the page before (1-based `index`), blank pages included
    current = { startPage: index + 1, endPage: segment.endPage, splitBy: 'content', confidence: round(p) };
    out.segments.push(current);
    out.uncertain = out.uncertain.filter((u) => u.page !== index + 1);
    docAdj = [];
    sinceAdj = [];
  };
  for (let i = segment.startPage - 1; i < segment.endPage; i++) {
    const page = pages[i]!;
    if (page.kind === 'blank') {
      blankBetween = true;
      continue;
    }
    if (page.text === undefined) {
      prev = undefined; // unread: no evidence on either side of it
      prevIndex = undefined;
      continue;
    }
    const cues = cuesOf(i, prevIndex);
    if (cues.blank) {
      blankBetween = true;
      continue;
    }
    if (prev) {
      const x = boundaryFeatures(prev, cues, { blankBetween, docAdj });
      const p = boundaryProbability(x, options.model ?? committedBoundaryModel());
      // A page that says it goes on with the one before is not reported as a possible start either.
      const continues = continuesPrevious(prev, cues);
      if (p >= options.threshold && hasStartEvidence(x, cues) && !continues) {
        startAt(i, p);
        options.onBoundary?.(i + 1, x, p, true);
      } else if (adjChanged(docAdj, cues.adj)) {
        const best = [...sinceAdj, { index: i, p }].reduce((a, b) => (b.p > a.p ? b : a));
        startAt(best.index, best.p);
        options.onBoundary?.(i + 1, x, p, best.index === i);
      } else {
        options.onBoundary?.(i + 1, x, p, false);
        sinceAdj.push({ index: i, p });
        if (p >= options.threshold / 2 && !continues) out.uncertain.push({ page: i + 1, confidence: round(p) });
      }
    }
    if (cues.adj.length) sinceAdj = [];
    for (const a of cues.adj) if (!docAdj.some((x) => sameAdj(x, a))) docAdj.push(a);
    prev = cues;
    prevIndex = i;
    blankBetween = false;
  }
}

const round = (p: number) => Math.round(p * 1000) / 1000;
