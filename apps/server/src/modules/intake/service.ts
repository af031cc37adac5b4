import { randomBytes } from 'node:crypto';
import { type CallParsedInput, type calls, schemas } from '@shopkeeper/contract';
import { type DatabaseHandle, type Executor, inTransaction, isUniqueViolation } from '../../db/index.ts';
import { ErrorCode, fail } from '../../lib/app-error.ts';
import { iso } from '../../lib/iso.ts';
import { hashToken } from '../accounts/service.ts';
import { createBuyerOrder, orderByPaymentReference } from '../orders/service.ts';
import { lockShop } from '../shops/service.ts';

/**
 * Shop order-intake keys (issue 8): an external storefront posts its buyers' orders to a shop
 * with one. A key is 32 random bytes shown once; only its SHA-256 is kept (as session tokens
 * are), with a short prefix the merchant tells keys apart by. Revoking is immediate.
 */
const KEY_PREFIX = 'sk_shop_';

function toWire(row: {
  id: number;
  label: string;
  prefix: string;
  created_at: number;
  last_used_at: number | null;
}) {
  return {
    id: row.id,
    label: row.label,
    prefix: row.prefix,
    createdAt: iso(row.created_at),
    lastUsedAt: row.last_used_at === null ? null : iso(row.last_used_at),
  };
}

const liveKeys = (db: Executor, userId: number) =>
  db
    .selectFrom('intake_keys')
    .select(['id', 'label', 'prefix', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);

export async function listIntakeKeys(db: Executor, userId: number) {
  const rows = await liveKeys(db, userId).orderBy('id').execute();
  return { items: rows.map(toWire), max: schemas.INTAKE_KEYS_MAX };
}

/** A new key, shown once; 203 (reason tooManyKeys) when the shop already has the most it may. */
export async function createIntakeKey(
  database: DatabaseHandle,
  userId: number,
  label: string,
  now = Date.now(),
) {
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const prefix = key.slice(0, KEY_PREFIX.length + 6);
  const row = await inTransaction(database, async (trx) => {
    // One creation at a time per shop, so two at once cannot both take the last place.
    await lockShop(trx, userId);
    const inserted = await trx
      .insertInto('intake_keys')
      .values({
        user_id: userId,
        key_hash: hashToken(key),
        prefix,
        label,
        created_at: now,
        last_used_at: null,
        revoked_at: null,
      })
      .returning(['id', 'label', 'prefix', 'created_at', 'last_used_at'])
      .executeTakeFirstOrThrow();
    const live = await trx
      .selectFrom('intake_keys')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .executeTakeFirstOrThrow();
    if (Number(live.n) > schemas.INTAKE_KEYS_MAX) {
      throw fail(ErrorCode.INVALID_OPERATION, {
        data: { reason: 'tooManyKeys', max: schemas.INTAKE_KEYS_MAX },
      });
    }
    return inserted;
  });
  return { ...toWire(row), key };
}

/** Revokes one of the merchant's live keys (404 for another's, unknown or already revoked). */
export async function revokeIntakeKey(db: Executor, userId: number, id: number, now = Date.now()) {
  const result = await db
    .updateTable('intake_keys')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw fail(ErrorCode.NOT_FOUND);
  return null;
}

/** The shop a live key belongs to; 407 for a missing, unknown or revoked key. */
export async function shopOfKey(
  db: Executor,
  key: string | undefined,
): Promise<{ userId: number; keyId: number }> {
  if (!key || key.length > 100 || !key.startsWith(KEY_PREFIX)) throw fail(ErrorCode.NOT_AUTHENTICATED);
  const row = await db
    .selectFrom('intake_keys')
    .select(['id', 'user_id'])
    .where('key_hash', '=', hashToken(key))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw fail(ErrorCode.NOT_AUTHENTICATED);
  return { userId: row.user_id, keyId: row.id };
}

/**
 * An order posted by an external storefront, which took the buyer's payment itself: made as a
 * storefront order is (same refusals), its payment reference the sender's own. The same
 * reference again — a retry after a lost answer, or two at once — gives the first order back.
 */
export async function intakeOrder(
  database: DatabaseHandle,
  shop: { userId: number; keyId: number },
  input: CallParsedInput<typeof calls.intakeOrderCreate>,
  now = Date.now(),
) {
  const shopUserId = shop.userId;
  const paymentReference = `intake:${input.externalReference}`;
  const earlier = await orderByPaymentReference(database.db, shopUserId, paymentReference);
  if (earlier) return earlier;
  try {
    const made = await inTransaction(database, async (trx) => {
      // The key was used for an order: the merchant sees when, to tell a live key from a stale one.
      await trx.updateTable('intake_keys').set({ last_used_at: now }).where('id', '=', shop.keyId).execute();
      return createBuyerOrder(trx, {
        shopUserId,
        showcaseItemId: input.showcaseItemId,
        quantity: input.quantity,
        buyer: { name: input.name, phone: input.phone, address: input.address },
        lang: input.lang ?? 'en',
        source: 'intake',
        paymentReference,
        now,
      });
    });
    return { orderNo: made.orderNo, publicRef: made.publicRef, status: 'pending_payment' as const };
  } catch (error) {
    const first = isUniqueViolation(error)
      ? await orderByPaymentReference(database.db, shopUserId, paymentReference)
      : null;
    if (first) return first;
    throw error;
  }
}
