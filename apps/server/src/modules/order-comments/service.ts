import type { OrderStatus, schemas } from '@shopkeeper/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { type Executor, inTransaction, isUniqueViolation } from '../../db/index.ts';
import type { OrderCommentsTable } from '../../db/schema.ts';
import { ErrorCode, fail, invalidField } from '../../lib/app-error.ts';
import { iso } from '../../lib/iso.ts';
import { afterCursor, DEFAULT_PAGE_SIZE, keysetPage } from '../../lib/keyset.ts';
import type { UploadedFile } from '../../plugins/multipart-input.ts';
import { orderBrief } from '../orders/service.ts';
import { claimUpload, discardUploads, isOwnUpload, storeImage } from '../uploads/service.ts';

type OrderComment = z.infer<typeof schemas.orderComment>;
type StorefrontComment = z.infer<typeof schemas.storefrontComment>;
type CommentRow = Pick<
  OrderCommentsTable,
  'order_id' | 'parent_id' | 'author' | 'text' | 'signature' | 'rating' | 'created_at'
> & { id: number };

/** The states in which the buyer has the goods and may review them (DESIGN §5). */
const REVIEWABLE: ReadonlySet<OrderStatus> = new Set(['accepted', 'pending_settlement', 'completed']);

const COLUMNS = [
  'id',
  'order_id',
  'parent_id',
  'author',
  'text',
  'signature',
  'rating',
  'created_at',
] as const;

const toComment = (row: CommentRow): OrderComment => ({
  id: row.id,
  orderId: row.order_id,
  parentId: row.parent_id,
  author: row.author,
  text: row.text,
  rating: row.rating,
  signature: row.signature,
  createdAt: iso(row.created_at),
});

const toStorefrontComment = (row: CommentRow): StorefrontComment => ({
  id: row.id,
  parentId: row.parent_id,
  author: row.author,
  text: row.text,
  rating: row.rating,
  createdAt: iso(row.created_at),
});

/** One of the merchant's orders; another merchant's (or none) is 404, as if it did not exist. */
async function ownOrder(db: Executor, userId: number, orderId: number) {
  const order = await orderBrief(db, { id: orderId, userId });
  if (!order) throw fail(ErrorCode.NOT_FOUND);
  return order;
}

/** GET /v1/order-comment: the thread of one of the merchant's orders, oldest first, keyset by id. */
export async function listOrderComments(
  db: Executor,
  userId: number,
  query: { orderId: number; cursor?: string; limit?: number },
): Promise<{ items: OrderComment[]; nextCursor: string | null }> {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const after = afterCursor(query.cursor);
  await ownOrder(db, userId, query.orderId);
  let q = db
    .selectFrom('order_comments')
    .select(COLUMNS)
    .where('order_id', '=', query.orderId)
    .orderBy('id', 'asc')
    .limit(limit + 1);
  if (after !== undefined) q = q.where('id', '>', after);
  const { items, nextCursor } = keysetPage(await q.execute(), limit);
  return { items: items.map(toComment), nextCursor };
}

/**
 * GET /v1/order-comment/reviews: buyers' reviews of one goods among the merchant's own orders
 * (the showcase's review count opened), newest first, keyset by id; each names its order, whose
 * thread is where the merchant replies. Goods they never sold have none: an empty page.
 */
export async function listGoodsReviews(
  db: Executor,
  userId: number,
  query: { goodsId: number; cursor?: string; limit?: number },
): Promise<{ items: OrderComment[]; nextCursor: string | null }> {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const after = afterCursor(query.cursor);
  // The same rows commentCountsByGoods counts, through the same index (user_id, goods_id).
  let q = db
    .selectFrom('order_comments')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .where('goods_id', '=', query.goodsId)
    .where('author', '=', 'buyer')
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (after !== undefined) q = q.where('id', '<', after);
  const { items, nextCursor } = keysetPage(await q.execute(), limit);
  return { items: items.map(toComment), nextCursor };
}

/**
 * POST /v1/order-comment: the merchant comments on one of their orders (any state) or replies
 * to a top-level comment of it. 404: another merchant's order, or a parent that is not a
 * top-level comment of this order (replies nest one level). 405 naming `signature`: the path
 * is not a signature this merchant uploaded.
 */
