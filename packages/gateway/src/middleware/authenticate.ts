/**
 * Bearer API key authentication and scope checks. Malformed, unknown and revoked keys all get
 * the same 401 so the answer reveals nothing about which keys exist.
 */
import type { NextFunction, Request, Response } from 'express';
import type { ApiKeyRecord, KeyService } from '@wcab/accounts';
import type { Scope } from '@wcab/contract';
import type { PlanRateLimiter } from '@wcab/ratelimit';
import { apiError } from '../errors';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      apiKey?: ApiKeyRecord;
    }
  }
}

export function authenticate(keys: KeyService) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const header = req.headers.authorization;
    if (!header) {
      res.setHeader('WWW-Authenticate', 'Bearer');
      throw apiError('UNAUTHORIZED', 'Missing API key: send the header Authorization: Bearer <API_KEY>');
    }
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    const verification = match ? await keys.verify(match[1]!) : undefined;
    if (!verification?.ok) {
      res.setHeader('WWW-Authenticate', 'Bearer error="invalid_token"');
      throw apiError('UNAUTHORIZED', 'Invalid API key');
    }
    res.locals.apiKey = verification.record;
    next();
  };
}

/** 403 when the key lacks the route's scope; the rate-limit headers still describe the key. */
export function requireScope(scope: Scope, limiter: PlanRateLimiter) {
  return async (_req: Request, res: Response, next: NextFunction) => {
    const key = res.locals.apiKey!;
    if (key.scopes.includes(scope)) return next();
    const decision = await limiter.peek(key.id, key.plan).catch(() => undefined);
    if (decision) res.set(decision.headers);
    throw apiError('FORBIDDEN', `This API key lacks the "${scope}" scope required here`);
  };
}
