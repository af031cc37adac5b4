import { calls, fromCents, type schemas, toCents } from '@shopkeeper/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import {
  type Executor,
  forUpdate,
  inTransaction,
  isUniqueViolation,
  rowsChanged,
  type Trx,
} from '../../db/index.ts';
import { ErrorCode, fail, invalidField } from '../../lib/app-error.ts';
import { iso } from '../../lib/iso.ts';
import { afterCursor, DEFAULT_PAGE_SIZE, keysetPage } from '../../lib/keyset.ts';
import type { HandlerArgs } from '../../plugins/contract-routes.ts';
import { refuseIfWalletFrozen, withUsernames } from '../accounts/service.ts';
import { recordAudit } from '../audit/service.ts';
import { getSetting } from '../settings/service.ts';
import { claimUpload, storeImage } from '../uploads/service.ts';
import { creditTopUp, earlierAnswer, idempotentCall } from '../wallet/service.ts';

export { insertChannel } from './channels.ts';

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

/** The console's rows: each top-up with whose it is, the names read in one query per page. */
const toConsoleTopUps = (db: Executor, rows: readonly TopUpRow[]): Promise<ConsoleTopUp[]> =>
  withUsernames(db, rows, (row, username) => ({
    ...toTopUp(row),
    userId: row.user_id,
    username,
    reviewerId: row.reviewer_id,
  }));

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
export const listOwnTopUps = (db: Executor, userId: number, query: { cursor?: string; limit?: number }) =>
  listPage(db, query, (q) => q.where('t.user_id', '=', userId), toTopUp);

/** One of the merchant's own top-ups; another merchant's does not exist for them (404). */
export async function ownTopUp(db: Executor, userId: number, id: number): Promise<TopUp> {
  const row = await topUpsQuery(db).where('t.id', '=', id).where('t.user_id', '=', userId).executeTakeFirst();
  if (!row) throw fail(ErrorCode.NOT_FOUND);
  return toTopUp(row);
}

/** The console's queue: every merchant's top-ups, by status. */
export async function listTopUps(
  db: Executor,
  query: { cursor?: string; limit?: number; status?: TopUp['status'] },
) {
  const rows = await listPage(
    db,
    query,
    (q) => (query.status ? q.where('t.status', '=', query.status) : q),
    (row) => row,
  );
  return { items: await toConsoleTopUps(db, rows.items), nextCursor: rows.nextCursor };
}

/**
 * A merchant's top-up (/v1/order/channel/pay). Every refusal that needs no race to happen
 * (448 below the minimum, an unknown or disabled channel, 450 frozen wallet, a malformed or
 * already-seen hash) comes before the proof is stored, so a refusal writes nothing. The
 * insert runs under the Idempotency-Key; the hash's unique index settles two at once.
 */
export async function submitTopUp(args: HandlerArgs<typeof calls.orderChannelPay>): Promise<{
  id: number;
  status: TopUp['status'];
}> {
  const { ctx, user, input, files } = args;
  const { db } = ctx.database;
  // A repeat of a top-up already made gets its answer, and its proof is not stored again.
  const earlier = await earlierAnswer<typeof calls.orderChannelPay, { id: number; status: TopUp['status'] }>(
    calls.orderChannelPay,
    args,
  );
  if (earlier) return earlier.answer;
  const amountCents = toCents(input.amount);
  if (amountCents < (await getSetting(db, 'minDepositCents'))) throw fail(ErrorCode.BELOW_MINIMUM_DEPOSIT);
  const channel = await db
    .selectFrom('topup_channels')
    .select(['id', 'kind'])
    .where('id', '=', input.channelId)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  if (!channel) throw fail(ErrorCode.NOT_FOUND);
  await refuseIfWalletFrozen(db, user.id);
  const txHash = normaliseTxHash(channel.kind, input.txHash);
  const seen = await db
    .selectFrom('topups')
    .select('user_id')
    .where('tx_hash', '=', txHash)
    .executeTakeFirst();
  // The same merchant repeating a request with its Idempotency-Key gets the first answer below.
  if (seen && (seen.user_id !== user.id || args.request.headers['idempotency-key'] === undefined)) {
    throw hashSeen();
  }

  const proof = await storeProof(ctx, user.id, files.proof!);
  return idempotentCall(calls.orderChannelPay, args, async (trx) => {
    try {
      const row = await trx
        .insertInto('topups')
        .values({
          user_id: user.id,
          channel_id: channel.id,
          amount_cents: amountCents,
          tx_hash: txHash,
          proof_path: proof,
          status: 'pending',
          credited_cents: null,
          reason: null,
          reviewer_id: null,
          created_at: Date.now(),
          reviewed_at: null,
        })
        .returning(['id', 'status'])
        .executeTakeFirstOrThrow();
      await claimUpload(trx, proof);
      return { id: row.id, status: row.status };
    } catch (error) {
      if (isUniqueViolation(error)) throw hashSeen();
      throw error;
    }
  });
}

