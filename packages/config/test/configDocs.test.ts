/**
 * docs/configuration.md is what the settings schema generates, and it names every environment variable
 * the source reads: a setting added without a description, or read somewhere without being listed,
 * fails here with the command that fixes it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { configurationMarkdown, schemaSettings } from '../scripts/configTable';
import { NOT_SETTINGS } from '../scripts/readElsewhere';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|mts|mjs|js)$/.test(e.name) ? [full] : [];
  });
}

/** Names read as `process.env.NAME`, `env.NAME` or `env['NAME']` in the packages' and apps' source. */
function environmentReads(): Map<string, string> {
  const reads = new Map<string, string>();
  const roots = ['packages', 'apps'].flatMap((top) =>
    fs.readdirSync(path.join(REPO, top)).flatMap((name) => ['src', 'bin'].map((d) => path.join(REPO, top, name, d))),
  );
  for (const file of roots.flatMap(sourceFiles)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\b(?:process\.env|env)(?:\.([A-Z][A-Z0-9_]+)|\[['"]([A-Z][A-Z0-9_]+)['"]\])/g)) {
      reads.set(m[1] ?? m[2]!, path.relative(REPO, file));
    }
  }
  return reads;
}

describe('docs/configuration.md', () => {
  it('is what the settings schema generates (run `npm run docs` after changing packages/config)', () => {
    const committed = fs.readFileSync(path.join(REPO, 'docs/configuration.md'), 'utf8');
    expect(committed, 'docs/configuration.md differs from the schema: run `npm run docs` and commit it').toBe(configurationMarkdown());
  });

  it('shows the schema defaults, and every setting of the schema', () => {
    const rows = schemaSettings();
    expect(rows.find((r) => r.name === 'PORT')?.shown).toBe('`8080`');
    expect(rows.find((r) => r.name === 'LLM_MODE')?.shown).toBe('`off`');
    expect(rows.find((r) => r.name === 'REDIS_URL')?.shown).toBe('unset');
    const doc = configurationMarkdown();
    for (const row of rows) expect(doc).toContain(`| \`${row.name}\` |`);
  });

  it('refuses a setting without a description', () => {
    expect(() => schemaSettings({ NEW_SETTING: z.string().default('x') })).toThrow(/NEW_SETTING has no description/);
    expect(schemaSettings({ NEW_SETTING: z.string().default('x').meta({ description: 'what it does' }) })).toEqual([
      { name: 'NEW_SETTING', shown: '`x`', description: 'what it does' },
    ]);
  });

  it('names every environment variable the source reads', () => {
    const doc = configurationMarkdown();
    const reads = environmentReads();
    expect(reads.size).toBeGreaterThan(5);
    const missing = [...reads].filter(([name]) => !doc.includes(`| \`${name}\` |`) && !(name in NOT_SETTINGS)).map(([name, file]) => `${name} (${file})`);
    expect(
      missing,
      'read in the source but not a documented setting: add it to the schema in packages/config with .meta({ description }), then npm run docs',
    ).toEqual([]);
  });
});
