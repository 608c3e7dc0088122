/**
 * The behaviour every KeyStore must have. Run against each implementation (SQLite here;
 * PostgreSQL joins with the scale-out work) so they stay interchangeable.
 */
import { describe, expect, it } from 'vitest';
import { KeyService, type KeyStore } from '../src/index';

export function keyStoreContract(name: string, open: () => Promise<KeyStore>) {
  describe(`${name} key store`, () => {
    it('migrates twice without harm and starts empty', async () => {
      const store = await open();
      await store.migrate();
      await store.migrate();
      expect(await store.count()).toBe(0);
      await store.close();
    });

    it('stores only the hash, verifies the key, and refuses others', async () => {
      const store = await open();
      const service = new KeyService(store);
      const { key, record } = await service.create({ name: 'Front desk', plan: 'pro', scopes: ['classify', 'batch', 'batch'] });
      expect(key).toMatch(/^wcab_live_[A-Za-z0-9]{40}$/);
      expect(record.scopes).toEqual(['classify', 'batch']);
      expect(record.prefix).toBe(key.slice(0, 14));
      const listed = await store.list();
      expect(listed).toHaveLength(1);
      expect(JSON.stringify(listed)).not.toContain(key.slice(14));
      const verified = await service.verify(key);
      expect(verified).toMatchObject({ ok: true, record: { id: record.id, plan: 'pro', name: 'Front desk' } });
      expect(await service.verify(key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A'))).toEqual({ ok: false, reason: 'unknown' });
      expect(await service.verify('wcab_live_short')).toEqual({ ok: false, reason: 'malformed' });
      await store.close();
    });

    it('revokes once, and a revoked key no longer verifies', async () => {
      const store = await open();
      const service = new KeyService(store);
      const { key, record } = await service.create({ name: 'x', plan: 'trial', scopes: ['classify'] });
      expect(await service.revoke(record.id)).toBe(true);
      expect(await service.revoke(record.id)).toBe(false);
      expect(await service.revoke('key_missing')).toBe(false);
      expect(await service.verify(key)).toEqual({ ok: false, reason: 'revoked' });
      const after = await store.get(record.id);
      expect(after?.status).toBe('revoked');
      expect(after?.revokedAt).toBeInstanceOf(Date);
      await store.close();
    });

    it('counts usage by UTC day and month and moves last-used forward', async () => {
      const store = await open();
      const service = new KeyService(store);
      const { record } = await service.create({ name: 'x', plan: 'trial', scopes: ['classify'] });
      const at = (iso: string) => ({ keyId: record.id, route: '/v1/classify', status: 200, pages: 2, durationMs: 12, at: new Date(iso) });
      await store.recordUsage([at('2026-02-28T23:59:59Z'), at('2026-03-01T00:00:00Z'), at('2026-03-15T10:00:00Z'), at('2026-03-15T23:00:00Z')]);
      expect(await store.usage(record.id, new Date('2026-03-15T23:30:00Z'))).toEqual({ today: 2, month: 3 });
      expect(await store.usage(record.id, new Date('2026-03-01T00:00:01Z'))).toEqual({ today: 1, month: 1 });
      expect(await store.usage(record.id, new Date('2026-02-28T23:59:59Z'))).toEqual({ today: 1, month: 1 });
      expect((await store.get(record.id))?.lastUsedAt?.toISOString()).toBe('2026-03-15T23:00:00.000Z');
      await store.close();
    });

    it("keeps each key's account webhook, removable, and touches no other key", async () => {
      const store = await open();
      const service = new KeyService(store);
      const { key, record } = await service.create({ name: 'a', plan: 'pro', scopes: ['batch'] });
      const other = await service.create({ name: 'b', plan: 'pro', scopes: ['batch'] });
      expect(record.webhookUrl).toBeNull();
      expect(await store.setWebhookUrl(record.id, 'https://hooks.example.com/in')).toBe(true);
      expect((await store.get(record.id))?.webhookUrl).toBe('https://hooks.example.com/in');
      expect(await service.verify(key)).toMatchObject({ ok: true, record: { webhookUrl: 'https://hooks.example.com/in' } });
      expect((await store.get(other.record.id))?.webhookUrl).toBeNull();
      expect(await store.setWebhookUrl(record.id, null)).toBe(true);
      expect((await store.get(record.id))?.webhookUrl).toBeNull();
      expect(await store.setWebhookUrl('key_missing', 'https://hooks.example.com/in')).toBe(false);
      await store.close();
    });
  });
}
