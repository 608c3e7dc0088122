/** Loaded when a command runs, not when the CLI starts: --help stays instant. */
import type { Engine, EngineOptions } from './engine';

export type { BatchCliOptions, Engine, EngineOptions, JobInput, Progress } from './engine';

export async function openEngine(options: EngineOptions): Promise<Engine> {
  if (options.url) return (await import('./remoteEngine')).remoteEngine(options.url, options.key ?? process.env.WCAB_API_KEY);
  return (await import('./localEngine')).localEngine(options.threads);
}
