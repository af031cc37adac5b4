import type { Kysely } from 'kysely';
import type { Dialect } from '../index.ts';
import { idColumn } from './columns.ts';

/**
 * Shops' credit score (docs/product.md#credit-score, docs/decisions/026-credit-score.md): the
 * operator's rules, one per trigger (an order completed, an order cancelled unpaid, an order
 * an operator cancelled), each with its points and on/off; and every move a rule made, with
 * its cause. The score itself stays in `shops.credit` (0001); a move is written in the same
 * transaction as the score's change, and the unique (trigger, order) makes an event delivered
 * twice move the score once. The rules start as docs/defaults.md#credit-rules says.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('credit_rules')
    .addColumn('trigger', 'varchar(32)', (c) => c.primaryKey())
    /** Points a move adds (negative: takes away), before the range's ends. */
    .addColumn('points', 'integer', (c) => c.notNull())
    /** 1 on, 0 off (an integer both databases bind alike). */
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint')
    .addColumn('updated_by', 'bigint', (c) => c.references('users.id'))
    .execute();
  await db
    .withTables<{ credit_rules: { trigger: string; points: number; enabled: number } }>()
    .insertInto('credit_rules')
    .values([
      { trigger: 'order_completed', points: 1, enabled: 1 },
      { trigger: 'order_unpaid_cancelled', points: -5, enabled: 1 },
      { trigger: 'order_operator_cancelled', points: -2, enabled: 0 },
    ])
    .execute();

  await db.schema
    .createTable('credit_moves')
    .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('trigger', 'varchar(32)', (c) => c.notNull())
    /** The order that set it off. */
    .addColumn('order_id', 'bigint', (c) => c.notNull())
    /** The rule's points when it moved; `points` is the change made within the range. */
    .addColumn('rule_points', 'integer', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('score_after', 'integer', (c) => c.notNull())
    /** The event it answered (events.id), to trace a move back. */
    .addColumn('event_id', 'bigint', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('credit_moves_cause', ['trigger', 'order_id'])
    .execute();
  // The merchant's history, newest first.
  await db.schema.createIndex('credit_moves_user').on('credit_moves').columns(['user_id', 'id']).execute();
}
