/**
 * A TCP proxy in front of a server (PostgreSQL here) that a test can cut: `cut()` resets every
 * open connection and refuses new ones, as when the database host drops off the network or
 * restarts; `restore()` takes connections again on the same port. The server behind it is never
 * touched, so a shared PostgreSQL can stand behind it.
 */
import net from 'node:net';

export class CuttableProxy {
  private server?: net.Server;
  private readonly sockets = new Set<net.Socket>();
  /** Connections accepted over the proxy's life (the clients reconnected after a cut). */
  accepted = 0;

  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  async start(): Promise<void> {
    const server = net.createServer((client) => {
      this.accepted++;
      const upstream = net.connect(this.target.port, this.target.host);
      for (const [a, b] of [[client, upstream], [upstream, client]] as const) {
        this.sockets.add(a);
        a.on('error', () => b.destroy());
        a.on('close', () => {
          this.sockets.delete(a);
          b.destroy();
        });
        a.pipe(b);
      }
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  /** Resets every connection through the proxy and stops listening. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const s of this.sockets) s.resetAndDestroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  restore(): Promise<void> {
    return this.start();
  }

  async stop(): Promise<void> {
    await this.cut();
  }
}
