/** A private redis-server on a spare port, for tests that stop and restart Redis. */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { Redis } from 'ioredis';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export class SpareRedis {
  private child?: ChildProcess;
  /** `extraArgs` go to redis-server after the defaults (e.g. `--appendonly yes --dir <tmp>` to survive a restart). */
  constructor(
    readonly port: number,
    private readonly extraArgs: string[] = [],
  ) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', ...this.extraArgs], {
      stdio: 'ignore',
    });
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const client = new Redis(this.url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      try {
        await client.connect();
        await client.ping();
        client.disconnect();
        return;
      } catch {
        client.disconnect();
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    throw new Error('redis-server did not start');
  }

  /** SIGKILL by default (a crash); SIGTERM is Redis's clean shutdown, which writes the append-only file. */
  async stop(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  }
}

/** Whether the machine's Redis (REDIS_URL or 127.0.0.1:6379) answers. */
export async function redisAvailable(url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 1000 });
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

export async function hasRedisServerBinary(): Promise<boolean> {
  return new Promise((resolve) => {
    const p = spawn('redis-server', ['--version'], { stdio: 'ignore' });
    p.on('error', () => resolve(false));
    p.on('exit', (code) => resolve(code === 0));
  });
}
