/** First start creates one Pro key with every scope and shows it once; in production only when BOOTSTRAP_KEY=true. */
import { describe, expect, it } from 'vitest';
import { loadSettings } from '@wcab/config';
import { post, startTestServer, tempDir } from '../../../test/support/server';

describe('bootstrap key', () => {
  it('is created on first start only, works, and is not created again', async () => {
    const dataDir = tempDir();
    const first = await startTestServer({ dataDir, env: { BOOTSTRAP_KEY: 'true' } });
    try {
      expect(first.bootstrapKey).toMatch(/^wcab_live_[A-Za-z0-9]{40}$/);
      const res = await post(`${first.url}/v1/analyze-batch`, {}, first.bootstrapKey);
      expect(res.status).toBe(400);
      expect(res.headers.get('x-quota-limit')).toBe('10000');
    } finally {
      await first.close();
    }
    const second = await startTestServer({ dataDir, env: { BOOTSTRAP_KEY: 'true' } });
    expect(second.bootstrapKey).toBeUndefined();
    await second.close();
  });

  it('is not created with BOOTSTRAP_KEY=false, nor in production unless BOOTSTRAP_KEY=true', async () => {
    const off = await startTestServer({ env: { BOOTSTRAP_KEY: 'false' } });
    expect(off.bootstrapKey).toBeUndefined();
    await off.close();
    expect(loadSettings({ NODE_ENV: 'production' }).bootstrapKey).toBe(false);
    expect(loadSettings({}).bootstrapKey).toBe(true);
    const prodOff = await startTestServer({ env: { BOOTSTRAP_KEY: 'false', NODE_ENV: 'production' } });
    expect(prodOff.bootstrapKey).toBeUndefined();
    await prodOff.close();
    // The single-container image opts in (Dockerfile ENV BOOTSTRAP_KEY=true).
    const prodOn = await startTestServer({ env: { BOOTSTRAP_KEY: 'true', NODE_ENV: 'production' } });
    expect(prodOn.bootstrapKey).toMatch(/^wcab_live_/);
    await prodOn.close();
  });
});
