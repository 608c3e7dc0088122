/**
 * The real development half as training documents (issue 31): each development document's page texts as the
 * service reads them (the read cache of inProcess.ts) with its labelled type (manifest.json), for
 * `npm run train -- --real-reads DIR` (packages/classify/scripts/lib/trainClassifier.ts) and the cross-validation
 * that chose its weight (trainCv.ts). A held-out source's document (REAL_HELD_OUT_REPOS) is never given: the
 * held-out half measures sources the model has never seen, so training on one would make that figure a lie;
 * assertDevelopmentOnly checks it on what is returned.
 */
import { titleFor } from '../../packages/classify/src/classify';
import type { RealTrainingDocument } from '../../packages/classify/scripts/lib/trainClassifier';
import { documentTitle } from '../../packages/pipeline/src/analysis/documentTitle';
import { type CachedRead, readCached } from './reads';
import { REAL_HELD_OUT_REPOS, type RealDocument, loadManifest, realHalf } from './source';

/** Throws when any of `docs` comes from a held-out source: nothing of the held-out half may be trained on. */
export function assertDevelopmentOnly(docs: ReadonlyArray<{ id: string; source: string }>): void {
  const held = docs.filter((d) => REAL_HELD_OUT_REPOS.includes(d.source));
  if (held.length)
    throw new Error(`real training set: ${held.length} document(s) of held-out sources (REAL_HELD_OUT_REPOS), e.g. ${held[0]!.id}; never trained on`);
}

/** Whether classifyDocument reads anything in the pages (it answers `unknown` without the model otherwise). */
const readable = (pages: readonly string[]) => pages.some((p) => /[A-Za-z0-9]{2}/.test(p));

/** A cached read as the classifier reads it: its pages and the type of the title classifyDocument reads (analyze.ts). */
export function asTrainingDocument(doc: Pick<RealDocument, 'id' | 'repo' | 'document_type'>, read: CachedRead): RealTrainingDocument {
  const own = documentTitle(read.pages, read.layouts);
  const titleType = titleFor(read.pages, own?.fromLayout ? own.text : undefined)?.type;
  return { id: doc.id, source: doc.repo, label: doc.document_type, pages: read.pages, ...(titleType ? { titleType } : {}) };
}

/**
 * The development half's documents from the read cache `cache`, in manifest order; those with nothing readable are
 * left out (the model never sees them). Every development document must be cached (a partial cache would train
 * another model than the one committed): throws naming how many are missing, unless `allowMissing`.
 */
export function developmentTrainingSet(cache: string, opts: { manifest?: RealDocument[]; allowMissing?: boolean } = {}): RealTrainingDocument[] {
  const dev = (opts.manifest ?? loadManifest()).filter((d) => realHalf(d) === 'development');
  const missing: string[] = [];
  const out: RealTrainingDocument[] = [];
  for (const doc of dev) {
    const read = readCached(cache, doc.id);
    if (!read) {
      missing.push(doc.id);
      continue;
    }
    if (readable(read.pages)) out.push(asTrainingDocument(doc, read));
  }
  if (missing.length && !opts.allowMissing) {
    throw new Error(
      `real training set: ${missing.length} of ${dev.length} development documents not in ${cache} (e.g. ${missing[0]}); ` +
        'build the set (eval/real/build.ts) and read it (node --import tsx eval/real/inProcess.ts) first',
    );
  }
  assertDevelopmentOnly(out);
  return out;
}

/** The development half's sources dealt into k folds of about equal documents (largest source first, to the lightest fold). */
export function sourceFolds(docs: ReadonlyArray<{ repo: string }>, k: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (const d of docs) counts.set(d.repo, (counts.get(d.repo) ?? 0) + 1);
  const sizes = new Array<number>(k).fill(0);
  const fold = new Map<string, number>();
  for (const [repo, n] of [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))) {
    const f = sizes.indexOf(Math.min(...sizes));
    fold.set(repo, f);
    sizes[f]! += n;
  }
  return fold;
}

/**
 * The development half's cached reads dealt into `k` folds of whole sources, for cross-validation (trainCv.ts,
 * confidenceCv.ts): the development documents (`dev`), those read (`scored`), their reads, the readable ones as training documents, and each
 * source's fold.
 */
export function developmentFolds(
  cache: string,
  k: number,
): { dev: RealDocument[]; scored: RealDocument[]; reads: Map<string, CachedRead>; train: RealTrainingDocument[]; fold: Map<string, number> } {
  const dev = loadManifest().filter((d) => realHalf(d) === 'development');
  const reads = new Map<string, CachedRead>();
  for (const d of dev) {
    const read = readCached(cache, d.id);
    if (read) reads.set(d.id, read);
  }
  const scored = dev.filter((d) => reads.has(d.id));
  const train = developmentTrainingSet(cache, { allowMissing: true });
  assertDevelopmentOnly(train);
  return { dev, scored, reads, train, fold: sourceFolds(scored, k) };
}
