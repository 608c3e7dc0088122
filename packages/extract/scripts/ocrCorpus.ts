/**
 * Dev helper (not part of the library): OCR the image-only dev corpus PDFs (`-scan` docs and batches)
 * with the same engine settings the product uses, so the extractors can be checked against real OCR noise.
 * Usage: node --import tsx packages/extract/scripts/ocrCorpus.ts <outDir> [file.pdf ...]
 */
import { readFileSync, writeFileSync, mkdirSync, readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { PDFiumLibrary } from '@hyzyla/pdfium';
import sharp from 'sharp';
import { createWorker, PSM } from 'tesseract.js';

const require = createRequire(import.meta.url);
const corpus = '/work/shared/corpus/dev';
const outDir = process.argv[2] ?? '/tmp/ocr-corpus';
mkdirSync(outDir, { recursive: true });
let files = process.argv.slice(3);
if (files.length === 0) {
  files = [
    ...readdirSync(join(corpus, 'docs')).filter((f) => f.endsWith('-scan.pdf')).map((f) => join(corpus, 'docs', f)),
    ...readdirSync(join(corpus, 'batches')).filter((f) => f.endsWith('.pdf')).map((f) => join(corpus, 'batches', f)),
  ];
}
const langPath = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
const lib = await PDFiumLibrary.init();
const worker = await createWorker('eng', 1, { langPath, gzip: true, cacheMethod: 'none' });
await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO });
for (const file of files) {
  const doc = await lib.loadDocument(readFileSync(file));
  const pages: string[] = [];
  for (const page of doc.pages()) {
    const r = await page.render({ scale: 200 / 72, render: 'bitmap', colorSpace: 'BGRA' });
    const png = await sharp(Buffer.from(r.data), { raw: { width: r.width, height: r.height, channels: 4 } })
      .greyscale()
      .png()
      .toBuffer();
    const { data } = await worker.recognize(png, { rotateAuto: true });
    pages.push(data.text);
  }
  doc.destroy();
  writeFileSync(join(outDir, basename(file, '.pdf') + '.txt'), pages.join('\n\f\n'));
  console.log('done', file, pages.length);
}
await worker.terminate();
lib.destroy();
