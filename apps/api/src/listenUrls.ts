/**
 * The addresses a browser on the office network can open, for the start-up log. Bound to every
 * interface (0.0.0.0 or ::), that is localhost plus each non-internal IPv4 address of the machine
 * (what a colleague types as http://192.168.1.20:8080/docs); bound to one address, just that one.
 */
import os from 'node:os';

type Interfaces = ReturnType<typeof os.networkInterfaces>;

export function listenUrls(host: string, port: number, interfaces: Interfaces = os.networkInterfaces()): string[] {
  const wildcard = host === '0.0.0.0' || host === '::' || host === '';
  if (!wildcard) return [`http://${host.includes(':') ? `[${host}]` : host}:${port}`];
  const lan = Object.values(interfaces)
    .flatMap((addresses) => addresses ?? [])
    .filter((a) => a.family === 'IPv4' && !a.internal)
    .map((a) => `http://${a.address}:${port}`);
  return [`http://localhost:${port}`, ...new Set(lan)];
}
