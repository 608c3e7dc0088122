/**
 * The MCP endpoint: Streamable HTTP, stateless, one path serving clients of the 2025-11-25
 * (initialize handshake) and 2026-07-28 (per-request envelope) protocol revisions through the
 * SDK's `createMcpHandler`.
 *
 * Order for every request to /mcp: Host/Origin validation (403) -> API key (401) -> `mcp` scope
 * (403) -> JSON body with the REST API's document-sized limit -> counting of `tools/call`
 * (rate-limit headers) -> a fresh MCP server instance for this request -> response (JSON or SSE).
 */
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { ApiError } from '@wcab/contract';
import { bodyLimitFor, boundedJsonBody, closeIfBodyUnread, isIdempotencyKey, refuseDeclaredOversize, type GatewayDeps } from '@wcab/gateway';
import { challengeOn401, mcpAuth } from './auth';
import { FileRoots } from './fileRoots';
import { requestGuards } from './guards';
import { admit, CancellationRegistry } from './metering';
import { connectionSignal, sendWebResponse, toWebRequest } from './nodeHttp';
import { createMcpServer } from './server';
import type { CallMeter, ToolDeps } from './tools/runtime';

export interface McpRouterDeps
  extends Pick<GatewayDeps, 'keys' | 'limiter' | 'queue' | 'usage' | 'logger' | 'clock' | 'limits' | 'learning' | 'idempotency' | 'webhooks'> {
  /** Folders `classify_file` may read (MCP_FILE_ROOTS); none disables file access. */
  fileRoots?: string[];
  /** Public host names of the service (MCP_ALLOWED_HOSTS); localhost names are always allowed. */
  allowedHosts?: string[];
  /** Browser origins allowed to call /mcp (MCP_ALLOWED_ORIGINS). */
  allowedOrigins?: string[];
  /** CORS_ORIGINS of the REST API: origins trusted there are trusted here too. */
  corsOrigins?: string[];
  /** Mount path; `/mcp` unless told otherwise. */
  path?: string;
}

/** A meter that refuses: a tool call that somehow arrives without admission is never free. */
const UNMETERED: CallMeter = {
  scopes: [],
  account: '',
  admission: () => ({ refusal: new ApiError('INTERNAL_ERROR', 'Internal error: the call was not admitted') }),
  record: () => undefined,
};

export function mcpRouter(deps: McpRouterDeps): Router {
  const mountPath = deps.path ?? '/mcp';
  const bodyLimit = bodyLimitFor(deps.limits.maxDocumentBytes);
  const registry = new CancellationRegistry();
  const toolDeps: ToolDeps = {
    queue: deps.queue,
    limits: deps.limits,
    files: new FileRoots(deps.fileRoots ?? []),
    logger: deps.logger,
    mode: 'http',
    now: () => deps.clock.now(),
    ...(deps.learning ? { learning: deps.learning, clock: deps.clock } : {}),
    // Idempotency-Key on a tools/call: the REST routes' records (shared: one key, one request).
    ...(deps.idempotency ? { idempotency: { queue: deps.queue, idempotency: deps.idempotency, ...(deps.webhooks ? { webhooks: deps.webhooks } : {}) } } : {}),
  };
  const handler = createMcpHandler((ctx) => createMcpServer(toolDeps, (ctx.authInfo?.extra?.meter as CallMeter | undefined) ?? UNMETERED), {
    legacy: 'stateless',
    maxRequestBodySize: bodyLimit,
    onerror: (error) => deps.logger.debug({ err: error.message }, 'mcp request rejected'),
  });

  const serve = async (req: Request, res: Response) => {
    const key = res.locals.apiKey!;
    const connection = connectionSignal(res);
    const body: unknown = req.method === 'POST' ? req.body : undefined;
    const idempotencyKey = idempotencyOf(req, body);
    if (idempotencyKey instanceof ApiError) {
      closeIfBodyUnread(res);
      res.status(400).json({ jsonrpc: '2.0', id: null, error: { code: -32600, message: idempotencyKey.message } });
      return;
    }
    const idempotency = idempotencyKey !== undefined && deps.idempotency ? { key: idempotencyKey, store: deps.idempotency } : undefined;
    const admitted = await admit(deps, registry, key, body, connection, idempotency);
    res.on('close', admitted.release);
    if (admitted.headers) res.set(admitted.headers);
    const response = await handler.fetch(toWebRequest(req, connection), {
      ...(body !== undefined && { parsedBody: body }),
      authInfo: { token: key.prefix, clientId: key.id, scopes: [...key.scopes], extra: { meter: admitted.meter } },
    });
    await sendWebResponse(res, response);
  };

  const router = Router();
  router.all(
    mountPath,
    ...requestGuards({ allowedHosts: deps.allowedHosts, allowedOrigins: [...(deps.allowedOrigins ?? []), ...(deps.corsOrigins ?? [])] }),
    ...mcpAuth(deps.keys, deps.limiter),
    // A Content-Length over the limit is refused before the body is read (express.json would read it all first).
    refuseDeclaredOversize(bodyLimit),
    // The JSON body read into one buffer; a compressed one inflates under a streaming bound (a gzip bomb stops at about a megabyte).
    boundedJsonBody(bodyLimit),
    express.json({ limit: bodyLimit, strict: true }),
    serve,
  );
  router.use(mountPath, challengeOn401(), bodyErrors(deps, bodyLimit));
  return router;
}

