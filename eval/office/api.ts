/**
 * `npm run eval -- --only office`: the office simulation (simulate.ts) through the real HTTP API, each held-out
 * family against a service that never saw it. For each family, the base model is trained without it (as
 * inProcess.ts trains it, eval/lofo's way) and written as a model file, the learning background is built
 * without it and written as a background file, and the service is started as `npm start` starts it (apps/api,
 * embedded mode, a fresh DATA_DIR: keys and corrections in its SQLite store) with CLASSIFY_MODEL_FILE and
 * LEARNING_BACKGROUND_FILE pointing at them. Each document goes as a text PDF to `POST /v1/classify` with the
 * office's labels; a correction goes to `POST /v1/feedback` with the document itself; `DELETE /v1/feedback`
 * forgets them; the service is stopped before the next family.
 *
 * What separates these figures from the in-process ones (inProcess.ts, `--only office-inprocess`) is what the
 * API adds: the PDF's text layer (read back by PDFium) instead of the generator's strings, the layout's own
 * title, the classifier's structure rules over the model's answer, and the stages before the learned layer.
 */
import { DEFAULT_ACTIVITY_TYPES } from '@wcab/classify';
import type { CorrectionFields, DocumentType } from '@wcab/contract';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { backgroundFramesFile, encodeBackground } from '@wcab/learning';
import { makeTextPdf } from '@wcab/testkit';
import { ROOT, startService, type ServiceProcess } from '../../bench/serverProcess';
import { quantise } from '../../packages/classify/scripts/lib/trainClassifier';
import { codeFingerprint } from '../../packages/classify/src/fingerprint';
import { backgroundDocsWithout, featuresOf, heldOutModel } from './inProcess';
import { heldOutFamilies, officeDocs, othersOf } from './run';
import { officeLabel, simulateOffice, type Office, type OfficeReport, type SimAnswer, type SimDoc } from './simulate';

/**
 * Other families' documents checked for false changes per held-out family: fewer than in-process (240), as each
 * is a request at every k; with 8 families, 3 x 8 x OFFICE_API_OTHERS answers are compared at k = 1..3 (one
 * change among 3 x 8 x 60 = 1,440 is 0.07 %), 480 at k = 3 alone (one change is 0.21 %, the 0.5 % ceiling two).
 */
export const OFFICE_API_OTHERS = 60;
/** Requests in flight: the embedded service's threads (WORKER_THREADS, the cores) kept busy while one answer travels. */
export const OFFICE_API_CONCURRENCY = 3;

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

export class ApiOffice implements Office {
  constructor(
    private readonly url: string,
    private readonly key: string,
    private readonly labels: readonly string[],
    /** Each document's PDF (base64), made once and shared by every family's office. */
    private readonly pdfs = new Map<string, string>(),
    readonly close?: () => Promise<void>,
  ) {}

  private async pdf(doc: SimDoc): Promise<string> {
    let b64 = this.pdfs.get(doc.id);
    if (!b64) this.pdfs.set(doc.id, (b64 = Buffer.from(await fittedPdf(doc.pages)).toString('base64')));
    return b64;
  }

  /** A request; a 503 (every thread busy on a loaded machine) is asked again after its Retry-After, a few times. */
  private async call(method: string, route: string, body?: unknown): Promise<any> {
    for (let attempt = 1; ; attempt++) {
      const res = await fetch(this.url + route, {
        method,
        headers: { authorization: `Bearer ${this.key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const json = (await res.json().catch(() => ({}))) as any;
      if (res.status === 503 && attempt < 5) {
        await new Promise((r) => setTimeout(r, 1000 * Number(res.headers.get('retry-after') ?? 5)));
        continue;
      }
      if (!res.ok) throw new Error(`${method} ${route}: HTTP ${res.status} ${JSON.stringify(json)}`);
      return json;
    }
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

export async function runOfficeApi(options: { others?: number; concurrency?: number } = {}): Promise<OfficeReport> {
  const docs = officeDocs();
  const heldOut = heldOutFamilies(docs);
  const labels = [...DEFAULT_ACTIVITY_TYPES, ...[...heldOut.keys()].map(officeLabel)];
  const others = othersOf(docs, options.others ?? OFFICE_API_OTHERS);
  const features = new Map(docs.map((d) => [d.id, featuresOf(d.pages)]));
  const background = backgroundDocsWithout();
  // The held-out model's temperature: the shipped model's (the answered type is the model's top class either way).
  const shipped = JSON.parse(fs.readFileSync(path.join(ROOT, 'packages/classify/model/model.json'), 'utf8')) as { temperature: number };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wcab-office-'));
  const pdfs = new Map<string, string>();
  let running: ServiceProcess | undefined;
  try {
    return await simulateOffice(
      heldOut,
      others,
      async (family) => {
        const modelFile = path.join(dir, 'model.json');
        const model = heldOutModel(docs, (d) => features.get(d.id)!, family);
        fs.writeFileSync(modelFile, JSON.stringify({ ...quantise(model, shipped.temperature, { heldOut: family }), fingerprint: codeFingerprint() }));
        const backgroundFile = path.join(dir, 'background.bin');
        const { sketches, frames } = background(family);
        fs.writeFileSync(backgroundFile, encodeBackground(sketches));
        fs.writeFileSync(backgroundFramesFile(backgroundFile), encodeBackground(frames));
        // Embedded: the keys and corrections in SQLite under the service's fresh DATA_DIR, whatever this shell's DATABASE_URL.
        // Generous deadlines: `npm test` runs this beside other evals on two cores.
        const env = {
          LOG_LEVEL: 'error',
          DATABASE_URL: '',
          REDIS_URL: '',
          CLASSIFY_MODEL_FILE: modelFile,
          LEARNING_BACKGROUND_FILE: backgroundFile,
          QUEUE_START_TIMEOUT_MS: '300000',
          CLASSIFY_TIMEOUT_MS: '300000',
        };
        const started = performance.now();
        const service = (running = await startService(env, 'apps/api/src/main.ts', 'enterprise', ['classify', 'feedback']));
        console.error(
          `office (API): ${family}: service started with its held-out model and background in ${Math.round((performance.now() - started) / 1000)} s`,
        );
        return new ApiOffice(service.url, service.key, labels, pdfs, async () => {
          running = undefined;
          await service.stop();
        });
      },
      options.concurrency ?? OFFICE_API_CONCURRENCY,
    );
  } finally {
    await running?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
