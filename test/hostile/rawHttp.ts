/** A raw TCP client for requests fetch cannot make: trickled bytes, oversized headers, bad framing. */
import net from 'node:net';

export interface RawExchange {
  /** Status of the first answer, or undefined when the server closed without one. */
  status?: number;
  headers: Record<string, string>;
  body: string;
  /** When the answer's first byte arrived and when the server closed the connection (ms after connect). */
  answeredMs?: number;
  closedMs: number;
  /** The client was still sending when the server closed (it did not wait for the body). */
  closedWhileSending: boolean;
}

export interface RawOptions {
  /** Sent at once. */
  head: string | Buffer;
  /** Then this, one chunk every `trickleEveryMs`, until the server closes or `trickle` runs out. */
  trickle?: string;
  trickleEveryMs?: number;
  /** Give up (and fail the caller) after this long. */
  giveUpMs: number;
}

export function rawExchange(port: number, o: RawOptions): Promise<RawExchange> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let answeredMs: number | undefined;
    let sending = true;
    let timer: NodeJS.Timeout | undefined;
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server held the connection for ${o.giveUpMs} ms`));
    }, o.giveUpMs);
    socket.on('connect', () => {
      socket.write(o.head);
      let i = 0;
      const rest = o.trickle ?? '';
      if (rest.length === 0) return;
      timer = setInterval(() => {
        if (socket.destroyed || !socket.writable) return;
        socket.write(rest[i++]!);
        if (i >= rest.length) {
          clearInterval(timer);
          sending = false;
        }
      }, o.trickleEveryMs ?? 200);
    });
    socket.on('data', (d) => {
      answeredMs ??= Date.now() - started;
      chunks.push(d);
    });
    socket.on('error', () => undefined); // a reset after the answer is the server closing; judged below
    socket.on('close', () => {
      clearTimeout(giveUp);
      clearInterval(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...bodyParts] = text.split('\r\n\r\n');
      const lines = head.split('\r\n');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? '')?.[1];
      const headers: Record<string, string> = {};
      for (const line of lines.slice(1)) {
        const at = line.indexOf(':');
        if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({
        status: status ? Number(status) : undefined,
        headers,
        body: bodyParts.join('\r\n\r\n'),
        answeredMs,
        closedMs: Date.now() - started,
        closedWhileSending: sending && (o.trickle ?? '').length > 0,
      });
    });
  });
}
