/**
 * Host and Origin validation in front of /mcp (DNS rebinding and cross-site request protection),
 * with the SDK's own middleware. Localhost names are always allowed; deployments add their public
 * host names (MCP_ALLOWED_HOSTS) and browser origins (MCP_ALLOWED_ORIGINS, plus CORS_ORIGINS).
 * A request from a foreign Origin gets 403 before its key is even looked at.
 */
import type { RequestHandler } from 'express';
import { hostHeaderValidation, originValidation } from '@modelcontextprotocol/express';
import { localhostAllowedHostnames, localhostAllowedOrigins } from '@modelcontextprotocol/server';

export interface OriginPolicy {
  /** Host names (no port) clients use to reach the service; `*` turns Host checking off. */
  allowedHosts?: string[];
  /** Browser origins (`https://app.example.com`, or bare host names) allowed to call /mcp. */
  allowedOrigins?: string[];
}

export function requestGuards(policy: OriginPolicy): RequestHandler[] {
  const hosts = (policy.allowedHosts ?? []).map(hostnameOf).filter(Boolean);
  const anyHost = hosts.includes('*');
  const hostList = unique([...localhostAllowedHostnames(), ...hosts.filter((h) => h !== '*')]);
  const originList = unique([...localhostAllowedOrigins(), ...hostList, ...(policy.allowedOrigins ?? []).map(hostnameOf).filter(Boolean)]);
  return [...(anyHost ? [] : [hostHeaderValidation(hostList)]), originValidation(originList)];
}

/** `https://a.example:8443` -> `a.example`; `a.example:8080` -> `a.example`; `moz-extension://*` kept. */
export function hostnameOf(entry: string): string {
  const value = entry.trim().toLowerCase();
  if (value === '' || value === '*' || /^[a-z][a-z0-9+.-]*:\/\/\*$/.test(value)) return value;
  if (value.includes('://')) {
    try {
      return new URL(value).hostname;
    } catch {
      return '';
    }
  }
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1);
  return value.split(':')[0]!;
}

const unique = (list: string[]) => [...new Set(list)];
