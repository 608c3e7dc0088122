/** `npm run worker`: a fleet worker process. SIGTERM/SIGINT: finish or hand back running jobs, then exit. */
// sharp (libvips) on this thread before any job thread starts: job threads decode JPEG scans with it, and on
// glibc a thread that exits may otherwise unload libvips under the others (sharp's docs, "worker threads").
import 'sharp';
import { startWorker, type RunningWorker } from './worker';

let worker: RunningWorker;
try {
  worker = await startWorker();
} catch (error) {
  console.error(String((error as Error).message ?? error));
  process.exit(1);
}
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    worker.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
