/**
 * Tool input and output schemas, derived from the contract's zod objects (never re-declared):
 * the same schemas validate /v1 requests, generate the OpenAPI document and describe the tools.
 *
 * The JSON Schema advertised in tools/list is zod's own rendering with the contract's named
 * sub-schemas (`$defs` / `$ref`) inlined: some MCP clients do not follow `$ref` in tool schemas,
 * and these schemas are small and not recursive. Validation is still done by the zod objects.
 */
import { z } from 'zod';
import { BatchOptions, BatchRequest, BatchResult, ClassificationResult, ClassifyOptions, ClassifyRequest, Correction, FeedbackRequest } from '@wcab/contract';
import type { StandardSchemaWithJSON } from '@modelcontextprotocol/server';

/** A tool call answers when the job is done: a webhook (options.callback_url, for `Prefer: respond-async` jobs) has no place here. */
const classifyFields = ClassifyRequest.pick({ cases: true, activity_types: true }).extend({
  options: ClassifyOptions.omit({ callback_url: true }).optional().default({ extract_dates: false, extract_adj: false, evidence: false, searchable: false }),
});

const path = z
  .string()
  .min(1)
  .max(4096)
  .describe(
    'Path of the PDF on the machine running this MCP server: absolute, or relative to an allowed document folder. ' +
      'Only files inside the allowed document folders can be read.',
  );

export const ClassifyDocumentInput = classifyFields.extend({
  document: ClassifyRequest.shape.document,
  filename: z.string().max(1024).optional().describe('Original file name, if known; used only to label error messages'),
});

export const ClassifyFileInput = classifyFields.extend({ path });

export const AnalyzeBatchInput = BatchRequest.extend({
  options: BatchOptions.omit({ callback_url: true }).optional().default({ include_documents: false, evidence: false, searchable: false }),
  document: BatchRequest.shape.document.optional(),
  path: path.optional(),
});

export type ClassifyDocumentInput = z.output<typeof ClassifyDocumentInput>;
export type ClassifyFileInput = z.output<typeof ClassifyFileInput>;
export type AnalyzeBatchInput = z.output<typeof AnalyzeBatchInput>;

export const inputSchemas = {
  classifyDocument: withInlinedJsonSchema(ClassifyDocumentInput),
  classifyFile: withInlinedJsonSchema(ClassifyFileInput),
  analyzeBatch: withInlinedJsonSchema(AnalyzeBatchInput),
  submitCorrection: withInlinedJsonSchema(FeedbackRequest),
};

export const outputSchemas = {
  classification: withInlinedJsonSchema(ClassificationResult),
  batch: withInlinedJsonSchema(BatchResult),
  correction: withInlinedJsonSchema(Correction),
};

type JsonObject = Record<string, unknown>;

/**
 * The zod schema itself (its `~standard` validate and types), with a JSON Schema rendering
 * whose local `$ref`s are replaced by their definitions. Renderings are cached per target.
 */
export function withInlinedJsonSchema<S extends z.ZodType>(schema: S): StandardSchemaWithJSON<z.input<S>, z.output<S>> {
  const standard = schema['~standard'] as unknown as StandardSchemaWithJSON<z.input<S>, z.output<S>>['~standard'];
  const cache = new Map<string, JsonObject>();
  const render = (io: 'input' | 'output') => (options: { target: string }) => {
    const key = `${io}:${options.target}`;
    let json = cache.get(key);
    if (!json) {
      json = inlineRefs(standard.jsonSchema[io](options as Parameters<typeof standard.jsonSchema.input>[0]) as JsonObject);
      cache.set(key, json);
    }
    return structuredClone(json);
  };
  return {
    '~standard': {
      ...standard,
      jsonSchema: { input: render('input'), output: render('output') },
    },
  } as StandardSchemaWithJSON<z.input<S>, z.output<S>>;
}

/** Replaces `{"$ref": "#/$defs/X", ...}` by the definition merged with the sibling keywords. */
export function inlineRefs(root: JsonObject): JsonObject {
  const defs = { ...((root.$defs as JsonObject | undefined) ?? {}), ...((root.definitions as JsonObject | undefined) ?? {}) };
  const visit = (node: unknown, depth: number): unknown => {
    if (depth > 32) throw new Error('schema too deep to inline (recursive?)');
    if (Array.isArray(node)) return node.map((item) => visit(item, depth + 1));
    if (!node || typeof node !== 'object') return node;
    const { $ref, ...rest } = node as JsonObject;
    const out: JsonObject = {};
    if (typeof $ref === 'string') {
      const match = /^#\/(?:\$defs|definitions)\/(.+)$/.exec($ref);
      const target = match ? defs[decodeURIComponent(match[1]!)] : undefined;
      if (!target) throw new Error(`cannot inline ${$ref}`);
      Object.assign(out, visit(target, depth + 1) as JsonObject);
    }
    for (const [k, v] of Object.entries(rest)) {
      if (depth === 0 && (k === '$defs' || k === 'definitions')) continue;
      out[k] = visit(v, depth + 1);
    }
    return out;
  };
  return visit(root, 0) as JsonObject;
}
