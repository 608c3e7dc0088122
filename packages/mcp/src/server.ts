/**
 * One MCP server definition for both transports: the HTTP endpoint builds a fresh instance per
 * request (stateless, both protocol eras) and the stdio mode one per connection. The tools are
 * defined once here, so the two can never drift apart.
 */
import { McpServer } from '@modelcontextprotocol/server';
import { registerAnalyzeBatch } from './tools/analyzeBatch';
import { registerClassifyDocument } from './tools/classifyDocument';
import { registerClassifyFile } from './tools/classifyFile';
import { registerSubmitCorrection } from './tools/submitCorrection';
import type { CallMeter, ToolDeps } from './tools/runtime';

export const SERVER_INFO = {
  name: 'wcab-document-intelligence',
  title: 'WCAB Document Intelligence',
  version: '1.0.0',
} as const;

const INSTRUCTIONS =
  "Classifies California workers' compensation (WCAB) documents and extracts ADJ case numbers, parties and dates. " +
  'classify_document takes a PDF as base64; classify_file takes a path the server can read; analyze_batch splits a ' +
  'batch scan at separator sheets. Results are JSON (structuredContent, repeated as text). Tool errors say what was ' +
  'wrong (not base64, not a PDF, too large, rate limit with its reset time) and are not worth retrying unchanged.';

export function createMcpServer(deps: ToolDeps, meter?: CallMeter): McpServer {
  const server = new McpServer(SERVER_INFO, { capabilities: { tools: {} }, instructions: INSTRUCTIONS });
  registerClassifyDocument(server, deps, meter);
  registerClassifyFile(server, deps, meter);
  registerAnalyzeBatch(server, deps, meter);
  registerSubmitCorrection(server, deps, meter);
  return server;
}
