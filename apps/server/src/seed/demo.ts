import { randomBytes } from 'node:crypto';
import type { DatabaseHandle } from '../db/index.ts';
import { inTransaction } from '../db/index.ts';
import { hashPassword } from '../modules/accounts/passwords.ts';
import { insertUser } from '../modules/accounts/service.ts';
import { setSetting } from '../modules/settings/service.ts';

export interface DemoLogin {
  username: string;
  password: string;
  role: 'operator' | 'merchant';
}

/** The demo accounts; their passwords are generated for each database and never stored in clear. */
const DEMO_ACCOUNTS = [
  { username: 'operator', role: 'operator' as const },
  { username: 'merchant', role: 'merchant' as const },
];

/** Letters and digits without look-alikes (0/O, 1/I/l), so a printed password can be typed. */
const READABLE = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * A demo password: three groups of four readable characters ("Kp7m-Qx4t-Hw9r"), about 69
 * bits. Drawn without modulo bias, so every character is equally likely.
 */
export function newDemoPassword(): string {
  const chars: string[] = [];
  const limit = 256 - (256 % READABLE.length);
  while (chars.length < 12) {
    for (const byte of randomBytes(16)) {
      if (byte < limit && chars.length < 12) chars.push(READABLE[byte % READABLE.length]!);
    }
  }
  return [chars.slice(0, 4), chars.slice(4, 8), chars.slice(8)].map((g) => g.join('')).join('-');
}

/** How `npm start` prints a demo login; `parseDemoLogins` reads it back (e2e, bench). */
export const demoLoginLine = (login: DemoLogin) =>
  `    ${login.role.padEnd(9)} ${login.username} / ${login.password}`;

/** The demo logins printed in a server's output, for test and bench harnesses that start one. */
export function parseDemoLogins(output: string): DemoLogin[] {
  const logins: DemoLogin[] = [];
  for (const match of output.matchAll(/^ {4}(operator|merchant) +(\S+) \/ (\S+)$/gm)) {
    logins.push({ role: match[1] as DemoLogin['role'], username: match[2]!, password: match[3]! });
  }
  return logins;
}

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

/**
 * Seeds the demo when the database has no users yet. Returns the logins it created, with
 * their generated passwords, so the caller can print them once; undefined when the database
 * already had users.
 */
const DEMO_SUPPORT_CONTACT = {
  email: 'support@shopkeeper.example',
  phone: '',
  whatsapp: '',
  telegram: '@shopkeeper_support',
  hours: '',
  notes: {},
};

export async function seedDemoIfEmpty(database: DatabaseHandle): Promise<DemoLogin[] | undefined> {
  const existing = await database.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return undefined;
  const logins = DEMO_ACCOUNTS.map((account) => ({ ...account, password: newDemoPassword() }));
  const hashes = await Promise.all(logins.map((login) => hashPassword(login.password)));
  await inTransaction(database, async (trx) => {
    for (const [index, login] of logins.entries()) {
      await insertUser(trx, { username: login.username, passwordHash: hashes[index]!, role: login.role });
    }
    // A demo visitor sent to /404 sees how support is reached; a real install sets its own.
    await setSetting(trx, 'supportContact', DEMO_SUPPORT_CONTACT);
  });
  await createPlatformInviteCodes(database, 5);
  return logins;
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
