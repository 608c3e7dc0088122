/**
 * `node --import tsx eval/real/texts.ts --out DIR [--docs eval/real/.docs]`: writes each built
 * document's page texts as the service reads them (text layer where usable, OCR where not) to
 * DIR/<id>.txt, pages separated by "\n\f\n", plus DIR/labels.json ({id: document_type}). For
 * looking at what the classifier is given without running the service.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Command } from 'commander';
import { openPdf } from '@wcab/pdf';
import { closeOcr } from '../../packages/pipeline/src/read/ocr';
import { readPages } from '../../packages/pipeline/src/read/pageText';
import { settingsContext } from '../../packages/pipeline/src/context/jobContext';
import { loadJobSettings } from '@wcab/config/job';
import { DEFAULT_OUT, loadManifest } from './source';

const program = new Command()
  .name('real-set-texts')
  .requiredOption('--out <dir>', 'where the .txt files and labels.json go')
  .option('--docs <dir>', 'the built PDFs (eval/real/build.ts)', DEFAULT_OUT)
  .option('--ocr-budget <n>', 'most pages to OCR per document', (v) => Number(v), 20)
  .option('--keep', 'keep a text file that is newer than its PDF (only read what changed)')
  .action(async (opts: { out: string; docs: string; ocrBudget: number; keep?: boolean }) => {
    fs.mkdirSync(opts.out, { recursive: true });
    const labels: Record<string, string> = {};
    // Read as the service would here (OCR_ENGINE and the other settings of this environment).
    const ctx = settingsContext(loadJobSettings(process.env));
    try {
      for (const doc of loadManifest()) {
        const file = path.join(opts.docs, `${doc.id}.pdf`);
        if (!fs.existsSync(file)) {
          console.warn(`${doc.id}: not built, skipped`);
          continue;
        }
        labels[doc.id] = doc.document_type;
        const txt = path.join(opts.out, `${doc.id}.txt`);
        if (opts.keep && fs.existsSync(txt) && fs.statSync(txt).mtimeMs > fs.statSync(file).mtimeMs) continue;
        const pdf = await openPdf(new Uint8Array(fs.readFileSync(file)));
        try {
          const pages = await readPages(pdf, { ocrBudget: opts.ocrBudget }, ctx);
          fs.writeFileSync(txt, pages.map((p) => p.text).join('\n\f\n'));
        } finally {
          pdf.close();
        }
      }
    } finally {
      await closeOcr();
    }
    fs.writeFileSync(path.join(opts.out, 'labels.json'), JSON.stringify(labels, null, 2) + '\n');
    console.log(`wrote ${Object.keys(labels).length} text file(s) to ${opts.out}`);
  });

await program.parseAsync(process.argv);
