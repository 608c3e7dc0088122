/**
 * One generated hard-case batch per condition: three documents, each behind a separator sheet, one
 * sheet per separator symbology (Code 128 and QR carry the service's own `SEP|type|ADJ` payload,
 * Code 39 the classic PATCHT: its character set has no `|` and no lower case), scanned as the
 * condition says. The expected answer is known because the batch is built here. Deterministic: fixed
 * documents, fixed rotation of documents and symbologies by condition index, seeded noise.
 */
import { DEFAULT_ACTIVITY_TYPES } from '@wcab/classify';
import { encodeSeparatorPayload } from '@wcab/sheets';
import { concatPdfs, makeBarcodePage, makeTextPdf, rasterizePdf, type Symbology } from '@wcab/testkit';
import type { BatchCase } from '../corpus';
import type { HardCondition } from './conditions';
import { HARD_DOCUMENTS, type HardDocument } from './documents';

export interface HardSeparator {
  /** 1-based page in the batch. */
  page: number;
  symbology: Symbology;
  value: string;
}

export interface HardPlan {
  condition: HardCondition;
  c: BatchCase;
  separators: HardSeparator[];
  /** The documents in batch order, each behind separators[i]. */
  documents: HardDocument[];
}

export type HardCase = Omit<HardPlan, 'documents'> & { pdf: Uint8Array };

const SYMBOLOGIES: readonly Symbology[] = ['code128', 'code39', 'qrcode'];
const DOCUMENTS_PER_BATCH = 3;
/** Light sensor noise, as in the corpus scans. */
const NOISE = 0.03;

function separatorValue(symbology: Symbology, doc: HardDocument): string {
  if (symbology === 'code39') return 'PATCHT';
  return encodeSeparatorPayload({ activityType: doc.expect.doc_type, adjNumber: doc.knownCase.adj_number });
}

/** The layout and the expected answer, without making any PDF (pure, cheap). */
export function planHardCase(condition: HardCondition, index: number): HardPlan {
  const separators: HardSeparator[] = [];
  const expected: BatchCase['expect']['documents'] = [];
  const documents: HardDocument[] = [];
  let pages = 0;
  for (let k = 0; k < DOCUMENTS_PER_BATCH; k++) {
    const doc = HARD_DOCUMENTS[(index + k) % HARD_DOCUMENTS.length]!;
    const symbology = SYMBOLOGIES[(index + k) % SYMBOLOGIES.length]!;
    separators.push({ page: pages + 1, symbology, value: separatorValue(symbology, doc) });
    expected.push({ ...doc.expect, start_page: pages + 2, end_page: pages + 1 + doc.pages.length });
    documents.push(doc);
    pages += 1 + doc.pages.length;
  }
  const c: BatchCase = {
    id: `hard-${index + 1}`,
    kind: 'batch',
    file: '(generated)',
    note: condition.name,
    page_count: pages,
    request: { activity_types: [...DEFAULT_ACTIVITY_TYPES], cases: documents.map((d) => d.knownCase) },
    expect: { separator_pages: separators.map((s) => s.page), documents: expected },
  };
  return { condition, c, separators, documents };
}

/** The plan made into a scanned batch: text PDFs and barcode sheets, joined, then "scanned". */
export async function buildHardCase(condition: HardCondition, index: number): Promise<HardCase> {
  const { documents, ...plan } = planHardCase(condition, index);
  const parts: Uint8Array[] = [];
  for (const [k, doc] of documents.entries()) {
    const { value, symbology } = plan.separators[k]!;
    parts.push(
      await makeBarcodePage({
        value,
        symbology,
        moduleWidthInch: condition.moduleWidthInch,
        heading: value === 'PATCHT' ? 'PATCH T' : 'DOCUMENT SEPARATOR',
      }),
      await makeTextPdf(doc.pages),
    );
  }
  const pdf = await rasterizePdf(await concatPdfs(parts), {
    dpi: condition.dpi,
    skewDeg: condition.skewDeg,
    noise: NOISE,
    jpegQuality: condition.jpegQuality,
    rotate180Pages: condition.separatorsUpsideDown ? plan.separators.map((s) => s.page - 1) : [],
    seed: 1000 + 100 * index,
  });
  return { ...plan, pdf };
}
