import type { schemas } from '@shopkeeper/contract';
import type { z } from 'zod';
import type { Executor } from '../db/index.ts';
import { withUsernames } from '../modules/accounts/service.ts';
import { listSubmissionRows, submissionRow, toConsoleIdentity } from '../modules/identity/service.ts';

type Status = z.infer<typeof schemas.identity>['status'];

/** The console's identity submissions, each with whose it is (the names read in one query per page). */
export async function listConsoleIdentities(
  db: Executor,
  query: { cursor?: string; limit?: number; status?: Status; userId?: number },
) {
  const { items, nextCursor } = await listSubmissionRows(db, query);
  return { items: await withUsernames(db, items, toConsoleIdentity), nextCursor };
}

/** One submission as the console shows it, after a decision. */
export async function consoleIdentity(db: Executor, id: number) {
  const [item] = await withUsernames(db, [await submissionRow(db, id)], toConsoleIdentity);
  return item!;
}
