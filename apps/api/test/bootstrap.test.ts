/** First start creates one Pro key with every scope and shows it once; never in production. */
import { describe, expect, it } from 'vitest';
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

  it('is not created with BOOTSTRAP_KEY=false or NODE_ENV=production', async () => {
    const off = await startTestServer({ env: { BOOTSTRAP_KEY: 'false' } });
    expect(off.bootstrapKey).toBeUndefined();
    await off.close();
    const prod = await startTestServer({ env: { BOOTSTRAP_KEY: 'true', NODE_ENV: 'production' } });
    expect(prod.bootstrapKey).toBeUndefined();
    await prod.close();
  });
});
