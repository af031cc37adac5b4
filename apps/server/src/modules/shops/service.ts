import { randomBytes } from 'node:crypto';
import type { Trx } from '../../db/index.ts';

/** Every shop starts at the lowest tier with a credit score of 100 (DESIGN §5). */
const INITIAL_CREDIT = 100;

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
