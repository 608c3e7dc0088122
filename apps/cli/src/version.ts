/** The version printed by `wcab --version`: the repository's package version. */
import { createRequire } from 'node:module';

export function version(): string {
  return (createRequire(import.meta.url)('../../../package.json') as { version: string }).version;
}
