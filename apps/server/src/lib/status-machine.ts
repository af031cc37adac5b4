import type { Kysely, Selectable, SelectType, Updateable } from 'kysely';
import type { Trx } from '../db/index.ts';
import type { Database } from '../db/schema.ts';
import { ErrorCode, fail } from './app-error.ts';

/**
 * Every status in the product moves through here (docs/decisions/024-use-cases-and-events.md).
 * A machine is data: for each move, the states it may leave, the state it reaches and who
 * may make it. `moveStatus` checks the table, then makes the move as one conditional update
 * from the state the row is in now, so of two writers racing exactly one moves it and the
 * other is refused with 203, as is any move the table does not allow.
 *
 * Each machine keeps its table in its own module (orders/transitions.ts, topups, ...); what
 * a move means beyond the status (money, history rows, events) is its caller's business, in
 * the same transaction.
 */
export interface MoveRule<S extends string, A extends string> {
  from: readonly S[];
  to: S;
  by: readonly A[];
}

/** Tables with a key and a status-like column; a machine names both. */
export interface StatusMachine<
  T extends keyof Database,
  S extends string,
  M extends string,
  A extends string,
  K extends keyof Database[T] & string = keyof Database[T] & string,
  C extends keyof Database[T] & string = keyof Database[T] & string,
> {
  /** What the machine is called in errors and tests ("order", "top-up"). */
  name: string;
  table: T;
  /** The row's key column ('id' for most tables). */
  key: K;
  /** The column that holds the state ('status', or 'state'). */
  column: C;
  states: readonly S[];
  moves: Record<M, MoveRule<S, A>>;
}

/** Declares a machine; the generics are inferred from the rules, so a typo is a type error. */
export function defineStatusMachine<
  T extends keyof Database,
  const S extends string,
  const M extends string,
  const A extends string,
  K extends keyof Database[T] & string,
  C extends keyof Database[T] & string,
>(machine: StatusMachine<T, S, M, A, K, C>): StatusMachine<T, S, M, A, K, C> {
  for (const [move, rule] of Object.entries(machine.moves) as [string, MoveRule<S, A>][]) {
    for (const state of [...rule.from, rule.to]) {
      if (!machine.states.includes(state)) {
        throw new Error(`${machine.name}: move ${move} names unknown state ${state}`);
      }
    }
  }
  return machine;
}

/** Whether `move` may leave `status` when made by `actor`. */
export function moveAllowed<S extends string, M extends string, A extends string>(
  machine: { moves: Record<M, MoveRule<S, A>> },
  move: M,
  status: S,
  actor: A,
): boolean {
  const rule = machine.moves[move];
  return rule.from.includes(status) && rule.by.includes(actor);
}

export interface MoveResult<T extends keyof Database, S extends string> {
  from: S;
  to: S;
  /** The row as the move left it. */
  row: Selectable<Database[T]>;
}

/**
 * Makes one move in the caller's transaction: 203 when the table does not allow it from the
 * row's state or by that actor, or when another writer moved the row first. `set` holds the
 * columns the move writes beside the state (times, reviewer, reason, references).
 */
export async function moveStatus<
  T extends keyof Database,
  S extends string,
  M extends string,
  A extends string,
  K extends keyof Database[T] & string,
  C extends keyof Database[T] & string,
>(
  trx: Trx,
  machine: StatusMachine<T, S, M, A, K, C>,
  subject: { key: SelectType<Database[T][K]>; status: S },
  move: M,
  actor: A,
  set: Omit<Updateable<Database[T]>, C> = {} as Omit<Updateable<Database[T]>, C>,
): Promise<MoveResult<T, S>> {
  if (!moveAllowed(machine, move, subject.status, actor)) throw fail(ErrorCode.INVALID_OPERATION);
  const to = machine.moves[move].to;
  // One untyped step: Kysely cannot check a table and columns chosen by a caller's data.
  // The signature above is what keeps it honest.
  const db = trx as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const table: string = machine.table;
  const row = await db
    .updateTable(table)
    .set({ ...(set as Record<string, unknown>), [machine.column]: to })
    .where(machine.key as string, '=', subject.key as never)
    .where(machine.column as string, '=', subject.status as never)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw fail(ErrorCode.INVALID_OPERATION);
  return { from: subject.status, to, row: row as Selectable<Database[T]> };
}

/** Every (state, move, actor) the machine could be asked, with whether its table allows it: for tests. */
export function everyStateAndMove<S extends string, M extends string, A extends string>(machine: {
  states: readonly S[];
  moves: Record<M, MoveRule<S, A>>;
}): { state: S; move: M; actor: A; allowed: boolean }[] {
  const actors = [...new Set(Object.values<MoveRule<S, A>>(machine.moves).flatMap((r) => r.by))];
  return machine.states.flatMap((state) =>
    (Object.keys(machine.moves) as M[]).flatMap((move) =>
      actors.map((actor) => ({ state, move, actor, allowed: moveAllowed(machine, move, state, actor) })),
    ),
  );
}
