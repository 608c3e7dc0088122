/** `wcab keys ...`: the operator's API key management (the server's key store, same settings). */
import { Command, InvalidArgumentError, Option } from 'commander';
import type { KeyService } from '@wcab/accounts';
import type { openKeyStore } from '@wcab/config';
import { PLANS, SCOPES, type Scope } from '@wcab/contract';
import { formatKey, formatKeyTable } from '../format';

function parseScopes(value: string): Scope[] {
  const scopes = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = scopes.filter((s) => !(SCOPES as readonly string[]).includes(s));
  if (bad.length || scopes.length === 0) throw new InvalidArgumentError(`scopes must be a comma list of ${SCOPES.join(', ')}`);
  return scopes as Scope[];
}

async function withKeys<T>(fn: (keys: KeyService, store: ReturnType<typeof openKeyStore>) => Promise<T>): Promise<T> {
  // Loaded when a key command runs: the key stores' drivers are no cost to the other commands.
  const [{ KeyService }, { loadSettings, openKeyStore }] = await Promise.all([import('@wcab/accounts'), import('@wcab/config')]);
  const settings = loadSettings();
  const store = openKeyStore(settings);
  try {
    await store.migrate();
  } catch (error) {
    await store.close().catch(() => undefined);
    // One line, no stack: the operator needs to know where the database should be, not our frames.
    const where = settings.databaseUrl ? `PostgreSQL at ${URL.parse(settings.databaseUrl)?.host || 'DATABASE_URL'}` : `SQLite under ${settings.dataDir}`;
    exitWith(`error: the key database is unreachable (${where}): ${(error as Error).message || String(error)}`);
  }
  try {
    return await fn(new KeyService(store), store);
  } finally {
    await store.close();
  }
}

/** One line on stderr, exit 1. */
export function exitWith(message: string, status = 1): never {
  console.error(message.replace(/\s+/g, ' ').trim());
  process.exit(status);
}

export function keysCommand(): Command {
  const keys = new Command('keys').description('Manage API keys (operator; uses the server settings, e.g. DATA_DIR or DATABASE_URL)');
  keys
    .command('create')
    .description('Create a key and print it once')
    .addOption(new Option('--plan <plan>', 'plan').choices(PLANS).default('trial'))
    .option('--scopes <list>', `comma list of ${SCOPES.join(',')}`, parseScopes, [...SCOPES])
    .requiredOption('--name <name>', 'who or what the key is for')
    .option('--json', 'print JSON')
    .action(async (opts: { plan: (typeof PLANS)[number]; scopes: Scope[]; name: string; json?: boolean }) => {
      const created = await withKeys((service) => service.create({ name: opts.name, plan: opts.plan, scopes: opts.scopes }));
      if (opts.json) return console.log(JSON.stringify({ key: created.key, ...created.record }));
      console.log(formatKey(created.record));
      console.log(`\nAPI key (shown only now; store it safely):\n\n  ${created.key}\n`);
    });

  keys
    .command('list')
    .description('List keys (never the secrets)')
    .option('--json', 'print JSON')
    .action(async (opts: { json?: boolean }) => {
      const list = await withKeys((_s, store) => store.list());
      console.log(opts.json ? JSON.stringify(list) : formatKeyTable(list));
    });

  keys
    .command('show <id>')
    .description('Show a key and its usage today and this month (UTC)')
    .option('--json', 'print JSON')
    .action(async (id: string, opts: { json?: boolean }) => {
      const found = await withKeys(async (_s, store) => {
        const record = await store.get(id);
        return record ? { record, usage: await store.usage(id, new Date()) } : undefined;
      });
      if (!found) {
        console.error(`No key with id ${id}`);
        process.exitCode = 1;
        return;
      }
      if (opts.json) return console.log(JSON.stringify({ ...found.record, usage: found.usage }));
      console.log(formatKey(found.record));
      console.log(`usage today:      ${found.usage.today}\nusage this month: ${found.usage.month}`);
    });

  keys
    .command('revoke <id>')
    .description('Revoke a key; it stops working at once')
    .action(async (id: string) => {
      const revoked = await withKeys((service) => service.revoke(id));
      if (!revoked) {
        console.error(`No active key with id ${id}`);
        process.exitCode = 1;
        return;
      }
      console.log(`Revoked ${id}`);
    });
  return keys;
}
