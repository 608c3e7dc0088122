/**
 * The real set's read cache (inProcess.ts writes it): each document as /v1/classify reads it, and the outcome the
 * service would give from such a read. Shared by inProcess.ts, the training set (trainingSet.ts) and the
 * cross-validation of training on it (trainCv.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Model } from '@wcab/classify';
import type { Word } from '@wcab/layout';
import { analyzeText } from '../../packages/pipeline/src/analysis/analyze';
import { reviewField, typeProbability } from '../../packages/pipeline/src/review/reviewField';
import type { RealOutcome } from './score';
import { type RealDocument, realHalf } from './source';

/** One document as the service reads it: its page texts and each page's positioned words. */
export interface CachedRead {
  pages: string[];
  layouts: (Word[] | undefined)[];
  /** Whether OCR could not read its print (review/legibility.ts, from the words' confidences); absent in older caches. */
  illegible?: boolean;
}

export const cachedReadPath = (cache: string, id: string) => path.join(cache, `${id}.json`);

export function readCached(cache: string, id: string): CachedRead | undefined {
  const file = cachedReadPath(cache, id);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as CachedRead) : undefined;
}

/** The outcome the service run would give, from a cached read (`model`: another document-type model than the shipped one). */
export function outcomeOf(read: CachedRead, doc: RealDocument, model?: Model): RealOutcome {
  const a = analyzeText(read.pages, undefined, read.layouts, undefined, model);
  const review = reviewField(typeProbability(a), { illegible: read.illegible === true }).review === true;
  return {
    id: doc.id,
    expected: doc.document_type,
    actual: a.documentType,
    confidence: a.confidence,
    ...(review ? { review: true } : {}),
    note: doc.note,
    half: realHalf(doc),
    labels: doc.labels,
    returned: {
      parties: a.parties,
      adjNumbers: a.adj.map((x) => x.number),
      dates: a.dates.map((d) => ({ date: d.date, type: d.type })),
    },
  };
}
