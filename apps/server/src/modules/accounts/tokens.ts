import { randomBytes } from 'node:crypto';

export { hashToken } from '../../lib/token-hash.ts';

/** 256 random bits, URL-safe. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The token from an `authorization` header: raw, or after "Bearer ". */
export function tokenFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const value = header.startsWith('Bearer ') ? header.slice(7) : header;
  return value.trim() || undefined;
}
