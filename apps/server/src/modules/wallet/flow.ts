import type { schemas } from '@shopkeeper/contract';
import { fromCents } from '@shopkeeper/contract';
import type { z } from 'zod';
import type { Executor } from '../../db/index.ts';
import { invalidField } from '../../lib/app-error.ts';

type Flow = z.infer<typeof schemas.flow>;
type Wallet = z.infer<typeof schemas.wallet>;

/** The merchant's balances as the wallet page shows them; zero before any money moved. */
export async function readWallet(db: Executor, userId: number): Promise<Wallet> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['kind', 'balance_cents'])
    .where('user_id', '=', userId)
    .execute();
  const cents = (kind: string) => rows.find((row) => row.kind === kind)?.balance_cents ?? 0;
  const [available, frozen, held] = [cents('available'), cents('frozen'), cents('deposit_held')];
  return {
    balance: fromCents(available),
    frozen: fromCents(frozen),
    depositHeld: fromCents(held),
    totalAssets: fromCents(available + frozen + held),
  };
}

const DEFAULT_LIMIT = 20;

/**
 * The flow list: entries on the merchant's available account, newest first, keyset-paged by
 * entry id (decision 013: money moving between the merchant's own accounts shows once, as
 * the change to what they can spend).
 */
export async function listFlow(
  db: Executor,
  userId: number,
  query: { cursor?: string; limit?: number; type?: Flow['type'] },
): Promise<{ items: Flow[]; nextCursor: string | null }> {
  const limit = query.limit ?? DEFAULT_LIMIT;
  let q = db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .select([
      'e.id',
      'e.amount_cents',
      'e.created_at',
      't.kind',
      't.status',
      't.memo',
      't.cause_type',
      't.cause_id',
    ])
    .where('a.user_id', '=', userId)
    .where('a.kind', '=', 'available')
    .orderBy('e.id', 'desc')
    .limit(limit + 1);
  if (query.cursor !== undefined) {
    // A cursor is the last entry id of the page before; anything else was not ours to give.
    const after = Number(query.cursor);
    if (!/^\d{1,16}$/.test(query.cursor) || !Number.isSafeInteger(after))
      throw invalidField('cursor', 'invalid');
    q = q.where('e.id', '<', after);
  }
  if (query.type) q = q.where('t.kind', '=', query.type);
  const rows = await q.execute();
  const items = rows.slice(0, limit).map(
    (row): Flow => ({
      id: row.id,
      time: new Date(row.created_at).toISOString(),
      type: row.kind as Flow['type'],
      status: row.status,
      amount: fromCents(row.amount_cents),
      remark: row.memo,
      causeType: row.cause_type,
      causeId: row.cause_id,
    }),
  );
  return { items, nextCursor: rows.length > limit ? String(items.at(-1)!.id) : null };
}
