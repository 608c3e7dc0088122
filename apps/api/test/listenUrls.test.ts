/** The start-up log names the URLs to open: localhost and the LAN addresses when bound to every interface. */
import type os from 'node:os';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { listenUrls } from '../src/listenUrls';
import { startServer } from '../src/server';
import { tempDir } from '../../../test/support/server';

const nic = (address: string, family: 'IPv4' | 'IPv6', internal: boolean) =>
  ({ address, family, internal, netmask: '', mac: '00:00:00:00:00:00', cidr: null, ...(family === 'IPv6' ? { scopeid: 0 } : {}) }) as os.NetworkInterfaceInfo;

describe('listenUrls', () => {
  it('lists localhost and every external IPv4 address when bound to 0.0.0.0 or ::', () => {
    const interfaces = {
      lo: [nic('127.0.0.1', 'IPv4', true), nic('::1', 'IPv6', true)],
      eth0: [nic('192.168.1.20', 'IPv4', false), nic('fe80::1', 'IPv6', false)],
      wlan0: [nic('10.0.0.7', 'IPv4', false)],
    };
    expect(listenUrls('0.0.0.0', 8080, interfaces)).toEqual(['http://localhost:8080', 'http://192.168.1.20:8080', 'http://10.0.0.7:8080']);
    expect(listenUrls('::', 9000, interfaces)).toEqual(['http://localhost:9000', 'http://192.168.1.20:9000', 'http://10.0.0.7:9000']);
  });

  it('names only the bound address otherwise (IPv6 in brackets)', () => {
    expect(listenUrls('127.0.0.1', 8080, {})).toEqual(['http://127.0.0.1:8080']);
    expect(listenUrls('::1', 8080, {})).toEqual(['http://[::1]:8080']);
    expect(listenUrls('office-server', 80, {})).toEqual(['http://office-server:80']);
  });
});

describe('start-up log', () => {
  it('prints the URLs and docs pages it listens on, and each LAN URL leads to /docs', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, cb) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        cb();
      },
    });
    const server = await startServer({
      env: { PORT: '0', HOST: '0.0.0.0', DATA_DIR: tempDir(), BOOTSTRAP_KEY: 'false', WORKER_THREADS: '1' },
      logger: pino({ level: 'info' }, sink),
    });
    try {
      const listening = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'listening');
      const expected = listenUrls('0.0.0.0', server.port);
      expect(listening.urls).toEqual(expected);
      expect(listening.docs).toEqual(expected.map((u) => `${u}/docs`));
      expect(listening.app).toEqual(expected.map((u) => `${u}/app`));
      expect(listening.urls[0]).toBe(`http://localhost:${server.port}`);
      for (const url of listening.urls as string[]) {
        const res = await fetch(`${url}/`, { redirect: 'manual' });
        expect(res.status, url).toBe(302);
        expect(res.headers.get('location')).toBe('/app');
        expect((await fetch(`${url}/docs`)).status, url).toBe(200);
      }
      // Only GET is served at the root; anything else is the usual JSON error.
      const post = await fetch(`${server.url}/`, { method: 'POST' });
      expect(post.status).toBe(405);
      expect(await post.json()).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
    } finally {
      await server.close();
    }
  });
});
