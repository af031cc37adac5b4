import type { schemas } from '@shopkeeper/contract';
import type { z } from 'zod';
import { type Executor, forUpdate, type Trx } from '../../db/index.ts';
import type { TopupChannelsTable } from '../../db/schema.ts';
import { ErrorCode, fail, invalidField } from '../../lib/app-error.ts';

type Channel = z.infer<typeof schemas.topUpChannel>;
type ChannelKind = TopupChannelsTable['kind'];
export interface ChannelFields {
  kind: ChannelKind;
  name: string;
  address?: string | null;
  bankDetails?: string | null;
}

/** Receiving address formats per network: a typo here sends a merchant's money nowhere. */
const ADDRESS_FORMATS: Record<Exclude<ChannelKind, 'bank'>, RegExp> = {
  usdt_trc20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  usdt_erc20: /^0x[0-9a-fA-F]{40}$/,
};

type ChannelRow = Omit<TopupChannelsTable, 'id'> & { id: number };

const toChannel = (row: ChannelRow): Channel => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  address: row.address,
  bankDetails: row.bank_details,
  enabled: row.disabled_at === null,
  createdAt: new Date(row.created_at).toISOString(),
});

/** A USDT channel carries its network's address and no bank details; a bank one the reverse. */
function channelValues(fields: ChannelFields) {
  if (fields.kind === 'bank') {
    if (!fields.bankDetails) throw invalidField('bankDetails', 'required');
    return { kind: fields.kind, name: fields.name, address: null, bank_details: fields.bankDetails };
  }
  if (!fields.address) throw invalidField('address', 'required');
  if (!ADDRESS_FORMATS[fields.kind].test(fields.address)) throw invalidField('address', 'invalid');
  return { kind: fields.kind, name: fields.name, address: fields.address, bank_details: null };
}

/** The channels merchants may pay through (GET /v1/pay/channel, with the minimum deposit beside). */
export async function offeredChannels(db: Executor) {
  const rows = await db
    .selectFrom('topup_channels')
    .selectAll()
    .where('disabled_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map(({ id, kind, name, address, bank_details }) => ({
    id,
    kind,
    name,
    address,
    bankDetails: bank_details,
  }));
}

export async function allChannels(db: Executor) {
  const rows = await db.selectFrom('topup_channels').selectAll().orderBy('id').execute();
  return { items: rows.map(toChannel) };
}

/** Adds a channel inside the caller's transaction (the console's call, the demo seed). */
export async function addChannel(trx: Trx, fields: ChannelFields, now = Date.now()): Promise<Channel> {
  const row = await trx
    .insertInto('topup_channels')
    .values({ ...channelValues(fields), disabled_at: null, created_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toChannel(row);
}

/** What an operator's change to a channel is, for its audit entry. */
export type ChannelChange =
  | { action: 'channel.edit'; fields: ChannelFields }
  | { action: 'channel.disable' | 'channel.enable' };

/** The audited fields of a channel, as the audit log shows them. */
const AUDITED_FIELDS = ['kind', 'name', 'address', 'bank_details'] as const;

/**
 * Changes a channel in the caller's transaction; 404 when unknown. Returns the channel and
 * what changed (its fields' old → new, or only its name when only its state changed), for
 * the audit entry the use case writes with it.
 */
export async function changeChannel(
  trx: Trx,
  id: number,
  change: ChannelChange,
  now = Date.now(),
): Promise<{ channel: Channel; detail: Record<string, string> }> {
  // A wrong field is refused (405) before the channel is looked up, as it always was.
  const columns =
    change.action === 'channel.edit'
      ? channelValues(change.fields)
      : { disabled_at: change.action === 'channel.disable' ? now : null };
  const before = await forUpdate(
    trx,
    trx.selectFrom('topup_channels').selectAll().where('id', '=', id),
  ).executeTakeFirst();
  if (!before) throw fail(ErrorCode.NOT_FOUND);
  const row = await trx
    .updateTable('topup_channels')
    .set(columns)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const detail: Record<string, string> = { name: row.name };
  for (const field of AUDITED_FIELDS) {
    if (before[field] !== row[field]) detail[field] = `${before[field] ?? ''} → ${row[field] ?? ''}`;
  }
  return { channel: toChannel(row), detail };
}
