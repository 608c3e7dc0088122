/**
 * The request bodies of POST /v1/classify and /v1/analyze-batch besides base64 JSON, for the
 * OpenAPI document: multipart/form-data (Swagger UI's "Try it out" shows a file picker for the
 * `file` part) and the document itself as the body, whose other fields are query parameters.
 * Built from the same zod schemas that validate them.
 */
import { z } from 'zod';
import type { ZodOpenApiMediaTypeObject, ZodOpenApiParameterObject } from 'zod-openapi';
import { ActivityTypes, BatchOptions, Cases, ClassifyOptions } from './schemas';
import { CorrectionFields } from './feedback';

const file = z.string().meta({
  format: 'binary',
  description: 'The document: a PDF, or a TIFF (one or many pages; G4, LZW, JPEG), JPEG or PNG scan. What it is is read from its bytes, not its name or type.',
});

const binary = { schema: { type: 'string' as const, format: 'binary', description: 'The document itself (sniffed from its bytes)' } };

const jsonPart = { contentType: 'application/json' };

function multipart(options: typeof ClassifyOptions | typeof BatchOptions): ZodOpenApiMediaTypeObject {
  return {
    schema: z.object({
      file,
      options: options.optional().describe('JSON object, as in the JSON body'),
      cases: Cases.optional().describe('JSON array, as in the JSON body'),
      activity_types: ActivityTypes.optional().describe('JSON array of labels, as in the JSON body'),
    }),
    encoding: { options: jsonPart, cases: jsonPart, activity_types: jsonPart },
  };
}

/** Content types of the request body besides application/json, for `requestBody.content`. */
export const uploadBodies = (route: 'classify' | 'batch'): Record<string, ZodOpenApiMediaTypeObject> => ({
  'multipart/form-data': multipart(route === 'classify' ? ClassifyOptions : BatchOptions),
  'application/pdf': binary,
  'image/tiff': binary,
  'image/jpeg': binary,
  'image/png': binary,
});

const rawOnly = 'Only with a raw document body (application/pdf, image/*); JSON and multipart bodies carry it in the body.';
const flag = (name: string, description: string): ZodOpenApiParameterObject => ({
  in: 'query',
  name,
  required: false,
  description: `${description}. ${rawOnly}`,
  schema: { type: 'boolean' },
});

/** The raw body's fields as query parameters (dotted names: curl pastes them without -g). */
export const rawBodyParameters = (route: 'classify' | 'batch'): ZodOpenApiParameterObject[] => [
  ...(route === 'classify'
    ? [
        flag('options.extract_dates', 'Extract dates (options.extract_dates)'),
        flag('options.extract_adj', 'Extract ADJ numbers (options.extract_adj)'),
        flag('options.searchable', 'Return the document as a searchable PDF in pdf_base64 (options.searchable)'),
      ]
    : [
        flag('options.include_documents', 'Return each split document as base64 (options.include_documents)'),
        flag('options.searchable', 'Split documents carry an invisible OCR text layer (options.searchable)'),
      ]),
  {
    in: 'query',
    name: 'activity_types',
    required: false,
    description: `The caller's labels, one parameter per label. ${rawOnly}`,
    schema: { type: 'array', items: { type: 'string' } },
    style: 'form',
    explode: true,
  },
  {
    in: 'query',
    name: 'cases',
    required: false,
    description: `Known cases as a JSON array, URL-encoded (for many cases use multipart). ${rawOnly}`,
    schema: { type: 'string' },
  },
];

/** POST /v1/feedback besides JSON: the document as a multipart `file` part, the correction as a JSON `correct` part. */
export const feedbackUploadBodies = (): Record<string, ZodOpenApiMediaTypeObject> => ({
  'multipart/form-data': {
    schema: z.object({
      file,
      correct: CorrectionFields.describe('JSON object, as in the JSON body'),
      activity_types: ActivityTypes.optional().describe('JSON array of labels, as in the JSON body'),
    }),
    encoding: { correct: jsonPart, activity_types: jsonPart },
  },
});
