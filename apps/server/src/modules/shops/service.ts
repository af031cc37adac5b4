import { randomBytes } from 'node:crypto';
import { CREDIT } from '@shopkeeper/contract';
import type { SelectQueryBuilder, StringReference } from 'kysely';
import { forUpdate, rowsChanged, type Trx } from '../../db/index.ts';
import type { Database, ShopsTable } from '../../db/schema.ts';
import type { Executor } from '../../db/transactions.ts';

export { openShopsByUserIds, type PublicShop } from './open-shops.ts';

/** Every shop starts at the lowest tier with a credit score of 100 (docs/product.md#merchants). */
const INITIAL_CREDIT = CREDIT.initial;

function newSlug(): string {
  // 10 characters of [a-z0-9]: short enough to type, 51 bits so collisions are practically nil.
  return BigInt(`0x${randomBytes(8).toString('hex')}`)
    .toString(36)
    .slice(0, 10);
}

export async function createShop(trx: Trx, userId: number, name: string, now = Date.now()) {
  const row = await trx
    .insertInto('shops')
    .values({
      user_id: userId,
      slug: newSlug(),
      name,
      logo: null,
      address: null,
      phone_no: null,
      id_no: null,
      id_photo: null,
      identity_picture: null,
      tier: 'standard',
      credit: INITIAL_CREDIT,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The shop summary a profile shows; null columns when the user has no shop (an operator). */
export interface ShopSummaryColumns {
  shop_id: number | null;
  shop_slug: string | null;
  shop_name: string | null;
  shop_logo: string | null;
  shop_tier: ShopsTable['tier'] | null;
}

/**
 * Joins the owner's shop summary onto another module's query, for a read that must stay one
 * query (GET /v1/me, decision 006). `ownerId` is the caller's user-id column; the shops
 * table and its columns stay this module's, and the caller sees only the columns named here.
 */
export function withShopSummary<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  ownerId: StringReference<DB, TB>,
): SelectQueryBuilder<DB, TB, O & ShopSummaryColumns> {
  return (query as unknown as SelectQueryBuilder<Database, keyof Database, O>)
    .leftJoin('shops', 'shops.user_id', ownerId as never)
    .select([
      'shops.id as shop_id',
      'shops.slug as shop_slug',
      'shops.name as shop_name',
      'shops.logo as shop_logo',
      'shops.tier as shop_tier',
    ]) as unknown as SelectQueryBuilder<DB, TB, O & ShopSummaryColumns>;
}

/** A merchant's shop as its profile shows it; undefined when the user has no shop (an operator). */
export async function shopRow(db: Executor, userId: number) {
  const row = await db.selectFrom('shops').selectAll().where('user_id', '=', userId).executeTakeFirst();
  return row && { ...row, id: Number(row.id), user_id: Number(row.user_id), credit: Number(row.credit) };
}

export type ShopRow = NonNullable<Awaited<ReturnType<typeof shopRow>>>;

/** What a merchant may change of their shop (/v1/shop/update); null clears a field. */
export interface ShopProfileChange {
  name?: string;
  logo?: string | null;
  address?: string | null;
  phoneNo?: string | null;
}

/** Writes the merchant's changes to their shop, in the caller's transaction. */
export async function updateShopProfile(trx: Trx, userId: number, change: ShopProfileChange): Promise<void> {
  const set = {
    ...(change.name === undefined ? {} : { name: change.name }),
    ...(change.logo === undefined ? {} : { logo: change.logo }),
    ...(change.address === undefined ? {} : { address: change.address }),
    ...(change.phoneNo === undefined ? {} : { phone_no: change.phoneNo }),
  };
  if (Object.keys(set).length === 0) return;
  await trx.updateTable('shops').set(set).where('user_id', '=', userId).execute();
}

/**
 * The shop's credit score, its row locked until the transaction ends, so two moves of one
 * score (two rules at once) queue instead of losing one. Undefined without a shop.
 */
export async function lockShopCredit(trx: Trx, userId: number): Promise<number | undefined> {
  const row = await forUpdate(
    trx,
    trx.selectFrom('shops').select('credit').where('user_id', '=', userId),
  ).executeTakeFirst();
  return row === undefined ? undefined : Number(row.credit);
}

/** Sets the credit score lockShopCredit read, in the same transaction. */
export async function setShopCredit(trx: Trx, userId: number, score: number): Promise<void> {
  await trx.updateTable('shops').set({ credit: score }).where('user_id', '=', userId).execute();
}

/** The tier of a user's shop; null when the user has no shop (an operator). */
/** The shop's tier, as a query, for a use case that reads it beside others (db/read-together.ts). */
export const shopTierQuery = (db: Executor, userId: number) =>
  db.selectFrom('shops').select('tier').where('user_id', '=', userId);

export async function shopTier(db: Executor, userId: number): Promise<ShopsTable['tier'] | null> {
  const row = await db.selectFrom('shops').select('tier').where('user_id', '=', userId).executeTakeFirst();
  return row?.tier ?? null;
}

/**
 * Owners of shops (of one tier, or every shop), by user id after `afterUserId`: a broadcast's
 * recipients read page by page as they are at sending (docs/decisions/031-notifications.md).
 */
export async function shopOwnersPage(
  db: Executor,
  tier: ShopsTable['tier'] | null,
  afterUserId: number,
  limit: number,
): Promise<number[]> {
  let query = db.selectFrom('shops').select('user_id').where('user_id', '>', afterUserId);
  if (tier !== null) query = query.where('tier', '=', tier);
  const rows = await query.orderBy('user_id').limit(limit).execute();
  return rows.map((row) => Number(row.user_id));
}

/**
 * Moves a shop to a tier (an approved upgrade), in the caller's transaction: the showcase's
 * goods limit follows at once, since it is read from the tier.
 */
export async function setShopTier(trx: Trx, userId: number, tier: ShopsTable['tier']): Promise<void> {
  await trx.updateTable('shops').set({ tier }).where('user_id', '=', userId).execute();
}

/** A shop as its public storefront shows it; undefined for an unknown slug. */
export async function shopBySlug(
  db: Executor,
  slug: string,
): Promise<{ userId: number; slug: string; name: string; logo: string | null } | undefined> {
  const row = await db
    .selectFrom('shops')
    .select(['user_id', 'slug', 'name', 'logo'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row ? { userId: Number(row.user_id), slug: row.slug, name: row.name, logo: row.logo } : undefined;
}

/**
 * Why and since when the shop's storefront is closed; null while open. An owner's disabled
 * account (`suspended`) outweighs an order unpaid past the limit (`unpaidOrders`): only an
 * operator reopens it.
 */
export async function storefrontClosed(
  db: Executor,
  userId: number,
): Promise<{ since: number; reason: 'suspended' | 'unpaidOrders' } | null> {
  const row = await db
    .selectFrom('shops')
    .select(['storefront_closed_at', 'suspended_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (row?.suspended_at != null) return { since: Number(row.suspended_at), reason: 'suspended' };
  if (row?.storefront_closed_at != null)
    return { since: Number(row.storefront_closed_at), reason: 'unpaidOrders' };
  return null;
}

/** Closes the storefront while its owner's account is disabled (a time), reopens it when enabled (null). */
export async function setShopSuspended(db: Executor, userId: number, since: number | null): Promise<void> {
  await db.updateTable('shops').set({ suspended_at: since }).where('user_id', '=', userId).execute();
}

/** Closes (a time) or reopens (null) a shop's storefront; the orders jobs call it. */
export async function setStorefrontClosed(db: Executor, userId: number, since: number | null): Promise<void> {
  await db.updateTable('shops').set({ storefront_closed_at: since }).where('user_id', '=', userId).execute();
}

/**
 * The orders jobs' writes (the 48 h rule), each conditional so two servers make it once:
 * closing an open storefront (true when this call closed it), the owners of storefronts
 * closed at or before a time, and reopening one closed at or before that time (a storefront
 * another server has just closed, by a clock a little ahead, stays closed).
 */
export async function closeStorefront(db: Executor, userId: number, since: number): Promise<boolean> {
  const changed = await rowsChanged(
    db
      .updateTable('shops')
      .set({ storefront_closed_at: since })
      .where('user_id', '=', userId)
      .where('storefront_closed_at', 'is', null),
  );
  return changed === 1;
}

export async function closedStorefronts(db: Executor, closedBy: number): Promise<number[]> {
  const rows = await db
    .selectFrom('shops')
    .select('user_id')
    .where('storefront_closed_at', '<=', closedBy)
    .orderBy('user_id')
    .execute();
  return rows.map((r) => Number(r.user_id));
}

export async function reopenStorefront(db: Executor, userId: number, closedBy: number): Promise<boolean> {
  const changed = await rowsChanged(
    db
      .updateTable('shops')
      .set({ storefront_closed_at: null })
      .where('user_id', '=', userId)
      .where('storefront_closed_at', '<=', closedBy),
  );
  return changed === 1;
}

/** A shop's public face for a buyer's order page: its storefront slug and name. */
export async function shopNameAndSlug(db: Executor, userId: number): Promise<{ slug: string; name: string }> {
  return db
    .selectFrom('shops')
    .select(['slug', 'name'])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
}

/**
 * Locks the merchant's shop row until the transaction ends: per-shop limits that count rows
 * (order-intake keys) are checked one writer at a time. SQLite's write lock already does this.
 */
export async function lockShop(trx: Trx, userId: number): Promise<void> {
  await forUpdate(trx, trx.selectFrom('shops').select('id').where('user_id', '=', userId)).execute();
}

/** Shop names by their owner's user id, for another module's console lists (one query a page). */
export async function shopNamesByUserIds(
  db: Executor,
  userIds: readonly number[],
): Promise<Map<number, string>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('shops')
    .select(['user_id', 'name'])
    .where('user_id', 'in', unique)
    .execute();
  return new Map(rows.map((row) => [row.user_id, row.name]));
}
