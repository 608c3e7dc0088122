/**
 * Operator-only routes (/metrics, /admin/queues). With no OPERATOR_TOKEN configured they do not
 * exist (404, the same answer as any unknown path); otherwise the token is required, as
 * `Authorization: Bearer <token>` (Prometheus `authorization` / `bearer_token`) or as the password
 * of HTTP Basic auth (any user name), which lets a browser open the dashboard. Wrong or missing:
 * 401. API keys never open these routes.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { apiError } from '../errors';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

export function operatorAuth(token: string | undefined, options: { basicRealm?: string } = {}) {
  const expected = token ? digest(token) : undefined;
  return (req: Request, res: Response, next: NextFunction) => {
    if (!expected) throw apiError('NOT_FOUND', `No route for ${req.method} ${req.path}`);
    const presented = presentedToken(req.headers.authorization);
    // Compared as digests: constant time whatever the lengths.
    if (presented !== undefined && timingSafeEqual(digest(presented), expected)) return next();
    res.setHeader('WWW-Authenticate', options.basicRealm ? `Basic realm="${options.basicRealm}", charset="UTF-8"` : 'Bearer');
    throw apiError('UNAUTHORIZED', 'This route needs the operator token');
  };
}

function presentedToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (bearer) return bearer[1];
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!basic) return undefined;
  const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon >= 0 ? decoded.slice(colon + 1) : undefined;
}
