import { type Kysely, sql } from 'kysely';

/**
 * Clean-up jobs (decision 015). An upload stored for a call that may still fail (a top-up's
 * proof) is unclaimed until that call's transaction claims it; one left unclaimed for a day
 * is deleted with its file. Uploads stored before this migration were all kept, so they
 * count as claimed when made. Idempotency keys are deleted by age.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('uploads').addColumn('claimed_at', 'bigint').execute();
  await sql`update uploads set claimed_at = created_at`.execute(db);
  await db.schema
    .createIndex('uploads_unclaimed')
    .on('uploads')
    .columns(['claimed_at', 'created_at'])
    .execute();
  await db.schema
    .createIndex('idempotency_keys_created')
    .on('idempotency_keys')
    .column('created_at')
    .execute();
}
