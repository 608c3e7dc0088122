export * from './schemas';
export * from './errors';
export * from './limits';
export { buildOpenApiDocument, toJsonSchema } from './openapi';
export * from './jobs';
export * from './jobHost';