async function storeProof(ctx: AppContext, ownerId: number, file: Parameters<typeof storeImage>[1]['file']) {
  // Claimed by the top-up's transaction: a proof whose top-up was refused after all (a hash
  // taken meanwhile) or not needed (a repeated request's first answer) is cleaned up.
  const stored = await storeImage(ctx, { ownerId, kind: 'proof', file, field: 'proof', unclaimed: true });
  return stored.path;
}

/** The top-up under review, locked until the transaction ends; 404 when unknown. */
async function pendingForReview(trx: Trx, id: number) {
  const row = await forUpdate(
    trx,
    trx.selectFrom('topups').select(['id', 'user_id', 'amount_cents', 'status']).where('id', '=', id),
  ).executeTakeFirst();
  if (!row) throw fail(ErrorCode.NOT_FOUND);
  // Reviewed already (approved, or rejected): a second decision is refused, never re-applied.
  if (row.status !== 'pending') throw fail(ErrorCode.INVALID_OPERATION);
  return row;
}

/**
 * Approves a pending top-up and credits it, in one transaction: the status changes only if
 * it is still pending (rowsChanged), so of two operators approving at once one credits and
 * the other is refused (203).
 */
export async function approveTopUp(
  ctx: AppContext,
  operatorId: number,
  input: { id: number; amount?: string },
): Promise<ConsoleTopUp> {
  await inTransaction(ctx.database, async (trx) => {
    const topUp = await pendingForReview(trx, input.id);
    const creditedCents = input.amount === undefined ? topUp.amount_cents : toCents(input.amount);
    if (creditedCents <= 0) throw invalidField('amount', 'invalid');
    const now = Date.now();
    const changed = await rowsChanged(
      trx
        .updateTable('topups')
        .set({ status: 'approved', credited_cents: creditedCents, reviewer_id: operatorId, reviewed_at: now })
        .where('id', '=', topUp.id)
        .where('status', '=', 'pending'),
    );
    if (changed !== 1) throw fail(ErrorCode.INVALID_OPERATION);
    const channel = await trx
      .selectFrom('topups as t')
      .innerJoin('topup_channels as c', 'c.id', 't.channel_id')
      .select('c.name')
      .where('t.id', '=', topUp.id)
      .executeTakeFirstOrThrow();
    await creditTopUp(trx, {
      userId: topUp.user_id,
      topUpId: topUp.id,
      amountCents: creditedCents,
      memo: channel.name,
      now,
    });
    await recordAudit(trx, {
      actorId: operatorId,
      action: 'topup.approve',
      target: { type: 'topup', id: topUp.id },
      userId: topUp.user_id,
      detail: { amount: fromCents(topUp.amount_cents), credited: fromCents(creditedCents) },
      now,
    });
  });
  return consoleTopUpById(ctx.database.db, input.id);
}

/** Rejects a pending top-up with the reason the merchant will read; nothing is credited. */
export async function rejectTopUp(
  ctx: AppContext,
  operatorId: number,
  input: { id: number; reason: string },
): Promise<ConsoleTopUp> {
  await inTransaction(ctx.database, async (trx) => {
    const topUp = await pendingForReview(trx, input.id);
    const now = Date.now();
    const changed = await rowsChanged(
      trx
        .updateTable('topups')
        .set({ status: 'rejected', reason: input.reason, reviewer_id: operatorId, reviewed_at: now })
        .where('id', '=', topUp.id)
        .where('status', '=', 'pending'),
    );
    if (changed !== 1) throw fail(ErrorCode.INVALID_OPERATION);
    await recordAudit(trx, {
      actorId: operatorId,
      action: 'topup.reject',
      target: { type: 'topup', id: topUp.id },
      userId: topUp.user_id,
      reason: input.reason,
      detail: { amount: fromCents(topUp.amount_cents) },
      now,
    });
  });
  return consoleTopUpById(ctx.database.db, input.id);
}

async function consoleTopUpById(db: Executor, id: number) {
  const [topUp] = await toConsoleTopUps(db, [
    await topUpsQuery(db).where('t.id', '=', id).executeTakeFirstOrThrow(),
  ]);
  return topUp!;
}
