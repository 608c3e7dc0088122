/**
 * Which English model each OCR engine should read with, by measurement: every (engine, model) pair
 * reads the dev corpus's scanned documents (`-scan.pdf`, each with its text twin, the same document
 * with a text layer: the truth), page by page at the service's 200 DPI through the service's own
 * pool (one worker, so no page is cut into bands), and the script prints word precision / recall / F1
 * against the twin and the CPU seconds a page took: the native processes' CPU (the kernel's count of
 * waited-for children, /proc/self/stat) or this process's (the wasm threads'), which on a shared
 * machine is steadier than the wall clock. Pages go round-robin over the pairs so a slow minute of
 * the machine falls on all of them. Usage:
 *   node --import tsx packages/vision/scripts/compareModels.ts [--corpus <dev dir>] [--pages N]
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openPdf, type GrayImage } from '@wcab/pdf';
import { findCorpusDir } from '@wcab/testkit';
import { nativeEngine, nativeUnavailable, OCR_MODELS, OcrPool, spawnedCpuSeconds, wasmEngine, type OcrModelName } from '@wcab/vision';
import { modelFile } from '../src/ocrModels';

const { values } = parseArgs({ options: { corpus: { type: 'string' }, pages: { type: 'string' } } });
const dev = values.corpus ?? path.join(findCorpusDir() ?? '', 'dev');
const docsDir = path.join(dev, 'docs');
if (!fs.existsSync(docsDir)) throw new Error(`no corpus at ${dev} (--corpus <dev dir>)`);
const maxPages = Number(values.pages) || Infinity;

const words = (text: string) => text.toUpperCase().match(/[A-Z0-9][A-Z0-9'.,:/-]*[A-Z0-9]|[A-Z0-9]/g) ?? [];
function overlap(truth: string[], read: string[]): number {
  const counts = new Map<string, number>();
  for (const w of truth) counts.set(w, (counts.get(w) ?? 0) + 1);
  let hit = 0;
  for (const w of read) {
    const n = counts.get(w) ?? 0;
    if (n > 0) {
      hit++;
      counts.set(w, n - 1);
    }
  }
  return hit;
}

/** CPU seconds of this process and of its waited-for children (and of the native engine's, started through its spawner). */
function cpuSeconds(): { self: number; children: number } {
  const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  const tick = 100; // USER_HZ
  const u = process.cpuUsage();
  return { self: (u.user + u.system) / 1e6, children: (Number(fields[13]) + Number(fields[14])) / tick + spawnedCpuSeconds() };
}

interface Page {
  name: string;
  image: GrayImage;
  truth: string[];
}

const pages: Page[] = [];
for (const file of fs
  .readdirSync(docsDir)
  .filter((f) => f.endsWith('-scan.pdf'))
  .sort()) {
  const twinFile = path.join(docsDir, file.replace(/-scan\.pdf$/, '.pdf'));
  if (!fs.existsSync(twinFile)) continue;
  const scan = await openPdf(fs.readFileSync(path.join(docsDir, file)));
  const twin = await openPdf(fs.readFileSync(twinFile));
  for (let i = 0; i < scan.pageCount && i < twin.pageCount && pages.length < maxPages; i++) {
    pages.push({ name: `${file}#${i + 1}`, image: await scan.renderPage(i, { dpi: 200 }), truth: words(twin.pageText(i)) });
  }
  scan.close();
  twin.close();
}

const native = !nativeUnavailable();
const pairs = [
  ...OCR_MODELS.filter((m) => modelFile(m)).map((model) => ({ engine: 'wasm' as const, model })),
  ...(native ? OCR_MODELS.filter((m) => modelFile(m)).map((model) => ({ engine: 'native' as const, model })) : []),
];
const pools = await Promise.all(
  pairs.map((p) => OcrPool.create({ size: 1, engine: p.engine === 'wasm' ? wasmEngine(p.model) : nativeEngine({ model: p.model as OcrModelName }) })),
);
const totals = pairs.map(() => ({ truth: 0, read: 0, hit: 0, cpu: 0, wall: 0 }));
console.log(`${pages.length} scanned pages of ${docsDir}; pairs: ${pairs.map((p) => `${p.engine}/${p.model}`).join(', ')}`);
for (const [i, page] of pages.entries()) {
  const order = pairs.map((_, k) => (k + i) % pairs.length); // who goes first rotates
  for (const k of order) {
    const before = cpuSeconds();
    const t = performance.now();
    const result = await pools[k]!.recognize(page.image);
    const wall = (performance.now() - t) / 1000;
    const after = cpuSeconds();
    const read = words(result.text);
    const total = totals[k]!;
    total.truth += page.truth.length;
    total.read += read.length;
    total.hit += overlap(page.truth, read);
    total.cpu += pairs[k]!.engine === 'native' ? after.children - before.children : after.self - before.self;
    total.wall += wall;
  }
  process.stderr.write(`\r${i + 1}/${pages.length} pages`);
}
await Promise.all(pools.map((p) => p.terminate()));
console.log('');
console.table(
  Object.fromEntries(
    pairs.map((p, k) => {
      const t = totals[k]!;
      const precision = t.hit / t.read;
      const recall = t.hit / t.truth;
      return [
        `${p.engine} / ${p.model}`,
        {
          'word precision': precision.toFixed(4),
          'word recall': recall.toFixed(4),
          'word F1': ((2 * precision * recall) / (precision + recall)).toFixed(4),
          'CPU s / page': (t.cpu / pages.length).toFixed(2),
          'wall s / page': (t.wall / pages.length).toFixed(2),
        },
      ];
    }),
  ),
);
