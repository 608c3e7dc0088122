/**
 * Automatic splitting on real documents: every built document of the real set is ONE document, so
 * `/v1/analyze-batch` should give it back whole. It is sent without a `split` option: it has no separator sheet,
 * so it is split automatically by default (as with `split: auto`), which is what an office's sheetless scan gets. Each piece beyond the first is a wrong
 * split. This is the check the generated batches cannot give. It is reported for the two halves of the set
 * apart (source.ts, splitHalf: the real set's own halves): the development half, whose cut documents are named, and the
 * held-out half, never read, whose figure is the one to trust (floored in eval/floors.ts where built).
 */
import fs from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import type { BatchCase } from '../corpus';
import { mapLimit, sendCase, type Service } from '../service';
import { keptWholeShare } from '../floors';
import { builtDocuments } from './run';
import { splitHalf, type SplitHalf } from './source';

/** Longer documents cost a full OCR of every scanned page under `auto`; the check keeps to these. */
export const MAX_PAGES = 40;

export interface RealSplitFigures {
  /** Multi-page documents sent. */
  documents: number;
  /** Of them, given back as one document. */
  keptWhole: number;
  /** Documents returned in all (a perfect splitter returns `documents`). */
  returned: number;
  failed: number;
  cut: Array<{ id: string; pages: number; pieces: number }>;
}

export type RealSplitCheck = Record<SplitHalf, RealSplitFigures>;

export async function runRealSplitCheck(service: Service, concurrency: number): Promise<RealSplitCheck | undefined> {
  const { built } = builtDocuments();
  const candidates: Array<{ id: string; file: string; pages: number; half: SplitHalf }> = [];
  for (const { doc, file } of built) {
    const pages = await pageCount(file);
    if (pages >= 2 && pages <= MAX_PAGES) candidates.push({ id: doc.id, file, pages, half: splitHalf(doc) });
  }
  if (!candidates.length) return undefined;
  const results = await mapLimit(candidates, concurrency, async (c) => {
    const asBatch: BatchCase = {
      id: c.id,
      kind: 'batch',
      file: c.file,
      page_count: c.pages,
      request: { options: {} },
      expect: { separator_pages: [], documents: [] },
    };
    const out = await sendCase(service, asBatch, new Uint8Array(fs.readFileSync(c.file)));
    const pieces = out.ok ? (out.data as { documents: unknown[] }).documents.length : 0;
    return { ...c, ok: out.ok, pieces };
  });
  const figures = (half: SplitHalf): RealSplitFigures => {
    const mine = results.filter((r) => r.half === half);
    const answered = mine.filter((r) => r.ok);
    return {
      documents: answered.length,
      keptWhole: answered.filter((r) => r.pieces === 1).length,
      returned: answered.reduce((n, r) => n + r.pieces, 0),
      failed: mine.length - answered.length,
      cut: answered.filter((r) => r.pieces > 1).map((r) => ({ id: r.id, pages: r.pages, pieces: r.pieces })),
    };
  };
  return { development: figures('development'), 'held-out': figures('held-out') };
}

export function printRealSplitCheck(s: RealSplitCheck): void {
  const halves = Object.entries(s) as Array<[SplitHalf, RealSplitFigures]>;
  const failed = halves.reduce((n, [, f]) => n + f.failed, 0);
  console.log(
    `\n== real documents through analyze-batch, split by default (auto: no separator sheet; single documents of 2-${MAX_PAGES} pages, by source: development and held-out halves; ${failed} failed) ==`,
  );
  console.table(
    Object.fromEntries(
      halves.map(([half, f]) => [
        half,
        {
          documents: f.documents,
          'kept whole': Number(keptWholeShare(f).toFixed(3)),
          'documents returned per document': f.documents ? Number((f.returned / f.documents).toFixed(2)) : 0,
        },
      ]),
    ),
  );
  // Only the development half's cuts are named: the held-out half is read as figures, never document by document.
  const dev = s.development;
  if (dev.cut.length) console.log(`cut (development): ${dev.cut.map((c) => `${c.id} (${c.pages} pages -> ${c.pieces})`).join(', ')}`);
  if (s['held-out'].cut.length) console.log(`cut (held-out): ${s['held-out'].cut.length} document(s), not named`);
}

async function pageCount(file: string): Promise<number> {
  // pdf-lib reports every object it repairs on the console; real files have many, and they are not ours to print.
  const warn = console.warn;
  const log = console.log;
  console.warn = console.log = () => {};
  try {
    return (await PDFDocument.load(fs.readFileSync(file), { ignoreEncryption: true, updateMetadata: false })).getPageCount();
  } catch {
    return 0; // unreadable here: the service's own answer for it is scored by the type check
  } finally {
    console.warn = warn;
    console.log = log;
  }
}
