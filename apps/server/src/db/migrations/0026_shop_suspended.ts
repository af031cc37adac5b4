import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../index.ts';

/**
 * `shops.suspended_at`: set while the shop's owner account is disabled by an operator, so the
 * storefront and order intake close with it (a disabled merchant cannot pay the orders they
 * would take). Kept in the shops table, beside the 48 h closure, so the shops module answers
 * "is this storefront open" alone; the accounts module sets and clears it with the account's
 * own restriction. Accounts disabled before this migration are carried over.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('shops').addColumn('suspended_at', 'bigint').execute();
  await sql`update shops set suspended_at = (select disabled_at from users where users.id = shops.user_id)`.execute(
    db,
  );
}
