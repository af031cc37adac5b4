import { randomBytes } from 'node:crypto';
import { schemas } from '@shopkeeper/contract';
import type { Executor, Trx } from '../../db/index.ts';
import { ErrorCode, fail } from '../../lib/app-error.ts';
import { iso } from '../../lib/iso.ts';
import { hashToken } from '../../lib/token-hash.ts';

/**
 * Shop order-intake keys: an external storefront posts its buyers' orders to a shop
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

/**
 * A new key, shown once, in the caller's transaction; 203 (reason tooManyKeys) when the shop
 * already has the most it may. The caller holds the shop's lock (use-cases/create-intake-key.ts),
 * so two creations at once cannot both take the last place.
 */
export async function insertIntakeKey(trx: Trx, userId: number, label: string, now: number) {
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const prefix = key.slice(0, KEY_PREFIX.length + 6);
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
  return { ...toWire(inserted), key };
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

/** The key was used for an order: the merchant sees when, to tell a live key from a stale one. */
export async function markKeyUsed(trx: Trx, keyId: number, now: number): Promise<void> {
  await trx.updateTable('intake_keys').set({ last_used_at: now }).where('id', '=', keyId).execute();
}
