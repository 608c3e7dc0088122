/** Builds a labelled synthetic data set: documents of every type in many templates, layouts and noise levels. */
import { DOCUMENT_TYPES, type DocumentType } from '@wcab/contract';
import { fnv1a } from '../../src/features';
import { makeCase } from './context';
import { BILLS } from './kinds/bills';
import { FORMS } from './kinds/forms';
import { LETTERS } from './kinds/letters';
import { MEDICAL } from './kinds/medical';
import { ORDERS } from './kinds/orders';
import { SUBPOENAS } from './kinds/subpoenas';
import { TRANSCRIPTS } from './kinds/transcripts';
import { ocrNoise } from './noise';
import { Rng } from './rng';
import type { GenDoc, Template } from './types';
import { UNKNOWN } from './unknown';

export const TEMPLATES: Record<DocumentType, Array<[string, Template, number]>> = {
  medical_report: MEDICAL,
  wcab_form: FORMS,
  correspondence: LETTERS,
  deposition: TRANSCRIPTS,
  subpoena: SUBPOENAS,
  court_order: ORDERS,
  billing: BILLS,
  unknown: UNKNOWN,
};

function pickWeighted<T>(rng: Rng, items: Array<[string, T, number]>): [string, T] {
  const total = items.reduce((a, [, , w]) => a + w, 0);
  let r = rng.next() * total;
  for (const [k, t, w] of items) {
    r -= w;
    if (r < 0) return [k, t];
  }
  const last = items[items.length - 1] as [string, T, number];
  return [last[0], last[1]];
}

export interface DatasetOptions {
  seed: number;
  perClass: number;
  /** Share of documents that get OCR noise, and how strong it may get. */
  noisy?: number;
  maxNoise?: number;
}

export function generateOne(rng: Rng, label: DocumentType, opts: { noisy: number; maxNoise: number }): GenDoc {
  const [kind, template] = pickWeighted(rng, TEMPLATES[label]);
  return render(rng, label, kind, template, opts);
}

function render(rng: Rng, label: DocumentType, kind: string, template: Template, opts: { noisy: number; maxNoise: number }): GenDoc {
  const cs = makeCase(rng);
  const { pages: raw, variant } = template(rng, cs);
  let pages = raw;
  // Batch splitting and partial scans: sometimes only the first pages of a long document arrive.
  if (pages.length > 2 && rng.chance(0.15)) pages = pages.slice(0, rng.int(1, pages.length - 1));
  const level = rng.chance(opts.noisy) ? opts.maxNoise * (0.15 + 0.85 * rng.next()) : 0;
  pages = ocrNoise(rng, pages, level);
  return { label, kind, variant: `${kind}:${variant}`, pages, applicant: cs.applicant.full };
}

export function generateDataset(o: DatasetOptions): GenDoc[] {
  const rng = new Rng(o.seed);
  const docs: GenDoc[] = [];
  for (let i = 0; i < o.perClass; i++) {
    for (const label of DOCUMENT_TYPES) docs.push(generateOne(rng.fork(), label, { noisy: o.noisy ?? 0.55, maxNoise: o.maxNoise ?? 1 }));
  }
  return docs;
}

/** Every family (template) with its type. */
export function families(): Array<{ family: string; label: DocumentType; template: Template }> {
  return DOCUMENT_TYPES.flatMap((label) => TEMPLATES[label].map(([family, template]) => ({ family, label, template })));
}

/**
 * Documents grouped by family, for leave-one-family-out evaluation: each type gets about `perType` documents,
 * shared equally among its families, so every type weighs the same whatever its number of families.
 */
export function generateByFamily(o: { seed: number; perType: number; noisy?: number; maxNoise?: number }): GenDoc[] {
  const docs: GenDoc[] = [];
  for (const label of DOCUMENT_TYPES) {
    const fams = TEMPLATES[label];
    const n = Math.max(1, Math.round(o.perType / fams.length));
    for (const [family, template] of fams) {
      // Each family draws from its own stream, so adding or changing one family leaves every other family's
      // documents as they were, and a held-out figure moves only by what the change did.
      const rng = new Rng((o.seed ^ fnv1a(family)) >>> 0);
      for (let i = 0; i < n; i++) docs.push(render(rng.fork(), label, family, template, { noisy: o.noisy ?? 0.55, maxNoise: o.maxNoise ?? 1 }));
    }
  }
  return docs;
}
