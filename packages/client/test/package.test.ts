/**
 * The client as someone outside this repository gets it: `npm pack` (which builds dist/ first),
 * installed from the tarball into an empty folder without the network (its dependencies packed from
 * this repository's node_modules), then run with plain `node` against the real service, and the
 * README's TypeScript snippet typechecked against the installed package under NodeNext and Bundler
 * module resolution.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, tempDir, type TestServer } from '../../../test/support/server';
import { textPdf } from '../../../test/support/pdfs';

const run = promisify(execFile);
const CLIENT = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const ROOT = path.resolve(CLIENT, '../..');
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/** The client's own TypeScript 5 (its build compiler), as a consumer's would be. */
const TSC = path.join(CLIENT, 'node_modules/typescript/bin/tsc');

let consumer: string;
let server: TestServer;
let key: string;

beforeAll(async () => {
  const work = tempDir('wcab-client-pack-');
  const offline = {
    ...process.env,
    npm_config_offline: 'true',
    npm_config_cache: path.join(work, 'npm-cache'),
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
  };
  // The client: prepack builds dist/ with its TypeScript.
  const packed = await run(NPM, ['pack', '--pack-destination', work, '--json'], { cwd: CLIENT, env: offline, maxBuffer: 16 * 1024 * 1024 });
  const filename = (JSON.parse(packed.stdout.slice(packed.stdout.indexOf('['))) as { filename: string }[])[0]!.filename;
  // Its dependencies, as they are installed here (no registry needed to install them).
  const deps = await run(
    NPM,
    [
      'pack',
      '--ignore-scripts',
      '--pack-destination',
      work,
      '--json',
      path.join(ROOT, 'node_modules/openapi-fetch'),
      path.join(ROOT, 'node_modules/openapi-typescript-helpers'),
    ],
    { cwd: work, env: offline },
  );
  const depFiles = (JSON.parse(deps.stdout.slice(deps.stdout.indexOf('['))) as { filename: string }[]).map((d) => path.join(work, d.filename));

  consumer = path.join(work, 'consumer');
  fs.mkdirSync(consumer);
  fs.writeFileSync(path.join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  await run(NPM, ['install', '--ignore-scripts', '--no-package-lock', path.join(work, filename), ...depFiles], { cwd: consumer, env: offline });

  server = await startTestServer();
  key = (await server.createKey('pro')).key;
}, 240_000);
afterAll(() => server?.close());

describe('@wcab/client as a package', () => {
  it('installs only what it ships: built JavaScript, declarations, the OpenAPI document and the README', () => {
    const installed = path.join(consumer, 'node_modules/@wcab/client');
    const manifest = JSON.parse(fs.readFileSync(path.join(installed, 'package.json'), 'utf8')) as { private?: boolean; dependencies: Record<string, string> };
    expect(manifest.private).toBeUndefined();
    expect(Object.keys(manifest.dependencies)).toEqual(['openapi-fetch']);
    for (const file of ['dist/index.js', 'dist/index.d.ts', 'dist/helpers.js', 'dist/helpers.d.ts', 'dist/schema.d.ts', 'openapi.json', 'README.md']) {
      expect(fs.existsSync(path.join(installed, file)), file).toBe(true);
    }
    expect(fs.existsSync(path.join(installed, 'src'))).toBe(false);
    expect(fs.existsSync(path.join(installed, 'test'))).toBe(false);
  });

  it('runs with plain node: classifies a PDF sent as JSON and as an upload, and reports a refusal', async () => {
    const pdf = path.join(consumer, 'notice.pdf');
    fs.writeFileSync(
      pdf,
      await textPdf([['NOTICE OF HEARING', 'Case No. ADJ9876543', 'Applicant: Rosa Delgado', 'A hearing is set for March 3, 2026 at 8:30 AM']]),
    );
    const script = path.join(consumer, 'run.mjs');
    fs.writeFileSync(
      script,
      [
        "import { readFile } from 'node:fs/promises';",
        "import { createWcabClient, toDocument, uploadFile, WcabError } from '@wcab/client';",
        'const client = createWcabClient({ baseUrl: process.env.WCAB_URL, apiKey: process.env.WCAB_API_KEY });',
        'const bytes = await readFile(process.argv[2]);',
        "const json = await client.POST('/v1/classify', { body: { document: toDocument(bytes), options: { extract_adj: true } } });",
        "const upload = await uploadFile(client, bytes, { filename: 'notice.pdf', options: { extract_adj: true } });",
        'let refused;',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a script the test writes and runs, not a template
        'try { await uploadFile(createWcabClient({ baseUrl: process.env.WCAB_URL }), bytes); } catch (err) { refused = err instanceof WcabError ? `${err.status} ${err.code}` : String(err); }',
        'console.log(JSON.stringify({ status: json.response.status, json: json.data.data.adj_numbers.map((a) => a.number), upload: upload.data.adj_numbers.map((a) => a.number), refused }));',
      ].join('\n'),
    );
    const { stdout } = await run(process.execPath, [script, pdf], { cwd: consumer, env: { ...process.env, WCAB_URL: server.url, WCAB_API_KEY: key } });
    expect(JSON.parse(stdout)).toEqual({ status: 200, json: ['ADJ9876543'], upload: ['ADJ9876543'], refused: '401 UNAUTHORIZED' });
  }, 120_000);

  it("the README's TypeScript snippet typechecks against the installed package under NodeNext and Bundler resolution", async () => {
    const readme = fs.readFileSync(path.join(CLIENT, 'README.md'), 'utf8');
    const snippets = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]!);
    expect(snippets).toHaveLength(1);
    fs.writeFileSync(path.join(consumer, 'snippet.ts'), snippets[0]!);
    const base = {
      strict: true,
      noEmit: true,
      target: 'ES2022',
      lib: ['ES2022', 'DOM'],
      skipLibCheck: true,
      typeRoots: [path.join(ROOT, 'node_modules/@types')],
      types: ['node'],
    };
    const configs = {
      'tsconfig.nodenext.json': { ...base, module: 'NodeNext', moduleResolution: 'NodeNext' },
      'tsconfig.bundler.json': { ...base, module: 'ESNext', moduleResolution: 'Bundler' },
    };
    for (const [name, compilerOptions] of Object.entries(configs)) {
      fs.writeFileSync(path.join(consumer, name), JSON.stringify({ compilerOptions, files: ['snippet.ts'] }));
      const checked = await run(process.execPath, [TSC, '-p', name], { cwd: consumer }).then(
        () => '',
        (err: { stdout: string }) => err.stdout,
      );
      expect(checked, name).toBe('');
    }
    // The check can fail: a snippet misusing the client is refused.
    fs.writeFileSync(
      path.join(consumer, 'snippet.ts'),
      "import { createWcabClient } from '@wcab/client';\nawait createWcabClient({ baseUrl: 'x' }).POST('/v1/classify', { body: {} });\n",
    );
    const broken = await run(process.execPath, [TSC, '-p', 'tsconfig.nodenext.json'], { cwd: consumer }).then(
      () => '',
      (err: { stdout: string }) => err.stdout,
    );
    expect(broken).toMatch(/document/);
  }, 300_000);
});
