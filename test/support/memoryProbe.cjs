/**
 * Preloaded into a child process a test measures (NODE_OPTIONS=--require): on SIGUSR2 the main
 * thread collects garbage (V8's gc, exposed here as `--expose-gc` would) and writes its memory to
 * MEMORY_PROBE_FILE: process.memoryUsage() and the resident size, for tests that check memory is
 * given back after a request, not only bounded while it runs.
 */
const { isMainThread } = require('node:worker_threads');
const fs = require('node:fs');
const v8 = require('node:v8');
const vm = require('node:vm');

if (isMainThread && process.env.MEMORY_PROBE_FILE) {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc');
  process.on('SIGUSR2', () => {
    // Twice, a tick apart: the first pass runs finalizers that free external memory the second returns.
    gc();
    setImmediate(() => {
      gc();
      const status = fs.readFileSync('/proc/self/status', 'utf8');
      const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
      const report = { ...process.memoryUsage(), vmRssKb: kb('VmRSS'), at: Date.now() };
      fs.writeFileSync(process.env.MEMORY_PROBE_FILE, JSON.stringify(report));
    });
  });
}
