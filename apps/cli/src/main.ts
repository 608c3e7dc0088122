/** `npm run cli -- ...`: operator commands (commander parses the arguments). */
import { Command, InvalidArgumentError, Option } from 'commander';
import { KeyService } from '@wcab/accounts';
import { loadSettings, openKeyStore } from '@wcab/config';
import { PLANS, SCOPES, type Scope } from '@wcab/contract';
import fs from 'node:fs';
import { separatorSheetPdf } from '@wcab/sheets';
import { formatKey, formatKeyTable } from './format';

const program = new Command().name('wcab').description('Operator CLI for the WCAB document service').showHelpAfterError();

function parseScopes(value: string): Scope[] {
  const scopes = value.split(',').map((s) => s.trim()).filter(Boolean);
  const bad = scopes.filter((s) => !(SCOPES as readonly string[]).includes(s));
  if (bad.length || scopes.length === 0) throw new InvalidArgumentError(`scopes must be a comma list of ${SCOPES.join(', ')}`);
  return scopes as Scope[];
}

async function withKeys<T>(fn: (keys: KeyService, store: ReturnType<typeof openKeyStore>) => Promise<T>): Promise<T> {
  const settings = loadSettings();
  const store = openKeyStore(settings);
  try {
    await store.migrate();
  } catch (error) {
    await store.close().catch(() => undefined);
    // One line, no stack: the operator needs to know where the database should be, not our frames.
    const where = settings.databaseUrl ? `PostgreSQL at ${URL.parse(settings.databaseUrl)?.host || 'DATABASE_URL'}` : `SQLite under ${settings.dataDir}`;
    fail(`error: the key database is unreachable (${where}): ${(error as Error).message || String(error)}`);
  }
  try {
    return await fn(new KeyService(store), store);
  } finally {
    await store.close();
  }
}

const keys = program.command('keys').description('Manage API keys');

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

program
  .command('separator-sheet')
  .description('Write a printable separator sheet PDF whose barcode carries an activity type and ADJ number')
  .option('--activity-type <label>', 'activity type of the document that follows the sheet')
  .option('--adj <number>', 'ADJ number of the document that follows the sheet')
  .requiredOption('-o, --out <file>', 'PDF file to write')
  .action(async (opts: { activityType?: string; adj?: string; out: string }) => {
    if (opts.adj && !/^ADJ\d{6,9}$/i.test(opts.adj)) throw new InvalidArgumentError('--adj must be ADJ followed by 6 to 9 digits');
    fs.writeFileSync(opts.out, await separatorSheetPdf({ activityType: opts.activityType, adjNumber: opts.adj }));
    console.log(`Wrote ${opts.out}`);
  });

function fail(message: string): never {
  console.error(message.replace(/\s+/g, ' ').trim());
  process.exit(1);
}

await program.parseAsync(process.argv).catch((error: unknown) => fail(`error: ${(error as Error)?.message ?? String(error)}`));
