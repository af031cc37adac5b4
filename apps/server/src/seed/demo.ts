import { randomBytes } from 'node:crypto';
import type { DatabaseHandle } from '../db/index.ts';
import { inTransaction } from '../db/index.ts';
import { hashPassword } from '../modules/accounts/passwords.ts';
import { insertUser } from '../modules/accounts/service.ts';

/** Known demo logins, printed at start. Long enough and not among the common passwords. */
export const DEMO_LOGINS = [
  { username: 'operator', password: 'Operator#2026', role: 'operator' as const },
  { username: 'merchant', password: 'Merchant#2026', role: 'merchant' as const },
];

/** An invite code: 8 characters without look-alikes (0/O, 1/I/L). */
export function newInviteCode(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(8);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

/** Platform invite codes (not tied to a friend's username, no expiry) for people to sign up with. */
export async function createPlatformInviteCodes(database: DatabaseHandle, count: number) {
  const now = Date.now();
  const codes = Array.from({ length: count }, newInviteCode);
  await database.db
    .insertInto('invite_codes')
    .values(
      codes.map((code) => ({
        code,
        created_by: null,
        invitee_username: null,
        created_at: now,
        expires_at: null,
        used_by: null,
        used_at: null,
      })),
    )
    .execute();
  return codes;
}

/** Seeds the demo when the database has no users yet; returns whether it did. */
export async function seedDemoIfEmpty(database: DatabaseHandle): Promise<boolean> {
  const existing = await database.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const hashes = await Promise.all(DEMO_LOGINS.map((login) => hashPassword(login.password)));
  await inTransaction(database, async (trx) => {
    for (const [index, login] of DEMO_LOGINS.entries()) {
      await insertUser(trx, { username: login.username, passwordHash: hashes[index]!, role: login.role });
    }
  });
  await createPlatformInviteCodes(database, 5);
  return true;
}

export async function unusedPlatformInviteCodes(database: DatabaseHandle, limit = 5) {
  const rows = await database.db
    .selectFrom('invite_codes')
    .select('code')
    .where('created_by', 'is', null)
    .where('used_by', 'is', null)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.code);
}
