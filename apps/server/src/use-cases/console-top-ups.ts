import type { schemas } from '@shopkeeper/contract';
import type { z } from 'zod';
import type { Executor } from '../db/index.ts';
import { withUsernames } from '../modules/accounts/service.ts';
import { listTopUpRows, toConsoleTopUp, topUpRow } from '../modules/topups/service.ts';

type Status = z.infer<typeof schemas.topUp>['status'];

/** The console's queue of top-ups, each with whose it is (the names read in one query per page). */
export async function listConsoleTopUps(
  db: Executor,
  query: { cursor?: string; limit?: number; status?: Status },
) {
  const { items, nextCursor } = await listTopUpRows(db, query);
  return { items: await withUsernames(db, items, toConsoleTopUp), nextCursor };
}

/** One top-up as the console shows it, after a decision. */
export async function consoleTopUp(db: Executor, id: number) {
  const [item] = await withUsernames(db, [await topUpRow(db, id)], toConsoleTopUp);
  return item!;
}
