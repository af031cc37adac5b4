import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { calls, LANGUAGES } from '@shopkeeper/contract';
import pg from 'pg';
import { type DatabaseHandle, inTransaction, openDatabase } from '../../db/index.ts';
import { migrateToLatest } from '../../db/migrations/index.ts';
import { hashPassword } from '../../modules/accounts/passwords.ts';
import { insertUser } from '../../modules/accounts/service.ts';
import { createPlatformInviteCodes } from '../../seed/demo.ts';
import { STRONG_PASSWORD, uniqueName } from '../harness.ts';
import { multipartTopUp, newTxHash, proofImage } from '../money-requests.ts';
import { DEMO_PIN, multipart, pngBytes } from '../wallet-fixtures.ts';
import { type Answer, send } from './crash-server.ts';

/** A fresh database for the crash server, migrated, with an operator and invite codes. */
export interface Prepared {
  /** The crash server's environment: where its database is. */
  env: Record<string, string>;
  /** A connection of the test's own, to read what the server stored. */
  open: () => DatabaseHandle;
  operatorUsername: string;
  inviteCodes: string[];
  cleanUp: () => Promise<void>;
}

/** SQLite: a file in a temporary DATA_DIR. PostgreSQL: a schema of its own, dropped after. */
export async function prepare(dialect: 'sqlite' | 'postgres', merchants: number): Promise<Prepared> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shopkeeper-crash-'));
  const url = process.env.TEST_DATABASE_URL;
  const schema = `crash_${randomBytes(5).toString('hex')}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(query);
    await client.end();
  };
  if (dialect === 'postgres') await admin(`create schema ${schema}`);
  const open = () =>
    dialect === 'postgres'
      ? openDatabase({ url, pgSchema: schema, poolSize: 2 })
      : openDatabase({ sqliteFile: path.join(dataDir, 'shopkeeper.sqlite') });
  const database = open();
  await migrateToLatest(database);
  const operatorUsername = uniqueName('op');
  const passwordHash = await hashPassword(STRONG_PASSWORD);
  await inTransaction(database, (trx) =>
    insertUser(trx, { username: operatorUsername, passwordHash, role: 'operator' }),
  );
  const inviteCodes = await createPlatformInviteCodes(database.db, merchants);
  await database.destroy();
  return {
    env: {
      CRASH_DATA_DIR: dataDir,
      CRASH_DATABASE_URL: dialect === 'postgres' ? url! : '',
      CRASH_PG_SCHEMA: dialect === 'postgres' ? schema : '',
    },
    open,
    operatorUsername,
    inviteCodes,
    async cleanUp() {
      rmSync(dataDir, { recursive: true, force: true });
      if (dialect === 'postgres') await admin(`drop schema if exists ${schema} cascade`);
    },
  };
}

export const answered = (a: Answer): a is Exclude<Answer, 'unanswered'> => a !== 'unanswered';

export interface Merchant {
  id: number;
  token: string;
  accountId: number;
  /** Their shop's storefront slug. */
  slug: string;
}

export interface Actors {
  operator: string;
  merchants: Merchant[];
  channelId: number;
  /** An ad package on sale (5.00 for an hour's boost). */
  adPackageId: number;
}

/** The answer's data when it is a 200, else a thrown error naming the step. */
export function ok<T>(step: string, answer: Answer): T {
  if (!answered(answer) || answer.code !== 200) throw new Error(`${step} failed: ${JSON.stringify(answer)}`);
  return answer.data as T;
}

/**
 * Operator and merchants, over HTTP as their apps would do it: the operator signs in and
 * adds a channel; each merchant signs up, has their identity verified, sets a PIN, adds a
 * bank card in their verified name and has a first top-up approved.
 */
export async function actorsOn(
  origin: string,
  prepared: Prepared,
  startingAmount = '200.00',
): Promise<Actors> {
  const signIn = await send(origin, calls.login.path, {
    username: prepared.operatorUsername,
    password: STRONG_PASSWORD,
  });
  const operator = ok<{ token: string }>('operator sign-in', signIn).token;
  const asOperator = { authorization: operator };
  const channel = ok<{ id: number }>(
    'channel add',
    await send(
      origin,
      calls.consoleChannelAdd.path,
      { kind: 'usdt_trc20', name: 'USDT (TRC-20)', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' },
      asOperator,
    ),
  );
  const adPackage = ok<{ id: number }>(
    'ad package add',
    await send(
      origin,
      calls.consoleAdPackageAdd.path,
      {
        texts: { en: { name: 'Hour boost', description: '' } },
        price: '5.00',
        hours: 1,
        active: true,
        sortOrder: 1,
      },
      asOperator,
    ),
  );
  const photo = await pngBytes();
  const merchants: Merchant[] = [];
  for (const inviteCode of prepared.inviteCodes) {
    const signUp = ok<{ token: string; user: { id: number; shop: { slug: string } } }>(
      'sign-up',
      await send(origin, calls.inviteCode.path, {
        inviteCode,
        username: uniqueName('m'),
        password: STRONG_PASSWORD,
      }),
    );
    const asMerchant = { authorization: signUp.token };
    const realName = `Ana ${uniqueName('n')}`;
    const identity = multipart({ realName, idNo: 'ID-20261121' }, { front: photo, back: photo });
    ok(
      'identity',
      await send(origin, calls.identitySubmit.path, identity.payload, { ...identity.headers, ...asMerchant }),
    );
    const queue = ok<{ items: { id: number; userId: number }[] }>(
      'identity list',
      await send(
        origin,
        calls.consoleIdentityList.path,
        { status: 'in_review', userId: signUp.user.id },
        asOperator,
      ),
    );
    ok(
      'identity approve',
      await send(origin, calls.consoleIdentityApprove.path, { id: queue.items[0]!.id }, asOperator),
    );
    ok('PIN', await send(origin, calls.updatePayPassword.path, { payPassword: DEMO_PIN }, asMerchant));
    const card = ok<{ id: number }>(
      'bank add',
      await send(
        origin,
        calls.bankAdd.path,
        {
          type: 'bank_card',
          accountName: realName,
          bankName: 'Example Bank',
          cardNumber: '6222020200112233',
        },
        asMerchant,
      ),
    );
    // 200.00 to start with (by default), so withdrawals succeed from the first storm on.
    const topUp = multipartTopUp(
      { channelId: channel.id, amount: startingAmount, txHash: newTxHash() },
      await proofImage(),
    );
    const submitted = ok<{ id: number }>(
      'top-up',
      await send(origin, calls.topUpSubmit.path, topUp.payload, { ...topUp.headers, ...asMerchant }),
    );
    ok(
      'top-up approve',
      await send(origin, calls.consoleTopupApprove.path, { id: submitted.id }, asOperator),
    );
    merchants.push({
      id: signUp.user.id,
      token: signUp.token,
      accountId: card.id,
      slug: signUp.user.shop.slug,
    });
  }
  return { operator, merchants, channelId: channel.id, adPackageId: adPackage.id };
}

/**
 * The operator's catalogue over HTTP: `count` goods of one new type, named in every language,
 * with one picture, in stock at `cost` with `price` suggested. Returns their ids.
 */
export async function addGoods(
  origin: string,
  operator: string,
  { count, cost, price, productNo }: { count: number; cost: string; price: string; productNo: string },
): Promise<number[]> {
  const asOperator = { authorization: operator };
  const picture = multipart({}, { file: await pngBytes() });
  const image = ok<{ path: string }>(
    'goods picture',
    await send(origin, '/v1/upload/goods_image', picture.payload, { ...picture.headers, ...asOperator }),
  );
  const names = Object.fromEntries(LANGUAGES.map((lang) => [lang, `Lamps ${lang}`]));
  const type = ok<{ id: number }>(
    'goods type',
    await send(origin, calls.consoleGoodsTypeAdd.path, { names, sortOrder: 1 }, asOperator),
  );
  const texts = Object.fromEntries(
    LANGUAGES.map((lang) => [lang, { name: `Lamp ${lang}`, description: '' }]),
  );
  const items = Array.from({ length: count }, (_, n) => ({
    productNo: count === 1 ? productNo : `${productNo}-${n + 1}`,
    typeId: type.id,
    texts,
    images: [image.path],
    cost,
    suggestedPrice: price,
    stockStatus: 'in_stock',
  }));
  // The console adds 20 goods a request at most.
  const ids: number[] = [];
  for (let from = 0; from < items.length; from += 20) {
    const goods = ok<{ items: { id: number }[] }>(
      'goods',
      await send(origin, calls.consoleGoodsAdd.path, { items: items.slice(from, from + 20) }, asOperator),
    );
    ids.push(...goods.items.map((g) => g.id));
  }
  return ids;
}

/** A merchant with one item in their showcase, which buyers order on their storefront. */
export type Shop = Merchant & { itemId: number };

/** Each merchant lists the goods in their showcase at `price`. */
export async function listInShowcases(
  origin: string,
  merchants: Merchant[],
  goodsId: number,
  price: string,
): Promise<Shop[]> {
  const shops: Shop[] = [];
  for (const merchant of merchants) {
    const asMerchant = { authorization: merchant.token };
    ok(
      'showcase add',
      await send(origin, calls.showcaseAdd.path, { items: [{ goodsId, price }] }, asMerchant),
    );
    const listed = ok<{ items: { id: number }[] }>(
      'showcase list',
      await send(origin, calls.showcaseList.path, { limit: 10 }, asMerchant),
    );
    shops.push({ ...merchant, itemId: listed.items[0]!.id });
  }
  return shops;
}

/**
 * The first answer the server stored under a merchant's Idempotency-Key, or undefined when no
 * attempt committed: what a crash test compares a client's retry with.
 */
export async function storedAnswer<T>(database: DatabaseHandle, userId: number, key: string) {
  const row = await database.db
    .selectFrom('idempotency_keys')
    .select('response')
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
  return row ? (JSON.parse(row.response) as T) : undefined;
}

/** A merchant asks for a higher tier with the PIN under an Idempotency-Key (its deposit is held). */
export const requestUpgrade = (origin: string, merchant: Merchant, code: string, key: string) =>
  send(
    origin,
    calls.shopUpgrade.path,
    { code, payPassword: DEMO_PIN },
    { authorization: merchant.token, 'idempotency-key': key },
  );

/** The operator approves a tier upgrade (the tier rises, the deposit stays held) or rejects it (it returns). */
export const decideUpgrade = (origin: string, operator: string, upgradeId: number, approve: boolean) =>
  approve
    ? send(origin, calls.consoleUpgradeApprove.path, { id: upgradeId }, { authorization: operator })
    : send(
        origin,
        calls.consoleUpgradeReject.path,
        { id: upgradeId, reason: 'Documents missing' },
        { authorization: operator },
      );

/** Orders by status (and cancellation reason): `completed`, `cancelled:unpaid_timeout`, … */
export async function statusCounts(database: DatabaseHandle) {
  const rows = await database.db
    .selectFrom('orders')
    .select(['status', 'cancel_reason', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(['status', 'cancel_reason'])
    .execute();
  return Object.fromEntries(
    rows.map((r) => [`${r.status}${r.cancel_reason ? `:${r.cancel_reason}` : ''}`, Number(r.n)]),
  );
}