/**
 * The Idempotency-Key header of a POST carrying one `tools/call` (as on REST: 1-255 printable
 * ASCII characters). Ignored on other messages; a malformed key, or a key on a batch of several
 * calls (one key names one request), is a 400 ApiError.
 */
function idempotencyOf(req: Request, body: unknown): string | ApiError | undefined {
  const value = req.get('idempotency-key');
  if (value === undefined) return undefined;
  const calls = (Array.isArray(body) ? body : [body]).filter((m) => (m as { method?: unknown } | null)?.method === 'tools/call').length;
  if (calls === 0) return undefined;
  if (!isIdempotencyKey(value)) return new ApiError('BAD_REQUEST', 'Idempotency-Key must be 1 to 255 printable ASCII characters without spaces');
  if (calls > 1) return new ApiError('BAD_REQUEST', 'An Idempotency-Key names one request: send one tools/call with it');
  return value;
}

/**
 * Body problems answered as JSON-RPC errors (what an MCP client can show), not as HTML or as
 * the REST error shape: too large (413, naming the limit) and not JSON (400, parse error).
 */
function bodyErrors(deps: McpRouterDeps, bodyLimit: number) {
  const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));
  return async (error: unknown, _req: Request, res: Response, next: NextFunction) => {
    const declaredTooLarge = error instanceof ApiError && error.code === 'DOCUMENT_TOO_LARGE';
    const type = declaredTooLarge ? 'entity.too.large' : (error as { type?: string } | undefined)?.type;
    let status: number;
    let code: number;
    let message: string;
    switch (type) {
      case 'entity.too.large':
        [status, code] = [413, -32000];
        message =
          `Request body too large: documents are limited to ${mb(deps.limits.maxDocumentBytes)} MB ` +
          `(a JSON body of at most about ${mb(bodyLimit)} MB with the base64 PDF). Send a smaller file or split the batch.`;
        break;
      case 'entity.parse.failed':
        [status, code, message] = [400, -32700, 'Parse error: the request body is not valid JSON'];
        break;
      case 'encoding.unsupported':
      case 'charset.unsupported':
        [status, code, message] = [400, -32600, 'Unsupported body encoding; send UTF-8 JSON'];
        break;
      case 'request.aborted':
      case 'request.size.invalid':
        [status, code, message] = [400, -32600, 'The request body was incomplete'];
        break;
      default:
        return next(error);
    }
    const key = res.locals.apiKey;
    if (key) {
      const decision = await deps.limiter.peek(key.id, key.plan).catch(() => undefined);
      if (decision) res.set(decision.headers);
    }
    closeIfBodyUnread(res);
    res.status(status).json({ jsonrpc: '2.0', id: null, error: { code, message } });
  };
}
