import { createHash } from 'node:crypto';

/**
 * SHA-256 of a secret handed out once (a session token, an order-intake key): only this is
 * stored, so a copy of the database signs nobody in. In lib/ because two modules keep such
 * secrets and neither may import the other.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
