import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SqliteKeyStore, UsageRecorder } from '../src/index';
import { keyStoreContract } from './keyStoreContract';

keyStoreContract('SQLite', async () => {
  const store = new SqliteKeyStore(path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'keys-')), 'keys.sqlite'));
  await store.migrate();
  return store;
});

describe('UsageRecorder', () => {
  it('buffers records and writes them in one batch on flush, keeping them when a write fails', async () => {
    const store = new SqliteKeyStore(':memory:');
    await store.migrate();
    const failing = {
      ...store,
      recordUsage: async () => {
        throw new Error('down');
      },
    } as unknown as SqliteKeyStore;
    const errors: unknown[] = [];
    const recorder = new UsageRecorder(failing, { flushIntervalMs: 60_000, onError: (e) => errors.push(e) });
    recorder.record({ keyId: 'k', route: '/v1/classify', status: 200, pages: 1, durationMs: 3, at: new Date('2026-01-01T10:00:00Z') });
    await recorder.flush();
    expect(errors).toHaveLength(1);
    await recorder.close();

    const ok = new UsageRecorder(store, { flushIntervalMs: 60_000 });
    for (let i = 0; i < 3; i++) ok.record({ keyId: 'k', route: '/v1/classify', status: 200, pages: 1, durationMs: 3, at: new Date('2026-01-01T10:00:00Z') });
    expect(await store.usage('k', new Date('2026-01-01T11:00:00Z'))).toEqual({ today: 0, month: 0 });
    await ok.close();
    expect(await store.usage('k', new Date('2026-01-01T11:00:00Z'))).toEqual({ today: 3, month: 3 });
    await store.close();
  });
});
