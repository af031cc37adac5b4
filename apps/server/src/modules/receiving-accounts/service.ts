import { type CallInput, type calls, schemas } from '@shopkeeper/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { type Executor, inTransaction, isUniqueViolation, rowsChanged, type Trx } from '../../db/index.ts';
import type { ReceivingAccountsTable } from '../../db/schema.ts';
import { ErrorCode, fail, invalidField } from '../../lib/app-error.ts';
import { iso } from '../../lib/iso.ts';
import { isEthereumAddress, isTronAddress } from './addresses.ts';

export type ReceivingAccount = z.infer<typeof schemas.receivingAccount>;
type AccountInput = CallInput<typeof calls.bankAdd>;

const { MAX_RECEIVING_ACCOUNTS } = schemas;
function liveAccounts(db: Executor, userId: number) {
  return db
    .selectFrom('receiving_accounts')
    .select([
      'id',
      'type',
      'account_name',
      'bank_name',
      'card_number',
      'branch_number',
      'wallet_address',
      'wallet_note',
      'created_at',
    ])
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null);
}
type AccountRow = Awaited<ReturnType<ReturnType<typeof liveAccounts>['executeTakeFirstOrThrow']>>;

const toAccount = (row: AccountRow): ReceivingAccount => ({
  id: row.id,
  type: row.type,
  accountName: row.account_name,
  bankName: row.bank_name,
  cardNumber: row.card_number,
  branchNumber: row.branch_number,
  walletAddress: row.wallet_address,
  walletNote: row.wallet_note,
  createdAt: iso(row.created_at),
});

/** The merchant's live receiving accounts, oldest first (for other modules too: the console). */
export async function listReceivingAccounts(db: Executor, userId: number): Promise<ReceivingAccount[]> {
  const rows = await liveAccounts(db, userId).orderBy('id').execute();
  return rows.map(toAccount);
}

/** One of the merchant's live accounts; undefined when deleted, unknown or someone else's. */
export async function findReceivingAccount(
  db: Executor,
  userId: number,
  id: number,
): Promise<ReceivingAccount | undefined> {
  const row = await liveAccounts(db, userId).where('id', '=', id).executeTakeFirst();
  return row ? toAccount(row) : undefined;
}

/** A holder's name as people write it variously: no spaces, no case, one Unicode form. */
const nameKey = (name: string) => name.normalize('NFKC').replace(/\s+/g, '').toLowerCase();

/**
 * The columns an account input is stored as, after the checks a form cannot make:
 * - a bank card's holder must be the merchant's verified real name (docs/product.md#merchants), so money is
 *   only ever paid to the merchant's own account. Without a verified identity there is no
 *   name to compare: 409 (insufficient permissions: verify first, as for a withdrawal). A
 *   name that differs is a wrong value in the form: 405 naming accountName. Compared
 *   trimmed, without spaces or case ("ZHANG  san" is "Zhang San").
 * - a wallet's address must pass its network's checksum (405 naming walletAddress).
 */
function accountColumns(input: AccountInput, identity: VerifiedIdentity) {
  if (input.type === 'bank_card') {
    if (!identity)
      throw fail(ErrorCode.INSUFFICIENT_PERMISSIONS, { data: { reason: 'identityNotVerified' } });
    if (nameKey(input.accountName) !== nameKey(identity.realName))
      throw invalidField('accountName', 'invalid');
    return {
      type: input.type,
      account_name: input.accountName,
      bank_name: input.bankName,
      card_number: input.cardNumber,
      branch_number: input.branchNumber || null,
      wallet_address: null,
      wallet_note: null,
    } satisfies Partial<ReceivingAccountsTable>;
  }
  const valid =
    input.type === 'trx_usdt' ? isTronAddress(input.walletAddress) : isEthereumAddress(input.walletAddress);
  if (!valid) throw invalidField('walletAddress', 'invalid');
  return {
    type: input.type,
    account_name: null,
    bank_name: null,
    card_number: null,
    branch_number: null,
    wallet_address: input.walletAddress,
    wallet_note: input.walletNote || null,
  } satisfies Partial<ReceivingAccountsTable>;
}

