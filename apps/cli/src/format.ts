/** Plain-text rendering of key records for the terminal. */
import type { ApiKeyRecord } from '@wcab/accounts';

const when = (d: Date | null) => (d ? d.toISOString() : '-');

export function formatKey(r: ApiKeyRecord): string {
  return [
    `id:        ${r.id}`,
    `name:      ${r.name}`,
    `prefix:    ${r.prefix}...`,
    `plan:      ${r.plan}`,
    `scopes:    ${r.scopes.join(',')}`,
    `status:    ${r.status}`,
    `created:   ${when(r.createdAt)}`,
    `revoked:   ${when(r.revokedAt)}`,
    `last used: ${when(r.lastUsedAt)}`,
  ].join('\n');
}

export function formatKeyTable(list: ApiKeyRecord[]): string {
  if (list.length === 0) return 'No keys.';
  const rows = list.map((r) => [r.id, r.prefix + '...', r.plan, r.scopes.join(','), r.status, r.name, when(r.lastUsedAt)]);
  const header = ['ID', 'PREFIX', 'PLAN', 'SCOPES', 'STATUS', 'NAME', 'LAST USED'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  return [header, ...rows]
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
