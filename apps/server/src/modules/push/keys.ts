import webpush from 'web-push';
import type { DatabaseHandle, Executor } from '../../db/index.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** Read once per database: the pair never changes after it is made. */
const known = new WeakMap<DatabaseHandle, VapidKeys>();

/**
 * This install's VAPID key pair, made the first time it is asked for (at start) and kept in
 * the database, so every server behind the load balancer signs with the same key and a
 * restart keeps the browsers' subscriptions valid. Two servers starting at once both insert;
 * one wins and both read the winner. The private key never leaves this module but to sign.
 */
export async function vapidKeys(database: DatabaseHandle): Promise<VapidKeys> {
  const cached = known.get(database);
  if (cached) return cached;
  let row = await read(database.db);
  if (!row) {
    const made = webpush.generateVAPIDKeys();
    await database.db
      .insertInto('push_keys')
      .values({ id: 1, public_key: made.publicKey, private_key: made.privateKey, created_at: Date.now() })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    row = await read(database.db);
  }
  const keys = { publicKey: row!.public_key, privateKey: row!.private_key };
  known.set(database, keys);
  return keys;
}

const read = (db: Executor) =>
  db.selectFrom('push_keys').select(['public_key', 'private_key']).where('id', '=', 1).executeTakeFirst();
