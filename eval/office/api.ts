/**
 * `npm run eval -- --only office-api`: the office simulation (simulate.ts) through the real HTTP API. The
 * service runs as `npm start` runs it (apps/api, embedded mode: corrections in its SQLite store under a
 * fresh DATA_DIR, the learned layer in the API process). Each document goes as a text PDF to `POST /v1/classify` with the
 * office's labels; a correction goes to `POST /v1/feedback` with the document itself; `DELETE /v1/feedback`
 * forgets them between families.
 *
 * The service answers with the model it ships, which was trained on every generated family: to compare
 * like with like, the same simulation runs in-process over the shipped model too (runOffice({ shipped })),
 * and the two are printed side by side. What separates them is what the API adds: the PDF's text layer
 * (read back by PDFium) instead of the generator's strings, and the stages before the learned layer.
 */
import { DEFAULT_ACTIVITY_TYPES } from '@wcab/classify';
import type { CorrectionFields, DocumentType } from '@wcab/contract';
import { makeTextPdf } from '@wcab/testkit';
import { startService } from '../../bench/serverProcess';
import { heldOutFamilies, officeDocs, othersOf, runOffice } from './run';
import { officeLabel, simulateOffice, type Office, type OfficeReport, type SimAnswer, type SimDoc } from './simulate';

/** Other families' documents checked for false changes per held-out family: fewer than in-process (each is a request per k). */
export const OFFICE_API_OTHERS = 60;

/** A text PDF of the pages, each on one PDF page: in a smaller type where a generated page is long. */
async function fittedPdf(pages: string[]): Promise<Uint8Array> {
  for (const fontSize of [11, 9, 7, 5, 4]) {
    try {
      return await makeTextPdf(pages, { fontSize });
    } catch (err) {
      if (!(err instanceof RangeError)) throw err;
    }
  }
  throw new RangeError('a generated page does not fit one PDF page even in 4-point type');
}

class ApiOffice implements Office {
  private readonly pdfs = new Map<string, string>();

  constructor(
    private readonly url: string,
    private readonly key: string,
    private readonly labels: readonly string[],
  ) {}

  private async pdf(doc: SimDoc): Promise<string> {
    let b64 = this.pdfs.get(doc.id);
    if (!b64) this.pdfs.set(doc.id, (b64 = Buffer.from(await fittedPdf(doc.pages)).toString('base64')));
    return b64;
  }

  private async call(method: string, route: string, body?: unknown): Promise<any> {
    const res = await fetch(this.url + route, {
      method,
      headers: { authorization: `Bearer ${this.key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const json = (await res.json().catch(() => ({}))) as any;
    if (!res.ok) throw new Error(`${method} ${route}: HTTP ${res.status} ${JSON.stringify(json)}`);
    return json;
  }

  async answer(doc: SimDoc): Promise<SimAnswer> {
    const { data } = await this.call('POST', '/v1/classify', { document: await this.pdf(doc), document_type: 'pdf', activity_types: this.labels });
    // The applicant: first in `parties` when the learned layer set it, else the first ADJ number's claimant or the first party.
    const learnedApplicant = (data.sources?.learned ?? []).some((c: { field: string }) => c.field === 'applicant_name');
    const applicant: string | undefined = learnedApplicant ? data.parties[0] : data.adj_numbers?.[0]?.claimant_name || data.parties?.[0];
    return { documentType: data.document_type as DocumentType, label: data.activity_type, ...(applicant ? { applicant } : {}) };
  }

  async teach(doc: SimDoc, correct: CorrectionFields): Promise<string> {
    const { data } = await this.call('POST', '/v1/feedback', { document: await this.pdf(doc), correct, activity_types: this.labels });
    return data.id as string;
  }

  async forget(): Promise<void> {
    await this.call('DELETE', '/v1/feedback');
  }
}

export interface OfficeApiReport {
  api: OfficeReport;
  /** The same simulation in-process over the shipped model and the same documents. */
  inProcess: OfficeReport;
  store: 'sqlite';
}

export async function runOfficeApi(options: { others?: number; env?: Record<string, string> } = {}): Promise<OfficeApiReport> {
  const docs = officeDocs();
  const heldOut = heldOutFamilies(docs);
  const labels = [...DEFAULT_ACTIVITY_TYPES, ...[...heldOut.keys()].map(officeLabel)];
  const others = othersOf(docs, options.others ?? OFFICE_API_OTHERS);
  // Embedded: the keys and corrections in SQLite under the service's fresh DATA_DIR, whatever this shell's DATABASE_URL.
  const env = { LOG_LEVEL: 'error', DATABASE_URL: '', ...options.env };
  const service = await startService(env, 'apps/api/src/main.ts', 'enterprise', ['classify', 'feedback']);
  try {
    // startService waits 10 s for /health; a loaded machine may take longer to start the service.
    for (
      let i = 0;
      i < 240 &&
      !(await fetch(`${service.url}/health`).then(
        (r) => r.ok,
        () => false,
      ));
      i++
    )
      await new Promise((r) => setTimeout(r, 500));
    const office = new ApiOffice(service.url, service.key, labels);
    const api = await simulateOffice(heldOut, others, async () => office);
    const inProcess = await runOffice({ others: options.others ?? OFFICE_API_OTHERS, shipped: true });
    return { api, inProcess, store: 'sqlite' };
  } finally {
    await service.stop();
  }
}
