/**
 * Preloaded (node --import) into a tool run by a test that must not reach the network: any connection to
 * a host other than this machine fails, and is reported on stderr as "BLOCKED <host>" for the test to see.
 */
import net from 'node:net';

const local = new Set(['127.0.0.1', '::1', 'localhost']);
const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function (...args) {
  const options = typeof args[0] === 'object' && args[0] !== null ? args[0] : { port: args[0], host: typeof args[1] === 'string' ? args[1] : undefined };
  const host = options.path ? 'localhost' : (options.host ?? 'localhost');
  if (!local.has(host)) {
    process.stderr.write(`BLOCKED ${host}\n`);
    throw new Error(`network access to ${host} is not allowed in this test`);
  }
  return connect.apply(this, args);
};
