/**
 * The office simulation on the real-document set (eval/real, where built): an office's mail is one source's
 * documents of one genre (a repository and its labelled type: a court's e-mail notices, a clinic's bills, one
 * agency's decisions). The first k of each group are corrected (type and an office label), the group's other
 * documents and every other group's documents are answered again, over the shipped model and background
 * (the real documents were in neither). Groups of at least MIN_GROUP documents.
 *
 * Held-out discipline (eval/real/source.ts): groups whose source is in the held-out half are scored in one
 * aggregate; only the development half's groups are printed one by one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadJobSettings } from '@wcab/config/job';
import { openPdf } from '@wcab/pdf';
import { settingsContext } from '../../packages/pipeline/src/context/jobContext';
import { closeOcr } from '../../packages/pipeline/src/read/ocr';
import { readPages } from '../../packages/pipeline/src/read/pageText';
import { DEFAULT_OUT, loadManifest, realHalf, type RealHalf } from '../real/source';
import { InProcessOffices } from './inProcess';
import { officeLabel, simulateOffice, type OfficeReport, type SimDoc } from './simulate';

/** Three corrected and at least one answered after them. */
const MIN_GROUP = 4;
/** Scanned pages read per document (the learned layer reads the first three pages; the type mostly the first). */
const OCR_PAGES = 3;

export type RealOfficeReport = Partial<Record<RealHalf, OfficeReport>>;

/** The built documents' page texts, read as the service reads them (text layer, OCR where it is unusable). */
async function readRealSet(docsDir: string): Promise<Array<SimDoc & { half: RealHalf }>> {
  const ctx = settingsContext(loadJobSettings(process.env));
  const out: Array<SimDoc & { half: RealHalf }> = [];
  try {
    for (const doc of loadManifest()) {
      const file = path.join(docsDir, `${doc.id}.pdf`);
      if (!fs.existsSync(file)) continue;
      const pdf = await openPdf(new Uint8Array(fs.readFileSync(file)));
      try {
        const pages = (await readPages(pdf, { ocrBudget: OCR_PAGES }, ctx)).map((p) => p.text);
        out.push({ id: doc.id, family: `${doc.repo} ${doc.document_type}`, label: doc.document_type, pages, half: realHalf(doc) });
      } finally {
        pdf.close();
      }
    }
  } finally {
    await closeOcr();
  }
  return out;
}

export async function runRealOffice(docsDir = DEFAULT_OUT): Promise<RealOfficeReport | undefined> {
  if (!fs.existsSync(docsDir)) return undefined;
  const docs = await readRealSet(docsDir);
  const groups = new Map<string, Array<SimDoc & { half: RealHalf }>>();
  for (const d of docs) groups.set(d.family, [...(groups.get(d.family) ?? []), d]);
  const corrected = [...groups].filter(([, list]) => list.length >= MIN_GROUP);
  const offices = InProcessOffices.withOfficeLabels(
    docs,
    corrected.map(([family]) => officeLabel(family)),
    {},
    true,
  );
  const others = (family: string) => docs.filter((d) => d.family !== family);
  const report: RealOfficeReport = {};
  for (const half of ['development', 'held-out'] as const) {
    const mine = new Map(corrected.filter(([, list]) => list[0]!.half === half));
    if (mine.size) report[half] = await simulateOffice(mine, others, (family) => offices.officeFor(family));
  }
  return report;
}
