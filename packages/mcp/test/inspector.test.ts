/**
 * The MCP Inspector CLI (`npx @modelcontextprotocol/inspector --cli`, an independent client on
 * the 1.x SDK line, protocol 2025-11-25) against /mcp and against the stdio mode, asserting on
 * what it prints. The runs are independent processes, so they are started together up front.
 *
 * The installed Inspector (0.15) has no --header option, so it cannot send the API key by itself;
 * when --header is not available the key is added by a small forwarding proxy instead.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClassificationResult } from '@wcab/contract';
import { toBase64 } from '../../../test/support/pdfs';
import { mcpHarness, STUB_CLASSIFICATION } from './harness';
import { authProxy, inspector, inspectorHasHeaderOption, printed, REPO_ROOT, type CliRun } from './inspector';
import { wcabPdf } from './support';

interface ToolList {
  tools: Array<{ name: string; outputSchema?: object }>;
}
interface ToolResult {
  content: Array<{ type: string; text: string }>;
  structuredContent?: unknown;
  isError?: boolean;
}

let harness: Awaited<ReturnType<typeof mcpHarness>>;
let proxy: Awaited<ReturnType<typeof authProxy>>;
let folder: string;
let runs: { list: CliRun; call: CliRun; stdio: CliRun };

beforeAll(async () => {
  harness = await mcpHarness(async () => ({ ok: true, data: STUB_CLASSIFICATION, pages: 3 }));
  proxy = await authProxy(harness.url, harness.key);
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'wcab-mcp-inspector-'));
  fs.writeFileSync(path.join(folder, 'notice.pdf'), await wcabPdf());
  // Reaches /mcp with the key: --header where the Inspector has it, else through the proxy.
  const target = inspectorHasHeaderOption()
    ? [`${harness.url}/mcp`, '--transport', 'http', '--header', `Authorization: Bearer ${harness.key}`]
    : [`${proxy.url}/mcp`, '--transport', 'http'];
  const document = toBase64(await wcabPdf());
  const [list, call, stdio] = await Promise.all([
    inspector([...target, '--method', 'tools/list']),
    inspector([...target, '--method', 'tools/call', '--tool-name', 'classify_document', '--tool-arg', `document=${document}`]),
    // The stdio mode through the npm script, as a desktop client starts it (--silent keeps npm's
    // banner off stdout, which carries the protocol).
    inspector([
      ...['-e', 'WORKER_THREADS=1', '-e', 'LOG_LEVEL=warn', '-e', `MCP_FILE_ROOTS=${folder}`],
      ...['npm', '--silent', '--prefix', REPO_ROOT, 'run', 'mcp:stdio'],
      ...['--method', 'tools/call', '--tool-name', 'classify_file', '--tool-arg', 'path=notice.pdf'],
    ]),
  ]);
  runs = { list: list!, call: call!, stdio: stdio! };
}, 120_000);
afterAll(async () => {
  await proxy?.close();
  await harness?.close();
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
});

describe('MCP Inspector CLI over Streamable HTTP', () => {
  it('tools/list shows the three tools', () => {
    const list = printed<ToolList>(runs.list);
    expect(list.tools.map((t) => t.name).sort()).toEqual(['analyze_batch', 'classify_document', 'classify_file']);
  });

  it('tools/call classify_document returns the result (the Inspector validates it against outputSchema)', () => {
    const result = printed<ToolResult>(runs.call);
    expect(result.isError).toBeFalsy();
    expect(ClassificationResult.parse(result.structuredContent)).toEqual(STUB_CLASSIFICATION);
    expect(JSON.parse(result.content[0]!.text)).toEqual(STUB_CLASSIFICATION);
  });
});

describe('MCP Inspector CLI over stdio (npm run mcp:stdio)', () => {
  it('classifies a file of the allowed folder with the in-process pipeline', () => {
    const result = printed<ToolResult>(runs.stdio);
    expect(result.isError, result.content[0]?.text).toBeFalsy();
    expect(ClassificationResult.parse(result.structuredContent).page_count).toBe(2);
  });
});
