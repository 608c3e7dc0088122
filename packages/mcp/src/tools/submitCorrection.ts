/**
 * submit_correction: the MCP twin of POST /v1/feedback (scope `feedback` besides `mcp`). The document is
 * named by the job_id of a REST answer this key received, or sent as base64; `correct` says what is right.
 * Offered on the HTTP endpoint only (the local stdio mode has no account to teach).
 */
import type { McpServer } from '@modelcontextprotocol/server';
import { ApiError, Correction } from '@wcab/contract';
import { decodeDocument, submitCorrection } from '@wcab/gateway';
import { inputSchemas, outputSchemas } from '../schemas';
import { runTool, type CallMeter, type ToolDeps } from './runtime';

export const SUBMIT_CORRECTION = 'submit_correction';

export function registerSubmitCorrection(server: McpServer, deps: ToolDeps, meter?: CallMeter): void {
  const learning = deps.learning;
  if (!learning || !deps.clock || deps.mode !== 'http') return;
  const clock = deps.clock;
  server.registerTool(
    SUBMIT_CORRECTION,
    {
      title: 'Correct an answer so that later documents like it are answered right',
      description:
        "Tell the service what is right about a document it answered: its document_type, the office's activity label (doc_type, one of " +
        'activity_types), the applicant, employer, document date or dates. Name the document by the job_id of an earlier /v1 answer ' +
        '(document_index for a batch), or send it as base64. Later answers to this API key for documents of the same layout follow the ' +
        'correction; they name it in sources.learned. Corrections are listed and deleted with GET/DELETE /v1/feedback.',
      inputSchema: inputSchemas.submitCorrection,
      outputSchema: outputSchemas.correction,
      annotations: { title: 'Correct an answer', readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    (args, ctx) =>
      runTool(
        deps,
        meter,
        SUBMIT_CORRECTION,
        ctx,
        async () => {
          if (!meter) throw new ApiError('FORBIDDEN', 'Corrections need an API key');
          const document = args.document !== undefined ? decodeDocument(args.document, deps.limits.maxDocumentBytes) : undefined;
          const data = await submitCorrection({ queue: deps.queue, limits: deps.limits, clock }, learning, meter.account, args, document);
          return { data, pages: 0 };
        },
        Correction,
      ),
  );
}
