import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import type { DatabaseHandle, Dialect } from '../index.ts';
import * as m0001 from './0001_accounts.ts';
import * as m0002 from './0002_account_safety.ts';
import * as m0003 from './0003_ledger.ts';
import * as m0004 from './0004_uploads.ts';
import * as m0005 from './0005_topups.ts';
import * as m0006 from './0006_pay_password_tries.ts';
import * as m0007 from './0007_audit_log.ts';
import * as m0008 from './0008_identity.ts';
import * as m0009 from './0009_receiving_accounts.ts';
import * as m0010 from './0010_withdrawals.ts';
import * as m0011 from './0011_attempts.ts';
import * as m0012 from './0012_cleanup.ts';
import * as m0013 from './0013_catalogue.ts';
import * as m0014 from './0014_showcase.ts';
import * as m0015 from './0015_orders.ts';
import * as m0016 from './0016_storefront.ts';
import * as m0017 from './0017_intake_keys.ts';
import * as m0018 from './0018_order_comments.ts';
import * as m0019 from './0019_list_reads.ts';
import * as m0020 from './0020_buyer_refunds.ts';
import * as m0021 from './0021_storefront_charges.ts';
import * as m0022 from './0022_events.ts';
import * as m0025 from './0025_event_listeners.ts';
import * as m0026 from './0026_shop_suspended.ts';
import * as m0027 from './0027_statistics.ts';
import * as m0028 from './0028_credit.ts';
import * as m0029 from './0029_tier_upgrades.ts';
import * as m0030 from './0030_ads.ts';
import * as m0031 from './0031_banners.ts';
import * as m0032 from './0032_best_sellers_index.ts';
import * as m0033 from './0033_invite_days.ts';
import * as m0034 from './0034_chat.ts';
import * as m0035 from './0035_stream_tickets.ts';
import * as m0036 from './0036_notifications.ts';
import * as m0037 from './0037_broadcasts.ts';
import * as m0038 from './0038_feedback.ts';
import * as m0039 from './0039_help_articles.ts';
import * as m0040 from './0040_push.ts';

type DialectMigration = { up(db: Kysely<unknown>, dialect: Dialect): Promise<void> };

/** Ordered by name; add new files here. One set for both databases. */
const migrations: Record<string, DialectMigration> = {
  '0001_accounts': m0001,
  '0002_account_safety': m0002,
  '0003_ledger': m0003,
  '0004_uploads': m0004,
  '0005_topups': m0005,
  '0006_pay_password_tries': m0006,
  '0007_audit_log': m0007,
  '0008_identity': m0008,
  '0009_receiving_accounts': m0009,
  '0010_withdrawals': m0010,
  '0011_attempts': m0011,
  '0012_cleanup': m0012,
  '0013_catalogue': m0013,
  '0014_showcase': m0014,
  '0015_orders': m0015,
  '0016_storefront': m0016,
  '0017_intake_keys': m0017,
  '0018_order_comments': m0018,
  '0019_list_reads': m0019,
  '0020_buyer_refunds': m0020,
  '0021_storefront_charges': m0021,
  '0022_events': m0022,
  '0025_event_listeners': m0025,
  '0026_shop_suspended': m0026,
  '0027_statistics': m0027,
  '0028_credit': m0028,
  '0029_tier_upgrades': m0029,
  '0030_ads': m0030,
  '0031_banners': m0031,
  '0032_best_sellers_index': m0032,
  '0033_invite_days': m0033,
  '0034_chat': m0034,
  '0035_stream_tickets': m0035,
  '0036_notifications': m0036,
  '0037_broadcasts': m0037,
  '0038_feedback': m0038,
  '0039_help_articles': m0039,
  '0040_push': m0040,
};

export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  const provided: Record<string, Migration> = {};
  for (const [name, migration] of Object.entries(migrations)) {
    provided[name] = { up: (db) => migration.up(db, handle.dialect) };
  }
  // Kysely looks for its migration tables in every schema unless told which one: a database
  // holding another schema with them (a parallel test run, a second app beside `public`)
  // made it skip creating its own and fail. Name the schema this connection works in.
  const schema =
    handle.dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(handle.db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => provided },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
