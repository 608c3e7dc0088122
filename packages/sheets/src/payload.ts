/**
 * What a separator barcode says. PRODUCT.md: a barcode whose value is `PATCHT` or starts with
 * `SEP` separates documents. The service's own sheets carry more after the prefix:
 *   SEP|<activity type>|<ADJ number>
 * Either field may be empty. `|` cannot occur inside a field (it is removed when encoding).
 */
export interface SeparatorPayload {
  activityType?: string;
  adjNumber?: string;
}

export interface SeparatorRule {
  /** Exact values that separate (default PATCHT). */
  exact: string[];
  /** Prefixes that separate (default SEP). */
  prefixes: string[];
}

export const DEFAULT_SEPARATOR_RULE: SeparatorRule = { exact: ['PATCHT'], prefixes: ['SEP'] };

const OWN_PREFIX = 'SEP|';

export function isSeparatorValue(value: string, rule: SeparatorRule = DEFAULT_SEPARATOR_RULE): boolean {
  const v = value.trim().toUpperCase();
  return rule.exact.some((e) => v === e.toUpperCase()) || rule.prefixes.some((p) => v.startsWith(p.toUpperCase()));
}

const clean = (s: string | undefined) => (s ?? '').replace(/\|/g, ' ').replace(/\s+/g, ' ').trim();

export function encodeSeparatorPayload(payload: SeparatorPayload): string {
  const type = clean(payload.activityType);
  const adj = clean(payload.adjNumber).toUpperCase();
  return type || adj ? `${OWN_PREFIX}${type}|${adj}` : 'SEP';
}

/** The activity type and ADJ number a separator barcode carries, when it is one of ours. */
export function decodeSeparatorPayload(value: string): SeparatorPayload {
  if (!value.startsWith(OWN_PREFIX)) return {};
  const [type, adj] = value.slice(OWN_PREFIX.length).split('|');
  const payload: SeparatorPayload = {};
  if (type?.trim()) payload.activityType = type.trim();
  if (adj?.trim() && /^ADJ\d{6,9}$/i.test(adj.trim())) payload.adjNumber = adj.trim().toUpperCase();
  return payload;
}

/** Separator rule from configuration: comma lists of exact values and prefixes. */
export function parseSeparatorRule(exact?: string, prefixes?: string): SeparatorRule {
  const list = (s: string | undefined, fallback: string[]) =>
    s === undefined
      ? fallback
      : s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean);
  return { exact: list(exact, DEFAULT_SEPARATOR_RULE.exact), prefixes: list(prefixes, DEFAULT_SEPARATOR_RULE.prefixes) };
}
