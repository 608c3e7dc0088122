/**
 * Page texts of the dev corpus's text PDFs, read with @wcab/pdf (the text layer; scans are skipped, their
 * text is the same document's). For checks only (the generator's overlap, scripts/evaluate.ts): never training.
 * Returns undefined when the corpus is not beside the repository (a fresh clone).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openPdf } from '@wcab/pdf';

import { findCorpusDir } from '@wcab/testkit';

/** The dev corpus as the tests find it (WCAB_CORPUS_DIR, ../shared/corpus beside the repository). */
export function defaultCorpusDir(): string | undefined {
  const root = findCorpusDir();
  return root ? join(root, 'dev') : undefined;
}

export interface CorpusDoc {
  id: string;
  /** expected document_type for classify cases; undefined for batches */
  label?: string;
  pages: string[];
}

interface ManifestCase {
  id: string;
  kind: string;
  file: string;
  scanned?: boolean;
  expect: { document_type?: string };
}

export async function readCorpusText(dir = defaultCorpusDir()): Promise<CorpusDoc[] | undefined> {
  if (!dir) return undefined;
  const manifestPath = join(dir, 'manifest.json');
  if (!existsSync(manifestPath)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ManifestCase[];
  const out: CorpusDoc[] = [];
  for (const c of manifest) {
    if (c.scanned) continue;
    const doc = await openPdf(new Uint8Array(readFileSync(join(dir, c.file))));
    try {
      const pages = Array.from({ length: doc.pageCount }, (_, i) => doc.pageText(i));
      if (pages.join('').trim().length === 0) continue;
      out.push({ id: c.id, ...(c.kind === 'classify' && c.expect.document_type ? { label: c.expect.document_type } : {}), pages });
    } finally {
      doc.close();
    }
  }
  return out;
}
