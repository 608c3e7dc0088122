/**
 * Dev helper (not part of the library): OCRs the image-only dev corpus PDFs (`-scan` docs and
 * batches) the way the service does (PDFium render at 200 DPI, the product's Tesseract pool with its
 * straightening and orientation retry), so the extractors can be scored against real OCR noise
 * (scoreDev.ts). Writes one text file a PDF, pages joined by PAGE_BREAK.
 *
 *   node --import tsx packages/extract/scripts/ocrCorpus.ts [outDir] [file.pdf ...]
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { openPdf } from '@wcab/pdf';
import { engineSelectionFromEnv, OcrPool, selectOcrEngine } from '@wcab/vision';
import { DEFAULT_OCR_DIR, devDir, PAGE_BREAK } from './devCorpus';

const outDir = process.argv[2] ?? DEFAULT_OCR_DIR;
mkdirSync(outDir, { recursive: true });
const dev = devDir();
let files = process.argv.slice(3);
if (files.length === 0) {
  files = [
    ...readdirSync(join(dev, 'docs'))
      .filter((f) => f.endsWith('-scan.pdf'))
      .map((f) => join(dev, 'docs', f)),
    ...readdirSync(join(dev, 'batches'))
      .filter((f) => f.endsWith('.pdf'))
      .map((f) => join(dev, 'batches', f)),
  ];
}
const pool = await OcrPool.create({ engine: selectOcrEngine(engineSelectionFromEnv(process.env)) });
try {
  for (const file of files) {
    const pdf = await openPdf(readFileSync(file));
    try {
      const pages: string[] = [];
      // One page at a time (the pool still reads a page's bands on every core): a batch's rasters never pile up.
      for (let i = 0; i < pdf.pageCount; i++) pages.push((await pool.recognize(await pdf.renderPage(i, { dpi: 200 }))).text);
      writeFileSync(join(outDir, basename(file, '.pdf') + '.txt'), pages.join(PAGE_BREAK));
      console.log('done', file, pages.length);
    } finally {
      pdf.close();
    }
  }
} finally {
  await pool.terminate();
}