/** The merchant's verified identity, or null: a bank card's holder is checked against its name. */
export type VerifiedIdentity = { realName: string } | null;

const tooMany = () =>
  fail(ErrorCode.PAYMENT_ACCOUNTS_MAXIMUM, {
    params: { item: MAX_RECEIVING_ACCOUNTS },
    data: { max: MAX_RECEIVING_ACCOUNTS },
  });

/**
 * Adds an account in one of the merchant's free slots 1–5; with none free, 444. Two adds at
 * once may pick the same free slot: the unique (user_id, slot) index lets one commit and the
 * other fails and tries again with the slots as they are now, so parallel adds stop at 5.
 */
export async function addReceivingAccount(
  ctx: AppContext,
  userId: number,
  input: AccountInput,
  identity: VerifiedIdentity,
) {
  const columns = accountColumns(input, identity);
  for (let attempt = 1; ; attempt++) {
    try {
      return await inTransaction(ctx.database, async (trx) => {
        const taken = await trx
          .selectFrom('receiving_accounts')
          .select('slot')
          .where('user_id', '=', userId)
          .where('slot', 'is not', null)
          .execute();
        const used = new Set(taken.map((row) => row.slot));
        const slot = Array.from({ length: MAX_RECEIVING_ACCOUNTS }, (_, i) => i + 1).find(
          (s) => !used.has(s),
        );
        if (slot === undefined) throw tooMany();
        const now = Date.now();
        const row = await trx
          .insertInto('receiving_accounts')
          .values({ user_id: userId, ...columns, slot, created_at: now, updated_at: now, deleted_at: null })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { id: row.id };
      });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt > MAX_RECEIVING_ACCOUNTS) throw error;
    }
  }
}

/** Replaces an account's details (its type may change); 404 unless it is the merchant's and live. */
export async function editReceivingAccount(
  ctx: AppContext,
  userId: number,
  input: { id: number; account: AccountInput },
  identity: VerifiedIdentity,
): Promise<null> {
  if (!(await findReceivingAccount(ctx.database.db, userId, input.id))) throw fail(ErrorCode.NOT_FOUND);
  const columns = accountColumns(input.account, identity);
  const changed = await rowsChanged(
    ctx.database.db
      .updateTable('receiving_accounts')
      .set({ ...columns, updated_at: Date.now() })
      .where('id', '=', input.id)
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null),
  );
  if (changed !== 1) throw fail(ErrorCode.NOT_FOUND);
  return null;
}

/**
 * Deletes an account: the row stays (withdrawals keep their own copy of where to pay) and its
 * slot is freed. 404 unless it is the merchant's and live.
 */
export async function deleteReceivingAccount(ctx: AppContext, userId: number, id: number): Promise<null> {
  const changed = await rowsChanged(
    ctx.database.db
      .updateTable('receiving_accounts')
      .set({ slot: null, deleted_at: Date.now() })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null),
  );
  if (changed !== 1) throw fail(ErrorCode.NOT_FOUND);
  return null;
}

/** For the demo seed: an account written directly in the caller's transaction (no name check). */
export async function insertReceivingAccount(
  trx: Trx,
  userId: number,
  input: AccountInput,
  slot: number,
  now = Date.now(),
): Promise<number> {
  const base = {
    account_name: null,
    bank_name: null,
    card_number: null,
    branch_number: null,
    wallet_address: null,
    wallet_note: null,
  };
  const columns =
    input.type === 'bank_card'
      ? {
          ...base,
          type: input.type,
          account_name: input.accountName,
          bank_name: input.bankName,
          card_number: input.cardNumber,
          branch_number: input.branchNumber ?? null,
        }
      : {
          ...base,
          type: input.type,
          wallet_address: input.walletAddress,
          wallet_note: input.walletNote ?? null,
        };
  const row = await trx
    .insertInto('receiving_accounts')
    .values({ user_id: userId, ...columns, slot, created_at: now, updated_at: now, deleted_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
