/**
 * The committed openapi.json and src/schema.d.ts are what the generator makes from the live
 * contract today: a contract change without `npm run generate -w @wcab/client` fails here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generateClientFiles } from '../scripts/generated';
import { startTestServer } from '../../../test/support/server';

const ROOT = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const STALE = 'out of date with packages/contract: run `npm run generate -w @wcab/client` and commit the result';

describe('generated client files', () => {
  it('match what the generator makes from the live contract', async () => {
    const files = await generateClientFiles();
    for (const [name, text] of Object.entries(files)) {
      const committed = fs.readFileSync(path.join(ROOT, name), 'utf8');
      expect(committed === text, `packages/client/${name} is ${STALE}`).toBe(true);
    }
  });

  it('openapi.json is the document the server serves', async () => {
    const server = await startTestServer();
    try {
      const served = await (await fetch(`${server.url}/openapi.json`)).json();
      expect(JSON.parse(fs.readFileSync(path.join(ROOT, 'openapi.json'), 'utf8')), `packages/client/openapi.json is ${STALE}`).toEqual(served);
    } finally {
      await server.close();
    }
  });

  it('types request fields with defaults as optional, and the ones without as required', () => {
    const types = fs.readFileSync(path.join(ROOT, 'src/schema.d.ts'), 'utf8');
    const block = (name: string) => types.slice(types.indexOf(`        ${name}: {`), types.indexOf('\n        };', types.indexOf(`        ${name}: {`)));
    expect(block('ClassifyRequest')).toMatch(/^\s+document: string;$/m);
    expect(block('ClassifyRequest')).toMatch(/^\s+document_type\?: "pdf";$/m);
    expect(block('ClassifyRequest')).toMatch(/^\s+options\?: components\["schemas"\]\["ClassifyOptions"\];$/m);
    expect(block('BatchRequest')).toMatch(/^\s+options\?: components\["schemas"\]\["BatchOptions"\];$/m);
    expect(block('ClassifyOptions')).toMatch(/^\s+extract_dates\?: boolean;$/m);
    // Responses keep every field they always carry.
    expect(block('ClassificationResult')).toMatch(/^\s+document_type: components\["schemas"\]\["DocumentType"\];$/m);
    expect(block('ClassificationResult')).toMatch(/^\s+page_count: number;$/m);
  });
});
