/**
 * Sheetless batches made from the classifier's generator families (packages/classify/scripts/gen): a
 * few documents one after another, sometimes of the same case (same applicant and ADJ number, as an
 * office scans a case file), sometimes with a blank page between them, sometimes as OCR would read a
 * scan. The answer (which page starts a document) is known because the batch is built here.
 *
 * Families are split three ways, fixed: the boundary model trains on one part, is calibrated on
 * another, and is evaluated (npm run eval -- --only split) on families it never saw.
 */
import type { DocumentType } from '@wcab/contract';
import { makeCase, type Case } from '../../classify/scripts/gen/context';
import { families } from '../../classify/scripts/gen/dataset';
import { ocrNoise } from '../../classify/scripts/gen/noise';
import { Rng } from '../../classify/scripts/gen/rng';
import type { Template } from '../../classify/scripts/gen/types';
import { findAdjNumbers } from '@wcab/extract';
import { carryOver } from './continuationPages';
import { lengthen, runningHeader } from './longDocuments';

export type FamilyRole = 'train' | 'calibrate' | 'heldout';

export interface Family {
  family: string;
  label: DocumentType;
  template: Template;
  role: FamilyRole;
}

/** Within each type, families in name order: every fourth from the first is held out, every fourth from the third calibrates. */
export function boundaryFamilies(): Family[] {
  const byLabel = new Map<DocumentType, Family[]>();
  for (const f of families()) {
    const list = byLabel.get(f.label) ?? [];
    list.push({ ...f, role: 'train' });
    byLabel.set(f.label, list);
  }
  const out: Family[] = [];
  for (const list of byLabel.values()) {
    list.sort((a, b) => a.family.localeCompare(b.family));
    list.forEach((f, i) => {
      f.role = i % 4 === 0 ? 'heldout' : i % 4 === 2 ? 'calibrate' : 'train';
      out.push(f);
    });
  }
  return out;
}

export interface GeneratedDocument {
  family: string;
  label: DocumentType;
  /** 0-based first page in the batch. */
  start: number;
  pages: number;
  adj: string[];
}

export interface GeneratedBatch {
  pages: string[];
  documents: GeneratedDocument[];
  /** Whether the pages read like OCR of a scan (character confusions, broken lines). */
  noisy: boolean;
}

export interface BatchOptions {
  seed: number;
  count: number;
  roles: FamilyRole[];
  /** Share of batches whose text reads like OCR (default 0.4). */
  noisy?: number;
  /** Documents per batch (default 2..5). */
  documents?: [number, number];
  /** Share of documents grown into long ones (default 0.3; see longDocuments.ts). */
  long?: number;
  /** Share of batches that are one long document alone (default 0.1): nothing to split. */
  single?: number;
  /**
   * Page breaks where real papers put them, with signature pages and proofs of service after the paper
   * (continuationPages.ts). The trainer asks for them (`--carry-over`); off by default, so the split eval's batches,
   * and the figures CI's floors hold, are those of the generator without them.
   */
  carryOver?: boolean;
}

export function generateBatches(o: BatchOptions): GeneratedBatch[] {
  const pool = boundaryFamilies().filter((f) => o.roles.includes(f.role));
  const rng = new Rng(o.seed);
  // Where page breaks fall (continuationPages.ts) is drawn from a stream of its own, a fork of it for each document (see
  // generateBatch): what it adds to one document leaves the rest of the batch as it was.
  return Array.from({ length: o.count }, (_, i) =>
    generateBatch(rng.fork(), pool, o, new Rng((Math.imul(o.seed + 1, 0x9e3779b1) ^ Math.imul(i + 1, 0x85ebca6b)) >>> 0)),
  );
}

function generateBatch(rng: Rng, pool: Family[], o: BatchOptions, breaks: Rng): GeneratedBatch {
  const [lo, hi] = o.documents ?? [2, 5];
  const single = rng.chance(o.single ?? 0.1);
  const count = single ? 1 : rng.int(lo, hi);
  const noisy = rng.chance(o.noisy ?? 0.4);
  const level = noisy ? 0.15 + 0.6 * rng.next() : 0;
  const pages: string[] = [];
  const documents: GeneratedDocument[] = [];
  const templates = pool.map((f) => f.template);
  let cs: Case = makeCase(rng);
  for (let k = 0; k < count; k++) {
    // A case file: the next document is often about the same case.
    if (k > 0 && !rng.chance(0.4)) cs = makeCase(rng);
    const family = rng.pick(pool);
    let docPages = family.template(rng, cs).pages;
    const long = single || rng.chance(o.long ?? 0.3);
    if (long) {
      // More of the same kind of document, or (a report discussing records, an opinion quoting them) of others.
      docPages = lengthen(rng, cs, docPages, rng.chance(0.6) ? [family.template] : templates, rng.int(2, 10));
      if (rng.chance(0.5)) docPages = runningHeader(rng, cs, docPages);
    } else if (docPages.length > 2 && rng.chance(0.15)) docPages = docPages.slice(0, rng.int(1, docPages.length - 1));
    // With the continuation pages, what follows a document's text (its page numbers, its noise, a blank back) is drawn
    // from a stream of its own, and where its breaks fall from another: pages added or moved in one document leave
    // every later document of the batch as it was (its case, its ADJ numbers, its pages), not drawn anew.
    const after = o.carryOver ? rng.fork() : rng;
    if (o.carryOver) docPages = carryOver(breaks.fork(), cs, family, docPages);
    docPages = ocrNoise(after, numbered(after, docPages, cs), level);
    // A duplex scan of a one-sided long document: a blank back after every sheet.
    if (long && after.chance(0.1)) docPages = docPages.flatMap((page) => [page, '']);
    if (k > 0 && after.chance(0.1)) pages.push(''); // a blank page (the back of the last sheet) between documents
    documents.push({ family: family.family, label: family.label, start: pages.length, pages: docPages.length, adj: findAdjNumbers(docPages.join('\n')) });
    pages.push(...docPages);
  }
  return { pages, documents, noisy };
}

/**
 * Page numbers as offices' documents print them (the generator's families mostly print none): a footer
 * on every page ("Page 2 of 5", "Page 2", "- 2 -", "2"), and letters' continuation headers (the
 * addressee or case, then "Page 2") on every page after the first.
 */
function numbered(rng: Rng, pages: string[], cs: Case): string[] {
  if (pages.length < 2 && rng.chance(0.5)) return pages;
  const style = rng.int(0, 6);
  const n = pages.length;
  return pages.map((page, i) => {
    const k = i + 1;
    switch (style) {
      case 0:
        return `${page}\n\nPage ${k} of ${n}`;
      case 1:
        return `${page}\n\nPage ${k}`;
      case 2:
        return `${page}\n\n- ${k} -`;
      case 3:
        return `${page}\n\n${k}`;
      case 4:
        return k === 1
          ? page
          : `${rng.pick([cs.applicant.full, `Re: ${cs.applicant.full}`, cs.adj[0] ?? cs.claimNo])}\n${rng.pick([`Page ${k}`, `Page ${k} of ${n}`, `-${k}-`])}\n\n${page}`;
      default:
        return page;
    }
  });
}
