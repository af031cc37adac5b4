import type { schemas } from '@shopkeeper/contract';
import type { z } from 'zod';
import type { Executor } from '../db/index.ts';
import { withUsernames } from '../modules/accounts/service.ts';
import { listWithdrawalRows, toConsoleWithdrawal, withdrawalRow } from '../modules/withdrawals/service.ts';

type Status = z.infer<typeof schemas.withdrawal>['status'];

/** The console's list of withdrawals, each with whose it is (the names read in one query per page). */
export async function listConsoleWithdrawals(
  db: Executor,
  query: { cursor?: string; limit?: number; status?: Status; userId?: number },
) {
  const { rows, nextCursor } = await listWithdrawalRows(db, query);
  return { items: await withUsernames(db, rows, toConsoleWithdrawal), nextCursor };
}

/** One withdrawal as the console shows it, after a decision. */
export async function consoleWithdrawal(db: Executor, id: number) {
  const [item] = await withUsernames(db, [await withdrawalRow(db, id)], toConsoleWithdrawal);
  return item!;
}
