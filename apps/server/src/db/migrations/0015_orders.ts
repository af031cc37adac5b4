import type { Kysely } from 'kysely';
import type { Dialect } from '../index.ts';
import { idColumn } from './columns.ts';

/**
 * Orders (docs/states.md#orders): a buyer's order of one showcase item, its moves through the state machine
 * (modules/orders/transitions.ts) each recorded with time and actor, the logistics steps the
 * operator configures (text per language) and the steps each order has reached. Prices and
 * costs are copied onto the order when the buyer orders, so later price changes never touch it.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
    .addColumn('order_no', 'varchar(24)', (c) => c.notNull().unique())
    /** The buyer's link to their order: random, unguessable. */
    .addColumn('public_ref', 'varchar(32)', (c) => c.notNull().unique())
    /** The merchant whose shop sold it. */
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('showcase_item_id', 'bigint', (c) => c.notNull())
    .addColumn('goods_id', 'bigint', (c) => c.notNull().references('goods.id'))
    .addColumn('source', 'varchar(16)', (c) => c.notNull())
    .addColumn('status', 'varchar(24)', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price_cents', 'bigint', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('cost_cents', 'bigint', (c) => c.notNull())
    .addColumn('buyer_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('buyer_phone', 'varchar(32)', (c) => c.notNull())
    .addColumn('buyer_address', 'varchar(200)', (c) => c.notNull())
    .addColumn('buyer_lang', 'varchar(8)', (c) => c.notNull())
    /** The payment provider's reference of the buyer's payment. */
    .addColumn('payment_reference', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('status_changed_at', 'bigint', (c) => c.notNull())
    /** When a job next looks at it (ship, next logistics step, auto-accept, settle); null: none due. */
    .addColumn('due_at', 'bigint')
    /** The 24 h unpaid warning was given. */
    .addColumn('warned_at', 'bigint')
    .addColumn('paid_at', 'bigint')
    .addColumn('accepted_at', 'bigint')
    .addColumn('settle_after', 'bigint')
    .addColumn('completed_at', 'bigint')
    .addColumn('cancelled_at', 'bigint')
    .addColumn('cancel_reason', 'varchar(24)')
    .addColumn('carrier', 'varchar(64)')
    .addColumn('tracking_no', 'varchar(64)')
    .addColumn('pay_transaction_id', 'bigint')
    .addColumn('refund_transaction_id', 'bigint')
    .addColumn('settle_transaction_id', 'bigint')
    .execute();
  // The merchant's list by status, newest first.
  await db.schema
    .createIndex('orders_user_status')
    .on('orders')
    .columns(['user_id', 'status', 'id'])
    .execute();
  // The jobs: what is due in a state.
  await db.schema.createIndex('orders_status_due').on('orders').columns(['status', 'due_at']).execute();
  // Unpaid orders by age (24 / 48 / 72 h rules).
  await db.schema
    .createIndex('orders_status_created')
    .on('orders')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema
    .createTable('order_events')
    .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
    .addColumn('order_id', 'bigint', (c) => c.notNull().references('orders.id'))
    .addColumn('move', 'varchar(16)', (c) => c.notNull())
    .addColumn('from_status', 'varchar(24)', (c) => c.notNull())
    .addColumn('to_status', 'varchar(24)', (c) => c.notNull())
    .addColumn('actor', 'varchar(16)', (c) => c.notNull())
    /** The merchant's or operator's user id; null for the buyer and the platform's jobs. */
    .addColumn('actor_id', 'bigint')
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_events_order').on('order_events').columns(['order_id', 'id']).execute();

  // The logistics steps a parcel walks, configured by operators; position 1 is the first.
  await db.schema
    .createTable('logistics_steps')
    .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
    .addColumn('position', 'integer', (c) => c.notNull().unique())
    /** Minutes after the previous step (or after shipping) the sandbox carrier reaches it. */
    .addColumn('after_minutes', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('logistics_step_texts')
    .addColumn('step_id', 'bigint', (c) => c.notNull().references('logistics_steps.id'))
    .addColumn('lang', 'varchar(8)', (c) => c.notNull())
    .addColumn('text', 'varchar(200)', (c) => c.notNull())
    .addPrimaryKeyConstraint('logistics_step_texts_pk', ['step_id', 'lang'])
    .execute();

  // The steps an order has reached, with when; an operator's correction may give its own text.
  await db.schema
    .createTable('order_tracking')
    .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
    .addColumn('order_id', 'bigint', (c) => c.notNull().references('orders.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('step_id', 'bigint')
    .addColumn('note', 'varchar(200)')
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('order_tracking_order_position', ['order_id', 'position'])
    .execute();

  // The default walk of a parcel; operators change it in the console.
  for (const [index, step] of DEFAULT_LOGISTICS_STEPS.entries()) {
    const row = await db
      .insertInto('logistics_steps' as never)
      .values({ position: index + 1, after_minutes: step.afterMinutes } as never)
      .returning('id' as never)
      .executeTakeFirstOrThrow();
    const stepId = Number((row as { id: number | string }).id);
    await db
      .insertInto('logistics_step_texts' as never)
      .values(Object.entries(step.text).map(([lang, text]) => ({ step_id: stepId, lang, text })) as never)
      .execute();
  }

  // A shop's storefront closes while an order of it is unpaid past 48 h (docs/states.md#orders).
  await db.schema.alterTable('shops').addColumn('storefront_closed_at', 'bigint').execute();
}

/** The sandbox carrier's default steps: minutes after the previous step (or after shipping). */
const DEFAULT_LOGISTICS_STEPS: { afterMinutes: number; text: Record<string, string> }[] = [
  {
    afterMinutes: 0,
    text: {
      en: 'Packed at the warehouse and waiting for the carrier',
      'zh-CN': '仓库已打包，等待承运商揽收',
      'zh-TW': '倉庫已打包，等待物流業者收件',
      vi: 'Đã đóng gói tại kho, chờ đơn vị vận chuyển đến lấy',
      fr: 'Colis préparé à l’entrepôt, en attente du transporteur',
      ko: '창고에서 포장 완료, 택배사 인수 대기 중',
      id: 'Sudah dikemas di gudang, menunggu kurir',
      ja: '倉庫で梱包済み、配送業者の集荷待ち',
      pt: 'Embalado no armazém, aguardando a transportadora',
      es: 'Empaquetado en el almacén, esperando al transportista',
    },
  },
  {
    afterMinutes: 6 * 60,
    text: {
      en: 'Picked up by the carrier',
      'zh-CN': '承运商已揽收',
      'zh-TW': '物流業者已收件',
      vi: 'Đơn vị vận chuyển đã lấy hàng',
      fr: 'Pris en charge par le transporteur',
      ko: '택배사가 인수했습니다',
      id: 'Sudah diambil kurir',
      ja: '配送業者が集荷しました',
      pt: 'Coletado pela transportadora',
      es: 'Recogido por el transportista',
    },
  },
  {
    afterMinutes: 24 * 60,
    text: {
      en: 'In transit to the destination city',
      'zh-CN': '运输中，正发往目的地城市',
      'zh-TW': '運送中，正寄往目的地城市',
      vi: 'Đang vận chuyển đến thành phố nhận hàng',
      fr: 'En transit vers la ville de destination',
      ko: '도착 도시로 이동 중',
      id: 'Dalam perjalanan ke kota tujuan',
      ja: 'お届け先の都市へ輸送中',
      pt: 'Em trânsito para a cidade de destino',
      es: 'En tránsito hacia la ciudad de destino',
    },
  },
  {
    afterMinutes: 24 * 60,
    text: {
      en: 'Out for delivery',
      'zh-CN': '派送中',
      'zh-TW': '配送中',
      vi: 'Đang giao hàng',
      fr: 'En cours de livraison',
      ko: '배송 출발',
      id: 'Sedang diantar',
      ja: '配達中',
      pt: 'Saiu para entrega',
      es: 'En reparto',
    },
  },
  {
    afterMinutes: 6 * 60,
    text: {
      en: 'Delivered',
      'zh-CN': '已签收',
      'zh-TW': '已送達',
      vi: 'Đã giao hàng',
      fr: 'Livré',
      ko: '배송 완료',
      id: 'Sudah diterima',
      ja: '配達完了',
      pt: 'Entregue',
      es: 'Entregado',
    },
  },
];
