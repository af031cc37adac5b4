import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase } from '../../apps/server/src/db/index.ts';

/** Records of the demo merchant's seeded data, for the screens that show one record. */
export interface DemoRecords {
  slug: string;
  orderId: number;
  /** An order the merchant has yet to pay (its screen offers the PIN). */
  unpaidOrderId: number;
  goodsId: number;
  showcaseItemId: number;
  publicRef: string;
  topUpId: number;
  withdrawalId: number;
  accountId: number;
  articleId: number;
}

/** Reads them from the shared server's database, as the screens' links would carry them. */
export async function demoRecords(): Promise<DemoRecords> {
  const database = openDatabase({ sqliteFile: path.join(inject('dataDir'), 'shopkeeper.sqlite') });
  try {
    const { db } = database;
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'merchant')
      .executeTakeFirstOrThrow();
    const first = async <T>(query: Promise<T | undefined>, what: string): Promise<T> => {
      const row = await query;
      if (!row) throw new Error(`the demo has no ${what}`);
      return row;
    };
    const shop = await first(
      db.selectFrom('shops').select('slug').where('user_id', '=', user.id).executeTakeFirst(),
      'shop',
    );
    const order = await first(
      db
        .selectFrom('orders')
        .select(['id', 'public_ref', 'goods_id'])
        .where('user_id', '=', user.id)
        .orderBy('id')
        .executeTakeFirst(),
      'order',
    );
    const unpaid = await first(
      db
        .selectFrom('orders')
        .select('id')
        .where('user_id', '=', user.id)
        .where('status', '=', 'pending_payment')
        .orderBy('id', 'desc')
        .executeTakeFirst(),
      'unpaid order',
    );
    const item = await first(
      db
        .selectFrom('showcase_items')
        .select('id')
        .where('user_id', '=', user.id)
        .where('status', '=', 'listed')
        .executeTakeFirst(),
      'listed item',
    );
    const topUp = await first(
      db.selectFrom('topups').select('id').where('user_id', '=', user.id).executeTakeFirst(),
      'top-up',
    );
    const withdrawal = await first(
      db.selectFrom('withdrawals').select('id').where('user_id', '=', user.id).executeTakeFirst(),
      'withdrawal',
    );
    const account = await first(
      db
        .selectFrom('receiving_accounts')
        .select('id')
        .where('user_id', '=', user.id)
        .where('slot', 'is not', null)
        .executeTakeFirst(),
      'receiving account',
    );
    const article = await first(
      db.selectFrom('help_articles').select('id').executeTakeFirst(),
      'help article',
    );
    return {
      slug: shop.slug,
      orderId: Number(order.id),
      unpaidOrderId: Number(unpaid.id),
      goodsId: Number(order.goods_id),
      showcaseItemId: Number(item.id),
      publicRef: order.public_ref,
      topUpId: Number(topUp.id),
      withdrawalId: Number(withdrawal.id),
      accountId: Number(account.id),
      articleId: Number(article.id),
    };
  } finally {
    await database.destroy();
  }
}
