export * from './schemas';
export * from './errors';
export * from './limits';
export * from './webhooks';
export { buildOpenApiDocument, toJsonSchema } from './openapi';
export * from './jobs';
export * from './jobHost';
export * from './feedback';
