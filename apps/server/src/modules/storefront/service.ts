import { createHash } from 'node:crypto';
import { calls, fromCents, type Language, type schemas } from '@shopkeeper/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { type Executor, inTransaction } from '../../db/index.ts';
import { ErrorCode, fail } from '../../lib/app-error.ts';
import { iso } from '../../lib/iso.ts';
import { ratingsByMerchant } from '../order-comments/service.ts';
import {
  acceptByBuyer,
  createBuyerOrder,
  orderByPaymentReference,
  orderForBuyer,
} from '../orders/service.ts';
import { PaymentDeclined, type PaymentProvider, paymentProvider } from '../payments/service.ts';
import { shopBySlug, storefrontClosed } from '../shops/service.ts';
import { countItemClick, type ListedItem, listedItem, listedItems } from '../showcase/service.ts';
import { hashRequest } from '../wallet/service.ts';
import {
  type ChargeIntent,
  chargeOrdered,
  chargeRefunded,
  chargeToRefund,
  forgetDeclinedCharge,
  type OrderedCharge,
  recordCharge,
  repeatedCharge,
} from './charges.ts';

/**
 * The buyers' storefront (issue 8): a shop and its listed goods by slug, an item, and a
 * buyer's order — paid through the payment provider before it is made, refunded when making
 * it fails. Shared by the contract calls (routes.ts) and the server-rendered pages (pages.ts).
 */

type StorefrontShop = z.infer<typeof schemas.storefrontShop>;
type StorefrontItem = z.infer<typeof schemas.storefrontItem>;
type StorefrontItemDetail = z.infer<typeof schemas.storefrontItemDetail>;
export type BuyerOrder = z.infer<typeof schemas.buyerOrder>;

const HOUR_MS = 3_600_000;

/**
 * Buyers' writes per address: orders and receipts. Generous for a person (ten orders in ten
 * minutes), tight for a script. Counted in the database, so the limit holds across servers.
 */
export const RATE_LIMITS = {
  order: { max: 10, windowMs: 10 * 60_000 },
  accept: { max: 20, windowMs: 10 * 60_000 },
  /** A review carries a signature image; one per order, so ten is plenty for one address. */
  review: { max: 10, windowMs: 10 * 60_000 },
} as const;

/** An address is kept only as part of a hash: the storefront needs to recognise it, not read it. */
const hashed = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

const utcDay = (now: number) => new Date(now).toISOString().slice(0, 10);

/**
 * Counts a view of a shop (a visitor) or of an item (a click), once per address per hour:
 * one upsert that changes a row only when this address was last counted here in an earlier
 * hour. A refresh loop adds at most one a hour per address; a buyer coming back tomorrow
 * counts again.
 */
export async function countView(
  db: Executor,
  view: { shopUserId: number; itemId?: number },
  address: string,
  now = Date.now(),
): Promise<boolean> {
  const place = view.itemId === undefined ? `shop:${view.shopUserId}` : `item:${view.itemId}`;
  const hour = Math.floor(now / HOUR_MS);
  const result = await db
    .insertInto('storefront_views')
    .values({ key: hashed(`${place}|${address}`), hour })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({ hour }).where(sql.ref('storefront_views.hour'), '<', hour),
    )
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return false;
  const click = view.itemId === undefined ? 0 : 1;
  await db
    .insertInto('storefront_daily')
    .values({ user_id: view.shopUserId, day: utcDay(now), visitors: 1 - click, clicks: click })
    .onConflict((oc) =>
      oc.columns(['user_id', 'day']).doUpdateSet({
        visitors: sql`storefront_daily.visitors + ${1 - click}`,
        clicks: sql`storefront_daily.clicks + ${click}`,
      }),
    )
    .execute();
  if (view.itemId !== undefined) await countItemClick(db, view.itemId);
  return true;
}

