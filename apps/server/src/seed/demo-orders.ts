import { type DatabaseHandle, inTransaction, type Trx } from '../db/index.ts';
import { configuredSteps, selectedOrders } from '../modules/orders/service.ts';
import { acceptDeliveredOrder } from '../use-cases/accept-order.ts';
import { addToShowcase } from '../use-cases/add-to-showcase.ts';
import { cancelOrder } from '../use-cases/cancel-order.ts';
import { advanceParcel } from '../use-cases/deliver-order.ts';
import { type OrderTimes, orderTimes } from '../use-cases/order-times.ts';
import { payLockedOrders } from '../use-cases/pay-orders.ts';
import { placeBuyerOrder } from '../use-cases/place-buyer-order.ts';
import { settleOrder } from '../use-cases/settle-order.ts';
import { shipPaidOrder } from '../use-cases/ship-order.ts';

/**
 * The demo merchant's shop: a few warehouse goods in the showcase at the suggested price, and
 * buyers' orders in every state a merchant sees for long (accepted lasts no time: acceptance
 * starts the settlement hold at once), each walked there through the product's own use cases
 * (placing, paying, shipping, delivering, accepting, settling, cancelling), so the ledger
 * stays balanced and every order has its moves, events and logistics steps. Times are in the
 * past, scaled by the demo speed, so the jobs carry each order on from where it stands.
 */

const BUYERS = [
  { name: 'Minh Anh', phone: '+84 90 123 4567', address: '12 Lý Thường Kiệt, Hoàn Kiếm, Hà Nội', lang: 'vi' },
  { name: 'Camille Martin', phone: '+33 6 12 34 56 78', address: '8 rue des Lilas, 69003 Lyon', lang: 'fr' },
  { name: 'Ji-woo Park', phone: '+82 10 1234 5678', address: '24 Teheran-ro, Gangnam-gu, Seoul', lang: 'ko' },
  { name: 'Sarah Lim', phone: '+65 8123 4567', address: '5 Orchard Road, #12-03, Singapore', lang: 'en' },
  { name: 'Lucía Gómez', phone: '+34 612 345 678', address: 'Calle Mayor 14, 28013 Madrid', lang: 'es' },
] as const;

/** The states seeded, oldest story first; `pending_payment_late` is unpaid past the warning. */
const STORIES = [
  'completed',
  'cancelled_unpaid',
  'cancelled_refunded',
  'pending_settlement',
  'pending_acceptance',
  'shipped',
  'pending_shipment',
  'pending_payment_late',
  'pending_payment',
  'pending_payment',
] as const;
type Story = (typeof STORIES)[number];

/** How many showcase items the demo merchant starts with. */
const SHOWCASE_ITEMS = 8;

export async function seedDemoOrders(
  database: DatabaseHandle,
  demo: { merchantId: number; demoSpeed: number; now?: number },
): Promise<void> {
  const { merchantId, demoSpeed } = demo;
  const goods = await database.db
    .selectFrom('goods')
    .select('id')
    .where('stock_status', '=', 'in_stock')
    .orderBy('id')
    .limit(SHOWCASE_ITEMS)
    .execute();
  if (goods.length === 0) return;
  const now = demo.now ?? Date.now();
  await addToShowcase(
    { database },
    merchantId,
    goods.map((g) => ({ goodsId: g.id })),
    now - 40 * 86_400_000,
  );
  const items = await database.db
    .selectFrom('showcase_items')
    .select('id')
    .where('user_id', '=', merchantId)
    .orderBy('id')
    .execute();

  await inTransaction(database, async (trx) => {
    const times = { ...(await orderTimes(trx, demoSpeed)), demoSpeed };
    // A day of the demo's clock: the settings' hours, compressed like the jobs' times.
    const day = Math.round(86_400_000 / demoSpeed);
    for (const [index, story] of STORIES.entries()) {
      const buyer = BUYERS[index % BUYERS.length]!;
      const created = createdAt(story, now, day, times);
      const { id } = await placeBuyerOrder(trx, {
        shopUserId: merchantId,
        showcaseItemId: items[index % items.length]!.id,
        quantity: (index % 3) + 1,
        buyer: { name: buyer.name, phone: buyer.phone, address: buyer.address },
        lang: buyer.lang,
        source: index % 4 === 3 ? 'intake' : 'storefront',
        paymentReference: `sandbox-demo-${index + 1}`,
        now: created,
      });
      await walk(trx, { id, merchantId }, story, created, day, times);
    }
  });
}

type Times = OrderTimes & { demoSpeed: number };

function createdAt(story: Story, now: number, day: number, times: Times): number {
  switch (story) {
    case 'pending_payment':
      return now - Math.round(times.unpaidWarn / 6);
    // Past the warning, not yet closing the storefront: the store centre shows its banner.
    case 'pending_payment_late':
      return now - Math.round((times.unpaidWarn + times.unpaidCloseShop) / 2);
    case 'cancelled_unpaid':
      return now - times.unpaidCancel - 2 * day;
    case 'pending_shipment':
      return now - Math.round(day / 4);
    case 'shipped':
      return now - day;
    case 'pending_acceptance':
      return now - 4 * day;
    case 'pending_settlement':
      return now - 6 * day;
    case 'cancelled_refunded':
      return now - 8 * day;
    case 'completed':
      return now - 12 * day - times.autoAccept - times.settlementHold;
  }
}

/** Takes a new order to its story's state through the use cases, at the story's times. */
async function walk(
  trx: Trx,
  order: { id: number; merchantId: number },
  story: Story,
  created: number,
  day: number,
  times: Times,
): Promise<void> {
  if (story === 'pending_payment' || story === 'pending_payment_late') return;
  const system = { type: 'system' } as const;
  if (story === 'cancelled_unpaid') {
    await cancelOrder(trx, order.id, system, 'unpaid_timeout', created + times.unpaidCancel);
    return;
  }
  // The merchant pays the order's cost, as /v1/order/pay does once the PIN is checked.
  const paidAt = created + Math.round(day / 8);
  const rows = await selectedOrders(trx, order.merchantId, [order.id], true);
  await payLockedOrders(trx, order.merchantId, rows, paidAt);
  if (story === 'pending_shipment') return;
  if (story === 'cancelled_refunded') {
    await cancelOrder(trx, order.id, { type: 'operator' }, 'out_of_stock', paidAt + Math.round(day / 2));
    return;
  }
  const shippedAt = paidAt + Math.round(day / 4);
  await shipPaidOrder(trx, order.id, system, times.demoSpeed, shippedAt);
  const steps = await configuredSteps(trx);
  // Shipped: one more step reached; delivered: every step.
  const advances = story === 'shipped' ? Math.min(1, steps.length - 1) : steps.length - 1;
  let at = shippedAt;
  for (let i = 0; i < advances; i++) {
    at += Math.round(day / 3);
    await advanceParcel(trx, order.id, system, times, at);
  }
  if (story === 'shipped') return;
  if (advances === 0) await advanceParcel(trx, order.id, system, times, at);
  if (story === 'pending_acceptance') return;
  const acceptedAt = at + day;
  // The buyer confirmed receipt.
  await acceptDeliveredOrder(trx, order.id, { type: 'buyer' }, times, acceptedAt);
  if (story === 'pending_settlement') return;
  // Settlement after the hold, as the jobs make it.
  await settleOrder(trx, order.id, acceptedAt + times.settlementHold);
}
