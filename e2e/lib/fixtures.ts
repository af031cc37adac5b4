import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase } from '../../apps/server/src/db/index.ts';
import { createPlatformInviteCodes } from '../../apps/server/src/seed/demo.ts';

/** Fresh platform invite codes, written straight into the running server's database. */
export async function newInviteCodes(count = 1): Promise<string[]> {
  const database = openDatabase({ sqliteFile: path.join(inject('dataDir'), 'shopkeeper.sqlite') });
  try {
    return await createPlatformInviteCodes(database, count);
  } finally {
    await database.destroy();
  }
}

let counter = 0;
export const uniqueUsername = (prefix = 'e2e') =>
  `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;
export const PASSWORD = 'Harbour-Lights-47';
