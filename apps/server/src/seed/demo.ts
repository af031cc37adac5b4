import { randomBytes } from 'node:crypto';
import type { DatabaseHandle, Executor } from '../db/index.ts';
import { inTransaction } from '../db/index.ts';
import { hashPassword } from '../modules/accounts/passwords.ts';
import { insertUser } from '../modules/accounts/service.ts';
import { setSetting } from '../modules/settings/service.ts';
import { insertChannel } from '../modules/topups/service.ts';

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

/** `count` characters drawn from `alphabet` without modulo bias: every one equally likely. */
function randomCharacters(alphabet: string, count: number): string[] {
  const chars: string[] = [];
  const limit = 256 - (256 % alphabet.length);
  while (chars.length < count) {
    for (const byte of randomBytes(count + 4)) {
      if (byte < limit && chars.length < count) chars.push(alphabet[byte % alphabet.length]!);
    }
  }
  return chars;
}

/** A demo password: three groups of four readable characters ("Kp7m-Qx4t-Hw9r"), about 69 bits. */
export function newDemoPassword(): string {
  const chars = randomCharacters(READABLE, 12);
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
  return randomCharacters('ABCDEFGHJKMNPQRSTUVWXYZ23456789', 8).join('');
}

/** Platform invite codes (not tied to a friend's username, no expiry) for people to sign up with. */
export async function createPlatformInviteCodes(db: Executor, count: number) {
  const now = Date.now();
  const codes = Array.from({ length: count }, newInviteCode);
  await db
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

/** The support contact a demo database starts with. */
const DEMO_SUPPORT_CONTACT = {
  email: 'support@shopkeeper.example',
  phone: '',
  whatsapp: '',
  telegram: '@shopkeeper_support',
  hours: '',
  notes: {},
};

/** Where a demo visitor tops up: made-up receiving details in each network's real format. */
const DEMO_CHANNELS = [
  { kind: 'usdt_trc20', name: 'USDT (TRC-20)', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' },
  {
    kind: 'bank',
    name: 'Bank transfer',
    bankDetails: 'Shopkeeper Demo Ltd · Example Bank · IBAN FR76 3000 6000 0112 3456 7890 189',
  },
] as const;

/**
 * Seeds the demo when the database has no users yet. Returns the logins it created, with
 * their generated passwords, so the caller can print them once; undefined when the database
 * already had users.
 */
export async function seedDemoIfEmpty(database: DatabaseHandle): Promise<DemoLogin[] | undefined> {
  const existing = await database.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return undefined;
  const logins = DEMO_ACCOUNTS.map((account) => ({ ...account, password: newDemoPassword() }));
  const hashes = await Promise.all(logins.map((login) => hashPassword(login.password)));
  // One transaction: a start that stops halfway must not leave demo users without their
  // invite codes or support contact, since the next start sees users and seeds nothing.
  await inTransaction(database, async (trx) => {
    for (const [index, login] of logins.entries()) {
      await insertUser(trx, { username: login.username, passwordHash: hashes[index]!, role: login.role });
    }
    await createPlatformInviteCodes(trx, 5);
    // A demo visitor sent to /404 sees how support is reached; a real install sets its own.
    await setSetting(trx, 'supportContact', DEMO_SUPPORT_CONTACT);
    for (const channel of DEMO_CHANNELS) await insertChannel(trx, channel);
  });
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
