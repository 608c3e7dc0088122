/**
 * The downloads, from the corrected result: each document as its own PDF (pages copied with pdf-lib from the
 * job's documents as the service split them, so a moved boundary moves pages), all of them as a zip (fflate),
 * and the hearings as an .ics (the service's calendar of the corrected documents: POST /v1/jobs/{id}/calendar.ics).
 */
import { PDFDocument } from 'pdf-lib';
import { zipSync } from 'fflate';
import type { BatchResult } from '@wcab/contract';
import { call } from './api';
import { uniqueFileNames } from '@wcab/contract/naming';
import { correctedDocuments, type ReviewDoc } from './review';

interface PageSource {
  pdf: PDFDocument;
  index: number;
}

const fetched = new Map<string, Promise<Map<number, PageSource>>>();

/** Where each page of the batch is, among the job's documents as answered (separator sheets are in none); fetched once a job. */
function pageSources(jobId: string, result: BatchResult): Promise<Map<number, PageSource>> {
  let sources = fetched.get(jobId);
  if (!sources) {
    sources = fetchSources(jobId, result);
    fetched.set(jobId, sources);
    sources.catch(() => fetched.delete(jobId));
  }
  return sources;
}

async function fetchSources(jobId: string, result: BatchResult): Promise<Map<number, PageSource>> {
  const pages = new Map<number, PageSource>();
  const separators = new Set(result.separator_pages);
  for (const [i, d] of result.documents.entries()) {
    const bytes = new Uint8Array(await (await call(`/v1/jobs/${encodeURIComponent(jobId)}/documents/${i + 1}`)).arrayBuffer());
    const pdf = await PDFDocument.load(bytes);
    const range = Array.from({ length: d.end_page - d.start_page + 1 }, (_, k) => d.start_page + k);
    const kept = range.filter((p) => !separators.has(p));
    const order = pdf.getPageCount() === kept.length ? kept : range;
    order.forEach((page, index) => index < pdf.getPageCount() && pages.set(page, { pdf, index }));
  }
  return pages;
}

export interface CorrectedFile {
  name: string;
  bytes: Uint8Array;
}

/** The corrected documents as PDFs, named by their (corrected) file names. */
export async function correctedPdfs(jobId: string, result: BatchResult, docs: readonly ReviewDoc[]): Promise<CorrectedFile[]> {
  const sources = await pageSources(jobId, result);
  // Named as the service names a batch's files: safe anywhere, unique within the batch.
  const names = uniqueFileNames(docs.map((d) => d.suggested_filename));
  const files: CorrectedFile[] = [];
  for (const [i, doc] of docs.entries()) {
    const out = await PDFDocument.create();
    for (let page = doc.start_page; page <= doc.end_page; page++) {
      const source = sources.get(page);
      if (!source) continue;
      const [copied] = await out.copyPages(source.pdf, [source.index]);
      out.addPage(copied!);
    }
    files.push({ name: names[i]!, bytes: await out.save() });
  }
  return files;
}

export const zipOf = (files: readonly CorrectedFile[]): Uint8Array => zipSync(Object.fromEntries(files.map((f) => [f.name, [f.bytes, { level: 0 }]])));

export async function correctedCalendar(jobId: string, docs: readonly ReviewDoc[]): Promise<string> {
  const res = await call(`/v1/jobs/${encodeURIComponent(jobId)}/calendar.ics`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ documents: correctedDocuments(docs) }),
  });
  return res.text();
}

/** Hands bytes to the browser as a file download. */
export function saveFile(name: string, bytes: Uint8Array | string, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A page's size in PDF points as displayed (its crop box, turned by its /Rotate): what evidence boxes are measured in. */
export interface PageView {
  width: number;
  height: number;
}

/** Every page of the job's documents and its size (the evidence view draws a box over its image at this size). */
export async function pageViews(jobId: string, result: BatchResult): Promise<Map<number, PageView>> {
  const views = new Map<number, PageView>();
  for (const [page, { pdf, index }] of await pageSources(jobId, result)) {
    const sheet = pdf.getPage(index);
    const { width, height } = sheet.getCropBox();
    const turned = Math.abs(sheet.getRotation().angle) % 180 === 90;
    views.set(page, turned ? { width: height, height: width } : { width, height });
  }
  return views;
}
