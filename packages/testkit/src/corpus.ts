/**
 * Locating the read-only dev corpus: WCAB_CORPUS_DIR, else shared/corpus beside the repository (as CI
 * checks it out). A fresh clone without it has no corpus: callers skip what needs it and say so.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { corpusDirSetting } from '@wcab/config/tooling';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The corpus directory (holding dev/manifest.json), or undefined when it is not on this machine. */
export function findCorpusDir(): string | undefined {
  const candidates = [corpusDirSetting(), path.resolve(repoRoot, '../shared/corpus')];
  return candidates.find((dir): dir is string => !!dir && existsSync(path.join(dir, 'dev', 'manifest.json')));
}
