/** classify_document: one PDF sent as base64, the MCP twin of POST /v1/classify. */
import type { McpServer } from '@modelcontextprotocol/server';
import { ClassificationResult } from '@wcab/contract';
import { decodeDocument } from '@wcab/gateway';
import { inputSchemas, outputSchemas } from '../schemas';
import { classify, READ_ONLY, RESULT_SUMMARY } from './classify';
import { runTool, type CallMeter, type ToolDeps } from './runtime';

export const CLASSIFY_DOCUMENT = 'classify_document';

export function registerClassifyDocument(server: McpServer, deps: ToolDeps, meter?: CallMeter): void {
  server.registerTool(
    CLASSIFY_DOCUMENT,
    {
      title: 'Classify a legal document (PDF content)',
      description:
        "Classify one California workers' compensation (WCAB) document and extract its data, from the PDF's content " +
        '(or a TIFF, JPEG or PNG scan) sent as base64. Use it when you hold the file itself (an attachment, a download); for a PDF already on disk where ' +
        'this server can read it, classify_file avoids the base64; for one scan holding several documents separated by ' +
        `separator sheets, use analyze_batch. ${RESULT_SUMMARY}`,
      inputSchema: inputSchemas.classifyDocument,
      outputSchema: outputSchemas.classification,
      annotations: { title: 'Classify a legal document (PDF content)', ...READ_ONLY },
    },
    (args, ctx) =>
      runTool(
        deps,
        meter,
        CLASSIFY_DOCUMENT,
        ctx,
        (call) => classify(call, decodeDocument(args.document, deps.limits.maxDocumentBytes), args),
        ClassificationResult,
        args.filename?.slice(0, 200),
      ),
  );
}
