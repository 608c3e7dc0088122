/** analyze_batch: split a batch scan at separator sheets and analyse each document. */
import type { McpServer } from '@modelcontextprotocol/server';
import { ApiError, BatchResult } from '@wcab/contract';
import { decodeDocument } from '@wcab/gateway';
import { inputSchemas, outputSchemas } from '../schemas';
import { READ_ONLY } from './classify';
import { assertPdf, runTool, type CallMeter, type ToolDeps } from './runtime';

export const ANALYZE_BATCH = 'analyze_batch';

export function registerAnalyzeBatch(server: McpServer, deps: ToolDeps, meter?: CallMeter): void {
  const pathNote = deps.files.enabled
    ? deps.mode === 'stdio'
      ? '`path` is a file on this computer inside the folders the user allowed (as for classify_file).'
      : "`path` is a file on the server inside the operator's document folders (as for classify_file)."
    : '`path` is refused on this server (no document folders are configured): send `document`.';
  server.registerTool(
    ANALYZE_BATCH,
    {
      title: 'Split and analyse a batch scan',
      description:
        'Analyse one batch-scanned PDF that holds several documents separated by separator sheets (barcode sheets or ' +
        'DWC-CA form 10232.2 pages). Returns the separator page numbers and, for each document, its page range, type ' +
        "(one of the caller's activity_types when given), applicant name, ADJ numbers, document date (YYYYMMDD), a " +
        'suggested file name and the dates to calendar (hearings, deadlines) with time and place. Give exactly one of ' +
        `\`document\` (the PDF, or a TIFF, JPEG or PNG scan, as base64) or \`path\`. ${pathNote} Large scans take minutes (OCR): the tool reports ` +
        'progress when the client asks for it, and a cancelled call stops waiting. Set options.evidence for where each field was ' +
        'read (page, words, box, confidence). For a single document use classify_document.',
      inputSchema: inputSchemas.analyzeBatch,
      outputSchema: outputSchemas.batch,
      annotations: { title: 'Split and analyse a batch scan', ...READ_ONLY },
    },
    (args, ctx) =>
      runTool(
        deps,
        meter,
        ANALYZE_BATCH,
        ctx,
        async (call) => {
          if ((args.document === undefined) === (args.path === undefined)) {
            throw new ApiError('BAD_REQUEST', 'Give exactly one of document (the PDF as base64) or path (a file the server can read)');
          }
          let document: Uint8Array;
          if (args.document !== undefined) {
            document = decodeDocument(args.document, deps.limits.maxDocumentBytes);
          } else {
            document = await deps.files.read(args.path!, deps.limits.maxDocumentBytes);
            assertPdf(document);
          }
          await call.progress(0, undefined, 'Scanning pages for separator sheets');
          const { data, pages } = await call.runJob('batch', document, { options: args.options, cases: args.cases, activity_types: args.activity_types });
          const found = (data as { documents?: unknown[] }).documents?.length ?? 0;
          const done = Math.max(pages, 1);
          await call.progress(done, done, `Scanned ${pages} of ${pages} pages; found ${found} document${found === 1 ? '' : 's'}`);
          return { data: data as Record<string, unknown>, pages };
        },
        BatchResult,
      ),
  );
}
