import { fromCents, type schemas, toCents } from '@shopkeeper/contract';
import type { z } from 'zod';
import { type Executor, forUpdate, isUniqueViolation, type Trx } from '../../db/index.ts';
import { ErrorCode, fail, invalidField } from '../../lib/app-error.ts';
import { iso } from '../../lib/iso.ts';
import { afterCursor, DEFAULT_PAGE_SIZE, keysetPage } from '../../lib/keyset.ts';
import { moveAllowed, moveStatus } from '../../lib/status-machine.ts';
import { TOP_UP_MACHINE } from './status.ts';

export {
  addChannel,
  allChannels,
  type ChannelChange,
  type ChannelFields,
  changeChannel,
  offeredChannels,
} from './channels.ts';
export { TOP_UP_MACHINE } from './status.ts';

type TopUp = z.infer<typeof schemas.topUp>;
type ConsoleTopUp = z.infer<typeof schemas.consoleTopUp>;

/** A transaction's hash on a USDT network: 64 hex digits, with 0x on Ethereum. */
const HEX_HASH = /^(0x)?([0-9a-f]{64})$/;

/**
 * One spelling per transaction, so the same one typed twice is seen as the same: trimmed,
 * hex lower-cased, and for USDT channels the network's own form (0x on Ethereum, none on
 * TRON); a USDT hash that is not 64 hex digits is a typo (405). A bank reference is kept
 * as typed, only trimmed.
 */
export function normaliseTxHash(kind: TopUp['channelKind'], raw: string): string {
  const trimmed = raw.trim();
  if (kind === 'bank') return trimmed;
  const match = HEX_HASH.exec(trimmed.toLowerCase());
  if (!match) throw invalidField('txHash', 'invalid');
  return kind === 'usdt_erc20' ? `0x${match[2]}` : match[2]!;
}

/** A hash already submitted, by anyone: credited once, ever (203, naming the field). */
const hashSeen = () => fail(ErrorCode.INVALID_OPERATION, { data: { field: 'txHash' } });

function topUpsQuery(db: Executor) {
  return db
    .selectFrom('topups as t')
    .innerJoin('topup_channels as c', 'c.id', 't.channel_id')
    .select([
      't.id',
      't.user_id',
      't.channel_id',
      'c.kind as channel_kind',
      'c.name as channel_name',
      't.amount_cents',
      't.credited_cents',
      't.tx_hash',
      't.proof_path',
      't.status',
      't.reason',
      't.reviewer_id',
      't.created_at',
      't.reviewed_at',
    ]);
}
type TopUpRow = Awaited<ReturnType<ReturnType<typeof topUpsQuery>['executeTakeFirstOrThrow']>>;

const toTopUp = (row: TopUpRow): TopUp => ({
  id: row.id,
  channelId: row.channel_id,
  channelKind: row.channel_kind,
  channelName: row.channel_name,
  amount: fromCents(row.amount_cents),
  creditedAmount: row.credited_cents === null ? null : fromCents(row.credited_cents),
  txHash: row.tx_hash,
  proof: row.proof_path,
  status: row.status,
  reason: row.reason,
  createdAt: iso(row.created_at),
  reviewedAt: iso(row.reviewed_at),
});

/** A console row of a top-up: whose it is, and who decided it. */
export const toConsoleTopUp = (row: TopUpRow, username: string): ConsoleTopUp => ({
  ...toTopUp(row),
  userId: row.user_id,
  username,
  reviewerId: row.reviewer_id,
});

async function listPage<T>(
  db: Executor,
  query: { cursor?: string; limit?: number },
  filter: (q: ReturnType<typeof topUpsQuery>) => ReturnType<typeof topUpsQuery>,
  shape: (row: TopUpRow) => T,
): Promise<{ items: T[]; nextCursor: string | null }> {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const after = afterCursor(query.cursor);
  let q = filter(topUpsQuery(db))
    .orderBy('t.id', 'desc')
    .limit(limit + 1);
  if (after !== undefined) q = q.where('t.id', '<', after);
  const { items, nextCursor } = keysetPage(await q.execute(), limit);
  return { items: items.map(shape), nextCursor };
}

/** The merchant's own top-ups, newest first (never another merchant's). */
export const listOwnTopUps = (
  db: Executor,
  userId: number,
  query: { cursor?: string; limit?: number; status?: TopUp['status'] },
) =>
  listPage(
    db,
    query,
    (q) => {
      const own = q.where('t.user_id', '=', userId);
      return query.status ? own.where('t.status', '=', query.status) : own;
    },
    toTopUp,
  );

/** One of the merchant's own top-ups; another merchant's does not exist for them (404). */
export async function ownTopUp(db: Executor, userId: number, id: number): Promise<TopUp> {
  const row = await topUpsQuery(db).where('t.id', '=', id).where('t.user_id', '=', userId).executeTakeFirst();
  if (!row) throw fail(ErrorCode.NOT_FOUND);
  return toTopUp(row);
}

