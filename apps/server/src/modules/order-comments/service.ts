import type { OrderStatus, schemas } from '@shopkeeper/contract';
import type { SelectQueryBuilder, StringReference } from 'kysely';
import type { z } from 'zod';
import { type Executor, isUniqueViolation, type Trx } from '../../db/index.ts';
import type { Database, OrderCommentsTable } from '../../db/schema.ts';
import { ErrorCode, fail } from '../../lib/app-error.ts';
import { iso } from '../../lib/iso.ts';
import { afterCursor, DEFAULT_PAGE_SIZE, keysetPage } from '../../lib/keyset.ts';

type OrderComment = z.infer<typeof schemas.orderComment>;
type StorefrontComment = z.infer<typeof schemas.storefrontComment>;
type CommentRow = Pick<
  OrderCommentsTable,
  'order_id' | 'parent_id' | 'author' | 'text' | 'signature' | 'rating' | 'created_at'
> & { id: number };

/**
 * The comments on orders: the merchant's thread of each order and the buyer's one review.
 * Orders are the orders module's: a use case reads the order and hands in what a comment needs
 * of it; signature files are the uploads module's, handed in as stored paths.
 */

/** The order a comment is on, as the orders module tells it. */
export interface CommentedOrder {
  id: number;
  /** The merchant whose order it is. */
  userId: number;
  goodsId: number;
  status: OrderStatus;
}

/** The states in which the buyer has the goods and may review them (docs/decisions/019-order-comments.md). */
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

/** A page of one order's thread, oldest first, keyset by id (after the id `after`). */
export async function orderCommentsPage(
  db: Executor,
  orderId: number,
  query: { after?: number; limit?: number },
): Promise<{ items: OrderComment[]; nextCursor: string | null }> {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  let q = db
    .selectFrom('order_comments')
    .select(COLUMNS)
    .where('order_id', '=', orderId)
    .orderBy('id', 'asc')
    .limit(limit + 1);
  if (query.after !== undefined) q = q.where('id', '>', query.after);
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

/** A reply's parent must be a top-level comment of the same order (replies nest one level): 404 otherwise. */
export async function checkCommentParent(db: Executor, orderId: number, parentId: number): Promise<void> {
  const parent = await db
    .selectFrom('order_comments')
    .select('id')
    .where('id', '=', parentId)
    .where('order_id', '=', orderId)
    .where('parent_id', 'is', null)
    .executeTakeFirst();
  if (!parent) throw fail(ErrorCode.NOT_FOUND);
}

/** The merchant's comment on their order, or reply (parent checked by checkCommentParent). */
export async function insertMerchantComment(
  trx: Trx,
  order: CommentedOrder,
  input: { parentId?: number; text: string; signature: string },
  now: number,
): Promise<OrderComment> {
  const row = await trx
    .insertInto('order_comments')
    .values({
      order_id: order.id,
      parent_id: input.parentId ?? null,
      user_id: order.userId,
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
 * Whether the buyer may review the order now: 203 (reason notAccepted) before the buyer has
 * accepted it or once cancelled; 203 (reason reviewed) when reviewed already.
 */
export async function checkReviewable(db: Executor, order: CommentedOrder): Promise<void> {
  if (!REVIEWABLE.has(order.status)) {
    throw fail(ErrorCode.INVALID_OPERATION, { data: { reason: 'notAccepted' } });
  }
  if (await hasReview(db, order.id)) throw alreadyReviewed();
}

/**
 * The buyer's one review of the order, with the stored signature's path. A twin request that
 * wrote its review first is the same 203 (reason reviewed): one review per order is unique.
 */
export async function insertBuyerReview(
  trx: Trx,
  order: CommentedOrder,
  input: { text: string; rating: number; signature: string },
  now: number,
): Promise<StorefrontComment> {
  try {
    const row = await trx
      .insertInto('order_comments')
      .values({
        order_id: order.id,
        parent_id: null,
        user_id: order.userId,
        goods_id: order.goodsId,
        author: 'buyer',
        text: input.text,
        signature: input.signature,
        rating: input.rating,
        review_of: order.id,
        created_at: now,
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return toStorefrontComment(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyReviewed();
    throw error;
  }
}

/**
 * The thread as the buyer reads it, oldest first (no signature images: they are the
 * merchant's private files), and whether a review may be written now. A thread is small: one
 * review and the merchant's comments, capped at 200.
 */
export async function buyersThread(
  db: Executor,
  order: CommentedOrder,
): Promise<{ items: StorefrontComment[]; canReview: boolean }> {
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
/**
 * Adds to another module's rows how many reviews buyers left on the merchant's orders of the
 * row's goods (as commentCountsByGoods counts them), as a subselect: for the showcase list,
 * which would otherwise count them in a statement of its own (decision 039).
 */
export function withBuyerCommentCount<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  userId: StringReference<DB, TB>,
  goodsId: StringReference<DB, TB>,
): SelectQueryBuilder<DB, TB, O & { comment_count: number | string }> {
  return (query as unknown as SelectQueryBuilder<Database, keyof Database, O>).select((eb) =>
    eb
      .selectFrom('order_comments as counted_comments')
      .select((c) => c.fn.countAll<number | string>().as('n'))
      .whereRef('counted_comments.user_id', '=', userId as never)
      .whereRef('counted_comments.goods_id', '=', goodsId as never)
      .where('counted_comments.author', '=', 'buyer')
      .as('comment_count'),
  ) as unknown as SelectQueryBuilder<DB, TB, O & { comment_count: number | string }>;
}

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
