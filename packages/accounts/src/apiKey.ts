/**
 * API key format and hashing.
 *
 * A key is `wcab_live_` + 40 base62 characters (~238 bits of entropy). The visible prefix lets
 * support recognise a key in a ticket without it being usable; the store keeps only a SHA-256
 * digest. A fast hash is right here: the secret is random and long, so there is nothing to
 * brute-force and a slow KDF would only add latency to every request.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const KEY_PREFIX = 'wcab_live_';
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const SECRET_LENGTH = 40;
const KEY_PATTERN = /^wcab_live_[A-Za-z0-9]{40}$/;

export function generateApiKey(): string {
  let secret = '';
  for (let i = 0; i < SECRET_LENGTH; i++) secret += ALPHABET[randomInt(ALPHABET.length)];
  return KEY_PREFIX + secret;
}

export function generateKeyId(): string {
  return 'key_' + randomBytes(8).toString('hex');
}

/** Well-formed keys only: anything else is rejected before it reaches the store. */
export function isWellFormedKey(value: string): boolean {
  return KEY_PATTERN.test(value);
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** The part of a key that is safe to show: prefix plus the first four secret characters. */
export function displayPrefix(key: string): string {
  return key.slice(0, KEY_PREFIX.length + 4);
}

export function hashesEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
