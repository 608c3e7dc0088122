/**
 * Dev helper (not part of the library): robustness check. Applies seeded, OCR-like corruption to the dev
 * corpus text docs (look-alike glyph swaps, dropped/doubled spaces, stray marks, broken line joins) and
 * reports how ADJ, claimant and date scores degrade compared with the clean text.
 *
 *   node --import tsx packages/extract/scripts/noiseDev.ts [rate=0.02] [seeds=5] [--insertions]
 */
import { extractAll } from '../src/index';
import { PAGE_BREAK, textDocs } from './devCorpus';

const rate = Number(process.argv[2] ?? 0.02);
const seeds = Number(process.argv[3] ?? 5);
/** Stray marks inserted inside tokens: much harsher than what Tesseract produces on these scans. */
const insertions = process.argv.includes('--insertions');
const docs = await textDocs();

function rng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

const SWAPS: Record<string, string[]> = {
  '0': ['O', 'o'],
  O: ['0'],
  o: ['0'],
  '1': ['l', 'I', '|'],
  l: ['1', 'I'],
  I: ['l', '1'],
  '5': ['S'],
  S: ['5'],
  '8': ['B'],
  B: ['8'],
  m: ['rn'],
  e: ['c'],
  ',': ['.'],
  '.': [','],
};

function corrupt(text: string, r: () => number): string {
  let out = '';
  for (const ch of text) {
    const x = r();
    if (x < rate && SWAPS[ch]) out += SWAPS[ch]![Math.floor(r() * SWAPS[ch]!.length)]!;
    else if (x < rate * 1.3 && ch === ' ') out += r() < 0.3 ? '' : '  ';
    else if (insertions && x < rate * 1.35) out += ch + (r() < 0.5 ? "'" : '|');
    else out += ch;
  }
  return out;
}

const norm = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
for (const noisy of [false, true]) {
  let adjTp = 0,
    adjFp = 0,
    adjFn = 0,
    claimOk = 0,
    claimN = 0,
    dTp = 0,
    dFp = 0,
    dFn = 0;
  for (const { c, pages } of docs) {
    const clean = pages.join(PAGE_BREAK);
    for (let s = 0; s < (noisy ? seeds : 1); s++) {
      const text = noisy ? corrupt(clean, rng(s * 7919 + c.id.length)) : clean;
      const r = extractAll(text.split(PAGE_BREAK), { cases: c.request.cases });
      const want = new Set((c.expect.adj_numbers ?? []).map((a) => a.number));
      const got = new Set(r.adjNumbers.map((a) => a.number));
      for (const g of got) want.has(g) ? adjTp++ : adjFp++;
      for (const w of want) if (!got.has(w)) adjFn++;
      for (const a of c.expect.adj_numbers ?? []) {
        const g = r.adjNumbers.find((x) => x.number === a.number);
        if (!g) continue;
        claimN++;
        if (norm(g.claimant_name) === norm(a.claimant_name)) claimOk++;
      }
      const ign = new Set(c.expect.dates_ignore ?? []);
      const wd = new Set((c.expect.dates ?? []).map((d) => `${d.date}|${d.type}`));
      const gd = new Set(r.dates.filter((d) => d.type !== 'other' && !ign.has(d.date)).map((d) => `${d.date}|${d.type}`));
      for (const g of gd) wd.has(g) ? dTp++ : dFp++;
      for (const w of wd) if (!gd.has(w)) dFn++;
    }
  }
  const f1 = (tp: number, fp: number, fn: number) => ((2 * tp) / Math.max(1, 2 * tp + fp + fn)).toFixed(3);
  console.log(
    `${noisy ? `noisy (rate ${rate}, ${seeds} seeds)` : 'clean'}: ADJ F1 ${f1(adjTp, adjFp, adjFn)} (fp ${adjFp} fn ${adjFn}), claimant ${(claimOk / Math.max(1, claimN)).toFixed(3)}, dates F1 ${f1(dTp, dFp, dFn)} (fp ${dFp} fn ${dFn})`,
  );
}
