/** First start with an empty key store: create one Pro key with every scope and show it once. */
import type { KeyService, KeyStore } from '@wcab/accounts';
import { SCOPES } from '@wcab/contract';

export async function bootstrapKey(store: KeyStore, keys: KeyService): Promise<string | undefined> {
  if ((await store.count()) > 0) return undefined;
  const { key, record } = await keys.create({ name: 'bootstrap', plan: 'pro', scopes: [...SCOPES] });
  // Written to stdout directly, not through the logger: keys never enter the log stream.
  process.stdout.write(
    [
      '',
      `  First start: created an API key (plan pro, scopes ${SCOPES.join(',')}). It is shown only now:`,
      '',
      `    ${key}`,
      '',
      `  Key id: ${record.id}. Manage keys with: npm run cli -- keys list`,
      '  To start without creating a key, set BOOTSTRAP_KEY=false (NODE_ENV=production never creates one).',
      '',
    ].join('\n') + '\n',
  );
  return key;
}
