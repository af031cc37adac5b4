import { ORDER_STATUSES, type OrderStatus, type schemas } from '@shopkeeper/contract';
import type { Trx } from '../../db/index.ts';
import type { OrdersTable } from '../../db/schema.ts';
import { defineStatusMachine, type MoveRule, moveAllowed, moveStatus } from '../../lib/status-machine.ts';

export type OrderMove = (typeof schemas.ORDER_MOVES)[number];
export type OrderActor = (typeof schemas.ORDER_ACTORS)[number];

/**
 * The order state machine (docs/states.md#orders), the one table every status write goes
 * through: for each move, the states it may leave, the state it reaches, and who may make it.
 * Anything else is 203. Cancelling a paid order (pending shipment) returns its cost;
 * cancelling before payment returns nothing to the merchant (the buyer's payment is refunded
 * by the payment provider either way).
 */
export const ORDER_MACHINE = defineStatusMachine({
  name: 'order',
  table: 'orders',
  key: 'id',
  column: 'status',
  states: ORDER_STATUSES,
  moves: {
    pay: { from: ['pending_payment'], to: 'pending_shipment', by: ['merchant'] },
    ship: { from: ['pending_shipment'], to: 'shipped', by: ['system', 'operator'] },
    deliver: { from: ['shipped'], to: 'pending_acceptance', by: ['system', 'operator'] },
    accept: { from: ['pending_acceptance'], to: 'accepted', by: ['buyer', 'system', 'operator'] },
    hold: { from: ['accepted'], to: 'pending_settlement', by: ['system'] },
    settle: { from: ['pending_settlement'], to: 'completed', by: ['system'] },
    cancel: { from: ['pending_payment', 'pending_shipment'], to: 'cancelled', by: ['system', 'operator'] },
  } satisfies Record<OrderMove, MoveRule<OrderStatus, OrderActor>>,
});

export const TRANSITIONS = ORDER_MACHINE.moves;

/** Whether `move` may leave `status` when made by `actor`. */
export const allowed = (move: OrderMove, status: OrderStatus, actor: OrderActor): boolean =>
  moveAllowed(ORDER_MACHINE, move, status, actor);

/** Columns a move may set alongside the status (times, references, the next due time). */
export type MoveColumns = Partial<
  Pick<
    OrdersTable,
    | 'due_at'
    | 'paid_at'
    | 'accepted_at'
    | 'settle_after'
    | 'completed_at'
    | 'cancelled_at'
    | 'cancel_reason'
    | 'cancel_note'
    | 'buyer_refund'
    | 'buyer_refund_due_at'
    | 'carrier'
    | 'tracking_no'
    | 'pay_transaction_id'
    | 'refund_transaction_id'
    | 'settle_transaction_id'
  >
>;

/**
 * Makes one move in the caller's transaction: a conditional update from the state the order
 * is in now (so of two writers racing, exactly one moves it), then the event with its time
 * and actor. 203 when the table does not allow it from that state or by that actor, or when
 * another writer moved it first. Returns the state it left.
 */
export async function moveOrder(
  trx: Trx,
  order: { id: number; status: OrderStatus },
  move: OrderMove,
  actor: { type: OrderActor; id?: number | null },
  now: number,
  set: MoveColumns = {},
): Promise<OrderStatus> {
  const { to, row: moved } = await moveStatus(
    trx,
    ORDER_MACHINE,
    { key: order.id, status: order.status },
    move,
    actor.type,
    {
      ...set,
      status_changed_at: now,
    },
  );
  await countOrders(trx, moved.user_id, [
    [order.status, -1],
    [to, 1],
  ]);
  await trx
    .insertInto('order_events')
    .values({
      order_id: order.id,
      move,
      from_status: order.status,
      to_status: to,
      actor: actor.type,
      actor_id: actor.id ?? null,
      at: now,
    })
    .execute();
  return order.status;
}

/**
 * Keeps the merchant's counts per status (what the order list's tabs show) in the caller's
 * transaction. The rows are written in one fixed order, by status, so two moves of one
 * merchant's orders wait for each other instead of deadlocking.
 */
export async function countOrders(
  trx: Trx,
  userId: number,
  changes: readonly (readonly [OrderStatus, number])[],
): Promise<void> {
  const sorted = [...changes].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [status, delta] of sorted) {
    await trx
      .insertInto('order_status_counts')
      .values({ user_id: userId, status, n: delta })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'status'])
          .doUpdateSet((eb) => ({ n: eb('order_status_counts.n', '+', eb.ref('excluded.n')) })),
      )
      .execute();
  }
}
