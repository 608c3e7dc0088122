/**
 * The dev scripts' view of the dev corpus (not part of the library): its manifest, and each
 * document's page texts as the service gets them: the PDF's text layer read by PDFium, or, for an
 * image-only PDF, the OCR dump ocrCorpus.ts wrote (pages joined by PAGE_BREAK) when there is one.
 * The corpus is found as the tests find it (WCAB_CORPUS_DIR, ../shared/corpus).
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Case } from '@wcab/contract';
import { openPdf } from '@wcab/pdf';
import { findCorpusDir } from '@wcab/testkit';

/** Separates pages in an OCR dump. */
export const PAGE_BREAK = '\n\f\n';
/** Where ocrCorpus.ts writes its dumps unless told otherwise. */
export const DEFAULT_OCR_DIR = '/tmp/ocr-corpus';

export interface DevCase {
  id: string;
  kind: 'classify' | 'batch';
  file: string;
  scanned?: boolean;
  request: { cases?: Case[] };
  expect: {
    adj_numbers?: { number: string; claimant_name: string; employer: string }[];
    case_numbers?: string[];
    parties_required?: string[];
    dates?: { date: string; type: string; location?: string }[];
    dates_ignore?: string[];
    documents?: {
      start_page: number;
      end_page: number;
      applicant_name: string;
      adj_numbers: string[];
      document_date: string;
      calendar_dates: { date: string; time: string; type: string }[];
      template: string;
    }[];
  };
}

export function devDir(): string {
  const corpus = findCorpusDir();
  if (!corpus) throw new Error('No corpus: set WCAB_CORPUS_DIR or check out ../shared/corpus');
  return join(corpus, 'dev');
}

export function devCases(): DevCase[] {
  return JSON.parse(readFileSync(join(devDir(), 'manifest.json'), 'utf8')) as DevCase[];
}

/** The text-layer documents of the classify cases, with their pages. */
export async function textDocs(): Promise<{ c: DevCase; pages: string[] }[]> {
  const docs: { c: DevCase; pages: string[] }[] = [];
  for (const c of devCases()) {
    if (c.kind === 'classify' && !c.scanned) docs.push({ c, pages: await textLayer(c) });
  }
  return docs;
}

/** A document's page texts: its text layer, or for an image-only PDF the OCR dump in `ocrDir`. */
export async function pagesOf(c: DevCase, ocrDir = DEFAULT_OCR_DIR): Promise<string[] | undefined> {
  if (!c.scanned && c.kind === 'classify') return textLayer(c);
  const dump = join(ocrDir, basename(c.file, '.pdf') + '.txt');
  return existsSync(dump) ? readFileSync(dump, 'utf8').split(PAGE_BREAK) : undefined;
}

async function textLayer(c: DevCase): Promise<string[]> {
  const pdf = await openPdf(readFileSync(join(devDir(), c.file)));
  try {
    return Array.from({ length: pdf.pageCount }, (_, i) => pdf.pageText(i));
  } finally {
    pdf.close();
  }
}
