/**
 * The real-document development set through the running service: each built PDF (eval/real/build.ts)
 * is sent to /v1/classify as a client would, and its returned type compared with the manifest's label.
 * A fresh clone or CI has no snapshots to build from; then nothing is sent and the caller says so.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ClassifyCase } from '../corpus';
import { mapLimit, sendCase, type Service } from '../service';
import type { RealOutcome } from './score';
import { DEFAULT_OUT, loadManifest, realHalf, type RealDocument } from './source';

/** The classify answer's fields the real set scores (SPEC.md 2.1). */
interface ClassifyAnswer {
  document_type: string;
  confidence: number;
  review?: boolean;
  parties?: string[];
  case_numbers?: string[];
  adj_numbers?: Array<{ number: string }>;
  dates?: Array<{ date: string; type: string }>;
}

export interface RealRun {
  /** Documents in the manifest. */
  listed: number;
  /** Outcomes of the documents that were built; empty when the set is not built. */
  outcomes: RealOutcome[];
}

export function builtDocuments(docsDir = DEFAULT_OUT): { listed: number; built: Array<{ doc: RealDocument; file: string }> } {
  const manifest = loadManifest();
  const built = manifest.map((doc) => ({ doc, file: path.join(docsDir, `${doc.id}.pdf`) })).filter((d) => fs.existsSync(d.file));
  return { listed: manifest.length, built };
}

export async function runRealSet(service: Service, concurrency: number, docsDir = DEFAULT_OUT): Promise<RealRun> {
  const { listed, built } = builtDocuments(docsDir);
  const outcomes = await mapLimit(built, concurrency, async ({ doc, file }) => {
    const c: ClassifyCase = {
      id: doc.id,
      kind: 'classify',
      file,
      scanned: false,
      // Dates and ADJ numbers asked for as an office asks for them: their precision is scored (issue 31).
      request: { options: { extract_dates: true, extract_adj: true } },
      expect: { document_type: doc.document_type, page_count: 0 },
    };
    const out = await sendCase(service, c, new Uint8Array(fs.readFileSync(file)));
    const data = out.ok ? (out.data as ClassifyAnswer) : undefined;
    const returned = data && {
      parties: data.parties ?? [],
      adjNumbers: [...(data.adj_numbers ?? []).map((a) => a.number), ...(data.case_numbers ?? []).filter((n) => /^ADJ\d+$/i.test(n))],
      dates: (data.dates ?? []).map((d) => ({ date: d.date, type: d.type })),
    };
    return {
      id: doc.id,
      expected: doc.document_type,
      actual: data?.document_type ?? '(failed)',
      confidence: data?.confidence ?? 0,
      ...(data?.review ? { review: true } : {}),
      note: doc.note,
      half: realHalf(doc),
      labels: doc.labels,
      returned,
    };
  });
  return { listed, outcomes };
}
