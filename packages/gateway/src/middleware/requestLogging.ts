/**
 * Structured request logs (pino-http) with a request id on every line and in X-Request-Id.
 * Only method, path, status and timing are logged: never headers (they carry the API key),
 * never bodies (they carry client documents). The serializers below are what guarantees it (they
 * build the logged objects from those fields alone), so no redaction pass runs on every line.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';

const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestLogging(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, path: req.url.split('?')[0] }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customLogLevel(_req, res, error) {
      if (error || res.statusCode >= 500) return 'error';
      if (res.statusCode >= 400) return 'info';
      return 'info';
    },
    autoLogging: { ignore: (req) => req.url === '/health' },
  });
}
