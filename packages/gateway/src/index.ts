export { createApp, type CreateAppOptions } from './app';
export { DEFAULT_LIMITS, type GatewayDeps, type GatewayLimits, type HealthCheck } from './deps';
export { authenticate, requireScope } from './middleware/authenticate';
export { rateLimit } from './middleware/rateLimit';
export { errorHandler, methodNotAllowed } from './middleware/errorHandler';
export { decodeDocument } from './decodeDocument';
export { bodyLimitFor } from './middleware/jsonBody';
