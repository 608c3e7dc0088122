/**
 * The job settings read from this process's environment. The schema is the contract's
 * (`@wcab/contract/settings`, shared with the job threads that receive the parsed result); reading
 * the environment is this package's alone. A light entry point (`@wcab/config/job`) so a fleet worker
 * or a tool validates them without loading the key stores.
 */
import { parseJobSettings, type JobSettings } from '@wcab/contract/settings';

export { JobEnv, type JobSettings } from '@wcab/contract/settings';

/** The job's settings from an environment (this process's by default); throws on the first invalid one. */
export function loadJobSettings(env: Record<string, string | undefined> = process.env): JobSettings {
  return parseJobSettings(env);
}
