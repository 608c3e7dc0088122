/**
 * CLASSIFY_MODEL_FILE through the service: the embedded job threads classify with the model file the operator
 * names (here the shipped model with one type's bias raised far above the rest, so the model calls every readable
 * document that type), and a bad file stops the API at start (apps/worker/test/modelFiles.test.ts: a fleet worker), naming the setting.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifyDocument, loadModelFile } from '@wcab/classify';
import { DOCUMENT_TYPES } from '@wcab/contract';
import { makeTextPdf } from '@wcab/testkit';
import { startServer } from '../src/server';
import { post, startTestServer, tempDir, type TestServer } from '../../../test/support/server';

const NOTE = [
  'NORTHGATE ORTHOPAEDIC MEDICAL GROUP',
  'Patient: RIVERA, ANA        Visit date: 03/04/2026',
  'PRIMARY TREATING PHYSICIAN PROGRESS REPORT',
  'Subjective complaints: low back pain and continued stiffness in the morning.',
  'Objective findings: range of motion is reduced; strength is 4/5.',
  'Diagnosis: lumbar strain. Work status: modified duty.',
  'Attending physician: Ruth Okafor, M.D.',
].join('\n');

const shippedModel = fileURLToPath(new URL('../../../packages/classify/model/model.json', import.meta.url));
const dir = tempDir('wcab-model-file-');
let server: TestServer;
let key: string;
/** The type the shipped model gives the note, and the one the operator's model favours instead. */
const shippedType = classifyDocument([NOTE]).document_type;
let favoured: string | undefined;

/** The shipped model with `type`'s bias raised far above the rest, written to a file of its own. */
function favouringModel(type: string): string {
  const model = JSON.parse(fs.readFileSync(shippedModel, 'utf8'));
  model.bias[model.classes.indexOf(type)] += 1000;
  const file = path.join(dir, `favouring-${type}.json`);
  fs.writeFileSync(file, JSON.stringify(model));
  return file;
}

beforeAll(async () => {
  // The first type the paper's structure lets stand when that model says it (structure.ts re-reads a 'form' headed
  // as a physician's report as a report, and a letter written to nobody is none): read in-process with the same file.
  let file: string | undefined;
  for (const type of DOCUMENT_TYPES.filter((t) => t !== shippedType && t !== 'unknown')) {
    const candidate = favouringModel(type);
    if (classifyDocument([NOTE], loadModelFile(candidate)).document_type !== type) continue;
    [favoured, file] = [type, candidate];
    break;
  }
  if (!file) throw new Error('no type the favouring model answers for the note');
  server = await startTestServer({ env: { CLASSIFY_MODEL_FILE: file } });
  key = (await server.createKey('pro', ['classify'])).key;
}, 120_000);
afterAll(async () => {
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('CLASSIFY_MODEL_FILE', () => {
  it('the service classifies with the model file it was started with', async () => {
    expect(shippedType).toBe('medical_report');
    expect(favoured).not.toBe(shippedType);
    const document = Buffer.from(await makeTextPdf([NOTE])).toString('base64');
    const res = await post(`${server.url}/v1/classify`, { document }, key);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { document_type: string } };
    expect(data.document_type).toBe(favoured);
  }, 60_000);

  it('a bad model file stops the API at start, naming the setting', async () => {
    const missing = path.join(dir, 'missing.json');
    await expect(startServer({ env: { PORT: '0', DATA_DIR: tempDir(), LOG_LEVEL: 'silent', CLASSIFY_MODEL_FILE: missing } })).rejects.toThrow(
      /Invalid setting CLASSIFY_MODEL_FILE: .*missing\.json is not a classifier model/,
    );
  });
});
