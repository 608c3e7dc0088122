/**
 * Bearer API key authentication and scope checks. Malformed, unknown and revoked keys all get
 * the same 401 so the answer reveals nothing about which keys exist. A key that cannot be checked
 * (the key store is unreachable) is neither accepted nor refused: 503 with Retry-After, so
 * clients retry instead of dropping a key they believe revoked.
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
    const verification = match ? await verifyOrUnavailable(keys, match[1]!, req) : undefined;
    if (!verification?.ok) {
      res.setHeader('WWW-Authenticate', 'Bearer error="invalid_token"');
      throw apiError('UNAUTHORIZED', 'Invalid API key');
    }
    res.locals.apiKey = verification.record;
    next();
  };
}

/** Seconds a client waits before retrying while the key store is unreachable. */
const KEY_STORE_RETRY_AFTER_S = '5';

async function verifyOrUnavailable(keys: KeyService, presented: string, req: Request) {
  try {
    return await keys.verify(presented);
  } catch (error) {
    // The message only: a driver error can quote its connection string, never the presented key.
    req.log?.warn({ err: (error as Error)?.message }, 'key store unreachable');
    throw apiError('SERVICE_UNAVAILABLE', 'The key store is unreachable; retry shortly', { 'Retry-After': KEY_STORE_RETRY_AFTER_S });
  }
}

/** Sets the rate-limit headers describing the authenticated key, without counting a request. */
export async function describeLimits(limiter: PlanRateLimiter, res: Response): Promise<void> {
  const key = res.locals.apiKey!;
  const decision = await limiter.peek(key.id, key.plan).catch(() => undefined);
  if (decision) res.set(decision.headers);
}

/**
 * For answers that need no key (405 on an authenticated route): a presented key is checked as
 * anywhere (401, 503) and, valid, its rate-limit headers go on the answer like on every
 * authenticated response; no key, no headers.
 */
export function describePresentedKey(keys: KeyService, limiter: PlanRateLimiter) {
  const check = authenticate(keys);
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.headers.authorization === undefined) return next();
    await check(req, res, () => undefined);
    await describeLimits(limiter, res);
    next();
  };
}

/** 403 when the key lacks the route's scope; the rate-limit headers still describe the key. */
export function requireScope(scope: Scope, limiter: PlanRateLimiter) {
  return async (_req: Request, res: Response, next: NextFunction) => {
    if (res.locals.apiKey!.scopes.includes(scope)) return next();
    await describeLimits(limiter, res);
    throw apiError('FORBIDDEN', `This API key lacks the "${scope}" scope required here`);
  };
}
