/**
 * The master secret every key's signing secret is derived from (accountSecret): WEBHOOK_SECRET, or
 * in the embedded mode a random one made on first start and kept in a file beside the key store
 * (mode 0600), so signatures stay valid across restarts. A fleet has no shared disk: the API and
 * the workers must be given the same WEBHOOK_SECRET.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export function loadMasterSecret(configured: string | undefined, file: string): string {
  if (configured) return configured;
  try {
    const kept = fs.readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const made = randomBytes(32).toString('base64url');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, made + '\n', { mode: 0o600 });
  return made;
}
