/**
 * Regenerates the client's committed files from the live contract:
 *   openapi.json        the OpenAPI document the server serves at /openapi.json
 *   src/schema.d.ts     its `paths` and `components` as TypeScript types (openapi-typescript)
 * Run after any change to packages/contract: `npm run generate -w @wcab/client`. The test
 * packages/client/test/generated.test.ts fails while either file is out of date.
 *
 * openapi-typescript prints its types through the TypeScript 5 compiler API, which the repository's
 * TypeScript 7 (native) no longer has; this package's own devDependencies carry a TypeScript 5
 * that npm installs beside it (packages/client/node_modules), used by nothing else.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateClientFiles } from './generated';

const ROOT = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const files = await generateClientFiles();
for (const [name, text] of Object.entries(files)) {
  fs.writeFileSync(path.join(ROOT, name), text);
  console.log(`wrote packages/client/${name}`);
}
