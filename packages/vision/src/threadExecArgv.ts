/**
 * The service runs TypeScript directly through tsx. A worker thread inherits the parent's
 * execArgv, which carries `--import tsx` under `npm start`, but not under a test runner or
 * another host that transpiles in its own way; add it when a .ts module is to be loaded. Used by
 * every worker-thread pool of the service (the barcode decoder's, the job queue's), imported as
 * `@wcab/vision/threadExecArgv`.
 */
export function threadExecArgv(modulePath: string): string[] {
  const inherited = process.execArgv.filter((arg) => !arg.startsWith('--inspect'));
  if (!modulePath.endsWith('.ts')) return inherited;
  const hasTsx = inherited.some((arg, i) => arg === 'tsx' || arg.startsWith('--import=tsx') || (arg === '--import' && inherited[i + 1] === 'tsx'));
  return hasTsx ? inherited : [...inherited, '--import', 'tsx'];
}
