import { randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';
import { analyzeAfterBulkLoad } from '../db/analyze.ts';
import type { DatabaseHandle, Executor } from '../db/index.ts';
import { inTransaction } from '../db/index.ts';
import { hashPassword, insertInviteCodes, insertUser } from '../modules/accounts/service.ts';
import { setSetting } from '../modules/settings/service.ts';
import { addChannel } from '../modules/topups/service.ts';
import { openMerchant } from '../use-cases/open-merchant.ts';
import { demoGoods, demoGoodsImages, seedDemoCatalogue } from './catalogue/catalogue.ts';
import { seedDemoAds } from './demo-ads.ts';
import { demoBannerImages, seedDemoBanners } from './demo-banners.ts';
import { seedDemoHelp } from './demo-help.ts';
import { seedDemoOrders } from './demo-orders.ts';
import { demoPhotos, seedDemoWallet } from './demo-wallet.ts';

export interface DemoLogin {
  username: string;
  password: string;
  role: 'operator' | 'merchant';
  /** The demo merchant's transaction PIN, generated like the password. */
  pin?: string;
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
  `    ${login.role.padEnd(9)} ${login.username} / ${login.password}${login.pin ? `  PIN ${login.pin}` : ''}`;

/** The demo logins printed in a server's output, for test and bench harnesses that start one. */
export function parseDemoLogins(output: string): DemoLogin[] {
  const logins: DemoLogin[] = [];
  for (const match of output.matchAll(/^ {4}(operator|merchant) +(\S+) \/ (\S+)(?: {2}PIN (\d{6}))?$/gm)) {
    const login: DemoLogin = {
      role: match[1] as DemoLogin['role'],
      username: match[2]!,
      password: match[3]!,
    };
    if (match[4]) login.pin = match[4];
    logins.push(login);
  }
  return logins;
}

/** Platform invite codes (not tied to a friend's username, no expiry) for people to sign up with. */
export async function createPlatformInviteCodes(db: Executor, count: number) {
  const rows = await insertInviteCodes(db, { count, createdBy: null, expiresAt: null });
  return rows.map((row) => row.code);
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
 * their generated passwords (and the merchant's PIN), so the caller can print them once;
 * undefined when the database already had users. With `config`, the demo merchant's identity
 * photos and payment proofs are real images in file storage; without, their rows only.
 */
export async function seedDemoIfEmpty(
  database: DatabaseHandle,
  config?: Config,
): Promise<DemoLogin[] | undefined> {
  const existing = await database.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return undefined;
  const logins: DemoLogin[] = DEMO_ACCOUNTS.map((account) => ({ ...account, password: newDemoPassword() }));
  const merchantLogin = logins.find((login) => login.role === 'merchant')!;
  merchantLogin.pin = randomCharacters('0123456789', 6).join('');
  const goods = demoGoods();
  const [hashes, pinHash, photos, goodsImages, bannerImages] = await Promise.all([
    Promise.all(logins.map((login) => hashPassword(login.password))),
    hashPassword(merchantLogin.pin),
    // Written before the transaction: if it rolls back, unreferenced files are all it leaves.
    demoPhotos(config),
    demoGoodsImages(config, goods),
    demoBannerImages(config),
  ]);
  // One transaction: a start that stops halfway must not leave demo users without their
  // invite codes, support contact or wallet, since the next start sees users and seeds nothing.
  const merchantId = await inTransaction(database, async (trx) => {
    const ids: Partial<Record<DemoLogin['role'], number>> = {};
    for (const [index, login] of logins.entries()) {
      const user = { username: login.username, passwordHash: hashes[index]! };
      ids[login.role] =
        login.role === 'merchant'
          ? await openMerchant(trx, user)
          : await insertUser(trx, { ...user, role: login.role });
    }
    await createPlatformInviteCodes(trx, 5);
    // A demo visitor sent to /404 sees how support is reached; a real install sets its own.
    await setSetting(trx, 'supportContact', DEMO_SUPPORT_CONTACT);
    const channelIds: number[] = [];
    for (const channel of DEMO_CHANNELS) channelIds.push((await addChannel(trx, channel)).id);
    await seedDemoWallet(trx, {
      merchantId: ids.merchant!,
      operatorId: ids.operator!,
      pinHash,
      channelIds: { usdt: channelIds[0]!, bank: channelIds[1]! },
      photos,
    });
    await seedDemoCatalogue(trx, { operatorId: ids.operator!, goods, images: goodsImages });
    await seedDemoAds(trx, { operatorId: ids.operator!, merchantId: ids.merchant! });
    await seedDemoBanners(trx, { operatorId: ids.operator!, images: bannerImages });
    await seedDemoHelp(trx);
    return ids.merchant!;
  });
  // Its own transactions (the showcase's call opens one): should it stop halfway, the demo
  // lacks orders but is whole otherwise.
  await seedDemoOrders(database, { merchantId, demoSpeed: config?.demoSpeed ?? 1 });
  // Every table went from empty to filled at once (db/analyze.ts).
  await analyzeAfterBulkLoad(database);
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
