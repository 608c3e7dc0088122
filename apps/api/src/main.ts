/** `npm start`: the API process. SIGTERM/SIGINT stop taking requests, finish running jobs, exit. */
// sharp (libvips) on this thread before any job thread starts: job threads decode JPEG scans with it, and on
// glibc a thread that exits may otherwise unload libvips under the others (sharp's docs, "worker threads").
import 'sharp';
import { startServer } from './server';

const server = await startServer();
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