export async function addMerchantComment(
  ctx: AppContext,
  userId: number,
  input: { orderId: number; parentId?: number; text: string; signature: string },
  now = Date.now(),
): Promise<OrderComment> {
  const { db } = ctx.database;
  const order = await ownOrder(db, userId, input.orderId);
  if (input.parentId !== undefined) {
    const parent = await db
      .selectFrom('order_comments')
      .select('id')
      .where('id', '=', input.parentId)
      .where('order_id', '=', order.id)
      .where('parent_id', 'is', null)
      .executeTakeFirst();
    if (!parent) throw fail(ErrorCode.NOT_FOUND);
  }
  if (!(await isOwnUpload(db, input.signature, 'signature', userId))) {
    throw invalidField('signature', 'invalid');
  }
  const row = await db
    .insertInto('order_comments')
    .values({
      order_id: order.id,
      parent_id: input.parentId ?? null,
      user_id: userId,
      goods_id: order.goodsId,
      author: 'merchant',
      text: input.text,
      signature: input.signature,
      rating: null,
      review_of: null,
      created_at: now,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toComment(row);
}

/** An order the buyer names by its public reference (404 unknown). */
async function buyersOrder(db: Executor, publicRef: string) {
  const order = await orderBrief(db, { publicRef });
  if (!order) throw fail(ErrorCode.NOT_FOUND);
  return order;
}

const alreadyReviewed = () => fail(ErrorCode.INVALID_OPERATION, { data: { reason: 'reviewed' } });

async function hasReview(db: Executor, orderId: number): Promise<boolean> {
  const row = await db
    .selectFrom('order_comments')
    .select('id')
    .where('review_of', '=', orderId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * POST /storefront/v1/order/comment: the buyer's review of their order, by its public
 * reference, with the drawn signature as a file. 404 unknown reference; 203 (reason
 * notAccepted) before the buyer has accepted it or once cancelled; 203 (reason reviewed) the
 * second time. Everything is checked before the signature is stored; the signature is stored
 * as the merchant's private file (so their app reads it) and claimed by the review's
 * transaction, so a review refused at the last moment (a twin request won) leaves no file.
 */
export async function addBuyerReview(
  ctx: AppContext,
  input: { ref: string; text: string; rating: number },
  signature: UploadedFile,
  now = Date.now(),
): Promise<StorefrontComment> {
  const { db } = ctx.database;
  const order = await buyersOrder(db, input.ref);
  if (!REVIEWABLE.has(order.status)) {
    throw fail(ErrorCode.INVALID_OPERATION, { data: { reason: 'notAccepted' } });
  }
  if (await hasReview(db, order.id)) throw alreadyReviewed();
  const stored = await storeImage(ctx, {
    ownerId: order.userId,
    kind: 'signature',
    file: signature,
    field: 'signature',
    unclaimed: true,
  });
  try {
    const row = await inTransaction(ctx.database, async (trx) => {
      const inserted = await trx
        .insertInto('order_comments')
        .values({
          order_id: order.id,
          parent_id: null,
          user_id: order.userId,
          goods_id: order.goodsId,
          author: 'buyer',
          text: input.text,
          signature: stored.path,
          rating: input.rating,
          review_of: order.id,
          created_at: now,
        })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      await claimUpload(trx, stored.path, now);
      return inserted;
    });
    return toStorefrontComment(row);
  } catch (error) {
    await discardUploads(ctx, [stored.path]);
    if (isUniqueViolation(error)) throw alreadyReviewed();
    throw error;
  }
}

/**
 * POST /storefront/v1/order/comments: the thread of the buyer's order, oldest first (no
 * signature images: they are the merchant's private files), and whether a review may be
 * written now. 404 unknown reference. A thread is small: one review and the merchant's
 * comments, capped at 200.
 */
export async function storefrontThread(
  db: Executor,
  publicRef: string,
): Promise<{ items: StorefrontComment[]; canReview: boolean }> {
  const order = await buyersOrder(db, publicRef);
  const [rows, reviewed] = await Promise.all([
    db
      .selectFrom('order_comments')
      .select(COLUMNS)
      .where('order_id', '=', order.id)
      .orderBy('id', 'asc')
      .limit(200)
      .execute(),
    hasReview(db, order.id),
  ]);
  return { items: rows.map(toStorefrontComment), canReview: REVIEWABLE.has(order.status) && !reviewed };
}

/**
 * How many buyer reviews each of `goodsIds` has among the merchant's orders (the showcase
 * list's commentCount). Goods without any are absent from the map.
 */
export async function commentCountsByGoods(
  db: Executor,
  userId: number,
  goodsIds: readonly number[],
): Promise<Map<number, number>> {
  if (goodsIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('order_comments')
    .select(['goods_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('user_id', '=', userId)
    .where('goods_id', 'in', [...goodsIds])
    .where('author', '=', 'buyer')
    .groupBy('goods_id')
    .execute();
  return new Map(rows.map((row) => [row.goods_id, Number(row.n)]));
}

/**
 * Buyers' average stars per merchant (a storefront's rating), to one decimal; merchants with
 * no review yet are absent.
 */
export async function ratingsByMerchant(
  db: Executor,
  userIds: readonly number[],
): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('order_comments')
    .select(['user_id', (eb) => eb.fn.sum<number | string>('rating').as('total')])
    .select((eb) => eb.fn.count<number | string>('rating').as('n'))
    .where('user_id', 'in', [...userIds])
    .where('author', '=', 'buyer')
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((row) => [row.user_id, Math.round((Number(row.total) / Number(row.n)) * 10) / 10]));
}
