import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { type Executor, inTransaction, type Trx } from '../db/index.ts';
import type { Database } from '../db/schema.ts';
import { AppError, ErrorCode } from '../lib/app-error.ts';
import { everyStateAndMove, moveStatus, type StatusMachine } from '../lib/status-machine.ts';
import type { TestApi } from './harness.ts';

/**
 * The test every status machine gets (docs/decisions/024-use-cases-and-events.md): for each
 * state × move × actor, a real row in that state is asked to move. A move the table allows
 * reaches its state; any other is refused with 203 and leaves the row exactly as it was.
 * `insertRow` writes a fresh row in the given state and returns its key.
 */
export function walkEveryStateAndMove<
  T extends keyof Database,
  S extends string,
  M extends string,
  A extends string,
  K extends keyof Database[T] & string,
  C extends keyof Database[T] & string,
>(
  api: () => TestApi,
  machine: StatusMachine<T, S, M, A, K, C>,
  insertRow: (trx: Trx, state: S) => Promise<number>,
) {
  // Untyped, as in moveStatus: the table and key are the machine's data.
  const readRow = (db: Executor, key: number) =>
    (db as unknown as Kysely<Record<string, Record<string, unknown>>>)
      .selectFrom(machine.table)
      .selectAll()
      .where(machine.key as string, '=', key as never)
      .executeTakeFirstOrThrow();
  for (const { state, move, actor, allowed } of everyStateAndMove(machine)) {
    it(`${machine.name}: ${move} by ${actor} from ${state} ${allowed ? 'moves it' : 'is 203'}`, async () => {
      const { database } = api();
      const key = await inTransaction(database, (trx) => insertRow(trx, state));
      const before = await readRow(database.db, key);
      const moving = inTransaction(database, (trx) =>
        moveStatus(trx, machine, { key: key as never, status: state }, move, actor),
      );
      if (allowed) {
        expect((await moving).to).toBe(machine.moves[move].to);
        expect((await readRow(database.db, key))[machine.column]).toBe(machine.moves[move].to);
      } else {
        const refusal = await moving.catch((error: unknown) => error);
        expect(refusal).toBeInstanceOf(AppError);
        expect((refusal as AppError).code).toBe(ErrorCode.INVALID_OPERATION);
        expect(await readRow(database.db, key)).toEqual(before);
      }
    });
  }
}
