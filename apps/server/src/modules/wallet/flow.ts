import { type calls, fromCents, schemas } from '@shopkeeper/contract';
import type { z } from 'zod';
import type { Executor } from '../../db/index.ts';
import { preparedByFlags } from '../../db/prepared.ts';
import { invalidField } from '../../lib/app-error.ts';
import { iso } from '../../lib/iso.ts';
import { afterCursor, DEFAULT_PAGE_SIZE, keysetPage } from '../../lib/keyset.ts';

type Flow = z.infer<typeof schemas.flow>;
type Wallet = z.infer<typeof schemas.wallet>;
type Statement = z.infer<typeof calls.userStatement.output>;

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

/**
 * The flow list: entries on the merchant's available account, newest first, keyset-paged by
 * entry id (decision 013: money moving between the merchant's own accounts shows once, as
 * the change to what they can spend).
 */
export async function listFlow(
  db: Executor,
  userId: number,
  query: { cursor?: string; limit?: number; type?: Flow['type']; from?: number; to?: number },
): Promise<{ items: Flow[]; nextCursor: string | null }> {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  // The cursor is the last entry id of the page before.
  const after = afterCursor(query.cursor);
  const page = flowPage({
    after: after !== undefined,
    type: query.type !== undefined,
    from: query.from !== undefined,
    to: query.to !== undefined,
  });
  const rows = await page(
    db,
    userId,
    limit + 1,
    after ?? 0,
    query.type ?? 'top_up',
    query.from ?? 0,
    query.to ?? 0,
  );
  const { items, nextCursor } = keysetPage(rows, limit);
  return { items: items.map(toFlow), nextCursor };
}

/** The flow's page, compiled once per set of filters a request uses (every visit of the wallet). */
const flowPage = preparedByFlags(
  (has: { after: boolean; type: boolean; from: boolean; to: boolean }) =>
    (db, userId: number, limit: number, after: number, type: Flow['type'], from: number, to: number) => {
      let q = availableEntries(db, userId).orderBy('e.id', 'desc').limit(limit);
      if (has.after) q = q.where('e.id', '<', after);
      if (has.type) q = q.where('t.kind', '=', type);
      if (has.from) q = q.where('e.created_at', '>=', from);
      if (has.to) q = q.where('e.created_at', '<', to);
      return q;
    },
);

/** The merchant's entries on their available account, with what caused each. */
function availableEntries(db: Executor, userId: number) {
  return db
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
    .where('a.kind', '=', 'available');
}
type EntryRow = Awaited<ReturnType<ReturnType<typeof availableEntries>['executeTakeFirstOrThrow']>>;

const toFlow = (row: EntryRow): Flow => ({
  id: row.id,
  time: iso(row.created_at),
  type: row.kind as Flow['type'],
  status: row.status,
  amount: fromCents(row.amount_cents),
  remark: row.memo,
  causeType: row.cause_type,
  causeId: row.cause_id,
});

const DAY_MS = 86_400_000;

/**
 * The statement for [from, to) (decision 013: the available balance is the sum of its
 * entries, so the opening balance is the sum of those before `from`). Opening, entries and
 * closing come from one read of the entries, so they reconcile to the cent even while money
 * moves: closing is opening + Σ entries, never a second read of the balance.
 */
export async function readStatement(
  db: Executor,
  userId: number,
  { from, to }: { from: number; to: number },
): Promise<Statement> {
  if (to <= from) throw invalidField('to', 'invalid');
  if (to - from > schemas.STATEMENT_MAX_DAYS * DAY_MS) throw invalidField('to', 'invalid');
  const rows = await availableEntries(db, userId)
    .where('e.created_at', '<', to)
    .orderBy('e.created_at', 'asc')
    .orderBy('e.id', 'asc')
    .execute();
  let openingCents = 0;
  const inRange: EntryRow[] = [];
  for (const row of rows) {
    if (row.created_at < from) openingCents += row.amount_cents;
    else inRange.push(row);
  }
  const closingCents = inRange.reduce((sum, row) => sum + row.amount_cents, openingCents);
  return {
    from: new Date(from).toISOString(),
    to: new Date(to).toISOString(),
    openingBalance: fromCents(openingCents),
    closingBalance: fromCents(closingCents),
    entries: inRange.map(toFlow),
  };
}
