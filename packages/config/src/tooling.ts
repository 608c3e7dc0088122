/**
 * Variables of the test and evaluation tooling, not of the service (`@wcab/config/tooling`): read here
 * so that the environment is read in packages/config alone.
 */

/** WCAB_CORPUS_DIR: where the read-only dev corpus is, when it is not shared/corpus beside the repository. */
export function corpusDirSetting(env: Record<string, string | undefined> = process.env): string | undefined {
  return env.WCAB_CORPUS_DIR || undefined;
}