/** The console's queue: every merchant's top-ups, by status (shaped with usernames by a use case). */
export const listTopUpRows = (
  db: Executor,
  query: { cursor?: string; limit?: number; status?: TopUp['status'] },
) =>
  listPage(
    db,
    query,
    (q) => (query.status ? q.where('t.status', '=', query.status) : q),
    (row) => row,
  );

/** One top-up's row, for the console's answer to a decision. */
export const topUpRow = (db: Executor, id: number): Promise<TopUpRow> =>
  topUpsQuery(db).where('t.id', '=', id).executeTakeFirstOrThrow();

/** A channel a merchant may pay through now; 404 when unknown or disabled. */
export async function offeredChannel(db: Executor, id: number) {
  const channel = await db
    .selectFrom('topup_channels')
    .select(['id', 'kind'])
    .where('id', '=', id)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  if (!channel) throw fail(ErrorCode.NOT_FOUND);
  return channel;
}

/**
 * The transaction hash as stored (normaliseTxHash), refused when already submitted by anyone
 * (203 naming txHash) — except by this merchant under an Idempotency-Key, whose repeat is
 * answered with the first answer.
 */
export async function unseenTxHash(
  db: Executor,
  userId: number,
  kind: TopUp['channelKind'],
  raw: string,
  repeatable: boolean,
): Promise<string> {
  const txHash = normaliseTxHash(kind, raw);
  const seen = await db
    .selectFrom('topups')
    .select('user_id')
    .where('tx_hash', '=', txHash)
    .executeTakeFirst();
  if (seen && (seen.user_id !== userId || !repeatable)) throw hashSeen();
  return txHash;
}

/** A pending top-up, in the caller's transaction; the hash's unique index settles two at once (203). */
export async function insertTopUp(
  trx: Trx,
  input: {
    userId: number;
    channelId: number;
    amountCents: number;
    txHash: string;
    proofPath: string;
    now: number;
  },
): Promise<{ id: number; status: TopUp['status'] }> {
  try {
    return await trx
      .insertInto('topups')
      .values({
        user_id: input.userId,
        channel_id: input.channelId,
        amount_cents: input.amountCents,
        tx_hash: input.txHash,
        proof_path: input.proofPath,
        status: 'pending',
        credited_cents: null,
        reason: null,
        reviewer_id: null,
        created_at: input.now,
        reviewed_at: null,
      })
      .returning(['id', 'status'])
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) throw hashSeen();
    throw error;
  }
}

/**
 * The top-up an operator decides, locked until the transaction ends: 404 when unknown, 203
 * when the move is not allowed from its state (decided already). The move itself is one
 * conditional update from that state, so of two operators deciding at once exactly one moves it.
 */
async function forDecision(trx: Trx, id: number, move: 'approve' | 'reject') {
  const row = await forUpdate(
    trx,
    trx
      .selectFrom('topups as t')
      .innerJoin('topup_channels as c', 'c.id', 't.channel_id')
      .select(['t.id', 't.user_id', 't.amount_cents', 't.status', 'c.name as channel_name'])
      .where('t.id', '=', id),
  ).executeTakeFirst();
  if (!row) throw fail(ErrorCode.NOT_FOUND);
  if (!moveAllowed(TOP_UP_MACHINE, move, row.status, 'operator')) throw fail(ErrorCode.INVALID_OPERATION);
  return row;
}

/**
 * Approves a pending top-up in the caller's transaction, with the amount the operator
 * received (405 when not above zero), by default the declared one; the caller credits it.
 */
export async function approvePendingTopUp(
  trx: Trx,
  operatorId: number,
  input: { id: number; amount?: string | undefined },
  now: number,
) {
  const row = await forDecision(trx, input.id, 'approve');
  const creditedCents = input.amount === undefined ? row.amount_cents : toCents(input.amount);
  if (creditedCents <= 0) throw invalidField('amount', 'invalid');
  await moveStatus(trx, TOP_UP_MACHINE, { key: row.id, status: row.status }, 'approve', 'operator', {
    credited_cents: creditedCents,
    reviewer_id: operatorId,
    reviewed_at: now,
  });
  return { userId: row.user_id, amountCents: row.amount_cents, creditedCents, channelName: row.channel_name };
}

/** Rejects a pending top-up in the caller's transaction, with the reason the merchant reads. */
export async function rejectPendingTopUp(
  trx: Trx,
  operatorId: number,
  input: { id: number; reason: string },
  now: number,
) {
  const row = await forDecision(trx, input.id, 'reject');
  await moveStatus(trx, TOP_UP_MACHINE, { key: row.id, status: row.status }, 'reject', 'operator', {
    reason: input.reason,
    reviewer_id: operatorId,
    reviewed_at: now,
  });
  return { userId: row.user_id, amountCents: row.amount_cents };
}

/** Top-ups awaiting review: one merchant's (the store centre), or everyone's (the console's queue). */
export async function topUpsInReview(db: Executor, userId?: number): Promise<number> {
  let q = db
    .selectFrom('topups')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', '=', 'pending');
  if (userId !== undefined) q = q.where('user_id', '=', userId);
  return Number((await q.executeTakeFirstOrThrow()).n);
}
