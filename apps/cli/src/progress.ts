/**
 * Progress bars on stderr (cli-progress), drawn only on a terminal: piped or redirected output,
 * and stdout carrying JSON or CSV for a script, stay clean.
 */
import cliProgress from 'cli-progress';

export interface Bar {
  update(done: number, total?: number): void;
  stop(): void;
}

export function progressBar(unit: string, quiet = false): Bar {
  if (quiet || !process.stderr.isTTY) return { update: () => undefined, stop: () => undefined };
  const bar = new cliProgress.SingleBar(
    { format: `{bar} {value}/{total} ${unit} | {eta_formatted} left`, stream: process.stderr, hideCursor: true, clearOnComplete: true },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  return {
    update(done, total) {
      if (!started) {
        bar.start(total ?? 0, done);
        started = true;
      }
      if (total !== undefined) bar.setTotal(total);
      bar.update(done);
    },
    stop: () => started && bar.stop(),
  };
}
