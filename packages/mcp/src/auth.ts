/**
 * Authentication for /mcp: the same API keys as /v1 (the gateway's own middleware), the `mcp`
 * scope (403 without it), and a 401 challenge that is a plain Bearer challenge: MCP clients
 * would otherwise start OAuth discovery, which this service does not offer (no
 * `resource_metadata`, no /.well-known/oauth-* documents). The key goes in the client's
 * configuration as an `Authorization: Bearer` header.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { KeyService } from '@wcab/accounts';
import { ApiError } from '@wcab/contract';
import { authenticate, requireScope } from '@wcab/gateway';
import type { PlanRateLimiter } from '@wcab/ratelimit';

export const MCP_CHALLENGE = 'Bearer error="invalid_token"';

export function mcpAuth(keys: KeyService, limiter: PlanRateLimiter): RequestHandler[] {
  return [authenticate(keys), requireScope('mcp', limiter)];
}

/** Error middleware: every 401 on /mcp carries exactly the invalid_token challenge. */
export function challengeOn401() {
  return (error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (error instanceof ApiError && error.status === 401) res.setHeader('WWW-Authenticate', MCP_CHALLENGE);
    next(error);
  };
}
