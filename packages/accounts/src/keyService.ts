/** Key lifecycle on top of any KeyStore: creation (shown once), verification, revocation. */
import type { Plan, Scope } from '@wcab/contract';
import { displayPrefix, generateApiKey, generateKeyId, hashApiKey, hashesEqual, isWellFormedKey } from './apiKey';
import type { ApiKeyRecord, KeyStore } from './keyStore';

export interface CreatedKey {
  /** The secret: shown to the user once and never stored. */
  key: string;
  record: ApiKeyRecord;
}

export type Verification = { ok: true; record: ApiKeyRecord } | { ok: false; reason: 'malformed' | 'unknown' | 'revoked' };

export class KeyService {
  constructor(
    private readonly store: KeyStore,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async create(input: { name: string; plan: Plan; scopes: Scope[] }): Promise<CreatedKey> {
    const key = generateApiKey();
    const createdAt = this.now();
    const id = generateKeyId();
    const scopes = [...new Set(input.scopes)];
    await this.store.insert({ id, prefix: displayPrefix(key), hash: hashApiKey(key), name: input.name, plan: input.plan, scopes, createdAt });
    return {
      key,
      record: {
        id,
        prefix: displayPrefix(key),
        name: input.name,
        plan: input.plan,
        scopes,
        status: 'active',
        createdAt,
        revokedAt: null,
        lastUsedAt: null,
        webhookUrl: null,
      },
    };
  }

  async verify(presented: string): Promise<Verification> {
    if (!isWellFormedKey(presented)) return { ok: false, reason: 'malformed' };
    const hash = hashApiKey(presented);
    const found = await this.store.findByHash(hash);
    // The lookup is by digest, so timing reveals nothing about the secret; the recheck guards
    // against a store whose index comparison is not exact (collation, trimming).
    if (!found || !hashesEqual(found.hash, hash)) return { ok: false, reason: 'unknown' };
    if (found.status !== 'active') return { ok: false, reason: 'revoked' };
    const { hash: _omit, ...record } = found;
    return { ok: true, record };
  }

  /** Sets (or with null removes) the key's account webhook URL; the caller has checked it. */
  setWebhookUrl(id: string, url: string | null): Promise<boolean> {
    return this.store.setWebhookUrl(id, url);
  }

  revoke(id: string): Promise<boolean> {
    return this.store.revoke(id, this.now());
  }
}
