/**
 * `npm run bench -- barcodes`: the barcode search as it runs (ZXing's readers only in the patches of a
 * page dense enough to hold a symbol: packages/vision/src/symbolRegions.ts) against the
 * whole-page search it narrows, on the same pages, one after the other. Prints, per set, the pages,
 * how many were searched whole anyway, the codes each search found, every code the narrowed search
 * missed, and ZXing's time a page for each. Sets, each when it is there:
 * - the real documents (eval/real/.docs, built by eval/real/build.ts), their first 4 pages;
 * - the shared corpus's scanned batches (../shared/corpus/dev/batches), every page;
 * - zxing-cpp's own sample images of 2D and linear codes (test/samples of a `fetch`ed zxing-cpp/zxing-cpp
 *   snapshot under BENCH_MIRROR, default /work/.mirror; read from git, never copied into the project),
 *   each pasted onto a scanned page of text at 200 DPI, enlarged when needed to 0.2 in on its short
 *   side (the smallest 2D separator the narrowed search is meant to find; a linear sample's bars are that
 *   tall or more), at two places on the page.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { type GrayImage, openPdf } from '@wcab/pdf';
import { decodeBarcodes } from '@wcab/vision';
import { symbolRegions } from '../packages/vision/src/symbolRegions';
import { buildShortDocsBatch } from './batch';

const ROOT = path.resolve(import.meta.dirname, '..');
const MIRROR = process.env.BENCH_MIRROR ?? '/work/.mirror';
const SAMPLE_SETS = [
  'aztec-1',
  'aztec-2',
  'datamatrix-1',
  'datamatrix-2',
  'datamatrix-3',
  'datamatrix-4',
  'pdf417-1',
  'pdf417-2',
  'pdf417-3',
  'qrcode-1',
  'qrcode-2',
  'qrcode-3',
  'qrcode-4',
  'qrcode-5',
  'qrcode-6',
  // Linear codes (issue 36: the linear readers look only in the dense patches too).
  'code39-1',
  'code39-2',
  'code39-3',
  'code93-1',
  'code128-1',
  'code128-2',
  'code128-3',
  'codabar-1',
  'codabar-2',
  'itf-1',
  'itf-2',
  'ean13-1',
  'ean8-1',
  'upca-1',
  'upce-1',
];

interface Tally {
  pages: number;
  searchedWhole: number;
  foundWhole: number;
  foundNarrowed: number;
  missed: string[];
  msWhole: number;
  msNarrowed: number;
}

export async function benchBarcodes(): Promise<void> {
  const rows: Record<string, Tally> = {};
  const realDir = path.join(ROOT, 'eval/real/.docs');
  if (fs.existsSync(realDir)) rows['real documents (first 4 pages)'] = await comparePdfs(realDir, 4);
  const batches = path.resolve(ROOT, '../shared/corpus/dev/batches');
  if (fs.existsSync(batches)) rows['shared corpus scanned batches'] = await comparePdfs(batches, Infinity);
  const zxing = path.join(MIRROR, 'zxing-cpp+zxing-cpp/repo');
  if (fs.existsSync(zxing)) rows["zxing-cpp's samples on a page of text"] = await compareSamples(zxing);
  if (Object.keys(rows).length === 0) console.log('bench barcodes: no set found (build eval/real, or fetch zxing-cpp/zxing-cpp)');
  console.log('\nbench barcodes: codes searched in dense patches only, against the whole page');
  console.table(
    Object.fromEntries(
      Object.entries(rows).map(([name, t]) => [
        name,
        {
          pages: t.pages,
          'searched whole': t.searchedWhole,
          'codes (whole page)': t.foundWhole,
          'codes (patches)': t.foundNarrowed,
          missed: t.missed.length,
          'ms a page (whole)': (t.msWhole / t.pages).toFixed(1),
          'ms a page (patches)': (t.msNarrowed / t.pages).toFixed(1),
        },
      ]),
    ),
  );
  for (const [name, t] of Object.entries(rows)) if (t.missed.length) console.log(`${name}: missed ${t.missed.join(', ')}`);
}

function tally(): Tally {
  return { pages: 0, searchedWhole: 0, foundWhole: 0, foundNarrowed: 0, missed: [], msWhole: 0, msNarrowed: 0 };
}

async function compare(t: Tally, img: GrayImage, label: string): Promise<void> {
  t.pages++;
  let started = performance.now();
  const whole = (await decodeBarcodes(img, { wholePage: true })).map((b) => b.text);
  t.msWhole += performance.now() - started;
  started = performance.now();
  const narrowed = (await decodeBarcodes(img)).map((b) => b.text);
  t.msNarrowed += performance.now() - started;
  if (symbolRegions(img) === undefined) t.searchedWhole++;
  t.foundWhole += whole.length;
  t.foundNarrowed += narrowed.filter((v) => whole.includes(v)).length;
  for (const value of whole) if (!narrowed.includes(value)) t.missed.push(`${label} (${value.slice(0, 24)})`);
}

async function comparePdfs(dir: string, maxPages: number): Promise<Tally> {
  const t = tally();
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.pdf'))
    .sort()) {
    const pdf = await openPdf(fs.readFileSync(path.join(dir, file))).catch(() => undefined);
    if (!pdf) continue;
    try {
      for (let i = 0; i < Math.min(pdf.pageCount, maxPages); i++) {
        const img = await pdf.renderPage(i, { dpi: 200 }).catch(() => undefined);
        if (img) await compare(t, { ...img, data: img.data.slice() }, `${file} p${i + 1}`);
      }
    } finally {
      pdf.close();
    }
  }
  return t;
}

async function compareSamples(repo: string): Promise<Tally> {
  const t = tally();
  const batch = await openPdf(await buildShortDocsBatch());
  const page = await batch.renderPage(2, { dpi: 200 }); // a scanned page of text
  const git = (...args: string[]) => execFileSync('git', ['--git-dir', gitDir(repo), ...args], { maxBuffer: 64 << 20 });
  for (const set of SAMPLE_SETS) {
    const listing = git('ls-tree', 'HEAD', `test/samples/${set}/`).toString().trim().split('\n').filter(Boolean);
    for (const line of listing) {
      const [, , blob, file] = line.split(/\s+/, 4) as [string, string, string, string];
      if (!/\.(png|jpe?g|gif|bmp)$/i.test(file)) continue;
      const sample = await samplePrinted(git('cat-file', 'blob', blob)).catch(() => undefined);
      if (!sample || sample.width > page.width - 120 || sample.height > 900) continue;
      for (const [x, y] of [
        [page.width - sample.width - 60, page.height - sample.height - 60],
        [80, 1200],
      ] as const) {
        const img: GrayImage = { ...page, data: page.data.slice() };
        for (let row = 0; row < sample.height; row++)
          img.data.set(sample.data.subarray(row * sample.width, (row + 1) * sample.width), (y + row) * img.width + x);
        await compare(t, img, `${set}/${path.basename(file)}`);
      }
    }
  }
  batch.close();
  return t;
}

/** The sample as grey pixels, enlarged (nearest neighbour, whole multiples) to at least 40 px (0.2 in at 200 DPI) on its short side. */
async function samplePrinted(bytes: Buffer): Promise<GrayImage> {
  const { info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const k = Math.max(1, Math.ceil(40 / Math.min(info.width, info.height)));
  const { data, info: out } = await sharp(bytes)
    .flatten({ background: '#ffffff' })
    .resize({ width: info.width * k, height: info.height * k, kernel: 'nearest' })
    .greyscale()
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: out.width, height: out.height, data: new Uint8Array(data.buffer, data.byteOffset, out.width * out.height), dpi: 200 };
}

function gitDir(repo: string): string {
  return fs.existsSync(path.join(repo, '.git')) ? path.join(repo, '.git') : repo;
}
