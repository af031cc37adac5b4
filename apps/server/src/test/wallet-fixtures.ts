import { calls } from '@shopkeeper/contract';
import sharp from 'sharp';
import { countRows, type TestApi } from './harness.ts';

/**
 * Fixtures for the money tests (identity, receiving accounts, withdrawals, and the storms
 * built on them): each step goes through the API, as a merchant and an operator would.
 */

// biome-ignore lint/suspicious/noExplicitAny: a test reads whichever answer it got, success or refusal
export type Answer = { code: number; msg: string; data: any };

let png: Buffer | undefined;
/** A small PNG, made once. */
export async function pngBytes(): Promise<Buffer> {
  png ??= await sharp({ create: { width: 12, height: 8, channels: 3, background: '#36a' } })
    .png()
    .toBuffer();
  return png;
}

/** The multipart body a browser's FormData sends: text fields, then files. */
export function multipart(fields: Record<string, string>, files: Record<string, Buffer>) {
  const boundary = `----shopkeeper${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  for (const [name, bytes] of Object.entries(files)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      bytes,
      Buffer.from('\r\n'),
    );
  }
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Submits an identity (front and back photos by default). */
export async function submitIdentity(
  api: TestApi,
  token: string,
  fields: { realName: string; idNo: string },
  files?: Record<string, Buffer>,
): Promise<Answer> {
  const photo = await pngBytes();
  const body = multipart(fields, files ?? { front: photo, back: photo });
  const res = await api.raw({
    method: 'POST',
    url: `/api${calls.identitySubmit.path}`,
    headers: { ...body.headers, authorization: token },
    payload: body.payload,
  });
  return res.json() as Answer;
}

/** Submits and approves an identity: the merchant is verified under `realName`. */
export async function verifyIdentity(api: TestApi, token: string, operatorToken: string, realName: string) {
  await submitIdentity(api, token, { realName, idNo: 'ID-20261121' });
  const queue = await api.call(calls.perInfo, {}, { token });
  if (queue.data.status !== 'in_review') throw new Error(`identity not in review: ${JSON.stringify(queue)}`);
  const list = await api.call(
    calls.consoleIdentityList,
    { status: 'in_review', limit: 100 },
    { token: operatorToken },
  );
  const mine = (list.data.items as { id: number; realName: string }[]).filter((i) => i.realName === realName);
  const approved = await api.call(
    calls.consoleIdentityApprove,
    { id: mine.at(-1)!.id },
    { token: operatorToken },
  );
  if (approved.code !== 200) throw new Error(`approve failed: ${JSON.stringify(approved)}`);
}

let hashes = 0;
const channels = new WeakMap<TestApi, number>();

/** A bank channel of this test's own, added once per app. */
async function testChannel(api: TestApi, operatorToken: string): Promise<number> {
  let id = channels.get(api);
  if (id === undefined) {
    const added = await api.call(
      calls.consoleChannelAdd,
      { kind: 'bank', name: 'Test bank', bankDetails: 'Example Bank 1' },
      { token: operatorToken },
    );
    if (added.code !== 200) throw new Error(`channel add failed: ${JSON.stringify(added)}`);
    id = added.data.id as number;
    channels.set(api, id);
  }
  return id;
}

/** Credits a merchant's available balance through an approved top-up. */
export async function fundMerchant(api: TestApi, token: string, operatorToken: string, amount: string) {
  const channel = { id: await testChannel(api, operatorToken) };
  const body = multipart(
    { channelId: String(channel.id), amount, txHash: `REF-${Date.now()}-${hashes++}` },
    { proof: await pngBytes() },
  );
  const submitted = (
    await api.raw({
      method: 'POST',
      url: `/api${calls.topUpSubmit.path}`,
      headers: { ...body.headers, authorization: token },
      payload: body.payload,
    })
  ).json() as Answer;
  if (submitted.code !== 200) throw new Error(`top-up failed: ${JSON.stringify(submitted)}`);
  const approved = await api.call(
    calls.consoleTopupApprove,
    { id: submitted.data.id },
    { token: operatorToken },
  );
  if (approved.code !== 200) throw new Error(`top-up approval failed: ${JSON.stringify(approved)}`);
}

export const DEMO_PIN = '246810';

/** A verified merchant with a PIN, a bank card in their name and `balance` available. */
export async function readyToWithdraw(api: TestApi, operatorToken: string, balance = '100.00') {
  const merchant = await api.merchant();
  const realName = `Ana ${merchant.username}`;
  await verifyIdentity(api, merchant.token, operatorToken, realName);
  await api.call(calls.updatePayPassword, { payPassword: DEMO_PIN }, { token: merchant.token });
  const card = await api.call(
    calls.bankAdd,
    { type: 'bank_card', accountName: realName, bankName: 'Example Bank', cardNumber: '6222020200112233' },
    { token: merchant.token },
  );
  if (card.code !== 200) throw new Error(`bank add failed: ${JSON.stringify(card)}`);
  if (balance !== '0.00') await fundMerchant(api, merchant.token, operatorToken, balance);
  return { ...merchant, realName, accountId: card.data.id as number };
}

/** The merchant's wallet figures, as the wallet call answers them. */
export const walletFigures = async (api: TestApi, token: string) =>
  (await api.call(calls.userWallet, {}, { token })).data as {
    balance: string;
    frozen: string;
    depositHeld: string;
    totalAssets: string;
  };

/** A platform account's balance, in cents (payouts clearing, security deposits…). */
export async function platformBalance(api: TestApi, kind: string): Promise<number> {
  const row = await api.database.db
    .selectFrom('ledger_accounts')
    .select('balance_cents')
    .where('user_id', '=', 0)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return row.balance_cents;
}

/** Row counts of the tables a money call may write: a refusal leaves them all unchanged. */
export async function moneyCounts(api: TestApi) {
  const tables = [
    'withdrawals',
    'ledger_transactions',
    'ledger_entries',
    'idempotency_keys',
    'identity_submissions',
    'receiving_accounts',
    'uploads',
    'audit_log',
  ] as const;
  const counts = await Promise.all(tables.map((t) => countRows(api.database, t)));
  return Object.fromEntries(tables.map((t, i) => [t, counts[i]!])) as Record<(typeof tables)[number], number>;
}
