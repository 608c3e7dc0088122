/** `npm start`: the API process. SIGTERM/SIGINT stop taking requests, finish running jobs, exit. */
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
