/** classify_file: one PDF read from a path below the allowed document folders. */
import type { McpServer } from '@modelcontextprotocol/server';
import { ClassificationResult } from '@wcab/contract';
import { inputSchemas, outputSchemas } from '../schemas';
import { classify, READ_ONLY, RESULT_SUMMARY } from './classify';
import { assertPdf, runTool, type CallMeter, type ToolDeps } from './runtime';

export const CLASSIFY_FILE = 'classify_file';

export function registerClassifyFile(server: McpServer, deps: ToolDeps, meter?: CallMeter): void {
  server.registerTool(
    CLASSIFY_FILE,
    {
      title: 'Classify a legal document (file path)',
      description: `${fileAccessNote(deps)} ${RESULT_SUMMARY} The result is the same as classify_document's.`,
      inputSchema: inputSchemas.classifyFile,
      outputSchema: outputSchemas.classification,
      annotations: { title: 'Classify a legal document (file path)', ...READ_ONLY },
    },
    (args, ctx) =>
      runTool(
        deps,
        meter,
        CLASSIFY_FILE,
        ctx,
        async (call) => {
          const document = await deps.files.read(args.path, deps.limits.maxDocumentBytes);
          assertPdf(document);
          return classify(call, document, args);
        },
        ClassificationResult,
      ),
  );
}

/** How file paths work here, for the model choosing a tool. */
export function fileAccessNote(deps: ToolDeps): string {
  if (!deps.files.enabled) {
    return (
      'Not available on this server: no document folders are configured, so every call answers that file access is ' +
      'disabled. Use classify_document with the PDF content instead.'
    );
  }
  const where =
    deps.mode === 'stdio'
      ? 'on this computer, inside the folders the user allowed when starting the server'
      : "on the server, inside the document folders its operator shared (not the caller's own disk)";
  return (
    "Classify one California workers' compensation (WCAB) PDF by its path, without sending its content. " +
    `The file must be ${where}; a relative path is looked up in those folders. ` +
    'Paths outside them, symbolic links leading out of them and missing files all get the same refusal.'
  );
}
