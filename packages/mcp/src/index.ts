export { mcpRouter, type McpRouterDeps } from './router';
export { createMcpServer, SERVER_INFO } from './server';
export { FileRoots, FILE_ACCESS_DISABLED, FILE_NOT_AVAILABLE, isInside } from './fileRoots';
export { CancellationRegistry, refusal } from './metering';
export { hostnameOf, requestGuards, type OriginPolicy } from './guards';
export { MCP_CHALLENGE } from './auth';
export { inputSchemas, outputSchemas, inlineRefs, withInlinedJsonSchema } from './schemas';
export type { CallMeter, ToolDeps } from './tools/runtime';
