/**
 * The HTTP server around the express app, with the timeouts that keep a slow or stalled client
 * from holding a connection: the header section (HTTP_HEADERS_TIMEOUT_MS), the whole request with
 * its body (HTTP_REQUEST_TIMEOUT_MS; a synchronous job's wait for its result is not part of it) and
 * an idle keep-alive connection (HTTP_KEEPALIVE_TIMEOUT_MS).
 *
 * Failures node's HTTP parser handles before express sees a request (a timeout, headers too large,
 * a malformed request) are answered here, as `{error, code}` JSON like every other error, and the
 * connection is closed.
 */
import http, { type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { RequestListener } from 'node:http';
import { ApiError, type ErrorCode } from '@wcab/contract';

export interface HttpTimeouts {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
}

/**
 * An idle connection is kept longer than the clients and proxies that pool it keep it (a load balancer's 60 s, a
 * client's pool that ignores the Keep-Alive hint): a server that closes first races the client's next request,
 * which then meets a closed socket ("other side closed", EPIPE on a POST's body) instead of an answer. (Three of 917
 * requests of a real-set evaluation on a loaded machine ended so with Node's 5 s, just as that run's key ran out of
 * its daily quota; which of the two closed them was not settled.) The header and request timeouts start with a
 * request's own bytes, so an idle connection's silence counts against neither (slowClients.test.ts).
 */
export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = { headersTimeoutMs: 20_000, requestTimeoutMs: 120_000, keepAliveTimeoutMs: 65_000 };

/** How long a closed-for-writing connection may keep sending before it is dropped. */
const LINGER_MS = 1000;

export function createHttpServer(app: RequestListener, timeouts: HttpTimeouts = DEFAULT_HTTP_TIMEOUTS): Server {
  const server = http.createServer(
    {
      headersTimeout: timeouts.headersTimeoutMs,
      requestTimeout: timeouts.requestTimeoutMs,
      keepAliveTimeout: timeouts.keepAliveTimeoutMs,
      // Node checks the two request timeouts on this interval (default 30 s, which would let a
      // 1 s timeout run to 30 s): a quarter of the shorter one, at most a second.
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(Math.min(timeouts.headersTimeoutMs, timeouts.requestTimeoutMs) / 4))),
    },
    app,
  );
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => answerClientError(error, socket));
  return server;
}

function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const failure = clientFailure(error.code);
  // A request express is already handling (its body was still arriving when the request timeout
  // struck) is answered through its own response, so nothing else writes to the socket after us.
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
  if (inFlight) {
    if (!inFlight.headersSent) {
      const body = JSON.stringify(failure.toBody());
      inFlight.writeHead(failure.status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body), Connection: 'close' });
      inFlight.end(body);
    }
    lingerThenDestroy(socket);
    return;
  }
  const body = JSON.stringify(failure.toBody());
  socket.end(
    `HTTP/1.1 ${failure.status} ${http.STATUS_CODES[failure.status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
  lingerThenDestroy(socket);
}

/**
 * Closing a socket at once while the client is still sending makes the kernel answer with a reset
 * that can destroy the answer before the client reads it; what still arrives is read and dropped
 * for a moment, then the socket is destroyed whatever the client does.
 */
function lingerThenDestroy(socket: Socket): void {
  socket.resume();
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}

function clientFailure(code: string | undefined): ApiError {
  const failures: Record<string, [ErrorCode, string]> = {
    ERR_HTTP_REQUEST_TIMEOUT: ['REQUEST_TIMEOUT', 'The request did not arrive in time; the connection is closed'],
    HPE_HEADER_OVERFLOW: ['HEADERS_TOO_LARGE', 'The request headers are too large'],
    HPE_CHUNK_EXTENSIONS_OVERFLOW: ['DOCUMENT_TOO_LARGE', 'The chunk extensions of the request body are too large'],
  };
  const [errorCode, message] = failures[code ?? ''] ?? ['BAD_REQUEST', 'Malformed HTTP request'];
  return new ApiError(errorCode, message);
}
