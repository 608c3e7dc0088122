/**
 * `node --import tsx eval/real/splitInProcess.ts [--cache DIR] [--thresholds 0.75,0.9] [--cuts]`: the automatic
 * splitting check (splitCheck.ts) without the service, in seconds: every document of 2 to 40 pages in the read cache
 * (inProcess.ts fills it) is one document, split by content (the boundary model on its pages' texts) as a sheetless
 * batch would be, and the share kept whole is printed by half (source.ts splitHalf), at each threshold asked for.
 * `--cuts` names the development half's cut documents and where they were cut; the held-out half's are counted only.
 *
 * The cache holds the pages /v1/classify read: a scanned page its read plan left is empty here (a blank page, which
 * never starts a document), where the batch would read it whole; such documents are counted apart. It agrees with the
 * service (2026-11-30): of the three sources the splitting was tuned on, 57 of 59 kept whole by both; of every other
 * source, 0.814 in-process against 0.803 through the service.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Command } from 'commander';
import { defaultSplitThreshold, splitByContent } from '../../packages/pipeline/src/split/contentBoundaries';
import { segmentPages, type PageKind } from '../../packages/pipeline/src/split/segment';
import { MAX_PAGES } from './splitCheck';
import { loadManifest, splitHalf } from './source';

new Command()
  .name('real-split-in-process')
  .option('--cache <dir>', 'the read cache (inProcess.ts)', '/tmp/wcab-real-reads')
  .option('--thresholds <list>', 'split thresholds to score, comma-separated (default: the model threshold)')
  .option('--cuts', "name the development half's cut documents")
  .action((opts: { cache: string; thresholds?: string; cuts?: boolean }) => {
    const docs = loadManifest().flatMap((doc) => {
      const file = path.join(opts.cache, `${doc.id}.json`);
      if (!fs.existsSync(file)) return [];
      const pages = (JSON.parse(fs.readFileSync(file, 'utf8')) as { pages: string[] }).pages;
      return pages.length >= 2 && pages.length <= MAX_PAGES ? [{ doc, pages }] : [];
    });
    const thresholds = opts.thresholds ? opts.thresholds.split(',').map(Number) : [defaultSplitThreshold()];
    const cache = new Map();
    for (const threshold of thresholds) {
      const tally = new Map<string, { whole: number; all: number }>();
      const cuts: string[] = [];
      for (const { doc, pages } of docs) {
        const kinds: PageKind[] = pages.map((p) => (p.trim() ? 'content' : 'blank'));
        const { segments } = splitByContent(
          pages.map((text, i) => ({ kind: kinds[i]!, text })),
          segmentPages(kinds),
          { threshold, cache },
        );
        const half = splitHalf(doc);
        const key = `${half}${kinds.includes('blank') ? ' (pages not read or blank)' : ''}`;
        const t = tally.get(key) ?? { whole: 0, all: 0 };
        tally.set(key, { whole: t.whole + (segments.length === 1 ? 1 : 0), all: t.all + 1 });
        if (segments.length > 1 && half === 'development') {
          const at = segments.slice(1).map((s) => `${s.startPage} (${s.confidence?.toFixed(2)})`);
          cuts.push(`  ${doc.id}: ${pages.length} pages cut at ${at.join(', ')} (${doc.document_type})`);
        }
      }
      console.log(`threshold ${threshold}: kept whole`);
      for (const [key, { whole, all }] of [...tally].sort()) console.log(`  ${key}: ${whole} of ${all} (${(whole / all).toFixed(3)})`);
      if (opts.cuts) console.log(cuts.join('\n'));
    }
  })
  .parse();