/** A shop's storefront visitors and clicks over UTC days `from`..`to` (YYYY-MM-DD, inclusive). */
export async function storefrontCounts(db: Executor, shopUserId: number, from: string, to: string) {
  const row = await db
    .selectFrom('storefront_daily')
    .select([sql<number | null>`sum(visitors)`.as('visitors'), sql<number | null>`sum(clicks)`.as('clicks')])
    .where('user_id', '=', shopUserId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .executeTakeFirstOrThrow();
  return { visitors: Number(row.visitors ?? 0), clicks: Number(row.clicks ?? 0) };
}

/**
 * "Write, then count": the request is recorded first and counted with those before it, so a
 * burst cannot slip under the limit; past it, 202 "busy" with HTTP 429.
 */
export async function limitRate(
  db: Executor,
  action: keyof typeof RATE_LIMITS,
  address: string,
  now = Date.now(),
) {
  const { max, windowMs } = RATE_LIMITS[action];
  const key = `${action}:${hashed(address)}`;
  const { id } = await db
    .insertInto('storefront_requests')
    .values({ key, at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await db
    .selectFrom('storefront_requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('key', '=', key)
    .where('at', '>', now - windowMs)
    .where('id', '<=', id)
    .executeTakeFirstOrThrow();
  if (Number(row.n) > max) throw fail(ErrorCode.OPERATION_BUSY, { httpStatus: 429 });
}

/** Forgets views older than the previous hour and requests past every window (clean-up job). */
export async function sweepStorefront(db: Executor, now = Date.now()) {
  const views = await db
    .deleteFrom('storefront_views')
    .where('hour', '<', Math.floor(now / HOUR_MS) - 1)
    .executeTakeFirst();
  const longest = Math.max(...Object.values(RATE_LIMITS).map((l) => l.windowMs));
  const requests = await db
    .deleteFrom('storefront_requests')
    .where('at', '<', now - longest)
    .executeTakeFirst();
  return Number(views.numDeletedRows) + Number(requests.numDeletedRows);
}

interface ShopRecord {
  userId: number;
  shop: StorefrontShop;
}

/** The shop behind a slug, or 404. */
export async function storefrontShop(db: Executor, slug: string): Promise<ShopRecord> {
  const found = await shopBySlug(db, slug);
  if (!found) throw fail(ErrorCode.NOT_FOUND);
  const [closed, ratings] = await Promise.all([
    storefrontClosed(db, found.userId),
    ratingsByMerchant(db, [found.userId]),
  ]);
  return {
    userId: found.userId,
    shop: {
      slug: found.slug,
      name: found.name,
      logo: found.logo,
      // Buyers' average stars from their reviews; null before the first.
      rating: ratings.get(found.userId) ?? null,
      closedSince: closed ? iso(closed.since) : null,
      closedReason: closed?.reason ?? null,
    },
  };
}

const toItem = (item: ListedItem): StorefrontItem => ({
  id: item.id,
  name: item.name,
  image: item.image,
  price: item.price,
  featured: item.featured,
  available: item.inStock && !item.belowCost,
});

/**
 * A shop and a page of its listed goods; the first page counts a visitor (not when `address`
 * is null: a link preview or a bot, see routes.ts).
 */
export async function shopPage(
  db: Executor,
  input: { slug: string; cursor?: string; limit?: number },
  lang: Language,
  address: string | null,
) {
  const { userId, shop } = await storefrontShop(db, input.slug);
  const page = await listedItems(db, userId, lang, input);
  if (input.cursor === undefined && address !== null) await countView(db, { shopUserId: userId }, address);
  return { shop, goods: { items: page.items.map(toItem), nextCursor: page.nextCursor } };
}

/**
 * One listed item of a shop (404 when unknown, unlisted or another shop's); counts a click
 * (not when `address` is null).
 */
export async function itemPage(
  db: Executor,
  input: { slug: string; itemId: number },
  lang: Language,
  address: string | null,
): Promise<{ shop: StorefrontShop; item: StorefrontItemDetail }> {
  const { userId, shop } = await storefrontShop(db, input.slug);
  const item = await listedItem(db, userId, input.itemId, lang);
  if (!item) throw fail(ErrorCode.NOT_FOUND);
  if (address !== null) await countView(db, { shopUserId: userId, itemId: item.id }, address);
  return { shop, item: { ...toItem(item), description: item.description, images: item.images } };
}

export interface OrderRequest {
  slug: string;
  itemId: number;
  quantity: number;
  name: string;
  phone: string;
  address: string;
}

type PlacedOrder = { publicRef: string; orderNo: string; amount: string };

/**
 * A buyer's order (decision 022): refused before any money moves when the shop is unknown, the
 * item not listed (404), the shop closed (203, reason shopClosed) or the item priced below its
 * current cost (203, reason unavailable); then the charge is recorded, made (204, reason
 * paymentDeclined, when the provider refuses), and the order made in a transaction that marks
 * the charge ordered. A charge whose order could not be made is refunded, now or by the jobs;
 * one whose server died midway is found and refunded by the jobs (charges.ts).
 *
 * With an Idempotency-Key, a repeat of the request is answered with the first order, or 202
 * (reason inProgress) while the first is still running: a buyer whose answer was lost is never
 * charged twice. The buyer's language is not part of the request's identity.
 */
export async function placeOrder(
  ctx: AppContext,
  input: OrderRequest,
  lang: Language,
  address: string,
  key: string | undefined,
  now = Date.now(),
): Promise<PlacedOrder> {
  const { db } = ctx.database;
  const { slug, itemId, quantity, name, phone } = input;
  const requestHash = hashRequest(calls.storefrontOrderCreate, {
    slug,
    itemId,
    quantity,
    name,
    phone,
    address: input.address,
  });
  // Every attempt counts against the address's limit, repeats and unknown shops included.
  await limitRate(db, 'order', address, now);
  const { userId, shop } = await storefrontShop(db, input.slug);
  if (key !== undefined) {
    const repeat = await repeatedCharge(db, userId, key, requestHash);
    if (repeat) return answerRepeat(db, userId, repeat);
  }
  const item = await listedItem(db, userId, input.itemId, lang);
  // Out of stock: the orders service would refuse it too, but only after the charge.
  if (!item?.inStock) throw fail(ErrorCode.NOT_FOUND);
  if (shop.closedSince)
    throw fail(ErrorCode.INVALID_OPERATION, { data: { reason: 'shopClosed', since: shop.closedSince } });
  // Priced below the goods' current cost: refused before the charge (the orders service
  // checks again in its transaction, and a charge it refuses is refunded below).
  if (item.belowCost) throw fail(ErrorCode.INVALID_OPERATION, { data: { reason: 'unavailable' } });

  const provider = paymentProvider(ctx.config);
  const recorded = await recordCharge(
    db,
    {
      shopUserId: userId,
      amountCents: item.priceCents * input.quantity,
      currency: ctx.config.paymentCurrency,
      key,
      requestHash,
    },
    now,
  );
  if ('repeat' in recorded) return answerRepeat(db, userId, recorded.repeat);
  const { intent } = recorded;
  const buyer = { name: input.name, phone: input.phone, address: input.address };
  let charged: { reference: string };
  try {
    charged = await provider.charge({ ...intent, buyer });
  } catch (error) {
    if (error instanceof PaymentDeclined) {
      await forgetDeclinedCharge(db, intent.reference);
      throw fail(ErrorCode.OPERATION_FAILED, { data: { reason: 'paymentDeclined' } });
    }
    // No answer: charged or not, the intent stays `charging` and the jobs find out.
    throw error;
  }
  try {
    const order = await inTransaction(ctx.database, async (trx) => {
      const made = await createBuyerOrder(trx, {
        shopUserId: userId,
        showcaseItemId: item.id,
        quantity: input.quantity,
        buyer,
        lang,
        source: 'storefront',
        paymentReference: charged.reference,
        chargedUnitPriceCents: item.priceCents,
        now,
      });
      await chargeOrdered(trx, intent.reference, { id: made.id, providerReference: charged.reference }, now);
      return made;
    });
    return { publicRef: order.publicRef, orderNo: order.orderNo, amount: fromCents(intent.amountCents) };
  } catch (error) {
    await refundNow(ctx, provider, intent, charged.reference, now);
    throw error;
  }
}

/** The first answer to a repeated order request. */
async function answerRepeat(db: Executor, shopUserId: number, repeat: OrderedCharge): Promise<PlacedOrder> {
  const order = await orderByPaymentReference(db, shopUserId, repeat.providerReference);
  if (!order) throw new Error(`storefront charge ${repeat.providerReference} is ordered but has no order`);
  return { publicRef: order.publicRef, orderNo: order.orderNo, amount: fromCents(repeat.amountCents) };
}

/**
 * A charge whose order failed, refunded at once when the provider can; when it cannot, the
 * jobs try again (the charge stays refund_pending). Never throws: the buyer is told why their
 * order failed, not why a refund is late.
 */
async function refundNow(
  ctx: AppContext,
  provider: PaymentProvider,
  intent: ChargeIntent,
  providerReference: string,
  now: number,
) {
  const { db } = ctx.database;
  try {
    if (!(await chargeToRefund(db, intent.reference, providerReference, now))) return;
    await provider.refund({
      reference: providerReference,
      amountCents: intent.amountCents,
      currency: intent.currency,
    });
    await chargeRefunded(db, intent.reference, now);
  } catch (error) {
    ctx.database.log.warn(
      { err: error, reference: intent.reference },
      'storefront refund failed: the jobs try again',
    );
  }
}

/** The buyer's order by its public reference (404 unknown). */
export function buyerOrder(db: Executor, ref: string, lang: Language): Promise<BuyerOrder> {
  return orderForBuyer(db, ref, lang);
}

/** The buyer confirms receipt (203 unless the order allows it), then sees the order again. */
export async function acceptOrder(
  ctx: AppContext,
  ref: string,
  lang: Language,
  address: string,
  now = Date.now(),
): Promise<BuyerOrder> {
  await limitRate(ctx.database.db, 'accept', address, now);
  await inTransaction(ctx.database, (trx) => acceptByBuyer(trx, ref, ctx.config.demoSpeed, now));
  return orderForBuyer(ctx.database.db, ref, lang);
}
