/** A fleet worker reads CLASSIFY_MODEL_FILE and LEARNING_BACKGROUND_FILE as the API does: a bad file stops it at start, naming the setting. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startWorker } from '../src/worker';

describe('a fleet worker with a bad model or background file', () => {
  const missing = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wcab-worker-files-')), 'missing.bin');
  it.each(['CLASSIFY_MODEL_FILE', 'LEARNING_BACKGROUND_FILE'])('%s: the worker does not start', async (name) => {
    await expect(startWorker({ env: { REDIS_URL: 'redis://127.0.0.1:1', LOG_LEVEL: 'silent', [name]: missing } })).rejects.toThrow(
      new RegExp(`Invalid setting ${name}: .*missing\\.bin`),
    );
  });
});
