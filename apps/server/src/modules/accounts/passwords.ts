import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { invalidField } from '../../lib/app-error.ts';

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

/**
 * zxcvbn-ts's list of the ~49,000 passwords seen most often in breaches (about 18,000 of them
 * 8 characters or longer), lower-cased once so "Password123" is caught like "password123".
 * Server only: the merchant app never downloads it (docs/decisions/009).
 */
let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** Length is checked by the contract; this refuses the passwords attackers try first. */
export function assertNotCommon(password: string, field = 'password') {
  if (isCommonPassword(password)) throw invalidField(field, 'commonPassword');
}
