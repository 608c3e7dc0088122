/**
 * Locating the read-only dev corpus (shared/corpus beside the repository). CI clones the repo with
 * shared/ beside it, developers have it at /work/shared; WCAB_CORPUS_DIR overrides both.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The corpus directory (holding dev/manifest.json), or undefined when it is not on this machine. */
export function findCorpusDir(): string | undefined {
  const candidates = [
    process.env.WCAB_CORPUS_DIR,
    path.resolve(repoRoot, '../shared/corpus'),
    '/work/shared/corpus',
  ];
  return candidates.find((dir): dir is string => !!dir && existsSync(path.join(dir, 'dev', 'manifest.json')));
}
