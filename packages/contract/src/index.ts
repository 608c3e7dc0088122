export * from './schemas';
export * from './errors';
export * from './limits';
export * from './webhooks';
export { buildOpenApiDocument, toJsonSchema } from './openapi';
export * from './jobs';
export * from './jobHost';
export { EXAMPLE_ACTIVITY_TYPES, EXAMPLE_CASES, EXAMPLE_DOCUMENT_BASE64 } from './examples';
export * from './feedback';
