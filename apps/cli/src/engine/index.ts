/** Loaded when a command runs, not when the CLI starts: --help stays instant. */
import { launcherSettings } from '@wcab/config/launcher';
import type { Engine, EngineOptions } from './engine';

export type { BatchCliOptions, Engine, EngineOptions, JobInput, Progress } from './engine';

export async function openEngine(options: EngineOptions): Promise<Engine> {
  if (options.url) return (await import('./remoteEngine')).remoteEngine(options.url, options.key ?? launcherSettings().apiKey);
  return (await import('./localEngine')).localEngine(options.threads);
}
