/**
 * HTTP over a bare TCP socket, for what fetch cannot do: trickle a body, send oversized headers,
 * and watch when the server closes the connection.
 */
import net from 'node:net';

export interface RawExchange {
  socket: net.Socket;
  /** Resolves once the server closes the connection: everything it sent and when it closed. */
  closed: Promise<{ text: string; closedAfterMs: number }>;
  /** Resolves with the first complete status line + headers + body (by Content-Length). */
  response: Promise<RawResponse>;
  /** Sends `chunk` every `everyMs` until the socket closes or `stop()` is called. */
  trickle(chunk: string, everyMs: number): { stop(): void };
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  afterMs: number;
}

export function rawRequest(url: string, head: string): RawExchange {
  const { hostname, port } = new URL(url);
  const started = Date.now();
  const socket = net.connect(Number(port), hostname);
  socket.on('error', () => undefined); // a reset after the answer is part of what is tested
  let text = '';
  let resolveResponse: (r: RawResponse) => void;
  const response = new Promise<RawResponse>((resolve) => (resolveResponse = resolve));
  socket.on('data', (data) => {
    text += data.toString('latin1');
    const parsed = parseResponse(text, Date.now() - started);
    if (parsed) resolveResponse(parsed);
  });
  const closed = new Promise<{ text: string; closedAfterMs: number }>((resolve) =>
    socket.on('close', () => resolve({ text, closedAfterMs: Date.now() - started })),
  );
  socket.write(head);
  return {
    socket,
    closed,
    response,
    trickle(chunk, everyMs) {
      const timer = setInterval(() => {
        if (socket.destroyed || !socket.writable) return clearInterval(timer);
        socket.write(chunk);
      }, everyMs);
      socket.on('close', () => clearInterval(timer));
      return { stop: () => clearInterval(timer) };
    },
  };
}

function parseResponse(text: string, afterMs: number): RawResponse | undefined {
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const [statusLine, ...lines] = text.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const length = Number(headers['content-length'] ?? 0);
  const body = text.slice(end + 4);
  if (Buffer.byteLength(body, 'latin1') < length) return undefined;
  return { status: Number(statusLine!.split(' ')[1]), headers, body: body.slice(0, length), afterMs };
}
